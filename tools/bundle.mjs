#!/usr/bin/env node
// Writes dist/grundy.html: the whole site in one file that opens by double-clicking it, from
// file://, with no network and no server. Run by `./build.sh bundle` after the core is built
// (www/pkg) and the npm dependencies are installed (esbuild, from tests/node_modules).
//
// What goes into the file, all inline:
//   - a Content-Security-Policy as strict as the served site's: no 'unsafe-inline' and no
//     'unsafe-eval'; each inline <script> and <style> is allowed by its sha256 hash, wasm
//     compilation by 'wasm-unsafe-eval', and the worker by `worker-src blob:`;
//   - every stylesheet, minified, as a <style data-href="css/...">; a sheet made of @imports
//     (css/boards.css: every board's sheet) as the sheets it imports;
//   - the worker (www/js/worker.js with the wasm-bindgen glue) bundled by esbuild into a
//     classic script, kept as text in a <script type="text/plain"> for a Blob worker, and the
//     two wasm modules as base64 in <script type="application/octet-stream">s (none runs);
//   - every page's <body> as a <template id="page-NAME">, its links to other pages rewritten
//     from `nim.html#...` to `?page=nim#...`;
//   - one script: www/js/shell.js (the page shell every page loads first: the room's settings,
//     <grundy-header> and the parts every game page shares), tools/bundle/shell.mjs (the router) and every page's module
//     scripts, bundled by esbuild. Each page's modules are evaluated only when that page is
//     shown, and modules shared between pages (engine.js, ui.js, ...) are in the file once.
//
// The pages' HTML is read with regular expressions, which is enough for files this project
// writes itself; anything the shell would not reproduce (an inline or classic script, a
// script in the body, a <link> other than the icon and stylesheets) stops the build with a
// message rather than making a file that quietly differs from the served site.

import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { bundleHref } from "./bundle/links.mjs";
import { pageSheets } from "./bundle/sheets.mjs";
import { ROOT, WWW, failWith, loadEsbuild, minified, requireBuiltCore } from "./common.mjs";

const OUT_DIR = join(ROOT, "dist");
const OUT = join(OUT_DIR, "grundy.html");
const fail = failWith("bundle");

// No stale bundle survives a failed run: the page test would otherwise test an old file.
await rm(OUT, { force: true });

const esbuild = loadEsbuild(fail, "./build.sh bundle");

// ---------------------------------------------------------------------------------------
// Reading the pages

/** The attributes of a tag's inside (`name="value" other`), entities decoded. */
function attributes(text) {
  const found = {};
  const pattern = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (const m of text.matchAll(pattern)) found[m[1].toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? "");
  return found;
}

function decode(text) {
  return text.replace(
    /&(amp|lt|gt|quot|#39|apos);/g,
    (_, name) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" })[name],
  );
}

/** Everything the bundle needs from one page file. */
function readPage(name, html) {
  const where = `www/${name}.html`;
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1];
  const body = /<body([^>]*)>([\s\S]*)<\/body>/i.exec(html);
  if (!head || !body) fail(`${where}: no <head> or <body>`);

  let title = decode(/<title>([\s\S]*?)<\/title>/i.exec(head)?.[1].trim() ?? "Grundy");
  let description = "";
  for (const m of head.matchAll(/<meta\s([^>]*)>/gi)) {
    const a = attributes(m[1]);
    if (a.name === "description") description = a.content ?? "";
  }

  // The stylesheets: those of <link>s in the head, and those shell.js writes (below).
  const css = [];
  let dataCss = "";
  for (const m of head.matchAll(/<link\s([^>]*)>/gi)) {
    const a = attributes(m[1]);
    if (a.rel === "stylesheet") css.push(a.href);
    // The served pages preload the wasm module; the bundle carries it inline.
    else if (a.rel === "preload" && /^pkg\/grundy(_partizan|_chance)?_bg\.wasm$/.test(a.href)) continue;
    else if (a.rel !== "icon") fail(`${where}: a <link rel="${a.rel}"> the bundle does not know how to inline`);
  }

  const scripts = [];
  for (const m of head.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const a = attributes(m[1]);
    // The served pages' one classic script, the page shell (the room's settings before the
    // first paint, the stylesheets, <grundy-header> and the page's parts): the bundle's own
    // script runs it first, before it draws a page (tools/bundle/shell.mjs imports it), so
    // it is not one of the page's scripts. On the served page it writes the sheets its
    // data-css names into the head; here they are the page's stylesheets.
    if (a.src === "js/shell.js" && !a.type && !m[2].trim()) {
      // Expanded by main() (a sheet of @imports, css/boards.css, stands for the sheets it imports).
      dataCss = a["data-css"] ?? "";
      // It also writes the page's title.
      if (a["data-title"]) title = `${a["data-title"]} · Grundy`;
      continue;
    }
    if (a.type !== "module" || !a.src || m[2].trim()) {
      fail(`${where}: only <script type="module" src="..."> is bundled, found <script${m[1]}>`);
    }
    scripts.push(a.src);
  }
  if (/<script/i.test(body[2])) fail(`${where}: a <script> in <body> is not bundled`);
  if (/<template/i.test(body[2])) fail(`${where}: a <template> in <body> would end the page's own template`);

  return { name, title, description, css, dataCss, scripts, bodyAttributes: attributes(body[1]), body: body[2] };
}

/** The page's body with its links to other pages pointing into the bundle. */
function rewriteLinks(html, names) {
  return html.replace(/(\shref=)"([^"]*)"/gi, (whole, prefix, href) => {
    const to = bundleHref(decode(href), names);
    return to ? `${prefix}"${to.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"` : whole;
  });
}

/**
 * One order of all stylesheets that keeps every page's own order (grundy.css first, then the
 * page's own sheets), so the shell can drop the other pages' sheets and the cascade of the
 * rest is as on the served page. A topological sort of "comes before" from each page's
 * list; ties go to the sheet seen first. Pages that disagree (a before b on one page, b
 * before a on another) stop the build.
 */
function stylesheetOrder(pages) {
  const seen = [];
  const after = new Map(); // sheet -> sheets some page loads right after it
  const waitingFor = new Map(); // sheet -> how many sheets must come before it
  for (const page of pages) {
    for (const href of page.css) {
      if (!seen.includes(href)) {
        seen.push(href);
        after.set(href, new Set());
        waitingFor.set(href, 0);
      }
    }
    page.css.forEach((href, i) => {
      const next = page.css[i + 1];
      if (next !== undefined && !after.get(href).has(next)) {
        after.get(href).add(next);
        waitingFor.set(next, waitingFor.get(next) + 1);
      }
    });
  }
  const order = [];
  while (order.length < seen.length) {
    const free = seen.find((href) => !order.includes(href) && waitingFor.get(href) === 0);
    if (free === undefined) {
      const left = seen.filter((href) => !order.includes(href));
      fail(`the pages load these stylesheets in orders that contradict each other: ${left.join(", ")}`);
    }
    order.push(free);
    for (const next of after.get(free)) waitingFor.set(next, waitingFor.get(next) - 1);
  }
  return order;
}

// ---------------------------------------------------------------------------------------
// Scripts

/** A script's text must not end the element it sits in, or open an HTML comment in it. */
function checkInlineable(what, text) {
  const bad = /<\/script|<!--|<script/i.exec(text);
  if (bad) fail(`${what} contains "${bad[0]}", which would break the <script> element it goes in`);
  return text;
}

const COMMON = {
  bundle: true,
  write: false,
  format: "iife",
  platform: "browser",
  minify: true,
  legalComments: "none",
  // Module code is strict; the classic script it becomes must be too.
  banner: { js: '"use strict";' },
  logLevel: "warning",
  // engine.js and the glue name files next to themselves with import.meta.url, only on the
  // served site's code paths (the bundle hands over a worker and the wasm bytes instead), so
  // the empty import.meta of a classic script is expected here.
  logOverride: { "empty-import-meta": "silent" },
  // The page's libraries from npm (the lesson page's QR reader, jsqr), installed with the test tools.
  nodePaths: [join(ROOT, "tests", "node_modules")],
};

/** The worker: worker.js and the glue in one classic script that waits for the wasm bytes. */
async function buildWorker() {
  const result = await esbuild.build({
    ...COMMON,
    entryPoints: [join(WWW, "js", "worker.js")],
  });
  return checkInlineable("the bundled worker", result.outputFiles[0].text);
}

/** The shell and every page's scripts, each page's modules run only by its `run()`. */
async function buildPages(pages) {
  const table = pages.map((page) => {
    const requires = page.scripts.map((src) => `require(${JSON.stringify(`./${src.replace(/^\.\//, "")}`)});`);
    const entry = {
      title: page.title,
      description: page.description,
      body: page.bodyAttributes,
      css: page.css,
    };
    // `require` (not `import`) makes esbuild wrap each module in a function evaluated on
    // first use, in import order, once: what the browser does for the page's module scripts.
    return `  ${JSON.stringify(page.name)}: { ...${JSON.stringify(entry)}, run() { ${requires.join(" ")} } },`;
  });
  const source = [
    "// Written by tools/bundle.mjs: one entry per page of www/.",
    "export const PAGES = {",
    ...table,
    "};",
    'export const engineModule = () => require("./js/engine.js");',
  ].join("\n");

  const pagesModule = {
    name: "grundy-pages",
    setup(build) {
      build.onResolve({ filter: /^grundy:pages$/ }, () => ({ path: "pages", namespace: "grundy" }));
      build.onLoad({ filter: /.*/, namespace: "grundy" }, () => ({ contents: source, resolveDir: WWW, loader: "js" }));
    },
  };
  const result = await esbuild.build({
    ...COMMON,
    entryPoints: [join(ROOT, "tools", "bundle", "shell.mjs")],
    plugins: [pagesModule],
  });
  return checkInlineable("the bundled pages", result.outputFiles[0].text);
}

// ---------------------------------------------------------------------------------------
// The file

const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const escapeAttribute = (text) => escapeText(text).replace(/"/g, "&quot;");

async function main() {
  await requireBuiltCore(fail);
  const files = (await readdir(WWW)).filter((f) => f.endsWith(".html")).sort();
  const pages = [];
  for (const file of files) {
    const page = readPage(file.slice(0, -".html".length), await readFile(join(WWW, file), "utf8"));
    page.css.push(...(await pageSheets(WWW, page.dataCss).catch((error) => fail(`www/${file}: ${error.message}`))));
    pages.push(page);
  }
  const names = new Set(pages.map((p) => p.name));
  if (!names.has("index")) fail("www/index.html is missing: the bundle opens on the home page");

  const styles = [];
  for (const href of stylesheetOrder(pages)) {
    const source = await readFile(join(WWW, href), "utf8");
    if (/url\(/i.test(source)) fail(`${href} refers to another file with url(), which the bundle does not inline`);
    let text;
    try {
      // Minified as on the served site. The HTML parser turns CRLF into LF inside <style>;
      // hash what the browser will hash.
      text = (await minified(esbuild, "css", source)).replace(/\r\n?/g, "\n");
    } catch (error) {
      fail(`${href} could not be minified: ${error.message}`);
    }
    if (/<\/style/i.test(text)) fail(`${href} contains "</style", which would end its <style> element`);
    styles.push({ href, text });
  }

  const [workerText, pagesText] = await Promise.all([buildWorker(), buildPages(pages)]);
  // The core's three modules (one per kind of game), each in its own element.
  const wasm = (await readFile(join(WWW, "pkg", "grundy_bg.wasm"))).toString("base64");
  const wasmPartizan = (await readFile(join(WWW, "pkg", "grundy_partizan_bg.wasm"))).toString("base64");
  const wasmChance = (await readFile(join(WWW, "pkg", "grundy_chance_bg.wasm"))).toString("base64");
  const icon = (await readFile(join(WWW, "favicon.svg"))).toString("base64");

  const csp = [
    "default-src 'none'",
    `script-src ${sha256(pagesText)} 'wasm-unsafe-eval'`,
    `style-src ${styles.map((s) => sha256(s.text)).join(" ")}`,
    "worker-src blob:",
    "img-src data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");

  const home = pages.find((p) => p.name === "index");
  const html = [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(home.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(home.description)}">`,
    `<link rel="icon" href="data:image/svg+xml;base64,${icon}" type="image/svg+xml">`,
    "<!-- Grundy in one file, written by tools/bundle.mjs (./build.sh bundle). Pages: ?page=NAME. -->",
    ...styles.map((s) => `<style data-href="${escapeAttribute(s.href)}">${s.text}</style>`),
    `<script type="text/plain" id="grundy-worker">${workerText}</script>`,
    `<script type="application/octet-stream" id="grundy-wasm">${wasm}</script>`,
    `<script type="application/octet-stream" id="grundy_partizan-wasm">${wasmPartizan}</script>`,
    `<script type="application/octet-stream" id="grundy_chance-wasm">${wasmChance}</script>`,
    "</head>",
    "<body>",
    ...pages.map((p) => `<template id="page-${p.name}">${rewriteLinks(p.body, names)}</template>`),
    `<script>${pagesText}</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");

  await mkdir(OUT_DIR, { recursive: true });
  await writeFile(`${OUT}.tmp`, html);
  await rename(`${OUT}.tmp`, OUT);

  const raw = Buffer.byteLength(html);
  const gzipped = gzipSync(html, { level: 9 }).length;
  const kb = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(`bundle: wrote dist/grundy.html, ${pages.length} pages (${[...names].join(", ")})`);
  console.log(
    `bundle: ${kb(raw)} raw (${raw} bytes), ${kb(gzipped)} gzipped (${gzipped} bytes); ` +
      `wasm ${kb(wasm.length + wasmPartizan.length + wasmChance.length)} as base64 (three modules), worker script ${kb(workerText.length)}, pages script ${kb(pagesText.length)}, ` +
      `styles ${kb(styles.reduce((n, s) => n + s.text.length, 0))}`,
  );
}

await main();
