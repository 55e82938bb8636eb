// Dots and boxes where the first box wins (firstbox.html), as a student plays it: a line drawn
// by a click; hints that mark every line as the core says and the lines that give a box away;
// the Why? steps (safe lines, their values, the mex) with the table of values; games played to
// their end against the computer, which never loses a won position; the board's size; the
// keyboard; bad input. The core is read again in Node, a second reading of what the page shows.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useBrowser, open, assertClean, waitForState, boardPosition, screenshot, whyCaptions, SITE } from "./harness.mjs";
import { checkComputerMove } from "./computer-move.mjs";

const env = useBrowser({ before, after });

const core = await import(join(SITE, "pkg", "grundy_chance.js"));
core.initSync({ module: readFileSync(join(SITE, "pkg", "grundy_chance_bg.wasm")) });
const call = (fn, ...args) => {
  const a = core[fn](...args);
  return typeof a === "string" ? JSON.parse(a) : a;
};
const analyze = (game, position) => call("analyze", game, position);

const line = (page, text) => page.locator(`#board .dots-line[data-line="${text}"]`);
const marked = (page, cls) => page.$$eval(`#board .dots-line.${cls}`, (all) => all.map((l) => l.dataset.line).sort());

test("a line is drawn by a click; hints mark every line as the core says, and the lines that give a box away", async () => {
  const start = "a1-b1,a1-a2,c1-d1,c2-c3,d1-d2";
  const page = await open(env, "firstbox", { hash: `#${start}` });
  assert.equal(await page.locator("#board .dots-line").count(), 17, "2 x 3 boxes have 17 lines");
  assert.equal(await page.locator("#board .dots-line.drawn").count(), 5);
  assert.equal(await page.locator("#board .line-mark, #board .dots-line.gift").count(), 0, "no marks without hints");
  assert.equal(await page.textContent("#safe-count"), "", "no count of safe lines without hints");
  await page.check("#hints");
  const facts = analyze("firstbox:2x3", start);
  const wins = facts.moves.filter((m) => m.outcome === "P").map((m) => m.move);
  const gifts = facts.moves.filter((m) => m.gives > 0 && !m.closes).map((m) => m.move);
  assert.ok(gifts.length > 0 && wins.length > 0, "the position has both");
  assert.deepEqual(await marked(page, "wins"), wins.sort());
  assert.deepEqual(await marked(page, "gift"), gifts.sort());
  // A line that gives a box its third side never wins: the other player closes the box.
  for (const g of gifts) assert.ok(!wins.includes(g), g);
  assert.equal(await page.textContent("#safe-count"), `Safe lines left: ${facts.safe}.`);
  await screenshot(page, "firstbox");

  // A drawn line is refused in words; a dashed one is the move, and the computer replies.
  await line(page, "a1-b1").click();
  assert.match(await page.textContent("#move-error"), /The line from a1 to b1 is drawn already/);
  await line(page, wins[0]).click();
  await page.waitForFunction((p) => document.getElementById("board").dataset.position !== p, start);
  await waitForState(page, "ready", "over");
  assert.equal(await page.locator("#board .dots-line.drawn").count(), 7, "the student's line and the computer's");
  assertClean(page);
  await page.close();
});

test("Why? sorts the lines, gives each one's value and the mex, and ends in the winning line", async () => {
  const position = "a1-b1,a1-a2,c1-d1,c2-c3,d1-d2";
  const page = await open(env, "firstbox", { hash: `#${position}` });
  const steps = call("explain", "firstbox:2x3", position).steps;
  assert.deepEqual(
    steps.map((s) => s.kind),
    ["lines", "options", "move"],
  );
  const captions = (await whyCaptions(page)).map(([, text]) => text);
  assert.equal(captions.length, 3);
  assert.match(captions[0], new RegExp(`${steps[0].safe.length} are safe`));
  assert.match(captions[1], new RegExp(`the mex\\) is ${steps[1].grundy}`));
  const win = steps[2].move.split("-");
  assert.match(captions[2], new RegExp(`So draw the line from ${win[0]} to ${win[1]}`));
  assert.equal(analyze("firstbox:2x3", position).moves.find((m) => m.move === steps[2].move).outcome, "P", "the core's winning move");
  // The options step: the table has every line left with its value, then the mex.
  await page.click("#why-first");
  await page.click("#why-forward");
  await page.waitForSelector("#lines-table");
  const rows = await page.$$eval("#lines-table tbody tr", (trs) =>
    trs.map((tr) => [tr.querySelector("th")?.textContent, tr.querySelector("td")?.textContent]),
  );
  const values = [...steps[1].safe, ...steps[1].gifts];
  assert.equal(rows.length, values.length + 1);
  values.forEach((v, i) => assert.equal(Number(rows[i][1]), v.value, v.line));
  assert.equal(Number(rows.at(-1)[1]), steps[1].grundy);
  // The lines the step sorts are marked on the board: safe ones and the others.
  assert.deepEqual(await marked(page, "hl-opt"), steps[1].safe.map((v) => v.line).sort());
  assert.deepEqual(await marked(page, "hl-gift"), steps[1].gifts.map((v) => v.line).sort());
  await screenshot(page, "firstbox-why");
  assertClean(page);
  await page.close();
});

/** Play to the end: the student draws the first line the core lists, the computer replies; returns the status line. */
async function playOut(page, game) {
  for (let turn = 0; turn < 40; turn++) {
    if ((await page.getAttribute("body", "data-state")) === "over") break;
    const now = await boardPosition(page);
    await line(page, analyze(game, now).moves[0].move).click();
    await page.waitForFunction((p) => document.getElementById("board").dataset.position !== p, now);
    await waitForState(page, "ready", "over");
  }
  return page.textContent("#status");
}

test("played to the end from a losing start, the computer makes the first box; it never throws a win away", async () => {
  // The empty 2 x 2 board is a P-position: the student, moving first, loses.
  assert.equal(analyze("firstbox:2x2", "none").outcome, "P");
  const page = await open(env, "firstbox", { hash: "#b=2x2:none" });
  const end = await playOut(page, "firstbox:2x2");
  assert.equal(await page.getAttribute("body", "data-state"), "over");
  assert.match(end, /computer/i, `the computer won: ${end}`);
  assert.equal((await page.locator("#board .dots-box.made").count()) >= 1, true, "a box is made");
  await page.check("#hints");
  const outcomes = await page.$$eval("#record-list .record-row", (rows) => rows.map((r) => r.dataset.outcome));
  for (let i = 0; i < outcomes.length; i += 2) assert.equal(outcomes[i], "P", `after the computer's move ${i}`);
  assertClean(page);
  await page.close();
});

test("the board's size: 3 x 3 drawn, 4 x 4 refused with the last board kept; the keyboard; bad positions", async () => {
  const page = await open(env, "firstbox", { hash: "#b=3x3:a1-b1" });
  assert.equal(await page.locator("#board .dots-line").count(), 24);
  await page.fill("#b-input", "4x4");
  await page.click("#b-form button[type=submit]");
  await page.waitForFunction(() => document.getElementById("b-error").textContent.trim() !== "");
  assert.match(await page.textContent("#b-error"), /at most 24 lines/);
  assert.equal(await page.locator("#board .dots-line").count(), 24, "the last good board stays");

  // Lines that do not join neighbours, and a line drawn twice, are refused in words.
  for (const [hash, words] of [
    ["#b=3x3:a1-c1", /not neighbours/],
    ["#b=3x3:a1-b1,b1-a1", /written twice/],
    ["#b=3x3:a1-a9", /off the board/],
  ]) {
    await page.evaluate((h) => {
      location.hash = h;
    }, hash);
    await page.waitForFunction((w) => new RegExp(w).test(document.getElementById("hash-error").textContent), words.source);
    assert.equal(await boardPosition(page), "a1-b1");
  }

  // The keyboard: from the first open line, along the top row and down to the first down line.
  await line(page, "b1-c1").focus();
  for (const key of ["ArrowRight", "ArrowDown", "Enter"]) await page.keyboard.press(key);
  await page.waitForFunction(() => document.getElementById("board").dataset.position !== "a1-b1");
  const after = await boardPosition(page);
  assert.ok(after.includes("c1-c2"), `c1-d1 then down to c1-c2: ${after}`);
  await waitForState(page, "ready", "over");
  assertClean(page);
  await page.close();
});

test("the computer's line stays on show until the student draws one, and is named in words", async () => {
  await checkComputerMove(env, "firstbox", "#none", /^The computer moved the line from [a-d]\d to [a-d]\d\.$/, (position) => {
    return analyze("firstbox:2x3", position).moves[0].move;
  });
});
