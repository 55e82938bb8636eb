// Nim's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

import { caption, tableView, pilesWords } from "../../../www/js/nim-words.js";

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "1-1" };

/**
 * ask-hides.test.mjs: screenshotted asking and answered. Between two people, from 3,4,5 Player 1
 * takes 1 from pile 3: 3,4,4 is an N-position for Player 2, who is asked next.
 */
export const askHides = {
  screenshot: true,
  twoPlayers: {
    hash: "#3,4,5",
    move: '#board .token[data-pile="2"][data-index="4"]',
    after: "3,4,4",
    note: /^That move loses: the reply “take 3 from pile 1” returns Player 1 to a P-position\.$/,
  },
};

/**
 * step-urls.test.mjs: positions and the Why? step to open them at; on 3,4,5 the address's other
 * uses too (another position, a move, and what step 7 marks: a pile or a column).
 */
export const stepUrls = [
  { position: "3,4,5", k: 4, along: { other: "1,2,3", move: "1-2", marked: "#board .pile.hl-pile, #why-table .hl-col" } },
  { position: "misere:1,1,5", k: 2 },
];

/** classroom.test.mjs: moves the move box may take, tried in turn (one chip from a pile). */
export const classroom = { moves: range(1, 12).map((p) => `${p}-1`) };

/** impartial-units.test.mjs: a heap as a component of a sum, and the board drawn from a position alone. */
export const impartialUnits = {
  sumPart: {
    name: "Nim",
    options: [
      ["0", "an empty heap"],
      ["3", "a heap of 3"],
    ],
  },
  board: { draw: "drawNim", position: "3,4,5", item: ".token", count: 12 },
};

/** room.test.mjs: in projector mode, checked in the dark theme and with its Why? panel open. */
export const room = { dark: true, why: true };

/**
 * shell.test.mjs: what the page's shared parts declare (the Hints toggle, the play rule, the
 * position's box, a Why? with the nim-sum's table and no mex), its Hints in the top half in
 * projector mode, a wide Why? table on a phone, a position one click from the end, and the
 * stylesheets shell.js writes for it.
 */
export const shell = {
  hints: true,
  rule: true,
  position: "new-piles",
  why: "table",
  projector: true,
  phoneWhy: "#9,21,30,17",
  lastMove: { hash: "#1", click: "#board .token" },
  sheets: ["css/grundy.css", "css/board.css", "css/boards/nim.css", "css/lessons.css"],
};

/**
 * home.test.mjs: its card's drawing (3,4,5 as Nim's piles), its misère link, and its limits
 * in the card's details.
 */
export const home = {
  picture: { selector: ".token", count: 12 },
  variants: { "nim:misere": "#misere:3,4,5" },
  limits: /max piles 64/,
};

/**
 * lesson.test.mjs: "Add to lesson" at a position of its own: the questions it offers, and the
 * one a lesson is built with.
 */
export const lesson = { hash: "#3,4,5", questions: ["pn", "winningMove", "grundy"], add: "winningMove" };

/**
 * terms.test.mjs: Why? captions that name an outcome: the last step of 3,4,5 (the move's check),
 * then, loaded with words on, the zero nim-sum of 1,2,3.
 */
export const terms = [
  {
    hash: "#3,4,5@why=99",
    kind: "check",
    letters: "New nim-sum is 0: a P-position for your opponent.",
    words: "New nim-sum is 0: a position where the previous player wins, with your opponent to move.",
    screenshot: true,
  },
  {
    hash: "#1,2,3@why=1",
    position: "1,2,3",
    kind: "zeroSum",
    words: /^The nim-sum is 0: a position where the previous player wins\./,
    letters: /^The nim-sum is 0: a P-position\./,
  },
];

/** a11y.test.mjs: its focus ring checked in projector mode too. */
export const a11y = { rings: [{ projector: true }] };

/**
 * bundle.test.mjs: in the single-file bundle, from its card: its title, a click that takes
 * chips, the computer's reply and the status after it, then a move typed in the move box (one
 * chip from the first pile left).
 */
export const bundle = {
  does: "a click takes chips and the computer replies",
  title: "Nim 3,4,5 · Grundy",
  move: (page) => page.locator('#board .token[data-pile="0"][data-index="1"]').click(),
  after: "1,4,5",
  status: "Your turn",
  typed: (position) =>
    `${
      position
        .split(",")
        .map(Number)
        .findIndex((n) => n > 0) + 1
    }-1`,
};

/** The binary table's steps for 3,4,5: the piles, then `more`. */
const tableSteps = (...more) => [{ kind: "piles", piles: [3, 4, 5], width: 3, binary: ["011", "100", "101"], play: "normal" }, ...more];
const moveSteps = tableSteps(
  { kind: "newSize", pile: 0, from: 3, to: 1, binary: "001" },
  { kind: "take", pile: 0, count: 2, move: "1-2", to: "1,4,5" },
  { kind: "check", piles: [1, 4, 5], binary: ["001", "100", "101"], nimSum: 0 },
);
const moveBase = { piles: [3, 4, 5], nimSum: 2 };
const columnView = () =>
  tableView(tableSteps({ kind: "column", column: 2, ones: 2, piles: [1, 2], bit: 0 }), 1, { piles: [3, 4, 5], nimSum: 2 });

/**
 * units.test.mjs: the wording of Nim's explanation steps and its binary table (nim-words.js),
 * without a browser: each case a call and what it returns (or a pattern its text matches).
 */
export const units = [
  {
    what: "column captions say how many ones and what the nim-sum gets there",
    cases: [
      [
        () => caption({ kind: "column", column: 2, ones: 2, piles: [1, 2], bit: 0 }),
        "Column 4: two 1s, an even number, so the nim-sum has 0 here.",
      ],
      [
        () => caption({ kind: "column", column: 0, ones: 1, piles: [0], bit: 1 }),
        "Column 1: one 1, an odd number, so the nim-sum has 1 here.",
      ],
    ],
  },
  {
    what: "captions for choosing, taking and checking a Nim move",
    cases: [
      [() => caption({ kind: "choosePile", pile: 0, size: 3 }), "Take from pile 1 (3 chips)."],
      [
        () => caption({ kind: "take", pile: 0, count: 2, move: "1-2", to: "1,4,5" }),
        "So take 2 chips from pile 1, leaving piles of 1, 4 and 5 chips.",
      ],
      [
        () => caption({ kind: "check", piles: [1, 4, 5], binary: ["001", "100", "101"], nimSum: 0 }),
        "New nim-sum is 0: a P-position for your opponent.",
      ],
      [() => caption({ kind: "leftmostOne", column: 1 }), /column 2/],
      [() => caption({ kind: "candidates", column: 1, piles: [0, 2] }), /^Piles 1 and 3 have a 1 in column 2/],
      [() => caption({ kind: "terminal", play: "normal", outcome: "P" }), /P-position/],
      [() => caption({ kind: "terminal", play: "misere", outcome: "N" }), /N-position/],
      [() => caption({ kind: "misereOnes", ones: 3, outcome: "P" }), /^Three piles of one chip, an odd number/],
      [() => caption({ kind: "somethingNew" }), /somethingNew/, "an unknown step kind still gets a caption"],
    ],
  },
  {
    what: "the binary table highlights a column step's column, its ones and the nim-sum bit",
    cases: [
      [() => columnView().width, 3],
      [() => columnView().rows.map((r) => r.bits), ["011", "100", "101"]],
      [() => [...columnView().hlCols], [2]],
      [() => [...columnView().hlBits].sort(), ["1:2", "2:2"]],
      [() => [...columnView().hlSumBits], [2]],
      [() => columnView().sum.bits, "010"],
    ],
  },
  {
    what: "after the move is chosen the table shows the pile's new size and the check's nim-sum",
    cases: [
      [() => tableView(moveSteps, 1, moveBase).rows[0].bits, "001"],
      [() => [...tableView(moveSteps, 1, moveBase).rows[0].changed], [1]],
      [() => tableView(moveSteps, 2, moveBase).takePile, 0],
      [() => tableView(moveSteps, 2, moveBase).takeCount, 2],
      [() => tableView(moveSteps, 3, moveBase).sum.bits, "000"],
      [() => tableView(moveSteps, 3, moveBase).hlSum, true],
    ],
  },
  {
    what: "a Nim position in words",
    cases: [
      [() => pilesWords("1,4,5"), "piles of 1, 4 and 5 chips"],
      [() => pilesWords("3"), "a pile of 3 chips"],
      [() => pilesWords("0,0"), "no chips at all"],
    ],
  },
];
