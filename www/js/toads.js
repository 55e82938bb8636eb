// Toads and Frogs (game `toads`): strips of squares with toads (T) and frogs (F). The Toads
// (Left) move a toad one square right onto an empty square, or jump it over one frog onto the
// empty square beyond; the Frogs (Right) the same to the left. Whoever cannot move loses. A
// position is its strips, `L:TT..FF,T.F`; a move is `strip:square`, the creature that moves.
// A configuration of the partizan pages (partizan.js): this file draws the strips (boards/toads.js,
// toads and frogs differ in shape as well as colour), shows where a creature would land while
// it has the pointer or the focus, and lets a student move one by clicking it.

import { createPartizanPage, boardOptions, findMove, randomInt } from "./partizan.js";
import { drawToads } from "./boards/toads.js";
import { bindLines, bindPreview } from "./ui.js";

const NAMES = { L: "Toads", R: "Frogs", plural: true };
const KIND = { T: "toad", F: "frog" };

/** The creature a move names and where it goes: { s, q, kind, to, jump } (0-based squares; where it lands is the core's). */
function moveOf(move, analysis) {
  const [s, q] = String(move)
    .split(":")
    .map((n) => Number(n) - 1);
  const strip = analysis?.strips?.[s] ?? "";
  const to = analysis?.moves?.find((m) => m.move === String(move))?.landing ?? -1;
  return { s, q, kind: KIND[strip[q]] ?? "creature", to, jump: Math.abs(to - q) === 2 };
}

/** "square 2" or, with several strips, "square 2 of strip 1". */
const where = (analysis, s, q) => `square ${q + 1}${(analysis?.strips?.length ?? 1) > 1 ? ` of strip ${s + 1}` : ""}`;

function moveName(move, analysis) {
  const m = moveOf(move, analysis);
  return `the ${m.kind} on ${where(analysis, m.s, m.q)}`;
}

/** "moved the toad on square 2 to square 3", "jumped the frog on square 5 over a toad to square 3". */
function moved(move, analysis, [step, jump]) {
  const m = moveOf(move, analysis);
  if (m.to < 0) return `${step} ${moveName(move, analysis)}`;
  return m.jump
    ? `${jump} the ${m.kind} on ${where(analysis, m.s, m.q)} over a ${m.kind === "toad" ? "frog" : "toad"} to square ${m.to + 1}`
    : `${step} the ${m.kind} on ${where(analysis, m.s, m.q)} to square ${m.to + 1}`;
}

/** One or two strips of 3 to 7 squares with a toad or two at the left and frogs at the right. */
function randomBoard() {
  return Array.from({ length: randomInt(1, 2) }, () => {
    const n = randomInt(3, 7);
    const toads = randomInt(1, Math.max(1, Math.floor((n - 1) / 2)));
    const frogs = randomInt(1, Math.max(1, n - toads - 1));
    return `${"T".repeat(toads)}${".".repeat(n - toads - frogs)}${"F".repeat(frogs)}`;
  }).join(",");
}

const page = createPartizanPage({
  game: "toads",
  title: "Toads and Frogs",
  names: NAMES,
  parts: "strips",
  partName: (i) => `strip ${i + 1}`,
  moveName,
  doing: (move, analysis) => moved(move, analysis, ["moving", "jumping"]),
  did: (move, before) => moved(move, before, ["moved", "jumped"]),
  stuck: (side) => `The ${side.toLowerCase()} cannot move`,
  randomBoard,
  draw,
  item: ".sq",
  actionSelector: ".sq.movable",
  moveHelp: "Type a move such as 1:2: the creature on square 2 of strip 1 moves.",
});

function draw(p) {
  const { analysis, position } = p.current();
  const shown = p.shownMove();
  const from = shown ? moveOf(shown.move, shown.before) : null;
  drawToads(p.dom.board, position, {
    strips: analysis.strips,
    ...boardOptions(p),
    // The creature the computer moved, faded on the square it left, until the student moves.
    ghost: from ? { strip: from.s, square: from.q, kind: from.kind === "toad" ? "T" : "F" } : null,
  });
}

// -- Moving by mouse and keyboard, the landing square shown -------------------------------------

const board = page.dom.board;

function pick(square) {
  if (!page.interactive()) return;
  const { analysis } = page.current();
  const move = square.dataset.move;
  if (move && findMove(analysis, move)) return page.boardMove(move);
  const side = analysis.toMove === "R" ? "F" : "T";
  const here = analysis.strips?.[Number(square.dataset.strip)]?.[Number(square.dataset.square)];
  const mine = side === "T" ? "toads" : "frogs";
  page.showError(
    page.dom.boardError,
    here === side
      ? `That ${KIND[side]} cannot move: the square ${side === "T" ? "to its right" : "to its left"} is taken, and there is no free square to jump to.`
      : `You move the ${mine}: click a ${KIND[side]} that can move.`,
  );
}

/** The landing square of the creature under the pointer or the focus. */
function preview(square) {
  for (const node of board.querySelectorAll(".landing.show")) node.classList.remove("show");
  if (!square || !board.classList.contains("interactive")) return;
  board.querySelector(`.landing[data-from="${square.dataset.key}"]`)?.classList.add("show");
}

bindLines(board, { item: ".sq", line: "strip", index: "square", pick });
bindPreview(board, ".sq", preview);

page.boot();
