// The lesson page (lesson.html) and "Add to lesson" on the game pages: a lesson built by clicks
// on three pages, kept across a reload, put in order and edited; its link opened in a fresh
// browser; its QR code read back by a QR reader (jsQR) to the same link; every ready-made
// lesson (www/js/lesson/ready.js), presented; bad links; a lesson of every game. The answers
// the page judges are checked against the core itself, loaded here in Node, and the link's
// format against Node's own zlib (a second reading of the codec). The three pages are the first
// whose data (tests/e2e/games/<page>.mjs) says how a lesson is added on them (lesson); a game's
// own ready-made lesson, run by a student or printed, is tested in its own <stem>-lesson.test.mjs.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { PNG } from "pngjs";
import jsQR from "jsqr";
import { chromium } from "playwright-core";
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
  PAGES,
  pageData,
  entryOf,
  SCREENSHOTS as SCREENSHOT_DIR,
  CHROMIUM,
  CHROMIUM_ARGS,
} from "./harness.mjs";
import { READY_LESSONS } from "../../www/js/lesson/ready.js";
import { linkOf } from "./lesson-card.mjs";

const env = useBrowser({ before, after });
mkdirSync(SCREENSHOT_DIR, { recursive: true });

const partizan = await import(join(SITE, "pkg", "grundy_partizan.js"));
partizan.initSync({ module: readFileSync(join(SITE, "pkg", "grundy_partizan_bg.wasm")) });

/**
 * What a lesson link as the page writes it holds, read by Node: "L2.", the lesson deflated in
 * base64url, "." and its check, FNV-1a (32 bits) of all before it, big-endian in base64url.
 */
function readLink(hash) {
  const [, body, check] = /^#?(L2\.[A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{6})$/.exec(hash) ?? [];
  assert.ok(body, `a lesson link of the current format: ${hash}`);
  const h = [...body].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0, 0x811c9dc5);
  assert.equal(Buffer.from([h >>> 24, (h >>> 16) & 255, (h >>> 8) & 255, h & 255]).toString("base64url"), check, "its check");
  return JSON.parse(inflateRawSync(Buffer.from(body.slice(3), "base64url")).toString());
}

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

/**
 * The three pages a lesson is built on: the first whose data says how (lesson), each with its
 * game, its position (the hash's), the questions "Add to lesson" offers there (where the data
 * says) and the one added.
 */
const BUILT = PAGES.filter((name) => pageData(name).lesson)
  .slice(0, 3)
  .map((name) => ({ name, game: entryOf(name), ...pageData(name).lesson, position: pageData(name).lesson.hash.slice(1) }));

test("a lesson built by clicks on three pages, ordered and edited, survives a reload and opens from its link in a fresh browser", async () => {
  assert.equal(BUILT.length, 3, "three pages' data says how a lesson is added on them");
  const [first, second, third] = BUILT;
  const [a, b, c] = BUILT.map(({ game }) => game.name);
  // Tall enough for the three cards at once: a drag that scrolls the page loses its card.
  const page = await open(env, first.name, { hash: first.hash, viewport: { width: 1280, height: 1400 } });
  for (const [i, { name, hash, questions, add }] of BUILT.entries()) {
    if (i > 0) {
      await page.goto(`${env.base}${name}.html${hash}`);
      await waitForState(page, "ready", "over");
    }
    if (questions) assert.deepEqual(await questionsOffered(page), questions, name);
    assert.equal(await addOn(page, add), `Added as card ${i + 1} of your lesson.`);
  }
  assert.match(await page.textContent("#lesson-add-open"), /3 cards/);

  await page.click("#lesson-add-open");
  await waitForState(page, "ready");
  const games = () => page.$$eval("#card-list .card-game strong", (els) => els.map((e) => e.textContent));
  assert.deepEqual(await games(), [a, b, c]);
  assert.equal(await page.locator("#card-list .mini-board").count(), 3, "each card drawn by its board");
  assert.equal(await page.getAttribute("#card-list li:nth-child(1) .mini-board", "data-position"), first.position);

  // Order by mouse (the arrow button) and by keyboard (Alt+↑ on the card).
  await page.click("#card-list li:nth-child(1) .card-down");
  assert.deepEqual(await games(), [b, a, c]);
  await page.focus("#card-list li:nth-child(3)");
  await page.keyboard.press("Alt+ArrowUp");
  assert.deepEqual(await games(), [b, c, a]);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.index), "1", "the moved card keeps the focus");
  // And by dragging a card onto another's place.
  await page.locator("#card-list li:nth-child(3)").dragTo(page.locator("#card-list li:nth-child(1)"), { sourcePosition: { x: 20, y: 30 } });
  assert.deepEqual(await games(), [a, b, c]);
  await page.locator("#card-list li:nth-child(1)").dragTo(page.locator("#card-list li:nth-child(3)"), { sourcePosition: { x: 20, y: 30 } });
  assert.deepEqual(await games(), [b, c, a]);

  // Title, note, question (another the second page's game may be asked); one card removed and
  // the others kept.
  const asked = second.game.questions.find((q) => q !== second.add);
  await page.fill("#lesson-title-input", "Three games");
  await page.fill("#card-list li:nth-child(3) .card-note", "Leave a nim-sum of 0.");
  await page.press("#card-list li:nth-child(3) .card-note", "Tab");
  await page.selectOption("#card-list li:nth-child(1) .card-question", asked);
  await page.reload();
  await waitForState(page, "ready");
  assert.deepEqual(await games(), [b, c, a], "the lesson being built survives a reload");
  assert.equal(await page.inputValue("#lesson-title-input"), "Three games");
  assert.equal(await page.inputValue("#card-list li:nth-child(3) .card-note"), "Leave a nim-sum of 0.");
  assert.equal(await page.inputValue("#card-list li:nth-child(1) .card-question"), asked);

  const link = await page.inputValue("#lesson-link");
  const hash = new URL(link).hash;
  assert.deepEqual(readLink(decodeURIComponent(hash.slice(1))), [
    "Three games",
    [
      [second.game.id, second.position, asked, "", 0],
      [third.game.id, third.position, third.add, "", 0],
      [first.game.id, first.position, first.add, "Leave a nim-sum of 0.", 0],
    ],
  ]);
  await screenshot(page, "lesson-builder");
  assertClean(page);

  // A fresh browser (no storage): the same lesson, card by card.
  const fresh = await open(env, "lesson", { hash });
  assert.equal(await fresh.textContent("#run-title"), "Three games");
  assert.equal(await fresh.textContent("#run-progress"), "Card 1 of 3");
  assert.equal(await fresh.locator("#run-dots button").count(), 3);
  assert.equal(await fresh.textContent("#run-game"), b);
  await click(fresh, "#run-next");
  assert.equal(await fresh.textContent("#run-game"), c);
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

test("every ready-made lesson opens with all its cards, and each card asks its question", async () => {
  const page = await open(env, "lesson");
  const ids = await page.$$eval("#ready-list li", (lis) => lis.map((li) => li.dataset.ready));
  // Those of www/js/lesson/ready.js, in its order.
  assert.ok(READY_LESSONS.length >= 5, `${READY_LESSONS.length} ready-made lessons`);
  assert.deepEqual(
    ids,
    READY_LESSONS.map((lesson) => lesson.id),
  );
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
  // Two games of the catalogue asked "P or N?" and for a Grundy value, never for a value.
  const [first, second] = CATALOGUE.filter((g) => ["pn", "grundy"].every((q) => g.questions.includes(q)) && !g.questions.includes("value"));
  const good = linkOf("Good", [[first.id, first.defaultPosition, "pn", "", 0]]);
  for (const [hash, message] of [
    ["#L1.ab$cd", /letters a lesson link never has/],
    [`#${good.slice(0, -8)}`, /cut short or was changed/],
    ["#L3.abcd", /newer Grundy/],
    [`#L1.${deflateRawSync(Buffer.from("not json")).toString("base64url")}`, /not a lesson/],
  ]) {
    await open(env, "lesson", { hash, page });
    assert.match(await page.textContent("#lesson-link-error"), message, hash);
    assert.ok(await page.isHidden("#run"), "no broken lesson is opened");
    assert.ok(await page.isVisible("#builder"), "the lesson being built is still at hand");
    assert.ok(await page.isDisabled("#lesson-present"), "an empty lesson has nothing to present or print");
    assert.ok(await page.isDisabled("#lesson-print"));
  }
  // A link as the page writes it carries a check: one letter changed anywhere, or the link cut
  // short, is refused as changed instead of opening another lesson.
  await open(env, "lesson", { hash: "#ready=nim", page });
  await click(page, "#run-edit");
  await page.waitForFunction(() => document.getElementById("lesson-link").value !== "");
  const written = new URL(await page.inputValue("#lesson-link")).hash.slice(1);
  assert.match(written, /^L2\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{6}$/);
  const swap = (text, at) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
  for (const [hash, message] of [
    [swap(written, 20), /was changed or cut short: its letters do not match its check/],
    [swap(written, written.length - 1), /was changed or cut short: its letters do not match its check/],
    [written.slice(0, written.lastIndexOf(".")), /cut short: its last letters are missing/],
    [written.slice(0, -3), /was changed or cut short/],
  ]) {
    await open(env, "lesson", { hash: `#${hash}`, page });
    assert.match(await page.textContent("#lesson-link-error"), message, hash);
    assert.ok(await page.isHidden("#run"), "no changed lesson is opened");
  }
  await open(env, "lesson", { hash: `#${written}`, page });
  assert.equal(await page.textContent("#run-title"), "Nim and the nim-sum", "the link unchanged opens its lesson");

  const mixed = linkOf("Mixed", [
    [first.id, first.defaultPosition, "pn", "", 0],
    ["snakes", "1", "pn", "", 0],
    [first.id, "?", "pn", "", 0],
    [first.id, first.defaultPosition, "value", "", 0],
    [second.id, second.defaultPosition, "grundy", "A note", 1],
  ]);
  await open(env, "lesson", { hash: `#${mixed}`, page });
  const skipped = await page.textContent("#lesson-skipped");
  assert.match(skipped, /Card 2 \(snakes\) was left out: there is no game called "snakes" here/);
  assert.ok(skipped.includes(`Card 3 (${first.name}) was left out: `), skipped);
  assert.ok(skipped.includes(`Card 4 (${first.name}) was left out: ${first.name} cannot be asked "What is its value?"`), skipped);
  assert.equal(await page.locator("#run-dots button").count(), 2);
  assert.equal(await page.textContent("#run-progress"), "Card 1 of 2");

  // The typed answers and the results code: bad text gets a message beside its box, and the card waits.
  await click(page, "#run-dots li:nth-child(2) button");
  for (const bad of ["hello!?", "-3", "3,,4", "7".repeat(5000), "３"]) {
    await page.fill("#run-answer", bad);
    await page.click("#run-typed button");
    assert.match(await page.textContent("#run-typed-error"), /whole number|at most 30 characters/, bad.slice(0, 10));
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
  // The ready-made lesson of the partizan games (www/js/lesson/ready.js).
  const { id, lesson } = READY_LESSONS.find((ready) => ready.id === "partizan");
  const cards = lesson.cards.length;
  const page = await open(env, "lesson", { hash: `#ready=${id}` });
  await click(page, "#run-present");
  assert.equal(await page.evaluate(() => location.hash), `#present:ready=${id}`);
  assert.ok(await page.evaluate(() => document.body.classList.contains("presenting")));
  assert.equal(await page.textContent("#run-progress"), `Card 1 of ${cards}`);
  // The answers are there to discuss, not to press; nothing is given away before the click.
  assert.equal(await page.locator("#run-choices button:not([disabled])").count(), 0);
  assert.ok(await page.isHidden("#run-verdict"));
  await click(page, "#run-reveal");
  // Its first card: a position whoever moves second wins, of value 0 (the core says so too).
  const [card] = lesson.cards;
  const facts = partizan.analyze(card.game, card.position);
  assert.equal(facts.outcomeClass, "P");
  assert.match(await textOf(page, "#run-verdict"), /^Answer Whoever moves second wins\. The value is 0\.$/);
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction((n) => document.getElementById("run-progress").textContent === `Card 2 of ${n}`, cards);
  await waitForState(page, "ready");
  assert.ok(await page.isHidden("#run-verdict"), "the next card's answer waits for its click");
  await click(page, "#run-reveal");
  assert.match(await textOf(page, "#run-verdict"), /Its value is 1\/2\./);
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction((n) => document.getElementById("run-progress").textContent === `Card 1 of ${n}`, cards);
  await waitForState(page, "ready");
  await screenshot(page, "lesson-present");
  // Nothing a presentation shows is kept as a student's answer.
  await click(page, "#run-present");
  assert.equal(await page.evaluate(() => location.hash), `#ready=${id}`);
  assert.equal(await page.locator("#run-dots .is-right, #run-dots .is-wrong").count(), 0);
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

test("presenting fits each card of every ready-made lesson on one screen, on a 1920x950 projector and a 1280x720 laptop; Home, End and Escape", async () => {
  for (const [viewport, projector] of [
    [{ width: 1920, height: 950 }, true],
    [{ width: 1280, height: 720 }, false],
  ]) {
    const page = await open(env, "lesson", { hash: "#present:ready=nim", viewport, projector });
    for (const { id, lesson } of READY_LESSONS) {
      await open(env, "lesson", { hash: `#present:ready=${id}`, page, viewport, projector });
      for (let i = 0; i < lesson.cards.length; i++) {
        if (i > 0) {
          await page.keyboard.press("ArrowRight");
          await page.waitForFunction((n) => document.getElementById("run-progress").textContent.startsWith(`Card ${n} `), i + 1);
          await waitForState(page, "ready");
        }
        // What the class must see: the question, the position, every answer offered, Next.
        const off = await page.evaluate(() => {
          const seen = [
            ...document.querySelectorAll(
              "#run-question, #run-picture svg, #run-choices button, #run-reveal, #run-next, #run-note:not([hidden])",
            ),
          ];
          return [
            ...(window.scrollY > 0 ? [`scrolled by ${window.scrollY}`] : []),
            ...seen
              .filter((e) => {
                const r = e.getBoundingClientRect();
                return r.top < 0 || r.bottom > innerHeight + 1 || r.left < 0 || r.right > innerWidth + 1 || r.height === 0;
              })
              .map(
                (e) =>
                  `${e.id || e.className?.baseVal || e.className} (bottom ${Math.round(e.getBoundingClientRect().bottom)} of ${innerHeight})`,
              ),
          ];
        });
        assert.deepEqual(off, [], `${id} card ${i + 1} at ${viewport.width}x${viewport.height}`);
      }
      if (id === READY_LESSONS[0].id) await screenshot(page, `lesson-present-${viewport.width}x${viewport.height}`);
    }
    // Home and End go to the first and the last card; Escape stops presenting.
    const count = READY_LESSONS.at(-1).lesson.cards.length;
    await page.keyboard.press("Home");
    await page.waitForFunction(() => document.getElementById("run-progress").textContent.startsWith("Card 1 "));
    await page.keyboard.press("End");
    await page.waitForFunction((n) => document.getElementById("run-progress").textContent === `Card ${n} of ${n}`, count);
    await waitForState(page, "ready");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !location.hash.startsWith("#present:") && !document.body.classList.contains("presenting"));
    assertClean(page);
    await page.close();
  }
});

test("the builder: a card added twice is named, Remove can be undone, the QR code is whole at 1280x720; a value's symbols are buttons; a tic-tac-toe card numbers its cells and says whose turn", async () => {
  const [first] = BUILT;
  const page = await open(env, first.name, { hash: first.hash });
  assert.equal(await addOn(page, first.add), "Added as card 1 of your lesson.");
  await page.evaluate(() => {
    document.getElementById("lesson-add-said").textContent = "";
  });
  assert.match(await addOn(page, first.add), /^This position is already card 1 of your lesson, with the same question/);

  // Three cards in the builder; the second removed, then put back where it was.
  const ttt = CATALOGUE.find((g) => g.sides && g.kind === "search" && g.questions.includes("winningMove"));
  const valued = CATALOGUE.find((g) => g.questions.includes("value") && g.kind === "partizan" && g.defaultPosition);
  const lesson = linkOf("Symbols", [
    [ttt.id, "x...o....", "pn", "", 0],
    [valued.id, valued.defaultPosition, "value", "", 0],
    [ttt.id, "x...o....", "winningMove", "", 0],
  ]);
  await open(env, "lesson", { hash: `#${lesson}`, page });
  // The core names the side on turn (X, after X and O have each played once): the card says it.
  const core = await import(join(SITE, "pkg", "grundy.js"));
  core.initSync({ module: readFileSync(join(SITE, "pkg", "grundy_bg.wasm")) });
  const facts = core.analyze(ttt.id, "x...o....");
  assert.equal((typeof facts === "string" ? JSON.parse(facts) : facts).toAct.side, "x");
  assert.match(await textOf(page, "#run-question"), new RegExp(`^${ttt.sides[0]} to move\\. `));
  const numbers = await page.$$eval("#run-picture text.ttt-cell-number", (ts) => ts.map((t) => t.textContent));
  assert.deepEqual(numbers, ["2", "3", "4", "6", "7", "8", "9"], "the empty cells' numbers");

  // A value typed with the symbol buttons (the core judges it like a typed one).
  await click(page, "#run-next");
  assert.ok(await page.isVisible("#run-symbols"));
  await page.getByRole("button", { name: "Type up", exact: true }).click();
  await page.getByRole("button", { name: "Type star", exact: true }).click();
  assert.equal(await page.inputValue("#run-answer"), "↑*");
  await click(page, "#run-typed button[type=submit]");
  assert.ok(await page.isVisible("#run-verdict"));
  assert.match(await textOf(page, "#run-verdict .verdict-answer"), /^Its value is /);

  // The lesson being built has the card added above: the page asks before replacing it.
  page.once("dialog", (dialog) => dialog.accept());
  await click(page, "#run-edit");
  const games = () =>
    page.$$eval("#card-list .card-question", (ss) =>
      ss.map((s) => `${s.closest("li").querySelector(".card-game strong").textContent}: ${s.value}`),
    );
  const before = await games();
  assert.equal(before.length, 3);
  await page.click("#card-list li:nth-child(2) .card-remove");
  assert.deepEqual(await games(), [before[0], before[2]]);
  assert.match(await page.textContent("#removed-said"), /Card 2 \(.+\) was removed\./);
  await page.click("#removed-undo");
  assert.deepEqual(await games(), before, "Undo puts the card back in its place");
  assert.ok(await page.isHidden("#removed-said"));

  // The QR code over the page, whole, at 1280x720.
  await page.click("#lesson-qr");
  await page.waitForSelector("#qr-code svg");
  const box = await page.locator("#qr-code svg").boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 720 && box.height > 300, JSON.stringify(box));
  assert.ok(await page.locator("#qr-close").isVisible());
  await screenshot(page, "lesson-qr-720");
  await page.keyboard.press("Escape");
  assert.ok(await page.isHidden("#qr-panel"));
  assertClean(page);
});

test("a lesson's link says at once that the lesson is opening, not the ready-made list, until its first card is there", async () => {
  const page = await openPage(env.browser);
  // The core's module is held back: what shows before it arrives is what a slow connection shows.
  /** @type {(value?: unknown) => void} */
  let release = () => {};
  const held = new Promise((ok) => {
    release = ok;
  });
  await page.route(/grundy_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${env.base}lesson.html#ready=nim`, { waitUntil: "domcontentloaded" });
  await page.waitForSelector("#lesson-opening", { state: "visible" });
  assert.equal(await textOf(page, "#lesson-opening"), "Opening the lesson…");
  assert.ok(await page.isHidden("#ready"), "the ready-made lessons wait");
  release();
  await waitForState(page, "ready");
  assert.ok(await page.isHidden("#lesson-opening"));
  assert.equal(await page.textContent("#run-progress"), "Card 1 of 7");
  // The builder, opened without an address, shows the ready-made lessons at once.
  await open(env, "lesson", { page });
  assert.ok(await page.isVisible("#ready"));
  assert.ok(await page.isHidden("#lesson-opening"));
  assertClean(page);
});

/**
 * A camera's video of `qr` (the core's QR code: its size and rows of 0 and 1), black on white
 * with its quiet zone, as a Y4M file, the format Chromium's fake camera plays.
 */
function qrVideo(qr, file) {
  const side = 480;
  const scale = Math.floor(side / (qr.size + 8));
  const offset = Math.floor((side - scale * qr.size) / 2);
  const luma = Buffer.alloc(side * side, 255);
  qr.rows.forEach((row, y) =>
    [...row].forEach((bit, x) => {
      if (bit !== "1") return;
      for (let dy = 0; dy < scale; dy++)
        luma.fill(0, (offset + y * scale + dy) * side + offset + x * scale, (offset + y * scale + dy) * side + offset + (x + 1) * scale);
    }),
  );
  const chroma = Buffer.alloc((side / 2) * (side / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\n`), ...Array(10).fill(frame)]));
}

test("a student's results code is shown as a QR code too, and the teacher's camera reads it into the box (Chromium's fake camera playing it)", {
  skip: SITE.endsWith("www") && "the QR reader is bundled from npm: run with GRUNDY_SITE_DIR=target/site, as ./build.sh test does",
}, async () => {
  // The student: card 1 answered, then the summary with the code and its QR code.
  const student = await open(env, "lesson", { hash: "#ready=nim" });
  await click(student, '#run-choices [data-answer="P"]');
  await click(student, "#run-dots li:nth-child(7) button");
  await click(student, "#run-next");
  const code = (await student.textContent("#results-code")) ?? "";
  await student.waitForSelector("#results-qr svg");
  const png = PNG.sync.read(await student.locator("#results-qr svg").screenshot());
  assert.equal(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data, code, "the student's QR code holds the code");
  await student.close();

  // The teacher's laptop, whose camera sees the student's screen.
  const file = join(SCREENSHOT_DIR, "results-code.y4m");
  qrVideo(partizan.qrCode(code), file);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
  try {
    const teacher = await open({ ...env, browser }, "lesson", { hash: "#ready=nim" });
    await teacher.click(".results-open summary");
    await teacher.click("#scan-start");
    await teacher.waitForFunction((c) => document.getElementById("code-input").value.includes(c), code, { timeout: 20_000 });
    assert.match(await teacher.textContent("#scan-said"), new RegExp(`^Read ${code}: 1 code in the box`));
    await teacher.click("#scan-stop");
    assert.ok(await teacher.isHidden("#scan-video"), "the camera is off");
    await teacher.click("#code-form button");
    await teacher.waitForFunction(() => document.getElementById("summary-score").textContent === "1 of 7 right.");
    assertClean(teacher);
  } finally {
    await browser.close();
  }
});
