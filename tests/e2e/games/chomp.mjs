// Chomp's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "r4c5" };

/** ask-hides.test.mjs: a square board, whose mirror line is a spoiler; screenshotted asking and answered. */
export const askHides = { hash: "#4,4,4,4", spoilers: ["#board .mirror-line", "#record .record-then"], screenshot: true };

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [{ position: "4,3", k: 2 }];

/** classroom.test.mjs: moves the move box may take, tried in turn (a square, never the poison). */
export const classroom = {
  moves: range(0, 9)
    .flatMap((r) => range(0, 9).map((c) => `r${r}c${c}`))
    .filter((m) => m !== "r0c0"),
};
