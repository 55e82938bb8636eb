// Domineering's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "1,1" };

/** ask-hides.test.mjs: a smaller board. */
export const askHides = { hash: "#L:..#../..#.." };

/** classroom.test.mjs: moves the move box may take, tried in turn (a domino by its square; the computer's domino is ringed). */
export const classroom = { moves: range(1, 8).flatMap((r) => range(1, 8).map((c) => `${r},${c}`)), ringed: true };

/** home.test.mjs: its card's drawing (Domineering's squares, at least four). */
export const home = { picture: { selector: ".dom-cell", atLeast: 4 } };

/** values.test.mjs: a board of its own typed in the values lab as a game, and the value its card shows. */
export const values = { term: "domineering(2x3)", value: "{2 | -1/2}" };
