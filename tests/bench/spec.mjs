// The benchmark's workloads as run.mjs and page.mjs read them: workloads.json says what a
// workload is (its "about"), and each game brings its own in tests/bench/games/<family>.json
// (the family is the game id before any colon), gathered here in the catalogue's order
// (www/games.json), the order of the bench's tables. workloads.rs reads them the same way.

import { readFileSync, readdirSync } from "node:fs";

const root = new URL("../../", import.meta.url);
const read = (path) => JSON.parse(readFileSync(new URL(path, root), "utf8"));

const catalogue = read("www/games.json");
const families = [...new Set(catalogue.map((g) => String(g.id).split(":")[0]))];
const files = readdirSync(new URL("tests/bench/games/", root)).filter((f) => f.endsWith(".json"));
for (const f of files) {
  if (!families.includes(f.slice(0, -".json".length))) throw new Error(`tests/bench/games/${f} is named after no game of the catalogue`);
}

/** @type {{ about: string, workloads: any[] }} */
export const spec = {
  about: read("tests/bench/workloads.json").about,
  workloads: families.filter((f) => files.includes(`${f}.json`)).flatMap((f) => read(`tests/bench/games/${f}.json`).workloads),
};
