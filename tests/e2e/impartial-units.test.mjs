// Unit tests of the pure modules behind the impartial-game pages: the captions of the core's
// steps (impartial-words, moore-words, northcott-words), the binary table views, the mex
// picture and the names of each page's components. They import the very files the pages load.
// The boards of boards.js build SVG, so their test runs in the browser.

import { test, before, after } from "node:test";
import { useBrowser, openPage, assertClean } from "./harness.mjs";
import assert from "node:assert/strict";
import {
  caption, valuesView, mexView, periodText, zeros, numberList, moveInto, listAnd,
  scoringNames, kaylesNames, wythoffNames, nimbleNames, sumNames, gameName,
} from "../../www/js/impartial-words.js";
import { mooreCaption, mooreView, takesOf, kText } from "../../www/js/moore-words.js";
import { northcottCaption, gapsView } from "../../www/js/northcott-words.js";

const row5 = {
  kind: "tableRow",
  game: "scoring:1,2,3",
  state: "5",
  options: [{ state: "4", grundy: 0 }, { state: "3", grundy: 3 }, { state: "2", grundy: 2 }],
  grundy: 1,
};

test("a table row is worded as the mex of its options' values", () => {
  assert.equal(
    caption(row5, { names: scoringNames }),
    "Square 5 can move to square 4, square 3 and square 2, with values {0, 2, 3}. The smallest value not in that set (the mex) is 1, so g(5) = 1.",
  );
  assert.match(
    caption({ kind: "tableRow", game: "scoring:1,2,3", state: "0", options: [], grundy: 0 }, { names: scoringNames }),
    /^Square 0: no move is possible\. The mex of the empty set is 0, so g\(0\) = 0: a P-position\.$/,
  );
  const kayles = { kind: "tableRow", game: "kayles", state: "4", options: [{ state: "3", grundy: 3 }, { state: "1+2", grundy: 3 }, { state: "2", grundy: 2 }, { state: "1+1", grundy: 0 }], grundy: 1 };
  assert.match(caption(kayles, { names: kaylesNames }), /^A row of 4 pins can move to a row of 3 pins, rows of 1 and 2, a row of 2 pins and rows of 1 and 1, with values \{0, 2, 3\}/);
});

test("the mex picture lists 0..top, marks the values reached and rings the core's value", () => {
  const view = mexView(row5);
  assert.deepEqual(view.cells.map((c) => c.value), [0, 1, 2, 3, 4]);
  assert.deepEqual(view.cells.filter((c) => c.present).map((c) => c.value), [0, 2, 3]);
  assert.deepEqual(view.cells.filter((c) => c.mex).map((c) => c.value), [1]);
});

test("sum steps: target, move, mirror, example and reply name the component", () => {
  const ctx = { names: scoringNames, values: [3, 1], play: "normal" };
  assert.equal(caption({ kind: "target", part: 0, from: 3, to: 1 }, ctx),
    "Move in chip 1: its value 3 must become 3 xor 2 = 1, so that the nim-sum becomes 0.");
  assert.equal(caption({ kind: "move", part: 0, move: "1:5", to: "5,5", grundy: 0 }, ctx),
    "So play 1:5: chip 1 to square 5, leaving 5,5. Its value is 0: a P-position for the other player.");
  assert.match(caption({ kind: "mirror", parts: [0, 1] }, { names: scoringNames, values: [3, 3] }), /Tweedledum and Tweedledee.*3 xor 3 = 0/);
  assert.match(caption({ kind: "example", part: 0, move: "1:6", to: "6,7", grundy: 1 }, ctx), /^Say the player to move plays 1:6 \(chip 1 to square 6\)/);
  assert.match(caption({ kind: "reply", part: 1, move: "2:3", to: "3,3", grundy: 0 }, { names: nimbleNames }), /answers 2:3 \(coin 2 to square 3\)/);
  assert.match(caption({ kind: "target", part: 0, from: 1, to: 0 }, { names: scoringNames, values: [1] }), /value is 1, not 0: move to a position of value 0/);
  assert.match(caption({ kind: "misere", outcome: "P", remoteness: 3 }, ctx), /Misère play.*P-position.*3 more moves/);
  assert.match(caption({ kind: "terminal", play: "normal", outcome: "P" }), /P-position, with Grundy value 0/);
  assert.match(caption({ kind: "brandNew" }), /brandNew/, "an unknown kind still gets a caption");
});

test("the values table follows the column steps and the target's new value", () => {
  const analysis = { parts: [{ part: 0, state: "7", grundy: 3 }, { part: 1, state: "5", grundy: 1 }], nimSum: 2 };
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
  assert.deepEqual(gaps.rows.map((r) => r.size), [4, 4], "values can replace the parts' values");
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
  assert.equal(names.option("0", "nim"), "a heap of 0");
  assert.equal(names.option("0", "kayles"), "nothing");
  assert.equal(names.option("1+3", "kayles"), "rows of 1 and 3");
});

test("Moore's Nim: columns counted modulo k + 1, in captions and in the table", () => {
  const steps = [
    { kind: "piles", piles: [3, 4, 5], width: 3, binary: ["011", "100", "101"], k: 2 },
    { kind: "column", column: 2, ones: 2, piles: [1, 2], remainder: 2 },
    { kind: "column", column: 1, ones: 1, piles: [0], remainder: 1 },
    { kind: "column", column: 0, ones: 2, piles: [0, 2], remainder: 2 },
    { kind: "verdict", outcome: "N", badColumns: [2, 1, 0] },
    { kind: "move", move: "2-1+3-2", to: "3,3,3", changes: [[1, 4, 3], [2, 5, 3]] },
    { kind: "check", piles: [3, 3, 3], remainders: [0, 0, 0] },
  ];
  const ctx = { steps };
  assert.match(mooreCaption(steps[0], ctx), /modulo k \+ 1 = 3/);
  assert.equal(mooreCaption(steps[1], ctx), "Column 4: two 1s. 2 mod 3 = 2: not a multiple of 3.");
  assert.match(mooreCaption(steps[4], ctx), /^Columns 4, 2 and 1 are not a multiple of 3: an N-position/);
  assert.equal(mooreCaption(steps[5], ctx), "So play 2-1+3-2: pile 2 from 4 to 3 and pile 3 from 5 to 3, leaving 3,3,3.");
  const analysis = { piles: [3, 4, 5], k: 2 };
  const atColumn = mooreView(steps, 2, analysis);
  assert.deepEqual(atColumn.remainders, [null, 1, 2], "columns worked out so far");
  assert.deepEqual([...atColumn.hlBits], ["0:1"]);
  const atCheck = mooreView(steps, 6, analysis);
  assert.deepEqual(atCheck.rows.map((r) => r.size), [3, 3, 3]);
  assert.deepEqual(atCheck.ones, [3, 3, 0]);
  assert.deepEqual(atCheck.remainders, [0, 0, 0]);
  assert.deepEqual(takesOf("1-2+3-1"), [[0, 2], [2, 1]]);
  assert.equal(kText(1), "k = 1: a move takes from one pile (this is Nim)");
});

test("Northcott's game: gaps, the census and moves that shrink or widen a gap", () => {
  const gaps = { kind: "gaps", turn: "white", rows: [{ white: 0, black: 5, gap: 4 }, { white: 1, black: 3, gap: 1 }] };
  assert.match(northcottCaption(gaps), /^White to move\..*row 1 has a gap of 4 squares and row 2 has a gap of 1 square/);
  assert.match(northcottCaption({ kind: "retrograde", census: { states: 56, wins: 42, losses: 14, draws: 0 } }), /56 positions: 42 wins.*14 losses and no draws/);
  assert.match(northcottCaption({ kind: "move", row: 1, move: "2:2", to: "b:0-5,2-3", gapFrom: 1, gapTo: 0, nimSum: 4 }), /shrinks its gap from 1 to 0/);
  assert.match(northcottCaption({ kind: "example", row: 0, move: "1:0", to: "w:0-4", gapFrom: 2, gapTo: 3 }), /moves backward and widens its gap from 2 to 3/);
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
  const wide = gapsView([{ kind: "piles", piles: [1], width: 1, binary: ["1"], play: "normal" }, { kind: "example", row: 0, move: "1:0", to: "b:0-4", gapFrom: 1, gapTo: 3 }], 1, { rows: [{ white: 2, black: 4, gap: 1 }], nimSum: 1 });
  assert.equal(wide.width, 2, "a backward move that widens a gap past the table gets a column");
  assert.equal(wide.rows[0].bits, "11");
});

// ---------------------------------------------------------------------------------------
// boards.js: every board drawn from a position alone (as the home page's cards and the sums'
// components draw them), in a real browser, since the drawings build SVG.

const browserEnv = useBrowser({ before, after });

test("every board of boards.js draws from a position alone, and `small` makes a picture", async () => {
  const page = await openPage(browserEnv.browser);
  await page.goto(`${browserEnv.base}nim.html`);
  const drawn = await page.evaluate(async () => {
    const boards = await import("/js/boards.js");
    const cases = [
      ["drawNim", "3,4,5", ".token"], ["drawMoore", "1,2", ".token"], ["drawScoringLine", "7", ".square"],
      ["drawNimble", "1,4", ".square"], ["drawKayles", "5,3", ".pin"], ["drawWythoff", "3,5", ".cell"],
      ["drawNorthcott", "w:0-5,2-7", ".cell"], ["drawChomp", "3,2", ".sq"],
    ];
    return cases.map(([name, position, item]) => {
      const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      boards[name](svg, position);
      const plain = svg.querySelectorAll(item).length;
      const buttons = svg.querySelectorAll("[role=button]").length;
      boards[name](svg, position, { small: true });
      return [name, svg.dataset.position, plain, buttons > 0, svg.querySelectorAll("[role=button], [tabindex]").length, svg.getAttribute("viewBox") !== null];
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
