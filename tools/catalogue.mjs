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

/**
 * Writes `js/boards/<file>`: the boards whose module exports `<board><suffix>` (a common.js
 * `type`), gathered in one object `name`, so that adding a board edits no shared list. `about`
 * is the file's first line: what each entry is.
 */
async function boardList(file, suffix, type, name, about) {
  const listed = [];
  for (const board of boards) {
    const source = await readFile(join(WWW, "js", "boards", `${board}.js`), "utf8");
    if (new RegExp(`^export const ${board}${suffix}\\b`, "m").test(source)) listed.push(board);
  }
  await update(
    `js/boards/${file}`,
    [
      `// ${about}, by the catalogue's board names: each one's ${type}`,
      `// (boards/common.js). Written by tools/catalogue.mjs from the boards' modules (those that`,
      `// export <board>${suffix}); do not edit.`,
      "",
      ...listed.map((board) => `import { ${board}${suffix} } from "./${board}.js";`),
      "",
      `/** @type {Record<string, import("./common.js").${type}>} */`,
      `export const ${name} = {`,
      ...listed.map((board) => `  ${board}: ${board}${suffix},`),
      "};",
      "",
    ].join("\n"),
  );
}

// The boards that can be a component of a sum (the sums page imports only these, not every
// board's drawing), and every board drawn small (the home and lesson pages' pictures).
await boardList("parts.js", "Part", "SumPart", "PARTS", "The boards that can be a component of a sum");
await boardList("pictures.js", "Board", "BoardPicture", "PICTURES", "Every board drawn small");

await update(
  "css/boards.css",
  [
    "/* Every board's own sheet, for the pages that can draw any board (data-css: boards). Written",
    " * by tools/catalogue.mjs from the catalogue's pictures; do not edit. */",
    ...boards.map((board) => `@import "boards/${board}.css";`),
    "",
  ].join("\n"),
);
