// Cutcake (cutcake.html) played as a student would: whole-number values with hints on (and
// nothing with hints off), a vertical cut by a click with the two halves drawn where the piece
// was, the computer's horizontal reply, the keyboard, the Why? steps, the address and bad input.
//
// Values checked by hand: a strip 4 wide and 1 high is 3 (Vertical has three cuts, Horizontal
// none), a strip 1 wide and 2 high is -1; together 3 - 1 = 2, so Vertical wins whoever starts.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openReady, assertClean, waitForState, waitForPosition, boardPosition, screenshot, whyCaptions } from "./harness.mjs";
import { checkComputerMove } from "./computer-move.mjs";

const env = useBrowser({ before, after });

const openCutcake = (hash) => openReady(env.browser, env.base, "cutcake", { hash });

const line = (page, move) => page.locator(`#board .cut[data-move="${move}"]`);
/** Each piece's box on the drawing: [x, y, width, height] in SVG units. */
const boxes = (page) =>
  page.$$eval("#board .cake-body", (all) => all.map((r) => ["x", "y", "width", "height"].map((a) => Number(r.getAttribute(a)))));

test("whole-number values with hints on, nothing with hints off", async () => {
  const page = await openCutcake("#L:4x1,1x2");
  assert.equal(await page.locator("#board .cake").count(), 2);
  assert.equal(await page.locator("#board .cut").count(), 3, "Vertical's three lines in the 4x1 strip; none in the 1x2 one");
  assert.equal(await page.isVisible("#value-box"), false);
  assert.equal(await page.locator("#board .mark, #board .part-value").count(), 0);
  await page.check("#hints");
  await page.waitForSelector("#value-box:not([hidden])");
  assert.equal(await page.textContent("#value-box .value-line .value"), "2");
  assert.match(await page.textContent("#value-box .value-line"), /Vertical wins, whoever starts/);
  assert.deepEqual(await page.locator("#value-box .part-value").allTextContents(), ["3", "-1"]);
  assert.equal(await page.locator("#board .mark").count(), 3);
  await screenshot(page, "cutcake-hints");
  await page.uncheck("#hints");
  assert.equal(await page.isVisible("#value-box"), false);
  assert.equal(await page.locator("#board .mark, #board .part-value").count(), 0);
  assertClean(page);
  await page.close();
});

test("a cut by a click: the halves stay in place; the computer cuts across", async () => {
  const page = await openCutcake("#L:3x2,1x2");
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash)), "#L:3x2,1x2");
  const [[x, y, w]] = await boxes(page);
  await line(page, "1:1").click();
  await waitForPosition(page, "R:1x2,2x2,1x2");
  const [left, right] = await boxes(page);
  assert.equal(left[0], x, "the left half starts where the piece did");
  assert.equal(left[1], y);
  assert.ok(right[0] > left[0] + left[2] && right[0] + right[2] > x + w, "the right half sits to its right, a gap apart");
  await waitForState(page, "ready", "over");
  const after = await boardPosition(page);
  assert.ok(after.startsWith("L:"), `the computer (Horizontal) cut: ${after}`);
  assert.match(
    await page.textContent("#computer-move"),
    /^The computer \(Horizontal\) cut piece \d after row 1: a \d by 1 piece and a \d by 1 piece\.$/,
  );
  assert.equal(await page.locator("#board .cut-ghost").count(), 1);
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash)), `#${after}`);
  await screenshot(page, "cutcake-after");
  assertClean(page);
  await page.close();
});

test("the keyboard: arrows go from line to line and piece to piece, Enter cuts", async () => {
  const page = await openCutcake("#L:3x1,2x1");
  await line(page, "1:1").focus();
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.move), "1:2");
  await page.keyboard.press("ArrowDown");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.move), "2:1");
  await page.keyboard.press("Enter");
  await waitForPosition(page, "R:3x1,1x1,1x1");
  assertClean(page);
  await page.close();
});

test("Why?: each piece's options, the simplest number, the sum and who wins", async () => {
  const page = await openCutcake("#L:4x1,1x2");
  const captions = await whyCaptions(page);
  const kinds = captions.map(([kind]) => kind);
  assert.equal(kinds[0], "parts");
  assert.ok(kinds.includes("options"), kinds.join(", "));
  assert.deepEqual(kinds.slice(-3), ["sum", "outcome", "winningMove"]);
  const text = Object.fromEntries(captions);
  assert.match(text.sum, /3 \+ \(-1\) = 2\./);
  assert.match(text.outcome, /2 is greater than 0: Vertical wins, whoever starts \(class L\)/);
  assert.match(
    captions.find(([kind]) => kind === "options")[1],
    /^Piece 1: Vertical can move to a game worth .*; Horizontal has no move\. So it is the game \{.* \| \}/,
  );
  assertClean(page);
  await page.close();
});

test("bad input: a message next to the box, the game kept", async () => {
  const page = await openCutcake("#L:4x1,1x2");
  await page.fill("#new-position", "L:3y4");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("new-error").textContent.trim() !== "");
  assert.match(await page.textContent("#new-error"), /is not a piece/);
  assert.equal(await boardPosition(page), "L:4x1,1x2");
  await page.fill("#new-position", "L:30x2");
  await page.click("#start");
  await page.waitForFunction(() => /at most 20/.test(document.getElementById("new-error").textContent));
  assert.equal(await boardPosition(page), "L:4x1,1x2");
  assertClean(page);
  await page.close();
});

test("the computer's cut stays on show, faded between the halves, and in words", async () => {
  await checkComputerMove(env, "cutcake", "#L:4x3,2x5", /^The computer \(Horizontal\) cut piece \d after row \d/, (position) => {
    // Vertical's reply: a piece at least two wide, cut after its first column.
    const pieces = position.replace(/^[LR]:/, "").split(",");
    return `${pieces.findIndex((p) => Number(p.split("x")[0]) > 1) + 1}:1`;
  });
});
