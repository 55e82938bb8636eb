// Nimble's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

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
