// A page's stylesheets as the browser applies them, for the two tools that put them somewhere
// else than www/css (tools/site.mjs joins them into one sheet a page, tools/bundle.mjs inlines
// each into the single file).
//
// A page names its sheets in the shell's data-css ("grundy board boards/nim lessons": css/NAME.css
// each). A sheet made only of @imports (css/boards.css, which tools/catalogue.mjs writes: every
// board's own sheet) stands for the sheets it imports, in its order, in its place: where the
// cascade puts them when the browser follows the imports on a page served from www/.

import { readFile } from "node:fs/promises";
import { join, posix } from "node:path";

/** A sheet's @import rules, or null for a sheet with rules of its own. */
function importsOf(text) {
  const rules = text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split(";")
    .map((rule) => rule.trim())
    .filter(Boolean);
  if (!rules[0]?.startsWith("@import")) return null;
  return rules.map((rule) => {
    const m = /^@import\s+(?:url\(\s*)?"([^"]+)"\s*\)?$/.exec(rule);
    if (!m) throw new Error(`a sheet that imports others may hold only @import "sheet.css"; rules, found: ${rule}`);
    return m[1];
  });
}

/**
 * The sheets a page's data-css names, each as "css/....css" (relative to `www`), a sheet of
 * imports replaced by the sheets it imports. Throws for a sheet that cannot be read or comes
 * twice.
 * @param {string} www the folder of the pages
 * @param {string} dataCss the shell's data-css attribute
 * @returns {Promise<string[]>}
 */
export async function pageSheets(www, dataCss) {
  const sheets = [];
  const add = async (rel, from) => {
    const text = await readFile(join(www, rel), "utf8").catch((error) => {
      throw new Error(`${rel}${from ? ` (imported by ${from})` : ""} cannot be read: ${error.message}`);
    });
    const imports = importsOf(text);
    if (imports) for (const name of imports) await add(posix.join(posix.dirname(rel), name), rel);
    else if (sheets.includes(rel)) throw new Error(`${rel} is named twice${from ? ` (again by ${from})` : ""}`);
    else sheets.push(rel);
  };
  for (const name of dataCss.split(/\s+/).filter(Boolean)) await add(`css/${name}.css`, null);
  return sheets;
}
