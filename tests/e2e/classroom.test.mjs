// The classroom rules, checked on every page of the site (harness.mjs's PAGES), each page in a
// fresh browser context (fresh localStorage, so Hints start off as a new student finds them):
//   - the header menu is the same everywhere: the same groups and links, in the same order;
//   - with Hints off nothing on the page gives the answer away (no P/N badge, hint line or
//     legend, no marks on the board, no Grundy values, no "Winning move"); ticking Hints
//     brings at least the badge and the hint line;
//   - after the computer's move the line #computer-move names it in words (no notation such as
//     "1:20", "2-1", "r1c3" or "[...]"), the board draws what it moved faded, and both go as
//     soon as the student moves;
//   - the buttons of every step-by-step panel (the Why? panel, and the pages' own step panels
//     that share its media bar) keep their boxes from step to step, and the panel steps to its
//     end ("n / n");
//   - the status row keeps its height when the badge appears and when the status text changes,
//     so that the board under it does not drop;
//   - at 1280x720 the short instruction under the board and the Hints toggle are on screen
//     without scrolling; at 1920x1080 with the Projector toggle on, the Hints toggle ends at
//     least 100 px above the bottom edge.
// The pages come from the catalogue (harness.mjs PAGES); what a page needs beyond the generic
// checks (its own step panels, moves its move box takes, a ring round the computer's piece, a
// help line of its own, no game against the computer) is its own data,
// tests/e2e/games/<page>.mjs, classroom.
// A check that a page does not pass yet is marked `todo` (reported, not failed) with the
// reason, so that it shows in every run until the page is fixed.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, PAGES, GAME_PAGES, MENU, pageData } from "./harness.mjs";

const env = useBrowser({ before, after });

/** The machine is shared and slow: a page check gets room to breathe. */
const SLOW = { timeout: 180_000 };

/**
 * The pages with a game against the computer: Hints, a New game form, the turn loop. A game page
 * whose data says it has none (classroom.computer: false: the values lab plays games typed in its
 * own boxes, and has checks of its own) is left out.
 */
const GAMES = GAME_PAGES.filter((name) => pageData(name).classroom?.computer !== false);

/**
 * Checks a page does not pass yet: page -> check -> what is wrong. Each one runs and reports,
 * as a todo, until the page is fixed and the entry is removed.
 */
const KNOWN = {};

/** The test options of `check` on `name`: todo with the reason where the page is known wrong. */
const options = (name, check) => (KNOWN[name]?.[check] ? { ...SLOW, todo: KNOWN[name][check] } : SLOW);

// -----------------------------------------------------------------------------------------
// What the checks look for

/**
 * Elements that give an answer away: the outcome badge, the hint line and its legend, hint
 * marks on the board (ticks and crosses: .mark/.pin-mark with data-wins; squares, tokens,
 * cells and buttons classed wins/loses/draws; P/N outcome marks .omark), Grundy values drawn
 * on the board (.cell-value, .row-value) and the disguise panel's values.
 */
const ANSWER_SELECTORS = [
  "#badge",
  "#hint-line",
  "#hint-legend",
  "#board-panel [data-wins]",
  "#board-panel .mark",
  "#board-panel .pin-mark",
  "#board-panel .omark",
  "#board-panel .wins",
  "#board-panel .loses",
  "#board-panel .draws",
  "#board-panel .cell-value",
  "#board-panel .row-value",
  "#disguise .value",
  "#disguise-panel .spoiler",
];

/**
 * Sentences that give an answer away, in the page's visible text (the Why? panel, closed,
 * shows none): a winning move named, who is winning, a Grundy value or nim-sum with its
 * number, a nimber such as *4.
 */
const ANSWER_TEXT = [
  /winning move/i,
  /winning (take|bite|slide)/i,
  /you are winning/i,
  /you('re| are) (winning|losing)/i,
  /nim-sum (is|=|:)\s*\d/i,
  /grundy value (is|=|:|of \S+ is)\s*\d/i,
  /\bvalue \d+\b/i,
  /\*\d+/,
];

/** The computer's pieces drawn faded: chips, coins, checkers, pins, queens, stones, eaten squares. */
const FADED = "#board .ghost, #board .ghost-chip, #board .ghost-stone, #board .eaten";
/**
 * A board that places a piece and takes nothing away (its data says `ringed`: tic-tac-toe, Go,
 * Domineering) shows what the computer did by the ring round its new piece, which stays until
 * the student moves.
 */
const RINGED = "#board .last-ring";

/** Notation a sentence in words has none of: "1:20", "2-1", "r1c3", "[1, 2]". */
const NOTATION = [/\d\s*:\s*\d/, /\d-\d/, /\br\d+c\d+\b/, /\[/];

/** Visible answer-giving elements and sentences on the page now. */
function answersShown(selectors, patterns) {
  const seen = (node) => node.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && node.getClientRects().length > 0;
  const elements = [];
  for (const selector of selectors) {
    for (const node of document.querySelectorAll(selector)) {
      if (seen(node)) elements.push(`${selector}: ${(node.textContent ?? "").trim().slice(0, 60)}`);
    }
  }
  // The text a student sees in the page's main part, without the explanation panels (the
  // Why? panel and the search step-throughs explain on purpose: opening one is asking).
  const main = (document.querySelector("main") ?? document.body).cloneNode(true);
  for (const panel of main.querySelectorAll("#why-panel, #tree-panel, #solver-panel, #solve-panel")) panel.remove();
  document.body.append(main); // innerText needs the copy laid out; it goes again at once
  // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (hidden parts left out) is what a student reads
  const text = main.innerText;
  main.remove();
  const sentences = patterns
    .filter((p) => p.test(text))
    .map((p) => `${p}: …${text.slice(Math.max(0, text.search(p) - 40), text.search(p) + 60).replace(/\s+/g, " ")}…`);
  return { elements, sentences };
}

// -----------------------------------------------------------------------------------------
// Making moves

/**
 * Move candidates a page's move box may accept, from its board's position: the student's move
 * is found by trying them until one is taken (a refused one only writes #move-error). The
 * page's own (its data, classroom.moves), else "part:square" as the Sprague-Grundy pages
 * write a move (Scoring, Nimble, the sums).
 */
function candidates(name) {
  const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  return pageData(name).classroom?.moves ?? range(1, 6).flatMap((p) => range(0, 40).map((s) => `${p}:${s}`));
}

/**
 * Make a move as the student: try the candidates in the move box until the page takes one.
 * Resolves to the move taken. The page asks the core about a typed move (in its worker), so
 * each try waits for the answer: a refusal written in #move-error, or the move made (the
 * board's position or the page's state changes).
 */
async function studentMove(page, name) {
  const move = await page.evaluate(async (list) => {
    const input = document.getElementById("move-input");
    const error = document.getElementById("move-error");
    const board = document.getElementById("board");
    const before = board.dataset.position;
    const taken = () => board.dataset.position !== before || document.body.dataset.state !== "ready";
    for (const move of list) {
      error.textContent = "";
      input.value = move;
      input.form.requestSubmit();
      // A poll of the page's own state (every 10 ms, up to 5 s), not a fixed wait: all the
      // candidates are tried in this one evaluate, without a round trip to the test per try.
      for (let wait = 0; wait < 500 && !taken() && !error.textContent; wait++) {
        await new Promise((ok) => setTimeout(ok, 10));
      }
      if (taken()) return move;
    }
    return null;
  }, candidates(name));
  assert.ok(move, `${name}: one of the candidate moves is taken`);
  return move;
}

/** Start a new game from the New game form with the computer moving first. */
async function computerFirst(page) {
  await page.check('#first-mover input[value="computer"]');
  await page.selectOption("#opponent", "perfect");
  await page.click("#start");
  await page.waitForSelector("#computer-move:not([hidden])", { timeout: 60_000 });
  await waitForState(page, "ready", "over");
}

// -----------------------------------------------------------------------------------------
// The step-by-step panels

/**
 * Each page's step panels: a function that makes the panel show its steps, and the prefix of
 * its ids (the counter #<prefix>-counter, the buttons in #<prefix>-controls). Every game page
 * has its Why? panel; a page's own panels (tic-tac-toe's tree, the labs' step-throughs) are
 * its data, classroom.stepPanels.
 */
const stepPanels = (name) => [
  ...(GAME_PAGES.includes(name) ? [{ prefix: "why", open: showWhy }] : []),
  ...(pageData(name).classroom?.stepPanels ?? []),
];

/** Open the Why? panel and wait until its counter names its steps. */
async function showWhy(page) {
  await page.click("#why-toggle");
  await page.waitForSelector("#why-body:not([hidden])");
  await page.waitForFunction(() => /^\d+ \/ [1-9]\d*$/.test(document.getElementById("why-counter").textContent.trim()));
}

const STEP_BUTTONS = ["first", "back", "play", "forward", "last"];

/** The boxes of a panel's five step buttons, rounded to the pixel, and its counter. */
async function stepBar(page, prefix) {
  return page.evaluate(
    ({ prefix, names }) => {
      const boxes = names.map((step) => {
        const b = document.querySelector(`#${prefix}-controls [data-step="${step}"]`);
        if (!b) return `${step}: missing`;
        const r = b.getBoundingClientRect();
        return `${step} ${Math.round(r.x)},${Math.round(r.y + window.scrollY)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      });
      return { boxes, counter: document.getElementById(`${prefix}-counter`).textContent.trim() };
    },
    { prefix, names: STEP_BUTTONS },
  );
}

// -----------------------------------------------------------------------------------------
// The tests, one per page and rule

for (const name of PAGES) {
  const game = GAMES.includes(name);

  test(`${name}: the header menu has the same groups and links, in order`, options(name, "menu"), async () => {
    const page = await open(env, name);
    const groups = await page.evaluate(() =>
      [...document.querySelectorAll(".site-header .menu-group")].map((group) => [
        group.querySelector(".menu-group-title").textContent,
        [...group.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]),
      ]),
    );
    assert.deepEqual(groups, MENU);
    assertClean(page);
    await page.context().close();
  });

  if (game) {
    test(`${name}: with Hints off nothing gives the answer away; Hints on shows the badge`, options(name, "hints"), async () => {
      const page = await open(env, name);
      assert.equal(await page.isChecked("#hints"), false, "a new browser starts with Hints off");
      // The function goes over as its source, the patterns as regular-expression literals.
      const off = await page.evaluate(`(${answersShown})(${JSON.stringify(ANSWER_SELECTORS)}, [${ANSWER_TEXT.map(String).join(", ")}])`);
      assert.deepEqual(off, { elements: [], sentences: [] }, "nothing answer-giving is visible with Hints off");

      await page.check("#hints");
      await page.waitForSelector("#badge:not([hidden])");
      assert.match(await page.textContent("#badge"), /\S/, "the badge says something");
      assert.equal(await page.getAttribute("#hint-line", "hidden"), null, "the hint line is no longer hidden with Hints on");
      assertClean(page);
      await page.context().close();
    });

    test(`${name}: the computer's move is named in words and drawn faded until the student moves`, options(name, "computer"), async () => {
      const page = await open(env, name);
      await computerFirst(page);
      // Every part is checked and what is wrong listed together, so that one report says it all.
      const wrong = [];
      const words = (await page.textContent("#computer-move")).trim();
      if (!/^The computer \S/.test(words)) wrong.push(`"${words}" does not start with who moved`);
      for (const pattern of NOTATION) if (pattern.test(words)) wrong.push(`"${words}" uses notation (${pattern})`);
      const selector = pageData(name).classroom?.ringed ? `${FADED}, ${RINGED}` : FADED;
      const faded = await page.locator(selector).count();
      if (faded < 1) wrong.push(`the board draws nothing of the computer's move faded (${selector})`);

      // The student's move: the line and the faded pieces go at once, before any reply. An
      // observer notes the moment both are gone (the reply may bring new ones soon after).
      await page.evaluate((sel) => {
        const line = document.getElementById("computer-move");
        const cleared = () => line.hidden && document.querySelectorAll(sel).length === 0;
        window.moveCleared = false;
        const observer = new MutationObserver(() => {
          if (!cleared()) return;
          window.moveCleared = true;
          observer.disconnect();
        });
        observer.observe(document.querySelector("main") ?? document.body, { subtree: true, childList: true, attributes: true });
      }, selector);
      const move = await studentMove(page, name);
      const cleared = await page
        .waitForFunction(() => window.moveCleared, null, { timeout: 30_000 })
        .then(
          () => true,
          () => false,
        );
      if (!cleared) wrong.push(`after the student's move ${move} the line or the faded pieces stayed`);
      assert.deepEqual(wrong, [], "the computer's move is in words, faded, and gone after the student's move");
      assertClean(page);
      await page.context().close();
    });

    test(`${name}: the status row keeps its height as the badge and the text change`, options(name, "status"), async () => {
      const page = await open(env, name);
      // Record the status row's height and the board's top at every change of the status.
      await page.evaluate(() => {
        const row = document.querySelector(".status-row");
        const board = document.getElementById("board");
        window.statusLog = [];
        const note = () =>
          window.statusLog.push({
            text: document.getElementById("status").textContent.slice(0, 40),
            badge: !document.getElementById("badge").hidden,
            height: Math.round(row.getBoundingClientRect().height),
            boardTop: Math.round(board.getBoundingClientRect().top + window.scrollY),
          });
        note();
        new MutationObserver(note).observe(row, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      await page.check("#hints");
      await page.waitForSelector("#badge:not([hidden])");
      await page.uncheck("#hints");
      await page.waitForSelector("#badge", { state: "hidden" });
      await studentMove(page, name);
      await waitForState(page, "ready", "over");
      const log = await page.evaluate(() => window.statusLog);
      assert.ok(
        log.some((e) => e.badge),
        "the badge appeared at least once",
      );
      assert.ok(new Set(log.map((e) => e.text)).size >= 2, "the status text changed");
      const heights = [...new Set(log.map((e) => e.height))];
      const tops = [...new Set(log.map((e) => e.boardTop))];
      assert.equal(heights.length, 1, `the status row's height stays: ${JSON.stringify(log)}`);
      assert.equal(tops.length, 1, `the board's top stays: ${JSON.stringify(log)}`);
      assertClean(page);
      await page.context().close();
    });
  }

  for (const panel of stepPanels(name)) {
    test(
      `${name}: the ${panel.prefix} step buttons keep their boxes and step to the end`,
      options(name, `steps-${panel.prefix}`),
      async () => {
        const page = await open(env, name);
        await panel.open(page);
        await page.locator(`#${panel.prefix}-controls`).scrollIntoViewIfNeeded();
        const first = await stepBar(page, panel.prefix);
        const [, total] = first.counter.split(" / ").map((n) => Number(n.replace(/,/g, "")));
        assert.ok(total >= 1, `the counter names the steps: ${first.counter}`);
        // Forward step by step (a long search: the first 40 steps, then the last button).
        for (let n = 0; n < Math.min(total, 40); n++) {
          const bar = await stepBar(page, panel.prefix);
          if (bar.counter === `${total} / ${total}` || bar.counter === `${total.toLocaleString("en")} / ${total.toLocaleString("en")}`)
            break;
          await page.click(`#${panel.prefix}-controls [data-step="forward"]`);
          const after = await stepBar(page, panel.prefix);
          assert.deepEqual(after.boxes, first.boxes, `the buttons stay put at ${after.counter}`);
        }
        await page.click(`#${panel.prefix}-controls [data-step="last"]`).catch(() => {});
        const end = await stepBar(page, panel.prefix);
        assert.match(end.counter, /^([\d,]+) \/ \1$/, "the panel steps to its end");
        assert.deepEqual(end.boxes, first.boxes, "the buttons stay put at the end");
        assertClean(page);
        await page.context().close();
      },
    );
  }

  // The game pages, and the pages whose data says where their help line is (classroom.fit:
  // `help`, its selector, default #move-help; `hints: false`, no Hints toggle).
  const fit = pageData(name).classroom?.fit;
  if (game || fit) {
    test(
      `${name}: the help line and the Hints toggle fit 1280x720; projector 1920x1080 keeps Hints off the bottom edge`,
      options(name, "fit"),
      async () => {
        const help = fit?.help ?? "#move-help";
        const hinted = fit?.hints ?? true;
        const page = await open(env, name);
        const box = await page.evaluate((help) => {
          const box = (s) => document.querySelector(s)?.getBoundingClientRect().toJSON() ?? null;
          return {
            help: box(help),
            hints: box("#hints")?.bottom === undefined ? null : box("#hints").bottom,
            helpBottom: box(help)?.bottom,
            scrollY: window.scrollY,
          };
        }, help);
        assert.equal(box.scrollY, 0);
        assert.ok(box.helpBottom !== undefined, `${help} exists`);
        assert.ok(box.helpBottom <= 720, `${help} ends at ${box.helpBottom}, within 720`);
        if (hinted) assert.ok(box.hints !== null && box.hints <= 720, `#hints ends at ${box.hints}, within 720`);
        await page.context().close();

        if (!hinted) return; // no Hints toggle on the page
        const big = await open(env, name, { viewport: { width: 1920, height: 1080 } });
        await big.check("#projector-toggle");
        await big.waitForFunction(() => document.documentElement.classList.contains("projector"));
        const bottom = await big.evaluate(() => document.getElementById("hints").getBoundingClientRect().bottom);
        assert.ok(bottom <= 1080 - 100, `in projector mode #hints ends at ${Math.round(bottom)}, at least 100 px above 1080`);
        assertClean(big);
        await big.context().close();
      },
    );
  }
}
