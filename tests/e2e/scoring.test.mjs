// The Scoring line (scoring.html): chips on squares, P/N marks and Grundy values from the
// core, the table built from square 0 upward in Why?, the subtraction-set editor, several chips as
// Nim in disguise, and the page's handling of bad input.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot } from "./harness.mjs";
import { checkComputerMove } from "./computer-move.mjs";

const env = useBrowser({ before, after });

const square = (page, n) => page.locator(`#board .square[data-square="${n}"]`);

test("the line shows P on the multiples of 4 for S = 1,2,3, and a click moves the chip", async () => {
  const page = await open(env, "scoring", { hash: "#21" });
  assert.equal(await boardPosition(page), "21");
  assert.equal(await page.locator("#board .square").count(), 22, "squares 0..21");
  // With Hints off the marks, the values and the period wait; Hints on brings them.
  assert.equal(await page.locator("#board .omark").count(), 0);
  assert.equal(await page.isDisabled("#marks"), true);
  assert.doesNotMatch(await page.textContent("#period-line"), /repeat/);
  await page.check("#hints");
  const outcomes = await page.$$eval("#board .square", (all) => all.map((s) => s.dataset.outcome).join(""));
  assert.equal(outcomes, "PNNNPNNNPNNNPNNNPNNNPN");
  assert.equal(await page.locator("#board .square .omark-p").count(), 6, "P drawn as a mark, not only a colour");
  assert.match(await page.textContent("#period-line"), /P-positions repeat every 4 squares from square 0/);
  assert.match(await page.textContent("#pick-line"), /square 20, 19 or 18/);
  await screenshot(page, "scoring");

  // Square 25 does not exist; square 10 cannot be reached in one move.
  await square(page, 10).click();
  assert.match(await page.textContent("#move-error"), /No chip can move to square 10/);
  assert.equal(await boardPosition(page), "21");

  await square(page, 20).click();
  await waitForPosition(page, "20");
  await waitForState(page, "ready", "over");
  const after = await boardPosition(page);
  assert.ok(["19", "18", "17"].includes(after), `the computer moved, got ${after}`);
  assert.equal(decodeURIComponent(new URL(page.url()).hash), `#${after}`);
  assert.equal(await page.textContent("#status"), "Your turn");

  await page.click("#undo");
  await waitForPosition(page, "21");
  await page.click("#redo");
  await waitForPosition(page, after);
  assertClean(page);
  await page.close();
});

test("Grundy values and hints: the values 0 1 2 3 repeat, and the winning square gets a tick", async () => {
  const page = await open(env, "scoring", { hash: "#9", hints: true });
  await page.check("#values");
  const values = await page.$$eval("#board .square .gval", (all) =>
    all
      .map((t) => t.textContent)
      .slice(0, 9)
      .join(""),
  );
  assert.equal(values, "012301230");
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "N");
  assert.match(await page.textContent("#badge"), /Grundy value 1/);
  assert.match(await page.textContent("#hint-line"), /^Winning move: chip 1 to square 8$/);
  assert.equal(await page.locator("#board .square.wins").count(), 1);
  assert.equal(await page.getAttribute("#board .square.wins", "data-square"), "8");
  assert.equal(await page.locator("#board .square.loses").count(), 2);
  assertClean(page);
  await page.close();
});

test("two chips: choose a chip, see each chip's value and their xor in binary columns", async () => {
  const page = await open(env, "scoring", { hash: "#7,5", hints: true });
  // Both chips can reach square 4: the page asks which one.
  await square(page, 4).click();
  assert.match(await page.textContent("#move-error"), /Chip 1 and chip 2 can all move to square 4/);
  // The Nim-in-disguise panel: chip 1 (square 7) is *3, chip 2 (square 5) is *1, nim-sum 2.
  assert.deepEqual(await page.locator("#disguise .heap-star").allTextContents(), ["*3", "*1"]);
  assert.equal(await page.textContent("#disguise .star-sum"), "*3 + *1 = *2");
  assert.equal(await page.textContent("#disguise tfoot td.dec"), "2");
  assert.match(await page.textContent("#disguise .disguise-meaning"), /nim-sum is 2/);

  // Choose chip 2 (click its square), then move it to square 3: value 1 -> 3, nim-sum 0.
  await square(page, 5).click();
  assert.equal(await page.getAttribute("#board", "data-selected"), "1");
  assert.match(await page.textContent("#pick-line"), /Chip 2 \(square 5\) is chosen/);
  await square(page, 3).click();
  await waitForPosition(page, "7,3");
  await waitForState(page, "ready", "over");
  assert.notEqual(await boardPosition(page), "7,3");
  assertClean(page);
  await page.close();
});

test("two chips on one square: Tweedledum and Tweedledee, and Why? walks to the mirror and the zero sum", async () => {
  const page = await open(env, "scoring", { hash: "#7,7", hints: true });
  assert.match(await page.textContent("#mirror-note"), /Chip 1 and chip 2 share square 7/);
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
  const kinds = [];
  for (;;) {
    kinds.push(await page.getAttribute("#why-caption", "data-kind"));
    if (kinds.at(-1) === "tableRow") {
      assert.match(
        await page.textContent("#why-caption"),
        /Square 7 can move to square 4, square 5 or square 6, with values \{0, 1, 2\}.*mex.* is 3/,
      );
      assert.equal(await page.getAttribute("#why-mex .mex", "data-grundy"), "3");
      assert.equal(await page.locator("#board .square.hl-now").count(), 1);
      assert.equal(await page.locator("#board .square.hl-opt").count(), 3);
    }
    if (kinds.at(-1) === "mirror") {
      assert.match(await page.textContent("#why-caption"), /Tweedledum and Tweedledee/);
      assert.equal(await page.locator("#board .chip.hl-chip").count(), 2);
      await screenshot(page, "scoring-mirror");
    }
    if (kinds.at(-1) === "column") assert.equal(await page.locator("#why-table tbody tr").count(), 2);
    if (await page.isDisabled("#why-forward")) break;
    await page.click("#why-forward");
  }
  for (const k of ["components", "tableRow", "mirror", "piles", "column", "nimSum", "zeroSum", "example", "reply"]) {
    assert.ok(kinds.includes(k), `step ${k} in ${kinds.join(",")}`);
  }
  assert.match(await page.textContent("#why-caption"), /The value is 0 again/);
  assertClean(page);
  await page.close();
});

test("Why? fills g(n) from square 0 upward, the table and the board with it, and states the period at the last row", async () => {
  const page = await open(env, "scoring", { hash: "#21" });
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
  // Its first step names the chip; then one step per square 0..21.
  while ((await page.getAttribute("#why-caption", "data-kind")) !== "tableRow") await page.click("#why-forward");
  assert.match(await page.textContent("#why-caption"), /^Square 0: no move is possible.*g\(0\) = 0/);
  assert.equal(await page.locator("#why-values td.todo").count(), 3 * 21, "squares 1..21 wait");
  for (let i = 0; i < 4; i++) await page.click("#why-forward");
  // Square 4 reaches 3, 2, 1 (values 3, 2, 1): the mex is 0.
  assert.equal(await page.getAttribute("#why-mex .mex", "data-state"), "4");
  assert.match(await page.textContent("#why-caption"), /values \{1, 2, 3\}.*mex.* is 0, so g\(4\) = 0: a P-position/);
  assert.deepEqual(await page.$$eval("#board .square.hl-opt", (all) => all.map((s) => s.dataset.square).sort()), ["1", "2", "3"]);
  assert.equal(await page.locator("#board .square.hl-now").getAttribute("data-square"), "4");
  assert.deepEqual(await page.$$eval("#board .square.hl-done", (all) => all.map((s) => s.dataset.square).sort()), ["0", "1", "2", "3"]);
  assert.equal(await page.locator("#why-mex .mex-cell.is-mex").getAttribute("data-value"), "0");
  assert.deepEqual(await page.$$eval("#why-values tr:nth-child(2) td", (all) => all.slice(0, 6).map((c) => c.textContent)), [
    "0",
    "1",
    "2",
    "3",
    "0",
    "?",
  ]);
  await screenshot(page, "scoring-why-table");
  while ((await page.getAttribute("#why-mex .mex", "data-state")) !== "21") await page.click("#why-forward");
  assert.match(
    await page.textContent("#why-caption"),
    /The pattern shows: The Grundy values repeat every 4 squares from square 0 on\. P-positions repeat every 4 squares/,
  );
  assert.equal(await page.locator("#why-values td.todo").count(), 0);
  // Past the table the nim-sum steps take over: no table, no squares marked as filled in.
  await page.click("#why-forward");
  assert.notEqual(await page.getAttribute("#why-caption", "data-kind"), "tableRow");
  assert.equal(await page.locator("#why-values").count(), 0);
  assert.equal(await page.locator("#board .square.hl-done").count(), 0);
  assertClean(page);
  await page.close();
});

test("editing S reloads the line and its period; a bad S keeps the game", async () => {
  const page = await open(env, "scoring", { hash: "#21", hints: true });
  await page.fill("#set-input", "1,3,4");
  await page.click("#set-apply");
  await page.waitForFunction(() => /every 7 squares/.test(document.getElementById("period-line").textContent));
  assert.equal(decodeURIComponent(new URL(page.url()).hash), "#S=1,3,4:21");
  const outcomes = await page.$$eval("#board .square", (all) =>
    all
      .slice(0, 10)
      .map((s) => s.dataset.outcome)
      .join(""),
  );
  assert.equal(outcomes, "PNPNNNNPNP", "P at 0, 2, 7, 9 for S = 1,3,4");

  await page.fill("#set-input", "0,5");
  await page.click("#set-apply");
  await page.waitForFunction(() => document.getElementById("set-error").textContent.trim() !== "");
  assert.match(await page.textContent("#set-error"), /amount "0" is not allowed/);
  assert.equal(await boardPosition(page), "21");
  assert.equal(decodeURIComponent(new URL(page.url()).hash), "#S=1,3,4:21", "the last good game stays");
  assertClean(page);
  await page.close();
});

test("a bad hash or a bad position keeps the last good position", async () => {
  const page = await open(env, "scoring", { hash: "#7,7" });
  await page.evaluate(() => {
    location.hash = "#7,x";
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent.trim() !== "");
  assert.match(await page.textContent("#hash-error"), /Part 2 is "x"/);
  assert.equal(await boardPosition(page), "7,7");
  await page.waitForFunction(() => location.hash === "#7,7");

  await page.fill("#new-position", "3,-1");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("new-error").textContent.trim() !== "");
  assert.match(await page.textContent("#new-error"), /negative/);
  assert.equal(await boardPosition(page), "7,7");

  await page.fill("#move-input", "1:9");
  await page.press("#move-input", "Enter");
  await page.waitForFunction(() => document.getElementById("move-error").textContent.trim() !== "");
  assert.match(await page.textContent("#move-error"), /cannot become "9"/);

  assertClean(page);
  await page.close();

  // A bad hash on arrival shows the default instead, and says so.
  const fresh = await open(env, "scoring", { hash: "#S=0:5" });
  assert.equal(await boardPosition(fresh), "21");
  assert.match(await fresh.textContent("#hash-error"), /amount "0" is not allowed.*Showing 21 instead/);
  assertClean(fresh);
  await fresh.close();
});

test("misère play marks the squares by search and the keyboard plays a move", async () => {
  const page = await open(env, "scoring", { hash: "#misere:6", hints: true });
  await page.waitForFunction(() => document.querySelector('#board .square[data-square="1"]')?.dataset.outcome === "P");
  const outcomes = await page.$$eval("#board .square", (all) =>
    all
      .slice(0, 9)
      .map((s) => s.dataset.outcome)
      .join(""),
  );
  assert.equal(outcomes, "NPNNNPNNN", "misère: P at 1, 5, 9, …");
  assert.match(await page.textContent("#rule-name"), /misère/);
  await screenshot(page, "scoring-misere");

  // Keyboard: Tab to the line (the chip's square), two steps left, Enter: chip to square 4? No: 5 wins.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.classList.contains("square"))) break;
  }
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.square), "6");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await waitForPosition(page, "5");
  await waitForState(page, "ready", "over");
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("square")), true, "focus stays on the line");
  assertClean(page);
  await page.close();
});

test("the computer's move stays on show: its chip faded on the square it left, and in words", async () => {
  await checkComputerMove(env, "scoring", "#21", /^The computer moved chip 1 to square \d+\.$/, (position) => `1:${Number(position) - 1}`);
});

test("with Hints on, the badge's Grundy value is explained in the hints' legend", async () => {
  const page = await open(env, "scoring", { hints: true });
  await page.waitForSelector("#badge:not([hidden])");
  assert.match(await page.textContent("#badge"), /Grundy value \d+/);
  assert.equal(await page.isVisible("#hint-legend .grundy-legend"), true);
  assert.match(await page.textContent("#hint-legend"), /Grundy value n: the position plays like a Nim pile of n chips/);
  assertClean(page);
  await page.close();
});
