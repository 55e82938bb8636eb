// The tic-tac-toe page: the grid (SVG) on the shared two-player controller (partisan.js), hints
// that mark every empty cell win, draw or loss with its remoteness, the counting panel (complete
// games, reachable positions and the nodes of five searches from the position on the board),
// the Why? panel (minimax in words: what every empty square is worth to the player to move, then
// the best of them, each step marking its square on the grid with a faded mark), and the tree
// view: a traced search stepped event by event, values going up and cuts shown.
//
// Every outcome, count, value and traced event comes from the core through engine.js.

import * as engine from "./engine.js";
import { STALE, latest } from "./engine.js";
import { Stepper } from "./stepper.js";
import { createTurns } from "./turns.js";
import { replay, firstSide, treeCaption, signed, windowText, plural, rateText, tictactoeCaption } from "./search-words.js";
import { el, svgEl, bindStepControls, formatCount } from "./ui.js";
import { createStepAddress } from "./step-url.js";

const GAME = "tictactoe";
/** Cell size of the grid in SVG units (the viewBox is 336 x 336). */
const CELL = 112;
/** The tree view's example: mid-game, X to move, a draw, 65 nodes with alpha-beta. */
const TREE_EXAMPLE = "x.o.x...o";
/** Most events a trace records (the core's limit). */
const TRACE_MAX = 5000;

const CELL_NAMES = ["top left", "top", "top right", "left", "centre", "right", "bottom left", "bottom", "bottom right"];

const $ = (id) => document.getElementById(id);

// ---------------------------------------------------------------------------------------
// The grid

/** Marks of a position: "x", "o" or "." per cell. */
const marksOf = (position) => [...String(position)];

/**
 * Draw a grid into `svg`. `options`: { hints: Map cell -> move info, last: cell index,
 * path: [{ cell, mark, order }], interactive, focusCell }.
 */
function drawGrid(svg, position, options = {}) {
  svg.textContent = "";
  svg.dataset.position = position;
  const marks = marksOf(position);
  const onPath = new Map((options.path ?? []).map((p) => [p.cell, p]));
  svg.append(svgEl("rect", { class: "grid-bg", x: 0, y: 0, width: 3 * CELL, height: 3 * CELL, rx: 14 }));
  for (let cell = 0; cell < 9; cell++) {
    const row = Math.floor(cell / 3);
    const col = cell % 3;
    const x = col * CELL;
    const y = row * CELL;
    const pathMark = onPath.get(cell);
    const mark = pathMark ? pathMark.mark : marks[cell];
    const hint = options.hints?.get(cell);
    const outcome = hint ? { P: "wins", D: "draws", N: "loses" }[hint.outcome] : null;
    const label = mark === "x" ? "X" : mark === "o" ? "O" : hint ? `empty, ${outcome === "wins" ? "winning" : outcome === "draws" ? "drawing" : "losing"} move, ${plural(hint.remoteness + 1, "move")} to the end` : "empty";
    const g = svgEl("g", {
      class: ["cell", mark === "." ? "empty" : `mark-${mark}`, outcome, options.last === cell ? "last" : null, pathMark ? "on-path" : null],
      "data-cell": cell + 1,
    });
    if (options.interactive !== undefined) {
      g.setAttribute("role", "button");
      g.setAttribute("tabindex", cell === (options.focusCell ?? 4) ? "0" : "-1");
      g.setAttribute("aria-label", `cell ${cell + 1}, ${CELL_NAMES[cell]}: ${label}`);
    }
    g.append(svgEl("rect", { class: "face", x: x + 5, y: y + 5, width: CELL - 10, height: CELL - 10, rx: 10 }));
    if (options.ring === cell) g.append(svgEl("circle", { class: "last-ring", cx: x + CELL / 2, cy: y + CELL / 2, r: CELL / 2 - 12, "aria-hidden": "true" }));
    if (mark === "x") g.append(xMark(x, y));
    else if (mark === "o") g.append(oMark(x, y));
    else if (hint) g.append(hintMark(x, y, outcome, hint.remoteness + 1));
    if (mark === ".") {
      g.append(svgEl("text", { class: "cell-number", x: x + 16, y: y + 28, "aria-hidden": "true", text: String(cell + 1) }));
    }
    if (pathMark) {
      g.append(svgEl("text", { class: "path-order", x: x + CELL - 18, y: y + 30, "aria-hidden": "true", text: String(pathMark.order) }));
    }
    svg.append(g);
  }
  const lines = svgEl("g", { class: "grid-lines", "aria-hidden": "true" });
  for (const k of [1, 2]) {
    lines.append(
      svgEl("line", { x1: k * CELL, y1: 10, x2: k * CELL, y2: 3 * CELL - 10 }),
      svgEl("line", { x1: 10, y1: k * CELL, x2: 3 * CELL - 10, y2: k * CELL }),
    );
  }
  svg.append(lines);
}

function xMark(x, y) {
  const p = 30;
  return svgEl("path", {
    class: "x-mark",
    d: `M ${x + p} ${y + p} L ${x + CELL - p} ${y + CELL - p} M ${x + CELL - p} ${y + p} L ${x + p} ${y + CELL - p}`,
  });
}

function oMark(x, y) {
  return svgEl("circle", { class: "o-mark", cx: x + CELL / 2, cy: y + CELL / 2, r: CELL / 2 - 30 });
}

/** A hint: ✓, = or ✗ in the outcome's colour, and the moves left to the end. */
function hintMark(x, y, outcome, toEnd) {
  const cx = x + CELL / 2;
  const cy = y + CELL / 2 - 8;
  const g = svgEl("g", { class: "hint", "aria-hidden": "true" });
  let d;
  if (outcome === "wins") d = `M ${cx - 16} ${cy + 1} L ${cx - 5} ${cy + 12} L ${cx + 17} ${cy - 12}`;
  else if (outcome === "loses") d = `M ${cx - 12} ${cy - 12} L ${cx + 12} ${cy + 12} M ${cx + 12} ${cy - 12} L ${cx - 12} ${cy + 12}`;
  else d = `M ${cx - 15} ${cy - 6} L ${cx + 15} ${cy - 6} M ${cx - 15} ${cy + 7} L ${cx + 15} ${cy + 7}`;
  g.append(
    svgEl("path", { class: "symbol", d }),
    svgEl("text", { class: "to-end", x: cx, y: y + CELL - 16, text: `in ${toEnd}` }),
  );
  return g;
}

// ---------------------------------------------------------------------------------------
// The page

const sideName = (analysis) => (analysis.mover === "o" ? "O" : "X");

/** The hints: empty cell index -> the core's move (outcome for the opponent, remoteness after). */
function hintsOf(analysis) {
  const map = new Map();
  for (const m of analysis.moves ?? []) map.set(Number(m.move) - 1, m);
  return map;
}

let focusCell = 4;

const page = createTurns({
  gameId: () => GAME,
  catalogId: GAME,
  rules: false,
  title: "Tic-tac-toe",
  defaultPosition: ".........",
  sideName,
  isOver: (analysis) => (analysis.moveCount ?? analysis.moves?.length ?? 0) === 0,
  overText(analysis, whoPlays) {
    if (!analysis.winner) return { headline: "A draw", note: "The grid is full and nobody has three in a row." };
    const side = analysis.winner === "x" ? "X" : "O";
    const who = whoPlays(side);
    const headline = who === "you" ? "You win!" : who === "computer" ? "Computer wins" : `${side} wins!`;
    return { headline, note: `${side} has three in a row.` };
  },
  renderBoard(p) {
    const entry = p.current();
    const lastCell = entry.move ? Number(entry.move) - 1 : null;
    // Redrawing empties the SVG, which would drop the keyboard focus to <body> after every
    // move (the computer's reply redraws too): a keyboard player would have to Tab back in
    // from the top of the page. Put it back on the same cell when the board had it.
    const hadFocus = p.dom.board.contains(document.activeElement);
    drawGrid(p.dom.board, entry.position, {
      hints: p.state.hints ? hintsOf(entry.analysis) : null,
      last: lastCell,
      // The computer's mark stays ringed until the person moves.
      ring: p.shownMove() ? lastCell : null,
      interactive: true,
      focusCell,
    });
    if (hadFocus) p.dom.board.querySelector(`.cell[data-cell="${focusCell + 1}"]`)?.focus();
  },
  interactivityChanged(p, on) {
    for (const cell of p.dom.board.querySelectorAll(".cell")) {
      if (on && cell.classList.contains("empty")) cell.removeAttribute("aria-disabled");
      else cell.setAttribute("aria-disabled", "true");
    }
  },
  describeMove: (move) => `cell ${move}`,
  computerWords: (move, before) => `put ${sideName(before) === "X" ? "an X" : "an O"} in the ${CELL_NAMES[Number(move) - 1]} ${Number(move) === 5 ? "" : "cell "}(cell ${move})`.replace("  ", " "),
  moveNote(before, after, move, who) {
    const side = sideName(before);
    return `${who === "You" ? "You" : who} played ${side} in cell ${move} (${CELL_NAMES[Number(move) - 1]}).`;
  },
  highlightPick(p, move) {
    p.dom.board.querySelector(`.cell[data-cell="${move}"]`)?.classList.add("picked");
  },
  hintText(analysis) {
    if ((analysis.moves ?? []).length === 0) return "No moves left: the game is over.";
    const wins = analysis.moves.filter((m) => m.outcome === "P").map((m) => m.move);
    const draws = analysis.moves.filter((m) => m.outcome === "D").map((m) => m.move);
    if (wins.length) return `Winning ${wins.length === 1 ? "cell" : "cells"}: ${wins.join(", ")}`;
    if (draws.length) return `No winning cell; ${draws.length === 1 ? "this cell keeps" : "these cells keep"} the draw: ${draws.join(", ")}`;
    return "Every cell loses against best play.";
  },
  positionChanged: () => refreshCounts(),
  renderStep: (p) => renderWhyStep(p),
  whyClosed: (p) => clearWhyMarks(p.dom.board),
  moveHelp: "Type a cell number from 1 (top left) to 9 (bottom right).",
  // The arrow keys step the Why? panel while it is open, else the tree view (see below) once a
  // search is on show.
  keys: {
    stepper: () => (page.state.whyOpen ? page.stepper : treeStepper),
    stepping: () => page.state.whyOpen || Boolean(tree.shown),
  },
  // The tree view's step is this page's step in the address (see "The tree view in the address").
  address: {
    suffix: () => treeSuffix(),
    moved: () => treeAddress.drop(),
    show: (step, options) => showTreeStep(step, options),
  },
});

const { dom } = page;

// ---------------------------------------------------------------------------------------
// The Why? panel: the core's minimax steps in words, each marking its square on the grid

function clearWhyMarks(svg) {
  for (const node of svg.querySelectorAll(".why-mark")) node.remove();
  for (const cell of svg.querySelectorAll(".cell.why-focus")) cell.classList.remove("why-focus");
  delete svg.dataset.whyCell;
}

function renderWhyStep(p) {
  p.refreshStepButtons();
  const board = p.dom.board;
  clearWhyMarks(board);
  const step = p.state.steps[p.stepper.index];
  const explained = p.state.explained;
  if (!step || !explained) return;
  const { analysis } = explained;
  const side = sideName(analysis);
  p.dom.whyCaption.textContent = tictactoeCaption(step, {
    side,
    winner: analysis.winner ?? null,
    count: p.state.steps.filter((s) => s.kind === "moveValue").length,
  });
  p.dom.whyCaption.dataset.kind = step.kind;
  // The square the step speaks of: the mover's mark, faded, on the grid.
  if (!step.move || explained.position !== p.current().position) return;
  const index = Number(step.move) - 1;
  const cell = board.querySelector(`.cell[data-cell="${index + 1}"]`);
  if (!cell) return;
  const x = (index % 3) * CELL;
  const y = Math.floor(index / 3) * CELL;
  const mark = side === "X" ? xMark(x, y) : oMark(x, y);
  mark.classList.add("why-mark");
  mark.dataset.value = String(step.value);
  mark.setAttribute("aria-hidden", "true");
  cell.classList.add("why-focus");
  cell.append(mark);
  board.dataset.whyCell = String(index + 1);
}

// ---------------------------------------------------------------------------------------
// Playing on the grid: click, or arrows and Enter

async function playCell(cell) {
  if (!page.interactive()) return;
  focusCell = cell;
  const hadFocus = Boolean(document.activeElement?.closest?.("#board"));
  await page.personMove(String(cell + 1), dom.boardError);
  if (hadFocus) dom.board.querySelector(`.cell[data-cell="${focusCell + 1}"]`)?.focus();
}

dom.board.addEventListener("click", (event) => {
  const cell = event.target.closest?.(".cell");
  if (cell) playCell(Number(cell.dataset.cell) - 1);
});

dom.board.addEventListener("keydown", (event) => {
  const cell = event.target.closest?.(".cell");
  if (!cell || event.altKey || event.ctrlKey || event.metaKey) return;
  const at = Number(cell.dataset.cell) - 1;
  let row = Math.floor(at / 3);
  let col = at % 3;
  switch (event.key) {
    case "ArrowUp": row = Math.max(0, row - 1); break;
    case "ArrowDown": row = Math.min(2, row + 1); break;
    case "ArrowLeft": col = Math.max(0, col - 1); break;
    case "ArrowRight": col = Math.min(2, col + 1); break;
    case "Enter":
    case " ":
      event.preventDefault();
      playCell(at);
      return;
    default:
      if (/^[1-9]$/.test(event.key)) {
        event.preventDefault();
        playCell(Number(event.key) - 1);
      }
      return;
  }
  event.preventDefault();
  focusCell = row * 3 + col;
  for (const c of dom.board.querySelectorAll(".cell")) c.setAttribute("tabindex", "-1");
  const target = dom.board.querySelector(`.cell[data-cell="${focusCell + 1}"]`);
  target?.setAttribute("tabindex", "0");
  target?.focus();
});

// ---------------------------------------------------------------------------------------
// Counting the tree: the core's counts, and five searches side by side

/** The searches compared, from plain minimax to alpha-beta with every saving. */
const SEARCHES = [
  { id: "minimax", name: "Minimax", detail: "every move, in order", options: { algorithm: "minimax", ordering: "in-order" } },
  { id: "ab-order", name: "Alpha-beta", detail: "cells in order", options: { algorithm: "alphabeta", ordering: "in-order" } },
  { id: "ab-centre", name: "Alpha-beta", detail: "centre first", options: { algorithm: "alphabeta", ordering: "center-first" } },
  { id: "ab-table", name: "+ table", detail: "transposition table", options: { algorithm: "alphabeta", ordering: "center-first", table: true } },
  { id: "ab-symmetry", name: "+ symmetry", detail: "table with the 8 symmetries", options: { algorithm: "alphabeta", ordering: "center-first", table: true, symmetry: true } },
];

const countsDom = {
  games: $("count-games"),
  positions: $("count-positions"),
  whole: $("count-whole"),
  table: $("search-table"),
  value: $("search-value"),
  error: $("search-error"),
};

/**
 * The five searches, each with `ms`: the worker answers them one after the other, so each
 * search's time is taken from the answer before it (the first from the request).
 */
const runSearches = latest((position) => {
  let last = performance.now();
  return Promise.all(SEARCHES.map((s) =>
    engine.search(GAME, position, { ...s.options, table: Boolean(s.options.table), symmetry: Boolean(s.options.symmetry) })
      .then((result) => {
        const now = performance.now();
        const ms = now - last;
        last = now;
        return { ...result, ms };
      })));
});

async function refreshCounts() {
  const { position, analysis } = page.current();
  countsDom.games.textContent = analysis.completeGames === undefined ? "–" : formatCount(analysis.completeGames);
  countsDom.positions.textContent = analysis.reachablePositions === undefined ? "–" : formatCount(analysis.reachablePositions);
  countsDom.table.dataset.position = "";
  let results;
  try {
    results = await runSearches(position);
  } catch (error) {
    countsDom.error.textContent = error.message;
    return;
  }
  if (results === STALE) return;
  countsDom.error.textContent = "";
  renderSearchTable(position, results);
}

function renderSearchTable(position, results) {
  const body = countsDom.table.tBodies[0];
  body.textContent = "";
  const most = Math.max(1, ...results.map((r) => r.nodes));
  const base = results[0].nodes || 1;
  SEARCHES.forEach((s, i) => {
    const r = results[i];
    const share = r.nodes / base;
    const percent = share >= 0.1 ? `${Math.round(share * 100)}%` : `${(share * 100).toPrecision(2)}%`;
    // The bar's length through the CSSOM: the page's CSP allows no inline style attributes.
    const bar = el("span", { class: "bar" });
    bar.style.setProperty("--share", String(Math.max(0.004, r.nodes / most)));
    body.append(el("tr", { "data-search": s.id },
      el("th", { scope: "row" }, el("span", { class: "search-name", text: s.name }), " ", el("span", { class: "search-detail", text: s.detail }),
        el("span", { class: "search-detail search-rate", text: rateText(r.nodes, r.ms) })),
      el("td", { class: "num nodes", text: formatCount(r.nodes) }),
      el("td", { class: "bar-col" },
        bar,
        el("span", { class: "share", text: percent })),
      el("td", { class: "num", text: formatCount(r.cuts) }),
      el("td", { class: "num", text: formatCount(r.tableHits) }),
    ));
  });
  countsDom.table.dataset.position = position;
  // The value the searches prove answers "P, N or a draw?" for the board: #search-value is a
  // spoiler while a lesson question waits (lessons.css); the counts are not.
  const values = new Set(results.map((r) => r.value));
  const v = results[0].value;
  const words = v > 0 ? "X wins" : v < 0 ? "O wins" : "a draw";
  countsDom.value.textContent = "";
  countsDom.value.dataset.value = String(v);
  countsDom.value.append(
    values.size === 1 ? "All five prove the same value: " : "The searches disagree: ",
    el("strong", { class: ["value-chip", v > 0 ? "val-x" : v < 0 ? "val-o" : "val-d"], text: `${signed(v)}, ${words}` }),
    values.size === 1 ? " (from X's side, with best play)." : ` ${[...values].map(signed).join(", ")}.`,
  );
}

async function loadWholeGame() {
  try {
    const rows = await engine.complexity();
    const row = rows.find((r) => r.game === "Tic-tac-toe");
    if (!row) return;
    countsDom.whole.textContent =
      `The whole game, from the empty grid: ${formatCount(row.games)} complete games and ${formatCount(row.states)} reachable positions, ` +
      `counted by the core. Plain minimax scores each complete game once: its leaves are the games.`;
  } catch (error) {
    countsDom.whole.textContent = error.message;
  }
}

// ---------------------------------------------------------------------------------------
// The tree view

const tree = {
  form: $("tree-form"),
  position: $("tree-position"),
  useBoard: $("tree-use-board"),
  algorithm: $("tree-algorithm"),
  ordering: $("tree-ordering"),
  error: $("tree-error"),
  summary: $("tree-summary"),
  body: $("tree-body"),
  caption: $("tree-caption"),
  board: $("tree-board"),
  svg: $("tree"),
  nextCut: $("tree-next-cut"),
  /** The traced search on show: { position, rootFirst, alphaBeta, result }. */
  shown: null,
};

const treeStepper = new Stepper({
  interval: 900,
  onChange: () => {
    treeAddress.changed();
    renderTreeStep();
    // The step on show goes into the address bar (replaceState: no history entry per step).
    page.writeHash();
  },
});
const refreshTreeButtons = bindStepControls(tree.body, treeStepper);
const treeAddress = createStepAddress(treeStepper);
const traceLatest = latest((position, options) => Promise.all([engine.search(GAME, position, options), engine.analyze(GAME, position)]));

async function buildTree() {
  const position = tree.position.value.trim() || TREE_EXAMPLE;
  const alphaBeta = tree.algorithm.value !== "minimax";
  const options = {
    algorithm: alphaBeta ? "alphabeta" : "minimax",
    ordering: tree.ordering.value === "center-first" ? "center-first" : "in-order",
    table: false,
    symmetry: false,
    trace: TRACE_MAX,
  };
  let answer;
  try {
    answer = await traceLatest(position, options);
  } catch (error) {
    // A bad position: the message goes next to the box, the tree on show stays (and a step the
    // address asked for is not applied to it).
    tree.error.textContent = error.message;
    if (treeAddress.pending) {
      treeAddress.drop();
      page.writeHash();
    }
    return false;
  }
  if (answer === STALE) return false;
  const [result, analysis] = answer;
  tree.error.textContent = "";
  tree.position.value = result.position;
  tree.shown = { position: result.position, rootFirst: analysis.mover !== "o", alphaBeta, result, ordering: options.ordering };
  const cuts = result.trace.filter((e) => e.kind === "cut").length;
  const how = `${alphaBeta ? "Alpha-beta" : "Minimax"}, ${options.ordering === "center-first" ? "centre first" : "cells in order"}, from ${result.position}`;
  const cost = `${plural(result.nodes, "node")}${alphaBeta ? `, ${plural(result.cuts, "cut")}` : ""}`;
  const steps = result.traceTruncated
    ? `The first ${formatCount(result.trace.length)} steps are shown (${cuts} cuts among them): the search has more. Try a position with fewer empty cells.`
    : `${plural(result.trace.length, "step")} to watch.`;
  // The value is a spoiler while a lesson question waits (lessons.css): the tree's position
  // may be the board's. Stepping through the tree is asking, like Why?, and stays.
  tree.summary.textContent = "";
  tree.summary.append(`${how}: ${cost}`, el("span", { class: "spoiler in-text", text: `, value ${signed(result.value)}` }), `. ${steps}`);
  tree.svg.dataset.position = result.position;
  tree.svg.dataset.algorithm = options.algorithm;
  // The step the address asked for (clamped to the last), else the first.
  treeAddress.load(result.trace.length);
  return true;
}

// ---------------------------------------------------------------------------------------
// The tree view in the address: "#<board>@why=<step>", then ";tree=<position>" when the tree
// is of another position than the board's, ";algorithm=minimax" and ";ordering=center-first"
// when they are not the defaults (step-url.js). The tree is this page's step-through, but it
// has its own position and search, so they ride along as options. A move on the board drops
// the step, as on every page; stepping or building a tree puts it back.

function treeSuffix() {
  const shown = tree.shown;
  if (!shown) return "";
  return treeAddress.suffix({
    tree: shown.position === page.current()?.position ? null : shown.position,
    algorithm: shown.alphaBeta ? null : "minimax",
    ordering: shown.ordering === "center-first" ? "center-first" : null,
  });
}

/** The address asks for tree step `step` (from 1) with `options`; null takes the step out of it. */
function showTreeStep(step, options = {}) {
  if (!step) {
    treeAddress.drop();
    page.writeHash();
    return;
  }
  tree.position.value = options.tree || page.current()?.position || TREE_EXAMPLE;
  tree.algorithm.value = options.algorithm === "minimax" ? "minimax" : "alphabeta";
  tree.ordering.value = options.ordering === "center-first" ? "center-first" : "in-order";
  treeAddress.want(step);
  buildTree();
}

/** A tree built by a person is on show from its first step: the address says so. */
async function buildTreeByPerson() {
  if (!(await buildTree())) return;
  treeAddress.show();
  page.writeHash();
}

const names = { first: "X", second: "O", move: (m) => `cell ${m}` };

function renderTreeStep() {
  refreshTreeButtons();
  const shown = tree.shown;
  const trace = shown?.result.trace ?? [];
  tree.nextCut.disabled = !trace.slice(treeStepper.index + 1).some((e) => e.kind === "cut");
  tree.svg.textContent = "";
  if (!shown || trace.length === 0) {
    tree.caption.textContent = "";
    return;
  }
  const view = replay(trace, treeStepper.index);
  const side = firstSide(shown.rootFirst);
  tree.caption.textContent = treeCaption({
    view, side, names, alphaBeta: shown.alphaBeta, position: shown.position, nodes: shown.result.nodes,
  });
  tree.caption.dataset.kind = view.event.kind;
  tree.svg.dataset.step = String(treeStepper.index);
  tree.svg.dataset.kind = view.event.kind;
  drawTree(view, side, shown);
  // The position at the node in focus: the root's marks and the moves down the path to it.
  const focusPath = [];
  for (const node of view.path) {
    if (node.depth === 0) continue;
    focusPath.push(node);
    if (node === view.focus) break;
  }
  if (view.focus?.leaf) focusPath.push(view.focus);
  drawGrid(tree.board, shown.position, {
    path: focusPath.map((node) => ({
      cell: Number(node.move) - 1,
      mark: side.maxAt(node.depth - 1) ? "x" : "o",
      order: node.depth,
    })),
  });
}

/** Geometry of the tree drawing, in SVG units. */
const T = { colW: 130, chipW: 104, chipH: 56, rowH: 64, head: 54, left: 8 };

/**
 * Draw the tree reached so far: column 0 is the root; column d holds the moves tried from the
 * path's node at depth d - 1, top to bottom in the order tried, and a ✂ chip for moves a cut
 * skipped. The path from the root to the node in focus is highlighted.
 */
function drawTree(view, side, shown) {
  const svg = tree.svg;
  const columns = [[view.root]];
  for (const node of view.path) {
    const kids = [...node.children];
    if (node.children.length === 0 && !node.cut) break;
    columns.push(kids.map((k) => k).concat(node.cut && node.cut.skipped > 0 ? [{ cutChip: true, skipped: node.cut.skipped, depth: node.depth + 1, parent: node }] : []));
  }
  const rows = Math.max(1, ...columns.map((c) => c.length));
  const width = T.left * 2 + columns.length * T.colW - (T.colW - T.chipW);
  const height = T.head + rows * T.rowH;
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.style.setProperty("--natural-width", `${width}px`);
  svg.style.setProperty("--natural-height", `${height}px`);

  const centres = new Map();
  const onPath = new Set(view.path.map((n) => n.id));
  const heads = svgEl("g", { class: "tree-heads" });
  const links = svgEl("g", { class: "tree-links" });
  const chips = svgEl("g", { class: "tree-chips" });
  columns.forEach((column, d) => {
    const x = T.left + d * T.colW;
    const parent = d > 0 ? view.path[d - 1] : null;
    // Column heads: who chooses among these moves, and how.
    if (d === 0) {
      heads.append(svgEl("text", { class: "head", x: x + T.chipW / 2, y: 22, text: "root" }));
      heads.append(svgEl("text", { class: "head-sub", x: x + T.chipW / 2, y: 44, text: `${side.maxAt(0) ? "X" : "O"} to move` }));
    } else {
      const max = side.maxAt(d - 1);
      heads.append(svgEl("text", { class: "head", x: x + T.chipW / 2, y: 22, text: `depth ${d}` }));
      heads.append(svgEl("text", { class: ["head-sub", max ? "max" : "min"], x: x + T.chipW / 2, y: 44, text: max ? "X plays ▲ max" : "O plays ▼ min" }));
    }
    const parentY = parent ? centres.get(parent.id) : T.head + (rows * T.rowH) / 2;
    const block = column.length * T.rowH;
    let top = parentY - block / 2;
    top = Math.max(T.head, Math.min(top, T.head + rows * T.rowH - block));
    column.forEach((node, k) => {
      const y = top + k * T.rowH + (T.rowH - T.chipH) / 2;
      const cy = y + T.chipH / 2;
      if (!node.cutChip) centres.set(node.id, cy);
      if (parent) {
        const py = centres.get(parent.id);
        links.append(svgEl("path", {
          class: ["link", !node.cutChip && onPath.has(node.id) ? "on-path" : null, node.cutChip ? "cut" : null,
            view.event.kind === "return" && node === view.focus ? "flow" : null],
          d: `M ${x - T.colW + T.chipW} ${py} C ${x - 20} ${py}, ${x - T.colW + T.chipW + 20} ${cy}, ${x} ${cy}`,
        }));
      }
      chips.append(node.cutChip ? cutChip(x, y, node) : nodeChip(x, y, node, side, shown, {
        onPath: onPath.has(node.id),
        focus: node === view.focus,
      }));
    });
  });
  svg.append(heads, links, chips);
}

function nodeChip(x, y, node, side, shown, { onPath, focus }) {
  const v = side.value(node);
  const done = node.done && v !== null;
  const tone = !done ? "pending" : v > 0 ? "val-x" : v < 0 ? "val-o" : "val-d";
  const g = svgEl("g", {
    class: ["chip", tone, onPath ? "on-path" : null, focus ? "focus" : null, node.cut ? "was-cut" : null, node.leaf ? "leaf" : null],
    "data-node": node.id,
    "data-depth": node.depth,
    "data-move": node.move ?? "root",
    "data-value": done ? String(v) : "",
  });
  g.append(svgEl("rect", { class: "chip-face", x, y, width: T.chipW, height: T.chipH, rx: 10 }));
  const label = node.depth === 0 ? "start" : `cell ${node.move}`;
  g.append(svgEl("text", { class: "chip-move", x: x + T.chipW / 2, y: y + 23, text: label }));
  let second = "…";
  if (done) second = node.cut ? `${signed(v)} ✂` : signed(v);
  else if (shown.alphaBeta && side.window(node)) second = windowText(side.window(node));
  g.append(svgEl("text", { class: ["chip-value", done ? null : "window"], x: x + T.chipW / 2, y: y + 46, text: second }));
  return g;
}

function cutChip(x, y, chip) {
  const g = svgEl("g", { class: "chip cut-chip", "data-skipped": chip.skipped });
  g.append(
    svgEl("rect", { class: "chip-face", x, y, width: T.chipW, height: T.chipH, rx: 10 }),
    svgEl("text", { class: "chip-move", x: x + T.chipW / 2, y: y + 23, text: `✂ ${chip.skipped}` }),
    svgEl("text", { class: "chip-value", x: x + T.chipW / 2, y: y + 46, text: "skipped" }),
  );
  return g;
}

tree.form.addEventListener("submit", (event) => {
  event.preventDefault();
  buildTreeByPerson();
});

tree.useBoard.addEventListener("click", () => {
  const entry = page.current();
  if (!entry) return;
  tree.position.value = entry.position;
  buildTreeByPerson();
});

for (const select of [tree.algorithm, tree.ordering]) select.addEventListener("change", () => buildTreeByPerson());

tree.nextCut.addEventListener("click", () => {
  const trace = tree.shown?.result.trace ?? [];
  const next = trace.findIndex((e, i) => i > treeStepper.index && e.kind === "cut");
  if (next >= 0) treeStepper.go(next);
});

// ---------------------------------------------------------------------------------------
// Start

tree.position.value = TREE_EXAMPLE;
page.boot().then(() => {
  loadWholeGame();
  // The example tree, unless the address asked for a tree step (showTreeStep builds that one).
  if (!treeAddress.inAddress) buildTree();
});
