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

/** impartial-units.test.mjs: the board drawn from a position alone. */
export const impartialUnits = { board: { draw: "drawMoore", position: "1,2", item: ".token", count: 3 } };

/** room.test.mjs: in projector mode, checked with its Why? panel open. */
export const room = { why: true };

/** shell.test.mjs: what the page's shared parts declare (the Hints toggle; no play rule). */
export const shell = { hints: true, rule: false };

/** terms.test.mjs: the disguise panel's verdict (it waits for Hints). */
export const terms = [
  {
    hash: "#1,2,3",
    hints: true,
    selector: "#disguise .disguise-meaning",
    letters: /P-position|N-position/,
    words: /a position where the (previous|next) player wins/,
  },
];

/** bundle.test.mjs: in the single-file bundle, from its card: chips marked in two piles and taken, and the computer's reply. */
export const bundle = {
  does: "chips marked in two piles are taken and the computer replies",
  move: async (page) => {
    await page.locator('#board .token[data-pile="1"][data-index="3"]').click();
    await page.locator('#board .token[data-pile="2"][data-index="3"]').click();
    await page.click("#take");
  },
  after: "3,3,3",
};
