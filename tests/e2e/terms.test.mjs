// The room's "Words for P/N" switch reaches the explanations: on every page whose data names its
// lines that say an outcome (tests/e2e/games/<page>.mjs, terms: Why? captions at a step, a
// period line, a legend, a "disguise" verdict), each line changes at once, both ways, and so
// does the home page's vocabulary.
// Screenshots: target/screenshots/terms-<page>-words.png (a Why? at a step, in words), for the
// lines whose data asks for one.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, screenshot, PAGES, entryOf, pageData } from "./harness.mjs";

const env = useBrowser({ before, after });

const text = async (page, selector) => (await page.textContent(selector)).trim();

/** Flip the header's switch and wait until `selector` no longer reads `before`. */
async function switchTerms(page, on, selector, before) {
  if (on) await page.check("#terms-toggle");
  else await page.uncheck("#terms-toggle");
  await page.waitForFunction(([sel, was]) => document.querySelector(sel)?.textContent.trim() !== was, [selector, before]);
  return text(page, selector);
}

/** `actual` is `expected`: equal to a string, or matching a pattern. */
function reads(actual, expected, what) {
  if (expected instanceof RegExp) assert.match(actual, expected, what);
  else assert.equal(actual, expected, what);
}

const WHY = "#why-caption";

/**
 * Wait until the Why? panel shows the step the address asked for (`@why=k`, clamped to the
 * last; the first without one), of steps loaded for the position now on show.
 */
async function whyAt(page, hash) {
  const k = Number(/@why=(\d+)/.exec(hash)?.[1] ?? 1);
  await page.waitForFunction((want) => {
    const m = /^(\d+) \/ (\d+)$/.exec(document.getElementById("why-counter")?.textContent.trim() ?? "");
    return m !== null && Number(m[2]) > 0 && Number(m[1]) === Math.min(want, Number(m[2]));
  }, k);
}

/**
 * Step the Why? panel forward until its caption has the step kind `kind`, or reads `until`
 * (at most 30 steps; stops at the last).
 */
async function stepTo(page, { kind, until }) {
  const there = async () => (kind !== undefined ? (await page.getAttribute(WHY, "data-kind")) === kind : until.test(await text(page, WHY)));
  for (let i = 0; i < 30 && !(await there()); i++) {
    if (await page.isDisabled("#why-forward")) break;
    await page.click("#why-forward");
  }
}

/**
 * Per page of the catalogue, its lines that name an outcome (its data, terms), in turn on one
 * page: each at `hash` (the first opens the page there, the next ones change the address,
 * keeping the terms as they are; `position`, the board's position to wait for), with Hints on
 * where `hints` says (some lines wait for them). A line is `selector` (default the Why?
 * caption, stepped to the step of kind `kind` or to a caption that reads `until`), and reads
 * `letters` in letters and `words` in words (a string, or a pattern); `also`, other lines on
 * the page that follow the same switch (their `letters` optional). Each line is read in the
 * terms it finds, then the switch is flipped once; at the end the page goes back to letters
 * and reads as it did.
 */
const CASES = PAGES.filter((name) => entryOf(name) && pageData(name).terms).map((name) => ({ name, lines: pageData(name).terms }));

test("the pages' data names lines that say an outcome", () => {
  assert.ok(CASES.length > 0);
});

for (const { name, lines } of CASES) {
  test(`${name}: the lines that name an outcome follow the switch at once, both ways`, async () => {
    let page = null;
    let words = false;
    /** The last line read in letters and its other lines, to be read again at the end. */
    let lettersRead = null;
    for (const line of lines) {
      const selector = line.selector ?? WHY;
      if (!page) {
        page = await open(env, name, { hash: line.hash ?? "" });
      } else {
        await page.evaluate((hash) => {
          location.hash = hash;
        }, line.hash);
        if (line.position) await page.waitForFunction((p) => document.getElementById("board")?.dataset.position === p, line.position);
      }
      if (line.hints) await page.check("#hints");
      if (selector === WHY) {
        await whyAt(page, line.hash ?? "");
        await stepTo(page, line);
        if (line.kind !== undefined)
          assert.equal(await page.getAttribute(WHY, "data-kind"), line.kind, `${name}: the step of kind ${line.kind}`);
      } else {
        await page.waitForSelector(selector);
      }
      const also = line.also ?? [];
      /** The line and its other lines now, checked against the terms on show. */
      const read = async (inWords) => {
        const now = [await text(page, selector), ...(await Promise.all(also.map((other) => text(page, other.selector))))];
        const wanted = [line, ...also].map((l) => (inWords ? l.words : l.letters));
        now.forEach((seen, i) => {
          if (wanted[i] !== undefined)
            reads(seen, wanted[i], `${name}: ${[selector, ...also.map((o) => o.selector)][i]} in ${inWords ? "words" : "letters"}`);
        });
        if (inWords) assert.doesNotMatch(now[0], /\b[PN]-position/, `${name}: ${selector} in words names no letter`);
        return now;
      };
      const step = async () => (selector === WHY ? [await page.getAttribute(WHY, "data-kind"), await text(page, "#why-counter")] : null);

      const first = await read(words);
      if (!words) lettersRead = { selector, also, texts: first };
      const at = await step();
      words = !words;
      await switchTerms(page, words, selector, first[0]);
      // The other lines follow in the same task: read once the line itself has changed.
      const second = await read(words);
      if (!words) lettersRead = { selector, also, texts: second };
      assert.deepEqual(await step(), at, `${name}: the same step, reworded`);
      if (line.screenshot && words) await screenshot(page, `terms-${name}-words`);
    }
    // Back to letters: the last line read in letters reads as it did.
    if (words) {
      const { selector, also, texts } = lettersRead;
      assert.equal(await switchTerms(page, false, selector, await text(page, selector)), texts[0], `${name}: ${selector} back in letters`);
      for (const [i, other] of also.entries())
        assert.equal(await text(page, other.selector), texts[i + 1], `${name}: ${other.selector} back in letters`);
    }
    assertClean(page);
    await page.close();
  });
}

test("the home page's vocabulary follows the switch", async () => {
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
