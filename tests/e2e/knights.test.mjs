// The Knights game (knights.html), as a student plays it: a knight chosen, then moved by a click;
// hints that mark the winning squares as the core says; the board's Grundy table built square by
// square from the core's order; games played to their end against the computer, which never
// loses a won position; the board's size; the keyboard; bad input. The core is read again in
// Node, a second reading of what the page shows.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot, SITE } from "./harness.mjs";
import { checkComputerMove } from "./computer-move.mjs";

const env = useBrowser({ before, after });

const core = await import(join(SITE, "pkg", "grundy.js"));
core.initSync({ module: readFileSync(join(SITE, "pkg", "grundy_bg.wasm")) });
const analyze = (game, position) => {
  const a = core.analyze(game, position);
  return typeof a === "string" ? JSON.parse(a) : a;
};

const cell = (page, row, column) => page.locator(`#board .cell[data-row="${row}"][data-column="${column}"]`);

test("a knight is chosen, then moved by a click; hints mark the squares that win, as the core says", async () => {
  const page = await open(env, "knights", { hash: "#5,5;3,4" });
  assert.equal(await page.locator("#board .cell").count(), 64, "an 8 x 8 board");
  assert.equal(await page.locator("#board .knight").count(), 2);
  // Two knights can move: nothing is chosen and no square is marked until one is clicked.
  assert.equal(await page.locator("#board .cell.reach").count(), 0);
  await cell(page, 5, 5).click();
  const reach = await page.$$eval("#board .cell.reach", (all) => all.map((c) => `${c.dataset.row},${c.dataset.column}`).sort());
  assert.deepEqual(reach, ["3,4", "3,6", "4,3", "6,3"], "[i-2, j+1], [i-2, j-1], [i-1, j-2], [i+1, j-2]");
  assert.equal(await page.locator("#board .cell.wins, #board .cell.loses").count(), 0, "no marks without hints");
  await page.check("#hints");
  await cell(page, 5, 5).click();
  const facts = analyze("knights:8", "5,5;3,4");
  const winning = facts.moves.filter((m) => m.part === 0 && m.outcome === "P").map((m) => m.into[0]);
  const marked = await page.$$eval("#board .cell.wins", (all) => all.map((c) => `${c.dataset.row},${c.dataset.column}`));
  assert.deepEqual(marked.sort(), winning.sort());
  await screenshot(page, "knights");

  // A square the chosen knight cannot reach is named; a reachable one is the move.
  await cell(page, 8, 8).click();
  assert.match(await page.textContent("#move-error"), /Knight 1 cannot reach row 8, column 8 in one move/);
  await cell(page, 3, 6).click();
  await waitForPosition(page, "3,6;3,4");
  await waitForState(page, "ready", "over");
  assert.notEqual(await boardPosition(page), "3,6;3,4", "the computer moved");
  assertClean(page);
  await page.close();
});

test("the Grundy table is built square by square in the core's order, each square the mex of the squares it reaches", async () => {
  const page = await open(env, "knights", { hash: "#n=5:5,5" });
  const facts = analyze("knights:5", "5,5");
  const filled = facts.board.filled;
  assert.equal(filled.length, 25);
  await page.click("#build-toggle");
  await page.waitForFunction(() => /^1 \/ 25$/.test(document.getElementById("build-counter").textContent.trim()));
  assert.match(await page.textContent("#build-caption"), /^Row 1, column 1: a knight there cannot move/);
  assert.equal(await page.locator("#board .cell-value").count(), 1, "one square filled in");
  await page.click("#build-last");
  await page.waitForFunction(() => /^25 \/ 25$/.test(document.getElementById("build-counter").textContent.trim()));
  const last = filled.at(-1);
  assert.equal(await page.getAttribute("#build-caption", "data-square"), last.square.join(","));
  assert.match(await page.textContent("#build-caption"), new RegExp(`gets ${last.value}`));
  // Every value written on the board is the core's.
  const written = await page.$$eval("#board .cell", (all) =>
    all.map((c) => [Number(c.dataset.row), Number(c.dataset.column), c.querySelector(".cell-value")?.textContent]),
  );
  for (const [row, column, text] of written) assert.equal(Number(text), facts.board.grundy[row - 1][column - 1], `${row},${column}`);
  // The table beside: each square reached with its value, then the mex.
  const rows = await page.$$eval("#build-table tbody tr", (trs) => trs.map((tr) => tr.textContent));
  assert.equal(rows.length, last.options.length + 1);
  assert.equal(rows.at(-1), `the smallest number not among them${last.value}`);
  // The square on show and the squares it reaches are marked.
  assert.equal(await page.locator("#board .cell.hl-now").count(), 1);
  assert.equal(await page.locator("#board .cell.hl-opt").count(), last.options.length);
  await screenshot(page, "knights-build");
  await page.click("#build-toggle");
  assert.equal(await page.locator("#board .cell-value").count(), 0, "closed, the values go");
  assertClean(page);
  await page.close();
});

/**
 * Play `position` to its end: the student moves first, by clicks (the first knight that can
 * move, to its first square), the computer replies; returns who made the last move.
 */
async function playOut(page, game, position) {
  for (let turn = 0; turn < 80; turn++) {
    if ((await page.getAttribute("body", "data-state")) === "over") break;
    const now = await boardPosition(page);
    const facts = analyze(game, now);
    const move = facts.moves[0];
    const knights = now.split(";").map((k) => k.split(",").map(Number));
    await cell(page, ...knights[move.part]).click();
    await cell(page, ...move.into[0].split(",").map(Number)).click();
    await page.waitForFunction((p) => document.getElementById("board").dataset.position !== p, now);
    await waitForState(page, "ready", "over");
  }
  return page.textContent("#status");
}

test("played to the end from a losing start, the computer wins; it never throws a win away", async () => {
  // Two knights on one square are worth x xor x = 0: the student, moving first, loses.
  const page = await open(env, "knights", { hash: "#5,5;5,5" });
  assert.equal(analyze("knights:8", "5,5;5,5").outcome, "P");
  const end = await playOut(page, "knights:8", "5,5;5,5");
  assert.equal(await page.getAttribute("body", "data-state"), "over");
  assert.match(end, /computer/i, `the computer made the last move: ${end}`);
  // Every position the computer left the student was a P-position: the record says so.
  await page.check("#hints");
  const outcomes = await page.$$eval("#record-list .record-row", (rows) => rows.map((r) => r.dataset.outcome));
  for (let i = 0; i < outcomes.length; i += 2) assert.equal(outcomes[i], "P", `after the computer's move ${i}`);
  assertClean(page);
  await page.close();
});

test("the board's size: 16 x 16 drawn, a size off the range refused with the last board kept; the keyboard; bad positions", async () => {
  const page = await open(env, "knights", { hash: "#n=16:16,16;9,12" });
  assert.equal(await page.locator("#board .cell").count(), 256);
  await page.fill("#n-input", "2");
  await page.click("#n-form button[type=submit]");
  await page.waitForFunction(() => document.getElementById("n-error").textContent.trim() !== "");
  assert.match(await page.textContent("#n-error"), /3 x 3 to 32 x 32/);
  assert.equal(await page.locator("#board .cell").count(), 256, "the last good board stays");

  // Row 9 is on the 16 x 16 board, not on the 8 x 8 one: a link to it there is refused in words.
  await page.evaluate(() => {
    location.hash = "#n=8:9,9";
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent.trim() !== "");
  assert.match(await page.textContent("#hash-error"), /off the board: rows and columns go from 1 to 8/);
  assert.equal(await boardPosition(page), "16,16;9,12");

  // The keyboard: the only knight is chosen from the start; arrows to a square it reaches, Enter.
  await page.evaluate(() => {
    location.hash = "#n=8:5,5";
  });
  await waitForPosition(page, "5,5");
  await cell(page, 5, 5).focus();
  for (const key of ["ArrowUp", "ArrowUp", "ArrowLeft", "Enter"]) await page.keyboard.press(key);
  await waitForPosition(page, "3,4");
  await waitForState(page, "ready", "over");
  assertClean(page);
  await page.close();
});

test("the computer's move stays on show: its knight faded where it stood, and in words", async () => {
  await checkComputerMove(env, "knights", "#5,5", /^The computer moved knight 1 to row \d, column \d\.$/, (position) => {
    const [row, column] = position.split(",").map(Number);
    const facts = analyze("knights:8", position);
    return facts.moves[0]?.move ?? `1:${row},${column}`;
  });
});
