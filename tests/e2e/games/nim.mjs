// Nim's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "1-1" };

/** ask-hides.test.mjs: screenshotted asking and answered. */
export const askHides = { screenshot: true };
