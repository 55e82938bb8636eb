// The words and marks the lessons (lessons.js) and the game record (lessons/record.js) share:
// how a player is named inside a sentence, what an outcome is worth to the player to move and
// to the one who just moved, and the outcome's letter in a disc of its colour.

import { el } from "../ui.js";
import { outcomeName } from "../settings.js";

/** "you", "the computer", "Player 2", "X": a player as the middle of a sentence names them. */
export const nameOf = (who) => (who === "computer" ? "the computer" : who);
/** "You", "Computer", "Player 2", "X": a player at the start of a record row. */
export const titleOf = (who) => (who === "you" ? "You" : who === "computer" ? "Computer" : who);
export const isAre = (who) => (who === "you" ? "are" : "is");

/** How good a position is for the player to move (2 win, 1 draw, 0 loss), or null if unknown. */
export const forMover = (outcome) => ({ N: 2, D: 1, P: 0 })[outcome] ?? null;
/** The same for the player who just moved into it. */
export const forPrevious = (outcome) => ({ N: 0, D: 1, P: 2 })[outcome] ?? null;
export const known = (outcome) => outcome === "P" || outcome === "N" || outcome === "D";

/** A letter disc in the outcome's colour: colour and letter together, never colour alone. */
export function outcomeDisc(outcome) {
  const letter = known(outcome) ? outcomeName(outcome, "short") : "?";
  return el("span", {
    class: ["lesson-disc", `lesson-disc-${known(outcome) ? outcome.toLowerCase() : "unknown"}`],
    "aria-hidden": "true",
    text: letter,
  });
}
