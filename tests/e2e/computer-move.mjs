// A check shared by the game pages' tests: the computer's last move stays on show until the
// person moves. Starts a game where the computer moves first, then checks that the line
// #computer-move names the move in words and the board draws what moved faded, and that both
// are gone after the person's reply (typed in the move box).

import assert from "node:assert/strict";
import { open, assertClean, waitForState } from "./harness.mjs";

/** The faded pieces of the computer's move on a board (boards/<board>.js and each board's CSS). */
export const FADED = "#board .ghost, #board .ghost-chip, #board .eaten";

/**
 * Open `name`.html at `hash`, let the computer move first, check the line and the faded
 * pieces (`words`: a RegExp for the line), then play `reply(position)` (a typed move, from the
 * position the computer left) and check both are gone. Returns nothing; closes the page.
 */
export async function checkComputerMove(env, name, hash, words, reply, { faded = 1 } = {}) {
  const page = await open(env, name, { hash });
  await page.check('input[name="first"][value="computer"]');
  await page.evaluate(() => document.getElementById("new-form").requestSubmit());
  await page.waitForFunction(() => !document.getElementById("computer-move").hidden);
  await waitForState(page, "ready", "over");
  assert.match(await page.textContent("#computer-move"), words);
  assert.ok((await page.locator(FADED).count()) >= faded, "the computer's move is drawn faded on the board");
  const position = await page.locator("#board").getAttribute("data-position");
  await page.fill("#move-input", reply(position));
  await page.click("#move-submit");
  await page.waitForFunction((p) => document.getElementById("board").dataset.position !== p, position);
  // Read at once, before the computer's answer (it thinks for a moment first) is on show.
  const after = await page.evaluate(
    (selector) => ({
      hidden: document.getElementById("computer-move").hidden,
      faded: document.querySelectorAll(selector).length,
    }),
    FADED,
  );
  assert.deepEqual(after, { hidden: true, faded: 0 }, "the line and the faded move are gone after the person's move");
  assertClean(page);
  await page.close();
}
