// The one Web Worker that runs the Grundy core (Rust compiled to WebAssembly).
//
// The page never touches the wasm module: it posts `{ id, fn, args }` here and gets back
// `{ id, ok: true, result }` or `{ id, ok: false, message }`. The core is stateless, so a
// failed call cannot spoil the next one. Messages are answered in the order they arrive.

import init, * as core from "../pkg/grundy.js";

/** The functions the page may call, by name. Nothing else is reachable from a message. */
const EXPORTS = [
  "games", "analyze", "play", "explain", "bestMove", "xorExplain", "chompSolve", "chompForget",
  "search", "puzzleSolve", "puzzlePlay", "complexity",
];

// Start loading the module at once; every request waits for it.
const ready = init();

/** Turn whatever the core threw into a sentence a student can read. */
function messageOf(error) {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  if (error && typeof error.message === "string") return error.message;
  return String(error);
}

self.addEventListener("message", async (event) => {
  const { id, fn, args } = event.data ?? {};
  try {
    await ready;
    if (!EXPORTS.includes(fn) || typeof core[fn] !== "function") {
      throw new Error(`The engine has no function called "${fn}".`);
    }
    const result = core[fn](...(Array.isArray(args) ? args : []));
    // The core already returns plain objects and arrays (no Maps), ready to post.
    self.postMessage({ id, ok: true, result });
  } catch (error) {
    // The core's errors carry a kind ("badPosition", "illegalMove", ...): pass it on.
    const kind = typeof error?.kind === "string" ? error.kind : undefined;
    self.postMessage({ id, ok: false, message: messageOf(error), kind });
  }
});
