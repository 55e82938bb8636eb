// Toads and Frogs' own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "1:2" };
