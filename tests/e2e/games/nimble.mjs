// Nimble's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

import { pieceNames } from "../../../www/js/impartial-words.js";

/** a11y.test.mjs: coin 1, then square 0. */
export const a11y = { keys: ["Enter", "ArrowLeft", "Enter"] };

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "1:0" };

/** ask-hides.test.mjs */
export const askHides = {
  spoilers: ["#mirror-note", "#disguise .heap-star", "#disguise .table-wrap", "#disguise .star-sum", "#disguise .disguise-meaning"],
};

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [{ position: "1,3,6", k: 2 }];

/**
 * impartial-units.test.mjs: the coins' names (impartial-words.js pieceNames, as the page's), a step of a sum naming its
 * coin, and the board drawn from a position alone.
 */
export const impartialUnits = {
  names: pieceNames("coin"),
  steps: [
    {
      step: { kind: "reply", part: 1, move: "2:3", to: "3,3", grundy: 0 },
      context: {},
      match: /^The other player answers: coin 2 to square 3\. The value is 0 again, a P-position\.$/,
    },
  ],
  board: { draw: "drawNimble", position: "1,4", item: ".square", count: 11 },
};

/** shell.test.mjs: what the page's shared parts declare (the Hints toggle, the play rule). */
export const shell = { hints: true, rule: true };

/** bundle.test.mjs: in the single-file bundle, from its card: the last coin to square 1, and the computer's reply. */
export const bundle = {
  does: "a coin slides left and the computer replies",
  move: async (page) => {
    await page.locator('#board .square[data-square="7"]').click();
    await page.locator('#board .square[data-square="1"]').click();
  },
  after: "1,4,4,1",
};
