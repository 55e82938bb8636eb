// Corner the Lady's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** a11y.test.mjs: the queen's square, then (3, 6). */
export const a11y = { keys: ["ArrowLeft", "Enter"] };

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "1:2,6" };

/** ask-hides.test.mjs: two queens, with the Values box on; screenshotted asking and answered. */
export const askHides = {
  hash: "#3,5;2,2",
  check: ["#values"],
  spoilers: [
    "#board .cell-value",
    "#board .board-title .spoiler",
    "#disguise .heap-star",
    "#disguise .table-wrap",
    "#disguise .star-sum",
    "#disguise .disguise-meaning",
  ],
  screenshot: true,
};

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [{ position: "3,5", k: 2 }];

/** classroom.test.mjs: moves the move box may take, tried in turn (a queen and a square). */
export const classroom = { moves: range(1, 4).flatMap((q) => range(0, 14).flatMap((x) => range(0, 14).map((y) => `${q}:${x},${y}`))) };
