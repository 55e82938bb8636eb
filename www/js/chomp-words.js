// Plain-English captions for the steps of a Chomp explanation (the core decides the steps and
// computes every position), and which position each step's picture shows: pure functions.
// Bites and bars are named in words ("the square in row 1, column 3", "rows of 5, 3 and 1
// squares"), never in the notation of the bite box's hint (r1c3, 5,3,1); the outcome words
// follow the room's "Words for P/N"; how many positions were solved is not narrated.

import { formatCount, andList } from "./ui.js";
import { outcomeName, outcomePhrase as phrase, outcomeFor } from "./terms.js";

const plural = (outcome) => outcomeName(outcome, "plural");

const squares = (n) => `${formatCount(n)} ${n === 1 ? "square" : "squares"}`;
const bites = (n) => `${formatCount(n)} ${n === 1 ? "bite" : "bites"}`;
const has = (steps, kind) => (steps ?? []).some((s) => s.kind === kind);

/**
 * A bite in words, by the board's row and column numbers counted from the poison's square
 * (row 0, column 0): "r1c3" -> "the square in row 1, column 3"; "r0c0" -> "the poison".
 * Anything else is returned as it is.
 */
export function biteWords(move) {
  const m = /^r(\d+)c(\d+)$/.exec(String(move ?? ""));
  if (!m) return String(move ?? "");
  if (m[1] === "0" && m[2] === "0") return "the poison";
  return `the square in row ${m[1]}, column ${m[2]}`;
}

/** A bar in words, from its row lengths "5,3,1": "rows of 5, 3 and 1 squares"; "1" -> "only the poison". */
export function barWords(position) {
  const rows = String(position ?? "")
    .split(",")
    .map(Number)
    .filter((n) => n > 0);
  if (rows.length === 0 || (rows.length === 1 && rows[0] === 1)) return "only the poison";
  return rows.length === 1 ? `one row of ${squares(rows[0])}` : `rows of ${andList(rows.map(formatCount))} squares`;
}

/**
 * A bar as a component of a sum names it, by its rows from the poison's up: "3,3,2" -> "a bar
 * of rows 3, 3 and 2", "4" -> "a bar of one row of 4", "1" -> "the poison alone".
 */
export function barState(text) {
  const rows = String(text)
    .split(",")
    .map((r) => formatCount(Number(r)));
  if (rows.length === 1 && rows[0] === "1") return "the poison alone";
  return rows.length === 1 ? `a bar of one row of ${rows[0]}` : `a bar of rows ${andList(rows)}`;
}

/** The bar a bite leaves on its button in a sum: "3, 3, 1". */
export const barLabel = (into) => (into.length === 0 ? "0" : into[0].replaceAll(",", ", "));

/** "the square in row 1, column 3, the square in row 2, column 0 or …": bites as choices. */
function list(moves) {
  const words = moves.map(biteWords);
  if (words.length === 1) return words[0];
  const shown = words.slice(0, 6);
  const more = words.length > 6 ? `; and ${words.length - 6} more` : "";
  return more ? `${shown.join("; ")}${more}` : `${shown.slice(0, -1).join("; ")}; or ${shown.at(-1)}`;
}

/**
 * One caption per step kind; `context.steps` is the whole explanation (a square's mirroring
 * changes some captions). An unknown kind gets a neutral caption: a newer core never breaks
 * an older page.
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
      return `A ${s.size}x${s.size} square. Bite the square diagonally next to the poison (row 1, column 1): what is left is an L with two arms of ${squares(s.size - 1)}.`;
    case "rectangle":
      return `A ${s.rows}x${s.cols} rectangle. Strategy stealing proves that the first player can win here, without finding the winning bite. Think about the smallest bite: the top-right square.`;
    case "topRight":
      return s.wins
        ? `Bite only the top-right square, leaving ${barWords(s.to)}. That is ${phrase("P")}: this bite wins outright.`
        : `Bite only the top-right square, leaving ${barWords(s.to)}. Suppose that loses: then the opponent has a winning reply to it.`;
    case "steal":
      return `The opponent's winning reply would be to bite ${biteWords(s.reply)}. But that bite eats the top-right square too, so on the full rectangle it leaves the same position, ${barWords(s.to)}. The first player can steal the reply and play it first. Either way there is a winning first bite.`;
    case "lShape": {
      const arms = `${squares(s.across)} right of the poison and ${squares(s.up)} above it`;
      if (has(steps, "square"))
        return `Now the bar is an L with equal arms, ${arms}. Mirror every bite across the diagonal: the same bite on the other arm.`;
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
      if (p < s.bottom)
        return `${intro} Here it is ${p}: biting the bottom row back to ${squares(p)} (the square in row 0, column ${p}) wins.`;
      return `${intro} Here it is ${p}, longer than this bottom row, so a winning bite must change the upper rows.`;
    }
    case "solver": {
      const what =
        s.outcome === "P"
          ? `${phrase("P")}: every bite leaves ${phrase("N")}`
          : `${phrase("N")}, ${bites(s.remoteness)} from the end with best play`;
      const winning = s.winning?.length
        ? ` ${s.winning.length === 1 ? "The winning bite is" : "A winning bite is"} ${list(s.winning)}.`
        : "";
      return `No shortcut here, so every position of the ${s.rows} by ${s.cols} board was worked out, from the smallest bars up. This one is ${what}.${winning}`;
    }
    case "bite":
      return s.remoteness === 0
        ? `So bite ${biteWords(s.move)}: only the poison is left for the opponent.`
        : `So bite ${biteWords(s.move)}, leaving ${barWords(s.to)}: ${outcomeFor("P", "the opponent")}, ${bites(s.remoteness)} from the end with best play.`;
    case "anyBite":
      // In a square's explanation the defence comes after the diagonal bite: the opponent's.
      return `Say ${has(steps, "square") ? "the opponent then bites" : "the player to move bites"} ${biteWords(s.move)}, leaving ${barWords(s.to)}: the longest defence, still ${bites(s.remoteness)} from the end.`;
    case "reply":
      if (has(steps, "lShape"))
        return `The answer is the mirror image, ${biteWords(s.move)}, leaving ${barWords(s.to)}: the arms are equal again.`;
      return `The answer is to bite ${biteWords(s.move)}, leaving ${barWords(s.to)}, ${phrase("P")} again. Whatever the player to move bites, there is such a reply.`;
    default:
      return "A step of the explanation.";
  }
}

/**
 * What the picture of step `index` shows: the position `before` a bite, the bite and the one
 * it leaves (`after`), as the core wrote them; steps without a bite show the explained one.
 */
export function pictureOf(steps, index, position) {
  const step = steps[index] ?? {};
  const earlier = (kind) => steps.slice(0, index).findLast((s) => s.kind === kind);
  switch (step.kind) {
    case "topRight":
    case "bite":
      return { before: position, bite: step.move, after: step.to };
    case "steal":
      return { before: earlier("topRight")?.to ?? position, bite: step.reply, after: step.to };
    case "anyBite":
      // In a square's explanation the defence is tried on the L the diagonal bite left.
      return { before: earlier("bite")?.to ?? position, bite: step.move, after: step.to, mirror: Boolean(earlier("lShape")) };
    case "reply":
      return { before: earlier("anyBite")?.to ?? position, bite: step.move, after: step.to, mirror: Boolean(earlier("lShape")) };
    case "lShape":
      return { before: earlier("bite")?.to ?? position, bite: null, after: null, mirror: true };
    case "square":
      return { before: position, bite: "r1c1", after: null, mirror: true };
    case "solver":
      return { before: position, bite: null, after: null, winning: step.winning ?? [] };
    default:
      return { before: position, bite: null, after: null };
  }
}
