// Moore's Nim's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** a11y.test.mjs: mark a chip, then Take. */
export const a11y = { keys: ["Enter", "TAB:#take", "Enter"] };

/** bad-input.test.mjs: the k box besides the shell's boxes, and a legal move from the start. */
export const badInput = { boxes: ["#k-input"], move: "1-1" };

/** ask-hides.test.mjs: the table of column counts and its meaning, drawn after the core answers. */
export const askHides = {
  drawn: ["#disguise .disguise-meaning"],
  spoilers: ["#disguise .table-wrap", "#disguise .disguise-meaning"],
};
