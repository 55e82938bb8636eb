// Tic-tac-toe's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** bad-input.test.mjs: the tree's start besides the shell's boxes, and a legal move from the start. */
export const badInput = { boxes: [{ input: "#tree-position", keep: "#tree-summary" }], move: "5" };

/**
 * ask-hides.test.mjs: the searches' value and the tree's summary, drawn after the searches
 * answer; screenshotted asking and answered.
 */
export const askHides = {
  drawn: ["#search-value[data-value]", "#tree-summary .spoiler"],
  spoilers: ["#search-value", "#tree-summary .spoiler", "#record .record-then"],
  screenshot: true,
};
