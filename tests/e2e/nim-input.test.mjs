// Positions from the address bar and the "New game" form: hints, bad input kept out, and the
// last good position kept.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, drawnPiles, screenshot } from "./harness.mjs";

const env = useBrowser({ before, after });

const marks = (page, wins) => page.locator(`#board .mark[data-wins="${wins}"]`).count();

test("hints on 3,4,5 mark the one winning take, 1-2, in colour and symbol", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  assert.equal(await page.isHidden("#badge"), true, "no outcome shown without hints");
  assert.equal(await page.locator("#board .mark").count(), 0);
  await page.check("#hints");
  await page.waitForSelector("#board .mark");
  assert.equal(await page.locator("#board .mark").count(), 12, "every chip is marked");
  assert.equal(await marks(page, "true"), 1);
  const winner = page.locator('#board .mark[data-wins="true"]');
  assert.equal(await winner.locator("xpath=..").getAttribute("data-pile"), "0");
  assert.equal(await winner.locator("xpath=..").getAttribute("data-index"), "1");
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "N");
  assert.match(await page.textContent("#badge"), /N-position/);
  // The winning move in words (take 2 from pile 1), not the move box's code 1-2.
  assert.match(await page.textContent("#hint-line"), /^Winning move: take 2 from pile 1\.?$/);
  // The colours differ between a winning and a losing chip.
  const fills = await page.evaluate(() => {
    const fill = (sel) => getComputedStyle(document.querySelector(sel)).fill;
    return [fill("#board .token.wins .body"), fill("#board .token.loses .body")];
  });
  assert.notEqual(fills[0], fills[1]);
  await screenshot(page, "nim-hints");
  assertClean(page);
  await page.close();
});

test("loading #1,2,3 draws that position and hints show no winning take", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  await page.goto(`${env.base}nim.html#1,2,3`);
  await waitForPosition(page, "1,2,3");
  await page.reload();
  await waitForState(page, "ready");
  assert.equal(await boardPosition(page), "1,2,3");
  assert.deepEqual(await drawnPiles(page), [1, 2, 3]);
  await page.check("#hints");
  await page.waitForSelector("#board .mark");
  assert.equal(await marks(page, "true"), 0);
  assert.equal(await marks(page, "false"), 6);
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "P");
  assert.match(await page.textContent("#hint-line"), /No winning move/);
  assertClean(page);
  await page.close();
});

test("#misere:1,1 is misère play where both takes win", async () => {
  const page = await open(env, "nim", { hash: "#misere:1,1" });
  assert.equal(await boardPosition(page), "1,1");
  assert.equal(await page.getAttribute("#board", "data-rule"), "misere");
  assert.match(await page.textContent("#rule-name"), /misère/);
  assert.equal(
    await page.isChecked('input[name="rule"][value="misere"]'),
    true,
    "the New game form starts from the game on show (turns.js syncForm): the next game is misère too",
  );
  await page.check("#hints");
  await page.waitForSelector("#board .mark");
  assert.equal(await marks(page, "true"), 2);
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "N");
  assertClean(page);
  await page.close();
});

test("a bad typed position shows the core's message and keeps the last good position", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  await page.fill("#new-piles", "3,x,5");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("new-error").textContent.trim() !== "");
  assert.equal(await page.getAttribute("#new-error", "role"), "alert");
  assert.equal(await boardPosition(page), "3,4,5");
  assert.equal(new URL(page.url()).hash, "#3,4,5");
  assert.equal(await page.evaluate(() => document.body.dataset.state), "ready");

  // A good position clears the message.
  await page.fill("#new-piles", "1, 2, 3");
  await page.click("#start");
  await waitForPosition(page, "1,2,3");
  assert.equal(await page.textContent("#new-error"), "");
  assertClean(page);
  await page.close();
});

test("a bad hash shows the core's message and keeps the last good position", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  await page.evaluate(() => {
    location.hash = "#-1";
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent.trim() !== "");
  assert.equal(await boardPosition(page), "3,4,5");
  await page.waitForFunction(() => location.hash === "#3,4,5");
  // A good hash afterwards works and clears the message.
  await page.evaluate(() => {
    location.hash = "#2,2";
  });
  await waitForPosition(page, "2,2");
  assert.equal(await page.textContent("#hash-error"), "");
  assertClean(page);
  await page.close();
});

test("first load with a bad hash shows the message and the default position", async () => {
  const page = await open(env, "nim", { hash: "#3,x,5" });
  assert.equal(await boardPosition(page), "3,4,5");
  assert.notEqual((await page.textContent("#hash-error")).trim(), "");
  assert.equal(new URL(page.url()).hash, "#3,4,5");
  assertClean(page);
  await page.close();
});

test("the page works in the dark theme with reduced motion", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5", colorScheme: "dark", reducedMotion: "reduce" });
  const [bg, text] = await page.evaluate(() => {
    const s = getComputedStyle(document.body);
    return [s.backgroundColor, s.color];
  });
  assert.notEqual(bg, text);
  assert.equal(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize)), 20);
  await page.check("#hints");
  await screenshot(page, "nim-dark");
  assertClean(page);
  await page.close();
});
