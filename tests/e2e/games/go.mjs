// 2x2 Go's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "a" };

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [{ position: "ad", k: 2 }];

/** classroom.test.mjs: moves the move box may take, tried in turn (a pass; the computer's stone is ringed). */
export const classroom = { moves: ["pass"], ringed: true };

/** room.test.mjs: in projector mode, checked in the dark theme too. */
export const room = { dark: true };

/** shell.test.mjs: what the page's shared parts declare (the Hints toggle; no play rule; a Why? in words). */
export const shell = { hints: true, rule: false, why: "words" };

/** bundle.test.mjs: in the single-file bundle, from its card: a stone, and the computer's answer (a history of two moves). */
export const bundle = {
  does: "a stone and the computer's answer",
  move: (page) => page.locator('#board .point[data-point="a"]').click(),
  after: "a",
  replied: (position) => position.length === 2,
};
