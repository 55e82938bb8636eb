// The one Web Worker that runs the Grundy core (Rust compiled to WebAssembly). The page posts
// `{ id, fn, args }` and gets `{ id, ok: true, result }` or `{ id, ok: false, message, kind }`,
// in order; an answer depends only on its arguments, so a failed call cannot spoil the next.
// The first message, `{ core }`, names the core the page runs ("grundy", or "grundy_partizan"
// for the partizan games: engine.js reads it from the page's preload), and its glue
// pkg/<core>.js starts loading then.
// A crash is different: a panic aborts the module (a `WebAssembly.RuntimeError`) half-way
// through a call, and its memory can no longer be trusted, so every later message is answered
// `{ id, ok: false, crashed: true, message }` and engine.js starts a fresh worker. The module
// comes in the first message, `{ wasm }` (engine.js compiled it, or the single-file bundle's
// bytes); `{ wasmError }` says why there is none.

/** The cores the site builds, each its wasm-bindgen glue (literal paths, so that a bundler sees them). */
const CORES = {
  grundy: () => import("../pkg/grundy.js"),
  grundy_partizan: () => import("../pkg/grundy_partizan.js"),
};
/** The glue of the core the page named (loading from the `{ core }` message on); pkg/grundy.js when none. */
let glue = null;
/** The core's glue module (its exports are the functions below), once loaded. */
let core = null;

/** The functions the page may call, by name (crashForTest: the core panics on purpose, for the crash test). */
const EXPORTS = ["games", "analyze", "play", "explain", "bestMove", "xorExplain", "chompSolve", "chompForget",
  "partizanSolve", "compare", "search", "puzzleSolve", "puzzlePlay", "complexity", "crashForTest"];

/** Settles once the module the page sent is instantiated (or failed to be); every request waits for it. */
let gotModule;
let noModule;
const ready = new Promise((resolve, reject) => {
  gotModule = resolve;
  noModule = reject;
}).then(async (module) => {
  core = await (glue ?? CORES.grundy());
  return core.default({ module_or_path: module });
});
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
  if (typeof data.core === "string") {
    glue = (CORES[data.core] ?? CORES.grundy)();
    // A glue that fails to load is reported to each request, through `ready`.
    glue.catch(() => {});
    return;
  }
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
