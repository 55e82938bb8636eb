// The Scoring game's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** a11y.test.mjs: the chip's square, then square 20. */
export const a11y = { keys: ["ArrowLeft", "Enter"] };

/** bad-input.test.mjs: the subtraction set's box besides the shell's boxes, and a legal move. */
export const badInput = {
  // A thousand 2s is the set {2}: a good set.
  boxes: [{ input: "#set-input", skip: ["a thousand piles"] }],
  move: "1:20",
};

/** ask-hides.test.mjs: two chips on one square and one alone, with the Values box on. */
export const askHides = {
  hash: "#7,7,5",
  check: ["#values"],
  spoilers: [
    "#board .omark",
    "#board .gval",
    "#mirror-note",
    "#disguise .heap-star",
    "#disguise .table-wrap",
    "#disguise .star-sum",
    "#disguise .disguise-meaning",
    "#record .record-then",
  ],
};

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [
  { position: "7,7", k: 3 },
  { position: "S=1,3,4:9,4", k: 2 },
];
