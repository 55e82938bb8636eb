// The tic-tac-toe page as a student uses it: playing by clicking and with the keyboard, the
// computer's answer, hints on every empty cell (win, draw or loss, and moves to the end), the
// counting panel (the core's counts and five searches side by side), the Why? panel (minimax in
// words, each step marking its square), the tree view stepped
// through a traced alpha-beta search with its cuts, and bad input that keeps the last good
// position. Screenshots go to target/screenshots/tictactoe-*.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot } from "./harness.mjs";

const env = useBrowser({ before, after });

const cell = (page, n) => page.locator(`#board .cell[data-cell="${n}"]`);
const count = (text) => Number(String(text).replace(/[^0-9]/g, ""));

/**
 * Play cell `n` against the computer and wait for its answer; resolves to the board's position
 * then. body[data-state] alone does not say the move is over: the page stays "ready" while the
 * core checks the student's move, before it draws the X and the computer starts thinking. The
 * line under the board that names the computer's move shows only once the O is down.
 */
async function playAgainstComputer(page, n) {
  await cell(page, n).click();
  await page.waitForSelector("#computer-move:not([hidden])");
  await waitForState(page, "ready");
  return boardPosition(page);
}

test("clicking a cell plays X, the computer answers with O after a pause, undo and redo", async () => {
  const page = await open(env, "tictactoe");
  assert.equal(await boardPosition(page), ".........");
  assert.equal(await page.textContent("#status"), "Your turn: you play X");
  await cell(page, 5).click();
  await waitForState(page, "thinking");
  await waitForPosition(page, "....x....");
  // The thinking status, or (on a slow machine) the pick it shows after the pause.
  assert.match(await page.textContent("#status"), /Computer \(O\)|^The computer put an O/);
  await waitForState(page, "ready");
  const after = await boardPosition(page);
  assert.equal([...after].filter((c) => c === "o").length, 1, "the computer put down an O");
  // The computer's move is named once, in the line under the board, not again over it.
  const named = await page.textContent("#computer-move");
  assert.match(named, /^The computer put an O in the .*\(cell [1-9]\)\.$/);
  assert.equal(await page.textContent("#move-note"), "", "the note over the board leaves the computer's move to its line");
  const cellNo = named.match(/cell ([1-9])/)[1];
  // biome-ignore lint/performance/useDomNodeTextContent: the words drawn on the page, not its hidden text
  const said = (await page.innerText("#board-panel")).split(`cell ${cellNo}`).length - 1;
  assert.equal(said, 1, `the board's panel names the computer's move (cell ${cellNo}) once`);
  assert.equal(decodeURIComponent(new URL(page.url()).hash), `#${after}`, "the hash follows the position");
  // A perfect O answers the centre with a corner.
  assert.ok(["o", "."].includes(after[0]) && [0, 2, 6, 8].some((i) => after[i] === "o"), after);
  await screenshot(page, "tictactoe-after-a-move");

  await page.click("#undo");
  await waitForPosition(page, ".........");
  await page.click("#redo");
  await waitForPosition(page, after);
  assertClean(page);
  await page.close();
});

test("the grid can be played with the keyboard alone, and two people can play", async () => {
  const page = await open(env, "tictactoe");
  await page.selectOption("#opponent", "human");
  await page.click("#start");
  // The new game between two people has started when the status names the side, not "you"
  // (the position is the same empty grid as before, so it cannot say so).
  await page.waitForFunction(() => document.getElementById("status").textContent === "X to move");
  await waitForState(page, "ready");
  await cell(page, 5).focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowLeft");
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.cell), "1");
  await page.keyboard.press("Enter");
  await waitForPosition(page, "x........");
  assert.equal(await page.textContent("#status"), "O to move", "no computer: O is the other person");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press(" ");
  await waitForPosition(page, "xo.......");
  assert.equal(await page.textContent("#status"), "X to move");
  // Undo takes back one move at a time between two people.
  await page.keyboard.press("Control+z");
  await waitForPosition(page, "x........");
  assertClean(page);
  await page.close();
});

test("the game ends with three in a row or a full grid, and Play again starts over", async () => {
  const page = await open(env, "tictactoe", { hash: "#xx.oo...." });
  assert.equal(await page.textContent("#status"), "Your turn: you play X");
  await cell(page, 3).click();
  await waitForPosition(page, "xxxoo....");
  await waitForState(page, "over");
  assert.equal(await page.textContent("#status"), "You win!X has three in a row.");
  // With Hints on the badge says how the game ended, not "no moves left" with four cells empty.
  await page.check("#hints");
  await page.waitForSelector("#badge:not([hidden])");
  assert.equal(await page.textContent("#badge .badge-text"), "X has three in a row.");
  assert.equal(await page.evaluate(() => document.getElementById("badge").classList.contains("badge-over")), true);
  await page.uncheck("#hints");
  assert.equal(await page.isVisible("#again"), true);
  await page.click("#again");
  await waitForPosition(page, "xx.oo....");
  await waitForState(page, "ready");

  await page.goto(`${env.base}tictactoe.html#xoxxoo.x.`);
  await waitForPosition(page, "xoxxoo.x.");
  await waitForState(page, "ready");
  assert.equal(await page.textContent("#status"), "Your turn: you play O");
  await cell(page, 7).click(); // block the first column
  await waitForState(page, "over");
  assert.equal(await boardPosition(page), "xoxxoooxx", "the computer (X) fills the last cell");
  assert.equal(await page.textContent("#status"), "A drawThe grid is full and nobody has three in a row.");
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "tictactoe-draw");
  assertClean(page);
  await page.close();
});

test("hints mark every empty cell win, draw or loss, in colour with a symbol and the moves to the end", async () => {
  const page = await open(env, "tictactoe", { hash: "#xx.oo...." });
  await page.check("#hints");
  await page.waitForSelector("#board .cell.wins");
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "N");
  // Cell 3 completes the top row at once; the other cells do not win.
  assert.equal(await page.getAttribute('#board .cell[data-cell="3"]', "class"), "cell empty wins");
  assert.equal(await cell(page, 3).locator(".to-end").textContent(), "in 1");
  const empty = await page.locator("#board .cell.empty").count();
  assert.equal(empty, 5);
  assert.equal(await page.locator("#board .cell.empty .hint .symbol").count(), empty, "a symbol on every empty cell");
  assert.equal(await page.locator("#board .cell.wins").count(), 1);
  assert.equal((await page.locator("#board .cell.loses").count()) + (await page.locator("#board .cell.draws").count()), 4);
  assert.match(await page.textContent("#hint-line"), /^Winning cell: 3$/);
  // Cell 7 lets O play 6: a loss two moves from the end.
  assert.match(await cell(page, 7).getAttribute("aria-label"), /losing move, 2 moves to the end/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "tictactoe-hints");

  // The empty grid: every cell draws.
  await page.goto(`${env.base}tictactoe.html#.........`);
  await waitForPosition(page, ".........");
  await waitForState(page, "ready");
  await page.check("#hints");
  await page.waitForSelector("#board .cell.draws");
  assert.equal(await page.locator("#board .cell.draws").count(), 9);
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "D");
  assertClean(page);
  await page.close();
});

test("Why? says a reason once for all the squares it holds for: the empty grid is one step and the best", async () => {
  const page = await open(env, "tictactoe");
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent), null, { timeout: 30_000 });
  assert.equal(await page.textContent("#why-counter"), "1 / 2", "nine squares that draw are one step");
  assert.equal(
    await page.textContent("#why-caption"),
    "Put X in any of the 9 empty squares: every reply still lets X draw at least, and O can hold it to a draw, so each of these moves draws.",
  );
  assert.equal(await page.locator("#board .why-mark").count(), 9, "the step marks every square it speaks of");
  await page.click("#why-forward");
  assert.match(await page.textContent("#why-caption"), /^Minimax: X takes the best of these 9 moves: /);
  assertClean(page);
  await page.close();
});

test("Why? weighs every empty square in words, marks it on the grid, then takes the best by minimax", async () => {
  const page = await open(env, "tictactoe", { hash: "#xx.oo...." });
  await page.click("#why-toggle");
  await page.waitForFunction(() => document.getElementById("why-counter").textContent === "1 / 4", null, { timeout: 30_000 });
  const caption = () => page.textContent("#why-caption");
  // The first empty square, row by row, is the top-right corner: X wins there at once.
  assert.equal(await caption(), "Put X in the top-right corner: whatever O replies, X can still win, so this move wins.");
  assert.equal(await page.getAttribute("#board", "data-why-cell"), "3");
  assert.equal(await page.locator('#board .cell[data-cell="3"].why-focus .why-mark.x-mark').count(), 1);
  assert.equal(await page.locator("#board .why-mark").count(), 1, "one square marked: the one the step speaks of");
  const captions = [await caption()];
  // Forward with the button, then with the arrow keys.
  await page.click("#why-forward");
  assert.equal(await page.textContent("#why-counter"), "2 / 4");
  assert.equal(await page.getAttribute("#board", "data-why-cell"), "6");
  captions.push(await caption());
  assert.match(
    captions[1],
    /^Put X in the middle of the right column: every reply still lets X draw at least, and O can hold it to a draw, so this move draws\.$/,
  );
  await page.locator("#why-caption").click();
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.textContent("#why-counter"), "3 / 4");
  // The three squares of the bottom row lose for one reason: one step, one sentence, three marks.
  captions.push(await caption());
  assert.equal(
    captions[2],
    "Put X in the bottom-left corner, the middle of the bottom row or the bottom-right corner: O has a reply that wins, so each of these moves loses.",
  );
  assert.equal(await page.getAttribute("#board", "data-why-cell"), "7,8,9");
  assert.equal(await page.locator("#board .why-mark").count(), 3);
  await screenshot(page, "tictactoe-why");
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.textContent("#why-counter"), "4 / 4");
  captions.push(await caption());
  assert.equal(
    captions.at(-1),
    "Minimax: X takes the best of these 5 moves: the top-right corner, a win for X. " +
      "That is what this position is worth with best play on both sides.",
  );
  assert.equal(await page.getAttribute("#board", "data-why-cell"), "3", "the best square is marked");
  for (const c of captions) assert.doesNotMatch(c, /\[|\bcell \d|minimax value|[+−]\d/, c);
  assert.equal(new Set(captions).size, captions.length, "every step says something new");
  assert.equal(await page.isDisabled("#why-forward"), true);
  await page.keyboard.press("ArrowLeft");
  assert.equal(await page.textContent("#why-counter"), "3 / 4");
  await page.click("#why-first");
  assert.equal(await page.textContent("#why-counter"), "1 / 4");
  // Closing takes the mark off the grid; the tree view's steps take the arrow keys back.
  await page.click("#why-toggle");
  assert.equal(await page.locator("#board .why-mark").count(), 0);
  assertClean(page);
  await page.close();
});

test("the counting panel shows the core's counts and five searches side by side", async () => {
  const page = await open(env, "tictactoe", { hash: "#........." });
  await page.waitForSelector('#search-table[data-position="........."]');
  assert.equal(await page.textContent("#count-games"), "255,168");
  assert.equal(await page.textContent("#count-positions"), "5,478");
  await page.waitForFunction(() => /255,168 complete games/.test(document.getElementById("count-whole").textContent));
  const nodes = await page.locator("#search-table tbody td.nodes").allTextContents();
  assert.equal(nodes.length, 5);
  assert.equal(nodes[0], "549,946", "plain minimax visits the whole game tree");
  const rate = await page.locator('#search-table tr[data-search="minimax"] .search-rate').textContent();
  assert.match(
    rate,
    /^549,946 positions in (under a millisecond|\d+(\.\d+)? (ms|s): about [\d.,]+( million)? a second)$/,
    "the speed in plain words",
  );
  const numbers = nodes.map(count);
  for (let i = 1; i < numbers.length; i++) assert.ok(numbers[i] < numbers[i - 1], `each saving saves: ${nodes}`);
  // The value answers "who wins?": with Hints off it is not said; with Hints on it is.
  assert.equal(
    await page.textContent("#search-value"),
    "All five searches prove the same value: it shows with Hints on, once you answer “Ask me first”, or when the game ends.",
  );
  await page.check("#hints");
  await page.waitForFunction(() => /^All five prove the same value: /.test(document.getElementById("search-value").textContent));
  assert.match(await page.textContent("#search-value"), /All five prove the same value: 0, a draw/);
  await page.uncheck("#hints");

  // After a move the counts are from the new position.
  const position = await playAgainstComputer(page, 1);
  await page.waitForSelector(`#search-table[data-position="${position}"]`);
  assert.ok(count(await page.textContent("#count-games")) < 255168);
  assert.ok(count(await page.locator("#search-table tbody td.nodes").first().textContent()) < 549946);
  assertClean(page);
  await page.close();
});

test("the tree view steps through a traced alpha-beta search: windows, values going up, cuts", async () => {
  const page = await open(env, "tictactoe");
  await page.waitForFunction(() => /steps to watch/.test(document.getElementById("tree-summary").textContent));
  assert.equal(await page.inputValue("#tree-position"), "x.o.x...o");
  const summary = await page.textContent("#tree-summary");
  assert.match(summary, /^Alpha-beta, cells in order, from x\.o\.x\.\.\.o: \d+ nodes, \d+ cuts, value 0\./);
  const steps = count(summary.match(/([\d,]+) steps to watch/)[1]);
  assert.equal(await page.textContent("#tree-counter"), `1 / ${steps}`);
  assert.match(
    await page.textContent("#tree-caption"),
    /starts at the root, the position it was given, with X to move\. Window from −1 to \+1/,
  );

  // Step in: the first move tried, with its window.
  await page.click('#tree-controls [data-step="forward"]');
  assert.match(await page.textContent("#tree-caption"), /^Depth 1: X tries cell 2\./);
  assert.equal(await page.locator("#tree .chip.on-path").count(), 2);
  assert.equal(await page.locator("#tree-board .cell.on-path").count(), 1, "the node's position shows the move");

  // The first cut: caption, the cut node, and its chip marked.
  await page.click("#tree-next-cut");
  assert.equal(await page.getAttribute("#tree", "data-kind"), "cut");
  assert.match(await page.textContent("#tree-caption"), /^Cut! /);
  const cutStep = count((await page.textContent("#tree-counter")).split("/")[0]);
  assert.ok(cutStep > 2);
  // The arrow keys step too (from anywhere but a text box).
  await page.locator("#tree-caption").click();
  await page.keyboard.press("ArrowRight");
  assert.equal(count((await page.textContent("#tree-counter")).split("/")[0]), cutStep + 1);
  // Values go up: a return step highlights the value flowing to the parent.
  for (let i = 0; i < 20 && (await page.getAttribute("#tree", "data-kind")) !== "return"; i++) {
    await page.keyboard.press("ArrowRight");
  }
  assert.equal(await page.getAttribute("#tree", "data-kind"), "return");
  assert.equal(await page.locator("#tree .link.flow").count(), 1);
  await page.locator("#tree-panel").scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById("tree-panel").scrollIntoView({ block: "start" }));
  await screenshot(page, "tictactoe-tree");

  // The end: the root's value.
  await page.click('#tree-controls [data-step="last"]');
  assert.match(await page.textContent("#tree-caption"), /^The search is over: the root is worth 0, a draw with best play/);
  assert.equal(await page.getAttribute('#tree .chip[data-move="root"]', "data-value"), "0");

  // Minimax on the same position: more nodes, no cuts; the board's position can be traced.
  await page.selectOption("#tree-algorithm", "minimax");
  await page.waitForFunction(() => /^Minimax/.test(document.getElementById("tree-summary").textContent));
  assert.doesNotMatch(await page.textContent("#tree-summary"), /cuts/);
  assert.equal(await page.isDisabled("#tree-next-cut"), true, "minimax never cuts");
  const position = await playAgainstComputer(page, 5);
  await page.click("#tree-use-board");
  await page.waitForFunction((p) => document.getElementById("tree").dataset.position === p, position);
  assertClean(page);
  await page.close();
});

test("bad input shows the core's message next to it and keeps the last good position", async () => {
  const page = await open(env, "tictactoe", { hash: "#x...o...." });
  await page.fill("#move-input", "5");
  await page.click("#move-submit");
  await page.waitForFunction(() => document.getElementById("move-error").textContent !== "");
  assert.match(await page.textContent("#move-error"), /Cell 5 is already marked/);
  assert.equal(await boardPosition(page), "x...o....");
  await page.fill("#move-input", "10");
  await page.click("#move-submit");
  await page.waitForFunction(() => !/Cell 5/.test(document.getElementById("move-error").textContent));
  assert.notEqual(await page.textContent("#move-error"), "");
  assert.equal(await boardPosition(page), "x...o....");

  await page.fill("#new-position", "xx.......");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("new-error").textContent !== "");
  assert.match(await page.textContent("#new-error"), /X moves first and the players alternate/);
  assert.equal(await boardPosition(page), "x...o....");

  await page.evaluate(() => {
    location.hash = "#abc";
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent !== "");
  assert.equal(await boardPosition(page), "x...o....");
  await page.waitForFunction(() => decodeURIComponent(location.hash) === "#x...o....");

  const summary = await page.textContent("#tree-summary");
  await page.fill("#tree-position", "xxx");
  await page.click("#tree-run");
  await page.waitForFunction(() => document.getElementById("tree-error").textContent !== "");
  assert.equal(await page.textContent("#tree-summary"), summary, "the tree on show stays");
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "tictactoe-bad-input");
  assertClean(page);
  await page.close();
});
