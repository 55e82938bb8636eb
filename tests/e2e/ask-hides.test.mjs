// "Ask me first" must not leave the answer on the screen (www/js/lessons.js, lessons.css).
//
// On every game page, with the question "P or N?" waiting, nothing that is drawn for the
// position may give its answer away: no nimbers (*4) or Grundy values, no nim-sum, no P/N
// marks or letters, no column counts, no "who is winning" in the game record, no value the
// searches proved, and no accessible name that says any of it either. Each page's own
// answer-giving elements (marked .spoiler by the page) are drawn but hidden, and come back,
// exactly, once the questions are answered ("P or N?", then "which move wins?" where the mover
// can win) or Ask me first is turned off. The Why? panel,
// the new-game form and the other step-through tools the student opens are not looked at:
// asking them for an explanation is asking for the answer.
//
// Every game page of the catalogue is checked; a page's position, what to switch on and its
// answer-giving elements are its own data (tests/e2e/games/<page>.mjs, askHides), else its
// start and the record's "then" column. Screenshots of the pages whose data asks for them,
// asking and answered, go to target/screenshots/ask-hides-*.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, screenshot, GAME_PAGES, pageData } from "./harness.mjs";

const env = useBrowser({ before, after });

const asking = (page) => page.getAttribute("#lesson", "data-asking");

/** The text of `selector` a student can see: its hidden child elements (spoilers) left out. */
const visibleText = (page, selector) =>
  page.$eval(selector, (p) =>
    [...p.childNodes]
      .filter((n) => (n.nodeType === Node.TEXT_NODE ? p : n).checkVisibility({ visibilityProperty: true }))
      .map((n) => n.textContent)
      .join(""),
  );

/** Turn Ask me first on and wait until the question is up. */
async function ask(page) {
  await page.check("#ask-first");
  await page.waitForSelector('#lesson[data-asking="true"]');
  assert.equal(await page.isVisible("#lesson-ask"), true, "the question is on show");
  assert.equal(await page.evaluate(() => document.body.classList.contains("lesson-hiding")), true);
}

/**
 * Answer the question (the answer does not matter here) and wait until it is judged: `choice`,
 * else P where the page offers it, else its first answer (Pig's "above").
 */
async function answer(page, choice = null) {
  const offered = await page.$$eval("#lesson-ask button[data-answer]", (all) => all.map((b) => b.dataset.answer));
  const pick = choice ?? (offered.includes("P") ? "P" : offered[0]);
  await page.click(`#lesson-ask button[data-answer="${pick}"]`);
  await page.waitForSelector('#lesson[data-asking="false"]');
  assert.equal(await page.isVisible("#lesson-verdict"), true, "the verdict is on show");
}

// ---------------------------------------------------------------------------------------
// What may not be seen

/**
 * The parts of a page that show the position: the board panel (without the lesson bar, whose
 * answer buttons say "P-position"), the Nim-in-disguise panel, the game record, tic-tac-toe's
 * counting panel and its tree's summary line. Legends explain symbols; they answer nothing.
 */
const SCOPE = "#board-panel, #disguise-panel, #record-panel, #counts-panel, #tree-summary";
const SKIP = "#lesson, .legend";

/** Text that gives the answer away (on the screen), each with what it is. */
const REVEALING = [
  [/\*\d/, "a nimber such as *4"],
  [/Grundy value\s*\d/i, "a Grundy value"],
  [/\bvalues?\s*[-−+]?\d/i, "a value"],
  [/nim-sum\s*\d/i, "a nim-sum"],
  // (Not "P-positions": Scoring says their pattern "is shown once you have answered".)
  [/\b[PN]-(?:position|square)(?!s)/, "a P/N word"],
  [/\ba draw\b/i, "a draw"],
  [/\b(?:are|is) winning\b/, "who is winning"],
  [/thrown away/, "the thrown-away flag"],
  [/[✓✗]/, "a win/loss symbol"],
  [/g\(n\)/, "a table of values g(n)"],
  [/\bmod \d/, "a column count modulo k + 1"],
  [/lasts \d+ more/, "the length of the game with best play"],
  [/prove the same value|searches disagree/, "the value the searches prove"],
  [/chance of winning[^%]*\d%|\d% to win/i, "a chance of winning"],
];
/** A text piece that is nothing but one of these is a P/N/draw mark, or a column count. */
const MARKS = /^(?:[PND]|1s)$/;

/** Names a screen reader would say that give the answer away. */
const REVEALING_NAMES = [
  [/\*\d/, "a nimber"],
  [/Grundy value\s*\d/i, "a Grundy value"],
  [/\b[PN]-position/, "a P/N word"],
  [/Then:/, "the record's outcome"],
  [/\b(?:are|is) winning\b/, "who is winning"],
  [/\b(?:winning|losing) (?:move|bite)\b/, "a move's outcome"],
  [/thrown away/, "the thrown-away flag"],
];

/** Every piece of text drawn in SCOPE that is visible (not display:none, not visibility:hidden). */
function visibleTexts(page) {
  return page.evaluate(
    ({ scope, skip }) => {
      const seen = new Set();
      const texts = [];
      for (const root of document.querySelectorAll(scope)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (seen.has(node)) continue;
          seen.add(node);
          const text = node.textContent.replace(/\s+/g, " ").trim();
          const host = node.parentElement;
          if (!text || !host || host.closest(skip)) continue;
          if (!host.checkVisibility({ visibilityProperty: true })) continue;
          texts.push(text);
        }
      }
      return texts;
    },
    { scope: SCOPE, skip: SKIP },
  );
}

/** The accessibility tree of the position's parts (the board's pieces and the panels), as YAML. */
async function spokenText(page) {
  const parts = [];
  for (const selector of ["#board", "#disguise-panel", "#record-panel", "#counts-panel", "#far-note", "#tree-summary"]) {
    const where = page.locator(selector);
    if ((await where.count()) === 0 || !(await where.isVisible())) continue;
    parts.push(await where.ariaSnapshot());
  }
  return parts.join("\n");
}

/** What on the screen (and in the accessibility tree) gives the answer away: [] when nothing. */
async function giveaways(page) {
  const texts = await visibleTexts(page);
  const line = texts.join(" ");
  const found = [];
  for (const [pattern, what] of REVEALING) {
    const hit = pattern.exec(line);
    if (hit) found.push(`${what}: "${line.slice(Math.max(0, hit.index - 30), hit.index + hit[0].length + 20)}"`);
  }
  for (const text of texts) if (MARKS.test(text)) found.push(`a mark: "${text}"`);
  const spoken = await spokenText(page);
  for (const [pattern, what] of REVEALING_NAMES) {
    const hit = pattern.exec(spoken);
    if (hit) found.push(`said to a screen reader, ${what}: "${spoken.slice(Math.max(0, hit.index - 40), hit.index + hit[0].length + 20)}"`);
  }
  return found;
}

/** How many elements match `selector`, and how many of them can be seen. */
const shown = (page, selector) =>
  page.$$eval(selector, (all) => ({
    count: all.length,
    visible: all.filter((e) => e.checkVisibility({ visibilityProperty: true })).length,
  }));

// ---------------------------------------------------------------------------------------
// Every game page

/**
 * Per game page (its data, askHides): `hash`, the position (default its start); `check`, what
 * to switch on first (the Values box); `drawn`, what must be drawn before the question is asked
 * (some panels draw after the core answers); `spoilers`, the page's own answer-giving
 * elements, which must be there, hidden while asking and shown after (default the record's
 * "then" column: the partizan pages draw their values box and the board's values only with
 * hints, off while asking); `screenshot`, screenshotted asking and answered.
 */
const CASES = GAME_PAGES.map((name) => ({ name, hash: "", spoilers: ["#record .record-then"], ...pageData(name).askHides }));

for (const c of CASES) {
  test(`${c.name}: while "P or N?" waits nothing on the board gives the answer away; answered, it is all back`, async () => {
    const page = await open(env, c.name, { hash: c.hash });
    // With Hints off the record keeps who is winning to itself anyway: Hints on shows it all.
    await page.check("#hints");
    for (const box of c.check ?? []) await page.check(box);
    for (const selector of c.drawn ?? []) await page.waitForSelector(selector, { state: "attached" });

    // Before: every spoiler is drawn and seen (so that the checks below check something).
    for (const selector of c.spoilers) {
      const { count, visible } = await shown(page, selector);
      assert.ok(count > 0, `${c.name}: ${selector} is drawn`);
      assert.equal(visible, count, `${c.name}: ${selector} is on show before the question`);
    }
    const before = await giveaways(page);
    assert.ok(before.length > 0, `${c.name}: the page shows the answer when nobody asks (the test can see it)`);

    await ask(page);
    assert.deepEqual(await giveaways(page), [], `${c.name}: nothing gives the answer away while asking`);
    for (const selector of c.spoilers) {
      const { count, visible } = await shown(page, selector);
      assert.ok(count > 0, `${c.name}: ${selector} is still drawn (hidden, not removed)`);
      assert.equal(visible, 0, `${c.name}: ${selector} is hidden while asking`);
    }
    // The board itself stays on show, to be played.
    assert.equal(await page.isVisible("#board"), true, `${c.name}: the board is on show`);
    if (c.screenshot) await screenshot(page, `ask-hides-${c.name}-asking`, { fullPage: true });

    await answer(page);
    const kinds = (list) => [...new Set(list.map((found) => found.split(": ")[0]))];
    // Where the mover can win, "Which move wins?" follows: what would answer it (the ✓ on the
    // winning moves, the values and marks that show where to move) waits for that move too;
    // turning Ask me first off brings it all back.
    if (await page.isVisible("#lesson-which")) {
      assert.ok(!kinds(await giveaways(page)).includes("a win/loss symbol"), `${c.name}: no ✓ while "Which move wins?" waits`);
      for (const selector of c.spoilers) {
        const { visible } = await shown(page, selector);
        assert.equal(visible, 0, `${c.name}: ${selector} is hidden while "Which move wins?" waits`);
      }
      await page.uncheck("#ask-first");
    }
    for (const selector of c.spoilers) {
      const { count, visible } = await shown(page, selector);
      assert.equal(visible, count, `${c.name}: ${selector} is back after the answer`);
    }
    // Everything the page showed before is back (and the badge with the answer besides).
    const back = kinds(await giveaways(page));
    for (const kind of kinds(before)) assert.ok(back.includes(kind), `${c.name}: after the answer, ${kind} is on show again`);
    if (c.screenshot) await screenshot(page, `ask-hides-${c.name}-answered`, { fullPage: true });
    assertClean(page);
    await page.close();
  });
}

// ---------------------------------------------------------------------------------------
// Names, the toggle, and the lesson's own words: each page's own cases are its data
// (tests/e2e/games/<page>.mjs, askHides: names, losingMove, twoPlayers, computerNote, tint).

/** The game pages whose data has a case of `kind`, each with that case. */
const casesOf = (kind) =>
  GAME_PAGES.flatMap((name) => (pageData(name).askHides?.[kind] ? [{ name, ...pageData(name).askHides[kind] }] : []));

test("the pages' data has a case for each check of the lesson's own words below", () => {
  for (const kind of ["names", "losingMove", "twoPlayers", "computerNote", "tint"]) assert.ok(casesOf(kind).length > 0, kind);
});

/** How many of `selector` can be seen, for each [selector, count] of `counts`. */
const seenCounts = (page, counts) => Promise.all(counts.map(async ([selector]) => [selector, (await shown(page, selector)).visible]));

/**
 * Names that say a value (names): at `hash`, with Hints on and `check` ticked, the elements
 * `selector` are named `full`; while asking, `asking` (the values left out), and none of the
 * [selector, count] of `counts` is seen; turning Ask me first off brings everything back at
 * once (`count` of each seen), and so do the answers to the questions asked again.
 */
for (const c of casesOf("names")) {
  test(`${c.name}: the names leave the values out while asking; turning Ask me first off, or answering, brings them back`, async () => {
    const { hash, check = [], selector, full, asking: hiding, counts = [] } = c;
    const page = await open(env, c.name, { hash });
    await page.check("#hints");
    for (const box of check) await page.check(box);
    const names = () => page.$$eval(selector, (all) => all.map((e) => e.getAttribute("aria-label")));
    assert.deepEqual(await names(), full);
    await ask(page);
    assert.deepEqual(await names(), hiding);
    assert.deepEqual(
      await seenCounts(page, counts),
      counts.map(([s]) => [s, 0]),
    );
    // Turned off without answering: everything is back at once.
    await page.uncheck("#ask-first");
    assert.equal(await asking(page), "false");
    assert.deepEqual(await names(), full);
    assert.deepEqual(await seenCounts(page, counts), counts);
    // Asked again, and answered: where "Which move wins?" follows, the names wait for it too.
    await ask(page);
    assert.deepEqual(await names(), hiding);
    await answer(page);
    if (await page.isVisible("#lesson-which")) {
      assert.deepEqual(await names(), hiding);
      await page.uncheck("#ask-first");
    }
    assert.deepEqual(await names(), full);
    assertClean(page);
    await page.close();
  });
}

/**
 * A losing move (losingMove), Ask me first on and the first question answered: at `hash`, the
 * click on `move` loses, the perfect computer answers to `reply` and the student is asked about
 * it. The note reads `note` in full; while the question waits, `seen` (the outcome left out);
 * `said`, what is said aloud of it before the answer.
 */
async function losingMove(c) {
  const page = await open(env, c.name, { hash: c.hash });
  await ask(page);
  await answer(page);
  const lose = async () => {
    await page.click(c.move);
    await waitForPosition(page, c.reply);
    await page.waitForSelector('#lesson[data-asking="true"]');
  };
  return { page, lose };
}

for (const c of casesOf("losingMove")) {
  test(`${c.name}: the note on a losing move keeps the move and the reply but not the outcome while the next question waits`, async () => {
    const { page, lose } = await losingMove(c);
    await lose();
    await waitForState(page, "ready");
    const seen = () => visibleText(page, "#lesson-note p");
    assert.equal(await page.textContent("#lesson-note p"), c.note);
    assert.equal(await seen(), c.seen);
    assert.equal(await page.isVisible("#lesson-take-back"), true, "the move can still be taken back");
    // The record's flag and its summary wait too.
    assert.equal((await shown(page, "#record .record-thrown")).visible, 0);
    assert.equal(await page.isVisible("#record-summary"), false);
    assert.deepEqual(await giveaways(page), []);
    await answer(page);
    assert.equal(await seen(), c.note);
    assert.equal((await shown(page, "#record .record-thrown")).visible, 1);
    assert.equal(await page.isVisible("#record-summary"), true);
    assertClean(page);
    await page.close();
  });

  test(`${c.name}: a losing move's outcome words and the board's marks wait through the computer's pause, on screen and for screen readers`, async () => {
    const { page, lose } = await losingMove(c);
    // Everything said aloud, and whether the note's outcome words could be seen, at every change.
    await page.evaluate(() => {
      window.heard = [];
      window.noteShowed = [];
      window.marksHidden = [];
      const note = document.querySelector("#lesson-note p");
      new MutationObserver(() => {
        const text = document.getElementById("announcer")?.textContent;
        if (text) window.heard.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
      new MutationObserver(() => {
        window.noteShowed.push([...note.querySelectorAll(".spoiler")].some((s) => s.checkVisibility({ visibilityProperty: true })));
        // The board's P/N marks would show that the reply's position is a P-position.
        window.marksHidden.push(document.body.classList.contains("lesson-hiding"));
      }).observe(note, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await lose();
    await page.waitForFunction(() => window.heard.some((t) => t.includes("That move loses")));
    const heard = await page.evaluate(() => window.heard);
    assert.ok(
      heard.some((t) => t.includes(c.said)),
      `the move and the reply are said: ${heard}`,
    );
    assert.deepEqual(
      heard.filter((t) => /returns you to|P-position/.test(t)),
      [],
      "the outcome is not said before the answer",
    );
    const showed = await page.evaluate(() => window.noteShowed);
    assert.ok(showed.length > 0, "the note was drawn");
    assert.deepEqual(showed.filter(Boolean), [], "the outcome words were never on show before the answer");
    assert.deepEqual(
      (await page.evaluate(() => window.marksHidden)).filter((h) => !h),
      [],
      "the board's marks waited too",
    );
    await answer(page);
    assert.equal(await visibleText(page, "#lesson-note p"), c.note);
    assertClean(page);
    await page.close();
  });
}

/**
 * Between two people (twoPlayers): at `hash`, Player 1's click on `move` (to `after`, an
 * N-position for Player 2, who is asked next) loses; the note waits, then reads `note`.
 */
for (const c of casesOf("twoPlayers")) {
  test(`${c.name}: between two people the note on a losing move waits while the other player is asked`, async () => {
    const page = await open(env, c.name, { hash: c.hash });
    await page.selectOption("#opponent", "human");
    await page.click("#start");
    // The same position: the game between two people has started when the status names Player 1.
    await page.waitForFunction(() => document.getElementById("status").textContent.startsWith("Player 1"));
    await waitForState(page, "ready");
    await ask(page);
    await answer(page);
    await page.click(c.move);
    await waitForPosition(page, c.after);
    await page.waitForSelector('#lesson[data-asking="true"]');
    assert.equal(await page.textContent("#status"), "Player 2 to move");
    // "That move loses" would tell Player 2 the answer, and the reply is their winning move.
    assert.equal(await page.isVisible("#lesson-note"), false, "the note waits");
    assert.deepEqual(await giveaways(page), []);
    await answer(page);
    assert.match(await page.textContent("#lesson-note p"), c.note);
    assert.equal(await page.isVisible("#lesson-note"), true);
    assert.equal(await page.isVisible("#lesson-show-reply"), true, "Player 1 may now see the reply");
    assertClean(page);
    await page.close();
  });
}

/**
 * The line under the board that names the computer's move (computerNote): at `hash`, the New
 * game form set by `setup` with the computer first; the position on show is asked and answered,
 * then the new game starts and the computer moves to `after`. While the student is asked, the
 * line reads `note` in full but `seen` on show, and none of the [selector, count] of `counts` is
 * seen; answered, what is on show reads `answered`, and `count` of each is seen.
 */
for (const c of casesOf("computerNote")) {
  test(`${c.name}: what the computer's move tells is named after the answer, not before`, async () => {
    const { counts = [] } = c;
    const page = await open(env, c.name, { hash: c.hash });
    await c.setup(page);
    await page.check('input[name="first"][value="computer"]');
    await ask(page);
    await answer(page); // the position on show was asked; the new game's first position is the computer's
    await page.click("#start");
    await waitForPosition(page, c.after);
    await waitForState(page, "ready");
    await page.waitForSelector('#lesson[data-asking="true"]');
    // The line under the board names the move; what it tells after it is a spoiler until the answer.
    const visibleNote = () => visibleText(page, "#computer-move");
    assert.match(await page.textContent("#computer-move"), c.note);
    assert.equal(await visibleNote(), c.seen);
    assert.deepEqual(
      await seenCounts(page, counts),
      counts.map(([s]) => [s, 0]),
    );
    assert.deepEqual(await giveaways(page), []);
    await answer(page);
    assert.match(await visibleNote(), c.answered);
    assert.deepEqual(await seenCounts(page, counts), counts);
    assertClean(page);
    await page.close();
  });
}

/**
 * Tints a tool of the page draws on the board (tint): at `hash`, `show(page)` makes the tool
 * mark the square `marked` (it gets the class `built`); `plain` is a square of the same colour
 * that is not marked. The square's `fill` element and its `mark` look like `plain` while asking.
 */
for (const c of casesOf("tint")) {
  test(`${c.name}: the squares a tool of the page has marked are not tinted while asking`, async () => {
    // Without transitions, so that the colours read are the ones drawn.
    const page = await open(env, c.name, { hash: c.hash, reducedMotion: "reduce" });
    await c.show(page);
    await page.waitForSelector(`${c.marked}${c.built}`);
    const look = () =>
      page.$eval(
        c.marked,
        (cell, [fill, mark]) => ({
          fill: getComputedStyle(cell.querySelector(fill)).fill,
          mark: cell.querySelector(mark).checkVisibility({ visibilityProperty: true }),
        }),
        [c.fill, c.mark],
      );
    const tinted = await look();
    assert.equal(tinted.mark, true, `${c.marked} is marked by the tool`);
    const plain = await page.$eval(c.plain, (cell, fill) => getComputedStyle(cell.querySelector(fill)).fill, c.fill);
    assert.notEqual(tinted.fill, plain);
    await ask(page);
    assert.deepEqual(await look(), { fill: plain, mark: false }, "while asking the marked square looks like any other");
    await answer(page);
    assert.deepEqual(await look(), tinted);
    assertClean(page);
    await page.close();
  });
}
