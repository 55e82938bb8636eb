// The page's only door to the Grundy core, which runs in one module Web Worker (worker.js), so
// nothing heavy runs on the main thread. Each function posts a message with a fresh id and
// returns a promise of the core's plain-data answer, or rejects with an `Error` whose message
// is the core's own sentence (bad notation, illegal move, too large) and whose `kind` names it
// ("badPosition", "illegalMove", ...).
//
// Every function answers from its arguments alone, like the core (which keeps solved tables
// only to answer faster). That makes a crash survivable: if the module aborts (a panic is a
// wasm trap, and the instance is poisoned after it), this file starts a fresh worker, rejects
// only the call that crashed (kind "engineCrashed"), sends the other waiting calls again and
// shows a short notice. The page keeps its own state, so the game is kept.

import { el } from "./ui.js";

/** The sentence for a crash: shown in the notice and as the crashed call's error message. */
const CRASH_MESSAGE = "The game engine crashed and was restarted. Your game is kept; try that again.";
/** The window event sent after a crash, once the fresh worker has been started. */
const RESTART_EVENT = "grundy-engine-restarted";

let worker = null;
let nextId = 1;
/** id -> { fn, args, resolve, reject } for requests still waiting; fn and args to send again. */
const pending = new Map();

/** An Error with the core's `kind`, when it names one. */
const failure = (message, kind) => Object.assign(new Error(message), kind ? { kind } : {});

/**
 * The core this page runs. The site builds three wasm modules, one per kind of game, so that a
 * page downloads only its own: pkg/grundy (the impartial games and the searches),
 * pkg/grundy_partizan (the partizan games) and pkg/grundy_chance (Pig, Piglet and the 8-puzzle). A page preloads its module in its head, and that
 * link names it; a page without one runs pkg/grundy.
 */
const CORE = (() => {
  const link = typeof document === "undefined" ? null : document.querySelector('link[rel="preload"][href$="_bg.wasm"]');
  return /(?:^|\/)(grundy(?:_partizan|_chance)?)_bg\.wasm$/.exec(link?.getAttribute("href") ?? "")?.[1] ?? "grundy";
})();

/**
 * The wasm module, compiled here while it downloads, once per page, and handed to each worker
 * (one started after a crash gets it at once). This fetch takes over the page head's preload
 * of pkg/<core>_bg.wasm, which a worker could not use: it would download the module again.
 */
let compiled = null;
function compiledModule() {
  compiled ??= (async () => {
    const response = await fetch(new URL(`../pkg/${CORE}_bg.wasm`, import.meta.url));
    if (!response.ok) throw new Error(`failed to fetch Wasm: ${response.status} ${response.statusText} fetching '${response.url}'`);
    try {
      return await WebAssembly.compileStreaming(response.clone());
    } catch (error) {
      // A server that does not send application/wasm: compile the bytes instead, as the glue would.
      if (response.headers.get("Content-Type") === "application/wasm") throw error;
      return WebAssembly.compile(await response.arrayBuffer());
    }
  })();
  // A failed download is not kept: the next worker (after a crash) tries again.
  compiled.catch(() => {
    compiled = null;
  });
  return compiled;
}

/**
 * A new worker: worker.js next to this file, told which core to load (its glue starts loading
 * at once), then posted the compiled module (or why there is none).
 * The single-file bundle (tools/bundle.mjs) cannot load module workers from file://: its shell
 * sets `globalThis.grundyBundle.createWorker()`, a Blob worker handed the wasm bytes.
 */
function createWorker() {
  const bundle = globalThis.grundyBundle;
  if (typeof bundle?.createWorker === "function") return bundle.createWorker();
  const fresh = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  fresh.postMessage({ core: CORE });
  compiledModule().then(
    (module) => fresh.postMessage({ core: CORE, wasm: module }),
    (error) => fresh.postMessage({ core: CORE, wasmError: error instanceof Error ? error.message : String(error) }),
  );
  return fresh;
}

function getWorker() {
  if (worker) return worker;
  worker = createWorker();
  const mine = worker;
  // Each listener knows its own worker: once a worker is replaced, whatever it still says
  // (answers computed on a poisoned instance, more crash reports) is ignored, and the calls
  // it owed are answered by its successor.
  mine.addEventListener("message", (event) => {
    if (mine !== worker) return;
    const { id, ok, result, message, kind, crashed, progress } = event.data ?? {};
    if (crashed) return restartAfterCrash(id, message);
    const waiting = pending.get(id);
    if (!waiting) return;
    if (progress !== undefined) return waiting.onProgress?.(progress);
    pending.delete(id);
    if (!ok) return waiting.reject(failure(message, kind));
    hideNotice(); // the engine works again: the crash notice has done its job
    waiting.resolve(result);
  });
  mine.addEventListener("error", (event) => {
    // The worker itself failed (for example the wasm files are missing): no answer will come.
    event.preventDefault();
    if (mine !== worker) return;
    const text = "The game engine could not start. Try reloading the page.";
    console.error(text, event.message ?? "");
    worker = null;
    for (const { reject } of pending.values()) reject(new Error(text));
    pending.clear();
  });
  return mine;
}

/** A request to the worker; a call with progress reports asks for them after its arguments. */
const send = (id, { fn, args, onProgress }) => getWorker().postMessage({ id, fn, args, progressAt: onProgress ? args.length : undefined });

/** The core crashed on call `id`: replace the worker, fail that call, resend the others. */
function restartAfterCrash(id, detail) {
  // A warning, not an error: the page recovers, and the panic itself was already logged.
  console.warn("The game engine crashed; starting a fresh one.", detail ?? "");
  worker.terminate();
  worker = null;
  pending.get(id)?.reject(failure(CRASH_MESSAGE, "engineCrashed"));
  pending.delete(id);
  // The fresh worker starts now if calls are waiting (they go to it in their original
  // order), otherwise with the next call.
  for (const [waitingId, waiting] of pending) send(waitingId, waiting);
  showNotice();
  window.dispatchEvent(new CustomEvent(RESTART_EVENT, { detail: { message: CRASH_MESSAGE } }));
}

// The crash notice: one small alert at the top of <main> (styles at the end of grundy.css).
let notice = null;

function showNotice() {
  if (notice?.isConnected) return;
  notice = el(
    "p",
    { class: "engine-notice", role: "alert" },
    el("span", { text: CRASH_MESSAGE }),
    el("button", { type: "button", class: "engine-notice-close", "aria-label": "Dismiss this notice", onclick: hideNotice }, "×"),
  );
  (document.querySelector("main") ?? document.body).prepend(notice);
}

function hideNotice() {
  notice?.remove();
  notice = null;
}

function call(fn, ...args) {
  return callWithProgress(fn, args, undefined);
}

/** A call whose progress reports (a long solve) go to `onProgress` while it runs. */
function callWithProgress(fn, args, onProgress) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const request = { fn, args, resolve, reject, onProgress };
    pending.set(id, request);
    send(id, request);
  });
}

// Start the worker now: every page loads this file as its first module script, `async`, so that
// it runs as soon as it has arrived (a deferred module waits for the page's stylesheets), and
// the worker and its scripts load while the page's own modules are still arriving (on a slow
// connection that is most of a second), instead of after them. Running that early, this file
// and ui.js touch nothing of the document but the head above them.
if (typeof window !== "undefined") getWorker();

/** Fault injection for the crash-recovery test (crash.test.mjs): the core panics on purpose. */
export const crashForTest = () => call("crashForTest");
/**
 * Every game the core knows: id, name, description, defaultPosition, page, variants, limits.
 * @returns {Promise<import("./types/core").GameInfo[]>}
 */
export const games = () => call("games");
/**
 * Who acts next (a player, chance with its outcomes' probabilities, a puzzle's solver), the
 * outcome, the game's own facts and every legal move (with its outcome, or Pig's chance) of `position`.
 * @returns {Promise<import("./types/core").Analysis>}
 */
export const analyze = (game, position) => call("analyze", game, position);
/**
 * The canonical position after `move`; rejects for an illegal move.
 * @returns {Promise<string>}
 */
export const play = (game, position, move) => call("play", game, position, move);
/**
 * The explanation of `position` as a list of small typed steps (`{ steps: [...] }`).
 * @returns {Promise<import("./types/core").Explanation>}
 */
export const explain = (game, position) => call("explain", game, position);
/**
 * The computer's move: `level` is "perfect" or "beginner" (Pig's "rule" too); `seed` an
 * integer for the beginner's choices.
 * @returns {Promise<import("./types/core").BestMove>}
 */
export const bestMove = (game, position, level, seed) => call("bestMove", game, position, level, seed);
/**
 * Works out up to `budget` more positions of a big `position` ahead of play (a Chomp board, a
 * Domineering board, a big values sum); resolves to `{ done, solved, total, size }`. Called again
 * until `done` (the page draws the progress between calls, and cancels by not calling); then
 * analyze, explain and bestMove of that position answer at once. A missing budget means "to the
 * end", 0 only asks how far it is.
 * @returns {Promise<import("./types/core").Solving>}
 */
export const solve = (game, position, budget) => call("solve", game, position, budget);
/** Empties a game's tables of solved positions (memory back; the next solve starts from scratch). */
export const forget = (game) => call("forget", game);
/**
 * A game's lab called `name`, with its arguments in a list: the xor corner's
 * `lab("xor", "explain", [5, 3])`, the 8-puzzle's `lab("puzzle", "solve", [tray])`, Pig's
 * `lab("pig:100", "solve", [], onProgress)`, ... (each game's adapter in src/api/ lists its
 * labs). A long lab calls `onProgress` with each report while it works.
 * @returns {Promise<import("./types/core").LabAnswer>}
 */
export const lab = (game, name, args = [], onProgress = undefined) => callWithProgress("lab", [game, name, args], onProgress);
/**
 * Two values-game boards compared: `{ g, h, relation: ">" | "<" | "=" | "||", geq, leq, plays }`;
 * each play is a line of best play in G - H that decides one of the questions G >= H, G <= H.
 * @returns {Promise<import("./types/core").Comparison>}
 */
export const compare = (g, h) => call("compare", g, h);

/**
 * Minimax or alpha-beta on a tic-tac-toe or 2x2 Go position, with what it cost. `options` is
 * `{ algorithm: "minimax" | "alphabeta", ordering, table, symmetry, budget?, trace? }`; resolves
 * to `{ value, valueForMover, nodes, maxDepth, nodesPerDepth, leaves, cuts, tableHits, pv,
 * complete, kernel, trace, traceTruncated }`. One call runs to the end (or to its node budget):
 * for a live counter, call again with larger budgets.
 * @returns {Promise<import("./types/core").SearchResult>}
 */
export const search = (game, position, options) => call("search", game, position, options);
/**
 * The game-complexity panel: states, games, branching b, depth d and log10(b^d) per game.
 * @returns {Promise<import("./types/core").Complexity[]>}
 */
export const complexity = () => call("complexity");

/**
 * The QR code of a lesson's link: `{ size, version, level, rows }`, rows of "1" dark and "0" light.
 * @returns {Promise<import("./types/core").QrGrid>}
 */
export const qrCode = (text) => call("qrCode", text);

/**
 * Latest wins: wrap an async function so that only the answer to the newest call is used.
 * Older calls resolve to `STALE` instead of their result, so a slow answer for a position the
 * student has already left never overwrites the current one.
 */
export const STALE = Symbol("stale");
export function latest(fn) {
  let generation = 0;
  return async (...args) => {
    const mine = ++generation;
    try {
      const result = await fn(...args);
      return mine === generation ? result : STALE;
    } catch (error) {
      if (mine !== generation) return STALE;
      throw error;
    }
  };
}
