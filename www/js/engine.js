// The page's only door to the Grundy core.
//
// The WebAssembly module runs in one module Web Worker (worker.js), so nothing heavy runs on
// the main thread. Each function here posts a message with a fresh id and returns a promise
// that resolves with the core's plain-data answer, or rejects with an `Error` whose message
// is the core's own sentence (bad notation, unknown game, illegal move, too large) and whose
// `kind` names it for the page ("badPosition", "illegalMove", ...).
//
// Every function is stateless, like the core: strings in, plain objects out.

let worker = null;
let nextId = 1;
/** id -> { resolve, reject } for requests still waiting for an answer. */
const pending = new Map();

function failAll(message) {
  for (const { reject } of pending.values()) reject(new Error(message));
  pending.clear();
}

function getWorker() {
  if (worker) return worker;
  worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  worker.addEventListener("message", (event) => {
    const { id, ok, result, message, kind } = event.data ?? {};
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    if (ok) {
      waiting.resolve(result);
    } else {
      const error = new Error(message);
      if (kind) error.kind = kind; // the core's kind of error: "badPosition", "illegalMove", ...
      waiting.reject(error);
    }
  });
  worker.addEventListener("error", (event) => {
    // The worker itself failed (for example the wasm files are missing): no answer will come.
    event.preventDefault();
    const text = "The game engine could not start. Try reloading the page.";
    console.error(text, event.message ?? "");
    worker = null;
    failAll(text);
  });
  return worker;
}

function call(fn, ...args) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    getWorker().postMessage({ id, fn, args });
  });
}

/** Every game the core knows: id, name, description, defaultPosition, page, variants, limits. */
export const games = () => call("games");

/** Outcome, nim-sum, piles and every legal move (with its outcome) of `position`. */
export const analyze = (game, position) => call("analyze", game, position);

/** The canonical position after `move`; rejects for an illegal move. */
export const play = (game, position, move) => call("play", game, position, move);

/** The explanation of `position` as a list of small typed steps (`{ steps: [...] }`). */
export const explain = (game, position) => call("explain", game, position);

/** The computer's move: `level` is "perfect" or "beginner"; `seed` an integer for the dice. */
export const bestMove = (game, position, level, seed) =>
  call("bestMove", game, position, level, seed);

/** a xor b in binary, the laws of xor shown with a and b, and the xor swap traced line by line. */
export const xorExplain = (a, b) => call("xorExplain", a, b);

/**
 * Chomp: solve up to `budget` more positions of the board `position` fills. Resolves to
 * `{ position, rows, cols, done, solved, total }`; call again until `done` (each call is one
 * short message, so the page can draw progress, and cancel by not calling again). Once done,
 * `analyze`/`explain`/`bestMove` on that board answer from the cached table.
 */
export const chompSolve = (position, budget) => call("chompSolve", position, budget);

/** Chomp: drop every cached table (memory back; the next solve starts from scratch). */
export const chompForget = () => call("chompForget");

/**
 * Minimax or alpha-beta on a tic-tac-toe or 2x2 Go position, with what it cost. `options` is
 * `{ algorithm: "minimax" | "alphabeta", ordering, table, symmetry, budget?, trace? }`; resolves
 * to `{ value, valueForMover, nodes, maxDepth, nodesPerDepth, leaves, cuts, tableHits, pv,
 * complete, kernel, trace, traceTruncated }`. One call runs to the end (or to its node budget):
 * for a live counter, call again with larger budgets.
 */
export const search = (game, position, options) => call("search", game, position, options);

/** The 8-puzzle: a shortest solution by backtracking with iterative deepening, and its events. */
export const puzzleSolve = (position) => call("puzzleSolve", position);

/** The 8-puzzle tray after sliding `tile` into the hole; rejects if it is not next to it. */
export const puzzlePlay = (position, tile) => call("puzzlePlay", position, tile);

/** The game-complexity panel: states, games, branching b, depth d and log10(b^d) per game. */
export const complexity = () => call("complexity");

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
