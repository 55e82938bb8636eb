// The room's "Words for P/N" switch reaches the explanations: the Why? caption on show changes
// at once, both ways (Nim, the Scoring game), with Scoring's period line, the Moore and
// Northcott "disguise" lines and the home page's vocabulary.
// Screenshot: target/screenshots/terms-nim-words.png (Nim's Why? at a step, in words).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, screenshot } from "./harness.mjs";

const env = useBrowser({ before, after });

const text = async (page, selector) => (await page.textContent(selector)).trim();

/** Flip the header's switch and wait until `selector` no longer reads `before`. */
async function switchTerms(page, on, selector, before) {
  if (on) await page.check("#terms-toggle");
  else await page.uncheck("#terms-toggle");
  await page.waitForFunction(([sel, was]) => document.querySelector(sel)?.textContent.trim() !== was, [selector, before]);
  return text(page, selector);
}

test("Nim: the Why? caption on show switches between P-position and previous player wins", async () => {
  // The last step of 3,4,5 checks the move: "New nim-sum is 0: a P-position for your opponent."
  const page = await open(env, "nim", { hash: "#3,4,5@why=99" });
  await page.waitForFunction(() => document.getElementById("why-caption").dataset.kind === "check");
  const letters = await text(page, "#why-caption");
  assert.equal(letters, "New nim-sum is 0: a P-position for your opponent.");

  const words = await switchTerms(page, true, "#why-caption", letters);
  assert.equal(words, "New nim-sum is 0: a position where the previous player wins, with your opponent to move.");
  assert.equal(await page.getAttribute("#why-caption", "data-kind"), "check", "the same step, reworded");
  assert.match(await text(page, "#why-counter"), /^(\d+) \/ \1$/, "still at the last step");
  await screenshot(page, "terms-nim-words");

  // Another step that names an outcome: the zero nim-sum of 1,2,3.
  await page.evaluate(() => {
    location.hash = "#1,2,3@why=1";
  });
  await page.waitForFunction(() => document.getElementById("board").dataset.position === "1,2,3");
  for (let i = 0; i < 20 && (await page.getAttribute("#why-caption", "data-kind")) !== "zeroSum"; i++) await page.click("#why-forward");
  assert.match(await text(page, "#why-caption"), /^The nim-sum is 0: a position where the previous player wins\./);

  const back = await switchTerms(page, false, "#why-caption", await text(page, "#why-caption"));
  assert.match(back, /^The nim-sum is 0: a P-position\./);
  assertClean(page);
  await page.close();
});

test("Scoring: the Why? caption and the period line follow the switch, both ways", async () => {
  const page = await open(env, "scoring", { hash: "#7,7@why=1" });
  await page.check("#hints"); // the period line waits for Hints (or an answer, or the end)
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
  // Step forward to a caption that names a P-position (a square of value 0, or the nim-sum 0).
  for (let i = 0; i < 30 && !/P-position/.test(await text(page, "#why-caption")); i++) {
    if (await page.isDisabled("#why-forward")) break;
    await page.click("#why-forward");
  }
  const letters = await text(page, "#why-caption");
  assert.match(letters, /P-position/);
  const period = await text(page, "#period-line");
  assert.match(period, /^P-positions repeat every 4 squares from square 0/);

  const words = await switchTerms(page, true, "#why-caption", letters);
  assert.doesNotMatch(words, /P-position/);
  // The caption names a P-position, or (the last row of the table) the pattern of P-positions.
  assert.match(words, /a position where the previous player wins|Previous-player-win positions/);
  assert.match(await text(page, "#period-line"), /^Previous-player-win positions repeat every 4 squares from square 0/);
  // The legend's static words follow too.
  assert.equal(await text(page, '.legend-item [data-outcome-term="P"]'), "previous player wins");

  const again = await switchTerms(page, false, "#why-caption", words);
  assert.equal(again, letters);
  assert.equal(await text(page, "#period-line"), period);
  assertClean(page);
  await page.close();
});

test("Moore's and Northcott's disguise lines, and the home page's vocabulary, follow the switch", async () => {
  const moore = await open(env, "moore", { hash: "#1,2,3" });
  await moore.check("#hints"); // the disguise panels' verdicts wait for Hints
  await moore.waitForSelector("#disguise .disguise-meaning");
  const mooreLetters = await text(moore, "#disguise .disguise-meaning");
  assert.match(mooreLetters, /P-position|N-position/);
  const mooreWords = await switchTerms(moore, true, "#disguise .disguise-meaning", mooreLetters);
  assert.match(mooreWords, /a position where the (previous|next) player wins/);
  await switchTerms(moore, false, "#disguise .disguise-meaning", mooreWords);
  assertClean(moore);
  await moore.close();

  const northcott = await open(env, "northcott");
  await northcott.check("#hints");
  const northcottLetters = await text(northcott, "#disguise .disguise-meaning");
  const northcottWords = await switchTerms(northcott, true, "#disguise .disguise-meaning", northcottLetters);
  assert.match(northcottWords, /they agree, a position where the (previous|next) player wins/);
  await switchTerms(northcott, false, "#disguise .disguise-meaning", northcottWords);
  assertClean(northcott);
  await northcott.close();

  const home = await open(env, "index");
  assert.equal(await text(home, "#term-p dt"), "P-position");
  const dt = await switchTerms(home, true, "#term-p dt", "P-position");
  assert.equal(dt, "Previous player wins");
  assert.equal(await text(home, "#term-n dt"), "Next player wins");
  assert.match(await text(home, "#term-p dd"), /leads to a position where the next player wins\./);
  assert.match(await text(home, "#term-n dd"), /a move to a position where the previous player wins\./);
  await switchTerms(home, false, "#term-p dt", "Previous player wins");
  assert.match(await text(home, "#term-n dd"), /a move to a P-position\./);
  assertClean(home);
  await home.close();
});
