// Unit tests of the pure modules behind the impartial-game pages: the captions of the core's
// steps (impartial-words, moore-words, northcott-words), the binary table views, the mex
// picture and the names of each page's components. They import the very files the pages load.
// The boards of boards/<board>.js build SVG, so their test runs in the browser.

import { test, before, after } from "node:test";
import { useBrowser, open, assertClean } from "./harness.mjs";
import assert from "node:assert/strict";
import {
  caption,
  valuesView,
  mexView,
  periodText,
  zeros,
  numberList,
  moveInto,
  listAnd,
  listOr,
  sortOptions,
  scoringNames,
  kaylesNames,
  wythoffNames,
  nimbleNames,
  sumNames,
  gameName,
} from "../../www/js/impartial-words.js";
import { mooreCaption, mooreView, takesOf, kText } from "../../www/js/moore-words.js";
import { northcottCaption, gapsView } from "../../www/js/northcott-words.js";
import { caption as chompCaption, biteWords, barWords } from "../../www/js/chomp-words.js";
import { caption as nimCaption } from "../../www/js/nim-words.js";
import { treeCaption, windowText } from "../../www/js/search-words.js";

const row5 = {
  kind: "tableRow",
  game: "scoring:1,2,3",
  state: "5",
  options: [
    { state: "4", grundy: 0 },
    { state: "3", grundy: 3 },
    { state: "2", grundy: 2 },
  ],
  grundy: 1,
};

test("a table row is worded as the mex of its options' values", () => {
  assert.equal(
    caption(row5, { names: scoringNames }),
    "Square 5 can move to square 2, square 3 or square 4, with values {0, 2, 3}. The smallest value not in that set (the mex) is 1, so g(5) = 1.",
  );
  assert.match(
    caption({ kind: "tableRow", game: "scoring:1,2,3", state: "0", options: [], grundy: 0 }, { names: scoringNames }),
    /^Square 0: no move is possible\. The mex of the empty set is 0, so g\(0\) = 0: a P-position\.$/,
  );
  const kayles = {
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
  };
  assert.match(
    caption(kayles, { names: kaylesNames }),
    /^A row of 4 pins can move to rows of 1 and 1, a row of 2 pins, rows of 1 and 2, or a row of 3 pins, with values \{0, 2, 3\}/,
  );
});

test("the mex picture lists 0..top, marks the values reached and rings the core's value", () => {
  const view = mexView(row5);
  assert.deepEqual(
    view.cells.map((c) => c.value),
    [0, 1, 2, 3, 4],
  );
  assert.deepEqual(
    view.cells.filter((c) => c.present).map((c) => c.value),
    [0, 2, 3],
  );
  assert.deepEqual(
    view.cells.filter((c) => c.mex).map((c) => c.value),
    [1],
  );
});

test("sum steps: target, move, mirror, example and reply name the component", () => {
  const ctx = { names: scoringNames, values: [3, 1], play: "normal" };
  assert.equal(
    caption({ kind: "target", part: 0, from: 3, to: 1 }, ctx),
    "Move in chip 1: its value 3 must become 3 xor 2 = 1, so that the nim-sum becomes 0.",
  );
  assert.equal(
    caption({ kind: "move", part: 0, move: "1:5", to: "5,5", grundy: 0 }, ctx),
    "So make this move: chip 1 to square 5. The position it leaves has value 0: a P-position for the other player.",
  );
  assert.match(
    caption({ kind: "mirror", parts: [0, 1] }, { names: scoringNames, values: [3, 3] }),
    /Tweedledum and Tweedledee.*3 xor 3 = 0/,
  );
  assert.match(
    caption({ kind: "example", part: 0, move: "1:6", to: "6,7", grundy: 1 }, ctx),
    /^Say the player to move makes this move: chip 1 to square 6\. The value becomes 1\.$/,
  );
  assert.match(
    caption({ kind: "reply", part: 1, move: "2:3", to: "3,3", grundy: 0 }, { names: nimbleNames }),
    /^The other player answers: coin 2 to square 3\. The value is 0 again, a P-position\.$/,
  );
  assert.match(
    caption({ kind: "target", part: 0, from: 1, to: 0 }, { names: scoringNames, values: [1] }),
    /value is 1, not 0: move to a position of value 0/,
  );
  assert.match(caption({ kind: "misere", outcome: "P", remoteness: 3 }, ctx), /Misère play.*P-position.*3 more moves/);
  assert.match(caption({ kind: "terminal", play: "normal", outcome: "P" }), /P-position, with Grundy value 0/);
  assert.match(caption({ kind: "brandNew" }), /brandNew/, "an unknown kind still gets a caption");
});

test("the values table follows the column steps and the target's new value", () => {
  const analysis = {
    parts: [
      { part: 0, state: "7", grundy: 3 },
      { part: 1, state: "5", grundy: 1 },
    ],
    nimSum: 2,
  };
  const steps = [
    { kind: "piles", piles: [3, 1], width: 2, binary: ["11", "01"], play: "normal" },
    { kind: "column", column: 1, ones: 1, piles: [0], bit: 1 },
    { kind: "target", part: 0, from: 3, to: 1 },
    { kind: "move", part: 0, move: "1:5", to: "5,5", grundy: 0 },
  ];
  const col = valuesView(steps, 1, analysis);
  assert.deepEqual([...col.hlBits], ["0:1"]);
  const target = valuesView(steps, 2, analysis);
  assert.equal(target.rows[0].bits, "01");
  assert.deepEqual([...target.rows[0].changed], [1]);
  const move = valuesView(steps, 3, analysis);
  assert.equal(move.sum.value, 0);
  assert.equal(move.hlSum, true);
  const gaps = valuesView(steps, 0, analysis, [4, 4]);
  assert.deepEqual(
    gaps.rows.map((r) => r.size),
    [4, 4],
    "values can replace the parts' values",
  );
});

test("periods, P-position lists, move texts and names", () => {
  assert.equal(periodText({ start: 0, period: 4 }), "The Grundy values repeat every 4 squares from square 0 on.");
  assert.equal(periodText(null), "");
  assert.deepEqual(zeros([0, 1, 2, 3, 0, 1, 2, 3, 0]), [0, 4, 8]);
  assert.equal(numberList([0, 4, 8], 8), "0, 4 and 8");
  assert.equal(numberList([0, 4, 8, 12], 2), "0, 4, …");
  assert.equal(moveInto("2:1+3"), "1+3");
  assert.equal(listAnd(["a", "b", "c"]), "a, b and c");
  assert.equal(kaylesNames.move(0, "0"), "knock down all of row 1");
  assert.equal(kaylesNames.move(1, "1+2"), "row 2 becomes rows of 1 and 2");
  assert.equal(wythoffNames.move(0, "2,4"), "queen 1 to (2, 4)");
  assert.equal(gameName("scoring:1,3,4"), "Scoring S={1,3,4}");
  assert.equal(gameName("octal:0.07"), "Dawson's Kayles");
  const names = sumNames(["nim", "kayles"]);
  assert.equal(names.part(1), "component 2 (Kayles)");
  assert.equal(names.option("0", "nim"), "an empty heap");
  assert.equal(names.option("3", "nim"), "a heap of 3");
  assert.equal(names.option("0", "kayles"), "an empty row");
  assert.equal(kaylesNames.option("0"), "an empty row");
  assert.equal(scoringNames.option("0"), "square 0");
  assert.equal(names.option("1+3", "kayles"), "rows of 1 and 3");
});

test("Moore's Nim: columns counted modulo k + 1, in captions and in the table", () => {
  const steps = [
    { kind: "piles", piles: [3, 4, 5], width: 3, binary: ["011", "100", "101"], k: 2 },
    { kind: "column", column: 2, ones: 2, piles: [1, 2], remainder: 2 },
    { kind: "column", column: 1, ones: 1, piles: [0], remainder: 1 },
    { kind: "column", column: 0, ones: 2, piles: [0, 2], remainder: 2 },
    { kind: "verdict", outcome: "N", badColumns: [2, 1, 0] },
    {
      kind: "move",
      move: "2-1+3-2",
      to: "3,3,3",
      changes: [
        [1, 4, 3],
        [2, 5, 3],
      ],
    },
    { kind: "check", piles: [3, 3, 3], remainders: [0, 0, 0] },
  ];
  const ctx = { steps };
  assert.match(mooreCaption(steps[0], ctx), /modulo k \+ 1 = 3/);
  assert.equal(mooreCaption(steps[1], ctx), "Column 4: two 1s. 2 mod 3 = 2: not a multiple of 3.");
  assert.match(mooreCaption(steps[4], ctx), /^Columns 4, 2 and 1 are not a multiple of 3: an N-position/);
  assert.equal(mooreCaption(steps[5], ctx), "So take 1 chip from pile 2 and 2 from pile 3, leaving piles of 3, 3 and 3 chips.");
  assert.equal(
    mooreCaption({ kind: "example", move: "1-2+3-1", to: "1,4,4", badColumns: [2] }, ctx),
    "Say the player to move takes 2 chips from pile 1 and 1 from pile 3, leaving piles of 1, 4 and 4 chips: column 4 is no longer a multiple of 3.",
  );
  const analysis = { piles: [3, 4, 5], k: 2 };
  const atColumn = mooreView(steps, 2, analysis);
  assert.deepEqual(atColumn.remainders, [null, 1, 2], "columns worked out so far");
  assert.deepEqual([...atColumn.hlBits], ["0:1"]);
  const atCheck = mooreView(steps, 6, analysis);
  assert.deepEqual(
    atCheck.rows.map((r) => r.size),
    [3, 3, 3],
  );
  assert.deepEqual(atCheck.ones, [3, 3, 0]);
  assert.deepEqual(atCheck.remainders, [0, 0, 0]);
  assert.deepEqual(takesOf("1-2+3-1"), [
    [0, 2],
    [2, 1],
  ]);
  assert.equal(kText(1), "k = 1: a move takes from one pile (this is Nim)");
});

test("Northcott's game: gaps, the census and moves that shrink or widen a gap", () => {
  const gaps = {
    kind: "gaps",
    turn: "white",
    rows: [
      { white: 0, black: 5, gap: 4 },
      { white: 1, black: 3, gap: 1 },
    ],
  };
  assert.match(northcottCaption(gaps), /^White to move\..*row 1 has a gap of 4 squares and row 2 has a gap of 1 square/);
  const census = northcottCaption({ kind: "retrograde", census: { states: 56, wins: 42, losses: 14, draws: 0 } });
  assert.match(
    census,
    /every position of this board was worked out.*None of them is a draw, and every win and loss agrees with Nim on the gaps\.$/,
  );
  assert.doesNotMatch(census, /56|42|retrograde|core/, "no counts and no internal words in the narration");
  assert.equal(
    northcottCaption({ kind: "move", row: 1, move: "2:2", to: "b:0-5,2-3", gapFrom: 1, gapTo: 0, nimSum: 4 }),
    "So move the checker in row 2: it shrinks its gap from 1 to 0, like taking 1 from a Nim heap. The gaps' nim-sum is 4: not 0.",
  );
  assert.match(
    northcottCaption({ kind: "example", row: 0, move: "1:0", to: "w:0-4", gapFrom: 2, gapTo: 3 }),
    /moves backward and widens its gap from 2 to 3/,
  );
  assert.match(northcottCaption({ kind: "column", column: 0, ones: 1, piles: [1], bit: 1 }), /^Column 1: one 1, an odd number/);
  const analysis = { rows: gaps.rows, nimSum: 5 };
  const steps = [
    { kind: "gaps", ...gaps },
    { kind: "piles", piles: [4, 1], width: 3, binary: ["100", "001"], play: "normal" },
    { kind: "example", row: 1, move: "2:0", to: "b:0-5,0-3", gapFrom: 1, gapTo: 2 },
  ];
  const view = gapsView(steps, 2, analysis);
  assert.equal(view.rows[1].size, 2, "the example's new gap");
  assert.equal(view.rows[1].bits, "010");
  const wide = gapsView(
    [
      { kind: "piles", piles: [1], width: 1, binary: ["1"], play: "normal" },
      { kind: "example", row: 0, move: "1:0", to: "b:0-4", gapFrom: 1, gapTo: 3 },
    ],
    1,
    { rows: [{ white: 2, black: 4, gap: 1 }], nimSum: 1 },
  );
  assert.equal(wide.width, 2, "a backward move that widens a gap past the table gets a column");
  assert.equal(wide.rows[0].bits, "11");
});

// ---------------------------------------------------------------------------------------
// What a student reads: no move notation, no internal words, no list brackets, no "nothing".

/** Words a caption must not hold: notation of moves and positions, and the machinery's words. */
const FORBIDDEN = [
  [/\b\d+:\d/, "a move like 1:5"],
  [/\b\d+-\d+(\+\d+-\d+)*\b/, "a move like 2-1+3-2"],
  [/\br\d+c\d+\b/, "a bite like r1c3"],
  [/\[/, "list brackets"],
  [/\bnothing\b/, '"nothing" for an empty square or row'],
  [/\b(core|solver|swept|retrograde|find_solution)\b/i, "internal words"],
  [/\bb:\d|\bw:\d/, "a Northcott position"],
];

function assertReadable(text, where) {
  for (const [pattern, what] of FORBIDDEN) assert.doesNotMatch(text, pattern, `${where}: ${what} in "${text}"`);
}

test('captions name moves, bites and positions in words: no notation, brackets, internal words or "nothing"', () => {
  const impartial = [
    { kind: "tableRow", game: "kayles", state: "1", options: [{ state: "0", grundy: 0 }], grundy: 1 },
    {
      kind: "tableRow",
      game: "kayles",
      state: "2",
      options: [
        { state: "", grundy: 0 },
        { state: "1", grundy: 1 },
      ],
      grundy: 2,
    },
    { kind: "tableRow", game: "scoring:1,2,3", state: "1", options: [{ state: "0", grundy: 0 }], grundy: 1 },
    { kind: "move", part: 0, move: "1:0", to: "0,3", grundy: 0 },
    { kind: "example", part: 1, move: "2:1+1", to: "4,1+1", grundy: 4 },
    { kind: "reply", part: 0, move: "1:0", to: "0,1+1", grundy: 0 },
  ];
  for (const names of [kaylesNames, scoringNames, nimbleNames, wythoffNames, sumNames(["kayles", "nim"])]) {
    for (const step of impartial) assertReadable(caption(step, { names, values: [1, 2] }), `impartial ${step.kind}`);
    assertReadable(
      caption({ kind: "move", part: 0, move: "1:0", to: "0", grundy: 0 }, { names, values: [1], play: "misere" }),
      "misère move",
    );
  }
  assert.equal(
    caption(impartial[0], { names: kaylesNames }),
    "A row of 1 pin can move to an empty row, with values {0}. The smallest value not in that set (the mex) is 1, so g(1) = 1.",
  );
  assert.match(caption(impartial[2], { names: scoringNames }), /^Square 1 can move to square 0, with values \{0\}/);
  assert.match(caption(impartial[0], { names: sumNames(["kayles"]) }), /can move to an empty row/);

  const nim = [
    { kind: "take", pile: 0, count: 2, move: "1-2", to: "1,4,5" },
    { kind: "reply", pile: 1, take: 1, move: "2-1", to: "3,3", nimSum: 0 },
  ];
  for (const step of nim) assertReadable(nimCaption(step, { steps: nim }), `Nim ${step.kind}`);
  assert.equal(
    nimCaption(nim[1], { steps: [] }),
    "The other player answers by taking 1 chip from pile 2, leaving piles of 3 and 3 chips: nim-sum 0 again.",
  );

  const moore = [
    {
      kind: "move",
      move: "2-1+3-2",
      to: "3,3,3",
      changes: [
        [1, 4, 3],
        [2, 5, 3],
      ],
    },
    { kind: "example", move: "1-2", to: "1,4,5", badColumns: [1] },
    { kind: "reply", move: "3-1", to: "1,4,4" },
  ];
  for (const step of moore) assertReadable(mooreCaption(step, { k: 2 }), `Moore ${step.kind}`);

  const northcott = [
    { kind: "move", row: 0, move: "1:4", to: "w:0-5", gapFrom: 3, gapTo: 0, nimSum: 0 },
    { kind: "example", row: 0, move: "1:0", to: "b:0-4", gapFrom: 1, gapTo: 3 },
    { kind: "reply", row: 0, move: "1:2", to: "w:2-4", gapFrom: 3, gapTo: 1 },
    { kind: "retrograde", census: { states: 43904, wins: 40000, losses: 3904, draws: 0 } },
  ];
  for (const step of northcott) assertReadable(northcottCaption(step), `Northcott ${step.kind}`);

  const chomp = [
    { kind: "square", size: 3 },
    { kind: "topRight", wins: false, move: "r2c2", to: "3,3,2" },
    { kind: "steal", reply: "r1c1", to: "3,1,1" },
    { kind: "threeRowMap", bottom: 5, middle: 3, top: 1, pBottom: 4 },
    { kind: "solver", outcome: "N", remoteness: 5, winning: ["r1c3", "r0c2"], positions: 461, pPositions: 40, rows: 4, cols: 5 },
    { kind: "bite", move: "r1c1", to: "3,1,1", remoteness: 3 },
    { kind: "anyBite", move: "r0c2", to: "2,1,1", remoteness: 2 },
    { kind: "reply", move: "r2c0", to: "2,1", remoteness: 1 },
  ];
  for (const step of chomp) assertReadable(chompCaption(step, { steps: chomp }), `Chomp ${step.kind}`);
  assert.doesNotMatch(chompCaption(chomp[4], { steps: chomp }), /461|40 of them/, "no position counts in the narration");
  assert.equal(biteWords("r1c3"), "the square in row 1, column 3");
  assert.equal(biteWords("r0c0"), "the poison");
  assert.equal(barWords("5,3,1"), "rows of 5, 3 and 1 squares");
  assert.equal(barWords("1"), "only the poison");
});

test("the options of a table row are listed in order, smallest first", () => {
  const sorted = sortOptions([{ state: "3" }, { state: "1+2" }, { state: "2" }, { state: "1+1" }, { state: "0" }]).map((o) => o.state);
  assert.deepEqual(sorted, ["0", "1+1", "2", "1+2", "3"]);
  const text = caption(
    {
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
    { names: scoringNames },
  );
  assert.match(text, /^Square 9 can move to square 6, square 7 or square 8, with values \{0, 2, 3\}/);
  assert.equal(listOr(["a", "b", "c"]), "a, b or c");
  assert.equal(listOr(["rows of 1 and 1", "a row of 2 pins"]), "rows of 1 and 1, or a row of 2 pins");
});

test("the search tree's captions name the root in words and a window without brackets", () => {
  const names = { first: "X", second: "O", move: (m) => `cell ${m}` };
  const view = { event: { kind: "enter", depth: 0 }, focus: { depth: 0, window: [-1, 1] }, root: { depth: 0, window: [-1, 1] } };
  const side = { maxAt: (depth) => depth % 2 === 0, window: (node) => node.window, value: () => null };
  const text = treeCaption({ view, side, names, alphaBeta: true, position: "x.o.x...o", nodes: 1 });
  assert.equal(
    text,
    "The search starts at the root, the position it was given, with X to move. Window from −1 to +1: X is already sure of −1 or more elsewhere, O of +1 or less.",
  );
  assertReadable(text, "tree caption");
  assert.equal(windowText([-1, 1]), "−1 to +1");
});

// ---------------------------------------------------------------------------------------
// boards/<board>.js: every board drawn from a position alone (as the home page's cards and the sums'
// components draw them), in a real browser, since the drawings build SVG.

const browserEnv = useBrowser({ before, after });

test("every board of boards/ draws from a position alone, and `small` makes a picture", async () => {
  const page = await open(browserEnv, "nim");
  const drawn = await page.evaluate(async () => {
    const cases = [
      ["nim", "drawNim", "3,4,5", ".token"],
      ["moore", "drawMoore", "1,2", ".token"],
      ["scoring", "drawScoringLine", "7", ".square"],
      ["nimble", "drawNimble", "1,4", ".square"],
      ["kayles", "drawKayles", "5,3", ".pin"],
      ["wythoff", "drawWythoff", "3,5", ".cell"],
      ["northcott", "drawNorthcott", "w:0-5,2-7", ".cell"],
      ["chomp", "drawChomp", "3,2", ".sq"],
    ];
    // The sources' modules (the served copy has them only inside its bundles).
    const modules = await Promise.all(cases.map(([board]) => import(`/www/js/boards/${board}.js`)));
    return cases.map(([, name, position, item], k) => {
      const boards = modules[k];
      const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      boards[name](svg, position);
      const plain = svg.querySelectorAll(item).length;
      const buttons = svg.querySelectorAll("[role=button]").length;
      boards[name](svg, position, { small: true });
      return [
        name,
        svg.dataset.position,
        plain,
        buttons > 0,
        svg.querySelectorAll("[role=button], [tabindex]").length,
        svg.getAttribute("viewBox") !== null,
      ];
    });
  });
  assert.deepEqual(drawn, [
    ["drawNim", "3,4,5", 12, true, 0, true],
    ["drawMoore", "1,2", 3, true, 0, true],
    ["drawScoringLine", "7", 21, true, 0, true],
    ["drawNimble", "1,4", 11, true, 0, true],
    ["drawKayles", "5,3", 8, true, 0, true],
    ["drawWythoff", "3,5", 64, true, 0, true],
    ["drawNorthcott", "w:0-5,2-7", 16, true, 0, true],
    ["drawChomp", "3,2", 6, true, 0, true],
  ]);
  assertClean(page);
  await page.close();
});
