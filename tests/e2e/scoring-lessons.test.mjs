// The Scoring line's lessons (www/js/lessons.js on its page), driven as a student clicks: the P/N
// marks and the period line wait for the guess and for "which move wins?", the Grundy value
// explains the guess, a losing move is refuted and taken back. Screenshots go to target/screenshots/lessons-scoring*.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, screenshot } from "./harness.mjs";
import { text, visible, answer, record, showLesson, recordRows } from "./lesson-bar.mjs";

const env = useBrowser({ before, after });

test("Scoring: the P/N marks wait for the guess, the Grundy value explains it, a losing move is refuted", async () => {
  const page = await open(env, "scoring", { hash: "#21" });
  const markVisibility = () => page.$eval("#board .omark", (mark) => getComputedStyle(mark).visibility);
  assert.equal(await page.locator("#board .omark").count(), 0, "with Hints off the P/N marks wait until asked");
  await page.check("#ask-first");
  assert.equal(await markVisibility(), "hidden", "drawn for the question, hidden: they would give the answer away");
  // So would the period line's list of P-position squares.
  assert.equal(await text(page, "#period-line"), "The pattern of P-positions is shown once you have answered.");
  assert.equal(await text(page, "#lesson-question"), "Is this position P or N?");
  await showLesson(page);
  await screenshot(page, "lessons-scoring-ask");
  await answer(page, "N");
  assert.equal(
    await text(page, "#lesson-verdict"),
    "✓ Right! It is an N-position. Its Grundy value is 1, not 0: it plays like a Nim pile of 1 chip, which the player to move can empty.",
  );
  assert.match(await text(page, "#badge"), /Grundy value 1/);
  // "Which move wins?" follows: the marks and the pattern of P-positions would show where to
  // move, so they wait for that answer too, and come back with Ask me first off.
  assert.equal(await text(page, "#lesson-which"), "Which move wins? Make it on the board.");
  assert.equal(await markVisibility(), "hidden");
  assert.equal(await text(page, "#period-line"), "The pattern of P-positions is shown once you have answered.");
  await page.uncheck("#ask-first");
  assert.equal(await markVisibility(), "visible");
  assert.match(await text(page, "#period-line"), /^P-positions repeat every 4 squares from square 0: squares 0, 4, 8/);
  await page.check("#ask-first");
  assert.equal(await markVisibility(), "hidden");

  // Square 19 is an N-position for the computer: the note names 1:16, square 16, a P-position.
  await page.click('#board .square[data-square="19"]');
  await waitForPosition(page, "19");
  await page.waitForSelector("#lesson-note:not([hidden])");
  assert.equal(await text(page, "#lesson-note p"), "That move loses: the reply “chip 1 to square 16” returns you to a P-position.");
  assert.equal(await text(page, "#lesson-score"), "1 of 2 right", "the second question was missed");
  await waitForState(page, "ready", "over");
  await waitForPosition(page, "16");
  assert.match(await text(page, "#lesson-note p"), /The computer did just that\.$/);
  await recordRows(page, 3);
  const rowsNow = await record(page);
  assert.deepEqual(
    rowsNow.map((r) => r.outcome),
    ["N", "N", "P"],
  );
  assert.deepEqual(
    rowsNow.map((r) => r.thrown),
    [false, true, false],
  );
  assert.match(rowsNow[1].text, /^1 You: chip 1 to square 19 → 19 ⚑ thrown away here N N-position the computer is winning$/);
  assert.equal(await text(page, "#record-summary"), "⚑ Move 1 threw the game away: before it, you were winning.");
  // The question comes back for the new position (16, a P-position).
  assert.equal(await visible(page, "#lesson-ask"), true);
  await showLesson(page);
  await screenshot(page, "lessons-scoring");

  await page.click("#lesson-take-back");
  await waitForPosition(page, "21");
  assert.equal(await text(page, "#lesson-which"), "Try again: which move wins? Make it on the board.");
  await page.click('#board .square[data-square="20"]');
  await waitForPosition(page, "20");
  assert.equal(await text(page, "#lesson-note p"), "Right, that move wins.");
  assert.equal(await text(page, "#lesson-score"), "2 of 3 right");
  await waitForState(page, "ready", "over");
  assertClean(page);
  await page.close();
});
