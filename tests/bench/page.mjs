// The page half of `./build.sh bench`: what a student waits for in a real browser.
//
// - The home page, served, until its game cards can be clicked (the "grundy-interactive"
//   performance mark home.js sets), in a fresh browser context each time (nothing cached).
// - The first call of the heaviest solves (2x2 Go's full alpha-beta, Chomp's table sweeps) in
//   headless Chromium, and the same call again. V8 first compiles wasm with its baseline
//   compiler (Liftoff) and only later with the optimising one (TurboFan); a long first call
//   runs mostly in baseline code, so it is slower than the Node figures, which are warmed up.
// - The size of the site as a browser downloads it: every file of the served site gzipped
//   (level 9), summed, and the wasm module alone. ./build.sh bench measures target/site, the
//   minified copy that is served (GRUNDY_SITE_DIR); run alone, this measures www/.
//
// Prints a Markdown table and exits 1 if a goal is not met.
// Usage: node tests/bench/page.mjs   (after ./build.sh build; Chromium as for the page tests)
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { startServer, launchBrowser, SITE } from "../e2e/harness.mjs";
import { printTable } from "./table.mjs";

const RUNS = 5;
const spec = JSON.parse(readFileSync(new URL("workloads.json", import.meta.url), "utf8"));
const workload = (prefix) => {
  const w = spec.workloads.find((x) => x.name.startsWith(prefix));
  if (!w) throw new Error(`workloads.json has no workload starting "${prefix}"`);
  return w;
};
/** The solves whose first call is measured, as [engine function, arguments] in the page. */
const FIRST_CALLS = [
  workload("2x2 Go: alpha-beta stones-first"),
  workload("chomp: solve every position of 12x12"),
  workload("chomp: solve every position of 14x14"),
].map((w) => ({
  name: w.name,
  fn: w.call,
  args: w.call === "search" ? [w.args[0], w.args[1], JSON.parse(w.args[2])] : w.args,
  goalMs: w.goalMs,
}));

const best = (xs) => Math.min(...xs);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => ms.toFixed(0);

async function homeInteractive(browser, base) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}index.html`);
    await page.waitForFunction(() => performance.getEntriesByName("grundy-interactive").length > 0, null, {
      timeout: 30_000,
    });
    // The mark's time counts from the start of navigation (performance's time origin).
    times.push(await page.evaluate(() => performance.getEntriesByName("grundy-interactive")[0].startTime));
    await context.close();
  }
  return times;
}

/** One fresh page: start the engine, then time the call twice (first, then warm). */
async function firstCall(browser, base, call) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}index.html`);
  const result = await page.evaluate(async ({ fn, args }) => {
    const engine = await import(new URL("js/engine.js", location.href).href);
    await engine.games(); // the worker is up and the module instantiated: not part of the figure
    const once = async () => {
      if (fn === "chompSolve") await engine.chompForget();
      const t = performance.now();
      await engine[fn](...args);
      return performance.now() - t;
    };
    const first = await once();
    const second = await once();
    return { first, second };
  }, call);
  await context.close();
  return result;
}

function siteSize() {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(SITE);
  let total = 0;
  let wasm = 0;
  for (const file of files) {
    const gz = gzipSync(readFileSync(file), { level: 9 }).length;
    total += gz;
    if (relative(SITE, file) === join("pkg", "grundy_bg.wasm")) wasm = gz;
  }
  return { total, wasm, files: files.length };
}

const server = await startServer();
const browser = await launchBrowser();
const rows = [["page workload (headless Chromium)", "best", "median", "goal", "met"]];
let allMet = true;
try {
  const home = await homeInteractive(browser, server.url);
  const homeMet = best(home) < 1000;
  allMet &&= homeMet;
  rows.push([`home page interactive, served, fresh context (${RUNS} loads)`, `${fmt(best(home))} ms`, `${fmt(median(home))} ms`, "< 1000 ms", homeMet ? "yes" : "NO"]);
  for (const call of FIRST_CALLS) {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await firstCall(browser, server.url, call));
    const firsts = runs.map((r) => r.first);
    const seconds = runs.map((r) => r.second);
    rows.push([`first call: ${call.name}`, `${fmt(best(firsts))} ms`, `${fmt(median(firsts))} ms`, "(shown)", "-"]);
    rows.push([`second call: ${call.name}`, `${fmt(best(seconds))} ms`, `${fmt(median(seconds))} ms`, `< ${call.goalMs} ms`, best(seconds) <= call.goalMs ? "yes" : "no (see note)"]);
  }
} finally {
  await browser.close();
  await server.close();
}
const size = siteSize();
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const siteMet = size.total <= 200 * 1024;
const wasmMet = size.wasm <= 100 * 1024;
allMet &&= siteMet && wasmMet;
rows.push([`whole served site, each of ${size.files} files gzipped, summed`, kb(size.total), "", "< 200 KB", siteMet ? "yes" : "NO"]);
rows.push(["wasm module, gzipped", kb(size.wasm), "", "< 100 KB", wasmMet ? "yes" : "NO"]);

printTable(rows);
console.log(allMet ? "every page goal met" : "SOME PAGE GOALS NOT MET");
process.exitCode = allMet ? 0 : 1;
