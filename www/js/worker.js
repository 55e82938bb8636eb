// The one Web Worker that runs the Grundy core (Rust compiled to WebAssembly).
//
// The page never touches the wasm module: it posts `{ id, fn, args }` here and gets back
// `{ id, ok: true, result }` or `{ id, ok: false, message }`. A call's answer depends only
// on its arguments (the core keeps solved tables only to answer faster), so a failed call
// cannot spoil the next one. Messages are answered in the order they arrive.
//
// A crash is different from a failed call. A panic in the core aborts the module (a
// `WebAssembly.RuntimeError`, "unreachable"), and the instance is left half-way through a
// call: its memory and stack pointer can no longer be trusted. From then on this worker
// answers every message with `{ id, ok: false, crashed: true, message }`, and engine.js
// replaces it with a fresh worker.
//
// The page hands over the module in its first message, `{ wasm }`: on the served site the
// `WebAssembly.Module` engine.js compiled from the download the page's head started (a
// worker cannot use the document's preload, and starting the download here would begin it
// only once this script and the glue have arrived); in the single-file bundle
// (tools/bundle.mjs) the module's bytes. `{ wasmError }` says why there is none.

import init, * as core from "../pkg/grundy.js";

/** The functions the page may call, by name. Nothing else is reachable from a message. */
const EXPORTS = [
  "games", "analyze", "play", "explain", "bestMove", "xorExplain", "chompSolve", "chompForget",
  "search", "puzzleSolve", "puzzlePlay", "complexity",
  // Fault injection for the crash-recovery test: the core panics on purpose.
  "crashForTest",
];

/** The page's answer: resolved with the module or its bytes, or rejected with its message. */
let gotModule;
let noModule;
/** Settles once the module is instantiated (or failed to be); every request waits for it. */
const ready = new Promise((resolve, reject) => {
  gotModule = resolve;
  noModule = reject;
}).then((module) => init({ module_or_path: module }));
// Nobody may be waiting yet; a failed start is reported to each request instead.
ready.catch(() => {});

/** Set by the first crash: the message every later request gets. */
let crashed = null;

/** Turn whatever the core threw into a sentence a student can read. */
function messageOf(error) {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  if (error && typeof error.message === "string") return error.message;
  return String(error);
}

/**
 * True when `error` came from the wasm machine itself rather than from the core's own error
 * values: a trap (panic, out of bounds) or running out of stack or memory part-way through.
 * The core's errors are ordinary `Error`s carrying a `kind`.
 */
function isCrash(error) {
  if (error instanceof WebAssembly.RuntimeError) return true;
  return error instanceof RangeError && typeof error.kind !== "string";
}

self.addEventListener("message", async (event) => {
  const data = event.data ?? {};
  if (data.wasm) {
    gotModule(data.wasm);
    return;
  }
  if (typeof data.wasmError === "string") {
    noModule(new Error(data.wasmError));
    return;
  }
  const { id, fn, args } = data;
  try {
    await ready;
  } catch (error) {
    // The module did not load (missing or broken file): no call can work, but a new worker
    // would fail the same way, so this is not reported as a crash.
    self.postMessage({ id, ok: false, message: messageOf(error) });
    return;
  }
  // Checked after the wait: requests queued behind the one that crashed must not run either.
  if (crashed) {
    self.postMessage({ id, ok: false, crashed: true, message: crashed });
    return;
  }
  try {
    if (!EXPORTS.includes(fn) || typeof core[fn] !== "function") {
      throw new Error(`The engine has no function called "${fn}".`);
    }
    const result = core[fn](...(Array.isArray(args) ? args : []));
    // The core already returns plain objects and arrays (no Maps), ready to post.
    self.postMessage({ id, ok: true, result });
  } catch (error) {
    if (isCrash(error)) {
      crashed = messageOf(error);
      self.postMessage({ id, ok: false, crashed: true, message: crashed });
      return;
    }
    // The core's errors carry a kind ("badPosition", "illegalMove", ...): pass it on.
    const kind = typeof error?.kind === "string" ? error.kind : undefined;
    self.postMessage({ id, ok: false, message: messageOf(error), kind });
  }
});
