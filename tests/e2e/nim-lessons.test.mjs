// Nim's lessons (www/js/lessons.js on the Nim page), driven as a student clicks: "Ask me first"
// (predict P or N, then the reveal and "Which move wins?", explained by the nim-sum), the note
// after a losing move with the core's refuting reply and "Take it back", the game record with
// who was winning and the move that threw the game away, kept to itself while Hints are off,
// and the room's "Words for P/N" switch. Screenshots go to target/screenshots/lessons-nim-*.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot } from "./harness.mjs";
import { text, visible, answer, rows, record, showLesson, recordRows } from "./lesson-bar.mjs";

const env = useBrowser({ before, after });

const nimSum = (position) =>
  position
    .split(",")
    .map(Number)
    .reduce((a, b) => a ^ b, 0);
const token = (page, pile, index) => page.locator(`#board .token[data-pile="${pile}"][data-index="${index}"]`);

test("Nim, Ask me first: the answer waits, a wrong guess is explained by the nim-sum, then a right one", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  assert.equal(await visible(page, "#lesson"), true, "the lesson bar is on the page");
  assert.equal(await visible(page, "#lesson-ask"), false, "no question until Ask me first is on");
  await page.check("#hints");
  assert.ok((await page.locator("#board .token .mark").count()) > 0, "hints mark the chips");

  await page.check("#ask-first");
  assert.equal(await visible(page, "#lesson-ask"), true);
  assert.equal(await text(page, "#lesson-question"), "Is this position P or N?");
  assert.deepEqual(await page.locator("#lesson-ask button").allTextContents(), ["PP-position", "NN-position"]);
  assert.equal(await page.getAttribute('#lesson-ask button[data-answer="P"]', "data-answer"), "P");
  assert.equal(await page.isHidden("#badge"), true, "the badge waits for the answer");
  assert.equal(await page.isHidden("#hint-line"), true);
  assert.equal(await page.locator("#board .token .mark").count(), 0, "the hint marks wait too");
  await showLesson(page);
  await screenshot(page, "lessons-nim-ask");

  // Moving before answering is refused with the question.
  await token(page, 0, 1).click();
  assert.match(await text(page, "#move-error"), /^First answer the question under the board: Is this position P or N\?/);
  assert.equal(await boardPosition(page), "3,4,5");

  // A wrong guess: the verdict, the reason, the reveal and the second question.
  await answer(page, "P");
  assert.equal(await text(page, "#lesson-verdict"), "✗ Not quite: it is an N-position. The nim-sum is 2, not 0.");
  assert.equal(await page.getAttribute("#lesson-verdict", "data-right"), "false");
  assert.equal(await visible(page, "#badge"), true, "the badge shows the answer");
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "N");
  assert.equal(await text(page, "#lesson-which"), "Which move wins? Make it on the board.");
  // The marks and "Winning move: ..." would answer the second question: they wait for it too.
  assert.equal(await page.locator("#board .token .mark").count(), 0, "the hint marks wait for the winning move");
  assert.equal(await page.isHidden("#hint-line"), true, "the hint line waits for the winning move");
  assert.equal(await text(page, "#lesson-score"), "0 of 1 right");
  assert.equal(await page.isHidden("#lesson-ask"), true);

  // The winning move answers the second question.
  await token(page, 0, 1).click(); // take 2 from pile 1: 1,4,5, nim-sum 0
  await waitForPosition(page, "1,4,5");
  assert.equal(await text(page, "#lesson-note p"), "Right, that move wins.");
  assert.equal(await text(page, "#lesson-score"), "1 of 2 right");
  await waitForState(page, "ready", "over");

  // The computer's reply leaves an N-position: asked again, and a right guess this time.
  assert.equal(await visible(page, "#lesson-ask"), true, "a new position asks again");
  assert.notEqual(nimSum(await boardPosition(page)), 0);
  await answer(page, "N");
  assert.match(await text(page, "#lesson-verdict"), /^✓ Right! It is an N-position\. The nim-sum is \d+, not 0\.$/);
  assert.equal(await text(page, "#lesson-score"), "2 of 3 right");
  await showLesson(page);
  await screenshot(page, "lessons-nim-answered");

  // The choice is remembered in this browser.
  await page.reload();
  await waitForState(page, "ready", "over");
  assert.equal(await page.isChecked("#ask-first"), true);
  assertClean(page);
  await page.close();
});

test("Nim with Hints on, a losing move: the note names the core's reply (a P-position again), the computer plays it, Take it back", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  await page.check("#hints");
  assert.equal(await page.isHidden("#lesson-note"), true);
  // Take 1 from pile 3: 3,4,4 has nim-sum 3, an N-position for the computer.
  await token(page, 2, 4).click();
  // The note is up before the computer's reply is made (checked in one go inside the page).
  await page.waitForFunction(
    () => document.getElementById("board").dataset.position === "3,4,4" && !document.getElementById("lesson-note").hidden,
  );
  assert.equal(await page.getAttribute("#lesson-note", "data-kind"), "mistake");
  const note = await text(page, "#lesson-note p");
  const match = /^That move loses: the reply “take (\d+) from pile (\d+)” returns you to a P-position\.$/.exec(note);
  assert.ok(match, note);
  const [take, pile] = match.slice(1, 3).map(Number);
  const replyTo = await page.getAttribute("#lesson-note", "data-reply-to");
  const piles = [3, 4, 4];
  piles[pile - 1] -= take;
  assert.equal(replyTo, piles.join(","), "the reply named is the one the note's data holds");
  assert.equal(nimSum(replyTo), 0, "after the reply the nim-sum is 0: a P-position for the student");
  assert.equal(await visible(page, "#lesson-take-back"), true);

  // The perfect computer plays exactly that reply; the note stays.
  await waitForState(page, "ready", "over");
  await waitForPosition(page, replyTo);
  assert.equal(await visible(page, "#lesson-note"), true, "the note stays after the reply");
  assert.match(await text(page, "#lesson-note p"), /The computer did just that\.$/);

  // The record: three rows, the first move marked as the one that threw the game away.
  await recordRows(page, 3);
  const rowsNow = await record(page);
  assert.deepEqual(
    rowsNow.map((r) => r.outcome),
    ["N", "N", "P"],
  );
  assert.match(rowsNow[0].text, /^Start → 3,4,5 N N-position you are winning$/);
  assert.match(rowsNow[1].text, /^1 You: take 1 from pile 3 → 3,4,4 ⚑ thrown away here N N-position the computer is winning$/);
  assert.match(
    rowsNow[2].text,
    new RegExp(`^2 Computer: take ${take} from pile ${pile} → ${replyTo} P P-position the computer is winning$`),
  );
  assert.deepEqual(
    rowsNow.map((r) => r.thrown),
    [false, true, false],
  );
  assert.equal(rowsNow[2].current, true);
  assert.equal(await text(page, "#record-summary"), "⚑ Move 1 threw the game away: before it, you were winning.");
  assert.match(
    await rows(page).nth(1).getAttribute("aria-label"),
    /^Move 1, You: take 1 from pile 3, leaving 3,4,4\. Then: N-position, the computer is winning\. The game was thrown away here\.$/,
  );
  await showLesson(page);
  await screenshot(page, "lessons-nim-mistake");

  // Take it back: the position before the mistake, the student to move, the note gone.
  await page.click("#lesson-take-back");
  await waitForPosition(page, "3,4,5");
  await waitForState(page, "ready");
  assert.equal(await text(page, "#status"), "Your turn");
  assert.equal(await page.isHidden("#lesson-note"), true);
  assert.deepEqual(
    (await record(page)).map((r) => [r.current, r.undone]),
    [
      [true, false],
      [false, true],
      [false, true],
    ],
  );
  assert.equal(decodeURIComponent(new URL(page.url()).hash), "#3,4,5");

  // Each row of the record goes to its position (redo is still there), and back.
  await rows(page).nth(2).click();
  await waitForPosition(page, replyTo);
  assert.equal((await record(page))[2].current, true);
  await rows(page).nth(0).click();
  await waitForPosition(page, "3,4,5");
  await waitForState(page, "ready");
  // Undo/redo keep the record in step.
  await page.click("#redo");
  await waitForPosition(page, replyTo);
  assert.equal((await record(page))[2].current, true);
  assertClean(page);
  await page.close();
});

test("Nim with Hints on, from a P-position: no scolding, only a one-time word that every move loses", async () => {
  const page = await open(env, "nim", { hash: "#1,4,5" });
  await page.check("#hints");
  await token(page, 2, 4).click(); // 1,4,4
  await waitForPosition(page, "1,4,4");
  await page.waitForSelector("#lesson-note:not([hidden])");
  assert.equal(await page.getAttribute("#lesson-note", "data-kind"), "tip");
  assert.equal(await text(page, "#lesson-note p"), "Every move from a P-position loses; make the game last.");
  assert.equal(await page.isHidden("#lesson-take-back"), true, "nothing to take back: the move did not throw a win away");
  await waitForState(page, "ready", "over");
  const after = await boardPosition(page);
  assert.equal(nimSum(after), 0, "the perfect computer keeps the student in a P-position");
  // The next move from a P-position says nothing more.
  const [pile] = after
    .split(",")
    .map(Number)
    .map((n, i) => [i, n])
    .filter(([, n]) => n > 0)[0];
  await token(page, pile, 0).click();
  // Settled: the computer has replied (five rows in the record) or the move ended the game.
  await page.waitForFunction(() => {
    const state = document.body.dataset.state;
    return state === "over" || (state === "ready" && document.querySelectorAll("#record .record-row").length === 5);
  });
  assert.equal(await page.isHidden("#lesson-note"), true, "said once only");
  assert.equal(await page.locator("#record .record-row.thrown").count(), 0, "nobody threw a win away");
  assertClean(page);
  await page.close();
});

test("Nim with Hints off: the record and the note keep who is winning to themselves until the game ends", async () => {
  const page = await open(env, "nim", { hash: "#3,4,5" });
  assert.equal(await page.isChecked("#hints"), false, "Hints are off by default");
  assert.equal(await page.getAttribute("#record-panel", "data-concealed"), "true");
  assert.match(
    await text(page, "#record-panel .record-help"),
    /^Every move so far\. Who was winning shows when the game ends, or with Hints on\./,
  );
  assert.equal(await page.locator("#record .record-then").count(), 0, "no outcome in the record");
  assert.equal((await record(page))[0].outcome, "", "nor in its data");
  assert.doesNotMatch(await text(page, "#record"), /P-position|N-position|winning/);

  // A losing move: the note says only that it loses (no reply: that is the computer's winning move).
  await token(page, 2, 4).click(); // 3,4,4
  await page.waitForFunction(() => !document.getElementById("lesson-note").hidden);
  assert.equal(await text(page, "#lesson-note p"), "That move loses.");
  assert.equal(await visible(page, "#lesson-take-back"), true, "it can still be taken back");
  assert.equal(await page.isHidden("#lesson-show-reply"), true);
  await waitForState(page, "ready", "over");
  await recordRows(page, 3);
  const during = await record(page);
  assert.deepEqual(
    during.map((r) => r.outcome),
    ["", "", ""],
  );
  assert.deepEqual(
    during.map((r) => r.thrown),
    [false, false, false],
    "nor where the game was thrown away",
  );
  assert.equal(await page.isHidden("#record-summary"), true);
  assert.doesNotMatch(await rows(page).nth(1).getAttribute("aria-label"), /Then:|winning|thrown/);
  assert.doesNotMatch(`${await text(page, "#record")} ${await text(page, "#lesson")}`, /P-position|N-position|winning|nim-sum/);
  await page.evaluate(() => document.getElementById("record-panel").scrollIntoView({ block: "center" }));
  await screenshot(page, "lessons-nim-hints-off");

  // Hints on is asking: everything is back at once.
  await page.check("#hints");
  await page.waitForFunction(() => document.getElementById("record-panel").dataset.concealed === "false");
  assert.deepEqual(
    (await record(page)).map((r) => r.thrown),
    [false, true, false],
  );
  assert.match((await record(page))[0].text, /N-position you are winning$/);
  assert.match(await text(page, "#lesson-note p"), /^That move loses: the reply “take \d+ from pile \d+” returns you to a P-position\./);
  await page.close();
});

test("Nim with Hints off: a P-position says nothing while the game lasts, and the record tells all at the end", async () => {
  const page = await open(env, "nim", { hash: "#2,2" });
  await token(page, 0, 1).click(); // 1,2: any move from 2,2 loses
  await waitForPosition(page, "1,2");
  await waitForState(page, "ready", "over");
  await waitForPosition(page, "1,1");
  assert.equal(await page.isHidden("#lesson-note"), true, 'no "every move loses" tip: it would say who is winning');
  assert.equal(await page.locator("#record .record-then").count(), 0);
  // The student empties pile 1 and the computer takes the last chip: the game is over.
  await token(page, 0, 0).click();
  await waitForPosition(page, "0,0");
  assert.equal(await waitForState(page, "over"), "over");
  await page.waitForFunction(() => document.getElementById("record-panel").dataset.concealed === "false");
  const rowsNow = await record(page);
  assert.deepEqual(
    rowsNow.map((r) => r.outcome),
    ["P", "N", "P", "N", "P"],
  );
  assert.match(rowsNow[0].text, /^Start → 2,2 P P-position the computer is winning$/);
  assert.match(rowsNow[4].text, /P-position the computer won$/);
  assertClean(page);
  await page.close();
});

test("the Words for P/N switch rewords the badge, the question, the hint line and the record at once", async () => {
  const page = await open(env, "nim", { hash: "#1,4,5" });
  await page.check("#hints");
  assert.equal(await text(page, "#badge .badge-text"), "P-position: the player to move loses");
  assert.equal(await text(page, "#hint-line"), "No winning move here: every move leaves an N-position.");
  await page.check("#ask-first");
  assert.equal(await text(page, "#lesson-question"), "Is this position P or N?");

  await page.check("#terms-toggle");
  assert.equal(await text(page, "#lesson-question"), "Who wins from here: the previous player or the next player?");
  assert.deepEqual(await page.locator("#lesson-ask .answer-text").allTextContents(), ["previous player wins", "next player wins"]);
  assert.equal(await text(page, "#record .record-row .record-term"), "previous player wins");
  await answer(page, "P");
  assert.equal(await text(page, "#lesson-verdict"), "✓ Right! It is a position where the previous player wins. The nim-sum is 0.");
  assert.equal(await text(page, "#badge .badge-text"), "Previous player wins: whoever moves now loses");
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "P");
  assert.equal(await text(page, "#badge .badge-letter"), "P", "the letter stays beside the words");
  assert.equal(await text(page, "#hint-line"), "No winning move here: every move leaves a position where the next player wins.");

  // And back: the badge follows at once.
  await page.uncheck("#terms-toggle");
  assert.equal(await text(page, "#badge .badge-text"), "P-position: the player to move loses");
  assert.equal(await text(page, "#lesson-verdict"), "✓ Right! It is a P-position. The nim-sum is 0.");
  assert.equal(await text(page, "#record .record-row .record-term"), "P-position");
  assertClean(page);
  await page.close();
});
