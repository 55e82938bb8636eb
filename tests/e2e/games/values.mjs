// The values lab's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** a11y.test.mjs: Left's second option in part 1. */
export const a11y = { keys: ["ArrowRight", "Enter"] };

/**
 * bad-input.test.mjs: the boxes of G and H besides the shell's boxes (their cards keep the last
 * good answer), and a legal move from the start. -3 is a game (Right is three moves ahead), so
 * "negative" is good in the boxes that take a game, and in the address.
 */
export const badInput = {
  boxes: [
    { input: "#g-input", skip: ["negative"], keep: "#g-card" },
    { input: "#h-input", skip: ["negative"], keep: "#h-card" },
    { input: "#new-position", skip: ["negative"] },
  ],
  goodHashes: ["negative"],
  move: "1:1",
};

/**
 * classroom.test.mjs: no game against the computer of its own (it plays games typed in its own
 * boxes; values.test.mjs checks them): the checks of the turn loop leave it out.
 */
export const classroom = { computer: false };
