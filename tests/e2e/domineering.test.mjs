// Domineering (domineering.html) played as a student would: the 2x2 board's value with hints
// on (and nothing with hints off), a domino placed by a click and the computer's reply, the
// regions and their values, a column of four squares worth 2, the keyboard, the New game
// form's blocked squares, and a bad address.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot, whyCaptions } from "./harness.mjs";

const env = useBrowser({ before, after });

const square = (page, row, col) => page.locator(`#board .dom-cell[data-row="${row}"][data-col="${col}"]`);
/** The value the hints' values box shows. */
const shownValue = (page) => page.textContent("#value-box .value-line .value");

test("the 2x2 board is ±1 with hints on, and shows nothing with hints off", async () => {
  const page = await open(env, "domineering", { hash: "#L:2x2" });
  assert.equal(await boardPosition(page), "L:2x2", "an empty board is written by its size");
  assert.equal(await page.locator("#board .dom-cell").count(), 4);
  // Hints off: no value, no marks, no regions.
  assert.equal(await page.isVisible("#value-box"), false);
  assert.equal(await page.locator("#board .mark").count(), 0);
  assert.equal(await page.locator("#board .region-value").count(), 0);
  assert.doesNotMatch(await page.textContent("#board-panel"), /±1/);

  await page.check("#hints");
  await page.waitForSelector("#value-box:not([hidden])");
  assert.equal(await shownValue(page), "±1");
  assert.match(await page.textContent("#value-box"), /whoever moves first wins/);
  assert.equal(await page.getAttribute("#value-box .class-chip", "class"), "class-chip class-n");
  // Both places a standing domino fits win for Vertical, who moves first.
  assert.equal(await page.locator('#board .mark[data-wins="true"]').count(), 2);
  assert.deepEqual(await page.locator("#board .region-value text").allTextContents(), ["±1"]);
  await screenshot(page, "domineering-2x2");

  await page.uncheck("#hints");
  assert.equal(await page.isVisible("#value-box"), false);
  assert.equal(await page.locator("#board .mark").count(), 0);
  assertClean(page);
  await page.close();
});

test("a domino placed by a click; the computer replies with a domino lying down", async () => {
  const page = await open(env, "domineering", { hash: "#L:3x3" });
  // Hovering a square previews the domino it would place.
  await square(page, 0, 0).hover();
  assert.equal(await page.locator("#board .placement.preview").count(), 1);
  await square(page, 0, 0).click();
  await page.waitForFunction(() => document.getElementById("board").dataset.position !== "L:3x3");
  await waitForState(page, "ready", "over");
  await page.waitForFunction(() => document.querySelectorAll("#board .domino").length === 2);
  assert.equal(await page.locator("#board .domino.vertical").count(), 1);
  assert.equal(await page.locator("#board .domino.horizontal").count(), 1);
  assert.match(await boardPosition(page), /^L:/);
  // The computer's domino is named in words and ringed until the student moves.
  const line = await page.textContent("#computer-move");
  assert.match(line, /^The computer \(Horizontal\) placed a domino on columns \d and \d of row \d\.$/);
  assert.equal(await page.locator("#board .last-ring").count(), 1);
  await screenshot(page, "domineering-reply");
  await page.click("#undo");
  await waitForPosition(page, "L:3x3");
  assert.equal(await page.locator("#board .domino").count(), 0);
  assertClean(page);
  await page.close();
});

test("two rooms are two regions, each ±1, adding up to 0; a column of four squares is worth 2", async () => {
  const page = await open(env, "domineering", { hash: "#L:..#../..#.." });
  await page.check("#hints");
  await page.waitForSelector("#value-box:not([hidden])");
  assert.deepEqual(await page.locator("#board .region-value text").allTextContents(), ["±1", "±1"]);
  assert.deepEqual(await page.locator("#value-box .part-value").allTextContents(), ["±1", "±1"]);
  assert.equal(await shownValue(page), "0");
  assert.match(await page.textContent("#value-box"), /whoever moves second wins/);
  assert.equal(await page.locator("#board .region-outline").count(), 2);
  assert.equal(await page.locator("#board .dom-cell.blocked").count(), 2);
  await screenshot(page, "domineering-regions");

  // The Why? panel steps through the regions, their values and the sum.
  const captions = await whyCaptions(page);
  assert.match(captions[0][1], /splits into two regions/);
  const kinds = captions.map(([kind]) => kind);
  assert.ok(kinds.includes("sum"), `the steps add the regions up: ${kinds}`);

  await page.goto(`${env.base}domineering.html#L:./././.`);
  await waitForState(page, "ready");
  await page.waitForFunction(() => document.getElementById("board").dataset.position === "L:4x1");
  await page.waitForSelector("#value-box:not([hidden])");
  assert.equal(await shownValue(page), "2");
  assert.match(await page.textContent("#value-box"), /Vertical wins, whoever starts/);
  assertClean(page);
  await page.close();
});

test("the keyboard places a domino: arrows, then Enter", async () => {
  const page = await open(env, "domineering", { hash: "#L:3x3" });
  await square(page, 0, 0).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.col), "2");
  assert.equal(await page.locator("#board .placement.preview").count(), 1);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelectorAll("#board .domino").length >= 1);
  assert.equal(await page.locator("#board .domino.vertical").count(), 1);
  await waitForState(page, "ready", "over");
  assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest("#board"))), true, "the focus stays on the board");
  assertClean(page);
  await page.close();
});

test("New game: a size and blocked squares; a bad address keeps the game and says why", async () => {
  const page = await open(env, "domineering", { hash: "#L:2x2" });
  await page.selectOption("#new-rows", "3");
  await page.selectOption("#new-cols", "4");
  assert.equal(await page.locator("#block-grid .block-cell").count(), 12);
  await page.click('#block-grid .block-cell[data-row="1"][data-col="1"]');
  assert.equal(await page.getAttribute('#block-grid .block-cell[data-row="1"][data-col="1"]', "aria-pressed"), "true");
  await page.click("#start");
  await waitForPosition(page, "L:..../.#../....");
  assert.equal(await page.locator("#board .dom-cell.blocked").count(), 1);

  await page.evaluate(() => {
    location.hash = "#L:..x/...";
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent !== "");
  assert.equal(await boardPosition(page), "L:..../.#../....", "the last good board stays");
  assertClean(page);
  await page.close();
});

test("a 5x5 board is worked out first, with how many positions so far; then it is played at once", async () => {
  const page = await open(env, "domineering", { hash: "#L:2x2" });
  // Every text the progress line shows, as it comes.
  await page.evaluate(() => {
    window.progress = [];
    const label = document.getElementById("solve-label");
    new MutationObserver(() => window.progress.push(label.textContent)).observe(label, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.evaluate(() => {
    location.hash = "#L:5x5";
  });
  await waitForPosition(page, "L:5x5");
  await waitForState(page, "ready");
  const seen = await page.evaluate(() => window.progress);
  assert.ok(
    seen.some((text) => /^Working out the values: [\d,]+ positions so far$/.test(text)),
    `the progress line: ${seen}`,
  );
  assert.equal(await page.isVisible("#solve"), false, "the progress line goes once the values are worked out");
  await page.check("#hints");
  await page.waitForSelector("#value-box:not([hidden])");
  assertClean(page);
  await page.close();
});
