// Playing Nim in the page as a student would: clicking chips, the computer's answer, the
// keyboard, undo/redo, the end of a game and the "New game" form.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, drawnPiles } from "./harness.mjs";
import { checkComputerMove } from "./computer-move.mjs";

const env = useBrowser({ before, after });

const token = (page, pile, index) => page.locator(`#board .token[data-pile="${pile}"][data-index="${index}"]`);

test("clicking a chip takes it and the chips above it, then the computer answers", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  assert.equal(await boardPosition(page), "3,4,5");
  assert.deepEqual(await drawnPiles(page), [3, 4, 5]);
  assert.equal(await page.textContent("#status"), "Your turn");

  // Take 2 from pile 1 by clicking its middle chip (index 1 from the bottom).
  assert.equal(await token(page, 0, 1).getAttribute("aria-label"), "pile 1, take 2");
  await token(page, 0, 1).click();
  await waitForState(page, "thinking");
  await waitForPosition(page, "1,4,5");
  assert.match(await page.textContent("#status"), /Computer/);

  await waitForState(page, "ready", "over");
  const after = await boardPosition(page);
  assert.notEqual(after, "1,4,5", "the computer moved");
  assert.equal(await page.textContent("#status"), "Your turn");
  assert.equal(decodeURIComponent(new URL(page.url()).hash), `#${after}`, "the hash follows the position");
  const piles = await drawnPiles(page);
  assert.equal(
    piles.reduce((a, b) => a + b, 0),
    9,
    "the computer took at least one chip",
  );
  assertClean(page);
  await page.close();
});

test("a whole move can be made with the keyboard alone", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  // Tab from the top of the page until a chip has focus: one stop per pile (roving tabindex).
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.classList.contains("token"))) break;
  }
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
  assert.equal(await focused(), "pile 1, take 1", "the top chip of pile 1 is the tab stop");
  await page.keyboard.press("ArrowDown");
  assert.equal(await focused(), "pile 1, take 2");
  await page.keyboard.press("ArrowRight");
  assert.equal(await focused(), "pile 2, take 3", "left/right keep the height");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await waitForState(page, "thinking");
  await waitForState(page, "ready", "over");
  assert.notEqual(await boardPosition(page), "3,4,5");
  assert.equal(
    await page.evaluate(() => document.activeElement?.classList.contains("token")),
    true,
    "focus stays on the board after the computer's move",
  );
  assertClean(page);
  await page.close();
});

test("a typed move plays, and a bad one shows the core's message", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  await page.fill("#move-input", "2-9");
  await page.press("#move-input", "Enter");
  await page.waitForFunction(() => document.getElementById("move-error").textContent.trim() !== "");
  assert.equal(await boardPosition(page), "3,4,5", "an illegal move changes nothing");
  assert.equal(await page.getAttribute("#move-error", "role"), "alert");

  await page.fill("#move-input", "1-2");
  await page.click("#move-submit");
  await waitForState(page, "thinking");
  assert.equal(await page.textContent("#move-error"), "", "the message goes once a move works");
  await waitForState(page, "ready", "over");
  assertClean(page);
  await page.close();
});

test("undo takes back the computer's reply and the student's move; redo brings them back", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  assert.equal(await page.isDisabled("#undo"), true);
  await token(page, 0, 1).click();
  await waitForState(page, "thinking");
  await waitForState(page, "ready", "over");
  const afterReply = await boardPosition(page);

  await page.click("#undo");
  await waitForPosition(page, "3,4,5");
  assert.equal(await page.evaluate(() => document.body.dataset.state), "ready", "undo does not wake the computer");
  assert.equal(new URL(page.url()).hash, "#3,4,5");
  await page.click("#redo");
  await waitForPosition(page, afterReply);

  // The same with Ctrl+Z / Ctrl+Y (focus on the page, not in a text box).
  await page.locator("body").click({ position: { x: 5, y: 700 } });
  await page.keyboard.press("Control+z");
  await waitForPosition(page, "3,4,5");
  await page.keyboard.press("Control+y");
  await waitForPosition(page, afterReply);
  assert.equal(await page.isDisabled("#redo"), true);
  assertClean(page);
  await page.close();
});

test("in a two-player game undo steps back one move at a time and nobody is the computer", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  await page.selectOption("#opponent", "human");
  await page.fill("#new-piles", "2,2");
  await page.click("#start");
  await waitForPosition(page, "2,2");
  assert.equal(await page.textContent("#status"), "Player 1 to move");
  await token(page, 0, 1).click();
  await waitForPosition(page, "1,2");
  assert.equal(await page.textContent("#status"), "Player 2 to move");
  await token(page, 1, 1).click();
  await waitForPosition(page, "1,1");
  await page.click("#undo");
  await waitForPosition(page, "1,2");
  assert.equal(await page.textContent("#status"), "Player 2 to move");
  assertClean(page);
  await page.close();
});

test("the game ends with the right winner in normal and misère play", async () => {
  // Normal play: taking the last chip wins.
  const page = await open(env, "nim", { hash: "#0,0,1" });
  await token(page, 2, 0).click();
  await waitForState(page, "over");
  assert.match(await page.textContent("#status"), /^You win!/);
  assert.equal(await boardPosition(page), "0,0,0");

  // Misère play: with 1,1 you must leave one chip, and the computer must take it and lose.
  await page.goto(`${env.base}nim.html#misere:1,1`);
  await waitForPosition(page, "1,1");
  await waitForState(page, "ready");
  await token(page, 0, 0).click();
  await waitForState(page, "over");
  assert.match(await page.textContent("#status"), /^You win!/);

  // Normal play 1,1: whatever you do, the computer takes the last chip.
  await page.goto(`${env.base}nim.html#1,1`);
  await waitForPosition(page, "1,1");
  await waitForState(page, "ready");
  await token(page, 1, 0).click();
  await waitForState(page, "over");
  assert.match(await page.textContent("#status"), /^Computer wins/);
  assert.equal(await page.isDisabled("#move-input"), true);

  // Play again starts over from the same position.
  await page.click("#again");
  await waitForPosition(page, "1,1");
  await waitForState(page, "ready");
  assert.equal(await page.isHidden("#again"), true);
  assert.equal(await page.isDisabled("#redo"), true);
  assertClean(page);
  await page.close();
});

test("a new game where the computer moves first, in misère play", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  await page.check('input[name="first"][value="computer"]');
  await page.check('input[name="rule"][value="misere"]');
  await page.fill("#new-piles", "2, 3 ,4");
  await page.click("#start");
  await waitForState(page, "thinking");
  await waitForState(page, "ready", "over");
  const position = await boardPosition(page);
  assert.notEqual(position, "2,3,4", "the computer has moved");
  assert.equal(new URL(page.url()).hash, `#misere:${position}`);
  assert.match(await page.textContent("#rule-name"), /misère/);
  assert.equal(await page.isDisabled("#undo"), true, "nothing of the student's to undo yet");
  assertClean(page);
  await page.close();
});

test("the random button starts a game of 3 to 5 piles of 1 to 9 chips", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  await page.check('input[name="first"][value="you"]');
  await page.click("#random");
  await page.waitForFunction(() => document.getElementById("board").dataset.position !== "3,4,5");
  await waitForState(page, "ready", "over");
  const piles = await drawnPiles(page);
  assert.ok(piles.length >= 3 && piles.length <= 5, `3 to 5 piles, got ${piles}`);
  assert.ok(
    piles.every((n) => n >= 1 && n <= 9),
    `1 to 9 chips, got ${piles}`,
  );
  assertClean(page);
  await page.close();
});

test("big piles are drawn shortened and still take typed moves", async () => {
  const page = await open(env, "nim", { hash: "#3,1000000" });
  assert.equal(await page.locator("#board .bar").count(), 1);
  assert.equal(await page.locator('#board .token[data-pile="1"]').count(), 0);
  assert.equal(await page.textContent('#board .pile[data-pile="1"] .size-label'), "1,000,000");
  await page.fill("#move-input", "2-999997");
  await page.press("#move-input", "Enter");
  await waitForPosition(page, "3,3");
  await waitForState(page, "thinking");
  await waitForState(page, "ready", "over");
  assertClean(page);
  await page.close();
});

test("the computer's take stays on show, faded and in words, until the person moves", async () => {
  await checkComputerMove(env, "nim", "#3,4,5", /^The computer took \d+ chips? from pile \d\.$/, (position) => {
    const piles = position.split(",").map(Number);
    return `${piles.findIndex((n) => n > 0) + 1}-1`;
  });
});
