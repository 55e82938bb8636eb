// The 2x2 Go page, a configuration of the search lab (search-lab.js): the board (SVG: two
// lines each way, the stones on their four crossings) on the turn loop, with a pass button,
// captures, superko refusals in the core's words, and the score at the end; the Why? panel
// (minimax in words: what each move is worth to the player to move, the best of them, then the
// best line to the end of the game move by move on the panel's own board, with the score as it
// stands); and the notes' table filled in by real searches run in the worker (minimax in rounds
// of growing budgets, alpha-beta with stones or the pass first, a table, symmetry).
//
// Every rule, value, count and line of play comes from the core through engine.js; this file
// draws, times the searches from the page, and words what the core says.

import * as engine from "./engine.js";
import { signed, rateText, formatMs } from "./search-words.js";
import { goCaption, goMoveWords, captureWords, POINT_NAMES } from "./go-words.js";
import { gridPlace, valueChip, searchRows, searchOptions, outcomeOf, MOVE_KIND, createSearchGame } from "./search-lab.js";
import { el, svgEl, formatCount, elements } from "./ui.js";

const GAME = "go";
/** The points in the core's order, where they sit in the 440 x 440 drawing, and their names. */
const POINTS = [
  { name: "a", x: 120, y: 120, where: "top left", lx: 30, ly: 42 },
  { name: "b", x: 320, y: 120, where: "top right", lx: 410, ly: 42 },
  { name: "c", x: 120, y: 320, where: "bottom left", lx: 30, ly: 422 },
  { name: "d", x: 320, y: 320, where: "bottom right", lx: 410, ly: 422 },
];
/** The stones' radius: well under half the 200 units between crossings, so the lines show. */
const STONE_R = 62;
/** The two lines each way, between the crossings (the points sit where they meet). */
const LINES = [
  [120, 120, 320, 120],
  [120, 320, 320, 320],
  [120, 120, 120, 320],
  [320, 120, 320, 320],
];
const SYMBOLS = { wins: "✓", draws: "=", loses: "✗" };

// ---------------------------------------------------------------------------------------
// The board

const colourAt = (board, i) => (board[i] === "x" ? "black" : board[i] === "o" ? "white" : null);
const sideName = (analysis) => (analysis.blackToMove ? "Black" : "White");
/** A faded stone at point `p`: "ghost-stone" (what the computer captured) or "why-stone" (and "why-mark" on the game's board). */
const stone = (p, colour, kind) =>
  svgEl("circle", { class: `stone ${kind} ghost-${colour}`, cx: p.x, cy: p.y, r: STONE_R, "aria-hidden": "true" });

/**
 * Draw a 2x2 board: the wood, the lines, then each point at its crossing. options: { hints
 * (show the move values), last (the move that led here), ghosts (the board before the
 * computer's move: what it captured, faded), preview ({ point, colour }: a faded stone the Why?
 * step speaks of), interactive (points are buttons) }.
 */
function drawGo(svg, analysis, options = {}) {
  svg.textContent = "";
  svg.dataset.position = analysis.position;
  svg.dataset.board = analysis.board;
  svg.append(
    svgEl("rect", { class: "wood", x: 8, y: 8, width: 424, height: 424, rx: 18 }),
    svgEl(
      "g",
      { class: "lines", "aria-hidden": "true" },
      LINES.map(([x1, y1, x2, y2]) => svgEl("line", { class: "grid-line", x1, y1, x2, y2 })),
    ),
  );
  const legal = new Map((analysis.moves ?? []).map((m) => [m.move, m]));
  POINTS.forEach((p, i) => {
    const colour = colourAt(analysis.board, i);
    const move = options.hints ? legal.get(p.name) : null;
    const refused = !colour && !legal.has(p.name) && !analysis.over;
    const outcome = move ? outcomeOf(move.value) : null;
    const what = colour ? `${colour} stone` : refused ? "empty, a stone is not allowed here now" : "empty";
    const g = svgEl(
      "g",
      {
        class: [
          "point",
          colour ? `stone-${colour}` : "empty",
          refused ? "refused" : null,
          outcome,
          options.last === p.name ? "last" : null,
        ],
        "data-point": p.name,
        ...(options.interactive
          ? {
              role: "button",
              tabindex: i === 0 ? "0" : "-1",
              "data-key": p.name,
              ...gridPlace(i, 2),
              "aria-label": `point ${p.name}, ${p.where}: ${what}${move ? `, ${MOVE_KIND[outcome]} move, ${signed(move.value)}` : ""}`,
            }
          : {}),
      },
      svgEl("circle", { class: "hit", cx: p.x, cy: p.y, r: 96 }),
    );
    const preview = options.preview?.point === p.name && !colour;
    if (preview) {
      g.classList.add("why-focus");
      g.append(stone(p, options.preview.colour, "why-stone"));
    }
    const was = options.ghosts ? colourAt(options.ghosts, i) : null;
    if (was && !colour && !preview) g.append(stone(p, was, "ghost-stone"));
    if (colour) {
      g.append(svgEl("circle", { class: "stone", cx: p.x, cy: p.y, r: STONE_R }));
      if (options.last === p.name) g.append(svgEl("circle", { class: "last-ring", cx: p.x, cy: p.y, r: 28 }));
    } else {
      g.append(svgEl("circle", { class: "spot", cx: p.x, cy: p.y, r: 10 }));
      if (move) {
        g.append(
          svgEl(
            "g",
            { class: "hint", "aria-hidden": "true" },
            svgEl("circle", { class: "hint-disc", cx: p.x, cy: p.y, r: STONE_R - 4 }),
            svgEl("text", { class: "hint-symbol", x: p.x, y: p.y - 2, text: SYMBOLS[outcome] }),
            svgEl("text", { class: "hint-value", x: p.x, y: p.y + 34, text: signed(move.value) }),
          ),
        );
      } else if (refused) {
        // ⊘: a stone may not go here now.
        g.append(
          svgEl("path", {
            class: "refused-mark",
            "aria-hidden": "true",
            d: `M ${p.x - 34} ${p.y} a 34 34 0 1 0 68 0 a 34 34 0 1 0 -68 0 M ${p.x - 24} ${p.y + 24} L ${p.x + 24} ${p.y - 24}`,
          }),
        );
      }
    }
    g.append(svgEl("text", { class: "point-name", x: p.lx, y: p.ly, "aria-hidden": "true", text: p.name }));
    svg.append(g);
  });
}

/** Points whose stones of the colour not to move on `before` are gone `after` (as the core drew them). */
function captured(before, after) {
  const mark = before.blackToMove ? "o" : "x";
  return POINTS.filter((p, i) => before.board[i] === mark && after.board[i] === ".").map((p) => p.name);
}

// ---------------------------------------------------------------------------------------
// The page

/** The page's own elements (ui.js elements): dom.pass is the Pass button, dom.whyBoard #why-board. */
const dom = elements();

const page = createSearchGame({
  game: GAME,
  item: ".point",
  boardKeys: { p: "pass" },
  whyKey: "whyPoint",
  title: "2x2 Go",
  sideName,
  isOver: (analysis) => Boolean(analysis.over),
  result: ({ score }) => ({
    side: score > 0 ? "Black" : score < 0 ? "White" : null,
    by: ` by ${Math.abs(score)}`,
    note: `Both passed. Area score, komi 0: Black − White = ${signed(score)}.`,
  }),
  draw(p) {
    const { analysis, move } = p.current();
    // The computer's last stone stays ringed and what it captured faded, until the person moves.
    drawGo(p.dom.board, analysis, { hints: p.state.hints, last: move, ghosts: p.shownMove()?.before.board, interactive: true });
    renderFacts();
  },
  interactivityChanged: (p, on) => {
    dom.pass.disabled = !on;
  },
  describeMove: (move) => (move === "pass" ? "a pass" : `a stone on ${move}`),
  computerWords: (move, before, after) =>
    move === "pass"
      ? `passed (${sideName(before)})`
      : `put a ${sideName(before).toLowerCase()} stone on ${POINT_NAMES[move] ?? move} (${move})${captureWords(captured(before, after), before.blackToMove ? "white" : "black")}`,
  // The note over the board names a person's move; the computer's has its own line under the board.
  moveNote(before, after, move, who) {
    if (who === "Computer") return undefined;
    const words = `${goMoveWords(sideName(before), move, captured(before, after))}${move === "pass" && after.over ? " too: two passes in a row end the game" : ""}.`;
    return who === "You" ? `${who}: ${words}` : words;
  },
  highlightPick: (p, move) =>
    (move === "pass" ? dom.pass : p.dom.board.querySelector(`.point[data-point="${move}"]`))?.classList.add("picked"),
  hintText(analysis) {
    if (analysis.over) return "The game is over.";
    const best = (analysis.moves ?? []).filter((m) => m.value === analysis.value).map((m) => m.move);
    return (
      `With best play ${sideName(analysis)} ${analysis.value > 0 ? `wins by ${analysis.value}` : analysis.value < 0 ? `loses by ${-analysis.value}` : "draws"}. ` +
      `Best ${best.length === 1 ? "move" : "moves"}: ${best.join(", ")}.`
    );
  },
  positionChanged: () => dom.pass.classList.remove("picked"),
  moveHelp: "Type a point, a b c or d, or pass.",
  // The Why? panel: the core's move values, then the best line from the position on the board.
  explain: explainWithLine,
  whyCaption: (step, side, { analysis }, steps) =>
    goCaption(step, {
      side,
      score: analysis.score,
      count: steps.filter((s) => s.kind === "moveValue").length,
      lineLength: steps.filter((s) => s.kind === "line").length,
    }),
  whyShow(step, side) {
    Object.assign(dom.whyBoard.dataset, { step: page.stepper.index + 1, kind: step.kind });
    const line = step.kind === "line";
    // A move of the line: the board after it, the new stone ringed. A move of the position on
    // the board: a faded stone of the mover's colour on the point it speaks of, here and on
    // the game's board (or the Pass button marked).
    drawGo(
      dom.whyBoard,
      line ? step.analysis : page.state.explained.analysis,
      line ? { last: step.move } : { preview: step.move && step.move !== "pass" ? { point: step.move, colour: side.toLowerCase() } : null },
    );
    dom.whyBoard.setAttribute("aria-label", line ? `The board after move ${step.index} of the best line` : "The position explained");
    return line;
  },
  whyOther: (step) => (step.move === "pass" ? dom.pass : null),
  whyMark(step, side, node) {
    if (node === dom.pass) return null;
    return (
      node.classList.contains("empty") &&
      stone(
        POINTS.find((q) => q.name === step.move),
        side.toLowerCase(),
        "why-stone why-mark",
      )
    );
  },
  // The arrow keys step the Why? panel while it is open (turns.js); Escape stops the searches.
  keys: {
    otherKey(event) {
      if (event.key !== "Escape" || !solver.busy || solver.runStop.disabled) return false;
      solver.runStop.click();
      return true;
    },
  },
});

function renderFacts() {
  const { state } = page;
  const { analysis } = page.current();
  // Captures so far in this game, from each move's boards.
  const taken = { Black: 0, White: 0 };
  state.entries.slice(0, state.cursor).forEach(({ analysis: before }, i) => {
    taken[sideName(before)] += captured(before, state.entries[i + 1].analysis).length;
  });
  dom.captures.textContent = `Black ${taken.Black} · White ${taken.White}`;
  dom.scoreNow.textContent = `Black − White = ${signed(analysis.score)}`;
  dom.history.textContent = analysis.position === "." ? "none yet" : analysis.position;
  // The pass, with its value in hint mode.
  const pass = state.hints ? (analysis.moves ?? []).find((m) => m.move === "pass") : null;
  const outcome = pass ? outcomeOf(pass.value) : null;
  dom.passHint.hidden = !pass;
  dom.passHint.className = ["pass-hint", outcome].filter(Boolean).join(" ");
  dom.passHint.dataset.value = pass ? String(pass.value) : "";
  dom.passHint.replaceChildren(
    ...(pass
      ? [el("span", { class: "pass-symbol", "aria-hidden": "true", text: SYMBOLS[outcome] }), ` passing ${outcome}: ${signed(pass.value)}`]
      : []),
  );
}

dom.pass.addEventListener("click", () => page.personMove("pass", page.dom.boardError));

/**
 * The Why? steps of `position`: the core's (what each move is worth to the player to move, then
 * the best of them), then one step per move of the best line to the end of the game, as the
 * core's search finds it from this position, each with the board after it.
 */
/** The core's analysis of a 2x2 Go position, with Go's own fields (the score, whether it is over). */
const analyzeGo = async (game, position) =>
  /** @type {import("./types/core").Analysis & import("./types/core").GoDetails} */ (await engine.analyze(game, position));

async function explainWithLine(game, position) {
  const explained = await engine.explain(game, position);
  let before = await analyzeGo(game, position);
  if (before.over) return explained;
  const searched = await engine.search(game, position, searchOptions({ algorithm: "alphabeta", ordering: "pass-first" }));
  const line = [];
  let at = position;
  for (const [k, move] of (searched.pv ?? []).entries()) {
    at = await engine.play(game, at, move);
    const after = await analyzeGo(game, at);
    line.push({
      kind: "line",
      index: k + 1,
      move,
      side: sideName(before),
      captured: captured(before, after),
      score: after.score,
      over: Boolean(after.over),
      analysis: after,
    });
    before = after;
  }
  return { ...explained, steps: [...(explained.steps ?? []), ...line] };
}

// ---------------------------------------------------------------------------------------
// The notes' table, filled in by real runs in the worker

/**
 * The five searches. Minimax cannot finish: it runs in rounds, each a fresh search from the
 * empty board with a larger node budget, so that the page can say how far it got; the last
 * budget is the core's default.
 */
const ROWS = [
  {
    id: "minimax",
    name: "Minimax",
    detail: "no pruning, stones first",
    notes: "notes: over 10¹² nodes",
    options: { algorithm: "minimax", ordering: "stones-first" },
    rounds: [1_000_000, 10_000_000, 50_000_000],
  },
  {
    id: "stones-first",
    name: "Alpha-beta",
    detail: "stones first, pass last",
    notes: "notes: 19,397,529 · depth 58",
    options: { algorithm: "alphabeta", ordering: "stones-first" },
  },
  {
    id: "pass-first",
    name: "Alpha-beta",
    detail: "pass first",
    notes: "notes: 1,446 · depth 22",
    options: { algorithm: "alphabeta", ordering: "pass-first" },
  },
  {
    id: "table",
    name: "+ table",
    detail: "pass first, with a table",
    options: { algorithm: "alphabeta", ordering: "pass-first", table: true },
  },
  {
    id: "symmetry",
    name: "+ table + symmetry",
    detail: "pass first, 8 symmetries",
    options: { algorithm: "alphabeta", ordering: "pass-first", table: true, symmetry: true },
  },
];
/** "Run all" starts with the quick ones. */
const RUN_ORDER = ["pass-first", "table", "symmetry", "stones-first", "minimax"];

/** The solver's elements (by camelCased id), its searches' rows and whether one runs. @type {Record<string, any>} */
const solver = Object.assign(elements(), {
  /** id -> { status: idle|running|done|stopped|error, result, ms, started } @type {Map<string, { status: string, result?: any, ms?: number, started?: number }>} */
  rows: new Map(ROWS.map((r) => [r.id, { status: "idle" }])),
  busy: false,
  stopAsked: false,
  /** What the running search is doing, in words, for the live line. */
  live: () => "",
});

/** The table: a row per search with what it found so far (value, nodes, depth, time), and its Run button. */
function renderTable() {
  searchRows(solver.solverTable, ROWS, (row) => {
    const s = solver.rows.get(row.id);
    const r = s.result;
    const running = s.status === "running";
    let cells = [s.status === "error" ? "–" : "", "", "", ""];
    if (running)
      cells = ["…", r ? `${formatCount(r.nodes)}+` : "running…", r ? String(r.maxDepth) : "", formatMs(performance.now() - s.started)];
    else if (r) {
      cells = [
        r.complete ? valueChip(r.value) : el("span", { class: "not-proved", text: "not proved" }),
        [
          el("span", { class: "count", text: formatCount(r.nodes) }),
          r.complete ? null : el("span", { class: "budget-note", text: s.status === "stopped" ? "stopped by you" : "budget spent" }),
        ],
        String(r.maxDepth),
        formatMs(s.ms),
      ];
    }
    const time =
      r && !running
        ? `${row.rounds ? "the last round, " : ""}from the question to the answer; ` +
          (r.kernel === "fast" ? "a solver written for 2x2 Go alone, with its tables" : "the search every game of the site uses")
        : null;
    return {
      attrs: { "data-row": row.id, "data-status": s.status },
      // The speed in plain words, for the class: "19.4 million positions in 92 ms: about ...".
      rate: r && !running ? rateText(r.nodes, s.ms) : "",
      cells: [
        ...["value", "nodes", "depth", "time"].map((name, i) =>
          el("td", { class: `num ${name}`, title: name === "time" ? time : null }, cells[i]),
        ),
        el(
          "td",
          { class: "run" },
          el("button", {
            type: "button",
            class: "run-one",
            "data-row": row.id,
            disabled: solver.busy,
            text: running ? "Running…" : r ? "Again" : "Run",
          }),
        ),
      ],
    };
  });
}

/**
 * Run one row's search (all its rounds) from the empty board. Resolves when done, stopped or
 * failed; the ticker of runRows shows it meanwhile.
 */
async function runRow(row) {
  const s = { status: "running", started: performance.now(), result: null };
  solver.rows.set(row.id, s);
  const rounds = row.rounds ?? [null];
  for (const [k, budget] of rounds.entries()) {
    solver.live = () =>
      rounds.length > 1
        ? `${row.name}: round ${k + 1} of ${rounds.length}, a fresh search from the empty board with a budget of ${formatCount(budget)} nodes` +
          `${s.result ? ` (the last round ran out at ${formatCount(s.result.nodes)} without an answer)` : ""}… ${formatMs(performance.now() - s.started)}`
        : `${row.name}, ${row.detail}: searching… ${formatMs(performance.now() - s.started)}`;
    solver.solverLive.textContent = solver.live();
    const t = performance.now();
    try {
      s.result = await engine.search(GAME, ".", searchOptions({ ...row.options, ...(budget === null ? {} : { budget }) }));
    } catch (error) {
      solver.rows.set(row.id, { status: "error" });
      solver.solverError.textContent = error.message;
      return;
    }
    s.ms = performance.now() - t;
    if (s.result.complete) break;
    if (solver.stopAsked && k < rounds.length - 1) {
      s.status = "stopped";
      break;
    }
  }
  if (s.status === "running") s.status = "done";
}

/** Searches run (busy) or not: the buttons, the rows and body[data-solver] say so. */
function setBusy(busy) {
  solver.busy = busy;
  solver.runAll.disabled = busy;
  solver.runStop.hidden = !busy;
  solver.runStop.disabled = !busy;
  renderTable();
  document.body.dataset.solver = busy ? "running" : "done";
}

/** Run the rows `ids` one after the other, the table and the live line kept up to date. */
async function runRows(ids) {
  if (solver.busy) return;
  solver.stopAsked = false;
  solver.solverError.textContent = "";
  setBusy(true);
  const ticker = setInterval(() => {
    renderTable();
    solver.solverLive.textContent = solver.live();
  }, 100);
  try {
    for (const id of ids) {
      if (solver.stopAsked) break;
      await runRow(ROWS.find((r) => r.id === id));
    }
  } finally {
    clearInterval(ticker);
    solver.solverLive.textContent = solver.stopAsked ? "Stopped." : "";
    renderNote();
    setBusy(false);
  }
}

/** What the finished rows show, in words: the savings, worked out from the real counts. */
function renderNote() {
  const [stones, pass, table, symmetry] = ["stones-first", "pass-first", "table", "symmetry"].map((id) =>
    solver.rows.get(id).result?.complete ? solver.rows.get(id).result : null,
  );
  const minimax = solver.rows.get("minimax").result;
  const parts = [];
  if (minimax && !minimax.complete) {
    parts.push(
      `Minimax stopped at its budget of ${formatCount(minimax.nodes)} nodes with no value: without pruning the game tree is far too big.`,
    );
  }
  if (stones && pass) {
    parts.push(
      `Trying the pass first searches ${formatCount(Math.round(stones.nodes / pass.nodes))} times fewer nodes than trying stones first: ` +
        "a pass reaches the nearest end of the game, which sets α and β at once.",
    );
  }
  if (pass && table) {
    parts.push(
      table.tableHits === 0
        ? `The table found no position twice in its ${formatCount(table.nodes)} nodes, so with the pass first it saves nothing here.`
        : `The table answered ${formatCount(table.tableHits)} nodes from memory: ${formatCount(table.nodes)} nodes instead of ${formatCount(pass.nodes)}.`,
    );
  }
  if (table && symmetry) {
    const saved = 1 - symmetry.nodes / table.nodes;
    parts.push(
      `Folding the 8 symmetries of the board into the table: ${formatCount(symmetry.nodes)} nodes instead of ${formatCount(table.nodes)} (${Math.round(saved * 100)}% fewer).`,
    );
  }
  solver.solverNote.textContent = parts.join(" ");
}

solver.solverTable.addEventListener("click", (event) => {
  const button = event.target.closest?.("button.run-one");
  if (button && !solver.busy) runRows([button.dataset.row]);
});

solver.runAll.addEventListener("click", () => runRows(RUN_ORDER));

solver.runStop.addEventListener("click", () => {
  solver.stopAsked = true;
  solver.runStop.disabled = true;
  solver.solverLive.textContent = "Stopping after the search that is running now (a search cannot be stopped halfway)…";
});

// ---------------------------------------------------------------------------------------
// Start

renderTable();
document.body.dataset.solver = "idle";
page.boot();
