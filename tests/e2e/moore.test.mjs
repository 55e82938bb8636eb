// Moore's Nim (moore.html): marking chips in up to k piles and taking them, the columns
// counted modulo k + 1 (Why? and Nim in disguise), changing k, and bad input.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot } from "./harness.mjs";
import { checkComputerMove } from "./computer-move.mjs";

const env = useBrowser({ before, after });

const token = (page, pile, index) => page.locator(`#board .token[data-pile="${pile}"][data-index="${index}"]`);

test("mark chips in two piles and take them in one move; the computer answers", async () => {
  const page = await open(env, "moore", { hash: "#3,4,5" });
  assert.equal(await page.isDisabled("#take"), true);
  // 4 -> 3 and 5 -> 3: the winning move 2-1+3-2 (every column a multiple of 3).
  await token(page, 1, 3).click();
  await token(page, 2, 3).click();
  assert.equal(await page.getAttribute("#board", "data-takes"), "2-1+3-2");
  assert.equal(await page.textContent("#take"), "Take 3 chips");
  // A third pile is one too many for k = 2.
  await token(page, 0, 2).click();
  assert.match(await page.textContent("#move-error"), /at most 2 piles/);
  await screenshot(page, "moore");
  await page.click("#take");
  await waitForPosition(page, "3,3,3");
  await waitForState(page, "ready", "over");
  assert.notEqual(await boardPosition(page), "3,3,3", "the computer moved");
  await page.click("#undo");
  await waitForPosition(page, "3,4,5");
  assertClean(page);
  await page.close();
});

test("Nim in disguise counts each column modulo k + 1, and Why? steps through it", async () => {
  const page = await open(env, "moore", { hash: "#3,4,5" });
  // With Hints off the piles stand in binary, without the counts or the verdict.
  await page.waitForSelector("#disguise tr.mod-row");
  assert.deepEqual(await page.$$eval("#disguise tr.mod-row td.bit", (all) => all.map((c) => c.textContent)), ["·", "·", "·"]);
  assert.equal(await page.locator("#disguise .disguise-meaning").count(), 0);
  await page.check("#hints");
  await page.waitForSelector("#disguise .disguise-meaning");
  assert.deepEqual(await page.$$eval("#disguise tr.mod-row td.bit", (all) => all.map((c) => c.textContent)), ["2", "1", "2"]);
  assert.match(await page.textContent("#disguise .disguise-meaning"), /not a multiple of 3: an N-position/);
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
  assert.match(await page.textContent("#why-caption"), /modulo k \+ 1 = 3/);
  await page.click("#why-forward");
  assert.equal(await page.textContent("#why-caption"), "Column 4: two 1s. 2 mod 3 = 2: not a multiple of 3.");
  assert.equal(await page.locator("#why-table tbody td.hl-bit").count(), 2);
  await page.click("#why-last");
  assert.equal(await page.getAttribute("#why-caption", "data-kind"), "check");
  assert.deepEqual(await page.$$eval("#why-table tr.mod-row td.bit", (all) => all.map((c) => c.textContent)), ["0", "0", "0"]);
  await page.click("#why-back");
  assert.match(await page.textContent("#why-caption"), /So take 1 chip from pile 2 and 2 from pile 3, leaving piles of 3, 3 and 3 chips/);
  assert.equal(await page.locator("#board .token.hl-take").count(), 3);
  await page.evaluate(() => document.getElementById("board").scrollIntoView({ block: "start" }));
  await screenshot(page, "moore-why");
  assertClean(page);
  await page.close();
});

test("k is part of the game and of the address; a bad k or position keeps the game", async () => {
  const page = await open(env, "moore", { hash: "#3,3,3" });
  await page.fill("#k-input", "1");
  await page.click("#k-apply");
  await page.waitForFunction(() => location.hash === "#k=1:3,3,3");
  await page.check("#hints");
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "N", "with k = 1 (Nim) 3,3,3 is an N-position");
  await page.fill("#k-input", "40");
  await page.click("#k-apply");
  await page.waitForFunction(() => document.getElementById("k-error").textContent.trim() !== "");
  assert.match(await page.textContent("#k-error"), /K from 1 to 16/);
  assert.equal(await page.evaluate(() => location.hash), "#k=1:3,3,3");
  await page.evaluate(() => {
    location.hash = "#3,x";
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent.trim() !== "");
  assert.equal(await boardPosition(page), "3,3,3");
  assertClean(page);
  await page.close();
});

test("the keyboard marks chips and takes them", async () => {
  const page = await open(env, "moore", { hash: "#1,1" });
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.classList.contains("token"))) break;
  }
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  assert.equal(await page.getAttribute("#board", "data-takes"), "1-1+2-1");
  await page.keyboard.press("t");
  await waitForState(page, "over");
  assert.match(await page.textContent("#status"), /^You win!/);
  assertClean(page);
  await page.close();
});

test("the computer's move stays on show: the chips it took faded, and in words", async () => {
  await checkComputerMove(env, "moore", "#3,4,5", /^The computer took \d+ chips? from pile \d( and \d+ from pile \d)?\.$/, (position) => {
    const piles = position.split(",").map(Number);
    return `${piles.findIndex((n) => n > 0) + 1}-1`;
  });
});
