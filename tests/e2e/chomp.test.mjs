// Playing Chomp in the page as a student would: biting by clicking and with the keyboard, the
// computer's answer (and its square strategy), hints on every square, the Why? steps and the
// three-row map, a 14x14 solve with its progress bar and cancel button, and bad input.
// Screenshots go to target/screenshots/chomp-*.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot } from "./harness.mjs";

const env = useBrowser({ before, after });

const FULL_14 = Array(14).fill(14).join(",");

const square = (page, row, col) => page.locator(`#board .sq[data-row="${row}"][data-col="${col}"]`);
const barSquares = (page) => page.locator("#board .sq.bar").count();

test("clicking a square eats it and everything above and right, then the computer answers", async () => {
  const page = await open(env, "chomp", { hash: "#4,4,4" });
  assert.equal(await boardPosition(page), "4,4,4");
  assert.equal(await page.textContent("#status"), "Your turn");
  assert.equal(await barSquares(page), 11, "12 squares, one of them the poison");
  // The counts are folded away under the board ("About this page"), not narrated.
  assert.match(await page.textContent("#solved-line"), /Solved 34 positions of the 3x4 board/);
  assert.equal(await page.isVisible("#solved-line"), false, "the solved counts are folded away");
  await page.click(".about-page summary");
  assert.equal(await page.isVisible("#solved-line"), true, "About this page opens to show them");

  // Hovering r1c2 previews the bite: rows 1 and 2, columns 2 and 3.
  await square(page, 1, 2).hover();
  assert.equal(await page.locator("#board .sq.preview").count(), 4);
  await square(page, 1, 2).click();
  await waitForState(page, "thinking");
  await waitForPosition(page, "4,2,2");
  assert.match(await page.textContent("#status"), /Computer/);
  await waitForState(page, "ready", "over");
  const after = await boardPosition(page);
  assert.notEqual(after, "4,2,2", "the computer bit");
  assert.match(await page.textContent("#computer-move"), /^The computer bit the square in row \d, column \d\.$/);
  // The eaten squares stay on show, faded, until the student bites.
  assert.ok((await page.locator("#board .sq.eaten").count()) > 0);
  assert.equal(decodeURIComponent(new URL(page.url()).hash), `#${after}`, "the hash follows the position");
  // Eaten squares stay as crumbs inside the starting board.
  assert.equal(await page.locator("#board .sq").count(), 12);
  await screenshot(page, "chomp-after-a-bite");

  // Undo takes back the computer's bite and the student's together.
  await page.click("#undo");
  await waitForPosition(page, "4,4,4");
  assert.equal(await page.evaluate(() => document.body.dataset.state), "ready");
  await page.click("#redo");
  await waitForPosition(page, after);
  assertClean(page);
  await page.close();
});

test("the bar can be played with the keyboard alone", async () => {
  const page = await open(env, "chomp", { hash: "#4,4,4" });
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => Boolean(document.activeElement?.closest("#board")))) break;
  }
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
  assert.equal(await focused(), "row 2, column 3, bite", "the top-right square is the tab stop");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await focused(), "row 2, column 2, bite");
  await page.keyboard.press("ArrowDown");
  assert.equal(await focused(), "row 1, column 2, bite");
  assert.equal(await page.locator("#board .sq.preview").count(), 4, "focus previews the bite too");
  await page.keyboard.press("Enter");
  await waitForPosition(page, "4,2,2");
  await waitForState(page, "ready", "over");
  assert.equal(
    await page.evaluate(() => Boolean(document.activeElement?.closest("#board"))),
    true,
    "focus stays on the bar after the computer's bite",
  );
  assertClean(page);
  await page.close();
});

test("hints mark every square by whether biting it wins, in colour and with a symbol", async () => {
  const page = await open(env, "chomp", { hash: "#6,6,6,6,6" });
  await page.check("#hints");
  await page.waitForSelector("#board .sq.wins");
  const bar = await barSquares(page);
  assert.equal(bar, 29);
  assert.equal((await page.locator("#board .sq.wins").count()) + (await page.locator("#board .sq.loses").count()), bar);
  assert.equal(await page.locator("#board .sq.bar .mark").count(), bar, "a symbol on every square, not only a colour");
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "N");
  assert.match(await page.textContent("#hint-line"), /^Winning bites?: the square in row \d, column \d/);
  const winning = await page.locator("#board .sq.wins").first().getAttribute("aria-label");
  assert.match(winning, /winning bite$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "chomp-hints");

  // Two rows, 4 and 3: a P-position, no winning square.
  await page.goto(`${env.base}chomp.html#4,3`);
  await waitForPosition(page, "4,3");
  await waitForState(page, "ready");
  assert.equal(await page.locator("#board .sq.wins").count(), 0);
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "P");
  assertClean(page);
  await page.close();
});

test("on a square the computer bites r1c1 and then mirrors every bite across the diagonal", async () => {
  const page = await open(env, "chomp", { hash: "#4,4,4" });
  await page.selectOption("#new-rows", "6");
  await page.selectOption("#new-cols", "6");
  await page.check('input[name="first"][value="computer"]');
  await page.click("#start");
  await waitForPosition(page, "6,1,1,1,1,1");
  await waitForState(page, "ready");
  assert.match(
    await page.textContent("#computer-move"),
    /^The computer bit the square in row 1, column 1, diagonally next to the poison: the square strategy/,
  );
  assert.equal(await page.locator("#board .mirror-line").count(), 1, "the mirror is drawn");
  await square(page, 0, 4).click(); // leave arms of 3 (across) and 5 (up)
  await waitForPosition(page, "4,1,1,1,1,1");
  await waitForPosition(page, "4,1,1,1");
  await waitForState(page, "ready");
  assert.equal(
    await page.textContent("#computer-move"),
    "The computer bit the square in row 4, column 0: the mirror image of your bite, the square in row 0, column 4, across the diagonal.",
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "chomp-square-mirror");
  assertClean(page);
  await page.close();
});

test("the game ends when only the poison is left, and biting the poison is refused", async () => {
  const page = await open(env, "chomp", { hash: "#3,1" });
  await page.fill("#move-input", "r0c0");
  await page.press("#move-input", "Enter");
  await page.waitForFunction(() => document.getElementById("move-error").textContent.includes("poison"));
  assert.equal(await boardPosition(page), "3,1", "a refused bite changes nothing");
  await page.fill("#move-input", "r0c1");
  await page.click("#move-submit");
  await waitForPosition(page, "1,1");
  await waitForState(page, "over");
  assert.equal(await boardPosition(page), "1");
  assert.match(await page.textContent("#status"), /^Computer wins/);
  assert.match(await page.textContent("#status"), /You are left with the poison/);
  assert.equal(await page.isDisabled("#move-input"), true);
  assert.equal(await page.isHidden("#again"), false);
  // The badge at the end says what it means and for whom, not "the player to move loses".
  await page.check("#hints");
  await page.waitForSelector("#badge:not([hidden])");
  assert.equal(await page.textContent("#badge .badge-text"), "No moves left: you, to move, have lost.");
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "P");
  await screenshot(page, "chomp-game-over");
  assertClean(page);
  await page.close();
});

test("Why? steps through strategy stealing on a rectangle, with a picture per step", async () => {
  const page = await open(env, "chomp", { hash: "#6,6,6,6,6" });
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
  const kinds = [];
  const total = Number((await page.textContent("#why-counter")).split("/")[1]);
  for (let i = 0; i < total; i++) {
    kinds.push(await page.getAttribute("#why-caption", "data-kind"));
    assert.equal(await page.locator("#why-picture svg").count(), 1, `a picture at step ${i + 1}`);
    if (i < total - 1) {
      await page.click("#why-forward");
      await page.waitForFunction((n) => document.getElementById("why-counter").textContent.trim().startsWith(`${n} /`), i + 2);
    }
  }
  assert.deepEqual(kinds.slice(0, 2), ["rectangle", "topRight"]);
  assert.equal(kinds.at(-1), "bite");
  assert.ok(kinds.includes("solver"));
  assert.match(await page.textContent("#why-caption"), /^So bite the square in row \d, column \d, leaving /);
  assert.equal(await page.locator("#why-picture .sq.bitten").count(), 1, "the bite is marked in the picture");
  await screenshot(page, "chomp-why-rectangle");

  // The arrow keys step back (focus outside the bar and the text boxes).
  await page.locator("#why-title").click();
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction((n) => document.getElementById("why-counter").textContent.trim() === `${n - 1} / ${n}`, total);
  assertClean(page);
  await page.close();
});

test("Why? on three rows shows the map of P-positions with this position's cell", async () => {
  const page = await open(env, "chomp", { hash: "#12,7,4" });
  await page.click("#why-toggle");
  await page.waitForSelector("#why-picture table.three-row-map");
  assert.equal(await page.getAttribute("#why-caption", "data-kind"), "threeRowMap");
  assert.match(
    await page.textContent("#why-caption"),
    /Here it is 7: biting the bottom row back to 7 squares \(the square in row 0, column 7\) wins/,
  );
  const here = page.locator("#why-picture td.here");
  assert.equal(await here.textContent(), "7");
  assert.equal(await here.getAttribute("data-middle"), "7");
  assert.equal(await here.getAttribute("data-top"), "4");
  // Brouwer's list for a top row of 3: 6,3,3, 7,4,3 and 5,5,3, and no other.
  const topThree = await page.$$eval('#why-picture td[data-top="3"]', (cells) => cells.map((c) => c.textContent));
  assert.deepEqual(topThree.slice(0, 4), ["6", "7", "5", "–"]);
  await screenshot(page, "chomp-why-three-row-map");
  assertClean(page);
  await page.close();
});

test("a 14x14 board is solved in slices with a progress bar, and can be cancelled", async () => {
  const page = await open(env, "chomp", { hash: "#5,5,3,1" });
  await page.selectOption("#new-rows", "14");
  await page.selectOption("#new-cols", "14");
  await page.click("#start");
  await waitForState(page, "solving");
  await page.waitForFunction(() => Number(document.getElementById("solve-bar").value) > 0);
  assert.equal(await page.isVisible("#solve-cancel"), true);
  assert.match(await page.textContent("#solve-label"), /Solving the 14x14 board: [\d,]+ of 40,116,599 positions/);
  await screenshot(page, "chomp-solving");
  // The page stays responsive while the worker solves: the hints toggle answers at once.
  await page.check("#hints");
  assert.equal(await page.isChecked("#hints"), true);
  await page.click("#solve-cancel");
  await waitForState(page, "ready");
  assert.equal(await boardPosition(page), "5,5,3,1", "the last game is still on");
  assert.match(await page.textContent("#new-error"), /Solving cancelled: still playing 5,5,3,1/);
  assert.equal(await page.isHidden("#solve"), true);

  // Start again: the solve goes on from where it stopped, to the end.
  await page.click("#start");
  await waitForState(page, "solving");
  await page.waitForFunction((full) => document.getElementById("board").dataset.position === full, FULL_14, { timeout: 90_000 });
  await waitForState(page, "ready");
  assert.match(
    await page.textContent("#solved-line"),
    /^Solved 40,116,599 positions of the 14x14 board \(the last [\d,]+ in [\d.]+ (ms|s)\)\.$/,
  );
  assert.equal(await page.locator("#board .sq").count(), 196);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "chomp-14x14");
  // Answers now come from the solved table: a bite and the computer's reply are quick.
  await square(page, 13, 13).click();
  await waitForState(page, "thinking");
  await waitForState(page, "ready", "over");
  assertClean(page);
  await page.close();
});

test("bad input shows the core's message and keeps the last good position", async () => {
  const page = await open(env, "chomp", { hash: "#5,5,3,1" });
  await page.fill("#new-position", "3,5");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("new-error").textContent.includes("Row 1 has 5 squares"));
  assert.equal(await boardPosition(page), "5,5,3,1");
  await page.fill("#move-input", "r9c9");
  await page.press("#move-input", "Enter");
  await page.waitForFunction(() => document.getElementById("move-error").textContent.includes("no row 9"));
  await page.fill("#move-input", "1,3");
  await page.press("#move-input", "Enter");
  await page.waitForFunction(() => document.getElementById("move-error").textContent.includes("r1c3"));

  // A board over the limit, from the address bar: the message names it, the game stays.
  await page.evaluate(() => {
    location.hash = Array(15).fill(15).join(",");
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent.includes("14x14"));
  assert.equal(await boardPosition(page), "5,5,3,1");
  assert.equal(new URL(page.url()).hash, "#5,5,3,1", "the address bar goes back to the last good position");

  // The same on arrival: the default board is shown instead.
  const fresh = await open(env, "chomp", { hash: "#0" });
  assert.match(await fresh.textContent("#hash-error"), /poison.*Showing 6,6,6,6,6 instead/);
  assert.equal(await boardPosition(fresh), "6,6,6,6,6");
  assertClean(page);
  await page.close();
  await fresh.close();
});

test("the home page has a Chomp card that links to the page", async () => {
  const page = await open(env, "index");
  const card = page.locator('.card[data-game="chomp"]');
  assert.equal(await card.locator("a.card-title").getAttribute("href"), "chomp.html");
  assert.match(await card.textContent(), /largest square board 14/);
  assertClean(page);
  await page.close();
});
