// The one Web Worker that runs the Grundy core (Rust compiled to WebAssembly).
//
// The page never touches the wasm module: it posts `{ id, fn, args }` here and gets back
// `{ id, ok: true, result }` or `{ id, ok: false, message }`. The core is stateless, so a
// failed call cannot spoil the next one. Messages are answered in the order they arrive.

import init, * as core from "../pkg/grundy.js";

/** The functions the page may call, by name. Nothing else is reachable from a message. */
const EXPORTS = ["games", "analyze", "play", "explain", "bestMove", "xorExplain"];

// Start loading the module at once; every request waits for it.
const ready = init();

/** Turn whatever the core threw into a sentence a student can read. */
function messageOf(error) {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  if (error && typeof error.message === "string") return error.message;
  return String(error);
}

/**
 * serde-wasm-bindgen turns Rust maps into JS `Map`s; the page wants plain objects.
 * Structs already arrive as plain objects, so this only walks the result once.
 */
function plain(value) {
  if (value instanceof Map) {
    const out = {};
    for (const [k, v] of value) out[String(k)] = plain(v);
    return out;
  }
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = plain(v);
    return out;
  }
  return value;
}

self.addEventListener("message", async (event) => {
  const { id, fn, args } = event.data ?? {};
  try {
    await ready;
    if (!EXPORTS.includes(fn) || typeof core[fn] !== "function") {
      throw new Error(`The engine has no function called "${fn}".`);
    }
    const result = core[fn](...(Array.isArray(args) ? args : []));
    self.postMessage({ id, ok: true, result: plain(result) });
  } catch (error) {
    self.postMessage({ id, ok: false, message: messageOf(error) });
  }
});
