// The 8-puzzle page: sliding tiles by clicking and with the keyboard, shuffling, typing trays,
// "Solve" replaying the backtracking search (tries, undos, new depth limits) and then playing
// the solution, trays that parity rules out, bad input that keeps the last good tray, and the
// game-complexity panel; plus the home page's links to the search lab (the catalogue's games
// solved by search, and the 8-puzzle). Screenshots go to
// target/screenshots/puzzle-*.png.

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
  CATALOGUE,
  startHash,
} from "./harness.mjs";

const env = useBrowser({ before, after });

const tile = (page, n) => page.locator(`#board .cell[data-tile="${n}"]`);
const counter = async (page) => (await page.textContent("#solve-counter")).split(" / ").map(Number);

test("a tile next to the hole slides when clicked; others are refused; undo and redo", async () => {
  const page = await open(env, "puzzle", { hash: "#123405786" });
  assert.equal(await boardPosition(page), "123405786");
  assert.match(await page.textContent("#tray-facts"), /Inverted pairs: 2 \(even, so it can be solved\)\. Manhattan distance: 2/);
  await tile(page, 5).click();
  await waitForPosition(page, "123450786");
  await tile(page, 1).click();
  await page.waitForFunction(() => document.getElementById("move-error").textContent !== "");
  assert.match(await page.textContent("#move-error"), /Tile 1 is not next to the hole/);
  assert.equal(await boardPosition(page), "123450786", "the tray stays");
  await tile(page, 6).click();
  await waitForPosition(page, "123456780");
  await waitForState(page, "over");
  assert.equal(await page.textContent("#status"), "In order, after 2 slides!");
  assert.equal(await page.locator("#board .tile.home").count(), 8);
  assert.equal(decodeURIComponent(new URL(page.url()).hash), "#123456780");
  await page.click("#undo");
  await waitForPosition(page, "123450786");
  await page.keyboard.press("Control+y");
  await waitForPosition(page, "123456780");
  assertClean(page);
  await page.close();
});

test("the tray can be played with the keyboard, and Shuffle deals a solvable tray", async () => {
  const page = await open(env, "puzzle", { hash: "#123405786" });
  await page.locator('#board .cell[data-cell="5"]').focus();
  await page.keyboard.press("Enter");
  await waitForPosition(page, "123450786");
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.cell), "4", "the focus follows the tile");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await waitForPosition(page, "123456780");

  await page.click("#shuffle");
  await page.waitForFunction(() => document.getElementById("board").dataset.position !== "123456780");
  await waitForState(page, "ready");
  await page.waitForFunction(() => /even, so it can be solved/.test(document.getElementById("tray-facts").textContent));
  assertClean(page);
  await page.close();
});

test("Solve replays the backtracking search: tries, undos and depth limits, then the solution", async () => {
  const page = await open(env, "puzzle");
  assert.equal(await boardPosition(page), "436718052", "the page opens on a 14-slide tray");
  await page.click("#solve");
  await waitForState(page, "solving");
  await page.click('#solve-controls [data-step="play"]'); // pause to look at each step
  // Back to the first step; when the pause came before the replay's first tick it is there
  // already, and the "first" button is (rightly) disabled.
  const first = page.locator('#solve-controls [data-step="first"]');
  if (await first.isEnabled()) await first.click();
  const summary = await page.textContent("#solve-summary");
  assert.match(summary, /^Shortest solution: 14 slides\. Depth limits tried: 12, 14; [\d,]+ nodes in all\./);
  const [, steps] = await counter(page);
  assert.equal(await page.textContent("#solve-counter"), `1 / ${steps}`);
  assert.match(
    await page.textContent("#solve-caption"),
    /^Depth limit 12: the moves made plus the Manhattan distance still to go may not pass 12\. It starts at the tray's Manhattan distance, 12/,
  );
  assert.equal(await page.getAttribute("#iterations tr.current", "data-limit"), "12");

  // Update: a tile is tried; then, sooner or later, undo: a dead end.
  await page.click('#solve-controls [data-step="forward"]');
  assert.equal(await page.getAttribute("#board", "data-kind"), "try");
  assert.match(await page.textContent("#solve-caption"), /^Update: slide \d \(depth 1\)/);
  assert.equal(await page.locator("#board .tile.tried").count(), 1);
  assert.equal(await page.locator("#solve-path .path-tile").count(), 1);
  await page.locator("#solve-caption").click();
  for (let i = 0; i < 30 && (await page.getAttribute("#board", "data-kind")) !== "undo"; i++) await page.keyboard.press("ArrowRight");
  assert.equal(await page.getAttribute("#board", "data-kind"), "undo");
  assert.match(await page.textContent("#solve-caption"), /^Undo: slide \d back\. Nothing below it fits in the limit: a dead end\./);
  assert.equal(await page.locator("#board .tile.undone").count(), 1);

  // The next depth limit.
  await page.click("#next-limit");
  assert.match(await page.textContent("#solve-caption"), /^No solution fits in 12: every branch ran past it\. The limit goes up to 14/);
  assert.equal(await page.getAttribute("#iterations tr.current", "data-limit"), "14");
  await page.click('#solve-controls [data-step="forward"]');
  await page.click('#solve-controls [data-step="forward"]');
  await page.click('#solve-controls [data-step="forward"]');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "puzzle-search");

  // The solution, then the tray is in order and the slides are the game's moves.
  await page.click("#to-solution");
  assert.match(await page.textContent("#solve-caption"), /^The search found a solution of 14 slides/);
  assert.equal(await page.getAttribute("#board", "data-kind"), "solution");
  await page.click('#solve-controls [data-step="forward"]');
  assert.match(await page.textContent("#solve-caption"), /^Slide 1 of 14: tile \d into the hole\./);
  await page.click('#solve-controls [data-step="last"]');
  await waitForState(page, "over");
  await waitForPosition(page, "123456780");
  assert.match(await page.textContent("#move-note"), /Solved by the search: 14 slides/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "puzzle-solved");
  await page.click("#undo");
  await waitForState(page, "ready");
  assert.notEqual(await boardPosition(page), "123456780");
  assertClean(page);
  await page.close();
});

test("Solve plays the whole search and solution on its own", async () => {
  const page = await open(env, "puzzle", { hash: "#123405786" });
  await page.selectOption("#speed", "12");
  await page.click("#solve");
  await waitForState(page, "solving");
  await page.waitForFunction(() => document.body.dataset.state === "over", null, { timeout: 20_000 });
  await waitForPosition(page, "123456780");
  assert.equal(await page.textContent("#solve-caption"), "Solved in 2 slides. Undo walks back through them.");
  assertClean(page);
  await page.close();
});

test("a tray that parity rules out is refused with the reason", async () => {
  const page = await open(env, "puzzle", { hash: "#123405786" });
  await page.fill("#tray-input", "123456870");
  await page.click("#tray-set");
  await waitForPosition(page, "123456870");
  assert.match(await page.textContent("#tray-facts"), /^This tray cannot be solved: it has 1 inverted pairs of tiles, an odd number/);
  await page.click("#solve");
  await page.waitForFunction(() => document.getElementById("solve-error").textContent !== "");
  assert.match(await page.textContent("#solve-error"), /an odd number, and every move keeps that number odd or even; the goal has 0/);
  assert.equal(await page.evaluate(() => document.body.dataset.state), "ready");
  assert.equal(await boardPosition(page), "123456870");
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "puzzle-unsolvable");
  assertClean(page);
  await page.close();
});

test("bad trays show the core's message next to the box and keep the last good tray", async () => {
  const page = await open(env, "puzzle", { hash: "#123405786" });
  await page.fill("#tray-input", "12345678");
  await page.click("#tray-set");
  await page.waitForFunction(() => document.getElementById("tray-error").textContent !== "");
  assert.match(await page.textContent("#tray-error"), /The tray has 9 cells, not 8/);
  assert.equal(await boardPosition(page), "123405786");
  await page.fill("#tray-input", "113456780");
  await page.click("#tray-set");
  await page.waitForFunction(() => /twice/.test(document.getElementById("tray-error").textContent));
  assert.equal(await boardPosition(page), "123405786");

  await page.evaluate(() => {
    location.hash = "#abc";
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent !== "");
  assert.equal(await boardPosition(page), "123405786");
  await page.waitForFunction(() => decodeURIComponent(location.hash) === "#123405786");
  assertClean(page);
  await page.close();
});

test("the game-complexity panel shows each game's size from the core", async () => {
  const page = await open(env, "puzzle", { hash: "#complexity" });
  await page.waitForSelector('#complexity[data-loaded="true"]');
  const row = (game) => page.locator(`#complexity tr[data-game="${game}"]`);
  assert.equal(await row("Tic-tac-toe").locator("td.states").textContent(), "5,478 exact");
  assert.equal(await row("Tic-tac-toe").locator("td.games").textContent(), "255,168");
  assert.equal(await row("Tic-tac-toe").locator("td.tree").textContent(), "106.3");
  assert.equal(await row("8-puzzle").locator("td.states").textContent(), "181,440 exact");
  assert.match(await row("Checkers").locator("td.states").textContent(), /^≤ 2\.3 × 1022 bound$/);
  assert.ok((await page.locator("#complexity tbody tr").count()) >= 6);
  await page.evaluate(() => document.getElementById("complexity-panel").scrollIntoView({ block: "start" }));
  await screenshot(page, "puzzle-complexity");
  assertClean(page);
  await page.close();
});

/** The games of the search lab: the catalogue's games solved by search. */
const SEARCH_GAMES = CATALOGUE.filter((game) => game.kind === "search");

test("the home page links the search lab: each of its games at its start, and the 8-puzzle", async () => {
  assert.ok(SEARCH_GAMES.length > 0, "the catalogue has games solved by search");
  const page = await open(env, "index");
  for (const game of SEARCH_GAMES) {
    const card = page.locator(`#game-list .card[data-game="${game.id}"]`);
    assert.equal(await card.locator("a.default-position").getAttribute("href"), `${game.page}${startHash(game)}`, game.id);
  }
  await page.locator("#tool-puzzle a").click();
  await waitForState(page, "ready");
  assert.match(page.url(), /puzzle\.html/);
  // Each card's link opens its game at its start.
  for (const game of SEARCH_GAMES) {
    await page.goto(env.base);
    await waitForState(page, "ready");
    await page.locator(`#game-list .card[data-game="${game.id}"] a.default-position`).click();
    await waitForState(page, "ready");
    await waitForPosition(page, game.defaultPosition);
  }
  assertClean(page);
  await page.close();
});
