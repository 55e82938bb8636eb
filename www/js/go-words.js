// Words for 2x2 Go: the points named, a move and what it captured, and each step of the core's
// minimax (a move's value, the best move, the best line) in a sentence; the search lab's tree
// words are search-words.js'.

import { plural } from "./search-words.js";

/** 2x2 Go's points, as the core names them. */
export const POINT_NAMES = { a: "the top-left point", b: "the top-right point", c: "the bottom-left point", d: "the bottom-right point" };

/** "Black plays the top-left point, capturing 1 white stone (the top-right point)", "White passes": a move and the points it emptied. */
export const goMoveWords = (side, move, gone = []) =>
  move === "pass"
    ? `${side} passes`
    : `${side} plays ${POINT_NAMES[move] ?? "a point"}${captureWords(gone, side === "Black" ? "white" : "black")}`;

/** "Black wins by 2", "White wins by 1", "a draw" for a final score Black − White. */
const goResult = (score) => (score ? `${score > 0 ? "Black" : "White"} wins by ${Math.abs(score)}` : "a draw");

/** "Black is ahead by 2", "White is ahead by 1", "level" for a score Black − White so far. */
const goScoreSoFar = (score) => (score ? `${score > 0 ? "Black" : "White"} is ahead by ${Math.abs(score)}` : "the two sides are level");

/** What a value is worth to the player moving: "wins by 2", "draws", "loses by 1". */
const margin = (value) => (value ? `${value > 0 ? "wins" : "loses"} by ${Math.abs(value)}` : "draws");

/** ", capturing 1 white stone (the top-right point)" for the points `gone`, or "". */
export const captureWords = (gone, colour) =>
  gone.length ? `, capturing ${plural(gone.length, `${colour} stone`)} (${gone.map((p) => POINT_NAMES[p]).join(", ")})` : "";

/**
 * A 2x2 Go step in words. ctx: { side ("Black" or "White"), score (Black − White on the board
 * explained), count (moves valued), lineLength }. A line step carries { index (from 1), move,
 * side, captured (points), score (Black − White after it), over }.
 */
export function goCaption(step, ctx) {
  const { side } = ctx;
  switch (step.kind) {
    case "over":
      return `The game is over: both players passed. Counting stones and surrounded points, ${goResult(ctx.score)}.`;
    case "moveValue": {
      const what = step.value > 0 ? "this move wins" : step.value < 0 ? "this move loses" : "this move draws";
      return `${goMoveWords(side, step.move)}: with best play after it, ${side} ${margin(step.value)}, so ${what}.`;
    }
    case "best":
      return (
        `Minimax: ${side} takes the best of these ${ctx.count} moves: ${step.move === "pass" ? "passing" : POINT_NAMES[step.move]}, ` +
        `where ${side} ${margin(step.value)}. ` +
        (ctx.lineLength ? `Next: the best line, move by move, to the end of the game.` : "")
      );
    case "line": {
      const first = `Move ${step.index} of the best line: ${goMoveWords(step.side, step.move, step.captured)}.`;
      if (step.over) {
        return `${first} Two passes in a row end the game. Counting stones and surrounded points, ${goResult(step.score)}.`;
      }
      return `${first} Counting stones and surrounded points so far, ${goScoreSoFar(step.score)}.`;
    }
    default:
      return "";
  }
}
