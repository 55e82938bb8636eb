// The whole site: every page carries a strict Content-Security-Policy (no inline script, no
// eval; only 'wasm-unsafe-eval' so that the WebAssembly module can be compiled), loads without
// a single console error, and asks for nothing but its own files.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { WWW, useBrowser, openPage, assertClean, coreBuilt } from "./harness.mjs";

const env = useBrowser({ before, after });
const pages = readdirSync(WWW).filter((f) => f.endsWith(".html")).sort();

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
