// Sums of games (sums.html): components of different games, each a Nim heap of its Grundy
// value, their nim-sum in binary columns, the winning move in the right component, building
// the sum, and the equivalence test G + H against G' + H for H = *0 .. *7.
// The sums are written with the kinds of component of the page's catalogue entry, by the part
// each plays (its data, tests/e2e/games/sums.mjs: a Scoring line, a Kayles row, a queen, a Nim
// heap, a Chomp bar), and the start is the catalogue's.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  assertClean,
  waitForState,
  waitForPosition,
  boardPosition,
  screenshot,
  whyCaptions,
  pageData,
} from "./harness.mjs";

const env = useBrowser({ before, after });

const {
  start: DEFAULT,
  kinds: { line, row, queen, heap, bar },
  partsOf,
  sumOf,
} = pageData("sums").sums;

/** A sum as the address writes it: "#" and the sum without spaces. */
const hashOf = (sum) => `#${sum.replaceAll(" ", "")}`;

/** Open every component's "Moves as a list" disclosure. */
const openLists = (page) =>
  page.$$eval("#board .component-list", (all) =>
    all.forEach((d) => {
      d.open = true;
    }),
  );

test("each component is drawn by its own game's board; values only with hints on", async () => {
  const page = await open(env, "sums");
  assert.equal(await boardPosition(page), DEFAULT);
  // Each component is a board of its game, as its page draws it.
  const comp = (i) => page.locator(`#board .component[data-part="${i}"]`);
  assert.equal(await comp(0).locator("svg.component-board .square").count(), 8, "the Scoring line 0..7");
  assert.equal(await comp(0).locator("svg.component-board .chip").count(), 1);
  assert.equal(await comp(1).locator("svg.component-board .pin").count(), 5, "a Kayles row of 5 pins");
  assert.equal(await comp(2).locator("svg.component-board .queen").count(), 1, "a queen on a board");
  assert.equal(await comp(3).locator("svg.component-board .token").count(), 4, "a Nim heap of 4 chips");
  // Hints off: no value anywhere on the components, no marks on the boards.
  assert.equal(await page.locator("#board .component-value, #board .component-heap").count(), 0);
  assert.equal(await page.locator("#board .mark, #board .wins, #board .loses").count(), 0);
  assert.equal(await page.locator("#disguise .star-sum, #disguise .heap-star").count(), 0);
  await openLists(page);
  assert.deepEqual(
    await page.$$eval('#board .component[data-part="0"] .move-btn', (all) => all.map((b) => b.textContent)),
    ["6", "5", "4"],
    "moves in reading order, not winning first",
  );

  await page.check("#hints");
  assert.equal(await page.textContent("#disguise .star-sum"), "*3 + *4 + *0 + *4 = *3");
  // Hints on: each component's Nim heap of its value beneath it, and the winning moves marked on the boards.
  assert.deepEqual(await page.locator("#board .component-value").allTextContents(), ["*3", "*4", "*0", "*4"]);
  assert.deepEqual(
    await page.$$eval("#board .component-heap svg", (all) => all.map((s) => s.querySelectorAll(".token").length)),
    [3, 4, 0, 4],
  );
  assert.deepEqual((await page.$$eval("#board .move-btn.wins", (all) => all.map((b) => b.dataset.move))).sort(), [
    "1:4",
    "3:1,5",
    "3:2,4",
    "3:3,0",
  ]);
  assert.equal(await comp(0).locator(".square.wins").getAttribute("data-square"), "4");
  assert.equal(await comp(3).locator(".token.wins").count(), 0, "taking from the Nim heap of 4 loses here");
  assert.match(await page.textContent("#hint-line"), /Scoring by 1, 2 or 3: square 7 → square 4/);
  assert.doesNotMatch(await page.textContent("#hint-line"), /\d:\d/, "no move codes in the hint line");
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "sums");
  // Click the Scoring line's square 4: the move 1:4, as on the Scoring page.
  const moved = sumOf(...partsOf(DEFAULT).map(({ kind, position }, i) => [kind, i === 0 ? "4" : position]));
  await comp(0).locator('.square[data-square="4"]').click();
  await waitForPosition(page, moved);
  await waitForState(page, "ready", "over");
  assert.notEqual(await boardPosition(page), moved, "the computer moved");
  assert.equal(
    decodeURIComponent(new URL(page.url()).hash),
    `#${(await boardPosition(page)).replace(/\s+/g, "")}`,
    "the hash holds the sum without spaces",
  );
  await page.click("#undo");
  await waitForPosition(page, DEFAULT);
  assertClean(page);
  await page.close();
});

test("every component's board plays its own moves: a heap, a queen, a pin then its neighbour, a bite", async () => {
  // A heap of 3, a queen on (2, 3), a row of 4 pins, a 2x2 bar; `at(i, p)`: the same with part i at p.
  const parts = [
    [heap.kind, "3"],
    [queen.kind, "2,3"],
    [row.kind, "4"],
    [bar.kind, "2,2"],
  ];
  const start = sumOf(...parts);
  const at = (i, position) => sumOf(...parts.map(([kind, p], j) => [kind, j === i ? position : p]));
  const page = await open(env, "sums", { hash: hashOf(start) });
  const comp = (i) => page.locator(`#board .component[data-part="${i}"]`);
  // Nim: the bottom chip of 3 takes all three.
  await comp(0).locator('.token[data-take="3"]').click();
  await waitForPosition(page, at(0, "0"));
  await page.click("#undo");
  await waitForPosition(page, start);
  // Corner the Lady: the queen to (2, 0).
  await comp(1).locator('.cell[data-x="2"][data-y="0"]').click();
  await waitForPosition(page, at(1, "2,0"));
  await page.click("#undo");
  await waitForPosition(page, start);
  // Kayles: choose pin 2, then its neighbour pin 3: rows of 1 and 1.
  await comp(2).locator('.pin[data-pin="1"]').click();
  assert.equal(await comp(2).locator(".pin.selected").getAttribute("data-pin"), "1");
  assert.match(await page.textContent("#pick-line"), /Pin 2 of component 3 is chosen/);
  await comp(2).locator('.pin[data-pin="2"]').click();
  await waitForPosition(page, at(2, "1,1"));
  await page.click("#undo");
  await waitForPosition(page, start);
  // Chomp: bite the top right square.
  assert.equal(await comp(3).locator(".sq").count(), 4);
  assert.equal(await comp(3).locator(".sq.poison[role]").count(), 0, "the poison is no button");
  await comp(3).locator('.sq[data-row="1"][data-col="1"]').click();
  await waitForPosition(page, at(3, "2,1"));
  assertClean(page);
  await page.close();
});

test("Why? finds the value to aim for in one component, in binary columns", async () => {
  const page = await open(env, "sums");
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
  const kinds = [];
  for (;;) {
    const kind = await page.getAttribute("#why-caption", "data-kind");
    const text = await page.textContent("#why-caption");
    kinds.push(kind);
    if (kind === "tableRow" && /^A row of 5 pins/.test(text)) {
      assert.match(text, /rows of 1 and 3/);
      assert.equal(await page.locator('#board .component.hl-part[data-part="1"]').count(), 1);
    }
    if (kind === "column") assert.equal(await page.locator("#why-table tbody tr").count(), 4);
    if (kind === "target") {
      assert.match(text, /Move in component 1 \(Scoring by 1, 2 or 3\): its value 3 must become 3 xor 3 = 0/);
      assert.equal(await page.locator("#why-table tbody tr.hl-pile").getAttribute("data-pile"), "0");
    }
    if (kind === "move") {
      assert.match(text, /So make this move: component 1 becomes square 4\./);
      assert.equal(await page.locator("#board .move-btn.hl-opt").getAttribute("data-move"), "1:4");
      await screenshot(page, "sums-why");
    }
    if (await page.isDisabled("#why-forward")) break;
    await page.click("#why-forward");
  }
  for (const k of ["components", "tableRow", "piles", "column", "nimSum", "target", "move"]) assert.ok(kinds.includes(k), k);
  assertClean(page);
  await page.close();
});

test("components are added and removed; bad ones keep the sum", async () => {
  // A heap of 3 and a row of 2; then a chip on square 9 of a Scoring line of S = {1,3,4}.
  const two = sumOf([heap.kind, "3"], [row.kind, "2"]);
  const chip = [`${line.family}:1,3,4`, "9"];
  const page = await open(env, "sums", { hash: hashOf(two) });
  assert.equal(await boardPosition(page), two);
  await page.selectOption("#add-game", line.family);
  assert.equal(await page.isVisible("#add-set"), true);
  await page.fill("#add-set", "1,3,4");
  await page.fill("#add-position", "9");
  await page.click("#add-button");
  await waitForPosition(page, sumOf([heap.kind, "3"], [row.kind, "2"], chip));
  assert.equal(await page.locator("#board .component").count(), 3);

  // A queen needs two numbers.
  await page.selectOption("#add-game", queen.family);
  await page.fill("#add-position", "3");
  await page.click("#add-button");
  await page.waitForFunction(() => document.getElementById("add-error").textContent.trim() !== "");
  assert.equal(await boardPosition(page), sumOf([heap.kind, "3"], [row.kind, "2"], chip));

  await page.click('#board [data-remove="0"]');
  await waitForPosition(page, sumOf([row.kind, "2"], chip));
  assert.equal(await page.textContent("#add-error"), "");

  await page.evaluate(() => {
    location.hash = "#chess(3)";
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent.trim() !== "");
  assert.match(await page.textContent("#hash-error"), /cannot be part of a sum/);
  assert.equal(await boardPosition(page), sumOf([row.kind, "2"], chip));
  assertClean(page);
  await page.close();
});

test("a Chomp bar is a component: added from the form, worded, valued and played", async () => {
  const page = await open(env, "sums", { hash: hashOf(sumOf([heap.kind, "1"])) });
  await page.selectOption("#add-game", bar.family);
  // The builder's example is the catalogue's: a bar of rows 3, 3 and 2.
  assert.equal(bar.example, "3,3,2");
  assert.equal(await page.getAttribute("#add-position", "placeholder"), bar.example);
  await page.fill("#add-position", "3,3,2");
  await page.click("#add-button");
  await waitForPosition(page, sumOf([heap.kind, "1"], [bar.kind, "3,3,2"]));
  const part = page.locator('#board .component[data-part="1"]');
  assert.equal(await part.locator(".component-game").textContent(), "Chomp");
  assert.equal(await part.locator(".component-state").textContent(), "a bar of rows 3, 3 and 2");
  // g(3,3,2) = 1 by a brute-force mex; with *1 beside it the sum is *0.
  assert.equal(await part.locator(".component-value").count(), 0, "no value with hints off");
  await page.check("#hints");
  assert.equal(await part.locator(".component-value").textContent(), "*1");
  await openLists(page);
  assert.equal(await page.textContent("#disguise .star-sum"), "*1 + *1 = *0");
  const labels = (await part.locator(".move-btn").allTextContents()).map((t) => t.replace(/[✓✗]/g, ""));
  assert.equal(labels.length, 7, "seven squares besides the poison");
  assert.ok(labels.includes("3, 3, 1"), labels.join(" | "));
  for (const text of [...labels, await page.textContent("#board")]) assert.doesNotMatch(text, /undefined|NaN/);
  await part.locator('.move-btn[data-move="2:3,3,1"]').click();
  await waitForPosition(page, sumOf([heap.kind, "1"], [bar.kind, "3,3,1"]));
  assertClean(page);
  await page.close();
});

test("equivalence: closed at first; *2 + *1 behaves like *3, but *2 and *1 differ when H = *1", async () => {
  const page = await open(env, "sums", { hash: hashOf(sumOf([heap.kind, "2"], [heap.kind, "1"])) });
  assert.equal(await page.getAttribute("#equiv-panel", "open"), null, "the equivalence lab starts closed");
  assert.equal(await page.isVisible("#equiv-form"), false);
  await page.click("#equiv-panel > summary");
  assert.equal(await page.isVisible("#equiv-form"), true);
  await page.waitForFunction(() => document.getElementById("equiv-verdict").textContent.trim() !== "");
  assert.deepEqual(await page.locator("#nimbers li").allTextContents(), [
    "0 = {  }",
    "*1 = { 0 }",
    "*2 = { 0, *1 }",
    "*3 = { 0, *1, *2 }",
    "*4 = { 0, *1, *2, *3 }",
  ]);
  assert.equal(await page.locator("#equiv-table tbody tr").count(), 8, "H = *0 .. *7");
  assert.equal(await page.getAttribute("#equiv-verdict", "data-equivalent"), "true");
  assert.match(await page.textContent("#equiv-sets"), /G = \*2 \+ \*1 = \{ 0 \+ \*1, \*1 \+ \*1, \*2 \+ 0 \}/);
  assert.equal(
    await page.getAttribute('#equiv-table tr[data-h="3"] td.outcome >> nth=0', "data-outcome"),
    "P",
    "*2 + *1 + *3 is a P-position",
  );

  await page.click('#equiv-form .preset[data-g="*2"]');
  await page.waitForFunction(() => document.getElementById("equiv-verdict").dataset.equivalent === "false");
  assert.match(await page.textContent("#equiv-verdict"), /H = \*1 tells them apart \(G \+ \*1 is N, G′ \+ \*1 is P\)/);
  assert.equal(await page.locator("#equiv-table tr.differ").count(), 2, "H = *1 and H = *2");
  await page.evaluate(() => document.getElementById("equiv-panel").scrollIntoView({ block: "start" }));
  await screenshot(page, "sums-equivalence");

  await page.fill("#equiv-g", "*2 + chess(1)");
  await page.click("#equiv-test");
  await page.waitForFunction(() => document.getElementById("equiv-error").textContent.trim() !== "");
  assertClean(page);
  await page.close();
});

// An empty heap, a row of 5 and a queen on (1, 3) is a P-position (0 xor 4 xor 4): Why? supposes a move and
// shows the reply. The supposed move splits the Kayles row (two parts from then on), so the
// reply's own move counts four parts; the page says both moves of the three components on the
// board, and the table after each adds up to the nim-sum the caption names.
test("Why? of a P-position: the example splits a row, the reply is said of the components on the board", async () => {
  const page = await open(env, "sums", { hash: hashOf(sumOf([heap.kind, "0"], [row.kind, "5"], [queen.kind, "1,3"])) });
  const captions = await whyCaptions(page);
  for (const [kind, text] of captions) assert.doesNotMatch(text, /NaN|undefined|null/, `${kind}: ${text}`);
  const [example, reply] = captions.slice(-2);
  assert.deepEqual(example, [
    "example",
    "Say the player to move makes this move: component 2 becomes rows of 1 and 3. The value becomes 6.",
  ]);
  assert.deepEqual(reply, ["reply", "The other player answers: component 3 becomes (1, 1). The value is 0 again, a P-position."]);
  /** The table's values, row by row ("component 1" ... "nim-sum"), as the page shows them. */
  const table = () =>
    page.$$eval("#why-table tr", (rows) =>
      rows.slice(1).map((row) => [...row.querySelectorAll("th, td")].slice(0, 2).map((cell) => cell.textContent.trim())),
    );
  assert.deepEqual(await table(), [
    ["component 1", "0"],
    ["component 2", "2"],
    ["component 3", "2"],
    ["nim-sum", "0"],
  ]);
  await page.click("#why-back");
  await page.waitForFunction(() => document.getElementById("why-caption").dataset.kind === "example");
  assert.deepEqual(await table(), [
    ["component 1", "0"],
    ["component 2", "2"],
    ["component 3", "4"],
    ["nim-sum", "6"],
  ]);
  assertClean(page);
  await page.close();
});

test("on a 1920x950 projector each component's board takes its card's room, and the sum stays on the first screen", async () => {
  const page = await open(env, "sums", { viewport: { width: 1920, height: 950 }, projector: true });
  await page.evaluate(() => document.fonts.ready);
  const cards = await page.$$eval("#board .component", (all) =>
    all.map((card) => {
      const c = card.getBoundingClientRect();
      const svg = card.querySelector(".component-board");
      const b = svg.getBoundingClientRect();
      const style = getComputedStyle(card);
      const inner = c.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // What is drawn, not the svg's box: the drawing keeps its shape inside the box (viewBox).
      const view = svg.viewBox.baseVal;
      const scale = Math.min(b.width / view.width, b.height / view.height);
      return { game: card.dataset.game, width: (view.width * scale) / inner, height: (view.height * scale) / c.height };
    }),
  );
  assert.ok(cards.length >= 2);
  for (const c of cards) {
    // A board is as wide as its card (a long row), or tall: two thirds of the card or more.
    assert.ok(
      c.width >= 0.9 || c.height >= 0.68,
      `${c.game}: its board is drawn ${Math.round(100 * c.width)}% of the card's width and ${Math.round(100 * c.height)}% of its height`,
    );
  }
  // The moves as a list open over the board, their summary staying where it was clicked.
  const summary = "#board .component:last-child .component-list summary";
  const before = await page.locator(summary).boundingBox();
  await page.click(summary);
  assert.deepEqual(await page.locator(summary).boundingBox(), before);
  assert.ok(await page.isVisible("#board .component:last-child .component-moves"));
  await page.click(summary);
  const bottom = await page.evaluate(() => document.getElementById("board").getBoundingClientRect().bottom);
  assert.ok(bottom <= 950, `the sum ends at ${Math.round(bottom)} px`);
  await screenshot(page, "sums-projector-cards");
  assertClean(page);
  await page.close();
});
