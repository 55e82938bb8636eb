// Kayles' own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

import { kaylesNames } from "../../../www/js/boards/kayles.js";

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** a11y.test.mjs: choose the first pin, knock it down alone. */
export const a11y = { keys: ["Enter", "Enter"] };

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "1:4" };

/**
 * ask-hides.test.mjs: screenshotted asking and answered; the rows' names say their values with
 * Hints on (5,3: rows of value 4 and 3), and leave them out while asking, as the values drawn
 * beside the rows and the record's "then" column.
 */
export const askHides = {
  names: {
    hash: "#5,3",
    selector: "#board .pin-row",
    full: ["row 1: 5 pins, Grundy value 4", "row 2: 3 pins, Grundy value 3"],
    asking: ["row 1: 5 pins", "row 2: 3 pins"],
    counts: [
      ["#board .row-value", 2],
      ["#record .record-then", 1],
    ],
  },
  spoilers: [
    "#board .row-value",
    "#sequence",
    "#disguise .heap-star",
    "#disguise .heap-chips",
    "#disguise .table-wrap",
    "#disguise .star-sum",
    "#disguise .disguise-meaning",
  ],
  screenshot: true,
};

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [{ position: "octal:0.07:8", k: 2 }];

/** classroom.test.mjs: moves the move box may take, tried in turn (a row and a pin). */
export const classroom = { moves: range(1, 8).flatMap((r) => range(1, 14).map((p) => `${r}:${p}`)) };

/**
 * impartial-units.test.mjs: the rows' names (boards/kayles.js), table rows worded as the mex
 * of their options (a row of 1 pin worded the same as a component of a sum), Dawson's Kayles
 * named, a row as a component of a sum, and the board drawn from a position alone.
 */
export const impartialUnits = {
  names: kaylesNames,
  moves: [
    [0, "0", "knock down all of row 1"],
    [1, "1+2", "row 2 becomes rows of 1 and 2"],
  ],
  options: [["0", "an empty row"]],
  gameNames: [["octal:0.07", "Dawson's Kayles"]],
  sumPart: {
    name: "Kayles",
    options: [
      ["0", "an empty row"],
      ["1+3", "rows of 1 and 3"],
    ],
  },
  tableRows: [
    {
      step: {
        kind: "tableRow",
        game: "kayles",
        state: "4",
        options: [
          { state: "3", grundy: 3 },
          { state: "1+2", grundy: 3 },
          { state: "2", grundy: 2 },
          { state: "1+1", grundy: 0 },
        ],
        grundy: 1,
      },
      match: /^A row of 4 pins can move to rows of 1 and 1, a row of 2 pins, rows of 1 and 2, or a row of 3 pins, with values \{0, 2, 3\}/,
    },
    {
      step: { kind: "tableRow", game: "kayles", state: "1", options: [{ state: "0", grundy: 0 }], grundy: 1 },
      text: "A row of 1 pin can move to an empty row, with values {0}. The smallest value not in that set (the mex) is 1, so g(1) = 1.",
      inSum: /can move to an empty row/,
    },
    {
      step: {
        kind: "tableRow",
        game: "kayles",
        state: "2",
        options: [
          { state: "", grundy: 0 },
          { state: "1", grundy: 1 },
        ],
        grundy: 2,
      },
    },
  ],
  board: { draw: "drawKayles", position: "5,3", item: ".pin", count: 8 },
};

/** room.test.mjs: in projector mode, checked with its Why? panel open. */
export const room = { why: true };

/**
 * shell.test.mjs: what the page's shared parts declare (the Hints toggle, the play rule), its
 * Hints in the top half in projector mode, and a wide Why? table on a phone.
 */
export const shell = { hints: true, rule: true, projector: true, phoneWhy: "#9,7,5" };

/**
 * home.test.mjs: its card's drawing (Kayles' pins), and Dawson's Kayles, the page's second
 * game: its misère link (the rule before the game in the hash) and its name on the page.
 */
export const home = {
  picture: { selector: ".pin", count: 8 },
  variants: { "octal:0.07:misere": "#misere:octal:0.07:8" },
  names: { "octal:0.07": "Dawson's Kayles" },
};

/** lesson.test.mjs: "Add to lesson" at a position of its own, and the question a lesson is built with. */
export const lesson = { hash: "#5", add: "grundy" };

/** bundle.test.mjs: in the single-file bundle, from its card: two pins of row 1 knocked down, and the computer's reply. */
export const bundle = {
  does: "two pins knocked down and the computer replies",
  move: async (page) => {
    await page.locator('#board .pin[data-part="0"][data-pin="1"]').click();
    await page.locator('#board .pin[data-part="0"][data-pin="2"]').click();
  },
  after: "1,2,3",
};
