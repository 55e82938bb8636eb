// The Nim page: the piles drawn as stacks of chips, the binary table of the Why? panel and
// the page's words. Nim is an impartial game like the others: the turns, the address, the
// lessons and the Why? panel are impartial.js's createGamePage and turns.js; this file gives
// it the drawing.

import { caption, tableView } from "./nim-words.js";
import { formatCount, bindLines } from "./ui.js";
import { drawNim } from "./boards.js";
import { createGamePage, renderBitsTable } from "./impartial.js";

/** { pile, take } of the core's move "1-2" (from its list, else from the text). */
function takeOf(move, analysis) {
  const listed = analysis?.moves?.find((m) => m.move === move);
  if (listed) return { pile: listed.pile, take: listed.take };
  const [pile, take] = String(move).split("-").map(Number);
  return { pile: pile - 1, take };
}
const chips = (n) => `${formatCount(n)} ${n === 1 ? "chip" : "chips"}`;

const page = createGamePage({
  title: "Nim",
  catalogId: "nim",
  defaultPosition: "3,4,5",
  gameId: (settings, rule) => (rule === "misere" ? "nim:misere" : "nim"),
  dom: { newPosition: document.getElementById("new-piles") },
  actionSelector: ".token",
  describeMove: (move, analysis) => {
    const { pile, take } = takeOf(move.move, analysis);
    return `take ${formatCount(take)} from pile ${pile + 1}`;
  },
  computerWords: (move, before) => {
    const { pile, take } = takeOf(move, before);
    return `took ${chips(take)} from pile ${pile + 1}`;
  },
  // Normal-play Nim is decided by the nim-sum; misère play by its moves (lessons.js default).
  lessonReason: (analysis) => {
    if (analysis.play === "misere" || typeof analysis.nimSum !== "number") return null;
    return analysis.nimSum === 0 ? "The nim-sum is 0." : `The nim-sum is ${formatCount(analysis.nimSum)}, not 0.`;
  },
  badgeValue: () => "",
  overNote: (rule) => (rule === "misere" ? "Whoever took the last chip lost (misère play)." : "Whoever took the last chip won."),
  hintText,
  moveHelp: "Type a move such as 2-3 (take 3 chips from pile 2).",
  highlightPick: (p, move, before) => {
    const { pile, take } = takeOf(move.move, before);
    markTake(pile, take, "picked");
  },
  renderBoard,
  renderStep,
  whyClosed: clearBoardHighlights,
  randomPosition: () => {
    const count = 3 + Math.floor(Math.random() * 3);
    return Array.from({ length: count }, () => 1 + Math.floor(Math.random() * 9)).join(",");
  },
});
const { dom, state, current } = page;

function hintText(analysis) {
  if ((analysis.moveCount ?? 0) === 0) return "No moves left: the game is over.";
  const winning = analysis.winning ?? [];
  if (winning.length === 0) return `No winning move here: every move leaves ${page.lessons.outcomePhrase("N")}.`;
  const shown = winning.slice(0, 8).join(", ");
  const more = winning.length > 8 ? ` and ${winning.length - 8} more` : "";
  return `Winning ${winning.length === 1 ? "move" : "moves"}: ${shown}${more}`;
}

/** Draw the piles as stacks of chips (boards.js); the computer's last take stays faded on its pile. */
function renderBoard() {
  const { analysis, position } = current();
  const shown = page.shownMove();
  drawNim(dom.board, position, {
    piles: analysis.piles,
    moves: analysis.moves,
    hints: state.hints,
    ghost: shown ? takeOf(shown.move, shown.before) : null,
  });
  dom.board.dataset.rule = state.rule;
  dom.board.classList.toggle("wide", analysis.piles.length > 12);
}

// ---------------------------------------------------------------------------------------
// Board input: click, or keyboard with a roving tabindex per pile

function tokenMove(token) {
  // The core's own move text when it listed it; otherwise the same notation, "pile-count".
  const pile = Number(token.dataset.pile);
  const take = Number(token.dataset.take);
  const listed = current().analysis.moves?.find((m) => m.pile === pile && m.take === take);
  return listed ? listed.move : `${pile + 1}-${take}`;
}

/** A chip taken by click or key: it and every chip above it. */
const takeToken = (token) => page.boardMove(tokenMove(token));

// A chip's arrows: up and down its pile, left and right to the next pile; each pile its tab stop.
bindLines(dom.board, { item: ".token", line: "pile", index: "index", along: ["ArrowDown", "ArrowUp"], across: ["ArrowLeft", "ArrowRight"], perLine: true, pick: takeToken });

// ---------------------------------------------------------------------------------------
// The Why? panel

function renderStep() {
  page.refreshStepButtons();
  clearBoardHighlights();
  const steps = state.steps;
  if (!state.whyOpen || steps.length === 0 || !state.explained) {
    renderBitsTable(dom.whyTable, null);
    return;
  }
  const index = page.stepper.index;
  const step = steps[index];
  const { analysis } = state.explained;
  dom.whyCaption.textContent = caption(step, { piles: analysis.piles, play: analysis.play, steps });
  dom.whyCaption.dataset.kind = step.kind;
  const view = revealSum(tableView(steps, index, analysis), steps, index);
  renderBitsTable(dom.whyTable, view, { nameHeader: "pile" });
  // The same pile lights up in the drawing, and the winning take shows its chips faded.
  if (state.explained.position === current().position) {
    for (const pile of view.hlPiles) dom.board.querySelector(`.pile[data-pile="${pile}"]`)?.classList.add("hl-pile");
    if (view.takePile !== null) markTake(view.takePile, view.takeCount, "hl-take");
  }
}

/**
 * The nim-sum row fills one column at a time: a column's bit appears with the step that xors
 * that column (the core's "column" steps, from the highest bit), and the whole row with the
 * first step after them. Before, the row shows "?".
 */
function revealSum(view, steps, index) {
  const columnSteps = steps.map((s, i) => (s.kind === "column" ? i : -1)).filter((i) => i >= 0);
  const sumStep = steps.findIndex((s) => s.kind === "nimSum" || s.kind === "zeroSum");
  const lastColumn = columnSteps.length ? columnSteps[columnSteps.length - 1] : -1;
  const allShown = index > lastColumn && (columnSteps.length > 0 || sumStep < 0 || index >= sumStep);
  if (allShown) return view;
  const revealed = new Set(columnSteps.filter((i) => i <= index).map((i) => steps[i].column));
  const bits = [...view.sum.bits];
  for (let c = 0; c < view.width; c++) if (!revealed.has(c)) bits[bits.length - 1 - c] = "?";
  view.sum = { value: null, bits };
  return view;
}

/** Mark the chips of `take` from pile `pile` (the top ones) with `name`. */
function markTake(pile, take, name) {
  dom.board.querySelector(`.pile[data-pile="${pile}"]`)?.classList.add(`${name}-pile`);
  for (const token of dom.board.querySelectorAll(`.token[data-pile="${pile}"]`)) {
    if (Number(token.dataset.take) <= take) token.classList.add(name);
  }
  dom.board.querySelector(`.bar[data-pile="${pile}"]`)?.classList.add(name);
}

function clearBoardHighlights() {
  for (const node of dom.board.querySelectorAll(".hl-pile, .hl-take, .hl-take-pile")) node.classList.remove("hl-pile", "hl-take", "hl-take-pile");
}

page.boot();
