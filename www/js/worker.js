// The one Web Worker that runs the Grundy core (Rust compiled to WebAssembly). The page posts
// `{ id, fn, args }` and gets `{ id, ok: true, result }` or `{ id, ok: false, message, kind }`,
// in order; an answer depends only on its arguments, so a failed call cannot spoil the next.
// A crash is different: a panic aborts the module (a `WebAssembly.RuntimeError`) half-way
// through a call, and its memory can no longer be trusted, so every later message is answered
// `{ id, ok: false, crashed: true, message }` and engine.js starts a fresh worker. The module
// comes in the first message, `{ wasm }` (engine.js compiled it, or the single-file bundle's
// bytes); `{ wasmError }` says why there is none.

import init, * as core from "../pkg/grundy.js";

/** The functions the page may call, by name (crashForTest: the core panics on purpose, for the crash test). */
const EXPORTS = ["games", "analyze", "play", "explain", "bestMove", "xorExplain", "chompSolve", "chompForget",
  "partizanSolve", "compare", "search", "puzzleSolve", "puzzlePlay", "complexity", "crashForTest"];

/** Settles once the module the page sent is instantiated (or failed to be); every request waits for it. */
let gotModule;
let noModule;
const ready = new Promise((resolve, reject) => {
  gotModule = resolve;
  noModule = reject;
}).then((module) => init({ module_or_path: module }));
// Nobody may be waiting yet; a failed start is reported to each request instead.
ready.catch(() => {});

/** Set by the first crash: the message every later request gets. */
let crashed = null;

/** Turn whatever the core threw into a sentence a student can read. */
const messageOf = (error) => (typeof error === "string" ? error : typeof error?.message === "string" ? error.message : String(error));

/**
 * True when `error` came from the wasm machine itself rather than from the core's own error
 * values (ordinary `Error`s carrying a `kind`): a trap (panic, out of bounds) or running out of
 * stack or memory part-way through.
 */
const isCrash = (error) => error instanceof WebAssembly.RuntimeError || (error instanceof RangeError && typeof error.kind !== "string");

self.addEventListener("message", async (event) => {
  const data = event.data ?? {};
  if (data.wasm) return gotModule(data.wasm);
  if (typeof data.wasmError === "string") return noModule(new Error(data.wasmError));
  const { id, fn, args } = data;
  try {
    await ready;
  } catch (error) {
    // The module did not load (missing or broken file): no call can work, but a new worker
    // would fail the same way, so this is not reported as a crash.
    return self.postMessage({ id, ok: false, message: messageOf(error) });
  }
  // Checked after the wait: requests queued behind the one that crashed must not run either.
  if (crashed) return self.postMessage({ id, ok: false, crashed: true, message: crashed });
  try {
    if (!EXPORTS.includes(fn) || typeof core[fn] !== "function") throw new Error(`The engine has no function called "${fn}".`);
    // The core already returns plain objects and arrays (no Maps), ready to post.
    self.postMessage({ id, ok: true, result: core[fn](...(Array.isArray(args) ? args : [])) });
  } catch (error) {
    if (isCrash(error)) {
      crashed = messageOf(error);
      return self.postMessage({ id, ok: false, crashed: true, message: crashed });
    }
    // The core's errors carry a kind ("badPosition", "illegalMove", ...): pass it on.
    self.postMessage({ id, ok: false, message: messageOf(error), kind: typeof error?.kind === "string" ? error.kind : undefined });
  }
});
