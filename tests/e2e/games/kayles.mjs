// Kayles' own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** a11y.test.mjs: choose the first pin, knock it down alone. */
export const a11y = { keys: ["Enter", "Enter"] };

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "1:4" };

/** ask-hides.test.mjs: screenshotted asking and answered. */
export const askHides = {
  spoilers: [
    "#board .row-value",
    "#sequence",
    "#disguise .heap-star",
    "#disguise .heap-chips",
    "#disguise .table-wrap",
    "#disguise .star-sum",
    "#disguise .disguise-meaning",
  ],
  screenshot: true,
};
