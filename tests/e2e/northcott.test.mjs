// Northcott's game (northcott.html): sliding your own checker by clicking, whose turn it is
// in the position, the gaps as Nim heaps (Nim in disguise and Why?), the retrograde census,
// the row width W, and bad input.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot } from "./harness.mjs";
import { checkComputerMove } from "./computer-move.mjs";

const env = useBrowser({ before, after });

const cell = (page, row, column) => page.locator(`#board .cell[data-row="${row}"][data-column="${column}"]`);

test("the gaps are Nim heaps; closing a gap wins; the computer answers with black", async () => {
  const page = await open(env, "northcott", { hash: "#w:0-5,2-7,1-3" });
  assert.equal(await page.getAttribute("#board", "data-turn"), "white");
  assert.match(await page.textContent("#pick-line"), /You move the white checkers/);
  // With Hints off the gaps are named and their values wait; Hints on brings them.
  assert.equal(await page.locator("#disguise .heap-star").count(), 0);
  await page.check("#hints");
  assert.deepEqual(await page.locator("#disguise .heap-star").allTextContents(), ["*4", "*4", "*1"]);
  assert.match(
    await page.textContent("#disguise .disguise-meaning"),
    /nim-sum is 1, and searching the whole board gives the same answer: they agree/,
  );
  assert.match(await page.textContent("#disguise .about"), /no draws/);
  assert.deepEqual((await page.$$eval("#board .cell.wins", (all) => all.map((c) => `${c.dataset.row}:${c.dataset.column}`))).sort(), [
    "1:1",
    "2:2",
  ]);
  await screenshot(page, "northcott");

  // Black's checker is not yours.
  await cell(page, 0, 6).click();
  assert.match(await page.textContent("#move-error"), /white checker of row 1 cannot go to column 6/);
  await cell(page, 2, 2).click();
  await waitForPosition(page, "b:0-5,2-7,2-3");
  await waitForState(page, "ready", "over");
  const after = await boardPosition(page);
  assert.ok(after.startsWith("w:"), `the computer moved black and it is white's turn again: ${after}`);
  await page.click("#undo");
  await waitForPosition(page, "w:0-5,2-7,1-3");
  assertClean(page);
  await page.close();
});

test("Why? counts the gaps, xors them in columns, reports the retrograde census and the move", async () => {
  const page = await open(env, "northcott", { hash: "#w:0-5,2-7,1-3" });
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
  assert.match(
    await page.textContent("#why-caption"),
    /White to move.*row 1 has a gap of 4 squares, row 2 has a gap of 4 squares and row 3 has a gap of 1 square/,
  );
  const kinds = [];
  for (;;) {
    const kind = await page.getAttribute("#why-caption", "data-kind");
    kinds.push(kind);
    if (kind === "retrograde") assert.match(await page.textContent("#why-caption"), /every position of this board was worked out/);
    if (kind === "column") assert.match(await page.textContent("#why-caption"), /^Column \d/);
    if (await page.isDisabled("#why-forward")) break;
    await page.click("#why-forward");
  }
  assert.deepEqual(kinds, ["gaps", "piles", "column", "column", "column", "nimSum", "retrograde", "move"]);
  assert.match(await page.textContent("#why-caption"), /So move the checker in row 3: it shrinks its gap from 1 to 0/);
  assert.equal(await page.textContent("#why-table tfoot td.dec"), "0");
  assert.match(await cell(page, 2, 2).getAttribute("class"), /\bhl-opt\b/);
  assertClean(page);
  await page.close();
});

test("a P-position: a backward move is answered by following it", async () => {
  const page = await open(env, "northcott", { hash: "#b:0-3,0-3" });
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
  await page.click("#why-last");
  assert.equal(await page.getAttribute("#why-caption", "data-kind"), "reply");
  await page.click("#why-back");
  assert.equal(await page.getAttribute("#why-caption", "data-kind"), "example");
  assert.match(await page.textContent("#why-caption"), /moves backward and widens its gap/);
  await page.evaluate(() => document.getElementById("board").scrollIntoView({ block: "start" }));
  await screenshot(page, "northcott-why");
  assertClean(page);
  await page.close();
});

test("the width W goes in the address; bad widths and positions keep the game", async () => {
  const page = await open(env, "northcott", { hash: "#w:0-5,2-7,1-3" });
  await page.fill("#w-input", "6");
  await page.click("#w-apply");
  await page.waitForFunction(() => document.getElementById("w-error").textContent.trim() !== "");
  assert.equal(await boardPosition(page), "w:0-5,2-7,1-3", "column 7 does not fit in rows of 6");
  await page.fill("#new-position", "b:0-3,1-5");
  await page.click("#start");
  await waitForPosition(page, "b:0-3,1-5");
  await page.fill("#w-input", "6");
  await page.click("#w-apply");
  await page.waitForFunction(() => location.hash === "#W=6:b:0-3,1-5");
  assert.equal(await page.locator('#board .cell[data-row="0"]').count(), 6);
  await page.evaluate(() => {
    location.hash = "#w:3-1";
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent.trim() !== "");
  assert.equal(await boardPosition(page), "b:0-3,1-5");
  assertClean(page);
  await page.close();
});

test("the computer's move stays on show: its checker faded where it stood, and in words", async () => {
  await checkComputerMove(
    env,
    "northcott",
    "#w:0-5,2-7,1-3",
    /^The computer moved the white checker in row \d to column \d\.$/,
    (position) => {
      // Black (the person) moves in row 1 one square away from white.
      const [white, black] = position
        .replace(/^[wb]:/, "")
        .split(",")[0]
        .split("-")
        .map(Number);
      return `1:${black > white ? black + 1 : black - 1}`;
    },
  );
});
