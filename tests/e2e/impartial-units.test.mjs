// Unit tests of the pure modules behind the impartial-game pages that every such page shares:
// the captions of the core's steps (impartial-words.js), the binary table views, the mex
// picture, the names of each page's components and the search tree's captions. They import the
// very files the pages load. The examples of a page's own names, table rows and board are that
// page's data (tests/e2e/games/<page>.mjs, impartialUnits); a game's own words module is tested
// in its own <stem>-units.test.mjs. The boards of boards/<board>.js build SVG, so their test
// runs in the browser.

import { test, before, after } from "node:test";
import { useBrowser, open, assertClean, PAGES, pageData, entryOf } from "./harness.mjs";
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
  sumNames,
  gameName,
} from "../../www/js/impartial-words.js";
import { treeCaption, windowText } from "../../www/js/search-words.js";
import { assertReadable } from "./readable.mjs";

/** The pages whose data has examples for these tests, with their examples (impartialUnits). */
const UNITS = PAGES.filter((name) => pageData(name).impartialUnits).map((name) => [name, pageData(name).impartialUnits]);
/** Every page's table rows, with the names of the page that declares them. */
const TABLE_ROWS = UNITS.flatMap(([name, units]) => (units.tableRows ?? []).map((row) => ({ ...row, name, names: units.names })));
/** The games a component of a sum can be, as the data declares them: [game id, sumPart]. */
const SUM_PARTS = UNITS.filter(([, units]) => units.sumPart).map(([name, units]) => [entryOf(name).id, units.sumPart]);

test("a table row is worded as the mex of its options' values", () => {
  assert.ok(TABLE_ROWS.some((row) => row.text) && TABLE_ROWS.some((row) => row.match), "the pages' data has table rows to word");
  for (const row of TABLE_ROWS) {
    const text = caption(row.step, { names: row.names });
    const where = `${row.name}: ${row.step.state}`;
    if (row.text) assert.equal(text, row.text, where);
    if (row.match) assert.match(text, row.match, where);
    // A component of a sum is worded as its own page words it.
    if (row.inSum) assert.match(caption(row.step, { names: sumNames([row.step.game]) }), row.inSum, `${where} in a sum`);
  }
});

test("the mex picture lists 0..top, marks the values reached and rings the core's value", () => {
  const rows = TABLE_ROWS.filter((row) => row.mex);
  assert.ok(rows.length > 0, "the pages' data has a mex picture to draw");
  for (const { step, mex } of rows) {
    const view = mexView(step);
    assert.deepEqual(
      view.cells.map((c) => c.value),
      mex.cells,
    );
    assert.deepEqual(
      view.cells.filter((c) => c.present).map((c) => c.value),
      mex.present,
    );
    assert.deepEqual(
      view.cells.filter((c) => c.mex).map((c) => c.value),
      mex.mex,
    );
  }
});

test("sum steps: target, move, mirror, example and reply name the component", () => {
  // Each page's steps, worded with its names (and the step's context: the values, the play rule).
  const steps = UNITS.flatMap(([name, units]) => (units.steps ?? []).map((step) => ({ ...step, name, names: units.names })));
  for (const kind of ["target", "move", "mirror", "example", "reply"]) {
    assert.ok(
      steps.some(({ step }) => step.kind === kind),
      `the pages' data has a ${kind} step`,
    );
  }
  for (const { step, context, text, match, name, names } of steps) {
    const said = caption(step, { names, ...context });
    if (text) assert.equal(said, text, `${name}: ${step.kind}`);
    if (match) assert.match(said, match, `${name}: ${step.kind}`);
  }
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
  // Each page's own names: its moves, what a component becomes, and its games' names.
  for (const [name, units] of UNITS) {
    for (const [part, into, text] of units.moves ?? []) assert.equal(units.names.move(part, into), text, `${name}: a move`);
    for (const [into, text] of units.options ?? []) assert.equal(units.names.option(into), text, `${name}: an option`);
    for (const [id, text] of units.gameNames ?? []) assert.equal(gameName(id), text, `${name}: the game ${id}`);
  }
  // A sum of one component of each game the data declares: named by number and game.
  assert.ok(SUM_PARTS.length >= 2, "the pages' data has games to add up");
  const names = sumNames(SUM_PARTS.map(([id]) => id));
  for (const [i, [id, part]] of SUM_PARTS.entries()) {
    assert.equal(names.part(i), `component ${i + 1} (${part.name})`);
    for (const [into, text] of part.options) assert.equal(names.option(into, id), text, `${id}: an option in a sum`);
  }
});

// ---------------------------------------------------------------------------------------
// What a student reads: no move notation, no internal words, no list brackets, no "nothing"
// (readable.mjs).

test('captions name moves and positions in words: no notation, brackets, internal words or "nothing"', () => {
  const impartial = [
    ...TABLE_ROWS.map((row) => row.step),
    { kind: "move", part: 0, move: "1:0", to: "0,3", grundy: 0 },
    { kind: "example", part: 1, move: "2:1+1", to: "4,1+1", grundy: 4 },
    { kind: "reply", part: 0, move: "1:0", to: "0,1+1", grundy: 0 },
  ];
  const pages = UNITS.filter(([, units]) => units.names).map(([, units]) => units.names);
  assert.ok(pages.length > 0, "the pages' data has names to word with");
  for (const names of [...pages, sumNames(SUM_PARTS.map(([id]) => id))]) {
    for (const step of impartial) assertReadable(caption(step, { names, values: [1, 2] }), `impartial ${step.kind}`);
    assertReadable(
      caption({ kind: "move", part: 0, move: "1:0", to: "0", grundy: 0 }, { names, values: [1], play: "misere" }),
      "misère move",
    );
  }
});

test("the options of a table row are listed in order, smallest first", () => {
  const sorted = sortOptions([{ state: "3" }, { state: "1+2" }, { state: "2" }, { state: "1+1" }, { state: "0" }]).map((o) => o.state);
  assert.deepEqual(sorted, ["0", "1+1", "2", "1+2", "3"]);
  // A table row's caption lists its options in this order: the pages' table rows (the first
  // test) include one whose options come unsorted.
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
  // Each page's board (the catalogue's picture names it) with a position and what it draws.
  const cases = UNITS.filter(([, units]) => units.board).map(([name, { board }]) => ({ module: entryOf(name).picture[0].board, ...board }));
  assert.ok(cases.length > 0, "the pages' data has boards to draw");
  const page = await open(
    browserEnv,
    PAGES.find((name) => name !== "index"),
  );
  const drawn = await page.evaluate(async (cases) => {
    // The sources' modules (the served copy has them only inside its bundles).
    const modules = await Promise.all(cases.map(({ module }) => import(`/www/js/boards/${module}.js`)));
    return cases.map(({ draw, position, item }, k) => {
      const boards = modules[k];
      const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      boards[draw](svg, position);
      const plain = svg.querySelectorAll(item).length;
      const buttons = svg.querySelectorAll("[role=button]").length;
      boards[draw](svg, position, { small: true });
      return [
        draw,
        svg.dataset.position,
        plain,
        buttons > 0,
        svg.querySelectorAll("[role=button], [tabindex]").length,
        svg.getAttribute("viewBox") !== null,
      ];
    });
  }, cases);
  assert.deepEqual(
    drawn,
    cases.map(({ draw, position, count }) => [draw, position, count, true, 0, true]),
  );
  assertClean(page);
  await page.close();
});
