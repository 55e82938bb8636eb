// How big the front end's source is, as issue 21's budgets count it:
//   - the stylesheets' lines (www/css, every line), and those that are neither blank nor comments;
//   - how many times `html.projector` appears in them (projector mode should be a handful of
//     custom properties, not overrides);
//   - www/js's lines that are neither blank nor comments (JSDoc types are comments, so they do
//     not count), with the largest files; and the same code minified by esbuild, in bytes, a
//     measure that no formatter can change.
// A comment line is counted as cloc counts it: a line that starts with "//", or a line of a
// "/* */" block that starts a line (every JSDoc block does). A line with code and a comment
// after it is code.
//
//   node tools/lines.mjs [how many of the largest JS files to list, default 10] [a www folder]
//
// The folder lets an older tree be measured the same way (`git archive REV www | tar -x -C DIR`).

import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { ROOT, WWW, failWith, loadEsbuild } from "./common.mjs";

const esbuild = loadEsbuild(failWith("lines"), "./build.sh test");
const top = Number(process.argv[2] ?? 10);
const www = process.argv[3] ? resolve(process.argv[3]) : WWW;

/** Every file below `dir` whose name ends with `ext`. */
const filesOf = (dir, ext) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => join(e.parentPath, e.name));

/** How many lines of `text` are neither blank nor comments; `lineComment` starts a comment line. */
function codeLines(text, lineComment) {
  let inBlock = false;
  let count = 0;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (inBlock) {
      inBlock = !line.includes("*/");
      continue;
    }
    if (line.startsWith("/*")) {
      // A block that ends on its own line, with nothing after it, is all comment.
      const end = line.indexOf("*/", 2);
      if (end < 0) inBlock = true;
      else if (line.slice(end + 2).trim() !== "") count++;
      continue;
    }
    if (line === "" || (lineComment && line.startsWith(lineComment))) continue;
    count++;
  }
  return count;
}

const sheets = filesOf(join(www, "css"), ".css").map((f) => readFileSync(f, "utf8"));
const cssLines = sheets.reduce((n, t) => n + t.split("\n").length - (t.endsWith("\n") ? 1 : 0), 0);
const cssCode = sheets.reduce((n, t) => n + codeLines(t, null), 0);
const projector = sheets.reduce((n, t) => n + (t.match(/html\.projector/g)?.length ?? 0), 0);

const scripts = filesOf(join(www, "js"), ".js").map((f) => {
  const text = readFileSync(f, "utf8");
  const minified = esbuild.transformSync(text, { minify: true, format: "esm", loader: "js" }).code;
  return { file: relative(www === WWW ? ROOT : www, f), lines: codeLines(text, "//"), bytes: Buffer.byteLength(minified) };
});
const jsCode = scripts.reduce((n, s) => n + s.lines, 0);
const jsBytes = scripts.reduce((n, s) => n + s.bytes, 0);

console.log(`www/css: ${cssLines} lines, ${cssCode} neither blank nor comments; html.projector ${projector} times`);
console.log(`www/js: ${jsCode} lines neither blank nor comments in ${scripts.length} files, ${jsBytes} bytes minified; the largest:`);
for (const s of scripts.sort((a, b) => b.lines - a.lines).slice(0, top)) {
  console.log(`  ${String(s.lines).padStart(5)} lines ${String(s.bytes).padStart(7)} bytes  ${s.file}`);
}
