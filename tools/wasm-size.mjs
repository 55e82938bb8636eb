// Where the bytes of the wasm module go: the size of every function's code, by name, grouped by
// the part of the program it belongs to, plus the data (text constants) section. For the work on
// issue 6's size goal (100 KB gzipped). The release build strips the names, so build a copy
// that keeps them (same code, names in a custom section), run wasm-bindgen on it, then read it:
//
//   CARGO_PROFILE_RELEASE_STRIP=false cargo build --release --target wasm32-unknown-unknown \
//       --lib --target-dir target/size
//   wasm-bindgen --target web --no-typescript --out-dir target/size/pkg \
//       target/size/wasm32-unknown-unknown/release/grundy.wasm
//   node tools/wasm-size.mjs target/size/pkg/grundy_bg.wasm [how many of the largest to list]
//
// It reads the binary format directly (sections, the function bodies' sizes, the "name" custom
// section's function names), so it needs no other tool.
import { readFileSync } from "node:fs";

const [file, top = "25"] = process.argv.slice(2);
if (!file) {
  console.error("usage: node tools/wasm-size.mjs module.wasm [how many functions to list]");
  process.exit(2);
}
const bytes = readFileSync(file);
let at = 8; // after the magic number and the version

/** An unsigned LEB128 number at `at`. */
function leb() {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return value;
}
const name = () => {
  const length = leb();
  const text = bytes.toString("utf8", at, at + length);
  at += length;
  return text;
};

let importedFunctions = 0;
const bodySizes = [];
const names = new Map();
const sections = [];
while (at < bytes.length) {
  const id = bytes[at++];
  const size = leb();
  const end = at + size;
  let label =
    ["custom", "type", "import", "function", "table", "memory", "global", "export", "start", "element", "code", "data", "data count"][id] ??
    String(id);
  if (id === 2) {
    // Imports: only imported functions shift the function numbering.
    for (let n = leb(); n > 0; n--) {
      name();
      name();
      const kind = bytes[at++];
      if (kind === 0) {
        leb();
        importedFunctions++;
      } else if (kind === 1) {
        at++;
        const flags = bytes[at++];
        leb();
        if (flags & 1) leb();
      } else if (kind === 2) {
        const flags = bytes[at++];
        leb();
        if (flags & 1) leb();
      } else if (kind === 3) {
        at += 2;
      } else {
        leb(); // a tag
        leb();
      }
    }
  } else if (id === 10) {
    for (let n = leb(); n > 0; n--) {
      const body = leb();
      bodySizes.push(body);
      at += body;
    }
  } else if (id === 0) {
    label = `custom "${name()}"`;
    if (label === 'custom "name"') {
      while (at < end) {
        const sub = bytes[at++];
        const subEnd = leb() + at;
        if (sub === 1) {
          for (let n = leb(); n > 0; n--) {
            const index = leb();
            names.set(index, name());
          }
        }
        at = subEnd;
      }
    }
  }
  sections.push([label, size]);
  at = end;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log("sections:", sections.map(([label, size]) => `${label} ${kb(size)}`).join(", "));
if (names.size === 0) console.log("(no function names: build with CARGO_PROFILE_RELEASE_STRIP=false, see the top of this file)");

/** The part of the program a function belongs to, from its (demangled) name. */
function part(fn) {
  if (/serde|Serialize/.test(fn)) return "serialization (serde, serde_json, derived Serialize)";
  const own = fn.match(/grundy(?:::|\.\.)(api|games|solve|wasm|xor|error|game|sort)(?:(?:::|\.\.)([a-z0-9_]+))?/);
  if (own) return own[1] === "games" || own[1] === "solve" || own[1] === "api" ? `grundy::${own[1]}::${own[2] ?? ""}` : `grundy::${own[1]}`;
  if (/sort/.test(fn)) return "std: sorting";
  if (/fmt|Formatter|Display|Debug|unicode|escape/.test(fn)) return "std: formatting";
  if (/hashbrown|hash/.test(fn)) return "std: HashMap";
  if (/dlmalloc|alloc|RawVec|Vec/.test(fn)) return "std: memory and Vec";
  if (/iter/.test(fn)) return "std: iterators";
  if (/panic/.test(fn)) return "std: panics";
  if (/wasm_bindgen|js_sys|__wbg|externref/.test(fn)) return "wasm-bindgen";
  return "other";
}

const functions = bodySizes.map((size, i) => ({ size, name: names.get(i + importedFunctions) ?? `function ${i + importedFunctions}` }));
const total = functions.reduce((sum, f) => sum + f.size, 0);
console.log(`${functions.length} functions, ${kb(total)} of code`);
const parts = new Map();
for (const f of functions) parts.set(part(f.name), (parts.get(part(f.name)) ?? 0) + f.size);
console.log("\nby part:");
for (const [label, size] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`${kb(size).padStart(10)}  ${label}`);
console.log(`\nthe ${top} largest functions:`);
for (const f of functions.sort((a, b) => b.size - a.size).slice(0, Number(top))) {
  console.log(`${String(f.size).padStart(8)}  ${f.name.slice(0, 140)}`);
}
