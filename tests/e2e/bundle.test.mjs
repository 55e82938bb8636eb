// The single-file bundle (dist/grundy.html, from ./build.sh bundle) opened the way a teacher
// would: double-clicked, from file://, with no server and no network. The home page lists
// the games; every game page, the 8-puzzle and the xor corner open through the bundle's own
// links and take a move as a student would make one, with the computer replying where it
// plays by default. The file's Content-Security-Policy is as strict as the served site's
// and nothing breaks it; nothing is requested but the file itself (and data:/blob: URLs).
// A crash of the core is survived inside the bundle's Blob worker too. The header (www/js/shell.js,
// run first by the bundle's script) is drawn with its menu, whose links point into the bundle.
// Screenshots: target/screenshots/bundle-home.png, bundle-nim.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  ROOT,
  MENU,
  CATALOGUE,
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

/** From the home page, follow the card link of `game` to its default position. */
async function openFromHome(page, game) {
  await page.goto(FILE_URL);
  await waitForState(page, "ready");
  await page.locator(`#game-list .card[data-game="${game}"] a.default-position`).click();
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
  assert.equal(await page.getAttribute('#game-list .card[data-game="nim"] a.default-position', "href"), "?page=nim#3,4,5");
  await screenshot(page, "bundle-home", { fullPage: true });
  await assertOffline(page);
  await page.close();
});

test("Nim: a click takes chips and the computer replies", async () => {
  const page = await openBundle();
  await openFromHome(page, "nim");
  assert.equal(await page.title(), "Nim 3,4,5 · Grundy");
  assert.equal(await boardPosition(page), "3,4,5");
  await page.locator('#board .token[data-pile="0"][data-index="1"]').click();
  await waitForPosition(page, "1,4,5");
  await computerReplied(page, "1,4,5");
  assert.equal(await page.textContent("#status"), "Your turn");
  await screenshot(page, "bundle-nim");
  // A typed move in the move box works as well.
  const before = await boardPosition(page);
  const pile =
    before
      .split(",")
      .map(Number)
      .findIndex((n) => n > 0) + 1;
  await page.fill("#move-input", `${pile}-1`);
  await page.press("#move-input", "Enter");
  await page.waitForFunction((p) => document.getElementById("board").dataset.position !== p, before);
  await waitForState(page, "ready", "over");
  // The header's brand link goes back to the home page, inside the bundle.
  await page.click(".site-header .brand");
  await waitForState(page, "ready");
  assert.equal((await page.locator("#game-list .card").count()) > 0, true);
  await assertOffline(page);
  await page.close();
});

test("the header's menu is drawn in the bundle, its links point into the bundle and navigate", async () => {
  const page = await openBundle("?page=nim#3,4,5");
  await waitForState(page, "ready");
  const links = await page.$$eval(".site-header .menu-panel a", (as) => as.map((a) => [a.textContent, a.getAttribute("href")]));
  assert.equal(links.length, MENU.flatMap(([, pages]) => pages).length, "every page but the home page is in the menu");
  assert.deepEqual(links.slice(0, 3), [
    ["Nim", "?page=nim"],
    ["Moore's Nim", "?page=moore"],
    ["Xor corner", "?page=xor"],
  ]);
  assert.deepEqual(
    links.filter(([, href]) => !href.startsWith("?page=")),
    [],
    "every menu link points into the bundle",
  );
  assert.equal(await page.getAttribute('.site-header .menu-panel a[aria-current="page"]', "href"), "?page=nim");
  assert.equal(await page.getAttribute(".site-header .brand", "href"), "?page=index");
  assert.equal(await page.textContent(".menu-here"), "Nim");
  // The toggles are the shell's, bound by settings.js: one of each, and they work.
  assert.equal(await page.locator("#projector-toggle").count(), 1);
  await page.focus(".menu-button");
  await page.keyboard.press("Enter");
  assert.equal(await page.locator(".menu-panel").isVisible(), true);
  await page.keyboard.press("Escape");
  assert.equal(await page.locator(".menu-panel").isVisible(), false);
  await page.click(".menu-button");
  await page.getByRole("link", { name: "Kayles" }).click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get("page") === "kayles");
  await waitForState(page, "ready", "over");
  assert.equal(await page.getAttribute('.site-header [aria-current="page"]', "href"), "?page=kayles");
  await page.check("#projector-toggle");
  await page.waitForFunction(() => document.documentElement.classList.contains("projector"));
  await assertOffline(page);
  await page.close();
});

test("the Scoring game: the chip moves to a square and the computer replies", async () => {
  const page = await openBundle();
  await openFromHome(page, "scoring:1,2,3");
  assert.equal(await boardPosition(page), "21");
  await page.locator('#board .square[data-square="20"]').click();
  await waitForPosition(page, "20");
  const after = await computerReplied(page, "20");
  assert.ok(["19", "18", "17"].includes(after), after);
  await assertOffline(page);
  await page.close();
});

test("Nimble: a coin slides left and the computer replies", async () => {
  const page = await openBundle();
  await openFromHome(page, "nimble");
  assert.equal(await boardPosition(page), "1,4,4,7");
  await page.locator('#board .square[data-square="7"]').click();
  await page.locator('#board .square[data-square="1"]').click();
  await waitForPosition(page, "1,4,4,1");
  await computerReplied(page, "1,4,4,1");
  await assertOffline(page);
  await page.close();
});

test("Kayles: two pins knocked down and the computer replies", async () => {
  const page = await openBundle();
  await openFromHome(page, "kayles");
  assert.equal(await boardPosition(page), "5,3");
  await page.locator('#board .pin[data-part="0"][data-pin="1"]').click();
  await page.locator('#board .pin[data-part="0"][data-pin="2"]').click();
  await waitForPosition(page, "1,2,3");
  await computerReplied(page, "1,2,3");
  await assertOffline(page);
  await page.close();
});

test("Corner the Lady: the queen moves and the computer replies", async () => {
  const page = await openBundle();
  await openFromHome(page, "wythoff");
  assert.equal(await boardPosition(page), "4,6");
  await page.locator('#board .cell[data-part="0"][data-x="4"][data-y="3"]').click();
  await waitForPosition(page, "4,3");
  await computerReplied(page, "4,3");
  await assertOffline(page);
  await page.close();
});

test("Moore's Nim: chips marked in two piles are taken and the computer replies", async () => {
  const page = await openBundle();
  await openFromHome(page, "moore:2");
  assert.equal(await boardPosition(page), "3,4,5");
  await page.locator('#board .token[data-pile="1"][data-index="3"]').click();
  await page.locator('#board .token[data-pile="2"][data-index="3"]').click();
  await page.click("#take");
  await waitForPosition(page, "3,3,3");
  await computerReplied(page, "3,3,3");
  await assertOffline(page);
  await page.close();
});

test("Northcott's game: a white checker slides and the computer moves black", async () => {
  const page = await openBundle();
  await openFromHome(page, "northcott:8");
  assert.equal(await boardPosition(page), "w:0-5,2-7,1-3");
  await page.locator('#board .cell[data-row="2"][data-column="2"]').click();
  await waitForPosition(page, "b:0-5,2-7,2-3");
  const after = await computerReplied(page, "b:0-5,2-7,2-3");
  assert.ok(after.startsWith("w:"), after);
  await assertOffline(page);
  await page.close();
});

test("Sums of games: a move in one component and the computer replies", async () => {
  const page = await openBundle();
  await openFromHome(page, "sums");
  const start = "scoring:1,2,3(7) + kayles(5) + wythoff(3,5) + nim(4)";
  assert.equal(await boardPosition(page), start);
  // The moves of a component as a list sit in its closed "Moves as a list" disclosure.
  await page.locator("#board details.component-list > summary").first().click();
  await page.locator('#board .move-btn[data-move="1:4"]').click();
  const afterStudent = "scoring:1,2,3(4) + kayles(5) + wythoff(3,5) + nim(4)";
  await waitForPosition(page, afterStudent);
  await computerReplied(page, afterStudent);
  await assertOffline(page);
  await page.close();
});

test("Chomp: a bite and the computer's bite", async () => {
  const page = await openBundle();
  await openFromHome(page, "chomp");
  assert.equal(await boardPosition(page), "6,6,6,6,6");
  await page.locator('#board .sq[data-row="1"][data-col="2"]').click();
  await waitForPosition(page, "6,2,2,2,2");
  await computerReplied(page, "6,2,2,2,2");
  await assertOffline(page);
  await page.close();
});

test("Tic-tac-toe: X in the centre and the computer's O", async () => {
  const page = await openBundle();
  await openFromHome(page, "tictactoe");
  assert.equal(await boardPosition(page), ".........");
  await page.locator('#board .cell[data-cell="5"]').click();
  await waitForPosition(page, "....x....");
  const after = await computerReplied(page, "....x....");
  assert.equal([...after].filter((c) => c === "o").length, 1, after);
  await assertOffline(page);
  await page.close();
});

test("2x2 Go: a stone and the computer's answer", async () => {
  const page = await openBundle();
  await openFromHome(page, "go");
  assert.equal(await boardPosition(page), ".");
  await page.locator('#board .point[data-point="a"]').click();
  await waitForPosition(page, "a");
  const after = await computerReplied(page, "a");
  assert.equal(after.length, 2, after);
  await assertOffline(page);
  await page.close();
});

test("the 8-puzzle: the home page's link opens a tray and a tile slides", async () => {
  const page = await openBundle();
  await waitForState(page, "ready");
  // The card's Open link starts the catalogue's tray.
  await page.click('.tool-card[data-tool="puzzle"] a.play[href="?page=puzzle#436718052"]');
  await waitForState(page, "ready", "over");
  assert.equal(await boardPosition(page), "436718052");
  await page.locator('#board .cell[data-tile="7"]').click();
  await waitForPosition(page, "436018752");
  assert.equal(decodeURIComponent(new URL(page.url()).hash), "#436018752");
  await assertOffline(page);
  await page.close();
});

test("the xor corner: the home page's link opens it and it xors two numbers", async () => {
  const page = await openBundle();
  await waitForState(page, "ready");
  await page.click('.tool-card[data-tool="xor"] a.play');
  await waitForState(page, "ready");
  assert.equal(await page.title(), "Xor corner · Grundy");
  await page.fill("#xor-a", "50");
  await page.fill("#xor-b", "37");
  await page.waitForFunction(() => document.querySelector('#xor-table tr[data-row="a ⊕ b"] td.dec')?.textContent === "23");
  await assertOffline(page);
  await page.close();
});

test("both modules of the core run in the bundle's one worker: a partizan page, then an impartial one", async () => {
  const page = await openBundle("?page=domineering#L:2x2");
  await waitForState(page, "ready");
  // The partizan module answered: the board is drawn from its analysis, and a move is played.
  const before = await page.locator("#board [data-part], #board rect").count();
  assert.ok(before > 0, "the grid is drawn");
  await page.click(".site-header .menu-button");
  await page.getByRole("link", { name: "Kayles" }).click();
  await waitForState(page, "ready");
  assert.match(await page.textContent("#status"), /\S/);
  await assertOffline(page);
  await page.close();
});

test("the games of chance's module runs in the bundle too: Pig solves its table and rolls", async () => {
  const page = await openBundle("?page=pig#seed=4:piglet:10/0,0/p1:0");
  await waitForState(page, "ready");
  assert.equal(await page.textContent("#status"), "Your turn: roll or hold?");
  const before = await page.getAttribute("#board", "data-position");
  await page.click('#board [data-action="roll"]');
  await page.waitForFunction((b) => document.getElementById("board").dataset.position !== b, before);
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
  assert.ok(link.startsWith(`${FILE_URL}?page=lesson#L1.`), link);
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
  const page = await openBundle("?page=nim#3,4,5");
  await waitForState(page, "ready");
  await page.locator('#board .token[data-pile="0"][data-index="1"]').click();
  await waitForPosition(page, "1,4,5");
  const before = await computerReplied(page, "1,4,5");

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

  const pile = before
    .split(",")
    .map(Number)
    .findIndex((n) => n > 0);
  await page.locator(`#board .token[data-pile="${pile}"][data-index="0"]`).click();
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
  await page.goto(`${FILE_URL}?page=nim#3,4,5`);
  await waitForState(page, "ready");
  assert.equal(await page.evaluate(() => window.firstFrame), true, "the page's header appeared in projector mode");
  assertClean(page);
  await page.close();
});
