// Chomp's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "r4c5" };

/** ask-hides.test.mjs: a square board, whose mirror line is a spoiler; screenshotted asking and answered. */
export const askHides = { hash: "#4,4,4,4", spoilers: ["#board .mirror-line", "#record .record-then"], screenshot: true };
