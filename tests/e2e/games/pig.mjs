// Pig's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/**
 * a11y.test.mjs: hold the turn's 6 (the arrow moves from Roll to Hold); the computer, 2 points
 * from the goal, answers with one roll (the seed fixes the die).
 */
export const a11y = { hash: "#seed=1:pig:100/0,98/p1:6", start: "pig:100/0,98/p1:6", keys: ["ArrowRight", "Enter"] };

/** bad-input.test.mjs: the goal's box besides the shell's boxes, and a legal move from the start. */
export const badInput = { boxes: ["#new-goal"], move: "roll" };

/**
 * ask-hides.test.mjs: Pig asks "is your chance above one half?": the chances (the badge, the
 * hint line) wait; nothing of the page's own is marked as a spoiler.
 */
export const askHides = { hash: "#seed=1:pig:100/20,10/p1:6", spoilers: [] };

/** classroom.test.mjs: moves the move box may take, tried in turn (a roll). */
export const classroom = { moves: ["roll"] };

/** step-urls.test.mjs: Pig keeps its die's seed in the address, before the position. */
export const stepUrls = [{ position: "seed=1:pig:100/20,10/p1:6", k: 2 }];

/** home.test.mjs: its card's drawing (Pig's die). */
export const home = { picture: { selector: ".die", count: 1 } };

/**
 * bundle.test.mjs: in the single-file bundle, the games of chance's module: opened at a Piglet
 * game of its own (the seed fixes the die), it solves its table and asks, and a roll moves on.
 */
export const bundle = {
  does: "its module solves its table and it rolls",
  hash: "#seed=4:piglet:10/0,0/p1:0",
  asks: "Your turn: roll or hold?",
  move: (page) => page.click('#board [data-action="roll"]'),
  reply: false,
};
