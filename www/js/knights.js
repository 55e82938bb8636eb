// The Knights game (game `knights:N`, the TopCoder exercise of the notes): knights on an N x N
// board move up or to the left; several may share a square; whoever cannot move loses. Each
// knight is a game of its own, so a position is a sum: the core gives every square's Grundy
// value and the order the table is filled in (analysis.board.grundy and .filled), the page
// draws them and steps through the table square by square.

import { $, createGamePage, bindBuild, markCell as mark } from "./impartial.js";
import { drawKnights, knightsOf, knightsNames, squareWords, knightClick, chosenKnight } from "./boards/knights.js";
import { moveInto, listAnd, stepFocus } from "./impartial-words.js";
import { el, formatCount } from "./ui.js";

/** The knight a first click chose (null: none, or the only one that can move). */
const local = { chosen: /** @type {number | null} */ (null) };

const cell = (row, column) => page.dom.board.querySelector(`.cell[data-row="${row}"][data-column="${column}"]`);
/** The cell of a square written "row,column". */
const at = (state) => cell(...String(state).split(","));
const filled = () => page.current()?.analysis.board?.filled ?? [];
const words = (state) => knightsNames.state(state);

const page = createGamePage({
  title: "The Knights game",
  catalogId: "knights:8",
  game: "knights",
  setting: { key: "n", letter: "n", fallback: "8", name: "N", full: "the board's size N", short: "N", example: 8 },
  names: knightsNames,
  describeMove: (move) => `knight ${move.part + 1} to ${words(move.into?.[0] ?? moveInto(move.move))}`,
  toggles: ["values"],
  renderBoard,
  highlightPick: (p, move) => mark(at(move.into?.[0] ?? ""), "picked"),
  stepClasses: ["hl-now", "hl-opt"],
  highlightStep: (p, step) => {
    const { row, move } = stepFocus(step);
    if (row) {
      mark(at(row.state), "hl-now");
      for (const o of row.options ?? []) mark(at(o.state), "hl-opt");
    }
    if (move) mark(at(moveInto(move.move)), "hl-opt");
  },
  newPosition: () => {
    local.chosen = null;
    // A board of another size has another table: the build-up starts again on it.
    const build = page.build;
    if (build?.open && build.stepper.count !== filled().length) build.stepper.load(filled().length);
  },
  pickText: (analysis) => {
    const sel = chosenKnight(analysis.moves ?? [], local.chosen);
    return sel === null
      ? "Click a knight to choose it, then a square it can reach (the dotted squares)."
      : `Knight ${sel + 1} is chosen: click a square it can reach (the dotted squares), or another knight.`;
  },
  randomPosition: (settings) => {
    const n = Number(settings?.n ?? 8);
    const one = () => 1 + Math.floor(Math.random() * n);
    return Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => `${one()},${one()}`).join(";");
  },
  moveHelp: "Type a move such as 1:3,6 (knight 1 to row 3, column 6).",
  over: ["No knight can move", "made the last move"],
});

function renderBoard() {
  const { analysis, position } = page.current();
  const board = analysis.board;
  const shown = page.answersShown();
  const building = page.build?.open ?? false;
  // The computer's last move stays on show: its knight, faded where it stood.
  const last = page.lastMove();
  const from = last ? knightsOf(last.before.position)[last.move.part] : null;
  drawKnights(page.dom.board, position, {
    size: board?.size ?? 8,
    knights: knightsOf(position),
    grundy: board?.grundy,
    // The build-up writes the values it has filled in; the Values box, all of them.
    showValues: building || ($("values").checked && shown),
    filled: building ? board?.filled : undefined,
    filledTo: building ? page.build.stepper.index : undefined,
    moves: analysis.moves,
    selected: page.interactive() ? chosenKnight(analysis.moves ?? [], local.chosen) : null,
    hints: page.state.hints,
    ghost: from ? { part: last.move.part, row: from[0], column: from[1] } : null,
  });
  page.dom.board.dataset.rule = page.state.rule;
}

/** A click (or Enter) on a square: move the chosen knight there, or choose a knight. */
function cellClicked(target) {
  if (!page.interactive()) return;
  const { analysis, position } = page.current();
  const click = knightClick(target, analysis.moves ?? [], knightsOf(position), local.chosen);
  if (click === undefined) return;
  if (click && "move" in click) return page.boardMove(click.move.move);
  if (click && "chosen" in click) {
    local.chosen = click.chosen;
    page.dom.moveError.textContent = "";
    page.redraw();
    cell(click.row, click.column)?.focus();
    return;
  }
  const square = /** @type {HTMLElement} */ (target.closest(".cell"));
  const [row, column] = [Number(square.dataset.row), Number(square.dataset.column)];
  const knights = knightsOf(position);
  const here = knights.some(([r, c]) => r === row && c === column);
  const sel = chosenKnight(analysis.moves ?? [], local.chosen);
  page.showError(
    page.dom.moveError,
    here
      ? `No knight on ${squareWords(row, column)} can move: every move from there would leave the board.`
      : sel === null
        ? "Choose a knight first: click it, then a square it can reach."
        : `Knight ${sel + 1} cannot reach ${squareWords(row, column)} in one move: a knight goes two rows up and one column across, or one row up or down and two columns left.`,
  );
}

page.dom.board.addEventListener("click", (event) => {
  if (event.target.closest?.(".cell")) cellClicked(event.target);
});

// The arrows move the focus over the board, Enter or Space picks, Escape lets the knight go.
page.dom.board.addEventListener("keydown", (event) => {
  const c = event.target.closest?.(".cell");
  if (!c || event.altKey || event.ctrlKey || event.metaKey) return;
  const [row, column] = [Number(c.dataset.row), Number(c.dataset.column)];
  const step = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[event.key];
  if (step) {
    const target = cell(row + step[0], column + step[1]);
    if (target) {
      for (const n of page.dom.board.querySelectorAll(".cell")) n.setAttribute("tabindex", n === target ? "0" : "-1");
      /** @type {HTMLElement} */ (target).focus();
    }
  } else if (event.key === "Enter" || event.key === " ") cellClicked(c);
  else if (event.key === "Escape" && local.chosen !== null) {
    local.chosen = null;
    page.redraw();
  } else return;
  event.preventDefault();
});

// ---------------------------------------------------------------------------------------
// The table of Grundy values filled square by square: the core's board.filled, in order.

/** The caption of square k of the table: the squares its knight reaches, their values, the mex. */
function squareCaption(list, k) {
  const f = list[k];
  if (!f) return "";
  const name = squareWords(...f.square);
  const Name = `R${name.slice(1)}`;
  if (f.options.length === 0)
    return `${Name}: a knight there cannot move (every move would leave the board), so whoever must move it has lost. Its Grundy value is 0.`;
  const table = page.current().analysis.board?.grundy ?? [];
  const values = f.options.map(([r, c]) => table[r - 1]?.[c - 1] ?? 0);
  const reached = listAnd(f.options.map(([r, c], i) => `${squareWords(r, c)} (${formatCount(values[i])})`));
  const among = listAnd([...new Set(values)].sort((a, b) => a - b).map(formatCount));
  return `${Name}: a knight there reaches ${reached}, all filled in already (each has a smaller row plus column). The smallest number not among ${among} is ${formatCount(f.value)}, so ${name} gets ${formatCount(f.value)}${f.value === 0 ? ": a P-square" : ""}.`;
}

bindBuild(page, {
  labels: ["Build the table step by step", "Hide the table"],
  count: () => filled().length,
  render(k) {
    const list = filled();
    $("build-caption").textContent = squareCaption(list, k);
    $("build-caption").dataset.square = list[k]?.square.join(",") ?? "";
    // The mex at a glance: each square reached with its value, then the smallest one missing.
    const f = list[k];
    const table = page.current().analysis.board?.grundy ?? [];
    const row = (head, value, cls = null) => el("tr", { class: cls }, el("th", { scope: "row", text: head }), el("td", { text: value }));
    $("build-table").tBodies[0].replaceChildren(
      ...(f?.options ?? []).map(([r, c]) => row(squareWords(r, c), formatCount(table[r - 1]?.[c - 1] ?? 0))),
      ...(f
        ? [row(f.options.length ? "the smallest number not among them" : "no move: nothing to leave out", formatCount(f.value), "mex-row")]
        : []),
    );
    page.redraw();
  },
  mark(k) {
    const f = filled()[k];
    if (!f) return;
    mark(cell(...f.square), "hl-now");
    for (const [r, c] of f.options) mark(cell(r, c), "hl-opt");
  },
});

// Closed, the build-up's values go from the board with it.
$("build-toggle").addEventListener("click", () => page.current() && page.redraw());

page.boot();
