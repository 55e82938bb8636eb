#!/usr/bin/env node
// Writes target/site/: the site as it is served, made from www/ (the sources people read and
// edit) after the core is built into www/pkg. Run by ./build.sh build; `serve`, the page tests
// and the page benchmark all use this folder, so what is tested is what is served.
//
// On a slow school connection (150 ms a round trip) each request and each step of a chain of
// imports costs time a student waits (tests/bench/page.mjs measures it), so the served copy
// has few files and no chains:
//   - the module scripts the pages load (js/engine.js, js/settings.js, js/<page>.js) and the
//     worker (js/worker.js) are bundled by esbuild, with code splitting: each keeps its name
//     and place, and a module several of them share is written once, in a js/chunk-*.js beside
//     them, so that it is evaluated once per page as in www/ (one engine, one worker) and cached
//     across pages. The catalogue (games.json) is inlined where it is imported. The wasm-bindgen
//     glue (pkg/) stays a file of its own, imported by the worker only for the games it is asked
//     about;
//   - a page's stylesheets (the shell's data-css, "grundy board boards/nim lessons"; "boards",
//     css/boards.css, stands for every board's sheet it imports) are joined into one,
//     css/page-<page>.css, and the page's data-css names that one;
//   - the classic js/shell.js and the glue are minified one file at a time (shell.js stays a
//     classic script: no import or export is added);
//   - everything else (the icon, the wasm modules, the catalogue, the HTML but for data-css) is
//     copied as it is. The HTML carries the Content-Security-Policy and the pages' text.
//
// To read the code a browser runs, read www/: the served copies are the same code, minified.

import { mkdir, readdir, readFile, rm, writeFile, copyFile } from "node:fs/promises";
import { dirname, extname, join, relative } from "node:path";
import { ROOT, WWW, failWith, loadEsbuild, minified, requireBuiltCore, JS_SUPPORTED } from "./common.mjs";
import { pageSheets } from "./bundle/sheets.mjs";

const SITE = join(ROOT, "target", "site");
const fail = failWith("site");
const esbuild = loadEsbuild(fail, "./build.sh build");

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir, prefix = "") {
  const found = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const rel = join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(dir, rel)));
    else found.push(rel);
  }
  return found;
}

/** A page's module scripts, in its order, and its stylesheets (data-css) as written in www/. */
function pageParts(html) {
  const modules = [...html.matchAll(/<script type="module"(?: async)? src="([^"]+)"><\/script>/g)].map((m) => m[1]);
  const css = /data-css="([^"]*)"/.exec(html)?.[1] ?? "";
  return { modules, css };
}

/** The served text of a script or stylesheet minified on its own: same meaning. */
async function minify(rel, text) {
  try {
    return await minified(esbuild, extname(rel) === ".css" ? "css" : "js", text);
  } catch (error) {
    fail(`www/${rel} could not be minified: ${error.message}`);
  }
}

/** Bundles the pages' module scripts and the worker into SITE/js, shared modules in chunks. */
async function bundleModules(entries) {
  try {
    const result = await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: entries.map((rel) => join(WWW, rel)),
      outbase: WWW,
      outdir: SITE,
      entryNames: "[dir]/[name]",
      // Beside the entries: `new URL("./worker.js", import.meta.url)` and `../pkg/...` in a
      // shared module's code still point where they did.
      chunkNames: "js/chunk-[hash]",
      bundle: true,
      splitting: true,
      format: "esm",
      // The glue and the wasm it loads stay files of their own, imported when a game needs them.
      external: ["../pkg/*"],
      // The page's libraries from npm (the lesson page's QR reader, jsqr) are installed with the
      // test tools, in tests/node_modules.
      nodePaths: [join(ROOT, "tests", "node_modules")],
      minify: true,
      legalComments: "none",
      target: "es2022",
      supported: JS_SUPPORTED,
      metafile: true,
      logLevel: "silent",
    });
    return Object.keys(result.metafile.outputs).map((out) => relative(SITE, join(ROOT, out)));
  } catch (error) {
    fail(`the pages' modules could not be bundled: ${error.message}`);
  }
}

async function main() {
  await requireBuiltCore(fail);
  // A fresh folder each time: a file deleted from www/ must not go on being served.
  await rm(SITE, { recursive: true, force: true });
  const files = await filesUnder(WWW);
  const pages = files.filter((rel) => extname(rel) === ".html");
  const entries = new Set(["js/worker.js"]);
  let written = 0;
  for (const rel of pages) {
    const html = await readFile(join(WWW, rel), "utf8");
    const { modules, css } = pageParts(html);
    for (const module of modules) entries.add(module);
    let served = html;
    if (css.trim()) {
      // One stylesheet a page, in data-css's order (the cascade's order), a sheet of @imports
      // replaced by the sheets it imports.
      const name = `page-${rel.replace(/\.html$/, "")}`;
      const sheets = await pageSheets(WWW, css).catch((error) => fail(`www/${rel}: ${error.message}`));
      const text = (await Promise.all(sheets.map((sheet) => readFile(join(WWW, sheet), "utf8")))).join("\n");
      await mkdir(join(SITE, "css"), { recursive: true });
      await writeFile(join(SITE, "css", `${name}.css`), await minify(`css/${name}.css`, text));
      written++;
      served = html.replace(/data-css="[^"]*"/, `data-css="${name}"`);
    }
    await mkdir(dirname(join(SITE, rel)), { recursive: true });
    await writeFile(join(SITE, rel), served);
  }
  const bundled = await bundleModules([...entries]);
  for (const rel of files) {
    const kind = extname(rel);
    // Scripts under js/ are in the bundles; stylesheets in the pages' sheets.
    if (kind === ".html" || kind === ".css" || (kind === ".js" && rel.startsWith("js/") && rel !== "js/shell.js")) continue;
    const to = join(SITE, rel);
    await mkdir(dirname(to), { recursive: true });
    if (kind === ".js") await writeFile(to, await minify(rel, await readFile(join(WWW, rel), "utf8")));
    else await copyFile(join(WWW, rel), to);
    written++;
  }
  const total = (await filesUnder(SITE)).length;
  console.log(
    `site: wrote ${relative(ROOT, SITE)}/ (${total} files: ${pages.length} pages, ${bundled.length} bundled scripts for ${entries.size} entries, ${written} other files)`,
  );
}

await main();
