// 2x2 Go's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "a" };
