// Moore's Nim's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** a11y.test.mjs: mark a chip, then Take. */
export const a11y = { keys: ["Enter", "TAB:#take", "Enter"] };

/** bad-input.test.mjs: the k box besides the shell's boxes, and a legal move from the start. */
export const badInput = { boxes: ["#k-input"], move: "1-1" };

/** ask-hides.test.mjs: the table of column counts and its meaning, drawn after the core answers. */
export const askHides = {
  drawn: ["#disguise .disguise-meaning"],
  spoilers: ["#disguise .table-wrap", "#disguise .disguise-meaning"],
};

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [
  { position: "3,4,5", k: 3 },
  { position: "k=3:3,4,5,6", k: 2 },
];

/** classroom.test.mjs: moves the move box may take, tried in turn (one chip from a pile). */
export const classroom = { moves: range(1, 12).map((p) => `${p}-1`) };
