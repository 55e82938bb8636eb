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

/** impartial-units.test.mjs: the board drawn from a position alone. */
export const impartialUnits = { board: { draw: "drawNorthcott", position: "w:0-5,2-7", item: ".cell", count: 16 } };

/** shell.test.mjs: what the page's shared parts declare (the Hints toggle; no play rule; who moves first is in the position). */
export const shell = { hints: true, rule: false, first: "Who moves first (the side to move is in the position)" };

/** terms.test.mjs: the disguise panel's verdict, the gaps' nim-sum and the search agreeing (it waits for Hints). */
export const terms = [
  {
    hints: true,
    selector: "#disguise .disguise-meaning",
    letters: /they agree, an? [PN]-position/,
    words: /they agree, a position where the (previous|next) player wins/,
  },
];

/** bundle.test.mjs: in the single-file bundle, from its card: a white checker slides, and the computer moves black (white to move again). */
export const bundle = {
  does: "a white checker slides and the computer moves black",
  move: (page) => page.locator('#board .cell[data-row="2"][data-column="2"]').click(),
  after: "b:0-5,2-7,2-3",
  replied: (position) => position.startsWith("w:"),
};
