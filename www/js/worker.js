// The one Web Worker that runs the Grundy core (Rust compiled to WebAssembly).
//
// The page never touches the wasm module: it posts `{ id, fn, args }` here and gets back
// `{ id, ok: true, result }` or `{ id, ok: false, message, kind }`, in the order the messages
// came. A call's answer depends only on its arguments, so a failed call cannot spoil the next.
//
// A crash is different: a panic in the core aborts the module (a `WebAssembly.RuntimeError`,
// "unreachable") half-way through a call, and its memory and stack pointer can no longer be
// trusted. From then on this worker answers every message with `{ id, ok: false, crashed:
// true, message }`, and engine.js replaces it with a fresh worker.
//
// The page hands over the module in its first message, `{ wasm }`: the `WebAssembly.Module`
// engine.js compiled from the download the page's head started, or in the single-file bundle
// (tools/bundle.mjs) the module's bytes; `{ wasmError }` says why there is none.

import init, * as core from "../pkg/grundy.js";

/** The functions the page may call, by name (crashForTest: the core panics on purpose, for the crash test). */
const EXPORTS = ["games", "analyze", "play", "explain", "bestMove", "xorExplain", "chompSolve", "chompForget",
  "search", "puzzleSolve", "puzzlePlay", "complexity", "crashForTest"];

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
