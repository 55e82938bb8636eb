// Toads and Frogs (toads.html) played as a student would: toads and frogs drawn differently
// (shape, not only colour), values with hints on (and nothing with hints off), a toad moved by
// a click with its landing square shown first, the computer's frog reply, the keyboard, the
// Why? steps, the address, and bad input.
//
// Values checked by hand: in T. the toad has one free move and the frog none: 1. In T.F the
// toad's step leaves .TF = { | FT.} = { | 1} = 0 and the frog's TF. = {.FT | } = {-1 | } = 0,
// so T.F = {0 | 0} = *. Together 1 + * = 1*, greater than 0: the Toads win whoever starts.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot, whyCaptions } from "./harness.mjs";
import { checkComputerMove } from "./computer-move.mjs";

const env = useBrowser({ before, after });

const square = (page, strip, q) => page.locator(`#board .sq[data-strip="${strip}"][data-square="${q}"]`);

test("toads and frogs differ in shape; values with hints on, nothing with hints off", async () => {
  const page = await open(env, "toads", { hash: "#L:T.F,T." });
  // A toad's body is a square (rect), a frog's round (ellipse).
  assert.equal(await page.locator("#board .toad rect.creature-body").count(), 2);
  assert.equal(await page.locator("#board .frog ellipse.creature-body").count(), 1);
  assert.equal(await page.isVisible("#value-box"), false);
  assert.equal(await page.locator("#board .mark, #board .part-value").count(), 0);
  await page.check("#hints");
  await page.waitForSelector("#value-box:not([hidden])");
  assert.equal(await page.textContent("#value-box .value-line .value"), "1*");
  assert.match(await page.textContent("#value-box .value-line"), /Toads win, whoever starts/);
  assert.deepEqual(await page.locator("#value-box .part-value").allTextContents(), ["*", "1"]);
  assert.deepEqual(await page.locator("#board .part-value-text").allTextContents(), ["*", "1"]);
  await screenshot(page, "toads-hints");
  await page.uncheck("#hints");
  assert.equal(await page.isVisible("#value-box"), false);
  assert.equal(await page.locator("#board .mark, #board .part-value").count(), 0);
  assertClean(page);
  await page.close();
});

test("a toad moved by a click; the computer moves a frog; the address follows", async () => {
  const page = await open(env, "toads", { hash: "#L:TT..FF" });
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash)), "#L:TT..FF");
  // Pointing at the second toad shows where it lands.
  await square(page, 0, 1).hover();
  assert.equal(await page.locator("#board .landing.show").count(), 1);
  // A frog is not the Toads' to move.
  await square(page, 0, 4).click();
  assert.match(await page.textContent("#board-error"), /You move the toads/);
  await square(page, 0, 1).click();
  await waitForPosition(page, "R:T.T.FF");
  await waitForState(page, "ready", "over");
  const after = await boardPosition(page);
  assert.ok(after.startsWith("L:"), `the computer moved a frog: ${after}`);
  assert.match(await page.textContent("#computer-move"), /^The computer \(Frogs\) (moved|jumped) the frog on square \d/);
  assert.equal(await page.locator("#board .creature.ghost").count(), 1);
  assert.equal(await page.textContent("#move-note"), "");
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash)), `#${after}`);
  await screenshot(page, "toads-after");
  assertClean(page);
  await page.close();
});

test("the keyboard: arrows move along the strip, Enter moves the creature", async () => {
  const page = await open(env, "toads", { hash: "#L:T..F" });
  await square(page, 0, 0).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), "0");
  await page.keyboard.press("Enter");
  await waitForPosition(page, "R:.T.F");
  assertClean(page);
  await page.close();
});

test("Why?: the strips' options and values, the sum, who wins and the winning move", async () => {
  const page = await open(env, "toads", { hash: "#L:T.F,T." });
  const captions = await whyCaptions(page);
  const kinds = captions.map(([kind]) => kind);
  assert.equal(kinds[0], "parts");
  assert.ok(kinds.includes("options"), kinds.join(", "));
  assert.deepEqual(kinds.slice(-3), ["sum", "outcome", "winningMove"]);
  const text = Object.fromEntries(captions);
  assert.match(text.parts, /splits into two strips/);
  assert.match(text.sum, /\* \+ 1 = 1\*\./);
  assert.match(text.outcome, /Toads win, whoever starts \(class L\)\. Toads are to move now, so Toads win/);
  assert.match(text.winningMove, /^Toads win by (moving|jumping) the toad/);
  assertClean(page);
  await page.close();
});

test("bad input: a message next to the box, the game kept", async () => {
  const page = await open(env, "toads", { hash: "#L:TT..FF" });
  await page.fill("#new-position", "L:TX.F");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("new-error").textContent.trim() !== "");
  assert.match(await page.textContent("#new-error"), /is not a square/);
  assert.equal(await boardPosition(page), "L:TT..FF");
  assertClean(page);
  await page.close();
});

test("the computer's move stays on show: its creature faded where it stood, and in words", async () => {
  await checkComputerMove(env, "toads", "#L:TT..FF", /^The computer \(Frogs\) (moved|jumped) the frog on square \d/, (position) => {
    // The Toads' reply: the first toad with an empty square to its right.
    const strip = position.replace(/^[LR]:/, "");
    return `1:${strip.indexOf("T.") + 1}`;
  });
});
