// 2x2 Go's lessons (www/js/lessons.js on its page), driven as a student clicks: the guess for
// Black, in plain words (the player to move wins, loses, or a draw: not P- and N-positions), a
// pass that loses, and the record. Screenshot: target/screenshots/lessons-go.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, screenshot } from "./harness.mjs";
import { text, answer, record, wholePanel, recordRows } from "./lesson-bar.mjs";

const env = useBrowser({ before, after });

test("2x2 Go: the guess for Black, a pass that loses, and the record", async () => {
  const page = await open(env, "go");
  await page.check("#ask-first");
  assert.equal(await text(page, "#lesson-question"), "Black to move: who wins with best play?");
  await answer(page, "N");
  // While "Which move wins?" waits the verdict does not name the move.
  assert.equal(await text(page, "#lesson-verdict"), "✓ Right! The player to move wins. A move wins with best play: find it.");
  // Nothing on the page speaks of P- or N-positions: they are the impartial games' words.
  // biome-ignore lint/performance/useDomNodeTextContent: the words drawn on the page, not its hidden text
  assert.doesNotMatch(await page.innerText("main"), /[PN]-position/);
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "N");
  await page.click("#pass");
  await waitForPosition(page, "p");
  await page.waitForSelector("#lesson-note:not([hidden])");
  // Read before or after the computer's reply, which adds that it played the refutation.
  assert.match(
    await text(page, "#lesson-note p"),
    /^That move loses: answering with a stone on [abcd] wins for the computer\.( The computer did just that\.)?$/,
  );
  await waitForState(page, "ready", "over");
  await recordRows(page, 3);
  const rowsNow = await record(page);
  assert.equal(rowsNow[1].thrown, true);
  assert.match(rowsNow[1].text, /^1 You: a pass ⚑ thrown away here N The player to move wins the computer is winning$/);
  assert.equal(await text(page, "#lesson-score"), "1 of 2 right");
  await wholePanel(page);
  await screenshot(page, "lessons-go");
  assertClean(page);
  await page.close();
});
