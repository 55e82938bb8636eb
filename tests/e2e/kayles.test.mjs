// Kayles and Dawson's Kayles (kayles.html): knocking down one pin or two neighbours by
// clicking, the row splitting into a sum with each row's value, the switch between the two
// games, Why? over the mex of the options, and bad input.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot } from "./harness.mjs";
import { checkComputerMove } from "./computer-move.mjs";

const env = useBrowser({ before, after });

const pin = (page, row, i) => page.locator(`#board .pin[data-part="${row}"][data-pin="${i}"]`);
const rowValues = (page) => page.$$eval("#board .row-value", (all) => all.map((t) => t.textContent));

test("knocking down two middle pins splits a row into a sum of two rows", async () => {
  const page = await open(env, "kayles", { hash: "#5,3" });
  assert.equal(await page.locator("#board .pin").count(), 8);
  // With Hints off the rows' values wait; Hints on brings them.
  assert.deepEqual(await rowValues(page), []);
  assert.equal(await page.locator("#disguise .heap-star").count(), 0);
  await page.check("#hints");
  assert.deepEqual(await rowValues(page), ["*4", "*3"]);
  assert.deepEqual(await page.locator("#disguise .heap-star").allTextContents(), ["*4", "*3"]);
  // Pins 2 and 3 of row 1: rows of 1 and 2 are left (the winning move 1:1+2).
  await pin(page, 0, 1).click();
  assert.equal(await page.getAttribute("#board", "data-selected"), "0:1");
  assert.equal(await page.getAttribute(`#board .pin[data-part="0"][data-pin="2"]`, "class"), "pin wins");
  assert.match(await page.getAttribute(`#board .pin[data-part="0"][data-pin="1"]`, "class"), /loses/);
  await screenshot(page, "kayles");
  await pin(page, 0, 2).click();
  await waitForPosition(page, "1,2,3");
  assert.deepEqual(await rowValues(page), ["*1", "*2", "*3"]);
  assert.equal(await page.textContent("#disguise .star-sum"), "*1 + *2 + *3 = *0");
  await waitForState(page, "ready", "over");
  assert.notEqual(await boardPosition(page), "1,2,3", "the computer moved");
  assertClean(page);
  await page.close();
});

test("a single pin is knocked down by clicking it twice; the last pin ends the game", async () => {
  const page = await open(env, "kayles", { hash: "#1,3" });
  await page.selectOption("#opponent", "human");
  await page.click("#start");
  await waitForPosition(page, "1,3");
  await pin(page, 1, 1).click();
  await pin(page, 1, 1).click();
  await waitForPosition(page, "1,1,1");
  assert.equal(await page.textContent("#status"), "Player 2 to move");
  await pin(page, 0, 0).click();
  await pin(page, 0, 0).click();
  await waitForPosition(page, "1,1");
  await pin(page, 0, 0).click();
  await pin(page, 0, 0).click();
  await waitForPosition(page, "1");
  await pin(page, 0, 0).click();
  await pin(page, 0, 0).click();
  await waitForState(page, "over");
  assert.match(await page.textContent("#status"), /^Player 2 wins!/);
  await page.click("#undo");
  await waitForPosition(page, "1");
  assertClean(page);
  await page.close();
});

test("Dawson's Kayles: only two neighbouring pins; the switch keeps the rows", async () => {
  const page = await open(env, "kayles", { hash: "#5,3", hints: true });
  await page.check('input[name="variant"][value="0.07"]');
  await page.waitForFunction(() => location.hash === "#octal:0.07:5,3");
  assert.equal(await page.textContent("#game-name"), "Dawson's Kayles");
  assert.deepEqual(await rowValues(page), ["*0", "*1"]);
  await pin(page, 1, 0).click();
  await pin(page, 1, 0).click();
  assert.match(await page.textContent("#move-error"), /not a move of Dawson's Kayles.*always knocks down two/);
  assert.equal(await boardPosition(page), "5,3");
  await pin(page, 1, 1).click();
  await waitForPosition(page, "5,1");
  await waitForState(page, "ready", "over");
  await page.check('input[name="variant"][value="0.77"]');
  await page.waitForFunction(() => !location.hash.includes("octal"));
  assert.equal(await page.textContent("#game-name"), "Kayles");
  assertClean(page);
  await page.close();
});

test("Why? words the mex of a row's options, with the splits, and the values table states the period", async () => {
  const page = await open(env, "kayles", { hash: "#4", hints: true });
  assert.match(await page.textContent(".period-note"), /repeat every 12 from a row of 71 pins/);
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
  const kinds = [];
  for (;;) {
    const kind = await page.getAttribute("#why-caption", "data-kind");
    kinds.push(kind);
    const text = await page.textContent("#why-caption");
    if (kind === "tableRow" && /^A row of 4 pins/.test(text)) {
      assert.match(text, /rows of 1 and 2/);
      assert.match(text, /mex\) is 1, so g\(4\) = 1/);
      assert.equal(await page.locator('#board .pin-row.hl-row[data-part="0"]').count(), 1);
      await screenshot(page, "kayles-why");
    }
    if (kind === "move") {
      assert.match(text, /So make this move: row 1 becomes rows of 1 and 1/);
      assert.equal(await page.locator("#board .pin.hl-take").count(), 2);
    }
    if (await page.isDisabled("#why-forward")) break;
    await page.click("#why-forward");
  }
  assert.equal(kinds.filter((k) => k === "tableRow").length, 5, "g(0) to g(4)");
  assertClean(page);
  await page.close();
});

test("bad positions keep the game; a Dawson's Kayles hash opens that game", async () => {
  const page = await open(env, "kayles", { hash: "#octal:0.07:8" });
  assert.equal(await page.textContent("#game-name"), "Dawson's Kayles");
  assert.equal(await page.isChecked('input[name="variant"][value="0.07"]'), true);
  await page.evaluate(() => {
    location.hash = "#octal:0.9:8";
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent.trim() !== "");
  assert.equal(await boardPosition(page), "8");
  await page.waitForFunction(() => location.hash === "#octal:0.07:8");
  await page.fill("#new-position", "5,a");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("new-error").textContent.trim() !== "");
  assert.equal(await boardPosition(page), "8");
  await page.fill("#move-input", "1:9");
  await page.press("#move-input", "Enter");
  await page.waitForFunction(() => document.getElementById("move-error").textContent.trim() !== "");
  assert.equal(await boardPosition(page), "8");
  assertClean(page);
  await page.close();
});

test("the computer's move stays on show: the pins it knocked down faded, and in words", async () => {
  await checkComputerMove(
    env,
    "kayles",
    "#5,3",
    /^The computer knocked down pins? \d( and \d)? of row 1\.$/,
    (position) => {
      const n = Number(position.split(",")[0]);
      return `1:${n - 1}`;
    },
    { faded: 2 },
  );
});
