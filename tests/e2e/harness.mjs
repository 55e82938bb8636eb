// Shared harness for the page tests: a tiny static server for the site and headless Chromium
// driven by playwright-core. Run all page tests from the repository root with
//
//   node --test tests/e2e/
//
// Needs `cd tests && npm ci` once (playwright-core), Chromium at /usr/bin/chromium (Debian's
// package; no browser download), and the built core in www/pkg/ (./build.sh build).
//
// The server serves www/ as it is, so a test run right after editing a page sees the edit.
// With GRUNDY_SITE_DIR=target/site (as ./build.sh test and bench set it) it serves the
// minified copy that ./build.sh serve serves instead (tools/site.mjs writes it).
//
// A test opens a page with `open(env, name, options)`: the page loaded, and waited on until its
// own state says it is ready (`openPage` alone only where something must be set up before the
// page loads: a route, a listener). Every page opened through `openPage` (so through `open`
// too) records console errors, page errors, failed requests and HTTP errors; `assertClean(page)`
// fails the test if any happened.
//
// The lists of pages come from the catalogue (www/games.json): CATALOGUE, PAGES, GAME_PAGES.
// What a table needs of a page beyond it is in tests/e2e/games/<page>.mjs (pageData).

import { createServer } from "node:http";
import { readFile, stat, mkdir } from "node:fs/promises";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { extname, join, normalize, resolve, sep, dirname } from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(here, "..", "..");
/** The sources of the pages: every page test's list of pages is read from here. */
export const WWW = join(ROOT, "www");
/** The folder the server serves: www/, or GRUNDY_SITE_DIR (the minified target/site). */
export const SITE = process.env.GRUNDY_SITE_DIR ? resolve(ROOT, process.env.GRUNDY_SITE_DIR) : WWW;
export const SCREENSHOTS = join(ROOT, "target", "screenshots");
/** Where /pkg/ is served from: the site's pkg/ (the build) unless GRUNDY_PKG_DIR names another. */
const PKG = process.env.GRUNDY_PKG_DIR ? resolve(process.env.GRUNDY_PKG_DIR) : join(SITE, "pkg");

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".ts": "text/plain; charset=utf-8",
};

/**
 * Map a URL path to a file of the site (or the pkg directory); null if it escapes. `/www/...`
 * is always the sources, for the unit tests of single modules, which the served copy keeps only
 * inside its bundles.
 */
function fileFor(urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split("?")[0]);
  } catch {
    return null;
  }
  if (path.endsWith("/")) path += "index.html";
  const [base, rel] = path.startsWith("/pkg/")
    ? [PKG, path.slice("/pkg/".length)]
    : path.startsWith("/www/")
      ? [WWW, path.slice("/www/".length)]
      : [SITE, path.slice(1)];
  const full = normalize(join(base, rel));
  if (full !== base && !full.startsWith(base + sep)) return null;
  return full;
}

/** The kinds of file a static host sends gzipped (Content-Encoding: gzip) when asked to. */
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".svg", ".wasm", ".json", ".txt", ".map"]);

/**
 * Start the static server on a free port of 127.0.0.1. Resolves to { url, close }.
 * With `gzip`, compressible files go out gzipped (level 9, compressed once and kept) to a
 * browser that accepts it, as a static host sends them; the page benchmark's slow-connection
 * figures use this. The page tests get the files as they are.
 */
export async function startServer({ gzip = false } = {}) {
  const gzipped = new Map(); // file -> its gzipped bytes
  const server = createServer(async (req, res) => {
    const file = fileFor(new URL(req.url, "http://localhost").pathname);
    if (!file || req.method !== "GET") {
      res.writeHead(file ? 405 : 403).end();
      return;
    }
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error("not a file");
      let body = await readFile(file);
      const headers = {
        "Content-Type": MIME[extname(file).toLowerCase()] ?? "application/octet-stream",
        "Cache-Control": "no-store",
      };
      if (gzip && COMPRESSIBLE.has(extname(file).toLowerCase())) {
        headers.Vary = "Accept-Encoding";
        if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
          if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 9 }));
          body = gzipped.get(file);
          headers["Content-Encoding"] = "gzip";
        }
      }
      headers["Content-Length"] = body.length;
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("not found");
    }
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((ok) => server.close(ok)),
  };
}

/** Launch headless Chromium with the flags this machine needs. */
export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install chromium)`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** True when the core has been built into the site's pkg/ (or GRUNDY_PKG_DIR). */
export const coreBuilt = () => existsSync(join(PKG, "grundy.js")) && existsSync(join(PKG, "grundy_bg.wasm"));

const problems = new WeakMap();

/**
 * A fresh page (own context) at 1280x720, the projector size, that records every console
 * error, uncaught exception, failed request and HTTP error status.
 */
export async function openPage(browser, { colorScheme = "light", reducedMotion = "no-preference", viewport } = {}) {
  const context = await browser.newContext({
    viewport: viewport ?? { width: 1280, height: 720 },
    colorScheme,
    reducedMotion,
  });
  const page = await context.newPage();
  const list = [];
  problems.set(page, list);
  // Console messages of the page's module worker arrive here too (ConsoleMessage.worker()).
  page.on("console", (msg) => {
    if (msg.type() === "error") list.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (error) => list.push(`pageerror: ${error.message}`));
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "?";
    // A load cut short because the test itself navigated (goto, reload) is not the page's fault.
    if (reason === "net::ERR_ABORTED") return;
    list.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) list.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.setDefaultTimeout(10_000);
  return page;
}

/** Fail if the page logged an error, threw, or had a request fail. */
export function assertClean(page) {
  assert.deepEqual(problems.get(page) ?? [], [], "the page reported errors");
}

/**
 * Wait until body[data-state] is one of `states`. Right after a click on a link the new
 * document may not have its <body> yet: that counts as not there yet, not as an error.
 */
export async function waitForState(page, ...states) {
  await page.waitForFunction((wanted) => wanted.includes(document.body?.dataset.state), states);
  return page.evaluate(() => document.body?.dataset.state);
}

/** The canonical position drawn on the Nim board. */
export const boardPosition = (page) => page.locator("#board").getAttribute("data-position");

/** Wait until the board shows `position`. */
export async function waitForPosition(page, position) {
  await page.waitForFunction((want) => document.getElementById("board")?.dataset.position === want, position);
}

/** Save a screenshot to target/screenshots/<name>.png. */
export async function screenshot(page, name, options = {}) {
  await mkdir(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, ...options });
  return path;
}

/** Number of drawn chips per pile, read from the SVG (data-pile on each chip). */
export async function drawnPiles(page) {
  return page.evaluate(() => {
    const piles = [...document.querySelectorAll("#board .pile")].map(() => 0);
    for (const t of document.querySelectorAll("#board .token")) piles[Number(t.dataset.pile)]++;
    return piles;
  });
}

/**
 * Wait until the Why? panel shows its first step: the steps come from the core in the worker,
 * and the counter reads "1 / N" once the first is drawn (it reads "0 / 0" before).
 */
export async function waitForWhyStep(page) {
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter")?.textContent.trim() ?? ""));
}

/**
 * Wait until no transition or finite animation is running on the page (the endless pulses of
 * a marked item aside): what a screenshot should show. getAnimations() brings the styles up
 * to date first, so a transition that a click has just set off counts as running.
 */
export async function waitForStill(page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Opens the Why? panel and steps it to the end: every caption as `[kind, text]`, in order
 * (the step's kind is the caption's data-kind).
 */
export async function whyCaptions(page) {
  await page.click("#why-toggle");
  await waitForWhyStep(page);
  const captions = [];
  for (;;) {
    captions.push([await page.getAttribute("#why-caption", "data-kind"), await page.textContent("#why-caption")]);
    if (await page.isDisabled("#why-forward")) break;
    await page.click("#why-forward");
  }
  return captions;
}
/** Shared setup for a test file: server + browser before, closed after. */
export function useBrowser({ before, after }) {
  const env = { server: null, browser: null, base: "" };
  before(() => assert.ok(coreBuilt(), "the core is not built: run ./build.sh build first (www/pkg/grundy.js)"));
  before(async () => {
    env.server = await startServer();
    env.base = env.server.url;
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

/** The catalogue (www/games.json, written by the build from the core's games()): every test's list of pages. */
export const CATALOGUE = JSON.parse(readFileSync(join(WWW, "games.json"), "utf8"));

/** The pages of `entries`, once each, by file name without ".html", in the catalogue's order. */
const pagesOf = (entries) => [...new Set(entries.map((g) => g.page.replace(/\.html$/, "")))];

/** Every page of the site, by file name without ".html": the home page, the catalogue's, the lesson page. */
export const PAGES = ["index", ...pagesOf(CATALOGUE), "lesson"];

/** The pages of the games (every page but the home page and the labs: the xor corner, the 8-puzzle). */
export const GAME_PAGES = pagesOf(CATALOGUE.filter((g) => g.kind !== "lab"));

/**
 * The header's menu as the catalogue orders it: [group title, [[menu name, page file], ...]],
 * each page once (Dawson's Kayles shares the Kayles page and its link), then the lesson page.
 */
export const MENU = (() => {
  const groups = new Map();
  const seen = new Set();
  for (const g of CATALOGUE) {
    if (seen.has(g.page)) continue;
    seen.add(g.page);
    if (!groups.has(g.group.title)) groups.set(g.group.title, []);
    groups.get(g.group.title).push([g.menuName, g.page]);
  }
  // The lesson page is no game: the menu's last group (catalogue.js menuGroups).
  return [...groups, ["Teaching", [["Your lesson", "lesson.html"]]]];
})();

/** The first catalogue entry on `name`.html: the page's own game (Kayles, not Dawson's Kayles). */
export const entryOf = (name) => CATALOGUE.find((g) => g.page === `${name}.html`);

/** The hash of a catalogue entry's start, as its card links to it: "#3,4,5", "#octal:0.07:8". */
export const startHash = (entry) => `#${entry.hashPrefix ?? ""}${entry.defaultPosition}`;

/**
 * Each page's own test data, from tests/e2e/games/<page>.mjs: what a table needs that the
 * catalogue cannot say (a11y's keys for one move, bad-input's own boxes and a legal move,
 * ask-hides' spoilers, ...), one export per test file, named after it. A page without a module,
 * or a module without a table's export, is checked by that table's generic path. The modules
 * import nothing from this file (it loads them while it loads).
 */
const DATA = Object.fromEntries(
  await Promise.all(
    pagesOf(CATALOGUE).map(async (name) => {
      const file = join(here, "games", `${name}.mjs`);
      return [name, existsSync(file) ? { ...(await import(pathToFileURL(file).href)) } : {}];
    }),
  ),
);

/** The page's own test data (tests/e2e/games/<page>.mjs): {} for a page without a module. */
export const pageData = (name) => DATA[name] ?? {};

/** The names of the modules of tests/e2e/games/, without ".mjs": each must be a page of the catalogue. */
export const DATA_MODULES = readdirSync(join(here, "games"))
  .filter((f) => f.endsWith(".mjs"))
  .map((f) => f.slice(0, -".mjs".length));

/**
 * The one way a test opens a page: `name`.html (at `options.hash`, "#3,4,5" or "3,4,5", if
 * given) in a fresh page of `env.browser` served from `env.base` (useBrowser's env), then
 * waits on the page's own state, body[data-state], until it is one of `options.states`
 * (default "ready" or "over": the game is on). Options:
 *   viewport, colorScheme, reducedMotion   the fresh page's (openPage's)
 *   settings   the room's settings remembered in localStorage before the page loads, as a
 *              teacher who set them yesterday: { projector, terms, hints, askFirst }
 *   projector  short for settings { projector: true, terms: "letters" }
 *   hints      tick the Hints toggle once the page is ready
 *   page       load into this page instead of a fresh one
 * Resolves to the page.
 */
export async function open(env, name, options = {}) {
  const { hash = "", states = ["ready", "over"], projector, settings, hints, page: into } = options;
  const page = into ?? (await openPage(env.browser, options));
  const room = { ...(projector ? { projector: true, terms: "letters" } : {}), ...settings };
  if (Object.keys(room).length > 0) {
    await page.addInitScript((saved) => localStorage.setItem("grundy-settings", JSON.stringify(saved)), room);
  }
  await page.goto(`${env.base}${name}.html${hash && !hash.startsWith("#") ? `#${hash}` : hash}`);
  await waitForState(page, ...states);
  if (hints) await page.check("#hints");
  return page;
}

/**
 * How a page is played with the keyboard alone (a11y.test.mjs; bad-input.test.mjs's legal move
 * where a page gives none): opened at `hash` (default: no hash, the page's start), the board
 * shows `start` (default: the catalogue's start position), and `keys` make one legal move once
 * the board has the focus (default Enter: the board's first piece takes the first move).
 * `keys: null` says the page has no board to move on. From the page's data, a11y export.
 */
export const keyboardPlan = (name) => ({ hash: "", start: entryOf(name).defaultPosition, keys: ["Enter"], ...pageData(name).a11y });

/** True when the focus is on the board (on it or on one of its pieces). */
export const focusOnBoard = (page) => page.evaluate(() => Boolean(document.activeElement?.closest("#board")));

/** Press Tab until the focus is on the board (the board's one tab stop); fails after 30 presses. */
export async function tabToBoard(page) {
  let presses = 0;
  while (!(await focusOnBoard(page))) {
    await page.keyboard.press("Tab");
    assert.ok(++presses <= 30, "Tab reaches the board");
  }
}

/**
 * Press `keys` in turn: a key name as Playwright spells it ("Enter", "ArrowLeft", "Shift+Tab"),
 * or "TAB:selector" to press Tab until the element matching `selector` has the focus.
 */
export async function pressKeys(page, keys) {
  for (const key of keys) {
    if (key.startsWith("TAB:")) {
      let n = 0;
      while (!(await page.evaluate((s) => document.activeElement?.matches(s), key.slice(4)))) {
        await page.keyboard.press("Tab");
        assert.ok(++n <= 10, `Tab reaches ${key.slice(4)}`);
      }
    } else {
      await page.keyboard.press(key);
    }
  }
}
