// The Scoring game's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

import { pieceNames } from "../../../www/js/impartial-words.js";

/** a11y.test.mjs: the chip's square, then square 20. */
export const a11y = { keys: ["ArrowLeft", "Enter"] };

/** bad-input.test.mjs: the subtraction set's box besides the shell's boxes, and a legal move. */
export const badInput = {
  // A thousand 2s is the set {2}: a good set.
  boxes: [{ input: "#set-input", skip: ["a thousand piles"] }],
  move: "1:20",
};

/**
 * ask-hides.test.mjs: two chips on one square and one alone, with the Values box on. The chip's
 * square is named with its outcome and value (square 21: an N-position of value 1) but not
 * while asking. From square 21, the move to square 19 loses: the perfect computer answers 1:16.
 */
export const askHides = {
  names: {
    hash: "#21",
    check: ["#values"],
    selector: '#board .square[data-square="21"]',
    full: ["square 21, N-position, Grundy value 1, chip 1 here"],
    asking: ["square 21, chip 1 here"],
  },
  losingMove: {
    hash: "#21",
    move: '#board .square[data-square="19"]',
    reply: "16",
    note: "That move loses: the reply “chip 1 to square 16” returns you to a P-position. The computer did just that.",
    seen: "That move loses: the reply “chip 1 to square 16”. The computer did just that.",
    said: "That move loses: the reply “chip 1 to square 16”",
  },
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

/**
 * impartial-units.test.mjs: the chips' names (impartial-words.js pieceNames, as the page's), table rows worded as the mex
 * of their options (the first also drawn as the mex picture; the last's options come unsorted),
 * a game named by its subtraction set, the steps of a sum naming its chips, and the board drawn
 * from a position alone.
 */
export const impartialUnits = {
  names: pieceNames("chip"),
  options: [["0", "square 0"]],
  gameNames: [["scoring:1,3,4", "Scoring by 1, 3 or 4"]],
  tableRows: [
    {
      step: {
        kind: "tableRow",
        game: "scoring:1,2,3",
        state: "5",
        options: [
          { state: "4", grundy: 0 },
          { state: "3", grundy: 3 },
          { state: "2", grundy: 2 },
        ],
        grundy: 1,
      },
      text: "Square 5 can move to square 2, square 3 or square 4, with values {0, 2, 3}. The smallest value not in that set (the mex) is 1, so g(5) = 1.",
      mex: { cells: [0, 1, 2, 3, 4], present: [0, 2, 3], mex: [1] },
    },
    {
      step: { kind: "tableRow", game: "scoring:1,2,3", state: "0", options: [], grundy: 0 },
      match: /^Square 0: no move is possible\. The mex of the empty set is 0, so g\(0\) = 0: a P-position\.$/,
    },
    {
      step: { kind: "tableRow", game: "scoring:1,2,3", state: "1", options: [{ state: "0", grundy: 0 }], grundy: 1 },
      match: /^Square 1 can move to square 0, with values \{0\}/,
    },
    {
      step: {
        kind: "tableRow",
        game: "scoring:1,2,3",
        state: "9",
        options: [
          { state: "8", grundy: 0 },
          { state: "6", grundy: 2 },
          { state: "7", grundy: 3 },
        ],
        grundy: 1,
      },
      match: /^Square 9 can move to square 6, square 7 or square 8, with values \{0, 2, 3\}/,
    },
  ],
  // The steps of a sum of two chips, of values 3 and 1 (the context's values), each named by its chip.
  steps: [
    {
      step: { kind: "target", part: 0, from: 3, to: 1 },
      context: { values: [3, 1], play: "normal" },
      text: "Move in chip 1: its value 3 must become 3 xor 2 = 1, so that the nim-sum becomes 0.",
    },
    {
      step: { kind: "move", part: 0, move: "1:5", to: "5,5", grundy: 0 },
      context: { values: [3, 1], play: "normal" },
      text: "So make this move: chip 1 to square 5. The position it leaves has value 0: a P-position for the other player.",
    },
    {
      step: { kind: "mirror", parts: [0, 1] },
      context: { values: [3, 3] },
      match: /Tweedledum and Tweedledee.*3 xor 3 = 0/,
    },
    {
      step: { kind: "example", part: 0, move: "1:6", to: "6,7", grundy: 1 },
      context: { values: [3, 1], play: "normal" },
      match: /^Say the player to move makes this move: chip 1 to square 6\. The value becomes 1\.$/,
    },
    {
      step: { kind: "target", part: 0, from: 1, to: 0 },
      context: { values: [1] },
      match: /value is 1, not 0: move to a position of value 0/,
    },
    {
      step: { kind: "misere", outcome: "P", remoteness: 3 },
      context: { values: [3, 1], play: "normal" },
      match: /Misère play.*P-position.*3 more moves/,
    },
  ],
  board: { draw: "drawScoringLine", position: "7", item: ".square", count: 21 },
};

/** room.test.mjs: in projector mode, checked in the dark theme and with its Why? panel open. */
export const room = { dark: true, why: true };

/**
 * shell.test.mjs: what the page's shared parts declare (the Hints toggle, the play rule), and a
 * position whose Why? has more than 8 steps.
 */
export const shell = { hints: true, rule: true, whySteps: "#7,7" };

/** home.test.mjs: its card's drawing (the Scoring line's chip). */
export const home = { picture: { selector: ".chip", count: 1 } };

/**
 * terms.test.mjs: the Why? caption at the first step that names a P-position (a square of value
 * 0, or the nim-sum 0; in words, or the table's last row, the pattern of P-positions), with the
 * period line (it waits for Hints) and the legend's static words.
 */
export const terms = [
  {
    hash: "#7,7@why=1",
    hints: true,
    until: /P-position/,
    letters: /P-position/,
    words: /a position where the previous player wins|Previous-player-win positions/,
    also: [
      {
        selector: "#period-line",
        letters: /^P-positions repeat every 4 squares from square 0/,
        words: /^Previous-player-win positions repeat every 4 squares from square 0/,
      },
      { selector: '.legend-item [data-outcome-term="P"]', words: "previous player wins" },
    ],
  },
];

/**
 * screen.test.mjs: the line to 21 is wider than a phone at a fingertip a square: its frame
 * scrolls, opened at the chip on square 21.
 */
export const screen = { wide: true };

/** bundle.test.mjs: in the single-file bundle, from its card: the chip to square 20, and the computer's reply (1, 2 or 3 squares on). */
export const bundle = {
  does: "the chip moves to a square and the computer replies",
  move: (page) => page.locator('#board .square[data-square="20"]').click(),
  after: "20",
  replied: (position) => ["19", "18", "17"].includes(position),
};
