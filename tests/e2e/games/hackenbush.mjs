// Hackenbush's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "1" };

/** classroom.test.mjs: moves the move box may take, tried in turn (an edge by its number). */
export const classroom = { moves: range(1, 60).map(String) };

/**
 * lesson.test.mjs: "Add to lesson" at a position of its own: the questions it offers (a
 * partizan game's), and the one a lesson is built with.
 */
export const lesson = { hash: "#L:BR", questions: ["outcomeClass", "winningMove", "value"], add: "value" };
