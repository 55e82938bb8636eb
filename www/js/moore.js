// Moore's Nim (game `moore:K`): Nim where one move takes chips from 1 to K piles at once.
// A position is a P-position exactly when every binary column of the piles holds a multiple of
// K + 1 ones (Nim is K = 1: an even number, the xor). The core says so in its steps; this page
// draws the piles, lets the student mark chips in up to K piles, and shows the columns.

import * as engine from "./engine.js";
import { STALE, latest } from "./engine.js";
import { $, createGamePage, renderBitsTable, bitsTable, valuesWait, randomList } from "./impartial.js";
import { drawMoore } from "./boards/moore.js";
import { mooreCaption, mooreView, takesOf, takesWords, kText } from "./moore-words.js";
import { el, bindLines } from "./ui.js";

/** The chips marked for the next move: pile -> how many (from the top). */
let takes = new Map();

const k = () => Number(page.state.settings.k);
const piles = (n) => `${n} ${n === 1 ? "pile" : "piles"}`;
/** The marked takes in pile order, and as the core's move text "2-1+3-2". */
const marked = () => [...takes.entries()].sort((a, b) => a[0] - b[0]);
const moveText = () =>
  marked()
    .map(([p, c]) => `${p + 1}-${c}`)
    .join("+");
/** A listed move's takes [[pile, count], ...]. */
const takesOfMove = (move) => move.takes ?? takesOf(move.move);

const page = createGamePage({
  title: "Moore's Nim",
  catalogId: "moore:2",
  // Moore's theorem reads the binary columns modulo k + 1, not a Grundy value: the badge says
  // P or N only.
  badgeValue: () => "",
  game: "moore",
  setting: { key: "k", letter: "k", fallback: "2", name: "k", full: "k", short: "k", example: 2 },
  names: { part: (i) => `pile ${i + 1}`, unit: "pile" },
  caption: (step, ctx) => mooreCaption(step, { ...ctx, k: k() }),
  whyTable: (p, view) => renderColumns($("why-table"), view && mooreView(view.steps, view.index, view.analysis)),
  renderDisguise,
  describeMove: (move) => `take ${takesWords(takesOfMove(move))}`,
  computerWords: (move, before) => `took ${takesWords(takesOfMove(page.listedMove(before, move)))}`,
  newPosition: () => {
    takes = new Map();
  },
  renderBoard,
  highlightPick: (p, move) => markTakes(takesOfMove(move), "picked"),
  stepClasses: ["hl-take", "hl-pile"],
  highlightStep: (p, step) => {
    if (step.kind === "column")
      for (const i of step.piles ?? []) p.dom.board.querySelector(`.pile[data-pile="${i}"]`)?.classList.add("hl-pile");
    if (step.kind === "move")
      markTakes(
        (step.changes ?? []).map(([i, from, to]) => [i, from - to]),
        "hl-take",
      );
    if (step.kind === "example") markTakes(takesOf(step.move), "hl-take");
  },
  pickText: () =>
    takes.size === 0
      ? `Mark chips in up to ${piles(k())}, then press Take.`
      : `Marked: take ${takesWords(marked())}. ${takes.size < k() ? "Mark another pile, or press Take." : "Press Take."}`,
  interactivityChanged: () => renderTakeButtons(),
  randomPosition: () => randomList([3, 4], [1, 9]),
  moveHelp: "Type a move such as 1-2+3-1 (2 chips from pile 1 and 1 from pile 3).",
  overNote: () => "No chips are left; whoever took the last chip won.",
});

// ---------------------------------------------------------------------------------------
// The piles

function renderBoard() {
  const { analysis, position } = page.current();
  // The computer's last move stays on show: the chips it took, faded on their piles.
  const last = page.lastMove();
  drawMoore(page.dom.board, position, {
    piles: analysis.piles ?? [],
    moves: analysis.moves,
    hints: page.state.hints,
    marked: takes,
    ghost: last ? takesOfMove(last.move) : null,
  });
  page.dom.board.dataset.rule = page.state.rule;
  page.dom.board.dataset.takes = moveText();
  renderTakeButtons();
}

function renderTakeButtons() {
  const count = marked().reduce((sum, [, c]) => sum + c, 0);
  $("take").disabled = count === 0 || !page.interactive();
  $("clear").disabled = count === 0;
  $("take").textContent = count ? `Take ${count} ${count === 1 ? "chip" : "chips"}` : "Take the marked chips";
}

function tokenClicked(pile, take) {
  if (!page.interactive()) return;
  if (takes.get(pile) === take) takes.delete(pile);
  else if (!takes.has(pile) && takes.size >= k()) {
    page.showError(page.dom.moveError, `A move takes from at most ${piles(k())} (k = ${k()}): clear a pile first, or press Take.`);
    return;
  } else takes.set(pile, take);
  page.dom.moveError.textContent = "";
  page.redraw();
}

async function takeMarked() {
  if (!takes.size || !page.interactive()) return;
  const text = moveText();
  const listed = page.current().analysis.moves?.find((m) => m.move === text);
  await page.boardMove(listed?.move ?? text);
}

function clearMarked() {
  takes.clear();
  page.dom.moveError.textContent = "";
  page.redraw();
}

// A chip's arrows: up and down its pile, left and right to the next pile; T takes, Escape clears.
bindLines(page.dom.board, {
  item: ".token",
  line: "pile",
  index: "index",
  along: ["ArrowDown", "ArrowUp"],
  across: ["ArrowLeft", "ArrowRight"],
  pick: (token) => tokenClicked(Number(token.dataset.pile), Number(token.dataset.take)),
  keys: { t: takeMarked, T: takeMarked, Escape: clearMarked },
});

/**
 * Take and Clear disable themselves once nothing is marked, and a disabled button loses the
 * focus to <body>: a keyboard player would start again from the top of the page. Hand the
 * focus back to the board (its tab stop) instead, where the next move is made.
 */
for (const [id, action] of /** @type {[string, () => unknown][]} */ ([
  ["take", takeMarked],
  ["clear", clearMarked],
])) {
  $(id).addEventListener("click", async (event) => {
    const button = event.currentTarget;
    const hadFocus = document.activeElement === button;
    await action();
    const lost = !document.activeElement || document.activeElement === document.body || document.activeElement === button;
    if (hadFocus && button.disabled && lost) page.dom.board.querySelector('[tabindex="0"]')?.focus();
  });
}

function markTakes(list, cls) {
  for (const [pile, count] of list) {
    for (const token of page.dom.board.querySelectorAll(`.token[data-pile="${pile}"]`)) {
      if (Number(token.dataset.take) <= count) token.classList.add(cls);
    }
    page.dom.board.querySelector(`.pile[data-pile="${pile}"]`)?.classList.add(cls === "picked" ? "picked-pile" : "hl-pile");
  }
}

// ---------------------------------------------------------------------------------------
// The column table (Why? and Nim in disguise)

/** The piles in binary, and under them each column's count of 1s and its remainder modulo k + 1. */
function renderColumns(table, view) {
  const show = (v) => (v === null || v === undefined ? "·" : String(v));
  const known = (c) => show(view.remainders[c]) !== "·";
  renderBitsTable(table, view, {
    foot: view && [
      { name: "1s", class: "sum ones-row", cell: (c) => ({ text: show(view.ones[c]) }) },
      {
        name: `mod ${view.k + 1}`,
        class: "mod-row",
        cell: (c) => ({
          text: view.badCols.has(c) && !known(c) ? "≠0" : show(view.remainders[c]),
          class: [known(c) ? (view.remainders[c] === 0 ? "zero" : "nonzero") : null],
          data: { "data-remainder": show(view.remainders[c]) },
        }),
      },
    ],
  });
}

const explainLatest = latest(engine.explain);

/**
 * The piles in binary with each column's 1s counted modulo k + 1, and the verdict. The counts
 * (and the colour of the columns that fail) and the verdict answer "P or N?": spoilers while a
 * lesson question waits (lessons.css), left out while the answers are kept back. The rule for
 * k and the piles in binary stay.
 */
async function renderDisguise() {
  const { position, analysis } = page.current();
  const box = page.dom.disguise;
  let result;
  try {
    result = await explainLatest(page.gameId(), position);
  } catch (error) {
    box.textContent = error.message;
    return;
  }
  if (result === STALE || page.current().position !== position) return;
  const steps = result.steps ?? [];
  const shown = page.answersShown();
  const at = steps.findIndex((s) => s.kind === (shown ? "verdict" : "piles"));
  box.textContent = "";
  const table = bitsTable("moore-bits", `The piles in binary; each column's 1s counted modulo ${k() + 1}`);
  renderColumns(table, mooreView(steps, at, analysis));
  box.append(el("p", { class: "k-line", text: `${kText(k())}.` }), el("div", { class: ["table-wrap", shown ? "spoiler" : null] }, table));
  const verdict = steps[at];
  if (!shown) box.append(el("p", { class: "help values-wait", text: valuesWait("counts") }));
  else if (verdict)
    box.append(el("p", { class: "disguise-meaning spoiler", "data-outcome": verdict.outcome, text: mooreCaption(verdict, { k: k() }) }));
}

page.boot();
