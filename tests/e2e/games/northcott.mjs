// Northcott's game's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** a11y.test.mjs: slide white in row 1. */
export const a11y = { keys: ["ArrowRight", "Enter"] };

/** bad-input.test.mjs: the W box besides the shell's boxes, and a legal move from the start. */
export const badInput = { boxes: ["#w-input"], move: "1:1" };

/** ask-hides.test.mjs */
export const askHides = {
  spoilers: ["#disguise .heap-star", "#disguise .table-wrap", "#disguise .disguise-meaning", "#disguise .census .spoiler"],
};

/** classroom.test.mjs: moves the move box may take, tried in turn (a row and a column). */
export const classroom = { moves: range(1, 8).flatMap((r) => range(1, 10).map((c) => `${r}:${c}`)) };
