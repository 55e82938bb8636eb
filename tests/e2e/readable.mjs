// What a student reads in a caption: no move notation, no internal words, no list brackets, no
// "nothing". Shared by the unit tests of the step captions: impartial-units.test.mjs (the
// shared wording, impartial-words.js, and the search tree's) and each game's own
// <stem>-units.test.mjs (its own words module).

import assert from "node:assert/strict";

/** Words a caption must not hold: notation of moves and positions, and the machinery's words. */
export const FORBIDDEN = [
  [/\b\d+:\d/, "a move like 1:5"],
  [/\b\d+-\d+(\+\d+-\d+)*\b/, "a move like 2-1+3-2"],
  [/\br\d+c\d+\b/, "a bite like r1c3"],
  [/\[/, "list brackets"],
  [/\bnothing\b/, '"nothing" for an empty square or row'],
  [/\b(core|solver|swept|retrograde|find_solution)\b/i, "internal words"],
  [/\bb:\d|\bw:\d/, "a Northcott position"],
];

/** Fail if `text` (said at `where`) holds any of FORBIDDEN. */
export function assertReadable(text, where) {
  for (const [pattern, what] of FORBIDDEN) assert.doesNotMatch(text, pattern, `${where}: ${what} in "${text}"`);
}
