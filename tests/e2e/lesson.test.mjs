// The lesson page (lesson.html) and "Add to lesson" on the game pages: a lesson built by clicks
// on three pages, kept across a reload, put in order and edited; its link opened in a fresh
// browser; its QR code read back by a QR reader (jsQR) to the same link; a student's run with
// right and wrong answers, its summary and its results code opened elsewhere; every ready-made
// lesson; bad links. The answers the page judges are checked against the core itself, loaded
// here in Node, and the link's format against Node's own zlib (a second reading of the codec).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { PNG } from "pngjs";
import jsQR from "jsqr";
import { mkdirSync } from "node:fs";
import {
  useBrowser,
  open,
  openPage,
  assertClean,
  waitForState,
  screenshot,
  SITE,
  CATALOGUE,
  SCREENSHOTS as SCREENSHOT_DIR,
} from "./harness.mjs";

const env = useBrowser({ before, after });
mkdirSync(SCREENSHOT_DIR, { recursive: true });

const core = await import(join(SITE, "pkg", "grundy.js"));
core.initSync({ module: readFileSync(join(SITE, "pkg", "grundy_bg.wasm")) });
const partizan = await import(join(SITE, "pkg", "grundy_partizan.js"));
partizan.initSync({ module: readFileSync(join(SITE, "pkg", "grundy_partizan_bg.wasm")) });

/** The text after "#" of a lesson link written by Node: the format the page reads (lesson/format.js). */
function linkOf(title, cards) {
  const json = JSON.stringify([title, cards]);
  return `L1.${deflateRawSync(Buffer.from(json)).toString("base64url")}`;
}
/** What a lesson link holds, read by Node. */
const readLink = (hash) => JSON.parse(inflateRawSync(Buffer.from(hash.replace(/^#?L1\./, ""), "base64url")).toString());

/** The text of an element with its white space as one space. */
const textOf = async (page, selector) => ((await page.textContent(selector)) ?? "").replace(/\s+/g, " ").trim();

/** Clicks and waits for the lesson page to settle again. */
async function click(page, selector) {
  await page.click(selector);
  await waitForState(page, "ready");
}

/**
 * The questions "Add to lesson" offers on a game page. Its module loads after the page is ready
 * (it is no step on the way to the first move), so this waits for its menu to be filled.
 */
async function questionsOffered(page) {
  await page.waitForSelector("#lesson-add-question option", { state: "attached" });
  return page.$$eval("#lesson-add-question option", (os) => os.map((o) => o.value));
}

/** Adds the position on show with `question` on a game page, and returns the line it says. */
async function addOn(page, question) {
  await page.selectOption("#lesson-add-question", question);
  await page.click("#lesson-add");
  await page.waitForFunction(() => document.getElementById("lesson-add-said").textContent !== "");
  return page.textContent("#lesson-add-said");
}

test("a lesson built by clicks on three pages, ordered and edited, survives a reload and opens from its link in a fresh browser", async () => {
  // Tall enough for the three cards at once: a drag that scrolls the page loses its card.
  const page = await open(env, "nim", { hash: "#3,4,5", viewport: { width: 1280, height: 1400 } });
  assert.deepEqual(await questionsOffered(page), ["pn", "winningMove", "grundy"]);
  assert.equal(await addOn(page, "winningMove"), "Added as card 1 of your lesson.");

  await page.goto(`${env.base}kayles.html#5`);
  await waitForState(page, "ready");
  assert.equal(await addOn(page, "grundy"), "Added as card 2 of your lesson.");

  await page.goto(`${env.base}hackenbush.html#L:BR`);
  await waitForState(page, "ready", "over");
  assert.deepEqual(await questionsOffered(page), ["outcomeClass", "winningMove", "value"]);
  assert.equal(await addOn(page, "value"), "Added as card 3 of your lesson.");
  assert.match(await page.textContent("#lesson-add-open"), /3 cards/);

  await page.click("#lesson-add-open");
  await waitForState(page, "ready");
  const games = () => page.$$eval("#card-list .card-game strong", (els) => els.map((e) => e.textContent));
  assert.deepEqual(await games(), ["Nim", "Kayles", "Blue-Red Hackenbush"]);
  assert.equal(await page.locator("#card-list .mini-board").count(), 3, "each card drawn by its board");
  assert.equal(await page.getAttribute("#card-list li:nth-child(1) .mini-board", "data-position"), "3,4,5");

  // Order by mouse (the arrow button) and by keyboard (Alt+↑ on the card).
  await page.click("#card-list li:nth-child(1) .card-down");
  assert.deepEqual(await games(), ["Kayles", "Nim", "Blue-Red Hackenbush"]);
  await page.focus("#card-list li:nth-child(3)");
  await page.keyboard.press("Alt+ArrowUp");
  assert.deepEqual(await games(), ["Kayles", "Blue-Red Hackenbush", "Nim"]);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.index), "1", "the moved card keeps the focus");
  // And by dragging a card onto another's place.
  await page.locator("#card-list li:nth-child(3)").dragTo(page.locator("#card-list li:nth-child(1)"), { sourcePosition: { x: 20, y: 30 } });
  assert.deepEqual(await games(), ["Nim", "Kayles", "Blue-Red Hackenbush"]);
  await page.locator("#card-list li:nth-child(1)").dragTo(page.locator("#card-list li:nth-child(3)"), { sourcePosition: { x: 20, y: 30 } });
  assert.deepEqual(await games(), ["Kayles", "Blue-Red Hackenbush", "Nim"]);

  // Title, note, question; one card removed and the others kept.
  await page.fill("#lesson-title-input", "Three games");
  await page.fill("#card-list li:nth-child(3) .card-note", "Leave a nim-sum of 0.");
  await page.press("#card-list li:nth-child(3) .card-note", "Tab");
  await page.selectOption("#card-list li:nth-child(1) .card-question", "pn");
  await page.reload();
  await waitForState(page, "ready");
  assert.deepEqual(await games(), ["Kayles", "Blue-Red Hackenbush", "Nim"], "the lesson being built survives a reload");
  assert.equal(await page.inputValue("#lesson-title-input"), "Three games");
  assert.equal(await page.inputValue("#card-list li:nth-child(3) .card-note"), "Leave a nim-sum of 0.");
  assert.equal(await page.inputValue("#card-list li:nth-child(1) .card-question"), "pn");

  const link = await page.inputValue("#lesson-link");
  const hash = new URL(link).hash;
  assert.deepEqual(readLink(decodeURIComponent(hash.slice(1))), [
    "Three games",
    [
      ["kayles", "5", "pn", "", 0],
      ["hackenbush", "L:BR", "value", "", 0],
      ["nim", "3,4,5", "winningMove", "Leave a nim-sum of 0.", 0],
    ],
  ]);
  await screenshot(page, "lesson-builder");
  assertClean(page);

  // A fresh browser (no storage): the same lesson, card by card.
  const fresh = await open(env, "lesson", { hash });
  assert.equal(await fresh.textContent("#run-title"), "Three games");
  assert.equal(await fresh.textContent("#run-progress"), "Card 1 of 3");
  assert.equal(await fresh.locator("#run-dots button").count(), 3);
  assert.equal(await fresh.textContent("#run-game"), "Kayles");
  await click(fresh, "#run-next");
  assert.equal(await fresh.textContent("#run-game"), "Blue-Red Hackenbush");
  await click(fresh, "#run-next");
  assert.equal(await fresh.textContent("#run-note"), "Leave a nim-sum of 0.");
  assertClean(fresh);
});

test("the QR code of a lesson's link reads back as that link", async () => {
  const page = await open(env, "lesson", { hash: "#ready=chomp" });
  await click(page, "#run-edit");
  await page.click("#lesson-qr");
  await page.waitForSelector("#qr-code svg");
  const link = await page.inputValue("#lesson-link");
  const png = PNG.sync.read(await page.locator("#qr-code svg").screenshot());
  const read = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  assert.ok(read, "a QR reader finds a code");
  assert.equal(read.data, link);
  // Big enough for the back of the room: at least 4 px a module on a 1280 px wide screen.
  const version = Number(await page.getAttribute("#qr-panel", "data-version"));
  assert.ok(png.width / (17 + 4 * version + 8) >= 4, `${png.width} px for version ${version}`);
  await screenshot(page, "lesson-qr");
  assertClean(page);
});

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

test("every ready-made lesson opens with all its cards, and each card asks its question", async () => {
  const page = await open(env, "lesson");
  const ids = await page.$$eval("#ready-list li", (lis) => lis.map((li) => li.dataset.ready));
  assert.deepEqual(ids, ["nim", "mex", "chomp", "partizan", "pig"]);
  for (const id of ids) {
    await open(env, "lesson", { hash: `#ready=${id}`, page });
    assert.ok(await page.isHidden("#lesson-skipped"), `${id}: ${await page.textContent("#lesson-skipped")}`);
    const count = await page.locator("#run-dots button").count();
    assert.ok(count >= 5, `${id}: ${count} cards`);
    for (let i = 1; i <= count; i++) {
      await click(page, `#run-dots li:nth-child(${i}) button`);
      assert.notEqual(await page.textContent("#run-question"), "", `${id} card ${i} asks`);
      assert.ok((await page.locator("#run-picture svg").count()) > 0, `${id} card ${i} is drawn`);
      const choices = await page.locator("#run-choices button").count();
      assert.ok(choices > 0 || (await page.isVisible("#run-typed")), `${id} card ${i} can be answered`);
    }
  }
  assertClean(page);
});

test("bad links say what is wrong and open nothing broken; bad cards are named and skipped", async () => {
  const page = await openPage(env.browser);
  const good = linkOf("Good", [["nim", "1,2,3", "pn", "", 0]]);
  for (const [hash, message] of [
    ["#L1.ab$cd", /letters a lesson link never has/],
    [`#${good.slice(0, -8)}`, /cut short or was changed/],
    ["#L2.abcd", /newer Grundy/],
    [`#L1.${deflateRawSync(Buffer.from("not json")).toString("base64url")}`, /not a lesson/],
  ]) {
    await open(env, "lesson", { hash, page });
    assert.match(await page.textContent("#lesson-link-error"), message, hash);
    assert.ok(await page.isHidden("#run"), "no broken lesson is opened");
    assert.ok(await page.isVisible("#builder"), "the lesson being built is still at hand");
    assert.ok(await page.isDisabled("#lesson-present"), "an empty lesson has nothing to present or print");
    assert.ok(await page.isDisabled("#lesson-print"));
  }
  const mixed = linkOf("Mixed", [
    ["nim", "1,2,3", "pn", "", 0],
    ["snakes", "1", "pn", "", 0],
    ["nim", "1,x", "pn", "", 0],
    ["nim", "1,2", "value", "", 0],
    ["kayles", "4", "grundy", "A note", 1],
  ]);
  await open(env, "lesson", { hash: `#${mixed}`, page });
  const skipped = await page.textContent("#lesson-skipped");
  assert.match(skipped, /Card 2 \(snakes\) was left out: there is no game called "snakes" here/);
  assert.match(skipped, /Card 3 \(Nim\) was left out: /);
  assert.match(skipped, /Card 4 \(Nim\) was left out: Nim cannot be asked "What is its value\?"/);
  assert.equal(await page.locator("#run-dots button").count(), 2);
  assert.equal(await page.textContent("#run-progress"), "Card 1 of 2");

  // The typed answers and the results code: bad text gets a message beside its box, and the card waits.
  await click(page, "#run-dots li:nth-child(2) button");
  for (const bad of ["hello!?", "-3", "3,,4", "7".repeat(5000), "３"]) {
    await page.fill("#run-answer", bad);
    await page.click("#run-typed button");
    assert.match(await page.textContent("#run-typed-error"), /whole number|at most 40 characters/, bad.slice(0, 10));
    assert.ok(await page.isHidden("#run-verdict"), "the card is still to answer");
  }
  await page.click(".results-open summary");
  for (const bad of ["hello!?", "", "ABCD", "7".repeat(5000)]) {
    await page.fill("#code-input", bad);
    await page.click("#code-form button");
    assert.match(await page.textContent("#code-error"), /results code|another lesson|answers/, bad.slice(0, 10));
    assert.ok(await page.isVisible("#run-card"), "the card stays on show");
  }
  assertClean(page);
});

test("presenting: one card at a time, the answer shown on a click, the arrow keys from card to card", async () => {
  const page = await open(env, "lesson", { hash: "#ready=partizan" });
  await click(page, "#run-present");
  assert.equal(await page.evaluate(() => location.hash), "#present:ready=partizan");
  assert.ok(await page.evaluate(() => document.body.classList.contains("presenting")));
  assert.equal(await page.textContent("#run-progress"), "Card 1 of 7");
  // The answers are there to discuss, not to press; nothing is given away before the click.
  assert.equal(await page.locator("#run-choices button:not([disabled])").count(), 0);
  assert.ok(await page.isHidden("#run-verdict"));
  await click(page, "#run-reveal");
  const facts = partizan.analyze("hackenbush", "L:B,R");
  assert.equal(facts.outcomeClass, "P");
  assert.match(await textOf(page, "#run-verdict"), /^Answer Whoever moves second wins\. The value is 0\.$/);
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.getElementById("run-progress").textContent === "Card 2 of 7");
  await waitForState(page, "ready");
  assert.ok(await page.isHidden("#run-verdict"), "the next card's answer waits for its click");
  await click(page, "#run-reveal");
  assert.match(await textOf(page, "#run-verdict"), /Its value is 1\/2\./);
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction(() => document.getElementById("run-progress").textContent === "Card 1 of 7");
  await waitForState(page, "ready");
  await screenshot(page, "lesson-present");
  // Nothing a presentation shows is kept as a student's answer.
  await click(page, "#run-present");
  assert.equal(await page.evaluate(() => location.hash), "#ready=partizan");
  assert.equal(await page.locator("#run-dots .is-right, #run-dots .is-wrong").count(), 0);
  assertClean(page);
});

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

test("a lesson of every game of the catalogue, each question it may ask: every card is drawn, asked and judged", async () => {
  const cards = CATALOGUE.flatMap((g) => g.questions.map((q) => [g.variants[0]?.id ?? g.id, g.defaultPosition, q, "", 0]));
  assert.ok(cards.length >= 40, `${cards.length} cards`);
  // Within the limit of a lesson: as many lessons as it takes.
  for (let from = 0; from < cards.length; from += 24) {
    const part = cards.slice(from, from + 24);
    const page = await open(env, "lesson", { hash: `#${linkOf("Every game", part)}` });
    const skipped = (await page.isHidden("#lesson-skipped")) ? "" : await page.textContent("#lesson-skipped");
    // Only a move to find among more than 30 (the published limit), or roll or hold where a turn
    // must roll, is left out, and it is named.
    for (const line of skipped.split(/(?<=\.) (?=Card)/).filter(Boolean))
      assert.match(line, /more than the 30 a card offers|nothing to hold at the start of a turn/, line);
    const count = await page.locator("#run-dots button").count();
    assert.equal(count + (skipped.match(/Card \d+/g) ?? []).length, part.length);
    for (let i = 1; i <= count; i++) {
      await click(page, `#run-dots li:nth-child(${i}) button`);
      const game = await page.textContent("#run-game");
      assert.ok((await page.locator("#run-picture svg").count()) > 0, `${game} card ${i} is drawn`);
      if (await page.isVisible("#run-typed")) {
        await page.fill("#run-answer", "0");
        await click(page, "#run-typed button");
      } else {
        await click(page, "#run-choices button >> nth=0");
      }
      assert.ok(await page.isVisible("#run-verdict"), `${game} card ${i} is judged`);
      assert.notEqual((await textOf(page, "#run-verdict .verdict-answer")).length, 0, `${game} card ${i} says the answer`);
    }
    assertClean(page);
    await page.close();
  }
});
