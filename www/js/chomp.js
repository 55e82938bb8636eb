// The Chomp page: the bar drawn square by square (boards/chomp.js), its solving in slices with
// progress and cancel (engine.solve, before a board is played, so that every answer then
// comes at once), the Why? pictures and the page's words. The turns, the address, the lessons
// and the Why? panel are the one turn loop of turns.js. The position text the core prints
// ("5,5,3,1": row lengths from the poison's row up) is what the address holds and undo restores.

import * as engine from "./engine.js";
import { caption, pictureOf, biteWords, barWords } from "./chomp-words.js";
import { el, svgEl, formatCount, bindLines, bindPreview } from "./ui.js";
import { drawChomp } from "./boards/chomp.js";
import { createTurns } from "./turns.js";
import { outcomeName, outcomePhrase } from "./terms.js";

const GAME = "chomp";
/** Solve slices: start with this many positions, then aim at SLICE_MS milliseconds each. */
const FIRST_SLICE = 200_000;
const SLICE_MS = 60;
const SLICE_MIN = 20_000;
const SLICE_MAX = 5_000_000;
/** The size chooser offers boards up to this many rows and columns (the core's largest square). */
let LARGEST = 14;

const page = createTurns({
  title: "Chomp",
  gameId: () => GAME,
  catalogId: GAME,
  catalog: (info) => {
    LARGEST = info?.limits?.largestSquareBoard || LARGEST;
    for (const select of [dom.newRows, dom.newCols]) {
      select.replaceChildren(...Array.from({ length: LARGEST }, (_, k) => el("option", { value: k + 1, text: String(k + 1) })));
    }
  },
  rules: false,
  noun: "bite",
  actionSelector: ".sq[role=button]",
  // Every board is solved before it is played, so every outcome here is known; "?" would mean it was not.
  lessons: { unknownReason: "this board has not been solved" },
  // Bites in words ("the square in row 1, column 3"): the record, the hints and the lesson
  // notes speak to the student; the notation is only the bite box's hint.
  describeMove: (move) => biteWords(move),
  computerWords,
  highlightPick: (p, move, before, after) => {
    const to = after?.position ?? before.moves?.find((m) => m.move === move)?.to;
    if (to) markEaten(before.rows, rowsOf(to), "picked");
  },
  // The computer shows the squares it eats (after its pause) a little longer than other pages.
  showMs: 650,
  phaseStatus: { solving: "Solving the board…" },
  overNote: () => {
    // At the end the player to move holds only the poison: they have lost.
    const loser = page.moverAt(state.cursor);
    return loser === "you" ? "You are left with the poison." : `${loser === "computer" ? "The computer" : loser} is left with the poison.`;
  },
  hintText,
  // No moves, undo or redo while a board is being solved.
  refuse: () => (state.phase === "solving" ? "Wait for the board to be solved, or cancel it." : null),
  lockHistory: () => state.phase === "solving",
  moveHelp: "Type a bite such as r1c3 (row 1, column 3, counted from the poison).",
  renderBoard,
  renderStep,
  keepCaptionKind: true,
  prepare: async (position, errorBox, generation) => {
    const solved = await solveBoard(position, errorBox, generation);
    if (!solved && generation === state.generation && state.cancelSolve) {
      page.showError(errorBox, current() ? `Solving cancelled: still playing ${current().position}.` : "Solving cancelled.");
    }
    return solved;
  },
  started: (p, analysis, solved) => {
    Object.assign(state, { frame: { rows: analysis.rows.length, cols: analysis.rows[0] }, focus: null });
    dom.solvedLine.textContent = solvedText(solved);
    // The size chooser shows the board the game is on; the typed box is left empty.
    dom.newRows.value = String(state.frame.rows);
    dom.newCols.value = String(state.frame.cols);
    dom.newPosition.value = "";
  },
  formPosition: () => dom.newPosition.value.trim() || Array(Number(dom.newRows.value)).fill(dom.newCols.value).join(","),
  // After a redraw the keyboard's square (drawn as the tab stop) gets the focus back, until the end.
  focusTarget: () => (state.phase === "over" ? null : dom.board.querySelector('.sq[tabindex="0"]')),
  keys: {
    // Escape cancels a solve.
    otherKey: (event) => {
      if (event.key !== "Escape" || state.phase !== "solving") return false;
      dom.solveCancel.click();
      return true;
    },
  },
});
const { dom, state, current, showError, setPhase } = page;
/** The frame the bar was started in, the square the keyboard is on, a cancel asked for. */
Object.assign(state, { frame: { rows: 1, cols: 1 }, focus: null, cancelSolve: false });

/** Row lengths from the core's position text ("5,5,3,1" -> [5, 5, 3, 1]). */
const rowsOf = (position) => String(position).split(",").map(Number);
/** The row and column of a square of the bar. */
const squareOf = (node) => ({ row: Number(node.dataset.row), col: Number(node.dataset.col) });

// -- Solving a board in slices, with progress and cancel -------------------------------------

/** @param {import("./types/core").Solving} progress */
function showProgress({ size, solved, total }) {
  dom.solve.hidden = false;
  Object.assign(dom.solveBar, { max: total ?? 0, value: solved });
  const percent = total ? Math.floor((100 * solved) / total) : 0;
  dom.solveLabel.textContent = `Solving the ${size} board: ${formatCount(solved)} of ${formatCount(total ?? 0)} positions (${percent}%)`;
}

/**
 * Solve every position of the board `position` fills, one slice per message so that the page
 * stays responsive. Resolves to `{ progress, ms, cached, from }`, or null if cancelled, replaced
 * by a newer request (the generation moved on) or refused (the core's message goes to `errorBox`).
 */
async function solveBoard(position, errorBox, generation) {
  const before = state.phase;
  const started = performance.now();
  let budget = FIRST_SLICE;
  let from = 0; // more than 0 when a cancelled solve of this board goes on
  try {
    let progress = await engine.solve(GAME, position, 0);
    if (progress.done) return { progress, ms: 0, cached: true, from: progress.total };
    from = progress.solved;
    setPhase("solving");
    state.cancelSolve = false;
    dom.solveCancel.disabled = false;
    showProgress(progress);
    page.renderButtons();
    // Started from the New game form further down: bring the progress bar and Cancel into view.
    dom.solve.scrollIntoView({ block: "nearest", behavior: "instant" });
    while (!progress.done) {
      if (state.cancelSolve || generation !== state.generation) return null;
      const t = performance.now();
      progress = await engine.solve(GAME, position, budget);
      budget = Math.min(SLICE_MAX, Math.max(SLICE_MIN, Math.round((budget * SLICE_MS) / Math.max(1, performance.now() - t))));
      if (generation === state.generation) showProgress(progress);
    }
    return { progress, ms: performance.now() - started, cached: false, from };
  } catch (error) {
    if (generation === state.generation) showError(errorBox, error.message);
    return null;
  } finally {
    dom.solve.hidden = true;
    if (state.phase === "solving" && generation === state.generation) setPhase(before);
  }
}

function solvedText({ progress, ms, cached, from }) {
  const [board, count] = [progress.size, formatCount(progress.total ?? 0)];
  if (cached) return `The ${board} board's ${count} positions are solved.`;
  const time = ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`;
  if (from > 0)
    return `Solved ${count} positions of the ${board} board (the last ${formatCount((progress.total ?? 0) - from)} in ${time}).`;
  return `Solved ${count} positions of the ${board} board in ${time}.`;
}

/**
 * The computer's bite in words, [the bite, the strategy]: the square strategy and its mirror
 * replies by name. The strategy tells who has the winning plan, so it is a spoiler.
 */
function computerWords(move, before) {
  const studentMove = state.cursor > 0 ? current().move : null;
  const bit = `bit ${biteWords(move)}`;
  if (before.shape === "square" && move === "r1c1")
    return [bit, ", diagonally next to the poison: the square strategy. Now it mirrors every bite across the diagonal"];
  if (before.shape === "lShape" && studentMove && state.frame.rows === state.frame.cols)
    return [bit, `: the mirror image of your bite, ${biteWords(studentMove)}, across the diagonal`];
  return [bit, ""];
}

// -- Drawing ---------------------------------------------------------------------------------

function hintText(analysis) {
  if (page.isOver(analysis)) return "No bites left: the game is over.";
  const winning = analysis.winning ?? [];
  const end = `${formatCount(analysis.remoteness)} ${analysis.remoteness === 1 ? "bite" : "bites"} to the end with best play.`;
  if (winning.length === 0) return `No winning bite: every bite leaves ${outcomePhrase("N")}. ${end}`;
  // Bites in words run long: they are separated by semicolons, at most four named.
  const more = winning.length > 4 ? `; and ${winning.length - 4} more` : "";
  return `Winning ${winning.length === 1 ? "bite" : "bites"}: ${winning.slice(0, 4).map(biteWords).join("; ")}${more}. ${end}`;
}

/** Draw the bar: squares still there, crumbs of the eaten ones, hints, the keyboard's square. */
function renderBoard() {
  const { analysis, position } = current();
  const rows = analysis.rows;
  // The keyboard's square: the remembered one if it is still there, else the nearest.
  const wanted = state.focus ?? { row: rows.length - 1, col: rows[rows.length - 1] - 1 };
  const row = Math.min(Math.max(0, wanted.row), rows.length - 1);
  drawChomp(dom.board, position, {
    rows,
    frame: { rows: Math.max(state.frame.rows, rows.length), cols: Math.max(state.frame.cols, rows[0]) },
    moves: analysis.moves,
    hints: state.hints,
    focus: { row, col: Math.min(Math.max(0, wanted.col), rows[row] - 1) },
    // The computer's last bite stays on show: the squares it ate, faded.
    ghost: page.shownMove()?.before.rows,
    // The mirror of the square strategy tells who has the winning plan (a spoiler).
    mirror: ["square", "lShape"].includes(analysis.shape),
    squares: analysis.squares,
  });
}

/** Mark with `name` the squares a bite from `fromRows` to `toRows` eats (the computer's pick, a preview). */
function markEaten(fromRows, toRows, name) {
  for (const square of dom.board.querySelectorAll(".sq.bar, .sq.crumb")) {
    const { row, col } = squareOf(square);
    if (col >= (toRows[row] ?? 0) && col < (fromRows[row] ?? 0)) square.classList.add(name);
  }
}

/** Hovering or focusing a square previews its bite: it and everything above and right of it. */
function preview(square) {
  for (const other of dom.board.querySelectorAll(".sq.preview")) other.classList.remove("preview");
  if (!square || !dom.board.classList.contains("interactive") || square.classList.contains("poison")) return;
  const { row, col } = squareOf(square);
  const rows = current().analysis.rows;
  markEaten(
    rows,
    rows.map((n, k) => (k >= row ? Math.min(n, col) : n)),
    "preview",
  );
}

// A click, Enter or Space bites; the arrows move along a row and up and down the rows (Home,
// End to a row's ends); the square with the focus previews its bite and is remembered.
bindLines(dom.board, {
  item: ".sq[role=button]",
  line: "row",
  index: "col",
  across: ["ArrowDown", "ArrowUp"],
  pick: (square) => {
    preview(null);
    state.focus = squareOf(square);
    page.boardMove(square.dataset.move);
  },
});
bindPreview(dom.board, ".sq[role=button]", (square, focused) => {
  if (square && focused) state.focus = squareOf(square);
  preview(square);
});

// -- The Why? panel --------------------------------------------------------------------------

function renderStep() {
  page.refreshStepButtons();
  dom.whyPicture.textContent = "";
  const steps = state.steps;
  if (!state.whyOpen || steps.length === 0 || !state.explained) return;
  const step = steps[page.stepper.index];
  const { position } = state.explained;
  dom.whyCaption.textContent = caption(step, { position, steps });
  dom.whyCaption.dataset.kind = dom.whyPicture.dataset.kind = step.kind;
  if (step.kind !== "threeRowMap") return dom.whyPicture.append(stepPicture(pictureOf(steps, page.stepper.index, position), position));
  // The map instead of a picture (the bar itself is on the board next to it), scrolled (not the
  // page) so that this position's cell shows.
  const map = threeRowMap(step);
  dom.whyPicture.append(map);
  const wrap = map.querySelector(".map-wrap");
  const here = map.querySelector(".here");
  if (here) {
    wrap.scrollTop = Math.max(0, here.offsetTop - wrap.clientHeight / 2);
    wrap.scrollLeft = Math.max(0, here.offsetLeft - wrap.clientWidth / 2);
  }
}

/**
 * A small drawing of a step (boards/chomp.js): the bar before a bite, the bite, the squares it eats.
 * @param {{ before: string, bite: any, after: any, mirror?: boolean, winning?: any }} picture
 * @param {string} position
 */
function stepPicture({ before, bite, after, mirror, winning }, position) {
  const [explained, rows] = [rowsOf(position), rowsOf(before)];
  const svg = svgEl("svg", { class: "chomp-board step-board" });
  drawChomp(svg, before, {
    picture: true,
    frame: { rows: Math.max(explained.length, rows.length), cols: Math.max(explained[0], rows[0]) },
    label: bite
      ? `${barWords(before)}: bite ${biteWords(bite)}${after ? `, leaving ${barWords(after)}` : ""}`
      : `the bar: ${barWords(before)}`,
    bite,
    after,
    mirror,
    winning,
  });
  return svg;
}

/** The three-row map: for each middle row (across) and top row (down), the P bottom row. */
function threeRowMap(step) {
  const bottoms = step.bottoms ?? [];
  const sizes = bottoms.map((_, k) => k);
  const cell = (b, c) => {
    if (c > b) return el("td", { class: "empty" });
    const a = bottoms[b][c];
    const td = el("td", {
      class: [a === null ? "none" : "p", b === step.middle && c === step.top ? "here" : null],
      "data-middle": b,
      "data-top": c,
      title: a === null ? `middle ${b}, top ${c}: no ${outcomeName("P")}` : `${a},${b},${c} is ${outcomePhrase("P")}`,
      text: a === null ? "–" : String(a),
    });
    // Shade each bottom row by how much longer it is than the middle row: the diagonals of the
    // pattern (a = b + 1 with no top row, a = b + 2 with a top row of 2, ...) show up. (Set
    // through the CSS object model: the page's Content-Security-Policy refuses style attributes.)
    if (a !== null) td.style.setProperty("--shade", `${Math.min(40, (a - b) * 4)}%`);
    return td;
  };
  return el(
    "figure",
    { class: "map" },
    el("figcaption", {
      id: "map-note",
      text: `The bottom row making ${outcomePhrase("P")}, by middle row (across) and top row (down); – where none does. Darker: further from the middle row's length.`,
    }),
    el(
      "div",
      { class: "map-wrap" },
      el(
        "table",
        { class: "three-row-map", "aria-describedby": "map-note" },
        el(
          "thead",
          {},
          el(
            "tr",
            {},
            el("th", { scope: "col", class: "corner", text: "top ↓ middle →" }),
            sizes.map((b) => el("th", { scope: "col", text: String(b) })),
          ),
        ),
        el(
          "tbody",
          {},
          sizes.map((c) =>
            el(
              "tr",
              {},
              el("th", { scope: "row", text: String(c) }),
              sizes.map((b) => cell(b, c)),
            ),
          ),
        ),
      ),
    ),
  );
}

// -- Wiring ----------------------------------------------------------------------------------

// Choosing a size clears a typed position, so that Start plays the chosen board.
for (const select of [dom.newRows, dom.newCols]) select.addEventListener("change", () => (dom.newPosition.value = ""));

dom.solveCancel.addEventListener("click", () => {
  state.cancelSolve = true;
  dom.solveCancel.disabled = true;
  dom.solveLabel.textContent = "Cancelling…";
});

page.boot();
