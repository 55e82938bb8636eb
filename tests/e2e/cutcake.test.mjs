// Cutcake (cutcake.html) played as a student would: whole-number values with hints on (and
// nothing with hints off), a vertical cut by a click with the two halves drawn where the piece
// was, the computer's horizontal reply, the keyboard, the Why? steps, the address and bad input.
//
// Values checked by hand: a strip 4 wide and 1 high is 3 (Vertical has three cuts, Horizontal
// none), a strip 1 wide and 2 high is -1; together 3 - 1 = 2, so Vertical wins whoever starts.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  assertClean,
  waitForState,
  waitForPosition,
  boardPosition,
  screenshot,
  whyCaptions,
  SCREENSHOTS,
} from "./harness.mjs";
import { checkComputerMove } from "./computer-move.mjs";

const env = useBrowser({ before, after });

const line = (page, move) => page.locator(`#board .cut[data-move="${move}"]`);
/** Each piece's box on the drawing: [x, y, width, height] in SVG units. */
const boxes = (page) =>
  page.$$eval("#board .cake-body", (all) => all.map((r) => ["x", "y", "width", "height"].map((a) => Number(r.getAttribute(a)))));

test("whole-number values with hints on, nothing with hints off", async () => {
  const page = await open(env, "cutcake", { hash: "#L:4x1,1x2" });
  assert.equal(await page.locator("#board .cake").count(), 2);
  assert.equal(await page.locator("#board .cut").count(), 3, "Vertical's three lines in the 4x1 strip; none in the 1x2 one");
  assert.equal(await page.isVisible("#value-box"), false);
  assert.equal(await page.locator("#board .mark, #board .part-value").count(), 0);
  await page.check("#hints");
  await page.waitForSelector("#value-box:not([hidden])");
  assert.equal(await page.textContent("#value-box .value-line .value"), "2");
  assert.match(await page.textContent("#value-box .value-line"), /Vertical wins, whoever starts/);
  assert.deepEqual(await page.locator("#value-box .part-value").allTextContents(), ["3", "-1"]);
  assert.equal(await page.locator("#board .mark").count(), 3);
  await screenshot(page, "cutcake-hints");
  await page.uncheck("#hints");
  assert.equal(await page.isVisible("#value-box"), false);
  assert.equal(await page.locator("#board .mark, #board .part-value").count(), 0);
  assertClean(page);
  await page.close();
});

test("a cut by a click: the halves stay in place; the computer cuts across", async () => {
  const page = await open(env, "cutcake", { hash: "#L:3x2,1x2" });
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash)), "#L:3x2,1x2");
  const [[x, y, w]] = await boxes(page);
  await line(page, "1:1").click();
  await waitForPosition(page, "R:1x2,2x2,1x2");
  const [left, right] = await boxes(page);
  assert.equal(left[0], x, "the left half starts where the piece did");
  assert.equal(left[1], y);
  assert.ok(right[0] > left[0] + left[2] && right[0] + right[2] > x + w, "the right half sits to its right, a gap apart");
  await waitForState(page, "ready", "over");
  const after = await boardPosition(page);
  assert.ok(after.startsWith("L:"), `the computer (Horizontal) cut: ${after}`);
  assert.match(
    await page.textContent("#computer-move"),
    /^The computer \(Horizontal\) cut piece \d after row 1: a \d by 1 piece and a \d by 1 piece\.$/,
  );
  assert.equal(await page.locator("#board .cut-ghost").count(), 1);
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash)), `#${after}`);
  await screenshot(page, "cutcake-after");
  assertClean(page);
  await page.close();
});

test("the keyboard: arrows go from line to line and piece to piece, Enter cuts", async () => {
  const page = await open(env, "cutcake", { hash: "#L:3x1,2x1" });
  await line(page, "1:1").focus();
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.move), "1:2");
  await page.keyboard.press("ArrowDown");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.move), "2:1");
  await page.keyboard.press("Enter");
  await waitForPosition(page, "R:3x1,1x1,1x1");
  assertClean(page);
  await page.close();
});

test("Why?: each piece's options, the simplest number, the sum and who wins", async () => {
  const page = await open(env, "cutcake", { hash: "#L:4x1,1x2" });
  const captions = await whyCaptions(page);
  const kinds = captions.map(([kind]) => kind);
  assert.equal(kinds[0], "parts");
  assert.ok(kinds.includes("options"), kinds.join(", "));
  assert.deepEqual(kinds.slice(-3), ["sum", "outcome", "winningMove"]);
  const text = Object.fromEntries(captions);
  assert.match(text.sum, /3 \+ \(-1\) = 2\./);
  assert.match(text.outcome, /2 is greater than 0: Vertical wins, whoever starts \(class L\)/);
  assert.match(
    captions.find(([kind]) => kind === "options")[1],
    /^Piece 1: Vertical can move to a game worth .*; Horizontal has no move\. So it is the game \{.* \| \}/,
  );
  assertClean(page);
  await page.close();
});

test("Why? at the start says a reversible move in two short sentences, not a paragraph", async () => {
  const page = await open(env, "cutcake");
  const captions = await whyCaptions(page);
  const reversible = captions.filter(([kind]) => kind === "reversible").map(([, text]) => text);
  assert.ok(reversible.length > 0, "the start has reversible moves to explain");
  for (const text of reversible) {
    assert.ok(text.length <= 180, `${text.length} characters: ${text}`);
    assert.match(text, /answers with -?\d+/, "it names the answer that undoes the move");
    assert.match(text, /reversible/);
  }
  assertClean(page);
  await page.close();
});

// A piece keeps its name for the whole game: the core numbers pieces by their place in the
// position's text, which a cut shifts; the drawing, the record and the move box use the names
// the game gave them (a cut's first half keeps its piece's name, the second takes a new one).
test("a piece keeps its name all game: the drawing, the record and the move box", async () => {
  const page = await open(env, "cutcake", { hash: "#L:3x2,2x2" });
  await page.selectOption("#opponent", "human");
  await page.click("#start");
  await page.waitForFunction(() => /^Vertical to move/.test(document.getElementById("status").textContent));
  const names = () => page.locator("#board .cake-label").allTextContents();
  const record = () => page.locator("#record .record-move-text").allTextContents();
  assert.deepEqual(await names(), ["1", "2"]);
  // Vertical cuts piece 1 after column 1: its halves are pieces 1 and 3, piece 2 stays piece 2
  // (the core's piece 3 now).
  await line(page, "1:1").click();
  await waitForPosition(page, "R:1x2,2x2,2x2");
  assert.deepEqual(await names(), ["1", "3", "2"]);
  assert.equal(await page.getAttribute('#board .cake[data-part="2"]', "aria-label"), "piece 2: 2 wide, 2 high");
  // Horizontal cuts piece 2 after row 1.
  await line(page, "3:1").click();
  await waitForPosition(page, "L:1x2,2x2,2x1,2x1");
  assert.deepEqual(await record(), [
    "Start",
    "Vertical: a vertical cut of piece 1 after column 1",
    "Horizontal: a horizontal cut of piece 2 after row 1",
  ]);
  assert.match(await page.textContent("#move-note"), /^Horizontal cut piece 2 after row 1: a 2 by 1 piece and a 2 by 1 piece\.$/);
  assert.deepEqual(await names(), ["1", "3", "2", "4"]);
  await screenshot(page, "cutcake-names");
  // A piece the game has not got: said in words, and nothing is lost.
  await page.fill("#move-input", "7:1");
  await page.click("#move-submit");
  await page.waitForFunction(() => document.getElementById("move-error").textContent.trim() !== "");
  assert.equal(await page.textContent("#move-error"), "There is no piece 7: the pieces are 1 to 4.");
  assert.equal(await boardPosition(page), "L:1x2,2x2,2x1,2x1");
  assert.equal(await page.inputValue("#move-input"), "7:1");
  // Piece 3 typed is the core's piece 2, the 2 by 2 one.
  await page.fill("#move-input", "3:1");
  await page.click("#move-submit");
  await waitForPosition(page, "R:1x2,1x2,1x2,2x1,2x1");
  assert.equal(await page.textContent("#move-error"), "");
  assert.equal((await record()).at(-1), "Vertical: a vertical cut of piece 3 after column 1");
  assert.deepEqual(await names(), ["1", "3", "5", "2", "4"]);
  assertClean(page);
  await page.close();
});

test("bad input: a message next to the box, the game kept", async () => {
  const page = await open(env, "cutcake", { hash: "#L:4x1,1x2" });
  await page.fill("#new-position", "L:3y4");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("new-error").textContent.trim() !== "");
  assert.match(await page.textContent("#new-error"), /is not a piece/);
  assert.equal(await boardPosition(page), "L:4x1,1x2");
  await page.fill("#new-position", "L:30x2");
  await page.click("#start");
  await page.waitForFunction(() => /at most 20/.test(document.getElementById("new-error").textContent));
  assert.equal(await boardPosition(page), "L:4x1,1x2");
  assertClean(page);
  await page.close();
});

/** The pairs of the board's names, value chips and faded cut whose boxes overlap: [a, b] by their text or class. */
const overlaps = (page) =>
  page.evaluate(() => {
    const items = [...document.querySelectorAll("#board .cake-label, #board .part-value, #board .cut-ghost")].map((node) => {
      const r = node.getBoundingClientRect();
      return { name: node.classList.contains("cut-ghost") ? "the faded cut" : node.textContent, r };
    });
    const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const out = [];
    for (const [i, a] of items.entries()) for (const b of items.slice(i + 1)) if (hit(a.r, b.r)) out.push([a.name, b.name]);
    return out;
  });

test("a piece's name, its value and the computer's faded cut never touch", async () => {
  // Narrow pieces: the name and the value share the band above a piece one square wide.
  const page = await open(env, "cutcake", { hash: "#L:1x3,3x1,1x1", hints: true });
  await page.waitForSelector("#board .part-value");
  assert.deepEqual(await overlaps(page), [], "with narrow pieces");
  // The computer's horizontal cut: its faded line between the halves, the lower half's name under it.
  await page.goto(`${env.base}cutcake.html#L:3x2,1x2`);
  await waitForState(page, "ready");
  await line(page, "1:1").click();
  await page.waitForSelector("#board .cut-ghost", { state: "attached" });
  await waitForState(page, "ready", "over");
  assert.deepEqual(await overlaps(page), [], "after the computer's cut, hints off");
  await page.check("#hints");
  await page.waitForSelector("#board .part-value");
  assert.deepEqual(await overlaps(page), [], "after the computer's cut, hints on");
  await page.locator("#board").screenshot({ path: `${SCREENSHOTS}/cutcake-ghost-labels.png` });
  assertClean(page);
  await page.close();
});

test("the computer's cut stays on show, faded between the halves, and in words", async () => {
  await checkComputerMove(env, "cutcake", "#L:4x3,2x5", /^The computer \(Horizontal\) cut piece \d after row \d/, (position) => {
    // Vertical's reply: a piece at least two wide, cut after its first column.
    const pieces = position.replace(/^[LR]:/, "").split(",");
    return `${pieces.findIndex((p) => Number(p.split("x")[0]) > 1) + 1}:1`;
  });
});
