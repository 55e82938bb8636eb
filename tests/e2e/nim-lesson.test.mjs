// Nim's ready-made lesson (www/js/lesson/ready.js) on the lesson page, run by a student: right
// and wrong answers judged by the core with its reason (the nim-sum), the winning move chosen
// among drawn positions and played out on Nim's page, a typed Grundy value, the summary, and
// its results code opened by the teacher. The answers the page judges are checked against the
// core itself, loaded here in Node. (lesson.test.mjs tests the lesson page with every game.)

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useBrowser, open, assertClean, waitForState, screenshot, SITE } from "./harness.mjs";

const env = useBrowser({ before, after });

const core = await import(join(SITE, "pkg", "grundy.js"));
core.initSync({ module: readFileSync(join(SITE, "pkg", "grundy_bg.wasm")) });

/** The text of an element with its white space as one space. */
const textOf = async (page, selector) => ((await page.textContent(selector)) ?? "").replace(/\s+/g, " ").trim();

/** Clicks and waits for the lesson page to settle again. */
async function click(page, selector) {
  await page.click(selector);
  await waitForState(page, "ready");
}

test("a student's run: right and wrong answers judged by the core with its reason, the summary, and the results code opened by the teacher", async () => {
  const page = await open(env, "lesson", { hash: "#ready=nim" });
  // Card 1: Nim 1,1 is a P-position (the core says so too).
  assert.equal(core.analyze("nim", "1,1").outcome, "P");
  await click(page, '#run-choices [data-answer="P"]');
  assert.equal(await page.getAttribute("#run-verdict", "data-right"), "true");
  assert.match(await textOf(page, "#run-verdict"), /✓ Right\..*It is a P-position\..*The nim-sum of the piles is 0\./);
  // Card 2: 1,2,3 is P too; "N" is wrong, and the reason names the nim-sum.
  await click(page, "#run-next");
  await click(page, '#run-choices [data-answer="N"]');
  assert.equal(await page.getAttribute("#run-verdict", "data-right"), "false");
  assert.match(await textOf(page, "#run-verdict"), /✗ Not this time\..*It is a P-position\./);
  assert.ok(await page.isDisabled('#run-choices [data-answer="P"]'), "an answered card keeps its answer");
  // Card 4: the winning move of 3,4,5 leaves 1,4,5: choose the position drawn so.
  await click(page, "#run-dots li:nth-child(4) button");
  assert.equal(await page.textContent("#run-progress"), "Card 4 of 7");
  const winning = core
    .analyze("nim", "3,4,5")
    .moves.filter((m) => m.outcome === "P")
    .map((m) => m.to);
  assert.deepEqual(winning, ["1,4,5"]);
  await click(page, '#run-choices button:has(svg[data-position="1,4,5"])');
  assert.equal(await page.getAttribute("#run-verdict", "data-right"), "true");
  assert.ok(await page.locator("#run-play").isVisible(), "then play it out on its page");
  assert.equal(await page.getAttribute("#run-play", "href"), "nim.html#3,4,5");
  // Card 5: the Grundy value of 2,5,7, typed; a word first is refused with a message.
  await click(page, "#run-next");
  await page.fill("#run-answer", "two");
  await page.click("#run-typed button");
  assert.match(await page.textContent("#run-typed-error"), /whole number/);
  await page.fill("#run-answer", "0");
  await click(page, "#run-typed button");
  assert.equal(core.analyze("nim", "2,5,7").grundy, 0);
  assert.equal(await page.getAttribute("#run-verdict", "data-right"), "true");
  await screenshot(page, "lesson-run");

  // A reload keeps the answers; the summary after the last card.
  await page.reload();
  await waitForState(page, "ready");
  assert.equal(await page.textContent("#run-progress"), "Card 5 of 7");
  await click(page, "#run-dots li:nth-child(7) button");
  await click(page, "#run-next");
  assert.ok(await page.locator("#summary").isVisible());
  assert.equal(await page.textContent("#summary-score"), "3 of 7 right.");
  const marks = await page.$$eval("#summary-list li", (lis) => lis.map((li) => li.dataset.result));
  assert.deepEqual(marks, ["right", "wrong", "not answered", "right", "right", "not answered", "not answered"]);
  const code = (await page.textContent("#results-code")) ?? "";
  assert.match(code, /^[A-Z2-9]{4}-RWSR-RSS$/);
  await screenshot(page, "lesson-summary");
  // Back to a card from the summary.
  await click(page, "#summary-list li:nth-child(2) button");
  assert.equal(await page.textContent("#run-progress"), "Card 2 of 7");
  assertClean(page);

  // The teacher's browser: the code opens the same summary; another lesson's code is refused.
  const teacher = await open(env, "lesson", { hash: "#ready=nim" });
  await page.close();
  await teacher.click(".results-open summary");
  await teacher.fill("#code-input", code.toLowerCase());
  await teacher.click("#code-form button");
  assert.equal(await teacher.textContent("#summary-score"), "3 of 7 right.");
  assert.deepEqual(await teacher.$$eval("#summary-list li", (lis) => lis.map((li) => li.dataset.result)), marks);
  assert.ok(await teacher.isHidden(".summary-code"), "no code of the teacher's own");
  await teacher.fill("#code-input", `ABCD${code.slice(4)}`);
  await teacher.click("#code-form button");
  assert.match(await teacher.textContent("#code-error"), /another lesson/);
  await teacher.fill("#code-input", code.slice(0, -2));
  await teacher.click("#code-form button");
  assert.match(await teacher.textContent("#code-error"), /has 5 answers and the lesson has 7 cards/);
  assertClean(teacher);
});
