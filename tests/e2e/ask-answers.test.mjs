// "Ask me first" never answers its own question (www/js/lessons.js, the turn loop www/js/turns.js).
//
// On every game page of the catalogue, with Hints off and with Hints on, Ask me first is
// turned on and each question is answered in turn, once rightly and once wrongly: "P or N?"
// (the outcome class on the partizan pages, Pig's "is your chance above one half?"), then
// "which move wins?" (Pig: "which gives the better chance?"), played on the board. At every
// question that waits, the whole page's text is read, what is on screen (document.body's
// innerText) and what a screen reader is given (the accessibility tree of <body>), and none of
// it may name the answer:
//   - for "P or N?", the position's outcome (its words in either terms, who is winning), its
//     value (Grundy value, nimber, nim-sum, a partizan value) or its chance;
//   - for "which move wins?", a winning move in the page's own words, or where it leads.
// The forbidden words come from the core: the position on show is analysed again (engine.js,
// in the page, with the game id and position the lesson bar names) and each winning move is
// named by the page itself, played in a second page between two players, as its game record
// writes it. Only the question and its answer buttons (which name every outcome) are left out
// of what is read.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, GAME_PAGES } from "./harness.mjs";

const env = useBrowser({ before, after });

/** The game and position the lesson bar's question is about, and the core's analysis of it. */
async function asked(page) {
  const { game, position } = await page.$eval("#lesson", (bar) => ({ ...bar.dataset }));
  assert.ok(game && position !== undefined, "the lesson bar names the game and position it asks about");
  const analysis = await page.evaluate(async ([g, p]) => (await import("./js/engine.js")).analyze(g, p), [game, position]);
  return { game, position, analysis };
}

/** The answer the core gives to the first question: the outcome class, P/N/D, or Pig's chance. */
const truthOf = (analysis) =>
  analysis.outcomeClass ?? (typeof analysis.chance === "number" ? (analysis.chance > 0.5 ? "above" : "below") : analysis.outcome);

const percents = (p) => [`${(100 * p).toFixed(1)}%`, `${Math.round(100 * p)}%`];

/** Where a move leads, as a student would read it: "1,4,5", a pair "(3, 5)". */
function destinations(to) {
  const plain = String(to ?? "").replace(/^[LR]:/, "");
  if (!/^\d+(,\d+)*$/.test(plain)) return [];
  const list = [`→ ${plain}`];
  if (/^\d+,\d+$/.test(plain)) list.push(`(${plain.replace(",", ", ")})`);
  return list;
}

/** The words that answer "P or N?" (or the class, or Pig's chance) at a position: [text, what]. */
function outcomeWords(analysis) {
  const found = [];
  if (typeof analysis.chance === "number") {
    for (const p of percents(analysis.chance)) found.push([p, "the chance of winning"]);
    return found;
  }
  const outcome = analysis.outcome;
  const phrases = {
    P: ["P-position", "previous player wins", "player to move loses", "previous-player win"],
    N: ["N-position", "next player wins", "player to move wins", "next-player win"],
    D: ["a draw", "draw with best play"],
  };
  if (!analysis.outcomeClass) for (const p of phrases[outcome] ?? []) found.push([p, `the outcome ${outcome}`]);
  for (const p of [/\b(?:you are|the computer is|Player \d is) winning\b/]) found.push([p, "who is winning"]);
  if (typeof analysis.grundy === "number" && !analysis.outcomeClass) {
    found.push([new RegExp(`Grundy value (?:is )?${analysis.grundy}\\b`), "the Grundy value"]);
    if (analysis.grundy > 0) found.push([new RegExp(`\\*${analysis.grundy}(?!\\d)`), "the nimber"]);
  }
  if (typeof analysis.nimSum === "number") found.push([new RegExp(`nim-sum (?:is )?${analysis.nimSum}\\b`), "the nim-sum"]);
  // A partizan value: every value but a bare number, which the board's labels may hold anyway.
  if (typeof analysis.value === "string" && !/^-?\d+$/.test(analysis.value)) found.push([analysis.value, "the value"]);
  if (typeof analysis.value === "string") found.push([new RegExp(`value (?:is )?${escapeRegExp(analysis.value)}(?![\\d/])`), "the value"]);
  return found;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The words that answer "which move wins?": each winning move as the page names it (played in
 * `reference`, a page between two players at the same address), and where it leads.
 */
async function winningWords(reference, analysis) {
  const found = [];
  if (typeof analysis.chance === "number") {
    // The best decision's chance is the position's own, the answer to the first question.
    for (const m of analysis.moves)
      if (m.chance !== analysis.chance) for (const p of percents(m.chance)) found.push([p, `the chance of ${m.move}`]);
    const best = analysis.winning?.[0];
    // "best play rolls", "rolling is best" (of the decision to make, not one made before).
    if (best)
      found.push([new RegExp(`\\bbest play ${best}s\\b|\\b${best}(?:ing)? is (?:best|better)\\b`, "i"), `the better decision, ${best}`]);
    return found;
  }
  const winning = analysis.winning ?? [];
  const moves = analysis.moves ?? [];
  for (const move of winning) {
    const words = await playedWords(reference, move);
    if (words) found.push([words, `the winning move ${move}`, true]);
    for (const d of destinations(moves.find((m) => m.move === move)?.to)) found.push([d, `where ${move} leads`, true]);
  }
  // (The verdict on the first question opens with its own ✓ or ✗: "✓ Right!")
  found.push([/✓(?! Right!)/, "a winning move's tick"]);
  return found;
}

/** Open the page at the same address between two people: the reference that names moves. */
async function referenceAt(page, name) {
  const hash = await page.evaluate(() => location.hash.replace(/@.*$/, ""));
  const reference = await open(env, name, { hash });
  await reference.selectOption("#opponent", "human");
  await reference.click("#start");
  // Between two people the status names the player or side to move, not "Your turn".
  await reference.waitForFunction(
    () => document.body.dataset.state === "ready" && !document.getElementById("status").textContent.startsWith("Your turn"),
  );
  return reference;
}

/** Play `move` in the reference page, read its record's row for it (the move in words), take it back. */
async function playedWords(reference, move) {
  const hash = await reference.evaluate(() => location.hash);
  await enter(reference, move);
  await reference.waitForFunction((was) => location.hash !== was, hash);
  await waitForState(reference, "ready", "over");
  const row = await reference.locator('#record [aria-current="step"] .record-move-text').textContent();
  await reference.click("#undo");
  await reference.waitForFunction((hash) => location.hash === hash, hash);
  await waitForState(reference, "ready");
  // The words of the move, without who made it ("Player 1: take 2 from pile 1").
  return row.replace(/^[^:]+:\s*/, "").trim();
}

/**
 * Everything the page says, on screen and to screen readers, but the question with its answer
 * buttons and the teacher's list of questions (which name every outcome), and the legends
 * (which explain a symbol, whatever the position).
 */
async function pageText(page, more = "") {
  const leftOut = `#lesson-ask, .lesson-add select, .legend${more}`;
  await page.$$eval(leftOut, (all) => {
    for (const e of all) e.dataset.shown = e.style.display;
    for (const e of all) e.style.display = "none";
  });
  // biome-ignore lint/performance/useDomNodeTextContent: the text on screen, hidden parts left out, is what is read
  const screen = await page.evaluate(() => document.body.innerText);
  const spoken = await page.locator("body").ariaSnapshot();
  await page.$$eval(leftOut, (all) => {
    for (const e of all) e.style.display = e.dataset.shown;
    for (const e of all) delete e.dataset.shown;
  });
  return { screen, spoken };
}

/**
 * Fail with every forbidden [text, what, aMove] of `words` found in the page's text (a move's
 * words, `aMove`, where they are not merely one of the moves a board offers or a move made).
 */
async function assertSilent(page, words, where) {
  const all = await pageText(page);
  // A move may be named where it names no answer: among the board's pieces (every move it can
  // make), the moves already made (the game record, the computer's last move) and the worked
  // example of the move box's notation under the board.
  const now = await pageText(page, ", #board, #record, #computer-move, #move-help");
  const hits = [];
  for (const [word, what, movesToo] of words) {
    const { screen, spoken } = movesToo ? now : all;
    for (const [text, how] of [
      [screen, "on screen"],
      [spoken, "to a screen reader"],
    ]) {
      const at = typeof word === "string" ? text.indexOf(word) : text.search(word);
      if (at >= 0) hits.push(`${what} ${how}: "…${text.slice(Math.max(0, at - 60), at + 40).replace(/\s+/g, " ")}…"`);
    }
  }
  assert.deepEqual(hits, [], `${where}: nothing names the answer`);
}

const isAsking = (page) => page.evaluate(() => document.getElementById("lesson")?.dataset.asking === "true");
const whichWaits = (page) => page.isVisible("#lesson-which");

/** Wait until the page has settled on a question, a "which move?" or the end of the game. */
async function settled(page) {
  await page.waitForFunction(() => {
    const state = document.body.dataset.state;
    if (state === "over") return true;
    if (state !== "ready") return false;
    const bar = document.getElementById("lesson");
    return bar?.dataset.asking === "true" || !document.getElementById("lesson-which")?.hidden;
  });
}

/**
 * At the question that waits: check the page, answer it (`right` or not), and where "which
 * move wins?" follows check the page again and play a move (the winning one if `right`).
 * Returns false when the game is over.
 */
async function round(page, name, right, where) {
  await settled(page);
  if ((await page.evaluate(() => document.body.dataset.state)) === "over") return false;
  const { analysis } = await asked(page);
  if (await isAsking(page)) {
    await assertSilent(page, outcomeWords(analysis), `${where}, first question`);
    const truth = truthOf(analysis);
    const offered = await page.$$eval("#lesson-ask button[data-answer]", (all) => all.map((b) => b.dataset.answer));
    assert.ok(offered.includes(truth), `${where}: the answer ${truth} is offered (${offered})`);
    const pick = right ? truth : offered.find((a) => a !== truth);
    await page.click(`#lesson-ask button[data-answer="${pick}"]`);
    await page.waitForSelector('#lesson[data-asking="false"]');
  }
  if (!(await whichWaits(page))) {
    // No winning move to find: any move goes on to the next question.
    await play(page, analysis.moves[0].move);
    return true;
  }
  const reference = await referenceAt(page, name);
  const words = await winningWords(reference, analysis);
  await reference.close();
  await assertSilent(page, words, `${where}, which move wins`);
  const winning = analysis.winning ?? [];
  const losing = analysis.moves.find((m) => !winning.includes(m.move));
  if (right || !losing) {
    await play(page, winning[0]);
    return true;
  }
  await play(page, losing.move);
  // A move that throws the win away can be taken back, and the question is asked again.
  await settled(page);
  if (!(await page.isVisible("#lesson-take-back"))) return true;
  await page.click("#lesson-take-back");
  await page.waitForSelector("#lesson-which", { state: "visible" });
  await waitForState(page, "ready");
  await assertSilent(page, words, `${where}, which move wins, again`);
  await play(page, winning[0]);
  return true;
}

/**
 * Make the core's `move` as a student may: a click on the board's piece on show that makes it
 * (where the board names its moves as the core does, data-move), else typed into the move box.
 */
async function enter(page, move) {
  const piece = page.locator(`#board [data-move="${move.replace(/["\\]/g, "\\$&")}"]`);
  if ((await piece.count()) === 1 && (await piece.isVisible())) return piece.click();
  await page.fill("#move-input", move);
  await page.press("#move-input", "Enter");
}

/** Play `move` and wait until the address names the position it leads to. */
async function play(page, move) {
  const before = await page.evaluate(() => location.hash);
  await enter(page, move);
  await page
    .waitForFunction((was) => location.hash !== was, before)
    .catch(async (error) => assert.fail(`${move} was not played (${await page.textContent("#move-error")}, ${before}): ${error.message}`));
}

for (const name of GAME_PAGES) {
  for (const hints of [false, true]) {
    test(`${name}, Hints ${hints ? "on" : "off"}: no question of Ask me first is answered on the page while it waits`, async () => {
      const page = await open(env, name, { settings: { askFirst: true, hints } });
      assert.equal(await page.isChecked("#hints"), hints);
      // Wrong, then right: each question both ways; a third round checks the question after.
      for (const [i, right] of [false, true, false].entries()) {
        if (!(await round(page, name, right, `${name}, Hints ${hints ? "on" : "off"}, round ${i + 1}`))) break;
      }
      assertClean(page);
      await page.context().close();
    });
  }
}
