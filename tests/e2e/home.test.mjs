// The home page: a card per game from the core's list, and vocabulary links that open a Nim
// position showing each word.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openPage, assertClean, waitForState, waitForPosition, screenshot, coreBuilt } from "./harness.mjs";

const env = useBrowser({ before, after });
before(() => assert.ok(coreBuilt(), "the core is not built: run ./build.sh build first (www/pkg/grundy.js)"));

test("the home page lists Nim with a link to its default position", async () => {
  const page = await openPage(env.browser);
  await page.goto(env.base);
  await waitForState(page, "ready");
  assert.equal(await page.title(), "Grundy");
  const card = page.locator('#game-list .card[data-game="nim"]');
  assert.equal(await card.count(), 1);
  assert.equal(await card.locator("h3").textContent(), "Nim");
  assert.notEqual((await card.locator(".description").textContent()).trim(), "");
  assert.equal(await card.locator("a.default-position").getAttribute("href"), "nim.html#3,4,5");
  assert.equal(await card.locator('a[data-variant="nim:misere"]').getAttribute("href"), "nim.html#misere:3,4,5");
  await screenshot(page, "home", { fullPage: true });

  await card.locator("a.default-position").click();
  await waitForState(page, "ready");
  await waitForPosition(page, "3,4,5");
  assertClean(page);
  await page.close();
});

test("each vocabulary word links to a Nim position that shows it", async () => {
  const page = await openPage(env.browser);
  await page.goto(env.base);
  await waitForState(page, "ready");
  const words = await page.locator(".vocab dt").allTextContents();
  for (const word of ["Combinatorial game", "Impartial game", "Partisan game", "Normal play", "Misère play",
    "Position", "Move", "Terminal position", "P-position", "N-position"]) {
    assert.ok(words.includes(word), `the word "${word}" is defined`);
  }
  assert.match(await page.textContent("#term-partisan"), /tic-tac-toe/);

  const cases = [
    ["#term-terminal", "0,0,0", "normal", "over", "P"],
    ["#term-p", "1,2,3", "normal", "ready", "P"],
    ["#term-n", "3,4,5", "normal", "ready", "N"],
    ["#term-misere", "1,1,1", "misere", "ready", "P"],
  ];
  for (const [term, position, rule, state, outcome] of cases) {
    await page.goto(env.base);
    await waitForState(page, "ready");
    await page.locator(`${term} a`).click();
    await waitForPosition(page, position);
    await waitForState(page, state);
    assert.equal(await page.getAttribute("#board", "data-rule"), rule, term);
    await page.check("#hints");
    assert.equal(await page.getAttribute("#badge", "data-outcome"), outcome, `${term} shows a ${outcome}-position`);
  }
  assertClean(page);
  await page.close();
});

test("every link on the home page leads to a page that exists", async () => {
  const page = await openPage(env.browser);
  await page.goto(env.base);
  await waitForState(page, "ready");
  const hrefs = await page.locator("a[href]").evaluateAll((as) => [...new Set(as.map((a) => a.href.split("#")[0]))]);
  for (const href of hrefs) {
    const response = await page.request.get(href);
    assert.equal(response.status(), 200, href);
  }
  assertClean(page);
  await page.close();
});

test("cards come from the core's list: a game whose page is not built yet gets no link", async () => {
  const page = await openPage(env.browser);
  // Stand in for the core with a catalogue of two games; the worker imports this module.
  const catalogue = [
    { id: "nim", name: "Nim", description: "Take chips.", defaultPosition: "3,4,5", page: "nim.html",
      variants: [{ id: "nim", play: "normal" }, { id: "nim:misere", play: "misere" }], limits: { maxPiles: 64 } },
    { id: "dots", name: "Dots and boxes", description: "Draw lines, close boxes.", defaultPosition: "3x3", page: "dots.html",
      variants: [{ id: "dots", play: "normal" }], limits: { parts: { maxParts: 8, maxSize: 100 } } },
  ];
  await page.route("**/pkg/grundy.js", (route) => route.fulfill({
    contentType: "text/javascript",
    body: `export default async function init() {}
      export function games() { return ${JSON.stringify(catalogue)}; }`,
  }));
  await page.goto(env.base);
  await waitForState(page, "ready");
  assert.deepEqual(await page.locator("#game-list .card h3").allTextContents(), ["Nim", "Dots and boxes"]);
  const dots = page.locator('#game-list .card[data-game="dots"]');
  assert.equal(await dots.getAttribute("data-ready"), "false");
  assert.equal(await dots.locator("a").count(), 0, "no link to a page that does not exist");
  assert.match(await dots.locator(".limits").textContent(), /max parts 8, max size 100/);
  assertClean(page);
  await page.close();
});

test("the impartial games' cards link to their pages, Dawson's Kayles with its game in the hash", async () => {
  const page = await openPage(env.browser);
  await page.goto(env.base);
  await waitForState(page, "ready");
  const links = {
    "scoring:1,2,3": "scoring.html#21",
    nimble: "nimble.html#1,4,4,7",
    kayles: "kayles.html#5,3",
    "octal:0.07": "kayles.html#octal:0.07:8",
    wythoff: "wythoff.html#3,5",
    "moore:2": "moore.html#3,4,5",
    "northcott:8": "northcott.html#w:0-5,2-7,1-3",
  };
  for (const [id, href] of Object.entries(links)) {
    const card = page.locator(`#game-list .card[data-game="${id}"]`);
    assert.equal(await card.getAttribute("data-ready"), "true", id);
    assert.equal(await card.locator("a.default-position").getAttribute("href"), href, id);
  }
  assert.equal(
    await page.locator('#game-list .card[data-game="octal:0.07"] a[data-variant="octal:0.07:misere"]').getAttribute("href"),
    "kayles.html#misere:octal:0.07:8",
  );
  await page.locator('#game-list .card[data-game="octal:0.07"] a.default-position').click();
  await waitForState(page, "ready");
  await waitForPosition(page, "8");
  assert.equal(await page.textContent("#game-name"), "Dawson's Kayles");
  await page.goBack();
  await waitForState(page, "ready");
  await page.locator('#game-list .card[data-game="sums"] a.default-position').click();
  await waitForState(page, "ready");
  await waitForPosition(page, "scoring:1,2,3(7) + kayles(5) + wythoff(3,5) + nim(4)");
  assertClean(page);
  await page.close();
});
