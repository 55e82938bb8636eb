// The one Web Worker that runs the Grundy core (Rust compiled to WebAssembly). The page posts
// `{ id, fn, args }` and gets `{ id, ok: true, result }` or `{ id, ok: false, message, kind }`,
// in order; an answer depends only on its arguments, so a failed call cannot spoil the next.
// The core is three wasm modules, one per kind of game (Cargo.toml's features), so that a page
// downloads only its own: pkg/grundy (the impartial games and the searches),
// pkg/grundy_partizan (the partizan games) and pkg/grundy_chance (Pig, Piglet and the 8-puzzle). Each call runs on the module that has its game
// (coreFor). The page names its own module first, `{ core }` (its glue starts loading then), and
// hands it over compiled, `{ core, wasm }` (engine.js compiled it; the single-file bundle sends
// every module's bytes), or says why there is none, `{ core, wasmError }`; a module nobody
// handed over is fetched here the first time a call needs it.
// A crash is different: a panic aborts the module (a `WebAssembly.RuntimeError`) half-way
// through a call, and its memory can no longer be trusted, so every later message is answered
// `{ id, ok: false, crashed: true, message }` and engine.js starts a fresh worker.

import { catalogueEntry } from "./catalogue.js";

/** The cores the site builds, each its wasm-bindgen glue (literal paths, so that a bundler sees them). */
const GLUES = {
  grundy: () => import("../pkg/grundy.js"),
  grundy_partizan: () => import("../pkg/grundy_partizan.js"),
  grundy_chance: () => import("../pkg/grundy_chance.js"),
};

/**
 * The functions of no game in particular that only the partizan module has: the values lab's
 * comparison, a lesson link's QR code (there, where there is room) and the catalogue (the pages
 * read games.json instead).
 */
const PARTIZAN_ONLY = new Set(["compare", "qrCode", "games"]);

/** The core the page named first: it answers the calls of no game in particular. */
let pageCore = null;

/**
 * The module that has the game of a call. A call names its game first (`analyze("pig", …)`), or
 * a position or table that starts with it (`lab("pig:100", "solve")`): the catalogue says which
 * module plays it (a variant, nim:misere, by its family). A call of no game goes to the impartial
 * module (the complexity panel), to the partizan one (PARTIZAN_ONLY), or for the crash test to
 * the page's own.
 */
function coreFor(fn, args) {
  if (PARTIZAN_ONLY.has(fn)) return "grundy_partizan";
  if (fn === "crashForTest") return pageCore ?? "grundy";
  const first = args?.[0];
  return (typeof first === "string" && catalogueEntry(first.split("/")[0].trim())?.module) || "grundy";
}

/** A function of the core's glue the page may call: not its loaders, nor wasm-bindgen's own. */
const callable = (core, fn) =>
  typeof fn === "string" && !["default", "initSync"].includes(fn) && !fn.startsWith("__") && typeof core[fn] === "function";

/** Per core: its glue loading, the module handed over (if one is coming), the instance. */
const cores = {};
function coreState(name) {
  if (!cores[name]) {
    let give;
    const given = new Promise((resolve, reject) => {
      give = { resolve, reject };
    });
    given.catch(() => {});
    cores[name] = { glue: null, given, give, announced: false, ready: null };
  }
  return cores[name];
}
const glueOf = (state, name) => (state.glue ??= GLUES[name]());

/** The core's exports once instantiated: from the module handed over, or fetched by its glue. */
function instance(name) {
  const state = coreState(name);
  state.ready ??= (async () => {
    const glue = await glueOf(state, name);
    // With no module coming, the glue fetches pkg/<name>_bg.wasm next to itself.
    await glue.default(state.announced ? { module_or_path: await state.given } : undefined);
    return glue;
  })();
  return state.ready;
}

/** Set by the first crash: the message every later request gets. */
let crashed = null;

/** Turn whatever the core threw into a sentence a student can read. */
const messageOf = (error) => (typeof error === "string" ? error : typeof error?.message === "string" ? error.message : String(error));

/**
 * True when `error` came from the wasm machine itself rather than from the core's own error
 * values (ordinary `Error`s carrying a `kind`): a trap (panic, out of bounds) or running out of
 * stack or memory part-way through.
 */
const isCrash = (error) =>
  error instanceof WebAssembly.RuntimeError ||
  (error instanceof RangeError && typeof (/** @type {{ kind?: unknown }} */ (error).kind) !== "string");

self.addEventListener("message", async (event) => {
  const data = event.data ?? {};
  if (typeof data.core === "string" && GLUES[data.core] && !("id" in data)) {
    const state = coreState(data.core);
    pageCore ??= data.core;
    state.announced = true;
    // A glue that fails to load is reported to each request, through instance().
    glueOf(state, data.core).catch(() => {});
    if (data.wasm) state.give.resolve(data.wasm);
    else if (typeof data.wasmError === "string") state.give.reject(new Error(data.wasmError));
    return;
  }
  const { id, fn, args, progressAt } = data;
  let core;
  try {
    core = await instance(coreFor(fn, args));
  } catch (error) {
    // The module did not load (missing or broken file): no call can work, but a new worker
    // would fail the same way, so this is not reported as a crash.
    return self.postMessage({ id, ok: false, message: messageOf(error) });
  }
  // Checked after the wait: requests queued behind the one that crashed must not run either.
  if (crashed) return self.postMessage({ id, ok: false, crashed: true, message: crashed });
  try {
    if (!callable(core, fn)) throw new Error(`The engine has no function called "${fn}".`);
    // A long call (solving a table, a simulation) reports progress through a function at the
    // place the page asked for (`progressAt`, its last argument): it posts `{ id, progress }`.
    const list = Array.isArray(args) ? [...args] : [];
    if (Number.isInteger(progressAt)) list[progressAt] = (progress) => self.postMessage({ id, progress });
    // The core already returns plain objects and arrays (no Maps), ready to post.
    self.postMessage({ id, ok: true, result: core[fn](...list) });
  } catch (error) {
    if (isCrash(error)) {
      crashed = messageOf(error);
      return self.postMessage({ id, ok: false, crashed: true, message: crashed });
    }
    // The core's errors carry a kind ("badPosition", "illegalMove", ...): pass it on.
    self.postMessage({ id, ok: false, message: messageOf(error), kind: typeof error?.kind === "string" ? error.kind : undefined });
  }
});
