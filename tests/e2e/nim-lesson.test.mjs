// Nim's ready-made lesson (www/js/lesson/ready.js) on the lesson page, run by a student: right
// and wrong answers judged by the core with its reason (the nim-sum), the winning move chosen
// among drawn positions and played out on Nim's page, a typed Grundy value, the summary, and
// its results code (the answers themselves) opened by the teacher and judged again, alone and
// with a class's codes. The answers the page judges are checked against the
// core itself, loaded here in Node. (lesson.test.mjs tests the lesson page with every game.)

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useBrowser, open, assertClean, waitForState, screenshot, SITE } from "./harness.mjs";
import { READY_LESSONS } from "../../www/js/lesson/ready.js";

const env = useBrowser({ before, after });

const core = await import(join(SITE, "pkg", "grundy.js"));
core.initSync({ module: readFileSync(join(SITE, "pkg", "grundy_bg.wasm")) });

/** The text of an element with its white space as one space. */
const textOf = async (page, selector) => ((await page.textContent(selector)) ?? "").replace(/\s+/g, " ").trim();

/**
 * A results code written here as lesson/format.js describes it, a second implementation: the
 * lesson's tag (FNV-1a of its address after "#"), each card's answer (a choice's number as one
 * letter, a typed answer as its length and its bytes five bits a letter, 9 for none), and three
 * letters of check (FNV-1a of all before), in groups of four.
 */
function codeOf(hash, answers) {
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const fnv = (text) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0, 0x811c9dc5);
  const word = (h, n) => Array.from({ length: n }, (_, i) => letters[Math.floor(h / 32 ** i) % 32]).join("");
  const typed = (text) => {
    const bits = [...Buffer.from(text)].map((b) => b.toString(2).padStart(8, "0")).join("");
    const padded = bits.padEnd(Math.ceil(bits.length / 5) * 5, "0");
    return letters[Buffer.from(text).length] + padded.replace(/.{5}/g, (five) => letters[parseInt(five, 2)]);
  };
  const body = word(fnv(hash), 4) + answers.map((a) => (a === null ? "9" : typeof a === "string" ? typed(a) : letters[a])).join("");
  return (body + word(fnv(body), 3)).match(/.{1,4}/g).join("-");
}

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
  // Twelve moves, more than a card draws: the move is made on the card's own board, by taking
  // the top two chips of pile 1 (a chip takes itself and every chip above it).
  assert.equal(await page.locator("#run-choices button").count(), 1, "only “there is no winning move” is a button");
  await click(page, '#run-picture .token[data-pile="0"][data-take="2"]');
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
  // The code holds the answers themselves (written here a second way, from the core's moves):
  // P, N, none, the move to 1,4,5, "0" typed, none, none.
  const move = core.analyze("nim", "3,4,5").moves.findIndex((m) => m.to === "1,4,5");
  assert.equal(code, codeOf("ready=nim", [0, 1, null, move, "0", null, null]));
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
  // The answers are judged again: a code forged to answer the first choice everywhere (and 7 for
  // the Grundy value) is right only where the first choice is right, as the core says.
  const first = ({ game, position }) => core.analyze(game, position).moves[0].outcome === "P";
  const cards = READY_LESSONS.find((r) => r.id === "nim").lesson.cards;
  const forgedRight = [true, true, false, first(cards[3]), false, true, first(cards[6])].filter(Boolean).length;
  const forged = codeOf("ready=nim", [0, 0, 0, 0, "7", 0, 0]);
  await teacher.fill("#code-input", forged);
  await teacher.click("#code-form button");
  await teacher.waitForFunction((f) => document.getElementById("summary-score").textContent === `${f} of 7 right.`, forgedRight);
  // A code of another lesson, a changed letter and a code cut short are refused in words.
  await teacher.fill("#code-input", `ABCD${code.slice(4)}`);
  await teacher.click("#code-form button");
  assert.match(await teacher.textContent("#code-error"), /another lesson/);
  const changed = code.slice(0, 6) + (code[6] === "A" ? "B" : "A") + code.slice(7);
  for (const bad of [changed, code.slice(0, -2)]) {
    await teacher.fill("#code-input", bad);
    await teacher.click("#code-form button");
    assert.match(await teacher.textContent("#code-error"), /does not read: a letter was changed, left out or added/, bad);
  }

  // A class at once: three students' codes (one forged, one mistyped) pasted one a line.
  await teacher.fill("#code-input", [`Ana ${code}`, `Ben: ${forged}`, `Cleo ${changed}`].join("\n"));
  await teacher.click("#code-form button");
  await teacher.waitForSelector("#class-table .class-student");
  const rows = await teacher.$$eval("#class-table tr", (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.deepEqual(rows[0], ["Student", ...[1, 2, 3, 4, 5, 6, 7].map((n) => `Card ${n}`), "Right"]);
  assert.deepEqual(rows[1].slice(0, 4), ["Ana", "✓", "✗ N", "–"]);
  assert.equal(rows[1][8], "3 of 7");
  assert.equal(rows[2][0], "Ben");
  assert.equal(rows[2][8], `${forgedRight} of 7`);
  assert.deepEqual(rows[3].slice(0, 3), ["Got it right", "2 of 2", "1 of 2"]);
  assert.equal(rows[4][0], "Most common wrong answer");
  assert.equal(rows[4][5], "“7” (1)", "Ben's Grundy value");
  assert.match(await teacher.textContent("#class-refused"), /^Line 3 \(Cleo\): This results code does not read/);
  await screenshot(teacher, "lesson-class");
  assertClean(teacher);
});
