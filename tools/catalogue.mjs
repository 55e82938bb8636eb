#!/usr/bin/env node
// Writes www/games.json: the catalogue of every page (the core's `games()`), as a static file
// beside the pages, so that the menu, the home page, the worker's routing, the benchmark and
// the page tests read it before (or without) loading any wasm. Run by `./build.sh build` after
// the core is built; `tests/catalogue.rs` checks that the file equals `games()`.
//
// Writes www/css/boards.css from it too: an @import of each board the catalogue's pictures name,
// its own sheet css/boards/<board>.css (beside its drawing, js/boards/<board>.js), once, in the
// catalogue's order. A page that can draw any board (the home page, the lesson page, sums, the
// values lab) names "boards" in its data-css instead of a list of boards: served from www/ the
// browser follows the imports; tools/site.mjs and tools/bundle.mjs put the imported sheets in
// their place (tools/bundle/sheets.mjs). A new game's board is on those pages once its entry
// names it.

import { access, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { WWW, failWith, requireBuiltCore } from "./common.mjs";

const fail = failWith("catalogue");
await requireBuiltCore(fail);
// The partizan module exports the catalogue (the impartial one leaves it out for its size).
const core = await import(join(WWW, "pkg", "grundy_partizan.js"));
core.initSync({ module: await readFile(join(WWW, "pkg", "grundy_partizan_bg.wasm")) });
const games = core.games();

/** Writes `text` to www/`rel` unless the file already says it. */
async function update(rel, text) {
  const file = join(WWW, rel);
  const before = await readFile(file, "utf8").catch(() => "");
  if (before !== text) {
    await writeFile(file, text);
    console.log(`catalogue: wrote www/${rel}`);
  }
}

await update("games.json", `${JSON.stringify(games, null, 2)}\n`);

const boards = [...new Set(games.flatMap((game) => (game.picture ?? []).map((picture) => picture.board)))];
for (const board of boards) {
  // A board module brings its own sheet: a board the catalogue draws without one is a mistake.
  for (const rel of [`js/boards/${board}.js`, `css/boards/${board}.css`]) {
    await access(join(WWW, rel)).catch(() => fail(`the catalogue draws the board "${board}", but www/${rel} is missing`));
  }
}
// The sheets of the boards of one kind of game, for a page that draws only those: the sums page
// (impartial games' parts) and the values lab (partizan games' boards as terms).
for (const kind of ["impartial", "partizan"]) {
  const own = [...new Set(games.filter((g) => g.kind === kind).flatMap((g) => (g.picture ?? []).map((p) => p.board)))];
  await update(
    `css/boards-${kind}.css`,
    [
      `/* The sheets of the ${kind} games' boards (data-css: boards-${kind}). Written by`,
      " * tools/catalogue.mjs from the catalogue's pictures; do not edit. */",
      ...own.map((board) => `@import "boards/${board}.css";`),
      "",
    ].join("\n"),
  );
}

// The boards that can be a component of a sum: those whose module exports `<board>Part` (a
// common.js SumPart). The sums page imports only these, not every board's drawing.
const parts = [];
for (const board of boards) {
  const source = await readFile(join(WWW, "js", "boards", `${board}.js`), "utf8");
  if (new RegExp(`^export const ${board}Part\\b`, "m").test(source)) parts.push(board);
}
await update(
  "js/boards/parts.js",
  [
    "// The boards that can be a component of a sum, by the catalogue's board names: each one's",
    "// SumPart (boards/common.js). Written by tools/catalogue.mjs from the boards' modules (those that",
    "// export <board>Part); do not edit.",
    "",
    ...parts.map((board) => `import { ${board}Part } from "./${board}.js";`),
    "",
    '/** @type {Record<string, import("./common.js").SumPart>} */',
    "export const PARTS = {",
    ...parts.map((board) => `  ${board}: ${board}Part,`),
    "};",
    "",
  ].join("\n"),
);

// Every board drawn small (the home and lesson pages' pictures): the boards whose module exports
// `<board>Board` (a common.js BoardPicture), so that adding a board edits no shared list.
const pictures = [];
for (const board of boards) {
  const source = await readFile(join(WWW, "js", "boards", `${board}.js`), "utf8");
  if (new RegExp(`^export const ${board}Board\\b`, "m").test(source)) pictures.push(board);
}
await update(
  "js/boards/pictures.js",
  [
    "// Every board drawn small, by the catalogue's board names: each one's BoardPicture",
    "// (boards/common.js). Written by tools/catalogue.mjs from the boards' modules (those that export",
    "// <board>Board); do not edit.",
    "",
    ...pictures.map((board) => `import { ${board}Board } from "./${board}.js";`),
    "",
    '/** @type {Record<string, import("./common.js").BoardPicture>} */',
    "export const PICTURES = {",
    ...pictures.map((board) => `  ${board}: ${board}Board,`),
    "};",
    "",
  ].join("\n"),
);

await update(
  "css/boards.css",
  [
    "/* Every board's own sheet, for the pages that can draw any board (data-css: boards). Written",
    " * by tools/catalogue.mjs from the catalogue's pictures; do not edit. */",
    ...boards.map((board) => `@import "boards/${board}.css";`),
    "",
  ].join("\n"),
);
