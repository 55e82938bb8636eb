// The tic-tac-toe page, a configuration of the search lab (search-lab.js): the grid (SVG) on
// the turn loop, hints that mark every empty cell win, draw or loss with its remoteness, the
// counting panel (complete games, reachable positions and the nodes of five searches from the
// position on the board), the Why? panel (minimax in words: what every empty square is worth to
// the player to move, then the best of them, each step marking its square with a faded mark),
// and the tree view: a traced search stepped event by event, values going up and cuts shown.
//
// Every outcome, count, value and traced event comes from the core through engine.js.

import * as engine from "./engine.js";
import { STALE, latest } from "./engine.js";
import { replay, firstSide, treeCaption, signed, windowText, plural, rateText } from "./search-words.js";
import { tictactoeCaption, groupMoveValues } from "./tictactoe-words.js";
import { $, stepPlayer, gridPlace, valueClass, valueChip, searchRows, searchOptions, MOVE_KIND, createSearchGame } from "./search-lab.js";
import { el, svgEl, formatCount, elements } from "./ui.js";

const GAME = "tictactoe";
/** Cell size of the grid in SVG units (the viewBox is 336 x 336). */
const CELL = 112;
/** The tree view's example: mid-game, X to move, a draw, 65 nodes with alpha-beta. */
const TREE_EXAMPLE = "x.o.x...o";
/** Most events a trace records (the core's limit). */
const TRACE_MAX = 5000;

const CELL_NAMES = ["top left", "top", "top right", "left", "centre", "right", "bottom left", "bottom", "bottom right"];
/** The core's outcome of a move (for the opponent after it) as the mover's result. */
const OUTCOMES = { P: "wins", D: "draws", N: "loses" };
/** The hints' symbols, ✓, = and ✗, centred on (0, 0). */
const SYMBOLS = {
  wins: "M -16 1 L -5 12 L 17 -12",
  draws: "M -15 -6 L 15 -6 M -15 7 L 15 7",
  loses: "M -12 -12 L 12 12 M 12 -12 L -12 12",
};

// ---------------------------------------------------------------------------------------
// The grid

/** The top-left corner of cell `i` (0 to 8). */
const corner = (i) => /** @type {[number, number]} */ ([(i % 3) * CELL, Math.floor(i / 3) * CELL]);

/** An X or an O in the cell whose corner is (x, y), with `extra` attributes (a class added). */
const markOf = (mark, [x, y], extra = {}, p = 30) =>
  mark === "x"
    ? svgEl("path", {
        ...extra,
        class: ["x-mark", extra.class],
        d: `M ${x + p} ${y + p} L ${x + CELL - p} ${y + CELL - p} M ${x + CELL - p} ${y + p} L ${x + p} ${y + CELL - p}`,
      })
    : svgEl("circle", { ...extra, class: ["o-mark", extra.class], cx: x + CELL / 2, cy: y + CELL / 2, r: CELL / 2 - p });

/**
 * Draw a grid into `svg`. `options`: { hints: Map cell -> the core's move, last: cell index,
 * ring: cell index (the computer's mark), path: [{ cell, mark, order }], interactive }.
 */
function drawGrid(svg, position, options = {}) {
  svg.textContent = "";
  svg.dataset.position = position;
  const onPath = new Map((options.path ?? []).map((p) => [p.cell, p]));
  svg.append(svgEl("rect", { class: "grid-bg", x: 0, y: 0, width: 3 * CELL, height: 3 * CELL, rx: 14 }));
  [...String(position)].forEach((own, cell) => {
    const [x, y] = corner(cell);
    const path = onPath.get(cell);
    const mark = path ? path.mark : own;
    const hint = options.hints?.get(cell);
    const outcome = hint ? OUTCOMES[hint.outcome] : null;
    const what =
      mark !== "."
        ? mark.toUpperCase()
        : hint
          ? `empty, ${MOVE_KIND[outcome]} move, ${plural(hint.remoteness + 1, "move")} to the end`
          : "empty";
    const g = svgEl("g", {
      class: ["cell", mark === "." ? "empty" : `mark-${mark}`, outcome, options.last === cell ? "last" : null, path ? "on-path" : null],
      "data-cell": cell + 1,
      ...(options.interactive
        ? {
            role: "button",
            tabindex: cell === 4 ? "0" : "-1",
            "data-key": cell + 1,
            ...gridPlace(cell, 3),
            "aria-label": `cell ${cell + 1}, ${CELL_NAMES[cell]}: ${what}`,
            "aria-disabled": mark === "." ? null : "true",
          }
        : {}),
    });
    g.append(svgEl("rect", { class: "face", x: x + 5, y: y + 5, width: CELL - 10, height: CELL - 10, rx: 10 }));
    if (options.ring === cell)
      g.append(svgEl("circle", { class: "last-ring", cx: x + CELL / 2, cy: y + CELL / 2, r: CELL / 2 - 12, "aria-hidden": "true" }));
    if (mark !== ".") g.append(markOf(mark, [x, y]));
    else {
      // A hint: ✓, = or ✗ in the outcome's colour, and the moves left to the end.
      if (hint) {
        g.append(
          svgEl(
            "g",
            { class: "hint", "aria-hidden": "true" },
            svgEl("path", { class: "symbol", d: SYMBOLS[outcome], transform: `translate(${x + CELL / 2} ${y + CELL / 2 - 8})` }),
            svgEl("text", { class: "to-end", x: x + CELL / 2, y: y + CELL - 16, text: `in ${hint.remoteness + 1}` }),
          ),
        );
      }
      g.append(svgEl("text", { class: "cell-number", x: x + 16, y: y + 28, "aria-hidden": "true", text: String(cell + 1) }));
    }
    if (path)
      g.append(svgEl("text", { class: "path-order", x: x + CELL - 18, y: y + 30, "aria-hidden": "true", text: String(path.order) }));
    svg.append(g);
  });
  svg.append(
    svgEl(
      "g",
      { class: "grid-lines", "aria-hidden": "true" },
      [1, 2].map((k) => [
        svgEl("line", { x1: k * CELL, y1: 10, x2: k * CELL, y2: 3 * CELL - 10 }),
        svgEl("line", { x1: 10, y1: k * CELL, x2: 3 * CELL - 10, y2: k * CELL }),
      ]),
    ),
  );
}

// ---------------------------------------------------------------------------------------
// The page: the turn loop, the Why? panel (each step's square marked on the grid)

const sideName = (analysis) => (analysis.mover === "o" ? "O" : "X");

const page = createSearchGame({
  game: GAME,
  item: ".cell",
  boardKeys: Object.fromEntries(CELL_NAMES.map((_, i) => [String(i + 1), String(i + 1)])),
  whyKey: "whyCell",
  title: "Tic-tac-toe",
  sideName,
  result: (analysis) =>
    analysis.winner
      ? { side: analysis.winner.toUpperCase(), note: `${analysis.winner.toUpperCase()} has three in a row.` }
      : { side: null, note: "The grid is full and nobody has three in a row." },
  draw(p) {
    const { position, move, analysis } = p.current();
    const last = move ? Number(move) - 1 : null;
    const hints = p.state.hints ? new Map((analysis.moves ?? []).map((m) => [Number(m.move) - 1, m])) : null;
    // The computer's mark stays ringed until the person moves.
    drawGrid(p.dom.board, position, { hints, last, ring: p.shownMove() ? last : null, interactive: true });
    // Hints, an answer or the end may now let the searches' value be said.
    renderSearchValue();
  },
  describeMove: (move) => `cell ${move}`,
  computerWords: (move, before) =>
    `put ${sideName(before) === "X" ? "an X" : "an O"} in the ${CELL_NAMES[Number(move) - 1]}${Number(move) === 5 ? "" : " cell"} (cell ${move})`,
  // The note over the board names a person's move; the computer's has its own line under the board.
  moveNote: (before, after, move, who) =>
    who === "Computer" ? undefined : `${who} played ${sideName(before)} in cell ${move} (${CELL_NAMES[Number(move) - 1]}).`,
  highlightPick: (p, move) => p.dom.board.querySelector(`.cell[data-cell="${move}"]`)?.classList.add("picked"),
  hintText(analysis) {
    if ((analysis.moves ?? []).length === 0) return "No moves left: the game is over.";
    const wins = analysis.moves.filter((m) => m.outcome === "P").map((m) => m.move);
    const draws = analysis.moves.filter((m) => m.outcome === "D").map((m) => m.move);
    if (wins.length) return `Winning ${wins.length === 1 ? "cell" : "cells"}: ${wins.join(", ")}`;
    if (draws.length)
      return `No winning cell; ${draws.length === 1 ? "this cell keeps" : "these cells keep"} the draw: ${draws.join(", ")}`;
    return "Every cell loses against best play.";
  },
  positionChanged: () => refreshCounts(),
  // The squares that share a value share a step: its reason is said once.
  explain: async (game, position) => {
    const explained = await engine.explain(game, position);
    return { ...explained, steps: groupMoveValues(explained.steps ?? []) };
  },
  whyCaption: (step, side, { analysis }, steps) =>
    tictactoeCaption(step, {
      side,
      winner: analysis.winner ?? null,
      count: steps.reduce((n, s) => n + (s.kind === "moveValue" ? (s.moves?.length ?? 1) : 0), 0),
      empty: [...String(analysis.position ?? "")].filter((c) => c === ".").length,
    }),
  whyMark: (step, side) =>
    markOf(side.toLowerCase(), corner(Number(step.move) - 1), { class: "why-mark", "data-value": step.value, "aria-hidden": "true" }),
  // A step of several squares marks each of them (one square: the search lab's own mark).
  whyShow(step, side) {
    if (!(step.moves?.length > 1) || page.state.explained?.position !== page.current().position) return false;
    for (const move of step.moves) {
      const node = page.dom.board.querySelector(`.cell[data-cell="${move}"]`);
      if (!node) continue;
      node.classList.add("why-focus");
      node.append(
        markOf(side.toLowerCase(), corner(Number(move) - 1), { class: "why-mark", "data-value": step.value, "aria-hidden": "true" }),
      );
    }
    page.dom.board.dataset.whyCell = step.moves.join(",");
    return true;
  },
  moveHelp: "Type a cell number from 1 (top left) to 9 (bottom right).",
  // The arrow keys step the Why? panel while it is open, else the tree view once a search is on show.
  keys: {
    stepper: () => (page.state.whyOpen ? page.stepper : tree.player.stepper),
    stepping: () => page.state.whyOpen || Boolean(tree.shown),
  },
  // The tree view's step is this page's step in the address (see "The tree view in the address").
  address: { suffix: treeSuffix, moved: () => tree.player.address.drop(), show: showTreeStep },
});

// ---------------------------------------------------------------------------------------
// Counting the tree: the core's counts, and five searches side by side

/** The searches compared, from plain minimax to alpha-beta with every saving. */
const CENTRE_FIRST = { algorithm: "alphabeta", ordering: "center-first" };
const SEARCHES = [
  { id: "minimax", name: "Minimax", detail: "every move, in order", options: { algorithm: "minimax", ordering: "in-order" } },
  { id: "ab-order", name: "Alpha-beta", detail: "cells in order", options: { algorithm: "alphabeta", ordering: "in-order" } },
  { id: "ab-centre", name: "Alpha-beta", detail: "centre first", options: { ...CENTRE_FIRST } },
  { id: "ab-table", name: "+ table", detail: "transposition table", options: { ...CENTRE_FIRST, table: true } },
  {
    id: "ab-symmetry",
    name: "+ symmetry",
    detail: "table with the 8 symmetries",
    options: { ...CENTRE_FIRST, table: true, symmetry: true },
  },
];

/** The counting panel's elements (ui.js elements): counts.countGames is #count-games. */
const counts = elements();
/** The five searches' results and the position they are of (refreshCounts), or null. */
let searchResults = null;

/**
 * The five searches, each with `ms`: the worker answers them one after the other, so each
 * search's time is taken from the answer before it (the first from the request).
 */
const runSearches = latest((position) => {
  let last = performance.now();
  return Promise.all(
    SEARCHES.map((s) =>
      engine.search(GAME, position, searchOptions(s.options)).then((result) => {
        const ms = performance.now() - last;
        last += ms;
        return { ...result, ms };
      }),
    ),
  );
});

async function refreshCounts() {
  const { position, analysis } = page.current();
  counts.countGames.textContent = analysis.completeGames === undefined ? "–" : formatCount(analysis.completeGames);
  counts.countPositions.textContent = analysis.reachablePositions === undefined ? "–" : formatCount(analysis.reachablePositions);
  counts.searchTable.dataset.position = "";
  let results;
  try {
    results = await runSearches(position);
  } catch (error) {
    counts.searchError.textContent = error.message;
    return;
  }
  if (results === STALE) return;
  counts.searchError.textContent = "";
  const most = Math.max(1, ...results.map((r) => r.nodes));
  searchRows(counts.searchTable, SEARCHES, (s, i) => {
    const r = results[i];
    const share = r.nodes / (results[0].nodes || 1);
    // The bar's length through the CSSOM: the page's CSP allows no inline style attributes.
    const bar = el("span", { class: "bar" });
    bar.style.setProperty("--share", String(Math.max(0.004, r.nodes / most)));
    return {
      attrs: { "data-search": s.id },
      rate: rateText(r.nodes, r.ms),
      cells: [
        el("td", { class: "num nodes", text: formatCount(r.nodes) }),
        el(
          "td",
          { class: "bar-col" },
          bar,
          el("span", { class: "share", text: `${share >= 0.1 ? Math.round(share * 100) : (share * 100).toPrecision(2)}%` }),
        ),
        el("td", { class: "num", text: formatCount(r.cuts) }),
        el("td", { class: "num", text: formatCount(r.tableHits) }),
      ],
    };
  });
  counts.searchTable.dataset.position = position;
  searchResults = { position, results };
  renderSearchValue();
}

/**
 * The value the searches prove. It answers "who wins?" for the board: with Hints off it stays
 * unsaid (until an answer or the end of the game), and while a lesson question waits
 * #search-value is a spoiler (lessons.css); the counts themselves give nothing away.
 */
function renderSearchValue() {
  if (searchResults?.position !== page.current()?.position) return;
  const { results } = searchResults;
  const values = new Set(results.map((r) => r.value));
  const v = results[0].value;
  counts.searchValue.textContent = "";
  if (page.lessons.concealed()) {
    delete counts.searchValue.dataset.value;
    counts.searchValue.append(
      values.size === 1 ? "All five searches prove the same value" : "The searches disagree",
      ": it shows with Hints on, once you answer “Ask me first”, or when the game ends.",
    );
    return;
  }
  counts.searchValue.dataset.value = String(v);
  counts.searchValue.append(
    values.size === 1 ? "All five prove the same value: " : "The searches disagree: ",
    valueChip(v, `${signed(v)}, ${v > 0 ? "X wins" : v < 0 ? "O wins" : "a draw"}`, "strong"),
    values.size === 1 ? " (from X's side, with best play)." : ` ${[...values].map(signed).join(", ")}.`,
  );
}

async function loadWholeGame() {
  try {
    const row = (await engine.complexity()).find((r) => r.game === "Tic-tac-toe");
    if (!row) return;
    counts.countWhole.textContent =
      `The whole game, from the empty grid: ${formatCount(row.games)} complete games and ${formatCount(row.states)} reachable positions, ` +
      `every one of them counted. Plain minimax scores each complete game once: its leaves are the games.`;
  } catch (error) {
    counts.countWhole.textContent = error.message;
  }
}

// ---------------------------------------------------------------------------------------
// The tree view

/** The tree view's elements (by camelCased id without "tree-"), its player and the search on show. @type {Record<string, any>} */
const tree = Object.assign(elements("tree-"), {
  svg: $("tree"),
  /** The traced search on show: { position, rootFirst, alphaBeta, result, ordering }. */
  shown: null,
});
tree.player = stepPlayer(tree.body, { interval: 900, render: renderTreeStep, write: () => page.writeHash() });
const traceLatest = latest((position, options) => Promise.all([engine.search(GAME, position, options), engine.analyze(GAME, position)]));

async function buildTree() {
  const position = tree.position.value.trim() || TREE_EXAMPLE;
  const alphaBeta = tree.algorithm.value !== "minimax";
  const ordering = tree.ordering.value === "center-first" ? "center-first" : "in-order";
  const options = searchOptions({ algorithm: alphaBeta ? "alphabeta" : "minimax", ordering, trace: TRACE_MAX });
  let answer;
  try {
    answer = await traceLatest(position, options);
  } catch (error) {
    // A bad position: the message goes next to the box, the tree on show stays (and a step the
    // address asked for is not applied to it).
    tree.error.textContent = error.message;
    if (tree.player.address.pending) showTreeStep(null);
    return false;
  }
  if (answer === STALE) return false;
  const [result, analysis] = answer;
  tree.error.textContent = "";
  tree.position.value = result.position;
  tree.shown = { position: result.position, rootFirst: analysis.mover !== "o", alphaBeta, result, ordering };
  const cuts = result.trace.filter((e) => e.kind === "cut").length;
  const how = `${alphaBeta ? "Alpha-beta" : "Minimax"}, ${ordering === "center-first" ? "centre first" : "cells in order"}, from ${result.position}`;
  const cost = `${plural(result.nodes, "node")}${alphaBeta ? `, ${plural(result.cuts, "cut")}` : ""}`;
  const steps = result.traceTruncated
    ? `The first ${formatCount(result.trace.length)} steps are shown (${cuts} cuts among them): the search has more. Try a position with fewer empty cells.`
    : `${plural(result.trace.length, "step")} to watch.`;
  // The value is a spoiler while a lesson question waits (lessons.css): the tree's position
  // may be the board's. Stepping through the tree is asking, like Why?, and stays.
  tree.summary.textContent = "";
  tree.summary.append(`${how}: ${cost}`, el("span", { class: "spoiler in-text", text: `, value ${signed(result.value)}` }), `. ${steps}`);
  Object.assign(tree.svg.dataset, { position: result.position, algorithm: options.algorithm });
  // The step the address asked for (clamped to the last), else the first.
  tree.player.address.load(result.trace.length);
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
  return shown
    ? tree.player.address.suffix({
        tree: shown.position === page.current()?.position ? null : shown.position,
        algorithm: shown.alphaBeta ? null : "minimax",
        ordering: shown.ordering === "center-first" ? "center-first" : null,
      })
    : "";
}

/** The address asks for tree step `step` (from 1) with `options`; null takes the step out of it. */
function showTreeStep(step, options = {}) {
  if (!step) {
    tree.player.address.drop();
    page.writeHash();
    return;
  }
  tree.position.value = options.tree || page.current()?.position || TREE_EXAMPLE;
  tree.algorithm.value = options.algorithm === "minimax" ? "minimax" : "alphabeta";
  tree.ordering.value = options.ordering === "center-first" ? "center-first" : "in-order";
  tree.player.address.want(step);
  buildTree();
}

/** A tree built by a person is on show from its first step: the address says so. */
async function buildTreeByPerson() {
  if (!(await buildTree())) return;
  tree.player.address.show();
  page.writeHash();
}

const names = { first: "X", second: "O", move: (m) => `cell ${m}` };
const isCut = (e) => e.kind === "cut";

function renderTreeStep() {
  const { stepper, refresh, next } = tree.player;
  refresh();
  const shown = tree.shown;
  const trace = shown?.result.trace ?? [];
  tree.nextCut.disabled = next(trace, isCut) < 0;
  tree.svg.textContent = "";
  if (!shown || trace.length === 0) {
    tree.caption.textContent = "";
    return;
  }
  const view = replay(trace, stepper.index);
  const side = firstSide(shown.rootFirst);
  tree.caption.textContent = treeCaption({
    view,
    side,
    names,
    alphaBeta: shown.alphaBeta,
    position: shown.position,
    nodes: shown.result.nodes,
  });
  tree.caption.dataset.kind = view.event.kind;
  Object.assign(tree.svg.dataset, { step: stepper.index, kind: view.event.kind });
  drawTree(view, side, shown);
  // The position at the node in focus: the root's marks and the moves down the path to it.
  const to = view.path.indexOf(view.focus);
  const focusPath = [...view.path.slice(1, to < 0 ? undefined : to + 1), ...(view.focus?.leaf ? [view.focus] : [])];
  drawGrid(tree.board, shown.position, {
    path: focusPath.map((node) => ({ cell: Number(node.move) - 1, mark: side.maxAt(node.depth - 1) ? "x" : "o", order: node.depth })),
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
    if (node.children.length === 0 && !node.cut) break;
    columns.push([...node.children, ...(node.cut?.skipped > 0 ? [{ cutChip: true, skipped: node.cut.skipped }] : [])]);
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
    const max = side.maxAt(Math.max(0, d - 1));
    heads.append(
      svgEl("text", { class: "head", x: x + T.chipW / 2, y: 22, text: d === 0 ? "root" : `depth ${d}` }),
      svgEl("text", {
        class: ["head-sub", d === 0 ? null : max ? "max" : "min"],
        x: x + T.chipW / 2,
        y: 44,
        text: d === 0 ? `${max ? "X" : "O"} to move` : max ? "X plays ▲ max" : "O plays ▼ min",
      }),
    );
    const parentY = parent ? centres.get(parent.id) : T.head + (rows * T.rowH) / 2;
    const block = column.length * T.rowH;
    const top = Math.max(T.head, Math.min(parentY - block / 2, T.head + rows * T.rowH - block));
    column.forEach((node, k) => {
      const y = top + k * T.rowH + (T.rowH - T.chipH) / 2;
      const cy = y + T.chipH / 2;
      if (!node.cutChip) centres.set(node.id, cy);
      if (parent) {
        const py = centres.get(parent.id);
        links.append(
          svgEl("path", {
            class: [
              "link",
              !node.cutChip && onPath.has(node.id) ? "on-path" : null,
              node.cutChip ? "cut" : null,
              view.event.kind === "return" && node === view.focus ? "flow" : null,
            ],
            d: `M ${x - T.colW + T.chipW} ${py} C ${x - 20} ${py}, ${x - T.colW + T.chipW + 20} ${cy}, ${x} ${cy}`,
          }),
        );
      }
      chips.append(
        node.cutChip
          ? chip(x, y, `✂ ${node.skipped}`, "skipped", { class: "chip cut-chip", "data-skipped": node.skipped })
          : nodeChip(x, y, node, side, shown, onPath.has(node.id), node === view.focus),
      );
    });
  });
  svg.append(heads, links, chips);
}

/** A chip of the tree: a face, the move on the first line, a value (or what was skipped) on the second. */
function chip(x, y, move, value, attrs, valueClass = null) {
  return svgEl(
    "g",
    attrs,
    svgEl("rect", { class: "chip-face", x, y, width: T.chipW, height: T.chipH, rx: 10 }),
    svgEl("text", { class: "chip-move", x: x + T.chipW / 2, y: y + 23, text: move }),
    svgEl("text", { class: ["chip-value", valueClass], x: x + T.chipW / 2, y: y + 46, text: value }),
  );
}

function nodeChip(x, y, node, side, shown, onPath, focus) {
  const v = side.value(node);
  const done = node.done && v !== null;
  let value = "…";
  if (done) value = node.cut ? `${signed(v)} ✂` : signed(v);
  else if (shown.alphaBeta && side.window(node)) value = windowText(side.window(node));
  return chip(
    x,
    y,
    node.depth === 0 ? "start" : `cell ${node.move}`,
    value,
    {
      class: [
        "chip",
        done ? valueClass(v) : "pending",
        onPath ? "on-path" : null,
        focus ? "focus" : null,
        node.cut ? "was-cut" : null,
        node.leaf ? "leaf" : null,
      ],
      "data-node": node.id,
      "data-depth": node.depth,
      "data-move": node.move ?? "root",
      "data-value": done ? String(v) : "",
    },
    done ? null : "window",
  );
}

tree.form.addEventListener("submit", (event) => {
  event.preventDefault();
  buildTreeByPerson();
});

tree.useBoard.addEventListener("click", () => {
  if (!page.current()) return;
  tree.position.value = page.current().position;
  buildTreeByPerson();
});

for (const select of [tree.algorithm, tree.ordering]) select.addEventListener("change", () => buildTreeByPerson());

tree.nextCut.addEventListener("click", () => {
  const next = tree.player.next(tree.shown?.result.trace ?? [], isCut);
  if (next >= 0) tree.player.stepper.go(next);
});

// ---------------------------------------------------------------------------------------
// Start

tree.position.value = TREE_EXAMPLE;
page.boot().then(() => {
  loadWholeGame();
  // The example tree, unless the address asked for a tree step (showTreeStep builds that one).
  if (!tree.player.address.inAddress) buildTree();
});
