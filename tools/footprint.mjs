// The games' footprint: for each game of the catalogue (www/games.json, the labs included), every
// file outside the game's own files whose code names it. A game should be added by writing its
// own files and nothing else; each file listed here is one more place a new game has to edit.
//
//   node tools/footprint.mjs                    every (game, file) pair with its lines, the count per
//                                               game and the files naming the most games; exit 1 if any
//   node tools/footprint.mjs --json             the same as JSON
//   node tools/footprint.mjs --baseline tools/known-footprint.json
//                                               the ratchet: exit 1 on a pair that is not in the
//                                               baseline, and on a pair of the baseline that is gone
//                                               (so the baseline only shrinks); prints the pairs left
//   node tools/footprint.mjs --write-baseline [tools/known-footprint.json]
//   node tools/footprint.mjs --root DIR         another tree (an older checkout, the self-test's tree)
//   node tools/footprint.mjs --top N            how many of the files naming the most games to list (10)
//   node tools/footprint.mjs --self-test        the ratchet checked on a small tree in a temp folder
//
// A game's own files, all read from its catalogue entry (no list of games is kept here):
//   - its rules: the .rs file under src/ that holds its entry, `GameInfo { id: "<id>", ... }`
//     (Kayles and the octal games are both in src/games/octal.rs, the xor corner in src/xor.rs),
//     and the folder of the same name beside it (src/games/chomp/);
//   - its adapter, src/api/<name>.rs, where <name> is the id's family (the id before any ":") or
//     the rules file's name; the adapters of several games (impartial.rs, partizan.rs, search.rs)
//     are no game's own;
//   - its page, www/<page>, and www/js/<stem>.js, www/js/<stem>-words.js, www/css/<stem>.css and
//     the folder www/js/<stem>/ (<stem> is the page's name without .html; Kayles and the octal
//     games share kayles.html);
//   - its boards, www/js/boards/<board>.js and www/css/boards/<board>.css, for each board of its
//     picture (the sums page draws the scoring, kayles and nim boards, so those are its own too);
//   - its tests: tests/e2e/<stem>.test.mjs, tests/e2e/<stem>-*.test.mjs, its data for the shared
//     page tests tests/e2e/games/<stem>.mjs, tests/<name>.rs, tests/<name>_*.rs, and its
//     benchmark workloads tests/bench/games/<family>.json;
//   - what every game may be named in: the recorded golden data (tests/data/, tests/golden_calls/),
//     README.md's tables, the ready-made lessons (www/js/lesson/ready.js).
//   - its line in the list of games, `every_game!` in src/games/mod.rs: the one registration.
//     The check fails if a line of the list names two games or a game is on two lines of it.
// A game's own files may also name the games it says it builds on (its entry's `buildsOn`:
// Moore's Nim draws Nim's piles and speaks Nim's words), as it says so once, in its entry.
// Read as prose: a link's address in a page (<a href="nim.html#3,4,5">), a reference in the
// page's text as a sentence is; a page's scripts and sheets are still read.
// Not read at all: generated files (www/games.json, www/pkg, target, dist, node_modules, lock
// files, and any file whose first lines say "do not edit", as www/css/boards.css does), dot
// folders (.git, .cargo, .ci), prose (*.md), images, and this tool and its baseline.
//
// What "names it" means: the rules below, on the code with its comments removed (// and /* */ in
// Rust, JavaScript and CSS, doc comments included; <!-- --> in HTML; # in shell and TOML), so
// "Nim" in a sentence about the theory is not a mention but `"nim"` is. The names come from the
// entry and from the game's own files:
//   1. a string literal (quotes, backticks, an HTML attribute's value, a regex) that is the id, a
//      variant's id or the id's family, or starts with one followed by ":" or "(": "nim",
//      'nim:misere', `chomp`, "scoring:1,3,4", "moore" (the family of moore:2), "pig:100/0,0/p1:0"
//      (a position), "kayles(4) + nim(3)" (a sum's notation). Not counted: a key read
//      (`a["values"]`), a JSON object's key, a catalogue group's id (`Group { id: "nim" }`), and in
//      www/ the id of a page's element (`$("values")`, the Grundy values' checkbox, is not the
//      values lab), unless the engine is called with it (`engine.analyze("values", ...)`);
//   2. a file of its own by name: `chomp.html`, `chomp.js`, `chomp-words.js`, `chomp.css`,
//      `chomp.rs`, and `boards/chomp` (a board in a page's data-css). A board is named after the
//      game of its name (the kayles board is Kayles', though the octal games draw it too);
//   3. in Rust, a module of its own: `chomp::`, `games::chomp`, `api::chomp`, `mod chomp`, a member
//      of a `use` group (`games::{chomp, go}`), and `chomp => Chomp` in a macro's list. Kayles
//      and the octal games share octal.rs, so `octal::` names both;
//   4. in Rust and JavaScript, an identifier (outside literals, or a literal that is one
//      identifier, as a call's name in engine.js is) that the game's own files use too, and
//      that begins with the family's name and goes on in camel or snake case (`chompSolve`,
//      `chomp_solve`, `pig_map`, `ChompGame`), is its capitalised name alone (`Chomp`, not
//      `"Chomp"` in quotes nor a variable `values`), or has it as a later camel-case word
//      (`drawChomp`). The name is spelled as the game's own Rust types spell it (`TicTacToe`).
//      Not counted: a type that a file not its own defines (src/games/partizan.rs's `Values` is
//      not the values lab), and the words of TERMS below (`nimSum` is the theory's nim-sum; `goTo`
//      is the verb). Asking that its own files use the name too keeps out English words
//      (`valuesOf`, the Grundy values in impartial.js) and leaves a few true sites uncounted
//      where the file is counted anyway;
//   5. a class that its own files use, named after its family, its board, its page or the
//      initials of its spelling (`.chomp-board`, `.go-layout`, `.ttt-board`), and the page's class
//      (`.page-chomp`): in a stylesheet's selectors, elsewhere inside literals ("board chomp-board",
//      "#xor-a").
// Judgement calls: tests/golden.rs lists positions per game (its `extra` list) and is counted,
// since a new game edits it; a sum's notation names the games in it ("kayles(5) + nim(3)"), in
// the sums page's own files too (that page and its tests depend on those games); a game's own
// file that names another game counts for the other (src/games/values.rs draws every partizan
// board); test data that happens to use an id as a sample word (src/error.rs's
// `in_words(&["nim", "go"], ...)`) counts, as it is a literal id.
//
// The lints run it plainly: any pair fails. A baseline ({ "<game id>": ["<file>", ...] }) is a
// ratchet for a tree that still has pairs (an older checkout, a branch mid-way): with it, only a
// pair that is not in it fails, and a pair that is gone until it leaves the baseline
// (--write-baseline rewrites it from the tree).

import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ROOT, failWith } from "./common.mjs";

const fail = failWith("footprint");
const SELF = fileURLToPath(import.meta.url);
const BASELINE = "tools/known-footprint.json";

// ---------------------------------------------------------------------------------------------
// The files read, and how each kind is read.

/** Folders never read (generated or not the project's code), by their path from the root. */
const SKIP_DIRS = new Set(["target", "dist", "node_modules", "www/pkg", "tests/node_modules", "tests/e2e/screenshots"]);
/** Files never read: generated, or this tool's own. */
const SKIP_FILES = new Set(["www/games.json", "Cargo.lock", "tests/package-lock.json", "tools/footprint.mjs", BASELINE]);
/** The language of each extension read; every other file (prose, images, lock files) is skipped. */
const LANGUAGES = {
  rs: "rust",
  js: "js",
  mjs: "js",
  ts: "js",
  jsonc: "js",
  json: "json",
  jsonl: "json",
  css: "css",
  html: "html",
  sh: "hash",
  toml: "hash",
};

/** Every file read, as paths from `root` with "/" separators. */
function filesOf(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.name.startsWith(".")) continue;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(path)) walk(path);
      } else if (entry.isFile() && !SKIP_FILES.has(path) && languageOf(path)) {
        out.push(path);
      }
    }
  };
  walk("");
  return out.sort();
}

const languageOf = (path) => LANGUAGES[path.slice(path.lastIndexOf(".") + 1)];

// ---------------------------------------------------------------------------------------------
// Comments out, string literals found. Each scanner returns the text with every comment
// replaced by spaces (newlines kept, so offsets and line numbers stay), and the literals'
// contents as [start, end) offsets.

/**
 * @typedef {{ start: number, end: number }} Span
 * @typedef {{ code: string, literals: Span[] }} Scanned
 */

/** Replaces text[from, to) by spaces in `chars`, keeping newlines. */
function blank(chars, from, to) {
  for (let i = from; i < to; i++) if (chars[i] !== "\n") chars[i] = " ";
}

/** Where a quoted string that starts at `i` (the quote) ends: the offset of its closing quote. */
function endOfQuoted(text, i, quote, multiline) {
  let j = i + 1;
  while (j < text.length && text[j] !== quote) {
    if (text[j] === "\\") j++;
    else if (text[j] === "\n" && !multiline) return j;
    j++;
  }
  return j;
}

/** JavaScript (and JSONC, and TypeScript declarations): comments, strings, templates, regexes. */
function scanJs(text) {
  const chars = text.split("");
  /** @type {Span[]} */
  const literals = [];
  // A stack of the brace depths at which a template's `${` was opened.
  const templates = [];
  let depth = 0;
  // The last character that was not space or comment: decides whether "/" starts a regex.
  let last = "";
  let lastWord = "";
  let i = 0;
  const template = (from) => {
    // Reads a template's text from `from` (after ` or }) to its end or its next `${`.
    let j = from;
    while (j < text.length && text[j] !== "`" && !(text[j] === "$" && text[j + 1] === "{")) {
      if (text[j] === "\\") j++;
      j++;
    }
    literals.push({ start: from, end: j });
    if (text[j] === "`") return j + 1;
    templates.push(depth);
    depth++;
    return j + 2;
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === "/" && next === "/") {
      const end = text.indexOf("\n", i);
      const to = end < 0 ? text.length : end;
      blank(chars, i, to);
      i = to;
    } else if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const to = end < 0 ? text.length : end + 2;
      blank(chars, i, to);
      i = to;
    } else if (c === '"' || c === "'") {
      const end = endOfQuoted(text, i, c, false);
      literals.push({ start: i + 1, end });
      i = end + 1;
      last = c;
    } else if (c === "`") {
      i = template(i + 1);
      last = "`";
    } else if (c === "/" && (last === "" || "(,=:[!&|?{};+-*%<>~^".includes(last) || /^(return|typeof|case|in|of|void)$/.test(lastWord))) {
      // A regex literal: up to the "/" that is neither escaped nor in a class.
      let j = i + 1;
      let inClass = false;
      while (j < text.length && text[j] !== "\n" && (inClass || text[j] !== "/")) {
        if (text[j] === "\\") j++;
        else if (text[j] === "[") inClass = true;
        else if (text[j] === "]") inClass = false;
        j++;
      }
      // Its text is a literal: a pattern's words are prose, not identifiers.
      literals.push({ start: i + 1, end: j });
      i = j + 1;
      last = "/";
      lastWord = "";
    } else if (c === "{") {
      depth++;
      last = c;
      i++;
    } else if (c === "}") {
      depth--;
      if (templates.length && templates[templates.length - 1] === depth) {
        templates.pop();
        i = template(i + 1);
        last = "`";
      } else {
        last = c;
        i++;
      }
    } else if (/\s/.test(c)) {
      i++;
    } else if (/[\w$]/.test(c)) {
      let j = i;
      while (j < text.length && /[\w$]/.test(text[j])) j++;
      lastWord = text.slice(i, j);
      last = "a";
      i = j;
    } else {
      last = c;
      lastWord = "";
      i++;
    }
  }
  return { code: chars.join(""), literals };
}

/** Rust: line and block comments (nested), strings, raw strings, byte strings, chars. */
function scanRust(text) {
  const chars = text.split("");
  /** @type {Span[]} */
  const literals = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === "/" && next === "/") {
      const end = text.indexOf("\n", i);
      const to = end < 0 ? text.length : end;
      blank(chars, i, to);
      i = to;
    } else if (c === "/" && next === "*") {
      let nested = 1;
      let j = i + 2;
      while (j < text.length && nested > 0) {
        const pair = text.slice(j, j + 2);
        nested += pair === "/*" ? 1 : pair === "*/" ? -1 : 0;
        j += pair === "/*" || pair === "*/" ? 2 : 1;
      }
      blank(chars, i, j);
      i = j;
    } else if (/[rb]/.test(c) && /^(?:br|r)#*"/.test(text.slice(i, i + 260)) && !/[\w]/.test(text[i - 1] ?? "")) {
      // A raw string: r"..." or r#"..."#, as many # after as before.
      const open = /^(?:br|r)(#*)"/.exec(text.slice(i, i + 260));
      const hashes = open[1];
      const start = i + open[0].length;
      const close = text.indexOf(`"${hashes}`, start);
      const end = close < 0 ? text.length : close;
      literals.push({ start, end });
      i = end + 1 + hashes.length;
    } else if (c === '"') {
      const end = endOfQuoted(text, i, '"', true);
      literals.push({ start: i + 1, end });
      i = end + 1;
    } else if (c === "'") {
      // A char ('a', '\n', '\u{1F600}') or a lifetime ('a, 'static).
      const char = /^'(?:\\(?:u\{[0-9a-fA-F]+\}|x[0-9a-fA-F]{2}|.)|[^\\'\n])'/u.exec(text.slice(i, i + 16));
      if (char) {
        literals.push({ start: i + 1, end: i + char[0].length - 1 });
        i += char[0].length;
      } else {
        i++;
      }
    } else if (/\w/.test(c)) {
      let j = i;
      while (j < text.length && /\w/.test(text[j])) j++;
      i = j;
    } else {
      i++;
    }
  }
  return { code: chars.join(""), literals };
}

/** CSS: block comments and strings. */
function scanCss(text) {
  const chars = text.split("");
  /** @type {Span[]} */
  const literals = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const to = end < 0 ? text.length : end + 2;
      blank(chars, i, to);
      i = to;
    } else if (c === '"' || c === "'") {
      const end = endOfQuoted(text, i, c, false);
      literals.push({ start: i + 1, end });
      i = end + 1;
    } else {
      i++;
    }
  }
  return { code: chars.join(""), literals };
}

/** JSON (and JSON lines): strings only. */
function scanJson(text) {
  /** @type {Span[]} */
  const literals = [];
  let i = text.indexOf('"');
  while (i >= 0) {
    const end = endOfQuoted(text, i, '"', false);
    literals.push({ start: i + 1, end });
    i = text.indexOf('"', end + 1);
  }
  return { code: text, literals };
}

/** HTML: comments out; the literals are the quoted values of the tags' attributes. */
function scanHtml(text) {
  const chars = text.split("");
  /** @type {Span[]} */
  const literals = [];
  let i = 0;
  while (i < text.length) {
    if (text.startsWith("<!--", i)) {
      const end = text.indexOf("-->", i + 4);
      const to = end < 0 ? text.length : end + 3;
      blank(chars, i, to);
      i = to;
    } else if (text[i] === "<" && /[a-zA-Z]/.test(text[i + 1] ?? "")) {
      // A tag: its quoted attribute values, up to its ">". A link's address (<a href>) is a
      // reference in the page's text, read as prose: blanked.
      const link = /^<a\s/i.test(text.slice(i, i + 3));
      let j = i + 1;
      while (j < text.length && text[j] !== ">") {
        if (text[j] === '"' || text[j] === "'") {
          const end = endOfQuoted(text, j, text[j], true);
          if (link && /\bhref\s*=\s*$/i.test(text.slice(i, j))) blank(chars, j + 1, end);
          else literals.push({ start: j + 1, end });
          j = end;
        }
        j++;
      }
      i = j + 1;
    } else {
      i++;
    }
  }
  return { code: chars.join(""), literals };
}

/** Shell and TOML: "#" comments (at a line's start or after a space), quoted strings. */
function scanHash(text) {
  const chars = text.split("");
  /** @type {Span[]} */
  const literals = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "#" && (i === 0 || /\s/.test(text[i - 1]))) {
      const end = text.indexOf("\n", i);
      const to = end < 0 ? text.length : end;
      blank(chars, i, to);
      i = to;
    } else if (c === '"' || c === "'") {
      const end = endOfQuoted(text, i, c, c === '"');
      literals.push({ start: i + 1, end });
      i = end + 1;
    } else {
      i++;
    }
  }
  return { code: chars.join(""), literals };
}

const SCANNERS = { js: scanJs, rust: scanRust, css: scanCss, json: scanJson, html: scanHtml, hash: scanHash };

// ---------------------------------------------------------------------------------------------
// What each file holds, read once: its identifiers, its class names, the types it defines.

/**
 * @typedef {{ index: number, word: string, quoted: boolean }} Identifier
 * @typedef {{
 *   path: string,
 *   lang: string,
 *   code: string,
 *   literals: Span[],
 *   identifiers: Identifier[],
 *   words: Set<string>,
 *   classes: Set<string>,
 *   types: Set<string>,
 * }} File
 */

/** A file read and scanned; null if it is generated. */
function readSource(root, path) {
  const lang = languageOf(path);
  const text = readFileSync(join(root, path), "utf8");
  // A file that a tool writes says so at its top ("do not edit", as www/css/boards.css does,
  // written by tools/catalogue.mjs from the catalogue): it is generated, like www/games.json.
  if (/do not edit/i.test(text.slice(0, 400))) return null;
  const { code, literals } = SCANNERS[lang](text);
  /** @type {Identifier[]} */
  const identifiers = [];
  if (lang === "js" || lang === "rust") {
    // Which literal each offset is in (its index + 1).
    const literalAt = new Int32Array(code.length + 1);
    literals.forEach(({ start, end }, k) => literalAt.fill(k + 1, start, end));
    for (const m of code.matchAll(/(?<![\w$])[A-Za-z_$][\w$]*/g)) {
      const k = literalAt[m.index];
      const quoted = k > 0;
      // In a literal, only a literal that is one identifier (the worker's list of exports).
      if (quoted && (literals[k - 1].start !== m.index || literals[k - 1].end !== m.index + m[0].length)) continue;
      identifiers.push({ index: m.index, word: m[0], quoted });
    }
  }
  // Class names with a dash: in a stylesheet's selectors, elsewhere inside literals.
  const classes = new Set();
  if (lang === "css") {
    for (const m of code.matchAll(/[.#]([a-z]\w*(?:-[\w-]+))/g)) classes.add(m[1]);
  } else {
    for (const { start, end } of literals) for (const m of code.slice(start, end).matchAll(CLASS_TOKEN)) classes.add(m[0]);
  }
  const types = new Set(lang === "rust" ? [...code.matchAll(/\b(?:struct|enum|trait|type|union)\s+([A-Z]\w*)/g)].map((m) => m[1]) : []);
  return { path, lang, code, literals, identifiers, words: new Set(identifiers.map((i) => i.word)), classes, types };
}

/** A class name with a dash, inside a literal (`chomp-board` in "board chomp-board"), not a file's name. */
const CLASS_TOKEN = /(?<![\w./-])[a-z]\w*-[\w-]*\w(?![\w.-])/g;

// ---------------------------------------------------------------------------------------------
// Each game: its own files and its names.

/**
 * The file under src/ whose `GameInfo { id: ... }` is this id's entry; failing that (an entry
 * written another way), src/games/<family>.rs or src/<family>.rs.
 */
function rulesFileOf(id, files) {
  const pattern = new RegExp(`GameInfo\\s*\\{\\s*id:\\s*"${escapeRegExp(id)}"`);
  const found = files.filter((f) => f.lang === "rust" && f.path.startsWith("src/") && pattern.test(f.code));
  if (found.length === 1) return found[0].path;
  const family = id.split(":")[0];
  return [`src/games/${family}.rs`, `src/${family}.rs`].find((p) => files.some((f) => f.path === p)) ?? null;
}

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const capitalise = (s) => s[0].toUpperCase() + s.slice(1);

/** Files and folders every game may be named in: the README's tables, the ready-made lessons, the golden data. */
const EVERY_GAMES_FILES = ["README.md", "www/js/lesson/ready.js"];
const EVERY_GAMES_FOLDERS = ["tests/data", "tests/golden_calls"];

/**
 * Words of the theory and of English that begin with a game's name and are not it, as an
 * identifier's or a class's first words: the nim-sum (`nimSum`, `nim_sum`) is every impartial
 * game's, and "go to", "go back", "go on" are verbs.
 */
const TERMS = [
  ["nim", "sum"],
  ["go", "to"],
  ["go", "back"],
  ["go", "on"],
];

/** Whether an identifier or class name begins with one of TERMS' words. */
function isTerm(word) {
  const words = word
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[\s_-]+/);
  return TERMS.some((term) => term.every((w, i) => words[i] === w));
}

/**
 * @typedef {{
 *   id: string,
 *   own: (path: string) => boolean,
 *   literals: string[],
 *   filePattern: RegExp,
 *   modules: string[],
 *   modulePattern: RegExp,
 *   identifier: (word: string, quoted: boolean) => boolean,
 *   className: (name: string) => boolean,
 * }} Game
 */

/**
 * Every game of the catalogue with its own files and its names.
 * @param {any[]} catalogue
 * @param {File[]} files
 * @returns {Game[]}
 */
function gamesOf(catalogue, files) {
  const exists = new Set(files.map((f) => f.path));
  const folders = (prefix) => files.some((f) => f.path.startsWith(`${prefix}/`));
  const stemOf = (path) => path.slice(path.lastIndexOf("/") + 1).replace(/\.\w+$/, "");
  const familyOf = (entry) => entry.id.split(":")[0];
  const pictureOf = (entry) => [...new Set((entry.picture ?? []).map((p) => p.board))];

  // A board names the games whose family it is named after (kayles: Kayles, not the octal
  // games, which draw it too); a board named after none names every game that draws it.
  /** @type {Map<string, Set<string>>} */
  const boardOwners = new Map();
  for (const entry of catalogue) {
    for (const board of pictureOf(entry)) {
      if (!boardOwners.has(board)) boardOwners.set(board, new Set());
      if (familyOf(entry) === board) boardOwners.get(board).add(entry.id);
    }
  }
  for (const [board, owners] of boardOwners) {
    if (owners.size === 0) for (const e of catalogue) if (pictureOf(e).includes(board)) owners.add(e.id);
  }

  return catalogue.map((entry) => {
    const id = entry.id;
    const family = familyOf(entry);
    const stem = (entry.page ?? "").replace(/\.html$/, "");
    const rulesFile = rulesFileOf(id, files);
    if (!rulesFile) fail(`no one file under src/ has the catalogue entry of "${id}" (GameInfo { id: "${id}", ... })`);
    const rulesStem = stemOf(rulesFile);
    const rulesFolder = `${dirname(rulesFile)}/${rulesStem}`;
    const apiFiles = [...new Set([family, rulesStem])].map((n) => `src/api/${n}.rs`).filter((p) => exists.has(p));
    const picture = pictureOf(entry);

    // Its own files.
    const ownFiles = new Set([
      rulesFile,
      ...apiFiles,
      ...(stem ? [`www/${entry.page}`, `www/js/${stem}.js`, `www/js/${stem}-words.js`, `www/css/${stem}.css`] : []),
      ...picture.flatMap((b) => [`www/js/boards/${b}.js`, `www/css/boards/${b}.css`]),
      ...EVERY_GAMES_FILES,
    ]);
    const ownFolders = [rulesFolder, ...(stem ? [`www/js/${stem}`] : []), ...EVERY_GAMES_FOLDERS].filter(folders);
    const testNames = [...new Set([family, rulesStem, stem])].filter(Boolean);
    const own = (path) =>
      ownFiles.has(path) ||
      ownFolders.some((f) => path.startsWith(`${f}/`)) ||
      (stem !== "" &&
        (path === `tests/e2e/${stem}.test.mjs` ||
          (path.startsWith(`tests/e2e/${stem}-`) && path.endsWith(".test.mjs")) ||
          path === `tests/e2e/games/${stem}.mjs`)) ||
      testNames.some((n) => path === `tests/${n}.rs` || (path.startsWith(`tests/${n}_`) && path.endsWith(".rs"))) ||
      path === `tests/bench/games/${family}.json`;
    const ownSources = files.filter(
      (f) => own(f.path) && !EVERY_GAMES_FILES.includes(f.path) && !EVERY_GAMES_FOLDERS.some((d) => f.path.startsWith(`${d}/`)),
    );

    // Its names: files, modules.
    const boards = picture.filter((b) => boardOwners.get(b).has(id));
    const modules = [...new Set([rulesStem, ...apiFiles.map(stemOf)])];
    const fileNames = [
      ...(stem ? [entry.page, `${stem}.js`, `${stem}-words.js`, `${stem}.css`] : []),
      ...boards.flatMap((b) => [`${b}.js`, `${b}.css`]),
      `${rulesStem}.rs`,
    ];
    // The family's spellings in identifiers: as written, capitalised, and as its own Rust types
    // spell it (TicTacToe).
    const ownRust = files.filter((f) => f.path === rulesFile || f.path.startsWith(`${rulesFolder}/`) || apiFiles.includes(f.path));
    const spellings = new Set(/^[a-z]\w*$/.test(family) ? [family, capitalise(family)] : []);
    for (const f of ownRust) {
      for (const type of f.types) {
        const head = type.slice(0, family.length);
        if (head.toLowerCase() === family && !/[a-z]/.test(type[family.length] ?? "")) spellings.add(head);
      }
    }
    const ownWords = new Set(ownSources.flatMap((f) => [...f.words]));
    const ownClasses = new Set(ownSources.flatMap((f) => [...f.classes]));
    const ownTypes = new Set(ownRust.flatMap((f) => [...f.types]));
    const foreignTypes = new Set(
      files
        .filter((f) => !own(f.path))
        .flatMap((f) => [...f.types])
        .filter((t) => !ownTypes.has(t)),
    );
    // A class's first word: the family, a board, the page, or the initials of a spelling (ttt).
    const classWords = new Set([family, stem, ...boards]);
    for (const s of spellings) {
      const humps = s.match(/[A-Z][a-z0-9]*/g) ?? [];
      if (humps.length > 1) classWords.add(humps.map((h) => h[0].toLowerCase()).join(""));
    }
    const alt = (list) => [...new Set(list)].map(escapeRegExp).join("|");
    const moduleAlt = alt(modules);
    const humps = [...spellings].filter((s) => s[0] <= "Z").map((s) => new RegExp(`[a-z0-9]${s}(?![a-z])`));
    return {
      id,
      family,
      buildsOn: entry.buildsOn ?? [],
      own,
      literals: [...new Set([id, family, ...(entry.variants ?? []).map((v) => v.id)])],
      filePattern: new RegExp(
        `(?<![\\w.-])(?:${alt(fileNames)})(?![\\w-])${boards.length ? `|(?<![\\w-])boards/(?:${alt(boards)})(?![\\w-])` : ""}`,
        "g",
      ),
      modules,
      modulePattern: new RegExp(
        `\\b(?:${moduleAlt})::|::(?:${moduleAlt})\\b|\\bmod\\s+(?:${moduleAlt})\\b|^[ \\t]*(?:${moduleAlt})[ \\t]*=>`,
        "gm",
      ),
      identifier: (word, quoted) => {
        if (!ownWords.has(word) || foreignTypes.has(word) || isTerm(word)) return false;
        for (const s of spellings) {
          if (!word.startsWith(s)) continue;
          // The name alone: a type (`Chomp`), not a variable (`values`) nor a word in quotes ("Nim").
          if (word.length === s.length) return s[0] <= "Z" && !quoted;
          // The name, then camel or snake case: `ChompGame`, `chompSolve`, `chomp_solve`.
          if (/[A-Z0-9_]/.test(word[s.length])) return true;
        }
        // The name as a later camel-case word: `drawChomp`.
        return humps.some((h) => h.test(word));
      },
      className: (name) => name === `page-${stem}` || (ownClasses.has(name) && classWords.has(name.split("-")[0]) && !isTerm(name)),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The rules, over one file.

/** A map of line numbers (from 1) of `text`'s offsets. */
function lineFinder(text) {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/**
 * Whether the literal at `start` is not a game's name but a key, a group or an element: a key
 * read (`a["values"]`), a JSON object's key, a catalogue group's id (`Group { id: "nim" }`),
 * or, in www/, the id of an element of a page (`$("values")`: the Grundy values' checkbox)
 * unless the engine is called with it.
 */
function notAName(file, start, value, elementIds) {
  const { code } = file;
  const before = code.slice(Math.max(0, start - 40), start - 1);
  const after = code.slice(start + value.length + 1, start + value.length + 8);
  if (/[\w\])]\[\s*$/.test(before) && /^\s*\]/.test(after)) return true;
  if (file.lang === "json" && /^\s*:/.test(after)) return true;
  // The catalogue's groups have ids too (the Nim and xor group is "nim").
  if (/\bGroup\s*\{\s*id:\s*$/.test(before)) return true;
  return file.path.startsWith("www/") && elementIds.has(value) && !/\bengine\.\w+\(\s*$/.test(before);
}

/**
 * Every mention in one file of each game it is not own to: game id -> line -> the texts matched.
 * @param {File} file
 * @param {Game[]} games
 * @param {Set<string>} elementIds
 */
function mentionsIn(file, games, elementIds) {
  const { code, literals, lang } = file;
  const lineOf = lineFinder(code);
  // A file of a game that says it builds on another (its catalogue entry's buildsOn) may name it.
  const owners = games.filter((g) => g.own(file.path));
  const others = games.filter((g) => !g.own(file.path) && !owners.some((h) => h.buildsOn.includes(g.family)));
  /** @type {Map<string, Map<number, Set<string>>>} */
  const found = new Map();
  const add = (game, offset, text) => {
    if (!found.has(game.id)) found.set(game.id, new Map());
    const lines = found.get(game.id);
    const line = lineOf(offset);
    if (!lines.has(line)) lines.set(line, new Set());
    lines.get(line).add(text);
  };
  const inLiteral = new Uint8Array(code.length + 1);
  for (const { start, end } of literals) inLiteral.fill(1, start, end);

  for (const game of others) {
    for (const { start, end } of literals) {
      const value = code.slice(start, end);
      // 1. The id, a variant's id or the family, whole or followed by ":" or "(".
      if (game.literals.some((n) => value === n || (value.startsWith(n) && ":(".includes(value[n.length])))) {
        if (!notAName(file, start, value, elementIds))
          add(game, start, JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value));
      }
      // 5. A class of its own, in a script's or a page's literals.
      if (lang !== "css") for (const t of value.matchAll(CLASS_TOKEN)) if (game.className(t[0])) add(game, start + t.index, t[0]);
    }
    // 2. Its own files by name, and boards/<board>.
    for (const m of code.matchAll(game.filePattern)) add(game, m.index, m[0]);
    if (lang === "rust") {
      // 3. Its Rust modules, outside literals.
      for (const m of code.matchAll(game.modulePattern)) if (!inLiteral[m.index + m[0].search(/\w/)]) add(game, m.index, m[0].trim());
      for (const m of code.matchAll(/::\s*\{([^{}]*)\}/g)) {
        for (const member of m[1].matchAll(/\b[a-z]\w*\b/g)) if (game.modules.includes(member[0])) add(game, m.index, `{${member[0]}}`);
      }
    }
    // 5. A class of its own in a stylesheet's selectors.
    if (lang === "css") {
      for (const m of code.matchAll(/[.#]([a-z]\w*(?:-[\w-]+))/g))
        if (!inLiteral[m.index] && game.className(m[1])) add(game, m.index, m[0]);
    }
    // 4. Identifiers.
    for (const { index, word, quoted } of file.identifiers) if (game.identifier(word, quoted)) add(game, index, word);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// The list of games: the one place every game is named, one line each.

/** The list of games (`every_game!` in src/games/mod.rs): from its `macro_rules!` to its end. */
const REGISTRY = { file: "src/games/mod.rs", start: /macro_rules!\s*every_game\s*\{/ };

/**
 * Takes the list of games' lines out of the registry file's mentions (`mentions`, as mentionsIn
 * returns them), after checking that each line of the list names one game and each game is
 * named on one line of it; fails otherwise. A file without the list keeps every mention.
 * @param {File} file
 * @param {Map<string, Map<number, Set<string>>>} mentions
 */
function registered(file, mentions) {
  const start = file.code.search(REGISTRY.start);
  if (start < 0) fail(`${REGISTRY.file} has no list of games (macro_rules! every_game)`);
  // The list runs to the brace that closes the macro's.
  let depth = 0;
  let end = file.code.indexOf("{", start);
  do {
    if (file.code[end] === "{") depth++;
    else if (file.code[end] === "}") depth--;
    end++;
  } while (depth > 0 && end < file.code.length);
  const first = lineFinder(file.code)(start);
  const last = lineFinder(file.code)(end - 1);
  /** @type {Map<number, string[]>} */
  const byLine = new Map();
  for (const [id, lines] of mentions) {
    const inList = [...lines.keys()].filter((line) => line >= first && line <= last);
    if (inList.length > 1)
      fail(`${REGISTRY.file} names ${id} on ${inList.length} lines of the list of games (${inList.join(", ")}): one line each`);
    for (const line of inList) {
      byLine.set(line, [...(byLine.get(line) ?? []), id]);
      lines.delete(line);
    }
    if (lines.size === 0) mentions.delete(id);
  }
  for (const [line, ids] of byLine) {
    if (ids.length > 1) fail(`${REGISTRY.file}:${line} names ${ids.join(" and ")}: each game has a line of its own in the list of games`);
  }
}

// ---------------------------------------------------------------------------------------------
// The whole tree.

/**
 * @typedef {{ game: string, file: string, lines: [number, string[]][] }} Pair
 */

/** Every (game, file) pair of the tree at `root`, in the catalogue's order, then by file. */
function footprint(root) {
  let catalogue;
  try {
    catalogue = JSON.parse(readFileSync(join(root, "www", "games.json"), "utf8"));
  } catch (error) {
    fail(`cannot read the catalogue, www/games.json (./build.sh build writes it): ${error.message}`);
  }
  // A file deleted between the listing and the reading (an editor's or a tool's temp file) is skipped.
  const files = filesOf(root).flatMap((path) => {
    try {
      const file = readSource(root, path);
      return file ? [file] : [];
    } catch (error) {
      if (error.code === "ENOENT") return [];
      throw error;
    }
  });
  const games = gamesOf(catalogue, files);
  // The ids of the pages' elements (id="values"), which www/'s scripts name in quotes too.
  const elementIds = new Set(
    files.filter((f) => f.lang === "html").flatMap((f) => [...f.code.matchAll(/\sid\s*=\s*["']([^"']+)["']/g)].map((m) => m[1])),
  );
  /** @type {Map<string, Pair[]>} */
  const pairs = new Map(games.map((g) => [g.id, []]));
  for (const file of files) {
    const mentions = mentionsIn(file, games, elementIds);
    if (file.path === REGISTRY.file) registered(file, mentions);
    for (const [id, lines] of mentions) {
      pairs.get(id).push({
        game: id,
        file: file.path,
        lines: [...lines].sort((a, b) => a[0] - b[0]).map(([line, texts]) => [line, [...texts]]),
      });
    }
  }
  return { games: games.map((g) => g.id), pairs };
}

/** The files that name the most games. */
function mostShared(pairs, top) {
  const byFile = new Map();
  for (const list of pairs.values()) for (const p of list) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p.game]);
  return [...byFile]
    .map(([file, games]) => ({ file, games }))
    .sort((a, b) => b.games.length - a.games.length || a.file.localeCompare(b.file))
    .slice(0, top);
}

/** The baseline file's pairs as a Set of "game\tfile". */
function readBaseline(file) {
  try {
    const data = JSON.parse(readFileSync(file, "utf8"));
    return new Set(Object.entries(data).flatMap(([game, files]) => files.map((f) => `${game}\t${f}`)));
  } catch (error) {
    fail(`cannot read the baseline ${file}: ${error.message}`);
  }
}

function writeBaseline(file, games, pairs) {
  const data = Object.fromEntries(
    games
      .filter((g) => pairs.get(g).length)
      .map((g) => [
        g,
        pairs
          .get(g)
          .map((p) => p.file)
          .sort(),
      ]),
  );
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

const count = (list) => ({ files: list.length, sites: list.reduce((n, p) => n + p.lines.length, 0) });
const site = (p, [line, texts]) => `    ${p.file}:${line}  ${texts.join("  ")}`;

// ---------------------------------------------------------------------------------------------
// The self-test: a tree of one game in a temp folder, then one more mention and one fewer.

function selfTest() {
  const dir = mkdtempSync(join(tmpdir(), "footprint-"));
  const write = (path, text) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const run = (...args) => spawnSync(process.execPath, [SELF, "--root", dir, ...args], { encoding: "utf8" });
  const checks = [];
  const check = (what, ok, result) => {
    checks.push(ok);
    console.log(`${ok ? "ok" : "FAILED"}: ${what}${ok ? "" : `\n${result.stdout}${result.stderr}`}`);
  };
  try {
    write(
      "www/games.json",
      JSON.stringify([
        { id: "foo", page: "foo.html", picture: [{ board: "foo" }], variants: [{ id: "foo" }, { id: "foo:misere" }] },
        { id: "bar:2", page: "bar.html", picture: [{ board: "bar" }], variants: [{ id: "bar:2" }] },
        { id: "baz", page: "baz.html", picture: [{ board: "baz" }], variants: [{ id: "baz" }], buildsOn: ["foo"] },
      ]),
    );
    write("src/games/foo.rs", 'pub struct FooGame;\npub fn info() -> GameInfo {\n    GameInfo {\n        id: "foo",\n    }\n}\n');
    write("src/games/bar.rs", 'pub fn info() -> GameInfo {\n    GameInfo {\n        id: "bar:2",\n    }\n}\n');
    // Baz builds on foo, and says so: its page may draw with foo's board; naming bar is a mention.
    write("src/games/baz.rs", 'pub fn info() -> GameInfo {\n    GameInfo {\n        id: "baz",\n    }\n}\n');
    write("www/baz.html", '<script type="module" src="js/baz.js"></script>\n');
    write("www/js/baz.js", 'import { drawFoo } from "./boards/foo.js";\nconst other = "bar:2";\n');
    // The list of games names foo on its line (the one registration); `pub mod bar` outside it
    // is a mention of bar.
    const list = (lines) => `macro_rules! every_game {\n    ($then:ident) => {\n        $then! {\n${lines}        }\n    };\n}\n`;
    write("src/games/mod.rs", `${list("            foo { board: Foo(FooGame), },\n")}pub mod bar;\n// foo is the first game.\n`);
    write("www/foo.html", '<grundy-header page="foo"></grundy-header><script type="module" src="js/foo.js"></script>\n');
    write("www/js/foo.js", 'import { drawFoo } from "./boards/foo.js";\nconst game = "foo:misere";\n');
    write("www/js/boards/foo.js", "export function drawFoo() {}\n");
    write("www/js/menu.js", '// Nim, foo and bar in prose: not a mention.\nconst games = ["bar:2"];\nconst food = "food";\n');
    // The baseline where the tool keeps it, which it does not read as code.
    const baseline = join(dir, BASELINE);
    mkdirSync(dirname(baseline), { recursive: true });
    let result = run("--write-baseline", baseline);
    const written = JSON.parse(readFileSync(baseline, "utf8"));
    check(
      "the baseline holds the shared files only",
      result.status === 0 &&
        JSON.stringify(written) === JSON.stringify({ "bar:2": ["src/games/mod.rs", "www/js/baz.js", "www/js/menu.js"] }),
      result,
    );
    result = run("--baseline", baseline);
    check("the same tree passes", result.status === 0, result);
    write(
      "src/games/mod.rs",
      `${list("            foo { board: Foo(FooGame), },\n            foo { adapter: FooGame, },\n")}pub mod bar;\n`,
    );
    result = run("--baseline", baseline);
    check(
      "a game on two lines of the list of games fails",
      result.status !== 0 && /foo on 2 lines/.test(result.stderr + result.stdout),
      result,
    );
    write("src/games/mod.rs", `${list("            foo { board: Foo(FooGame), },\n")}pub mod bar;\n// foo is the first game.\n`);
    write("www/js/home.js", 'import { drawFoo } from "./boards/foo.js";\nif (id === "foo") drawFoo();\n');
    result = run("--baseline", baseline);
    check("a new pair fails", result.status === 1 && result.stdout.includes("www/js/home.js"), result);
    rmSync(join(dir, "www/js/home.js"));
    write("www/js/menu.js", "const games = [];\n");
    result = run("--baseline", baseline);
    check(
      "a pair gone from the tree fails until it leaves the baseline",
      result.status === 1 && result.stdout.includes("now clean"),
      result,
    );
    result = run();
    check("without a baseline, any pair fails", result.status === 1 && result.stdout.includes("src/games/mod.rs:8"), result);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(checks.every(Boolean) ? 0 : 1);
}

// ---------------------------------------------------------------------------------------------
// The command line.

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  return value === undefined || value.startsWith("--") ? true : value;
};
for (const a of args) {
  if (a.startsWith("--") && !["--json", "--baseline", "--write-baseline", "--root", "--top", "--self-test"].includes(a)) {
    fail(`unknown option ${a}`);
  }
}
if (args.includes("--self-test")) selfTest();

const root = typeof option("--root") === "string" ? resolve(option("--root")) : ROOT;
const top = Number(option("--top") ?? 10);
const { games, pairs } = footprint(root);
const all = games.flatMap((g) => pairs.get(g));
const total = count(all);

const toWrite = option("--write-baseline");
if (toWrite) {
  const file = toWrite === true ? join(root, BASELINE) : resolve(toWrite);
  writeBaseline(file, games, pairs);
  console.log(`footprint: wrote ${relative(process.cwd(), file) || file}: ${total.files} pairs (game, file)`);
  process.exit(0);
}

const baselineFile = option("--baseline");
if (baselineFile === true) fail("--baseline needs a file");
const known = baselineFile ? readBaseline(resolve(baselineFile)) : null;
const isNew = (p) => !known?.has(`${p.game}\t${p.file}`);
const fresh = all.filter(isNew);
const now = new Set(all.map((p) => `${p.game}\t${p.file}`));
const gone = known ? [...known].filter((k) => !now.has(k)).map((k) => k.split("\t")) : [];

if (args.includes("--json")) {
  // Per game: how many files and lines, then each file with its lines ([line, [texts]]).
  const out = {
    games: games.map((g) => {
      const { files, sites } = count(pairs.get(g));
      return { game: g, files, sites, pairs: pairs.get(g).map(({ file, lines }) => ({ file, lines })) };
    }),
    total: { pairs: total.files, sites: total.sites },
    mostShared: mostShared(pairs, top),
    ...(known ? { new: fresh.map((p) => ({ game: p.game, file: p.file })), gone: gone.map(([game, file]) => ({ game, file })) } : {}),
  };
  console.log(JSON.stringify(out, null, 2));
} else if (known) {
  for (const p of fresh) {
    console.log(`new: ${p.game} is named by ${p.file}`);
    for (const l of p.lines) console.log(site(p, l));
  }
  for (const [game, file] of gone) console.log(`now clean, remove from the baseline: ${game} in ${file}`);
  const remaining = all.length - fresh.length;
  console.log(
    `footprint: ${fresh.length} new pairs (game, file), ${gone.length} gone from the tree; ${remaining} known pairs remain (${baselineFile})`,
  );
  if (gone.length) console.log(`footprint: node tools/footprint.mjs --write-baseline ${baselineFile} takes the gone pairs out`);
} else {
  for (const g of games) {
    const list = pairs.get(g);
    const c = count(list);
    console.log(`${g}: ${c.files} files, ${c.sites} lines`);
    for (const p of list) for (const l of p.lines) console.log(site(p, l));
  }
  console.log("\nfootprint: per game (files outside its own that name it, and their lines)");
  for (const g of games) {
    const c = count(pairs.get(g));
    console.log(`  ${g.padEnd(16)} ${String(c.files).padStart(4)} files ${String(c.sites).padStart(5)} lines`);
  }
  console.log(`  ${"total".padEnd(16)} ${String(total.files).padStart(4)} pairs ${String(total.sites).padStart(5)} lines`);
  console.log(`\nthe ${top} files that name the most games:`);
  for (const s of mostShared(pairs, top)) console.log(`  ${String(s.games.length).padStart(3)}  ${s.file}  (${s.games.join(", ")})`);
}
process.exit(fresh.length || gone.length ? 1 : 0);
