// Nim's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "1-1" };

/** ask-hides.test.mjs: screenshotted asking and answered. */
export const askHides = { screenshot: true };

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [
  { position: "3,4,5", k: 4 },
  { position: "misere:1,1,5", k: 2 },
];

/** classroom.test.mjs: moves the move box may take, tried in turn (one chip from a pile). */
export const classroom = { moves: range(1, 12).map((p) => `${p}-1`) };
