// Kayles' own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

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

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [{ position: "octal:0.07:8", k: 2 }];

/** classroom.test.mjs: moves the move box may take, tried in turn (a row and a pin). */
export const classroom = { moves: range(1, 8).flatMap((r) => range(1, 14).map((p) => `${r}:${p}`)) };
