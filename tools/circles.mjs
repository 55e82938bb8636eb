// The Rust core's files import in one direction only: no file reaches, through the files it
// imports, back to itself. A circle makes two files one (neither can be read, tested or moved
// without the other), and it is how a shared file starts to know the games above it.
//
// What counts as an import: every path that names a module of this crate, `crate::a::b` or
// `super::a` (in `use` lines and in code), comments left out. A path is taken to the longest
// prefix that is a file of src/ (`crate::games::chomp::table::Board` is src/games/chomp/table.rs,
// `crate::games::chomp::Chomp` is src/games/chomp.rs); a folder's mod.rs (or lib.rs) only
// declares its modules, so a path that stops at a folder names no file. A file's own unit tests
// count too: they are compiled with it.
//
//   node tools/circles.mjs        lists each circle's files and exits 1 if there is one

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ROOT } from "./common.mjs";

const SRC = join(ROOT, "src");

/** Every .rs file below src/, as paths relative to src/ ("games/chomp/table.rs"). */
const files = readdirSync(SRC, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith(".rs"))
  .map((e) => relative(SRC, join(e.parentPath, e.name)));

/** The module path of a file: ["games", "chomp", "table"]; a mod.rs is its folder's module. */
function modulePath(file) {
  const parts = file.replace(/\.rs$/, "").split("/");
  if (parts.at(-1) === "mod" || parts.at(-1) === "lib") parts.pop();
  return parts;
}

/** The file of a module path, if it is one (a folder's mod.rs declares, so it is not one). */
function fileOf(path) {
  if (path.length === 0) return undefined;
  const file = `${path.join("/")}.rs`;
  return existsSync(join(SRC, file)) ? file : undefined;
}

/** Rust source without its comments (line, doc and block comments) and without its strings. */
function code(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\/\/.*$/gm, "");
}

/** The files that `file` imports. */
function importsOf(file) {
  const here = modulePath(file);
  const text = code(readFileSync(join(SRC, file), "utf8"));
  const found = new Set();
  // A path and, when it ends in a brace group, the names inside: `crate::games::{nim, octal::Values}`.
  for (const m of text.matchAll(/\b(crate|super)((?:::\w+)+)(?:::\{([^}]*)\})?/g)) {
    // `super` is the parent of the file's module (for a mod.rs, the folder's parent).
    const base = m[1] === "crate" ? [] : here.slice(0, -1);
    const path = [...base, ...m[2].split("::").filter(Boolean)];
    const tails = m[3] ? m[3].split(",").map((t) => t.trim().split("::")[0]) : [""];
    for (const tail of tails) {
      const full = tail && tail !== "self" ? [...path, tail] : path;
      for (let n = full.length; n > 0; n--) {
        const target = fileOf(full.slice(0, n));
        if (target) {
          if (target !== file) found.add(target);
          break;
        }
      }
    }
  }
  return found;
}

const graph = new Map(files.map((f) => [f, importsOf(f)]));

// Tarjan's strongly connected components: each component of more than one file is a circle.
let index = 0;
const order = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function visit(v) {
  order.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!order.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) {
      low.set(v, Math.min(low.get(v), order.get(w)));
    }
  }
  if (low.get(v) === order.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) circles.push(component.sort());
  }
}
for (const f of files) if (!order.has(f)) visit(f);

if (circles.length === 0) {
  console.log(`circles: none among ${files.length} files of src/`);
} else {
  for (const c of circles) {
    console.log(`circles: ${c.map((f) => `src/${f}`).join(" <-> ")}`);
    for (const f of c) {
      const into = [...graph.get(f)].filter((g) => c.includes(g));
      console.log(`  src/${f} imports ${into.map((g) => `src/${g}`).join(", ")}`);
    }
  }
  console.log(`circles: ${circles.length} in src/; break each by moving what both sides need below them`);
  process.exit(1);
}
