// 2x2 Go's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "a" };

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [{ position: "ad", k: 2 }];

/** classroom.test.mjs: moves the move box may take, tried in turn (a pass; the computer's stone is ringed). */
export const classroom = { moves: ["pass"], ringed: true };
