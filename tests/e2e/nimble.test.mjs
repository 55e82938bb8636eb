// Nimble (nimble.html): coins on a strip, click a coin then a square to its left, the
// keyboard, Nim in disguise (each coin a heap of its square), Why? and bad input.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot } from "./harness.mjs";
import { checkComputerMove } from "./computer-move.mjs";

const env = useBrowser({ before, after });

const square = (page, n) => page.locator(`#board .square[data-square="${n}"]`);

test("coins are drawn on their squares and each is a Nim heap of its square", async () => {
  const page = await open(env, "nimble", { hash: "#1,4,4,7" });
  assert.equal(await boardPosition(page), "1,4,4,7");
  assert.equal(await page.locator('#board .square[data-square="4"] .chip').count(), 2, "two coins share square 4");
  // With Hints off the heaps' values and the mirror note wait; Hints on brings them.
  assert.equal(await page.locator("#disguise .heap-star").count(), 0);
  assert.equal(await page.isVisible("#mirror-note"), false);
  await page.check("#hints");
  assert.deepEqual(await page.locator("#disguise .heap-star").allTextContents(), ["*1", "*4", "*4", "*7"]);
  assert.equal(await page.textContent("#disguise .star-sum"), "*1 + *4 + *4 + *7 = *6");
  assert.match(await page.textContent("#mirror-note"), /Coin 2 and coin 3 share square 4/);
  // The winning moves in words, not in the move box's code (2:2).
  assert.match(await page.textContent("#hint-line"), /^Winning moves: coin 2 to square 2, /);
  assert.doesNotMatch(await page.textContent("#hint-line"), /\d:\d/);
  await square(page, 7).click();
  assert.equal(await page.getAttribute("#board", "data-selected"), "3");
  assert.equal(await page.locator("#board .square.wins").count(), 1, "coin 4 wins by going to square 1");
  assert.equal(await page.getAttribute("#board .square.wins", "data-square"), "1");
  await screenshot(page, "nimble");
  assertClean(page);
  await page.close();
});

test("click a coin, then a square to its left; the computer answers; undo", async () => {
  const page = await open(env, "nimble", { hash: "#1,4,4,7" });
  // A square with no coin before any coin is chosen: the page asks for a coin first.
  await square(page, 5).click();
  assert.match(await page.textContent("#move-error"), /Click a coin first/);
  await square(page, 7).click();
  await square(page, 9).click();
  assert.match(await page.textContent("#move-error"), /only slide left/);
  await square(page, 1).click();
  await waitForPosition(page, "1,4,4,1");
  await waitForState(page, "ready", "over");
  assert.notEqual(await boardPosition(page), "1,4,4,1", "the computer moved");
  await page.click("#undo");
  await waitForPosition(page, "1,4,4,7");
  assertClean(page);
  await page.close();
});

test("the keyboard chooses a coin and a square", async () => {
  const page = await open(env, "nimble", { hash: "#2,5" });
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.classList.contains("square"))) break;
  }
  const focused = () => page.evaluate(() => document.activeElement?.dataset.square);
  assert.equal(await focused(), "2", "the first coin's square is the tab stop");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  assert.equal(await focused(), "5");
  await page.keyboard.press("Enter");
  assert.equal(await page.getAttribute("#board", "data-selected"), "1");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await waitForPosition(page, "2,2");
  await waitForState(page, "ready", "over");
  assertClean(page);
  await page.close();
});

test("Why? for 4,4: equal heaps cancel, the nim-sum is 0, and a reply restores it", async () => {
  const page = await open(env, "nimble", { hash: "#4,4" });
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
  assert.match(
    await page.textContent("#why-caption"),
    /Two components side by side: coin 1 \(square 4\) has value 4 and coin 2 \(square 4\) has value 4/,
  );
  const kinds = [];
  for (;;) {
    const kind = await page.getAttribute("#why-caption", "data-kind");
    kinds.push(kind);
    if (kind === "reply") {
      assert.match(await page.textContent("#why-caption"), /answers: coin 2 to square 3\./);
      assert.equal(await page.locator("#board .square.hl-opt").getAttribute("data-square"), "3");
    }
    if (await page.isDisabled("#why-forward")) break;
    await page.click("#why-forward");
  }
  assert.deepEqual(
    kinds.filter((k) => ["mirror", "zeroSum", "example", "reply"].includes(k)),
    ["mirror", "zeroSum", "example", "reply"],
  );
  assertClean(page);
  await page.close();
});

test("bad hash and misère play", async () => {
  const page = await open(env, "nimble", { hash: "#1,2" });
  await page.evaluate(() => {
    location.hash = "#1,,2";
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent.trim() !== "");
  assert.match(await page.textContent("#hash-error"), /Part 2 is missing/);
  assert.equal(await boardPosition(page), "1,2");
  await page.waitForFunction(() => location.hash === "#1,2");

  await page.evaluate(() => {
    location.hash = "#misere:1,1";
  });
  await waitForPosition(page, "1,1");
  assert.equal(await page.getAttribute("#board", "data-rule"), "misere");
  await square(page, 1).click();
  await square(page, 0).click();
  await waitForState(page, "over");
  assert.match(await page.textContent("#status"), /^You win!/, "misère: the computer must make the last move");
  assertClean(page);
  await page.close();
});

test("the computer's move stays on show: its coin faded on the square it left, and in words", async () => {
  await checkComputerMove(env, "nimble", "#1,4,4,7", /^The computer moved coin \d to square \d+\.$/, (position) => {
    const coins = position.split(",").map(Number);
    const i = coins.indexOf(Math.max(...coins));
    return `${i + 1}:${coins[i] - 1}`;
  });
});
