// A lesson's card as a test drives it (www/js/lesson.js): a lesson link written by Node, and a
// "which move wins?" card answered by making the move on the card's own board. Shared by
// lesson.test.mjs and the games' own <stem>-lesson.test.mjs.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateRawSync } from "node:zlib";
import { open, waitForState, assertClean, screenshot, SITE } from "./harness.mjs";

/** The text after "#" of a lesson link written by Node, in the first format (which still opens). */
export function linkOf(title, cards) {
  const json = JSON.stringify([title, cards]);
  return `L1.${deflateRawSync(Buffer.from(json)).toString("base64url")}`;
}

/** The core module of a catalogue entry, loaded in Node (a second reading of the page's answers). */
export async function coreOf(entry) {
  const core = await import(join(SITE, "pkg", `${entry.module}.js`));
  core.initSync({ module: readFileSync(join(SITE, "pkg", `${entry.module}_bg.wasm`)) });
  return core;
}

/**
 * A card asking "which move wins?" of `position`, with more moves than a card draws, answered
 * on its board: `piece(move)` is the selector of the piece that makes a listed move, or the
 * selectors clicked one after the other for a move made in several clicks (a pin chosen, then
 * knocked; chips marked, then "Make this move"), each step's words said under the board. The
 * first winning move is made (or the first move where none wins); the core's verdict is checked.
 * @param {(move: Record<string, any>) => string | string[]} piece
 */
export async function answerOnBoard(env, entry, position, piece, name) {
  const core = await coreOf(entry);
  const analyse = (at) => {
    const analysis = core.analyze(entry.variants[0]?.id ?? entry.id, at);
    return typeof analysis === "string" ? JSON.parse(analysis) : analysis;
  };
  const facts = analyse(position);
  assert.ok(facts.moves.length > 8, `${facts.moves.length} moves`);
  const page = await open(env, "lesson", {
    hash: `#${linkOf("On the board", [[entry.variants[0]?.id ?? entry.id, position, "winningMove", "", 0]])}`,
  });
  assert.match(await page.textContent("#run-question"), /Make it on the board/);
  assert.equal(await page.locator("#run-choices button").count(), 1, "only “there is no winning move” is a button");
  const move = facts.moves.find((m) => m.outcome === "P") ?? facts.moves[0];
  const clicks = [piece(move)].flat();
  for (const [i, selector] of clicks.entries()) {
    await page.click(selector);
    if (i === clicks.length - 1) break;
    // A step: the board is drawn again with the choice, and the words say what comes next.
    assert.notEqual((await page.textContent("#run-picked")).trim(), "", `words after click ${i + 1}`);
    assert.equal(await page.locator("#run-verdict").isHidden(), true, "not answered yet");
  }
  await waitForState(page, "ready");
  assert.equal(await page.getAttribute("#run-verdict", "data-right"), String(move.outcome === "P"));
  if (move.outcome === "P") {
    // The position the move leaves is drawn (a sum, several pictures in the catalogue, part by part).
    const drawn = await page.$$eval("#run-verdict .verdict-picture svg", (svgs) => svgs.map((s) => s.dataset.position));
    const sum = (entry.picture ?? []).length > 1;
    assert.deepEqual(drawn, sum ? analyse(move.to).parts.map((p) => p.state) : [move.to]);
  }
  await screenshot(page, `lesson-${name}-on-board`);
  assertClean(page);
  await page.close();
}
