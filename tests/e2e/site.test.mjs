// The whole site: every page carries a strict Content-Security-Policy (no inline script, no
// eval; only 'wasm-unsafe-eval' so that the WebAssembly module can be compiled), loads without
// a single console error, and asks for nothing but its own files. When the tests run against
// the served copy (target/site, ./build.sh test), that copy holds exactly the files of www/,
// its scripts and stylesheets smaller and everything else byte for byte the same.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { WWW, SITE, useBrowser, openPage, assertClean, coreBuilt } from "./harness.mjs";

const env = useBrowser({ before, after });
const pages = readdirSync(WWW).filter((f) => f.endsWith(".html")).sort();

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

test("the served copy holds every file of www/, scripts and styles minified, the rest unchanged", { skip: SITE === WWW && "serving www/ itself" }, () => {
  const sources = filesUnder(WWW);
  assert.deepEqual(filesUnder(SITE), sources, "target/site is stale: run ./build.sh build");
  for (const rel of sources) {
    const source = readFileSync(join(WWW, rel));
    const served = readFileSync(join(SITE, rel));
    if ([".js", ".css"].includes(extname(rel))) {
      assert.ok(served.length < source.length, `${rel} is not minified (${served.length} bytes, source ${source.length})`);
    } else {
      assert.ok(served.equals(source), `${rel} differs from www/${rel}`);
    }
  }
});

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
