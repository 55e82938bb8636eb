// Chomp's ready-made lesson (www/js/lesson/ready.js) printed as a worksheet: the cards with room
// to write, then the answer key, in words from the core (loaded here in Node), on pages of its
// own. (lesson.test.mjs tests the lesson page with every game.)

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { useBrowser, open, assertClean, waitForState, SITE, SCREENSHOTS as SCREENSHOT_DIR } from "./harness.mjs";

const env = useBrowser({ before, after });

const core = await import(join(SITE, "pkg", "grundy.js"));
core.initSync({ module: readFileSync(join(SITE, "pkg", "grundy_bg.wasm")) });
mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** Clicks and waits for the lesson page to settle again. */
async function click(page, selector) {
  await page.click(selector);
  await waitForState(page, "ready");
}

test("the worksheet prints to PDF: the cards with room to write, then the answer key on pages of its own", async () => {
  const page = await open(env, "lesson", { hash: "#ready=chomp" });
  await page.evaluate(() => {
    window.printed = 0;
    window.print = () => window.printed++;
  });
  await click(page, "#run-print");
  await page.waitForFunction(() => window.printed === 1);
  assert.equal(await page.locator("#worksheet .sheet-card").count(), 5);
  assert.equal(await page.locator("#worksheet .key-item").count(), 5);
  // The key says each answer in words, from the core: Chomp 2,1 is a P-position, 3,3 an N-position.
  assert.equal(core.analyze("chomp", "2,1").outcome, "P");
  const key = await page.$$eval("#worksheet .key-item", (items) => items.map((i) => i.textContent.replace(/\s+/g, " ")));
  assert.match(key[0], /^1\. Chomp: It is a P-position\./);
  assert.match(key[1], /^2\. Chomp: It is an N-position\./);
  assert.match(key[2], /Position \d+ wins/);
  await page.emulateMedia({ media: "print" });
  assert.ok(await page.isHidden("#run"), "on paper only the worksheet");
  await page
    .locator("#worksheet .sheet-card")
    .first()
    .screenshot({ path: join(SCREENSHOT_DIR, "lesson-worksheet-card.png") });
  await page.locator("#worksheet .answer-key").screenshot({ path: join(SCREENSHOT_DIR, "lesson-worksheet-key.png") });
  const pdf = await page.pdf({ format: "A4", printBackground: false });
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  assert.ok(pages >= 2 && pages <= 6, `${pages} pages`);
  // The key starts a page of its own: the cards alone take fewer pages than the whole.
  await page.evaluate(() => document.querySelector("#worksheet .answer-key").remove());
  const cardsOnly = ((await page.pdf({ format: "A4" })).toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  assert.ok(cardsOnly < pages, `${cardsOnly} pages of cards, ${pages} with the key`);
  assertClean(page);
});

test("a card with many moves is answered by biting on its own board; the verdict and the key say which position is worth what", async () => {
  const page = await open(env, "lesson", { hash: "#ready=chomp" });
  // The lesson's card 5: Chomp 5,5,3,1, more moves than a card draws (the core counts them).
  const facts = core.analyze("chomp", "5,5,3,1");
  assert.ok(facts.moves.length > 8, `${facts.moves.length} moves`);
  await click(page, "#run-dots li:nth-child(5) button");
  assert.match(await page.textContent("#run-question"), /Make it on the board, or say there is none\./);
  assert.equal(await page.locator("#run-choices button").count(), 1, "only “there is no winning move” is a button");
  // The poison is no bite: said next to the board, and the card still waits.
  await page.click('#run-picture .sq.poison[data-row="0"][data-col="0"]');
  assert.match(await page.textContent("#run-error"), /That is not a move/);
  assert.ok(await page.isHidden("#run-verdict"));
  // A winning bite, as the core lists it, made with the keyboard on its square.
  const best = facts.moves.find((m) => m.outcome === "P");
  await page.focus(`#run-picture .sq.bar[data-row="${best.row}"][data-col="${best.col}"]`);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.getElementById("run-verdict").dataset.right === "true");
  await waitForState(page, "ready");
  const verdict = ((await page.textContent("#run-verdict")) ?? "").replace(/\s+/g, " ");
  assert.match(verdict, /moves? wins?: (it|each) leaves your opponent a P-position \(its Grundy value is 0\), as drawn here\./);
  assert.match(verdict, new RegExp(`The position on the card: its Grundy value is ${facts.grundy}, not 0\\.`));
  assert.equal(await page.getAttribute("#run-verdict .verdict-picture svg", "data-position"), best.to);
  assertClean(page);
});
