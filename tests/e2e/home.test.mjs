// The home page: a card per game from the core's list, grouped as the Games menu, each with its
// start position drawn by the game's own drawing, one sentence and Play; vocabulary links that
// open a Nim position showing each word. What a page's card shows beyond the catalogue (its
// drawing, its play rules' links, a game's name on its page) is in the page's data
// (tests/e2e/games/<page>.mjs, home); the ready-made lessons are www/js/lesson/ready.js's.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  openPage,
  assertClean,
  waitForState,
  waitForPosition,
  screenshot,
  CATALOGUE,
  SITE,
  WWW,
  startHash,
  pageData,
  entryOf,
  PAGES,
} from "./harness.mjs";
import { READY_LESSONS } from "../../www/js/lesson/ready.js";

const env = useBrowser({ before, after });

/** The page of a catalogue entry, by file name without ".html". */
const pageOf = (game) => game.page.replace(/\.html$/, "");
/** The games (not the labs) of the catalogue, in its order. */
const GAMES = CATALOGUE.filter((g) => g.kind !== "lab");
/** The pages whose data says what their cards show (home), each with its own game's entry. */
const HOME = [...new Set(GAMES.map(pageOf))]
  .filter((name) => pageData(name).home)
  .map((name) => [name, entryOf(name), pageData(name).home]);

test("the home page lists every game with its name, one sentence, its drawing and a link to its default position", async () => {
  const page = await open(env, "index");
  assert.equal(await page.title(), "Grundy");
  for (const game of GAMES) {
    const card = page.locator(`#game-list .card[data-game="${game.id}"]`);
    assert.equal(await card.count(), 1, game.id);
    assert.equal(await card.locator("h4").textContent(), game.name);
    assert.notEqual((await card.locator(".description").textContent()).trim(), "", game.id);
    assert.equal(await card.locator("a.default-position").getAttribute("href"), `${game.page}${startHash(game)}`, game.id);
  }
  // The drawings are the games' own (each page's data): Nim's piles, Kayles' pins, Corner the
  // Lady's queen, Chomp's squares, ...
  assert.ok(
    HOME.some(([, , home]) => home.picture),
    "the pages' data has drawings to count",
  );
  for (const [name, game, { picture }] of HOME) {
    if (!picture) continue;
    const drawn = await page.locator(`.card[data-game="${game.id}"] svg ${picture.selector}`).count();
    if (picture.atLeast !== undefined) assert.ok(drawn >= picture.atLeast, `${name}: ${drawn} of ${picture.selector}`);
    else assert.equal(drawn, picture.count, `${name}: ${picture.selector}`);
  }
  await screenshot(page, "home", { fullPage: true });
  assertClean(page);
  await page.close();
});

test("each vocabulary word links to a Nim position that shows it", async () => {
  const page = await open(env, "index");
  const words = await page.locator(".vocab dt").allTextContents();
  for (const word of [
    "Combinatorial game",
    "Impartial game",
    "Partizan game",
    "Normal play",
    "Misère play",
    "Position",
    "Move",
    "Terminal position",
    "P-position",
    "N-position",
  ]) {
    assert.ok(words.includes(word), `the word "${word}" is defined`);
  }
  assert.match(await page.textContent("#term-partizan"), /tic-tac-toe/);

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
  const page = await open(env, "index");
  const hrefs = await page.locator("a[href]").evaluateAll((as) => [...new Set(as.map((a) => a.href.split("#")[0]))]);
  for (const href of hrefs) {
    const response = await page.request.get(href);
    assert.equal(response.status(), 200, href);
  }
  assertClean(page);
  await page.close();
});

test("the cards come from the catalogue (games.json), before and without any wasm", async () => {
  const page = await openPage(env.browser);
  // No wasm at all: the home page must not need the core to draw its cards.
  await page.route("**/*.wasm", (route) => route.abort());
  await page.goto(env.base);
  await waitForState(page, "ready");
  const games = CATALOGUE.filter((g) => g.kind !== "lab");
  assert.deepEqual(
    await page.locator("#game-list .card[data-game] h4").allTextContents(),
    games.map((g) => g.name),
    "a card for every game (the labs have their own corner), in the catalogue's order",
  );
  assert.ok(games.length >= 17, `${games.length} games`);
  assert.deepEqual(
    await page.locator(".site-menu .menu-group-title").allTextContents(),
    [...new Set(CATALOGUE.map((g) => g.group.title)), "Teaching"],
    "the menu's groups, and the lessons' last",
  );
  await page.close();
});

// The served copy inlines games.json into its bundles (tools/site.mjs), so a catalogue of the
// test's own can be handed to the page only where www/ itself is served (a page test run by hand).
test("a new entry in games.json gets its card and its menu group with no other change", {
  skip: SITE !== WWW && "the served copy inlines games.json",
}, async () => {
  const page = await openPage(env.browser);
  // A game whose data says what its card's limits read.
  const [, first, { limits }] = HOME.find(([, , home]) => home.limits);
  const catalogue = [
    first,
    {
      ...first,
      id: "dots",
      name: "Dots and boxes",
      menuName: "Dots",
      page: "dots.html",
      card: "Draw lines and close boxes.",
      group: { id: "more", title: "More games" },
    },
  ];
  await page.route("**/games.json", (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify(catalogue) }));
  await page.route("**/*.wasm", (route) => route.abort());
  await page.goto(env.base);
  await waitForState(page, "ready");
  assert.deepEqual(await page.locator("#game-list .card[data-game] h4").allTextContents(), [first.name, "Dots and boxes"]);
  assert.deepEqual(await page.locator("#game-list .group-title").allTextContents(), [first.group.title, "More games", "Teaching"]);
  assert.equal(await page.locator('#game-list .card[data-game="dots"] .description').textContent(), "Draw lines and close boxes.");
  assert.match(await page.locator('#game-list .card[data-game="dots"] .limits').textContent(), limits);
  // The menu reads the same file.
  assert.deepEqual(await page.locator(".site-menu .menu-group-title").allTextContents(), [first.group.title, "More games", "Teaching"]);
  await page.close();
});

test("every game's card links to its page at its start, a page's second game with its game in the hash", async () => {
  const page = await open(env, "index");
  // Every entry of the catalogue, labs too: a page shared by two games tells them apart by the
  // hash (the second's game id before its position), so no two cards link to the same address.
  const hrefs = [];
  for (const game of CATALOGUE) {
    const card = page.locator(`#game-list .card[data-${game.kind === "lab" ? "tool" : "game"}="${game.id}"]`);
    const href = await card.locator("a.default-position").getAttribute("href");
    assert.equal(href, `${game.page}${startHash(game)}`, game.id);
    hrefs.push(href);
    if (CATALOGUE.findIndex((other) => other.page === game.page) < CATALOGUE.indexOf(game)) {
      assert.ok(game.hashPrefix, `${game.id}: its page is an earlier game's, so the hash names it`);
    }
  }
  assert.equal(new Set(hrefs).size, hrefs.length, "no two cards link to the same address");
  // The play rules' links, as each page's data gives them: the rule first in the hash, then the
  // game of a page's second game, then the start.
  assert.ok(
    HOME.some(([, , home]) => home.variants),
    "the pages' data has play rules' links",
  );
  for (const [name, , home] of HOME) {
    for (const [id, hash] of Object.entries(home.variants ?? {})) {
      assert.equal(await page.getAttribute(`#game-list a[data-variant="${id}"]`, "href"), `${name}.html${hash}`, id);
    }
  }
  // Each game's Play opens its page at its start (a start with spaces and brackets too), a
  // page's second game named as its page's data says.
  for (const game of GAMES) {
    await page.locator(`#game-list .card[data-game="${game.id}"] a.play`).click();
    await waitForState(page, "ready");
    await waitForPosition(page, game.defaultPosition);
    const named = pageData(pageOf(game)).home?.names?.[game.id];
    if (named) assert.equal(await page.textContent("#game-name"), named, game.id);
    await page.goBack();
    await waitForState(page, "ready");
  }
  assert.ok(
    GAMES.some((game) => pageData(pageOf(game)).home?.names?.[game.id]),
    "the pages' data names a page's second game",
  );
  assertClean(page);
  await page.close();
});

test("cards are grouped as the Games menu; each has a drawing, one sentence of its own and Play", async () => {
  const page = await open(env, "index");
  const menu = await page.$$eval(".site-menu .menu-group", (groups) =>
    groups.map((g) => g.querySelector(".menu-group-title")?.textContent),
  );
  assert.deepEqual(await page.locator("#game-list .group-title").allTextContents(), menu);
  // The catalogue's groups in its order, each with its games (and labs) in its order; the
  // lessons last.
  const titles = [...new Set(CATALOGUE.map((g) => g.group.title))];
  assert.deepEqual(menu, [...titles, "Teaching"]);
  const groups = await page.$$eval("#game-list .game-group", (all) =>
    all.map((g) => [...g.querySelectorAll(".card")].map((c) => c.dataset.game ?? c.dataset.tool ?? c.dataset.lesson)),
  );
  // The lessons: the teacher's own, then the ready-made ones (www/js/lesson/ready.js), in the
  // course's order.
  const ready = READY_LESSONS.map((lesson) => lesson.id);
  assert.ok(ready.length >= 5, `${ready.length} ready-made lessons`);
  assert.deepEqual(groups, [
    ...titles.map((title) => CATALOGUE.filter((g) => g.group.title === title).map((g) => g.id)),
    ["own", ...ready],
  ]);
  // The lessons: the teacher's own, and each ready-made one drawn by its first card's board.
  assert.equal(await page.getAttribute('.card[data-lesson="own"] a.play', "href"), "lesson.html");
  for (const id of ready) {
    assert.equal(await page.getAttribute(`.card[data-lesson="${id}"] a.play`, "href"), `lesson.html#ready=${id}`);
    assert.equal(await page.locator(`.card[data-lesson="${id}"] .card-picture svg`).count(), 1, `${id}: a drawing`);
  }
  const cards = page.locator("#game-list .card:not([data-lesson])");
  const sentences = [];
  for (let i = 0; i < (await cards.count()); i++) {
    const card = cards.nth(i);
    const name = await card.locator("h4").textContent();
    assert.ok((await card.locator(".card-picture svg").count()) >= 1, `${name} has a drawing`);
    const sentence = (await card.locator(".description").textContent()).trim();
    assert.match(sentence, /^[^.]*[^.]\.$/, `${name}: one sentence`);
    sentences.push(sentence);
    assert.equal(await card.locator(".card-details").getAttribute("open"), null, `${name}: details closed`);
    assert.equal(await card.locator("a.play").isVisible(), true, `${name}: Play is visible`);
  }
  assert.equal(new Set(sentences).size, sentences.length, "no two cards share a sentence");
  // (The drawings are the games' own: the first test counts them.)
  // A picture is no control: no tab stops inside it.
  assert.equal(await page.locator(".card-picture [tabindex]").count(), 0);
  // Details open on a click and hold the notation: every game's card.
  for (const game of GAMES) {
    const card = page.locator(`.card[data-game="${game.id}"]`);
    assert.equal(await card.locator(".notation").first().isVisible(), false, game.id);
    await card.locator(".card-details summary").click();
    assert.equal(await card.locator(".notation").first().isVisible(), true, game.id);
  }
  assertClean(page);
  await page.close();
});

test("on a phone the cards are compact, five or more a screen, and the words come after them", async () => {
  const page = await open(env, "index", { viewport: { width: 390, height: 844 } });
  const games = await page.locator("#games").boundingBox();
  // The cards with their groups' titles: at most 156 px a card (27 cards in five screens of
  // 844 px), however many games the catalogue holds.
  const cards = await page.locator("#games .card").count();
  assert.ok(cards >= 27, `${cards} cards`);
  assert.ok(games.height <= cards * 156, `${cards} cards take ${games.height} px`);
  assert.ok(games.height > 844, "the cards are really drawn");
  const vocab = await page.locator("#vocabulary").boundingBox();
  assert.ok(vocab.y >= games.y + games.height, "Words to know below the cards");
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, "nothing wider than the phone");
  await screenshot(page, "home-phone", { fullPage: true });
  assertClean(page);
  await page.close();
});

test("every page spells “partizan” one way, as the theory's books do", async () => {
  const found = [];
  for (const name of PAGES) {
    const page = await open(env, name);
    // Every word the page holds, shown or kept for a click (Details, a closed panel).
    const text = await page.evaluate(
      () =>
        document.body.textContent +
        [...document.querySelectorAll("[title], [aria-label]")]
          .map((n) => `${n.getAttribute("title") ?? ""} ${n.getAttribute("aria-label") ?? ""}`)
          .join(" "),
    );
    for (const hit of text.match(/.{0,30}partisan.{0,30}/gi) ?? []) found.push(`${name}: ${hit.trim()}`);
    assertClean(page);
    await page.close();
  }
  assert.deepEqual(found, [], "“partisan” on these pages");
});
