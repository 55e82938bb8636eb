// Plain-English captions for the steps of a Chomp explanation, and which position each step's
// picture shows. Pure functions of the core's step data: no game logic here, only wording and
// drawing decisions. (The core decides which steps there are and computes every position.)

import { formatCount } from "./ui.js";
// The outcome words follow the room's "Words for P/N" setting (the page redraws on a change).
import { outcomeName, outcomePhrase as phrase, outcomeFor } from "./terms.js";

const plural = (outcome) => outcomeName(outcome, "plural");

const squares = (n) => `${formatCount(n)} ${n === 1 ? "square" : "squares"}`;
const bites = (n) => `${formatCount(n)} ${n === 1 ? "bite" : "bites"}`;
const has = (steps, kind) => (steps ?? []).some((s) => s.kind === kind);

/** "r1c3, r2c0 and r0c5" */
function list(moves) {
  if (moves.length === 0) return "none";
  if (moves.length === 1) return moves[0];
  const shown = moves.slice(0, 8);
  const more = moves.length > 8 ? ` and ${moves.length - 8} more` : "";
  return more ? `${shown.join(", ")}${more}` : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

/**
 * One caption per step kind. `context` has the explained `position` (text) and all the
 * explanation's `steps` (some captions depend on the kind of argument: a square's mirroring).
 * Unknown kinds get a neutral caption rather than an error, so a newer core never breaks an
 * older page.
 */
export function caption(step, context = {}) {
  const s = step ?? {};
  const steps = context.steps ?? [];
  switch (s.kind) {
    case "terminal":
      return `Only the poison is left. Biting it is not a move, so the player to move has no bite at all: they have lost. This is ${phrase("P")}.`;
    case "strip":
      return `A single ${s.upward ? "column" : "row"} of ${squares(s.length)}. Bite the square next to the poison: the opponent is left with only the poison.`;
    case "square":
      return `A ${s.size}x${s.size} square. Bite the square diagonally next to the poison, r1c1: what is left is an L with two arms of ${squares(s.size - 1)}.`;
    case "rectangle":
      return `A ${s.rows}x${s.cols} rectangle. Strategy stealing proves that the first player can win here, without finding the winning bite. Think about the smallest bite: the top-right square.`;
    case "topRight":
      return s.wins
        ? `Bite only the top-right square, ${s.move}, leaving ${s.to}. That is ${phrase("P")}: this bite wins outright.`
        : `Bite only the top-right square, ${s.move}, leaving ${s.to}. Suppose that loses: then the opponent has a winning reply to it.`;
    case "steal":
      return `The opponent's winning reply would be ${s.reply}. But that bite eats the top-right square too, so on the full rectangle it leaves the same position, ${s.to}. The first player can steal the reply and play it first. Either way there is a winning first bite.`;
    case "lShape": {
      const arms = `${squares(s.across)} right of the poison and ${squares(s.up)} above it`;
      if (has(steps, "square")) {
        return `Now the bar is an L with equal arms, ${arms}. Mirror every bite across the diagonal: the same bite on the other arm.`;
      }
      return s.across === s.up
        ? `An L with equal arms: ${arms}. Whatever one player bites off one arm, the other bites off the other, so the arms stay equal until only the poison is left. It is Nim with two equal piles.`
        : `An L with arms of unequal length: ${arms}. It is Nim with two piles: bite the longer arm down to the length of the shorter one.`;
    }
    case "twoRows":
      return s.bottom === s.top + 1
        ? `Two rows, of ${squares(s.bottom)} and ${squares(s.top)}: the bottom row is one longer than the top. Those are exactly the ${plural("P")} of two rows: every bite breaks the pattern, and a reply restores it.`
        : `Two rows, of ${squares(s.bottom)} and ${squares(s.top)}. The ${plural("P")} of two rows are those whose bottom row is one longer than the top: one bite gets there.`;
    case "threeRowMap": {
      const intro = `Three rows: ${s.bottom}, ${s.middle}, ${s.top}. For each middle and top row the map shows the one bottom row that makes ${phrase("P")} (– where none does).`;
      const p = s.pBottom;
      if (p === null || p === undefined) {
        return `${intro} For a middle row of ${s.middle} and a top row of ${s.top} there is none, so a winning bite must change the upper rows.`;
      }
      if (p === s.bottom) return `${intro} Here it is ${p}: exactly this bottom row, so this is ${phrase("P")}.`;
      if (p < s.bottom) return `${intro} Here it is ${p}: biting the bottom row back to ${squares(p)} (r0c${p}) wins.`;
      return `${intro} Here it is ${p}, longer than this bottom row, so a winning bite must change the upper rows.`;
    }
    case "solver": {
      const what = s.outcome === "P"
        ? `${phrase("P")}: every bite leaves ${phrase("N")}`
        : `${phrase("N")}, ${bites(s.remoteness)} from the end with best play`;
      const winning = s.winning?.length ? ` Winning ${s.winning.length === 1 ? "bite" : "bites"}: ${list(s.winning)}.` : "";
      return `The solver swept all ${formatCount(s.positions)} positions of the ${s.rows}x${s.cols} board (${formatCount(s.pPositions)} of them are ${plural("P")}). This one is ${what}.${winning}`;
    }
    case "bite":
      return s.remoteness === 0
        ? `So bite ${s.move}: only the poison is left for the opponent.`
        : `So bite ${s.move}, leaving ${s.to}: ${outcomeFor("P", "the opponent")}, ${bites(s.remoteness)} from the end with best play.`;
    case "anyBite":
      if (has(steps, "square")) {
        return `Say the opponent then bites ${s.move}, leaving ${s.to}: the longest defence, still ${bites(s.remoteness)} from the end.`;
      }
      return `Say the player to move bites ${s.move}, leaving ${s.to}: the longest defence, still ${bites(s.remoteness)} from the end.`;
    case "reply":
      if (has(steps, "lShape")) {
        return `The answer is the mirror image, ${s.move}, leaving ${s.to}: the arms are equal again.`;
      }
      return `The answer ${s.move} leaves ${s.to}, ${phrase("P")} again. Whatever the player to move bites, there is such a reply.`;
    default:
      return "A step of the explanation.";
  }
}

/**
 * What the picture of step `index` shows: the position `before` a bite, the bite, and the
 * position it leaves (`after`), all as the core wrote them. Steps without a bite show the
 * explained position.
 */
export function pictureOf(steps, index, position) {
  const step = steps[index] ?? {};
  const earlier = (kind) => steps.slice(0, index).findLast((s) => s.kind === kind);
  switch (step.kind) {
    case "topRight":
      return { before: position, bite: step.move, after: step.to };
    case "steal":
      return { before: earlier("topRight")?.to ?? position, bite: step.reply, after: step.to };
    case "bite":
      return { before: position, bite: step.move, after: step.to };
    case "anyBite": {
      // In a square's explanation the defence is tried on the L the diagonal bite left.
      const first = earlier("bite");
      const mirror = Boolean(earlier("lShape"));
      return { before: first ? first.to : position, bite: step.move, after: step.to, mirror };
    }
    case "reply":
      return { before: earlier("anyBite")?.to ?? position, bite: step.move, after: step.to, mirror: Boolean(earlier("lShape")) };
    case "lShape": {
      const first = earlier("bite");
      return { before: first ? first.to : position, bite: null, after: null, mirror: true };
    }
    case "square":
      return { before: position, bite: "r1c1", after: null, mirror: true };
    case "solver":
      return { before: position, bite: null, after: null, winning: step.winning ?? [] };
    default:
      return { before: position, bite: null, after: null };
  }
}
