#!/usr/bin/env node
// Writes target/site/: the site as it is served, made from www/ (the sources people read and
// edit) after the core is built into www/pkg. Run by ./build.sh build; `serve`, the page tests
// and the page benchmark all use this folder, so what is tested is what is served.
//
// Each file keeps its name and place, so every link, import and `new URL(..., import.meta.url)`
// still points where it did; only the bytes a classroom downloads get smaller:
//   - every script (the pages' modules, the classic shell.js, the worker, the wasm-bindgen glue)
//     is minified by esbuild, one file at a time: no bundling, so the module graph is
//     unchanged, and a classic script stays classic (no import or export is added);
//   - every stylesheet is minified by esbuild;
//   - everything else (the pages' HTML, the icon, the wasm module) is copied as it is. The HTML
//     carries the Content-Security-Policy and the pages' text; stripping its indentation saves
//     under 1 KB once gzipped (measured 2026-11-21), not worth a second copy that differs.
//
// To read the code a browser runs, read www/: the served copies are the same code, minified.

import { mkdir, readdir, readFile, rm, writeFile, copyFile } from "node:fs/promises";
import { dirname, extname, join, relative } from "node:path";
import { ROOT, WWW, failWith, loadEsbuild, minified, requireBuiltCore } from "./common.mjs";

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

/** The served text of a script or stylesheet: minified, same meaning. */
async function minify(rel, text) {
  try {
    return await minified(esbuild, extname(rel) === ".css" ? "css" : "js", text);
  } catch (error) {
    fail(`www/${rel} could not be minified: ${error.message}`);
  }
}

async function main() {
  await requireBuiltCore(fail);
  // A fresh folder each time: a file deleted from www/ must not go on being served.
  await rm(SITE, { recursive: true, force: true });
  let before = 0;
  let after = 0;
  const files = await filesUnder(WWW);
  for (const rel of files) {
    const from = join(WWW, rel);
    const to = join(SITE, rel);
    await mkdir(dirname(to), { recursive: true });
    const kind = extname(rel);
    if (kind === ".js" || kind === ".mjs" || kind === ".css") {
      const text = await readFile(from, "utf8");
      const small = await minify(rel, text);
      await writeFile(to, small);
      before += Buffer.byteLength(text);
      after += Buffer.byteLength(small);
    } else {
      await copyFile(from, to);
    }
  }
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`site: wrote ${relative(ROOT, SITE)}/ (${files.length} files; scripts and styles ${kb(before)} -> ${kb(after)} before gzip)`);
}

await main();
