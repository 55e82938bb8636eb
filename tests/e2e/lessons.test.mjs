// The lessons on every game page (www/js/lessons.js): every game page shows its lesson bar and
// its record, and asks first when asked to, with the answers its question offers. Each page's
// lesson driven as a student clicks ("Ask me first", the note after a losing move with the
// core's refuting reply and "Take it back", the game record with who was winning and the move
// that threw the game away, the room's "Words for P/N" switch) is tested in the game's own
// <stem>-lessons.test.mjs; lesson-bar.mjs reads the bar and the record for both.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, CATALOGUE, startHash } from "./harness.mjs";
import { text, visible, answer, rows } from "./lesson-bar.mjs";

const env = useBrowser({ before, after });

/**
 * Every game of the catalogue whose lesson asks "P or N?" (or, on a partizan page, which of the
 * four outcome classes): at its start, as its card links to it (Dawson's Kayles on the Kayles
 * page too), with how many answers the question offers: the four classes, P, N and a draw
 * where a search game can end in one, else P and N. (Pig asks about its chance: pig.test.mjs.)
 */
const PAGES = CATALOGUE.filter((g) => g.questions.includes("pn") || g.questions.includes("outcomeClass")).map((g) => [
  g.page.replace(/\.html$/, ""),
  startHash(g),
  g.questions.includes("outcomeClass") ? 4 : g.kind === "search" ? 3 : 2,
]);

test("every game page has the lesson bar and the record, and asks first when asked to", async () => {
  for (const [name, hash, answers] of PAGES) {
    const page = await open(env, name, { hash });
    const where = `${name}${hash}`;
    assert.equal(await visible(page, "#lesson"), true, `${where}: lesson bar`);
    assert.equal(await visible(page, "#record-panel"), true, `${where}: record`);
    assert.equal(await rows(page).count(), 1, `${where}: the record starts with the start position`);
    assert.equal(await page.isChecked("#ask-first"), false, `${where}: off by default`);
    await page.check("#ask-first");
    assert.equal(await visible(page, "#lesson-ask"), true, `${where}: the question`);
    assert.equal(await page.locator("#lesson-ask button").count(), answers, `${where}: answers`);
    assert.equal(await page.isHidden("#badge"), true, `${where}: the badge waits`);
    // Whatever the answer, the verdict and the badge follow.
    await answer(page, "P");
    assert.match(await text(page, "#lesson-verdict"), /^(✓ Right!|✗ Not quite:) .+\.$/, where);
    assert.equal(await visible(page, "#badge"), true, `${where}: the badge after the answer`);
    const outcome = await page.getAttribute("#badge", "data-outcome");
    assert.equal(await page.getAttribute("#lesson-verdict", "data-right"), String(outcome === "P"), where);
    assertClean(page);
    await page.close();
  }
});
