// The Nim page: the piles drawn as stacks of chips (boards/nim.js), the binary table of the Why?
// panel and the page's words. Nim is an impartial game like the others: the turns, the
// address, the lessons and the Why? panel are impartial.js's createGamePage and turns.js.

import { caption, tableView } from "./nim-words.js";
import { formatCount, bindLines } from "./ui.js";
import { drawNim } from "./boards/nim.js";
import { createGamePage, renderBitsTable, randomList, hintLine } from "./impartial.js";

/** { pile, take } of the core's move "1-2" (from its list, else from the text). */
function takeOf(move, analysis) {
  const listed = analysis?.moves?.find((m) => m.move === move);
  if (listed) return { pile: listed.pile, take: listed.take };
  const [pile, take] = String(move).split("-").map(Number);
  return { pile: pile - 1, take };
}

/** A take in words: "take 2 from pile 1". */
function takeWords(move, analysis) {
  const { pile, take } = takeOf(move, analysis);
  return `take ${formatCount(take)} from pile ${pile + 1}`;
}

const page = createGamePage({
  title: "Nim",
  catalogId: "nim",
  game: "nim",
  dom: { newPosition: document.getElementById("new-piles") },
  actionSelector: ".token",
  describeMove: (move, analysis) => takeWords(move.move, analysis),
  computerWords: (move, before) => {
    const { pile, take } = takeOf(move, before);
    return `took ${formatCount(take)} ${take === 1 ? "chip" : "chips"} from pile ${pile + 1}`;
  },
  // Normal-play Nim is decided by the nim-sum; misère play by its moves (lessons.js default).
  lessonReason: (analysis) => {
    if (analysis.play === "misere" || typeof analysis.nimSum !== "number") return null;
    return analysis.nimSum === 0 ? "The nim-sum is 0." : `The nim-sum is ${formatCount(analysis.nimSum)}, not 0.`;
  },
  badgeValue: () => "",
  overNote: (rule) => (rule === "misere" ? "Whoever took the last chip lost (misère play)." : "Whoever took the last chip won."),
  // In words: the code to type (1-2) is the move box's business.
  hintText: (analysis) => hintLine(analysis, analysis.winning ?? [], (move) => takeWords(move, analysis), 8),
  moveHelp: "Type a move such as 2-3 (take 3 chips from pile 2).",
  highlightPick: (p, move, before) => {
    const { pile, take } = takeOf(move.move, before);
    markTake(pile, take, "picked");
  },
  renderBoard,
  renderStep,
  // The Why? step's marks on the board, taken off when the panel closes (impartial.js marks).
  stepClasses: ["hl-pile", "hl-take", "hl-take-pile"],
  randomPosition: () => randomList([3, 5], [1, 9]),
});
const { dom, state, current } = page;

/** Draw the piles as stacks of chips; the computer's last take stays faded on its pile. */
function renderBoard() {
  const { analysis, position } = current();
  const shown = page.shownMove();
  drawNim(dom.board, position, {
    piles: analysis.piles,
    moves: analysis.moves,
    hints: state.hints,
    ghost: shown && takeOf(shown.move, shown.before),
  });
  dom.board.dataset.rule = state.rule;
  dom.board.classList.toggle("wide", analysis.piles.length > 12);
}

// A chip taken by click or key: it and every chip above it, as the core listed the move (else
// in the same notation, "pile-count"). A chip's arrows: up and down its pile, left and right to
// the next pile; each pile its tab stop.
bindLines(dom.board, {
  item: ".token",
  line: "pile",
  index: "index",
  along: ["ArrowDown", "ArrowUp"],
  across: ["ArrowLeft", "ArrowRight"],
  perLine: true,
  pick: (token) => {
    const [pile, take] = [Number(token.dataset.pile), Number(token.dataset.take)];
    page.boardMove(current().analysis.moves?.find((m) => m.pile === pile && m.take === take)?.move ?? `${pile + 1}-${take}`);
  },
});

// -- The Why? panel --------------------------------------------------------------------------

function renderStep() {
  page.refreshStepButtons();
  page.clearMarks();
  const steps = state.steps;
  if (!state.whyOpen || steps.length === 0 || !state.explained) return renderBitsTable(dom.whyTable, null);
  const index = page.stepper.index;
  const step = steps[index];
  const { analysis } = state.explained;
  dom.whyCaption.textContent = caption(step, { piles: analysis.piles, play: analysis.play, steps });
  dom.whyCaption.dataset.kind = step.kind;
  const view = revealSum(tableView(steps, index, analysis), steps, index);
  renderBitsTable(dom.whyTable, view, { nameHeader: "pile" });
  // The same pile lights up in the drawing, and the winning take shows its chips faded.
  if (state.explained.position !== current().position) return;
  page.marks.from = "why";
  for (const pile of view.hlPiles) dom.board.querySelector(`.pile[data-pile="${pile}"]`)?.classList.add("hl-pile");
  if (view.takePile !== null) markTake(view.takePile, view.takeCount, "hl-take");
}

/**
 * The nim-sum row fills one column at a time ("?" before): a column's bit with the step that
 * xors it (the core's "column" steps), the whole row with the first step after them.
 */
function revealSum(view, steps, index) {
  const columnSteps = steps.map((s, i) => (s.kind === "column" ? i : -1)).filter((i) => i >= 0);
  const sumStep = steps.findIndex((s) => s.kind === "nimSum" || s.kind === "zeroSum");
  const lastColumn = columnSteps.at(-1) ?? -1;
  if (index > lastColumn && (columnSteps.length > 0 || sumStep < 0 || index >= sumStep)) return view;
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

page.boot();
