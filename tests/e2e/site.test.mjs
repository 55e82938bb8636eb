// The whole site: every page carries a strict Content-Security-Policy (no inline script, no
// eval; only 'wasm-unsafe-eval' so that the WebAssembly module can be compiled), loads without
// a single console error, and asks for nothing but its own files. When the tests run against
// the served copy (target/site, ./build.sh test, written by tools/site.mjs), that copy holds
// every page and asset of www/, each page's module scripts bundled (shared code in chunks), its
// stylesheets joined into one, and everything else byte for byte the same.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, relative } from "node:path";
import { WWW, SITE, useBrowser, openPage, assertClean, coreBuilt } from "./harness.mjs";

const env = useBrowser({ before, after });
const pages = readdirSync(WWW)
  .filter((f) => f.endsWith(".html"))
  .sort();

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir) {
  const found = [];
  const walk = (at) => {
    for (const name of readdirSync(at)) {
      const full = join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else found.push(relative(dir, full));
    }
  };
  walk(dir);
  return found.sort();
}

/** A sheet's bytes under www/css, with those of the sheets it @imports (css/boards.css: every board's). */
function sheetBytes(rel) {
  const text = readFileSync(join(WWW, "css", rel), "utf8");
  const imports = [...text.matchAll(/@import "([^"]+)";/g)].map((m) => join(dirname(rel), m[1]));
  return Buffer.byteLength(text) + imports.reduce((total, sheet) => total + sheetBytes(sheet), 0);
}

test("the served copy: every page and asset of www/, the modules bundled, one stylesheet a page", {
  skip: SITE === WWW && "serving www/ itself",
}, () => {
  const served = filesUnder(SITE);
  /** The pages' module scripts and the worker: the bundles' entries, each served under its own name. */
  const entries = new Set(["js/worker.js"]);
  for (const name of pages) {
    const html = readFileSync(join(WWW, name), "utf8");
    for (const m of html.matchAll(/<script type="module"(?: async)? src="([^"]+)"><\/script>/g)) entries.add(m[1]);
    const sheets = /data-css="([^"]*)"/.exec(html)?.[1].split(/\s+/).filter(Boolean) ?? [];
    const page = name.replace(/\.html$/, "");
    // The page as written but for its one stylesheet, which holds all of its sheets, smaller.
    assert.equal(readFileSync(join(SITE, name), "utf8"), html.replace(/data-css="[^"]*"/, `data-css="page-${page}"`), name);
    const source = sheets.reduce((total, sheet) => total + sheetBytes(`${sheet}.css`), 0);
    const sheet = statSync(join(SITE, "css", `page-${page}.css`)).size;
    assert.ok(
      sheet > source / 3 && sheet < source,
      `css/page-${page}.css (${sheet} bytes) does not hold ${sheets.join(", ")} minified (${source})`,
    );
  }
  for (const rel of filesUnder(WWW)) {
    const kind = extname(rel);
    if (kind === ".css" || kind === ".html") continue;
    if (kind === ".js" && rel.startsWith("js/") && rel !== "js/shell.js" && !entries.has(rel)) {
      assert.ok(!served.includes(rel), `${rel} is served on its own although a bundle holds it`);
      continue;
    }
    assert.ok(served.includes(rel), `${rel} is not served: run ./build.sh build`);
    const source = readFileSync(join(WWW, rel));
    const copy = readFileSync(join(SITE, rel));
    if (kind === ".js") assert.ok(copy.length < source.length || entries.has(rel), `${rel} is not minified`);
    else assert.ok(copy.equals(source), `${rel} differs from www/${rel}`);
  }
  // Nothing else but the shared chunks, beside the entries (their `new URL("./worker.js",
  // import.meta.url)` and `../pkg/` still point where they did), and the pages' sheets.
  const extra = served.filter((rel) => !existsIn(WWW, rel) && !/^js\/chunk-\w+\.js$/.test(rel) && !/^css\/page-[\w-]+\.css$/.test(rel));
  assert.deepEqual(extra, [], "files served that www/ does not explain");
  // A page's entry imports every chunk it needs itself (esbuild flattens them): no chain of
  // imports to wait through on a slow connection beyond entry -> chunks. Every entry (each
  // page's module and the worker) shares code with the others, so each imports a chunk.
  for (const entry of entries) {
    const bundle = readFileSync(join(SITE, entry), "utf8");
    assert.match(bundle, /from"\.\/chunk-\w+\.js"/, `${entry} imports no chunk: the bundles are not split`);
  }
  // The one classic script stays classic: minified on its own, no import or export added (a
  // module would wait for the whole document, and the header would be drawn late).
  const shell = readFileSync(join(SITE, "js", "shell.js"), "utf8");
  assert.doesNotMatch(shell, /(^|[;}\s])(import|export)[\s{*"']/, "js/shell.js became a module");
  assert.match(shell, /^\(\(\)=>\{"use strict";/, "js/shell.js is still one strict function run at once");
});

/** True when `rel` is a file of `dir`. */
function existsIn(dir, rel) {
  try {
    return statSync(join(dir, rel)).isFile();
  } catch {
    return false;
  }
}

test("every page has a strict Content-Security-Policy", async () => {
  assert.ok(coreBuilt(), "run ./build.sh build first");
  assert.ok(pages.length >= 10, `only ${pages.length} pages`);
  const page = await openPage(env.browser);
  for (const name of pages) {
    await page.goto(`${env.base}${name}`);
    const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', "content");
    assert.ok(csp, `${name} has no CSP meta tag`);
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'(;|$)/, name);
    assert.doesNotMatch(csp, /unsafe-inline|'unsafe-eval'/, name);
    assert.equal(await page.locator("script:not([src])").count(), 0, `${name} has an inline script`);
  }
  await page.close();
});

test("every page loads cleanly and requests only its own files", async () => {
  for (const name of pages) {
    const page = await openPage(env.browser);
    const foreign = [];
    page.on("request", (r) => {
      if (!r.url().startsWith(env.base) && !r.url().startsWith("data:")) foreign.push(r.url());
    });
    await page.goto(`${env.base}${name}`, { waitUntil: "networkidle" });
    // Pages with a game wait for the engine; give the worker's first answer time to arrive.
    await page.waitForFunction(() => !document.body.dataset.state || document.body.dataset.state !== "loading");
    assert.deepEqual(foreign, [], `${name} asked for other sites`);
    assertClean(page);
    await page.close();
  }
});

// Issue 14: on a slow connection the module's download must start with the page's first round
// trip, not after the chain of scripts (tests/bench/page.mjs measures it). Each page preloads
// its core, pkg/grundy_bg.wasm (pkg/grundy_partizan_bg.wasm on the partizan pages,
// pkg/grundy_chance_bg.wasm on Pig's and the 8-puzzle's: the catalogue's module), which
// engine.js fetches and compiles for the worker, and loads engine.js as its first module
// script, async so that it need not wait for the stylesheets, which starts the worker at once
// (on the sums page that made the first move about 150 ms sooner). A preload that no fetch takes over would download
// the module twice; a page that forgot either line would be slow again; the other core is
// never downloaded.
test("every page preloads the wasm module once, for engine.js, and starts the engine first", async () => {
  for (const name of pages) {
    const html = readFileSync(join(WWW, name), "utf8");
    const head = /<head>([\s\S]*?)<\/head>/i.exec(html)[1];
    const preload =
      /<link rel="preload" href="(pkg\/grundy(?:_partizan|_chance)?_bg\.wasm)" as="fetch" type="application\/wasm" crossorigin>/.exec(head);
    assert.ok(preload, `${name} does not preload the wasm module`);
    const modules = [...head.matchAll(/<script type="module"(?: async)? src="([^"]+)"><\/script>/g)].map((m) => m[1]);
    assert.equal(modules[0], "js/engine.js", `${name}: engine.js is not the first module script (${modules.join(", ")})`);
    assert.match(head, /<script type="module" async src="js\/engine\.js"><\/script>/, `${name}: engine.js is not async`);

    const page = await openPage(env.browser);
    const wasm = [];
    // The context's requests, so that a download by the worker counts too.
    page.context().on("request", (r) => {
      if (r.url().endsWith(".wasm")) wasm.push(`${r.url().slice(env.base.length)} ${r.resourceType()}`);
    });
    await page.goto(`${env.base}${name}`);
    await page.waitForFunction(() => document.body.dataset.state && document.body.dataset.state !== "loading");
    assert.equal(await page.evaluate(() => document.body.dataset.state === "error"), false, `${name}: the engine did not start`);
    assert.equal(wasm.length, 1, `${name} downloaded a wasm module ${wasm.length} times (${wasm.join(", ")})`);
    assert.match(wasm[0], new RegExp(`^${preload[1]} `), `${name} downloaded the module it preloads`);
    assertClean(page);
    await page.close();
  }
});
