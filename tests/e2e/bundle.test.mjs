// The single-file bundle (dist/grundy.html, from ./build.sh bundle) opened the way a teacher
// would: double-clicked, from file://, with no server and no network. The home page lists
// the games; every game page, the 8-puzzle and the xor corner open through the bundle's own
// links and take a move as a student would make one, with the computer replying where it
// plays by default. The file's Content-Security-Policy is as strict as the served site's
// and nothing breaks it; nothing is requested but the file itself (and data:/blob: URLs).
// A crash of the core is survived inside the bundle's Blob worker too. The header (www/js/shell.js,
// run first by the bundle's script) is drawn with its menu, whose links point into the bundle.
// How each page is opened and played is in its data (tests/e2e/games/<page>.mjs, bundle); where
// a test needs a game page as an example it takes the catalogue's first.
// Screenshots: target/screenshots/bundle-home.png, bundle-<page>.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  ROOT,
  MENU,
  CATALOGUE,
  GAME_PAGES,
  pageData,
  entryOf,
  startHash,
  launchBrowser,
  openPage,
  assertClean,
  waitForState,
  waitForPosition,
  boardPosition,
  screenshot,
} from "./harness.mjs";

const BUNDLE = join(ROOT, "dist", "grundy.html");
const FILE_URL = pathToFileURL(BUNDLE).href;

/** A game page as an example (the catalogue's first), and the address of its start in the bundle. */
const EXAMPLE = GAME_PAGES[0];
const EXAMPLE_ADDRESS = `?page=${EXAMPLE}${startHash(entryOf(EXAMPLE))}`;
/** The menu's links as the bundle writes them: [name, "?page=<page>"]. */
const MENU_LINKS = MENU.flatMap(([, links]) => links).map(([name, file]) => [name, `?page=${file.replace(/\.html$/, "")}`]);

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/**
 * A fresh page on the bundle's `address` (a query and hash, "" for the home page) that
 * records every request that is not the file itself or a data:/blob: URL, and every CSP
 * violation the document reports.
 */
async function openBundle(address = "") {
  assert.ok(existsSync(BUNDLE), "dist/grundy.html is missing: run ./build.sh bundle");
  const page = await openPage(browser);
  page.foreign = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (url.split(/[?#]/)[0] === FILE_URL) return;
    page.foreign.push(url);
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  await page.goto(`${FILE_URL}${address}`);
  return page;
}

/** The page's own checks after each test: no errors, no CSP violation, no network. */
async function assertOffline(page) {
  assertClean(page);
  assert.deepEqual(await page.evaluate(() => window.cspViolations), [], "the bundle broke its own CSP");
  assert.deepEqual(page.foreign, [], "the bundle asked for something other than itself");
}

/**
 * From the home page, follow the card link of the catalogue entry `game` to its start: a game's
 * Play, a lab's Open (which links to its start in the bundle).
 */
async function openFromHome(page, game) {
  await page.goto(FILE_URL);
  await waitForState(page, "ready");
  const link =
    game.kind === "lab"
      ? `.tool-card[data-tool="${game.id}"] a.play[href="?page=${game.page.replace(/\.html$/, "")}${startHash(game)}"]`
      : `#game-list .card[data-game="${game.id}"] a.default-position`;
  await page.locator(link).click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get("page") !== null);
  await waitForState(page, "ready", "over");
}

/** The computer's reply: it thought, then the position moved on from `afterStudent`. */
async function computerReplied(page, afterStudent) {
  await page.waitForFunction((p) => document.getElementById("board")?.dataset.position !== p, afterStudent);
  await waitForState(page, "ready", "over");
  const now = await boardPosition(page);
  assert.notEqual(now, afterStudent, "the computer replied");
  return now;
}

test("the bundle opens from file:// with a strict CSP and lists the games", async () => {
  const page = await openBundle();
  await waitForState(page, "ready");
  assert.equal(await page.title(), "Grundy");
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', "content");
  assert.ok(csp, "the bundle has a CSP meta tag");
  assert.doesNotMatch(csp, /unsafe-inline|'unsafe-eval'/);
  assert.match(csp, /script-src 'sha256-[A-Za-z0-9+/=]+' 'wasm-unsafe-eval'/);
  assert.match(csp, /style-src ('sha256-[A-Za-z0-9+/=]+' ?)+(;|$)/);
  assert.match(csp, /worker-src blob:/);
  assert.match(csp, /default-src 'none'/);

  const games = await page.$$eval("#game-list .card", (cards) => cards.map((c) => c.dataset.game));
  for (const { id } of CATALOGUE.filter((g) => g.kind !== "lab")) assert.ok(games.includes(id), `the home page lists ${id}`);
  // Links the home page drew at run time point into the bundle, never at nim.html.
  const hrefs = await page.$$eval("a[href]", (links) => links.map((a) => a.getAttribute("href")));
  assert.deepEqual(
    hrefs.filter((h) => /\.html\b/.test(h)),
    [],
    "no link still names a page file",
  );
  for (const game of CATALOGUE.filter((g) => g.kind !== "lab")) {
    const href = `?page=${game.page.replace(/\.html$/, "")}${startHash(game)}`;
    assert.equal(await page.getAttribute(`#game-list .card[data-game="${game.id}"] a.default-position`, "href"), href, game.id);
  }
  await screenshot(page, "bundle-home", { fullPage: true });
  await assertOffline(page);
  await page.close();
});

/**
 * Every page whose data says how it is played in the bundle (bundle), opened from its card on
 * the home page at its start (or at an address of its own), played as a student would, with the
 * computer's reply where it plays, then back home by the header's brand link.
 */
for (const game of CATALOGUE) {
  const name = game.page.replace(/\.html$/, "");
  const plan = pageData(name).bundle;
  if (!plan || entryOf(name) !== game) continue;
  test(`${game.name}: ${plan.does}`, async () => {
    const page = await openBundle(plan.hash ? `?page=${name}${plan.hash}` : "");
    if (plan.hash) await waitForState(page, "ready", "over");
    else await openFromHome(page, game);
    if (plan.title) assert.equal(await page.title(), plan.title);
    if (plan.asks) assert.equal(await page.textContent("#status"), plan.asks);
    const start = plan.board === false ? null : await boardPosition(page);
    if (!plan.hash && plan.board !== false) assert.equal(start, game.defaultPosition, "the card's start");
    await plan.move(page);
    const after = typeof plan.after === "function" ? plan.after(start) : plan.after;
    if (after !== undefined) await waitForPosition(page, after);
    else if (plan.board !== false) await page.waitForFunction((p) => document.getElementById("board").dataset.position !== p, start);
    if (plan.reply !== false) {
      const replied = await computerReplied(page, after);
      if (plan.replied) assert.ok(plan.replied(replied), replied);
    }
    if (plan.status) assert.equal(await page.textContent("#status"), plan.status);
    if (plan.address) assert.equal(decodeURIComponent(new URL(page.url()).hash), plan.address);
    await screenshot(page, `bundle-${name}`);
    if (plan.typed) {
      // A typed move in the move box works as well.
      const before = await boardPosition(page);
      await page.fill("#move-input", plan.typed(before));
      await page.press("#move-input", "Enter");
      await page.waitForFunction((p) => document.getElementById("board").dataset.position !== p, before);
      await waitForState(page, "ready", "over");
    }
    // The header's brand link goes back to the home page, inside the bundle.
    await page.click(".site-header .brand");
    await waitForState(page, "ready");
    assert.equal((await page.locator("#game-list .card").count()) > 0, true);
    await assertOffline(page);
    await page.close();
  });
}

test("the header's menu is drawn in the bundle, its links point into the bundle and navigate", async () => {
  const page = await openBundle(EXAMPLE_ADDRESS);
  await waitForState(page, "ready");
  const links = await page.$$eval(".site-header .menu-panel a", (as) => as.map((a) => [a.textContent, a.getAttribute("href")]));
  assert.equal(links.length, MENU.flatMap(([, pages]) => pages).length, "every page but the home page is in the menu");
  assert.deepEqual(links, MENU_LINKS, "the menu's names and pages, in its order");
  assert.deepEqual(
    links.filter(([, href]) => !href.startsWith("?page=")),
    [],
    "every menu link points into the bundle",
  );
  const [here] = MENU_LINKS.filter(([, href]) => href === `?page=${EXAMPLE}`);
  assert.equal(await page.getAttribute('.site-header .menu-panel a[aria-current="page"]', "href"), here[1]);
  assert.equal(await page.getAttribute(".site-header .brand", "href"), "?page=index");
  assert.equal(await page.textContent(".menu-here"), here[0]);
  // The toggles are the shell's, bound by settings.js: one of each, and they work.
  assert.equal(await page.locator("#projector-toggle").count(), 1);
  await page.focus(".menu-button");
  await page.keyboard.press("Enter");
  assert.equal(await page.locator(".menu-panel").isVisible(), true);
  await page.keyboard.press("Escape");
  assert.equal(await page.locator(".menu-panel").isVisible(), false);
  // Another page, by its name in the menu (the second group's first).
  const [[name, other]] = MENU[1][1];
  const otherPage = other.replace(/\.html$/, "");
  await page.click(".menu-button");
  await page.getByRole("link", { name, exact: true }).click();
  await page.waitForFunction((p) => new URLSearchParams(location.search).get("page") === p, otherPage);
  await waitForState(page, "ready", "over");
  assert.equal(await page.getAttribute('.site-header [aria-current="page"]', "href"), `?page=${otherPage}`);
  await page.check("#projector-toggle");
  await page.waitForFunction(() => document.documentElement.classList.contains("projector"));
  await assertOffline(page);
  await page.close();
});

test("both modules of the core run in the bundle's one worker: a partizan page, then an impartial one", async () => {
  // The catalogue's first partizan game at its start, then its first impartial game's page.
  const partizan = CATALOGUE.find((g) => g.kind === "partizan");
  const impartial = CATALOGUE.find((g) => g.kind === "impartial");
  const page = await openBundle(`?page=${partizan.page.replace(/\.html$/, "")}${startHash(partizan)}`);
  await waitForState(page, "ready", "over");
  // The partizan module answered: the board is drawn from its analysis.
  const before = await page.locator("#board [data-part], #board rect").count();
  assert.ok(before > 0, "the board is drawn");
  await page.click(".site-header .menu-button");
  await page.getByRole("link", { name: impartial.menuName, exact: true }).click();
  await waitForState(page, "ready");
  assert.match(await page.textContent("#status"), /\S/);
  await assertOffline(page);
  await page.close();
});

test("a lesson works from the offline file: its link points into the file, a card is judged, its QR code is drawn", async () => {
  const page = await openBundle("?page=lesson#ready=nim");
  await waitForState(page, "ready");
  assert.equal(await page.textContent("#run-progress"), "Card 1 of 7");
  await page.click('#run-choices [data-answer="P"]');
  await page.waitForFunction(() => document.getElementById("run-verdict").dataset.right === "true");
  await page.click("#run-edit");
  await page.waitForFunction(() => document.getElementById("lesson-link").value !== "");
  const link = await page.inputValue("#lesson-link");
  assert.ok(link.startsWith(`${FILE_URL}?page=lesson#L2.`), link);
  await page.click("#lesson-qr");
  await page.waitForSelector("#qr-code svg path");
  // The link opens the same lesson from the file.
  await page.goto(link);
  await waitForState(page, "ready");
  assert.equal(await page.textContent("#run-title"), "Nim and the nim-sum");
  await assertOffline(page);
  await page.close();
});

test("an unknown page name shows the home page", async () => {
  const page = await openBundle("?page=no-such-page");
  await waitForState(page, "ready");
  assert.ok((await page.locator("#game-list .card").count()) > 0);
  await assertOffline(page);
  await page.close();
});

test("a crash of the core inside the bundle's Blob worker is survived", async () => {
  // A page whose data says how to play it in the bundle, a move typed in the move box too.
  const name = GAME_PAGES.find((p) => pageData(p).bundle?.typed);
  const plan = pageData(name).bundle;
  const page = await openBundle(`?page=${name}${startHash(entryOf(name))}`);
  await waitForState(page, "ready");
  await plan.move(page);
  await waitForPosition(page, plan.after);
  const before = await computerReplied(page, plan.after);

  const kind = await page.evaluate(() =>
    globalThis.grundyBundle
      .engine()
      .crashForTest()
      .then(
        () => "no error",
        (e) => e.kind,
      ),
  );
  assert.equal(kind, "engineCrashed");
  assert.equal(await page.locator("main .engine-notice").isVisible(), true, "the crash notice is shown");
  assert.equal(await boardPosition(page), before, "the game is kept");

  await page.fill("#move-input", plan.typed(before));
  await page.press("#move-input", "Enter");
  await page.waitForFunction((p) => document.getElementById("board").dataset.position !== p, before);
  await waitForState(page, "ready", "over");
  assert.equal(await page.locator(".engine-notice").count(), 0, "the notice goes once the engine answers");
  assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
  assert.deepEqual(page.foreign, []);
  // assertClean is not used here: the panic hook prints the deliberate panic as an error.
  await page.close();
});

test("projector mode is on before the bundle draws a page (its one script applies it first)", async () => {
  const page = await openPage(browser);
  await page.addInitScript(() => {
    localStorage.setItem("grundy-settings", JSON.stringify({ projector: true, terms: "letters" }));
    window.firstFrame = null;
    // The pages sit in <template>s, outside the document, until the router puts one in.
    const observer = new MutationObserver(() => {
      if (window.firstFrame !== null || !document.querySelector("header.site-header")) return;
      window.firstFrame = document.documentElement.classList.contains("projector");
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${FILE_URL}${EXAMPLE_ADDRESS}`);
  await waitForState(page, "ready");
  assert.equal(await page.evaluate(() => window.firstFrame), true, "the page's header appeared in projector mode");
  assertClean(page);
  await page.close();
});
