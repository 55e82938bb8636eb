// The 8-puzzle page: the tray (SVG), sliding tiles, shuffling, typing a tray, undo/redo and
// the URL hash; "Solve" replays the core's backtracking search event by event (a tile tried,
// a dead end undone, a new depth limit) and then plays the solution it found; and the
// game-complexity panel of the notes, from the core.
//
// Which slides are legal, whether a tray can be solved, the search and its events all come
// from the core through engine.js. The page replays the recorded events on a drawing: a tile
// the core says was tried or taken back swaps places with the hole.

import * as engine from "./engine.js";
import { STALE, latest } from "./engine.js";
import { Stepper } from "./stepper.js";
import { plural } from "./search-words.js";
import { el, svgEl, isTyping, usesArrowKeys, bindStepControls, formatCount } from "./ui.js";
import { readStepHash, replaceHash, createStepAddress } from "./step-url.js";

const GOAL = "123456780";
/** The tray the page opens with: 14 slides from the goal, solved with two depth limits. */
const START = "436718052";
const CELL = 112;
/** The solution's slides are shown at least this long each. */
const SOLUTION_MS = 450;
/** Slides of a shuffle: a random walk from the goal, never undoing the last slide. */
const SHUFFLE_SLIDES = 60;

const $ = (id) => document.getElementById(id);
const dom = {
  body: document.body,
  status: $("status"),
  moveNote: $("move-note"),
  hashError: $("hash-error"),
  board: $("board"),
  facts: $("tray-facts"),
  moveError: $("move-error"),
  shuffle: $("shuffle"),
  undo: $("undo"),
  redo: $("redo"),
  trayForm: $("tray-form"),
  trayInput: $("tray-input"),
  traySet: $("tray-set"),
  trayError: $("tray-error"),
  solve: $("solve"),
  stop: $("solve-stop"),
  solveIntro: $("solve-intro"),
  solveError: $("solve-error"),
  solveBody: $("solve-body"),
  summary: $("solve-summary"),
  caption: $("solve-caption"),
  path: $("solve-path"),
  counts: $("solve-counts"),
  nextLimit: $("next-limit"),
  toSolution: $("to-solution"),
  speed: $("speed"),
  iterations: $("iterations"),
  complexity: $("complexity"),
  complexityError: $("complexity-error"),
};

const state = {
  /** "loading" | "ready" | "over" (the tray is in order) | "solving" | "error" */
  phase: "loading",
  /** The trays so far: { position, note, facts }; `cursor` is now. */
  entries: [],
  cursor: 0,
  generation: 0,
  moving: false,
  focus: 0,
  /** The search on show: { position, result, frames, events } while "Solve" replays it. */
  replay: null,
};

const current = () => state.entries[state.cursor];

function setPhase(phase) {
  state.phase = phase;
  dom.body.dataset.state = phase;
}

// ---------------------------------------------------------------------------------------
// The tray

/** Slide `tile` into the hole, as a recorded event of the core's search says it did. */
function slid(tray, tile) {
  const at = tray.indexOf(String(tile));
  const hole = tray.indexOf("0");
  if (at < 0 || hole < 0) return tray;
  const cells = [...tray];
  [cells[at], cells[hole]] = [cells[hole], cells[at]];
  return cells.join("");
}

/** Draw a tray. options: { mark: tile number, markKind: "tried"|"undone"|"moved", interactive }. */
function drawTray(tray, options = {}) {
  const svg = dom.board;
  svg.textContent = "";
  svg.dataset.position = tray;
  svg.classList.toggle("searching", Boolean(options.searching));
  for (let i = 0; i < 9; i++) {
    const tile = Number(tray[i]);
    const x = (i % 3) * CELL;
    const y = Math.floor(i / 3) * CELL;
    const home = tile !== 0 && tile === i + 1;
    const g = svgEl("g", {
      class: ["cell", tile === 0 ? "hole" : "tile", home ? "home" : null,
        options.mark === tile && tile !== 0 ? options.markKind : null],
      "data-tile": tile,
      "data-cell": i,
      role: tile === 0 ? "img" : "button",
      tabindex: i === state.focus ? "0" : "-1",
      "aria-label": tile === 0
        ? `the hole, row ${Math.floor(i / 3) + 1}, column ${(i % 3) + 1}`
        : `tile ${tile}, row ${Math.floor(i / 3) + 1}, column ${(i % 3) + 1}${home ? ", in place" : ""}`,
    });
    if (tile === 0) {
      g.append(svgEl("rect", { class: "face", x: x + 6, y: y + 6, width: CELL - 12, height: CELL - 12, rx: 12 }));
    } else {
      g.append(
        svgEl("rect", { class: "face", x: x + 5, y: y + 5, width: CELL - 10, height: CELL - 10, rx: 12 }),
        svgEl("text", { class: "number", x: x + CELL / 2, y: y + CELL / 2 + 20, text: String(tile) }),
      );
    }
    svg.append(g);
  }
}

// ---------------------------------------------------------------------------------------
// The URL hash: "#867254301" (or "#complexity" for the panel, on the default tray), and while
// the Solve replay is on show, its step: "#867254301@why=40" (step-url.js).

/** { text, step } from the address: the tray (or "complexity") and the replay step asked for. */
const readHash = readStepHash;
/** The tray, and the replay's step while a replay is on show (not while it finishes). */
const writeHash = () => {
  const step = state.replay && !state.replay.finishing ? address.suffix() : "";
  replaceHash(`#${current().position}${step}`, { decoded: true });
};

// ---------------------------------------------------------------------------------------
// Positions: each tray is checked by the core (notation, and whether it can be solved)

/**
 * What the core says about a tray: `{ ok: true, solution }` for a solvable one,
 * `{ ok: false, reason }` for one that parity rules out; throws for bad notation.
 */
async function checkTray(tray) {
  try {
    return { ok: true, solution: await engine.puzzleSolve(tray) };
  } catch (error) {
    if (error.kind === "illegalMove") return { ok: false, reason: error.message };
    throw error;
  }
}

/** Set a new tray (from the box, the hash or a shuffle). False when the core refuses it. */
async function setTray(text, errorBox) {
  const generation = ++state.generation;
  let facts;
  let position = text;
  try {
    facts = await checkTray(text);
    if (facts.ok) position = facts.solution.position;
  } catch (error) {
    if (generation === state.generation) errorBox.textContent = error.message;
    return false;
  }
  if (generation !== state.generation) return false;
  clearErrors();
  state.entries = [{ position: canonical(position), facts }];
  state.cursor = 0;
  positionChanged();
  return true;
}

/** The tray as the core prints it ("_" and "." for the hole become "0"). */
const canonical = (text) => String(text).replace(/[_.]/g, "0");

async function slide(tile) {
  if (!["ready", "over"].includes(state.phase) || state.moving) return false;
  state.moving = true;
  const generation = state.generation;
  try {
    const position = await engine.puzzlePlay(current().position, String(tile));
    const facts = await checkTray(position);
    if (generation !== state.generation) return false;
    clearErrors();
    state.entries = state.entries.slice(0, state.cursor + 1);
    state.entries.push({ position, facts, note: `Slid ${tile}.` });
    state.cursor++;
    positionChanged();
    return true;
  } catch (error) {
    if (generation === state.generation) dom.moveError.textContent = error.message;
    return false;
  } finally {
    state.moving = false;
  }
}

function positionChanged() {
  // The replay closes first, so that its step leaves the address with it.
  closeReplay();
  writeHash();
  render();
}

function render() {
  const entry = current();
  drawTray(entry.position, { interactive: true });
  dom.trayInput.value = entry.position;
  document.title = `The 8-puzzle ${entry.position} · Grundy`;
  const solved = entry.position === GOAL;
  setPhase(solved ? "over" : "ready");
  const moves = state.cursor;
  dom.status.textContent = solved
    ? moves > 0 ? `In order, after ${plural(moves, "slide")}!` : "In order: shuffle to start."
    : "Slide the tiles into order";
  dom.moveNote.textContent = entry.note ?? "";
  renderFacts(entry.facts);
  renderButtons();
}

function renderFacts(facts) {
  dom.facts.textContent = "";
  if (!facts) return;
  if (!facts.ok) {
    dom.facts.classList.add("unsolvable");
    dom.facts.textContent = facts.reason;
    return;
  }
  dom.facts.classList.remove("unsolvable");
  const s = facts.solution;
  if (s.length === 0) {
    dom.facts.textContent = "The goal: every tile in its place.";
    return;
  }
  dom.facts.append(
    `Inverted pairs: ${s.inversions} (even, so it can be solved). `,
    `Manhattan distance: ${s.manhattan}, so at least ${plural(s.manhattan, "slide")} to go.`,
  );
}

function renderButtons() {
  const replaying = Boolean(state.replay);
  dom.undo.disabled = replaying || state.cursor === 0;
  dom.redo.disabled = replaying || state.cursor >= state.entries.length - 1;
  dom.shuffle.disabled = replaying;
  dom.traySet.disabled = replaying;
  dom.trayInput.disabled = replaying;
  dom.solve.disabled = replaying || current()?.position === GOAL;
  dom.stop.hidden = !replaying;
  dom.board.classList.toggle("interactive", !replaying && state.phase === "ready");
}

function clearErrors() {
  for (const box of [dom.moveError, dom.trayError, dom.hashError, dom.solveError]) box.textContent = "";
}

function goTo(index) {
  if (state.replay || index < 0 || index >= state.entries.length) return;
  state.generation++;
  state.cursor = index;
  clearErrors();
  positionChanged();
}

// ---------------------------------------------------------------------------------------
// Shuffle: a random walk from the goal, each slide played (and checked) by the core

async function shuffle() {
  if (state.replay) return;
  const generation = ++state.generation;
  dom.shuffle.disabled = true;
  let tray = GOAL;
  let last = null;
  try {
    for (let k = 0; k < SHUFFLE_SLIDES; k++) {
      const tiles = [1, 2, 3, 4, 5, 6, 7, 8].filter((t) => t !== last).sort(() => Math.random() - 0.5);
      for (const tile of tiles) {
        try {
          tray = await engine.puzzlePlay(tray, String(tile));
          last = tile;
          break;
        } catch {
          // not next to the hole: try another tile
        }
      }
    }
  } finally {
    dom.shuffle.disabled = false;
  }
  if (generation !== state.generation) return;
  await setTray(tray, dom.trayError);
}

// ---------------------------------------------------------------------------------------
// Solve: replay the search, then the solution

const stepper = new Stepper({
  interval: 60,
  onChange: () => {
    address.changed();
    renderReplay();
    // The step on show goes into the address bar, but not at every frame of a replay playing
    // by itself (up to 16 a second): once it pauses, stops or a person steps.
    if (!stepper.playing && current()) writeHash();
  },
});
const refreshSteps = bindStepControls(dom.solveBody, stepper);
/** The replay's step in the address: "#867254301@why=40" (step-url.js). */
const address = createStepAddress(stepper);

/** One frame per recorded event, then one per position of the solution. */
function framesOf(position, result) {
  const frames = [];
  let tray = position;
  let stack = [];
  let limit = null;
  let previousLimit = null;
  let tries = 0;
  let undos = 0;
  for (const event of result.events) {
    let tile = null;
    if (event.kind === "limit") {
      previousLimit = limit;
      limit = event.limit;
      tray = position;
      stack = [];
    } else if (event.kind === "try") {
      tile = event.tile;
      tray = slid(tray, tile);
      stack = [...stack, tile];
      tries++;
    } else if (event.kind === "undo") {
      tile = event.tile;
      tray = slid(tray, tile);
      stack = stack.slice(0, -1);
      undos++;
    }
    frames.push({ kind: "event", event, tray, stack, limit, previousLimit, tries, undos, tile });
  }
  const events = frames.length;
  tray = position;
  frames.push({ kind: "solution", k: 0, tray, tile: null });
  result.moves.forEach((tile, i) => {
    tray = slid(tray, tile);
    frames.push({ kind: "solution", k: i + 1, tray, tile });
  });
  return { frames, events };
}

/** Solve the tray on show and replay the search: playing, or paused at `step` (from 1) when the address asks. */
async function startSolve(step = null) {
  if (state.replay || state.phase !== "ready") return;
  const entry = current();
  clearErrors();
  let result;
  if (entry.facts?.ok) {
    result = entry.facts.solution;
  } else {
    try {
      result = await engine.puzzleSolve(entry.position);
    } catch (error) {
      // Parity: the core says why this tray can never be solved; the tray stays.
      dom.solveError.textContent = error.message;
      return;
    }
  }
  const { frames, events } = framesOf(entry.position, result);
  state.replay = { position: entry.position, result, frames, events };
  const limits = result.iterations.map(([limit]) => limit);
  const last = result.events.at(-1);
  const cut = result.events.length > 0 && last?.kind !== "solved";
  dom.summary.textContent =
    `Shortest solution: ${plural(result.length, "slide")}. Depth limits tried: ${limits.join(", ")}; ` +
    `${plural(result.nodes, "node")} in all.` +
    (cut ? ` The first ${formatCount(events)} steps of the search are replayed, then the solution.` : "");
  renderIterations(result);
  dom.solveIntro.hidden = true;
  dom.solveBody.hidden = false;
  setPhase("solving");
  renderButtons();
  stepper.interval = Number(dom.speed.value);
  if (step) {
    // Asked for by the address: paused at that step (the last one if it is too big).
    address.want(step);
    address.load(frames.length);
  } else {
    address.load(frames.length);
    stepper.play();
  }
}

function renderIterations(result) {
  const body = dom.iterations.tBodies[0];
  body.textContent = "";
  for (const [limit, nodes] of result.iterations) {
    body.append(el("tr", { "data-limit": limit },
      el("td", { class: "num", text: String(limit) }),
      el("td", { class: "num", text: formatCount(nodes) })));
  }
}

function renderReplay() {
  refreshSteps();
  const replay = state.replay;
  if (!replay) return;
  const frame = replay.frames[stepper.index];
  if (!frame) return;
  const solutionPhase = frame.kind === "solution";
  stepper.interval = solutionPhase ? Math.max(Number(dom.speed.value), SOLUTION_MS) : Number(dom.speed.value);
  drawTray(frame.tray, {
    searching: !solutionPhase,
    mark: frame.tile,
    markKind: solutionPhase ? "moved" : frame.event.kind === "undo" ? "undone" : "tried",
  });
  dom.board.dataset.step = String(stepper.index);
  dom.board.dataset.kind = solutionPhase ? "solution" : frame.event.kind;
  const { result } = replay;
  const limitNow = solutionPhase ? result.iterations.at(-1)?.[0] : frame.limit;
  for (const row of dom.iterations.tBodies[0].rows) row.classList.toggle("current", Number(row.dataset.limit) === limitNow);
  dom.caption.textContent = replayCaption(frame, replay);
  dom.caption.dataset.kind = dom.board.dataset.kind;
  dom.path.textContent = "";
  $("path-label").textContent = solutionPhase ? "The solution so far:" : "Moves on the current branch:";
  const stack = solutionPhase ? result.moves.slice(0, frame.k) : frame.stack;
  for (const tile of stack) dom.path.append(el("span", { class: "path-tile", text: String(tile) }));
  if (stack.length === 0) dom.path.append(el("span", { class: "help", text: "none yet" }));
  dom.counts.textContent = solutionPhase
    ? `Playing the solution: slide ${frame.k} of ${result.length}.`
    : `Depth limit ${frame.limit ?? "–"} · depth ${frame.stack.length} · tried ${formatCount(frame.tries)} · undone ${formatCount(frame.undos)}`;
  dom.status.textContent = solutionPhase ? `Playing the solution: ${frame.k} of ${result.length}` : `Searching: depth limit ${frame.limit ?? "–"}`;
  dom.nextLimit.disabled = solutionPhase;
  dom.toSolution.disabled = solutionPhase;
  // The last frame is the goal: keep the solution as moves of the game (undo walks back).
  if (stepper.index === stepper.count - 1) finishReplay();
}

function replayCaption(frame, replay) {
  const { result } = replay;
  if (frame.kind === "solution") {
    if (frame.k === 0) {
      const more = replay.events < result.nodes ? ` (the search visited ${formatCount(result.nodes)} nodes in all)` : "";
      return `The search found a solution of ${plural(result.length, "slide")}${more}. Now it is played from the tray on show, one slide at a time.`;
    }
    const end = frame.k === result.length ? " The tray is in order." : "";
    return `Slide ${frame.k} of ${result.length}: tile ${frame.tile} into the hole.${end}`;
  }
  const e = frame.event;
  switch (e.kind) {
    case "limit":
      if (frame.previousLimit === null) {
        return `Depth limit ${e.limit}: the moves made plus the Manhattan distance still to go may not pass ${e.limit}. ` +
          `It starts at the tray's Manhattan distance, ${result.manhattan}: no solution can be shorter.`;
      }
      return `No solution fits in ${frame.previousLimit}: every branch ran past it. The limit goes up to ${e.limit}, ` +
        `the smallest bound that went over, and the search starts again from the tray.`;
    case "try":
      return `Update: slide ${e.tile} (depth ${frame.stack.length}), then search on from the new tray.`;
    case "undo":
      return `Undo: slide ${e.tile} back. Nothing below it fits in the limit: a dead end.`;
    case "solved":
      return `Solved! The tray is in order after ${plural(frame.stack.length, "slide")}, within the limit ${frame.limit}.`;
    default:
      return "";
  }
}

/** The replay reached the goal: the solution's trays become the game's next positions. */
function finishReplay() {
  const replay = state.replay;
  if (!replay || replay.finishing) return;
  replay.finishing = true;
  const { result, frames, events } = replay;
  // Only if the game is still at the tray that was solved.
  if (current().position === replay.position) {
    state.entries = state.entries.slice(0, state.cursor + 1);
    result.moves.forEach((tile, i) => {
      const position = frames[events + i + 1].tray;
      state.entries.push({ position, facts: null, note: `Solution slide ${i + 1} of ${result.length}: ${tile}.` });
    });
    state.cursor = state.entries.length - 1;
  }
  // Let the last frame show, then hand the tray back.
  setTimeout(() => {
    if (state.replay !== replay) return;
    state.replay = null;
    // The replay is over: the step buttons have nothing left to show, nor the address.
    address.drop();
    address.load(0);
    dom.counts.textContent = "";
    dom.caption.textContent = `Solved in ${plural(result.length, "slide")}. Undo walks back through them.`;
    writeHash();
    render();
    current().note = `Solved by the search: ${plural(result.length, "slide")}.`;
    dom.moveNote.textContent = current().note;
    refreshFacts();
  }, 300);
}

/** Stop the replay: the tray goes back to where it was. */
function closeReplay() {
  if (!state.replay) return;
  state.replay = null;
  stepper.dispose();
  dom.solveBody.hidden = true;
  dom.solveIntro.hidden = false;
  // Stopped: the step leaves the address.
  address.drop();
  writeHash();
}

/**
 * The address asks for replay step `step` (from 1) of the tray on show: solve it and show
 * that step, paused. Null takes the step out of the address and leaves the replay as it is.
 */
function showStep(step) {
  if (!step) {
    address.drop();
    writeHash();
    return;
  }
  if (state.replay && !state.replay.finishing) {
    address.want(step);
    address.load(state.replay.frames.length);
    return;
  }
  startSolve(step);
}

/** Facts for an entry made by the solution (checked lazily, only for the tray on show). */
const refreshFacts = latest(async () => {
  const entry = current();
  if (entry.facts) return;
  try {
    entry.facts = await checkTray(entry.position);
  } catch {
    return;
  }
  if (entry === current()) renderFacts(entry.facts);
});

// ---------------------------------------------------------------------------------------
// The game-complexity panel

/** "2.3 × 10²²" */
function scientific(x) {
  const exponent = Math.floor(Math.log10(x));
  const mantissa = x / 10 ** exponent;
  return [`${mantissa.toFixed(1)} × 10`, el("sup", { text: String(exponent) })];
}

async function loadComplexity() {
  let rows;
  try {
    rows = await engine.complexity();
  } catch (error) {
    dom.complexityError.textContent = error.message;
    return;
  }
  const body = dom.complexity.tBodies[0];
  body.textContent = "";
  for (const r of rows) {
    const states = r.statesExact && r.states < 1e15 ? [formatCount(r.states)] : [r.statesExact ? "" : "≤ ", ...scientific(r.states)];
    body.append(el("tr", { "data-game": r.game },
      el("th", { scope: "row", text: r.game }),
      el("td", { class: ["num", "states"], title: r.statesExact ? "counted exactly" : "an upper bound" }, states,
        el("span", { class: "exact", text: r.statesExact ? " exact" : " bound" })),
      el("td", { class: "how", text: r.statesHow }),
      el("td", { class: "num games", text: r.games === null || r.games === undefined ? "–" : formatCount(r.games) }),
      el("td", { class: "num", text: Number.isInteger(r.branching) ? String(r.branching) : r.branching.toFixed(1) }),
      el("td", { class: "num", text: String(r.depth) }),
      el("td", { class: "num tree" }, "10", el("sup", { text: r.treeLog10.toFixed(1) })),
    ));
  }
  dom.complexity.dataset.loaded = "true";
}

// ---------------------------------------------------------------------------------------
// Wiring

dom.board.addEventListener("click", (event) => {
  const cell = event.target.closest?.(".cell.tile");
  if (!cell || state.replay) return;
  state.focus = Number(cell.dataset.cell);
  slide(Number(cell.dataset.tile));
});

dom.board.addEventListener("keydown", async (event) => {
  const cell = event.target.closest?.(".cell");
  if (!cell || event.altKey || event.ctrlKey || event.metaKey || state.replay) return;
  const at = Number(cell.dataset.cell);
  let row = Math.floor(at / 3);
  let col = at % 3;
  switch (event.key) {
    case "ArrowUp": row = Math.max(0, row - 1); break;
    case "ArrowDown": row = Math.min(2, row + 1); break;
    case "ArrowLeft": col = Math.max(0, col - 1); break;
    case "ArrowRight": col = Math.min(2, col + 1); break;
    case "Enter":
    case " ": {
      event.preventDefault();
      const tile = Number(cell.dataset.tile);
      if (tile === 0) return;
      // The focus follows the tile into the hole.
      const hole = current().position.indexOf("0");
      if (await slide(tile)) state.focus = hole;
      dom.board.querySelector(`.cell[data-cell="${state.focus}"]`)?.focus();
      return;
    }
    default:
      return;
  }
  event.preventDefault();
  state.focus = row * 3 + col;
  for (const c of dom.board.querySelectorAll(".cell")) c.setAttribute("tabindex", "-1");
  const target = dom.board.querySelector(`.cell[data-cell="${state.focus}"]`);
  target?.setAttribute("tabindex", "0");
  target?.focus();
});

dom.trayForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const text = dom.trayInput.value.trim();
  if (!text) {
    dom.trayError.textContent = "Type nine digits row by row, 0 for the hole, e.g. 123456708.";
    return;
  }
  setTray(text, dom.trayError);
});

dom.shuffle.addEventListener("click", shuffle);
dom.undo.addEventListener("click", () => goTo(state.cursor - 1));
dom.redo.addEventListener("click", () => goTo(state.cursor + 1));
dom.solve.addEventListener("click", () => startSolve());
dom.stop.addEventListener("click", () => {
  closeReplay();
  render();
});
dom.speed.addEventListener("change", () => {
  if (state.replay) renderReplay();
});
dom.nextLimit.addEventListener("click", () => {
  const replay = state.replay;
  if (!replay) return;
  const next = replay.frames.findIndex((f, i) => i > stepper.index && f.kind === "event" && f.event.kind === "limit");
  stepper.go(next >= 0 ? next : replay.events);
});
dom.toSolution.addEventListener("click", () => {
  if (state.replay) stepper.go(state.replay.events);
});

document.addEventListener("keydown", (event) => {
  if (event.defaultPrevented || !current()) return;
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !isTyping(event.target)) {
    if (key === "z" && !event.shiftKey) {
      event.preventDefault();
      goTo(state.cursor - 1);
    } else if (key === "y" || (key === "z" && event.shiftKey)) {
      event.preventDefault();
      goTo(state.cursor + 1);
    }
    return;
  }
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === "Escape" && state.replay) {
    dom.stop.click();
    return;
  }
  if (!state.replay || usesArrowKeys(event.target) || event.target.closest?.("#board")) return;
  if (event.key === "ArrowLeft") {
    event.preventDefault();
    stepper.back();
  } else if (event.key === "ArrowRight") {
    event.preventDefault();
    stepper.forward();
  }
});

window.addEventListener("hashchange", () => {
  if (!current()) return;
  const { text, step } = readHash();
  if (text === "complexity") return;
  if (text === current().position) {
    showStep(step);
    return;
  }
  setTray(text, dom.hashError).then((ok) => {
    if (ok) showStep(step);
    else if (current()) writeHash(); // put the last good tray back in the address bar
  });
});

async function boot() {
  loadComplexity();
  const { text, step } = readHash();
  const wantsPanel = text === "complexity";
  if (text && !wantsPanel && (await setTray(text, dom.hashError))) {
    if (step) showStep(step);
    return;
  }
  const message = dom.hashError.textContent;
  if (!(await setTray(START, dom.hashError))) {
    setPhase("error");
    return;
  }
  if (message) dom.hashError.textContent = `${message} Showing ${START} instead.`;
  if (wantsPanel) $("complexity-panel").scrollIntoView({ block: "start" });
}

boot();
