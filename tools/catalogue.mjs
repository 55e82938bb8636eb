#!/usr/bin/env node
// Writes www/games.json: the catalogue of every page (the core's `games()`), as a static file
// beside the pages, so that the menu, the home page, the worker's routing, the benchmark and
// the page tests read it before (or without) loading any wasm. Run by `./build.sh build` after
// the core is built; `tests/catalogue.rs` checks that the file equals `games()`.

import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { WWW, failWith, requireBuiltCore } from "./common.mjs";

const fail = failWith("catalogue");
await requireBuiltCore(fail);
// The partizan module exports the catalogue (the impartial one leaves it out for its size).
const core = await import(join(WWW, "pkg", "grundy_partizan.js"));
core.initSync({ module: await readFile(join(WWW, "pkg", "grundy_partizan_bg.wasm")) });

const text = `${JSON.stringify(core.games(), null, 2)}\n`;
const file = join(WWW, "games.json");
const before = await readFile(file, "utf8").catch(() => "");
if (before !== text) {
  await writeFile(file, text);
  console.log("catalogue: wrote www/games.json");
}
