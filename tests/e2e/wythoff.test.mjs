// Corner the Lady (wythoff.html): moving the queen by clicking, the P-squares shown with hints
// and built pair by pair from the corner, several queens as a sum on several boards, Why?
// and bad input.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot } from "./harness.mjs";
import { checkComputerMove } from "./computer-move.mjs";

const env = useBrowser({ before, after });

const cell = (page, part, x, y) => page.locator(`#board .cell[data-part="${part}"][data-x="${x}"][data-y="${y}"]`);
const visibleP = (page) =>
  page.$$eval("#board .cell", (all) =>
    all
      .filter((c) => getComputedStyle(c.querySelector(".omark") ?? c).display !== "none" && c.querySelector(".omark"))
      .map((c) => `${c.dataset.x},${c.dataset.y}`)
      .sort(),
  );

test("an 8x8 board with the queen; hints show the P-squares with a mark; a click moves her", async () => {
  const page = await open(env, "wythoff", { hash: "#3,7" });
  assert.equal(await page.locator('#board .cell[data-part="0"]').count(), 64, "at least 8x8");
  assert.deepEqual(await visibleP(page), [], "no P-squares without hints");
  await page.check("#hints");
  assert.deepEqual(await visibleP(page), ["0,0", "1,2", "2,1", "3,5", "4,7", "5,3", "7,4"]);
  assert.match(await page.textContent("#hint-line"), /the queen to \(3, 5\)/);
  assert.doesNotMatch(await page.textContent("#hint-line"), /1:3,5/, "no move code in the hint line");
  assert.equal(await page.locator("#board .cell.wins").count(), 1);
  await screenshot(page, "wythoff");

  await cell(page, 0, 5, 5).click();
  assert.match(await page.textContent("#move-error"), /cannot reach \(5, 5\)/);
  await cell(page, 0, 3, 5).click();
  await waitForPosition(page, "3,5");
  await waitForState(page, "ready", "over");
  assert.notEqual(await boardPosition(page), "3,5", "the computer moved");
  await page.click("#undo");
  await waitForPosition(page, "3,7");
  assertClean(page);
  await page.close();
});

test("the P-squares are built pair by pair from (0,0), each with its mirror", async () => {
  const page = await open(env, "wythoff", { hash: "#3,7" });
  await page.click("#build-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("build-counter").textContent.trim()));
  assert.equal((await page.textContent("#build-counter")).trim(), "1 / 4", "(0,0), (1,2), (3,5), (4,7) on an 8x8 board");
  assert.match(await page.textContent("#build-caption"), /corner/);
  assert.deepEqual(await visibleP(page), ["0,0"]);
  await page.click("#build-forward");
  await page.click("#build-forward");
  assert.equal(await page.getAttribute("#build-caption", "data-pair"), "3,5");
  assert.match(
    await page.textContent("#build-caption"),
    /Pair 2: \(3, 5\) and its mirror \(5, 3\).*3 is the smallest one not used, and 5 − 3 = 2/,
  );
  assert.deepEqual(await visibleP(page), ["0,0", "1,2", "2,1", "3,5", "5,3"]);
  assert.equal(await page.locator("#board .cell.p-new").count(), 2);
  await page.evaluate(() => document.getElementById("board").scrollIntoView({ block: "start" }));
  await screenshot(page, "wythoff-build");
  assertClean(page);
  await page.close();
});

test("two queens are two boards: a sum with the nim-sum of their values", async () => {
  const page = await open(env, "wythoff", { hash: "#6,7;2,2" });
  assert.equal(await page.locator("#board .queen-board-group").count(), 2);
  // With Hints off the values wait; Hints on brings them.
  assert.equal(await page.locator("#disguise .heap-star").count(), 0);
  await page.check("#hints");
  assert.deepEqual(await page.locator("#disguise .heap-star").allTextContents(), ["*4", "*1"]);
  assert.equal(await page.textContent("#disguise .star-sum"), "*4 + *1 = *5");
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
  const kinds = [];
  for (;;) {
    const kind = await page.getAttribute("#why-caption", "data-kind");
    kinds.push(kind);
    if (kind === "target") assert.match(await page.textContent("#why-caption"), /Move in queen 1: its value 4 must become 4 xor 5 = 1/);
    if (kind === "move") {
      assert.match(await page.textContent("#why-caption"), /queen 1 to \(/);
      assert.equal(await page.locator('#board .cell.hl-opt[data-part="0"]').count(), 1);
    }
    if (await page.isDisabled("#why-forward")) break;
    await page.click("#why-forward");
  }
  assert.ok(kinds.includes("nimSum") && kinds.includes("target") && kinds.includes("move"), kinds.join(","));
  await screenshot(page, "wythoff-two-queens");
  // A queen in the corner of one board is out of moves, but the other board plays on.
  await cell(page, 1, 0, 0).click();
  await waitForPosition(page, "6,7;0,0");
  await waitForState(page, "ready", "over");
  assertClean(page);
  await page.close();
});

test("keyboard, misère and bad input", async () => {
  const page = await open(env, "wythoff", { hash: "#misere:1,2" });
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.classList.contains("cell"))) break;
  }
  assert.equal(
    await page.evaluate(() => `${document.activeElement?.dataset.x},${document.activeElement?.dataset.y}`),
    "1,2",
    "the queen's square is the tab stop",
  );
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await waitForPosition(page, "0,1");
  await waitForState(page, "ready", "over");

  await page.evaluate(() => {
    location.hash = "#300,1";
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent.trim() !== "");
  assert.match(await page.textContent("#hash-error"), /off the board/);
  assert.notEqual(await boardPosition(page), "300,1");
  await page.fill("#new-position", "3");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("new-error").textContent.trim() !== "");
  assertClean(page);
  await page.close();
});

test("the computer's move stays on show: its queen faded where she stood, and in words", async () => {
  await checkComputerMove(env, "wythoff", "#3,5", /^The computer moved the queen to \(\d, \d\)\.$/, (position) => {
    const [x, y] = position.split(",").map(Number);
    return x > 0 ? `1:${x - 1},${y}` : `1:${x},${y - 1}`;
  });
});
