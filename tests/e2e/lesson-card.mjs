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
 * on its board: `piece(move)` is the selector of the piece that makes a listed move. The first
 * winning move is made (or the first move where none wins); the core's verdict is checked.
 */
export async function answerOnBoard(env, entry, position, piece, name) {
  const analysis = (await coreOf(entry)).analyze(entry.variants[0]?.id ?? entry.id, position);
  const facts = typeof analysis === "string" ? JSON.parse(analysis) : analysis;
  assert.ok(facts.moves.length > 8, `${facts.moves.length} moves`);
  const page = await open(env, "lesson", {
    hash: `#${linkOf("On the board", [[entry.variants[0]?.id ?? entry.id, position, "winningMove", "", 0]])}`,
  });
  assert.match(await page.textContent("#run-question"), /Make it on the board/);
  assert.equal(await page.locator("#run-choices button").count(), 1, "only “there is no winning move” is a button");
  const move = facts.moves.find((m) => m.outcome === "P") ?? facts.moves[0];
  await page.click(piece(move));
  await waitForState(page, "ready");
  assert.equal(await page.getAttribute("#run-verdict", "data-right"), String(move.outcome === "P"));
  if (move.outcome === "P") assert.equal(await page.getAttribute("#run-verdict .verdict-picture svg", "data-position"), move.to);
  await screenshot(page, `lesson-${name}-on-board`);
  assertClean(page);
  await page.close();
}
