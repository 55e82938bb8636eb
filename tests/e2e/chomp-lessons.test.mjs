// Chomp's lessons (www/js/lessons.js on its page), driven as a student clicks: the guess on a small
// board, a losing bite and its refutation, and the record. Screenshot:
// target/screenshots/lessons-chomp.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, screenshot } from "./harness.mjs";
import { text, answer, record, showLesson, recordRows } from "./lesson-bar.mjs";

const env = useBrowser({ before, after });

test("Chomp on a small board: the guess, a losing bite and its refutation, and the record", async () => {
  const page = await open(env, "chomp", { hash: "#3,3" });
  await page.check("#ask-first");
  assert.equal(await text(page, "#lesson-question"), "Is this position P or N?");
  await answer(page, "P");
  assert.equal(
    await text(page, "#lesson-verdict"),
    // While "Which bite wins?" waits the verdict does not name the bite.
    "✗ Not quite: it is an N-position. A bite leads to a P-position: find it.",
  );
  assert.equal(await text(page, "#lesson-which"), "Which bite wins? Make it on the board.");

  // r0c2 leaves 2,2, an N-position for the computer; its answer r1c1 leaves 2,1.
  await page.click('#board .sq[data-row="0"][data-col="2"]');
  await waitForPosition(page, "2,2");
  await page.waitForSelector("#lesson-note:not([hidden])");
  assert.equal(
    await text(page, "#lesson-note p"),
    "That bite loses: the reply “the square in row 1, column 1” returns you to a P-position.",
  );
  assert.equal(await page.getAttribute("#lesson-note", "data-reply-to"), "2,1");
  await waitForState(page, "ready", "over");
  await waitForPosition(page, "2,1");
  await recordRows(page, 3);
  const rowsNow = await record(page);
  assert.deepEqual(
    rowsNow.map((r) => r.outcome),
    ["N", "N", "P"],
  );
  assert.match(rowsNow[1].text, /^1 You: the square in row 0, column 2 → 2,2 ⚑ thrown away here N N-position the computer is winning$/);
  assert.match(rowsNow[2].text, /^2 Computer: the square in row 1, column 1 → 2,1 P P-position the computer is winning$/);
  await answer(page, "P");
  assert.equal(await text(page, "#lesson-score"), "1 of 3 right");
  await showLesson(page);
  await screenshot(page, "lessons-chomp");

  await page.click("#lesson-take-back");
  await waitForPosition(page, "3,3");
  assert.equal(await text(page, "#lesson-which"), "Try again: which bite wins? Make it on the board.");
  assertClean(page);
  await page.close();
});
