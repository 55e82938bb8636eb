// Tic-tac-toe's lessons (www/js/lessons.js on its page), driven as a student clicks: who wins
// for the side to move, in plain words (the player to move wins, loses, or a draw: not P- and
// N-positions), a move that throws the win away, a losing move. Screenshot:
// target/screenshots/lessons-tictactoe.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, screenshot } from "./harness.mjs";
import { text, answer, record, wholePanel, recordRows } from "./lesson-bar.mjs";

const env = useBrowser({ before, after });

test("tic-tac-toe: who wins for the side to move, in plain words; a move that throws the win away; a losing move", async () => {
  const page = await open(env, "tictactoe", { hash: "#xo......." });
  await page.check("#ask-first");
  assert.equal(await text(page, "#lesson-question"), "X to move: who wins with best play?");
  assert.deepEqual(await page.locator("#lesson-ask .answer-text").allTextContents(), [
    "The player to move wins",
    "The player to move loses",
    "A draw",
  ]);
  await answer(page, "D");
  // While "Which move wins?" waits the verdict does not name the move.
  assert.equal(await text(page, "#lesson-verdict"), "✗ Not quite: the player to move wins. A move wins with best play: find it.");
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "N");
  assert.equal(await text(page, "#lesson-which"), "Which move wins? Make it on the board.");

  // Cell 3 only draws: the win is thrown away, and the computer can hold the draw.
  await page.click('#board .cell[data-cell="3"]');
  await waitForPosition(page, "xox......");
  await page.waitForSelector("#lesson-note:not([hidden])");
  assert.match(
    await text(page, "#lesson-note p"),
    /^That move throws away the win: answering with cell \d, the computer can hold a draw\.( The computer did just that\.)?$/,
  );
  await waitForState(page, "ready", "over");
  await recordRows(page, 3);
  const rowsNow = await record(page);
  assert.deepEqual(
    rowsNow.map((r) => r.outcome),
    ["N", "D", "D"],
  );
  // The row says "a draw" once (its term), then when: with best play.
  assert.match(rowsNow[1].text, /^1 You: cell 3 ⚑ thrown away here D A draw with best play$/);
  assert.equal(await text(page, "#record-summary"), "⚑ Move 1 threw the game away: before it, you were winning.");
  await wholePanel(page);
  await screenshot(page, "lessons-tictactoe");

  // From a draw, cell 8 loses: the computer's reply wins for it.
  await page.goto(`${env.base}tictactoe.html#.x..o....`);
  await waitForPosition(page, ".x..o....");
  await waitForState(page, "ready");
  await page.uncheck("#ask-first");
  await page.check("#hints");
  await page.click('#board .cell[data-cell="8"]');
  await page.waitForSelector("#lesson-note:not([hidden])");
  assert.match(await text(page, "#lesson-note p"), /^That move loses: answering with cell \d wins for the computer\./);
  await waitForState(page, "ready", "over");
  assert.equal(await text(page, "#record-summary"), "⚑ Move 1 threw the game away: before it, it was a draw with best play.");
  assertClean(page);
  await page.close();
});
