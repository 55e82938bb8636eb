// Domineering (game `domineering`): Vertical (Left) places dominoes standing up, Horizontal
// (Right) lying down, on the free squares of a grid; whoever cannot place one loses. The
// position says who is to move: `L:..#./..../....` (rows of free "." and taken "#" squares) or
// `L:3x4`. The free squares fall apart into regions, each a game of its own: with hints on the
// board tints them and shows each region's value (the values add up to the board's). This file
// draws the grid (boards/domineering.js), previews the domino a square would take, works
// out a big board's values first with progress, and holds the New game form's size and blocked
// squares. The turns, the hints' values box, the lessons and the Why? panel are the partizan
// pages' one configuration of the turn loop (partizan.js).

import * as engine from "./engine.js";
import { el, formatCount, bindLines, bindPreview } from "./ui.js";
import { drawDomineering, domineeringCells } from "./boards/domineering.js";
import { createPartizanPage, $, findMove, randomInt } from "./partizan.js";
import { capitalise } from "./terms.js";
import { valueLabel } from "./partizan-words.js";

const GAME = "domineering";
/** The largest board the form offers (the core's published limits replace these). */
let LIMITS = { side: 8, squares: 25 };
/** Boards with more free squares than this are worked out first, with progress (engine.solve). */
const SOLVE_FIRST = 16;
/** Solve slices: start with this many positions, then aim at SLICE_MS milliseconds each (at least SLICE_MIN). */
const FIRST_SLICE = 2_000;
const SLICE_MIN = 1_000;
const SLICE_MS = 80;

const NAMES = { L: "Vertical", R: "Horizontal" };
/** "row 2, column 3" of a 0-based square. */
const squareWords = ([r, c]) => `row ${r + 1}, column ${c + 1}`;

/** The squares of `move` as the analysis `before` lists them ([[r, c], [r, c]]), else from its text. */
function squaresOf(move, before) {
  const listed = findMove(before, move)?.squares;
  if (listed) return listed;
  const [r, c] = String(move)
    .split(",")
    .map((n) => Number(n) - 1);
  // Horizontal's domino lies to the right of its square, Vertical's stands below it.
  const [down, right] = before?.toMove === "R" ? [0, 1] : [1, 0];
  return [
    [r, c],
    [r + down, c + right],
  ];
}

/** Where a domino goes, in words: "rows 2 and 3 of column 3", "columns 3 and 4 of row 2". */
function placeWords(move, before) {
  const [[r, c]] = squaresOf(move, before);
  return before?.toMove === "R" ? `columns ${c + 1} and ${c + 2} of row ${r + 1}` : `rows ${r + 1} and ${r + 2} of column ${c + 1}`;
}

const page = createPartizanPage({
  game: GAME,
  title: "Domineering",
  names: NAMES,
  catalog: (info) => {
    const limits = info?.limits ?? {};
    // The core's limits: most free squares (maxParts) and the longest side (maxSize).
    LIMITS = { side: limits.maxSize ?? LIMITS.side, squares: limits.maxParts ?? LIMITS.squares };
    for (const select of [dom.newRows, dom.newCols]) {
      select.replaceChildren(...Array.from({ length: LIMITS.side }, (_, k) => el("option", { value: k + 1, text: String(k + 1) })));
    }
    $("block-help").textContent =
      `Click a square below to block it (no domino may cover it), or to free it again. A board has at most ${LIMITS.squares} free squares.`;
  },
  actionSelector: ".dom-cell[data-move]",
  draw: renderBoard,
  moveName: (move, analysis) => placeWords(move, analysis),
  doing: (move, analysis) => `placing a domino on ${placeWords(move, analysis)}`,
  did: (move, before) => `placed a domino on ${placeWords(move, before)}`,
  stuck: (side) => `${side} has no room left for a domino`,
  partName: (i) => `region ${i + 1}`,
  parts: "regions of free squares",
  randomBoard,
  highlightPick: (p, move) => preview(move, "picked"),
  phaseStatus: { solving: "Working out the values…" },
  refuse: () => (state.phase === "solving" ? "Wait until the values are worked out." : null),
  lockHistory: () => state.phase === "solving",
  moveHelp: "Type a move such as 2,3: row 2, column 3, the top or left square of your domino.",
  prepare: (position, errorBox, generation) => solveFirst(position, errorBox, generation),
  started: (p, analysis) => {
    syncForm(analysis.cells ?? domineeringCells(analysis.position));
    dom.newPosition.value = "";
  },
  // After a redraw the keyboard's square (the board's tab stop) gets the focus back.
  focusTarget: () => dom.board.querySelector('.dom-cell[tabindex="0"]'),
});
const { dom, state, current, showError, setPhase } = page;
/** The keyboard's square; the New game form's board (rows of "." and "#"). */
Object.assign(state, { focus: null, blocks: ["....", "....", "....", "...."] });

/** A random board: 2 to 5 rows and columns, a few squares blocked. */
function randomBoard() {
  const [rows, cols] = [randomInt(2, 5), randomInt(2, 5)];
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => (Math.random() < 0.15 ? "#" : ".")).join("")).join("/");
}

// -- Working out a big board first, with progress ----------------------------------------------

/**
 * Value every position of a board with more than SOLVE_FIRST free squares before it is played,
 * a slice per call so that the page stays responsive; true when done (at once for small
 * boards), null when a newer request replaced it or the core refused the board.
 */
async function solveFirst(position, errorBox, generation) {
  const free = domineeringCells(position).join("").split(".").length - 1;
  if (free <= SOLVE_FIRST) return true;
  const before = state.phase;
  const stale = () => generation !== state.generation;
  const solved = await solveSlices(position, stale).catch((error) => {
    if (!stale()) showError(errorBox, error.message);
    return null;
  });
  dom.solve.hidden = true;
  if (state.phase === "solving" && !stale()) setPhase(before);
  return solved;
}

/** The slices of solveFirst, each about SLICE_MS long, with "N positions so far" between them. */
async function solveSlices(position, stale) {
  for (let budget = FIRST_SLICE; ; ) {
    const t = performance.now();
    const progress = await engine.solve(GAME, position, budget);
    if (progress.done) return true;
    if (stale()) return null;
    setPhase("solving");
    dom.solve.hidden = false;
    dom.solveLabel.textContent = `Working out the values: ${formatCount(progress.solved)} positions so far`;
    page.renderButtons();
    budget = Math.max(SLICE_MIN, Math.round((budget * SLICE_MS) / Math.max(1, performance.now() - t)));
  }
}

// -- Drawing -----------------------------------------------------------------------------------

/** The dominoes placed in this game up to the position on show: [{ squares, side }]. */
function dominoes() {
  const placed = [];
  for (let i = 1; i <= state.cursor; i++) {
    const before = state.entries[i - 1].analysis;
    placed.push({ squares: squaresOf(state.entries[i].move, before), side: before.toMove === "R" ? "R" : "L" });
  }
  return placed;
}

function renderBoard() {
  const { analysis, position } = current();
  const cells = analysis.cells ?? domineeringCells(position);
  const wanted = state.focus ?? { row: 0, col: 0 };
  const shown = page.shownMove();
  drawDomineering(dom.board, position, {
    cells,
    toMove: analysis.toMove,
    moves: analysis.moves,
    hints: state.hints,
    regions: analysis.regions,
    // A region's label on the board: its value, or, when that is too long to read, its stops.
    regionValues: (analysis.parts ?? []).map((part) => valueLabel(part.value, part.stops)),
    dominoes: dominoes(),
    focus: { row: Math.min(wanted.row, cells.length - 1), col: Math.min(wanted.col, (cells[0]?.length ?? 1) - 1) },
    ghost: shown ? squaresOf(shown.move, shown.before) : null,
  });
}

/** Show the domino `move` would place (class `name`: "preview" while hovered, "picked" for the computer's). */
function preview(move, name = "preview") {
  for (const node of dom.board.querySelectorAll(`.placement.${name}`)) node.classList.remove(name);
  if (!move || (name === "preview" && !page.interactive())) return;
  dom.board.querySelector(`.placement[data-move="${CSS.escape(move)}"]`)?.classList.add(name);
}

const squareOf = (node) => ({ row: Number(node.dataset.row), col: Number(node.dataset.col) });

// A click, Enter or Space places the domino the square shows; the arrows move over the grid.
bindLines(dom.board, {
  item: ".dom-cell",
  line: "row",
  index: "col",
  pick: (square) => {
    state.focus = squareOf(square);
    const move = square.dataset.move;
    if (move) return page.boardMove(move);
    if (page.interactive()) {
      showError(
        dom.moveError,
        square.classList.contains("free")
          ? `No domino fits on ${squareWords([state.focus.row, state.focus.col])}: ${NAMES[current().analysis.toMove ?? "L"]} needs the square ${current().analysis.toMove === "R" ? "to its right or left" : "below or above"} free too.`
          : `${capitalise(squareWords([state.focus.row, state.focus.col]))} is taken.`,
      );
    }
  },
});
bindPreview(dom.board, ".dom-cell", (square, focused) => {
  if (focused && !square) return;
  if (focused) state.focus = squareOf(square);
  preview(square?.dataset.move);
});

// -- The New game form: the board's size and its blocked squares ---------------------------------

/** The form shows `cells`: the size chooser and the grid of squares to block. */
function syncForm(cells) {
  state.blocks = cells.map((row) => row.replace(/[^#]/g, "."));
  dom.newRows.value = String(cells.length);
  dom.newCols.value = String(cells[0]?.length ?? 1);
  drawBlockGrid();
}

/** The form's board goes into the position box, which Start plays (with the side the form chose). */
function formBoard() {
  dom.newPosition.value = state.blocks.join("/");
}

function drawBlockGrid() {
  const cols = state.blocks[0]?.length ?? 1;
  dom.blockGrid.style.setProperty("--cols", String(cols));
  dom.blockGrid.replaceChildren(
    ...state.blocks.flatMap((row, r) =>
      [...row].map((ch, c) =>
        el("button", {
          type: "button",
          class: ["block-cell", ch === "#" ? "blocked" : null],
          "data-row": r,
          "data-col": c,
          "aria-pressed": String(ch === "#"),
          "aria-label": `Block row ${r + 1}, column ${c + 1}`,
        }),
      ),
    ),
  );
}

dom.blockGrid.addEventListener("click", (event) => {
  const button = event.target.closest?.(".block-cell");
  if (!button) return;
  const { row, col } = squareOf(button);
  const line = state.blocks[row];
  state.blocks[row] = `${line.slice(0, col)}${line[col] === "#" ? "." : "#"}${line.slice(col + 1)}`;
  formBoard();
  drawBlockGrid();
  dom.blockGrid.querySelector(`[data-row="${row}"][data-col="${col}"]`)?.focus();
});

// A new size starts with every square free.
for (const select of [dom.newRows, dom.newCols]) {
  select.addEventListener("change", () => {
    const [rows, cols] = [Number(dom.newRows.value), Number(dom.newCols.value)];
    state.blocks = Array.from({ length: rows }, () => ".".repeat(cols));
    formBoard();
    drawBlockGrid();
  });
}

page.boot();
