// The 8-puzzle page, a page of the search lab (search-lab.js): one solver's game on the turn
// loop of turns.js (actors "one solver"), which keeps the history (undo, redo), the slides, the
// address, the errors and the status; the page draws the tray (SVG), slides a tile clicked or
// picked with the keyboard, shuffles, and takes a typed tray. "Solve" replays the core's
// backtracking search event by event (a tile tried, a dead end undone, a new depth limit),
// its step kept in the address, then hands the solution it found to the loop as the game's
// next slides; and the game-complexity panel of the notes, from the core.
//
// Which slides are legal, whether a tray can be solved, the search and its events all come
// from the core through engine.js. The page replays the recorded events on a drawing: a tile
// the core says was tried or taken back swaps places with the hole.

import * as engine from "./engine.js";
import { plural } from "./search-words.js";
import { $, stepPlayer, gridPlace, bindGrid } from "./search-lab.js";
import { el, svgEl, formatCount, reserveCaption, refitCaption } from "./ui.js";
import { readStepHash } from "./step-url.js";
import { createTurns } from "./turns.js";

const GOAL = "123456780";
/** The tray the page opens with (the catalogue's start): 14 slides from the goal, solved with two depth limits. */
const START = "436718052";
const CELL = 112;
/** The solution's slides are shown at least this long each. */
const SOLUTION_MS = 450;
/** Slides of a shuffle: a random walk from the goal, never undoing the last slide. */
const SHUFFLE_SLIDES = 60;

const page = createTurns({
  actors: "one solver",
  solver: {
    turn: "Slide the tiles into order",
    solved: (_analysis, slides) => (slides > 0 ? `In order, after ${plural(slides, "slide")}!` : "In order: shuffle to start."),
  },
  title: "The 8-puzzle",
  gameId: () => "puzzle",
  catalogId: "puzzle",
  defaultPosition: START,
  rules: false,
  noun: "slide",
  // "#complexity" opens the panel on the tray on show (the default one as the page opens).
  parseHash: (text) => ({ position: text === "complexity" ? (page.current()?.position ?? "") : text }),
  isOver: (analysis) => analysis.solved,
  renderBoard: (p) => drawTray(p.current().position),
  renderExtras: (p) => renderFacts(p.current().analysis),
  positionChanged: (p) => {
    dom.trayInput.value = p.current().position;
    renderControls();
  },
  moveNote: (_before, _after, tile) => `Slid ${tile}.`,
  // While the search is replayed the tray is its, and the history waits.
  lockHistory: () => Boolean(state.replay),
  errorBoxes: () => [dom.trayError, dom.solveError],
  // The replay's step is the address's: "#867254301@why=40"; a new tray closes the replay.
  address: {
    suffix: () => (state.replay && !state.replay.finishing ? player.address.suffix() : ""),
    moved: () => closeReplay(),
    show: (step) => showStep(step),
  },
  keys: {
    // The arrow keys step the replay; Escape stops it.
    stepper: () => player.stepper,
    stepping: () => Boolean(state.replay),
    otherKey: (event) => {
      if (event.key !== "Escape" || !state.replay || event.altKey) return false;
      dom.solveStop.click();
      return true;
    },
  },
});
const { dom, state, current } = page;
Object.assign(state, {
  /** The cell with the tray's tab stop. */
  focus: 0,
  /** The search on show: { result, frames, events, finishing } while "Solve" replays it. */
  replay: null,
});

// ---------------------------------------------------------------------------------------
// The tray

/** Slide `tile` into the hole, as a recorded event of the core's search says it did. */
function slid(tray, tile) {
  const cells = [...tray];
  const at = tray.indexOf(String(tile));
  const hole = tray.indexOf("0");
  if (at >= 0 && hole >= 0) [cells[at], cells[hole]] = [cells[hole], cells[at]];
  return cells.join("");
}

/** Draw a tray. options: { mark: tile number, markKind: "tried"|"undone"|"moved", searching }. */
function drawTray(tray, options = {}) {
  const svg = dom.board;
  svg.textContent = "";
  svg.dataset.position = tray;
  svg.classList.toggle("searching", Boolean(options.searching));
  [...tray].map(Number).forEach((tile, i) => {
    const x = (i % 3) * CELL;
    const y = Math.floor(i / 3) * CELL;
    const home = tile !== 0 && tile === i + 1;
    const where = `row ${Math.floor(i / 3) + 1}, column ${(i % 3) + 1}`;
    const inset = tile === 0 ? 6 : 5;
    svg.append(
      svgEl(
        "g",
        {
          class: [
            "cell",
            tile === 0 ? "hole" : "tile",
            home ? "home" : null,
            options.mark === tile && tile !== 0 ? options.markKind : null,
          ],
          "data-tile": tile,
          "data-cell": i,
          // The item's key for the turn loop (turns/focus.js): after a slide the focus follows the tile.
          "data-key": tile,
          ...gridPlace(i, 3),
          role: tile === 0 ? "img" : "button",
          tabindex: i === state.focus ? "0" : "-1",
          "aria-label": tile === 0 ? `the hole, ${where}` : `tile ${tile}, ${where}${home ? ", in place" : ""}`,
        },
        svgEl("rect", { class: "face", x: x + inset, y: y + inset, width: CELL - 2 * inset, height: CELL - 2 * inset, rx: 12 }),
        tile === 0 ? null : svgEl("text", { class: "number", x: x + CELL / 2, y: y + CELL / 2 + 20, text: String(tile) }),
      ),
    );
  });
}

/** What the tray on show is, in numbers (the core's analysis: parity and the Manhattan bound). */
function renderFacts(analysis) {
  dom.trayFacts.classList.toggle("unsolvable", !analysis.solvable);
  dom.trayFacts.textContent = !analysis.solvable
    ? analysis.reason
    : analysis.solved
      ? "The goal: every tile in its place."
      : `Inverted pairs: ${analysis.inversions} (even, so it can be solved). Manhattan distance: ${analysis.manhattan}, so at least ${plural(analysis.manhattan, "slide")} to go.`;
}

/** The page's own buttons; the turn loop's (undo, redo) are off while the history is locked. */
function renderControls() {
  const replaying = Boolean(state.replay);
  for (const control of [dom.shuffle, dom.traySet, dom.trayInput]) control.disabled = replaying;
  dom.solve.disabled = replaying || current()?.position === GOAL;
  dom.solveStop.hidden = !replaying;
}

// ---------------------------------------------------------------------------------------
// Shuffle: a random walk from the goal, each slide played (and checked) by the core

async function shuffle() {
  if (state.replay) return;
  // A slide on its way is dropped: the shuffled tray follows.
  const generation = ++state.generation;
  dom.shuffle.disabled = true;
  let tray = GOAL;
  let last = null;
  try {
    // The core lists the tiles next to the hole; never the one just slid (that would undo it).
    for (let k = 0; k < SHUFFLE_SLIDES; k++) {
      const choices = (await engine.analyze("puzzle", tray)).moves.filter((m) => m.move !== last);
      const pick = choices[Math.floor(Math.random() * choices.length)];
      tray = pick.to;
      last = pick.move;
    }
  } finally {
    dom.shuffle.disabled = false;
  }
  if (generation === state.generation) await page.restart({ position: tray, errorBox: dom.trayError });
}

// ---------------------------------------------------------------------------------------
// Solve: replay the search, then the solution

// The step on show goes into the address bar, but not at every frame of a replay playing by
// itself (up to 16 a second): once it pauses, stops or a person steps. The arrow keys step it
// through the turn loop's keys (config.keys).
const player = stepPlayer(dom.solveBody, {
  interval: 60,
  render: renderReplay,
  write: () => !player.stepper.playing && current() && page.writeHash(),
});

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
    const tile = event.kind === "try" || event.kind === "undo" ? event.tile : null;
    if (event.kind === "limit") {
      [previousLimit, limit, tray, stack] = [limit, event.limit, position, []];
    } else if (tile !== null) {
      tray = slid(tray, tile);
      stack = event.kind === "try" ? [...stack, tile] : stack.slice(0, -1);
      if (event.kind === "try") tries++;
      else undos++;
    }
    frames.push({ kind: "event", event, tray, stack, limit, previousLimit, tries, undos, tile });
  }
  const events = frames.length;
  tray = position;
  for (const [k, tile] of [null, ...result.moves].entries()) {
    if (tile !== null) tray = slid(tray, tile);
    frames.push({ kind: "solution", k, tray, tile });
  }
  return { frames, events };
}

/** Solve the tray on show and replay the search: playing, or paused at `step` (from 1) when the address asks. */
async function startSolve(step = null) {
  if (state.replay || state.phase !== "ready") return;
  const entry = current();
  for (const box of [dom.moveError, dom.trayError, dom.hashError, dom.solveError]) box.textContent = "";
  let result;
  try {
    result = /** @type {import("./types/core").PuzzleSolution} */ (await engine.lab("puzzle", "solve", [entry.position]));
  } catch (error) {
    // Parity: the core says why this tray can never be solved; the tray stays.
    dom.solveError.textContent = error.message;
    return;
  }
  const { frames, events } = framesOf(entry.position, result);
  state.replay = { result, frames, events };
  const cut = result.events.length > 0 && result.events.at(-1)?.kind !== "solved";
  dom.solveSummary.textContent =
    `Shortest solution: ${plural(result.length, "slide")}. Depth limits tried: ${result.iterations.map(([limit]) => limit).join(", ")}; ` +
    `${plural(result.nodes, "node")} in all.` +
    (cut ? ` The first ${formatCount(events)} steps of the search are replayed, then the solution.` : "");
  dom.iterations.tBodies[0].replaceChildren(
    ...result.iterations.map(([limit, nodes]) =>
      el(
        "tr",
        { "data-limit": limit },
        el("td", { class: "num", text: String(limit) }),
        el("td", { class: "num", text: formatCount(nodes) }),
      ),
    ),
  );
  dom.solveIntro.hidden = true;
  dom.solveBody.hidden = false;
  page.setPhase("solving");
  page.renderButtons();
  page.renderInteractivity();
  renderControls();
  // The caption box as tall as the tallest caption of the replay: none is cut, nothing under it moves.
  solveMeasured(fitSolve());
  // Asked for by the address: paused at that step (the last one if it is too big).
  if (step) player.address.want(step);
  player.address.load(frames.length);
  if (!step) player.stepper.play();
}

const fitSolve = () =>
  reserveCaption(
    dom.solveCaption,
    (state.replay?.frames ?? []).map((frame) => replayCaption(frame, state.replay)),
  );
const solveMeasured = refitCaption(dom.solveCaption, fitSolve);

function renderReplay() {
  player.refresh();
  const replay = state.replay;
  const frame = replay?.frames[player.stepper.index];
  if (!frame) return;
  const { result } = replay;
  const solution = frame.kind === "solution";
  const speed = Number(dom.speed.value);
  player.stepper.interval = solution ? Math.max(speed, SOLUTION_MS) : speed;
  drawTray(frame.tray, {
    searching: !solution,
    mark: frame.tile,
    markKind: solution ? "moved" : frame.event.kind === "undo" ? "undone" : "tried",
  });
  Object.assign(dom.board.dataset, { step: player.stepper.index, kind: solution ? "solution" : frame.event.kind });
  const limitNow = solution ? result.iterations.at(-1)?.[0] : frame.limit;
  for (const row of dom.iterations.tBodies[0].rows) row.classList.toggle("current", Number(row.dataset.limit) === limitNow);
  dom.solveCaption.textContent = replayCaption(frame, replay);
  dom.solveCaption.dataset.kind = dom.board.dataset.kind;
  dom.pathLabel.textContent = solution ? "The solution so far:" : "Moves on the current branch:";
  const stack = solution ? result.moves.slice(0, frame.k) : frame.stack;
  dom.solvePath.textContent = "";
  dom.solvePath.append(
    ...(stack.length
      ? stack.map((tile) => el("span", { class: "path-tile", text: String(tile) }))
      : [el("span", { class: "help", text: "none yet" })]),
  );
  dom.solveCounts.textContent = solution
    ? `Playing the solution: slide ${frame.k} of ${result.length}.`
    : `Depth limit ${frame.limit ?? "–"} · depth ${frame.stack.length} · tried ${formatCount(frame.tries)} · undone ${formatCount(frame.undos)}`;
  dom.status.textContent = solution
    ? `Playing the solution: ${frame.k} of ${result.length}`
    : `Searching: depth limit ${frame.limit ?? "–"}`;
  dom.nextLimit.disabled = solution;
  dom.toSolution.disabled = solution;
  // The last frame is the goal: keep the solution as moves of the game (undo walks back).
  if (player.stepper.atLast) finishReplay();
}

function replayCaption(frame, { result, events }) {
  const e = frame.event;
  if (frame.kind === "solution" && frame.k === 0) {
    const more = events < result.nodes ? ` (the search visited ${formatCount(result.nodes)} nodes in all)` : "";
    return `The search found a solution of ${plural(result.length, "slide")}${more}. Now it is played from the tray on show, one slide at a time.`;
  }
  if (frame.kind === "solution")
    return `Slide ${frame.k} of ${result.length}: tile ${frame.tile} into the hole.${frame.k === result.length ? " The tray is in order." : ""}`;
  if (e.kind === "limit" && frame.previousLimit === null) {
    return (
      `Depth limit ${e.limit}: the moves made plus the Manhattan distance still to go may not pass ${e.limit}. ` +
      `It starts at the tray's Manhattan distance, ${result.manhattan}: no solution can be shorter.`
    );
  }
  if (e.kind === "limit") {
    return (
      `No solution fits in ${frame.previousLimit}: every branch ran past it. The limit goes up to ${e.limit}, ` +
      `the smallest bound that went over, and the search starts again from the tray.`
    );
  }
  if (e.kind === "try") return `Update: slide ${e.tile} (depth ${frame.stack.length}), then search on from the new tray.`;
  if (e.kind === "undo") return `Undo: slide ${e.tile} back. Nothing below it fits in the limit: a dead end.`;
  if (e.kind === "solved")
    return `Solved! The tray is in order after ${plural(frame.stack.length, "slide")}, within the limit ${frame.limit}.`;
  return "";
}

/** The replay reached the goal: the solution's trays become the game's next positions. */
function finishReplay() {
  const replay = state.replay;
  if (!replay || replay.finishing) return;
  replay.finishing = true;
  // Let the last frame show, then hand the tray back: the solution's slides are the game's
  // moves (undo walks back through them), played from the tray that was solved, which is
  // still the one on show (a new one closes the replay).
  setTimeout(async () => {
    if (state.replay !== replay) return;
    const { result, frames, events } = replay;
    // Each tray of the solution as the core analyses it (the tray's facts under the board).
    const trays = result.moves.map((_tile, i) => frames[events + i + 1].tray);
    const analyses = await Promise.all(trays.map((tray) => engine.analyze("puzzle", tray))).catch(() => null);
    if (state.replay !== replay || !analyses) return;
    state.replay = null;
    // The replay is over: the step buttons have nothing left to show, nor the address.
    player.address.drop();
    player.address.load(0);
    dom.solveCounts.textContent = "";
    dom.solveCaption.textContent = `Solved in ${plural(result.length, "slide")}. Undo walks back through them.`;
    page.pushMoves(
      result.moves.map((tile, i) => {
        const last = i === result.length - 1;
        return {
          position: trays[i],
          analysis: analyses[i],
          move: String(tile),
          note: last ? `Solved by the search: ${plural(result.length, "slide")}.` : `Solution slide ${i + 1} of ${result.length}: ${tile}.`,
        };
      }),
    );
  }, 300);
}

/** Close the replay (Stop, or a new tray on show): the tray on show is the game's again. */
function closeReplay() {
  if (!state.replay) return;
  state.replay = null;
  player.stepper.dispose();
  dom.solveBody.hidden = true;
  dom.solveIntro.hidden = false;
  // Closed: the step leaves the address.
  player.address.drop();
}

/**
 * The address asks for replay step `step` (from 1) of the tray on show: solve it and show
 * that step, paused. Null takes the step out of the address and leaves the replay as it is.
 */
function showStep(step) {
  if (!step) {
    player.address.drop();
    page.writeHash();
  } else if (state.replay && !state.replay.finishing) {
    player.address.want(step);
    player.address.load(state.replay.frames.length);
  } else {
    startSolve(step);
  }
}

// ---------------------------------------------------------------------------------------
// The game-complexity panel

/** "2.3 × 10²²" */
function scientific(x) {
  const exponent = Math.floor(Math.log10(x));
  return [`${(x / 10 ** exponent).toFixed(1)} × 10`, el("sup", { text: String(exponent) })];
}

async function loadComplexity() {
  let rows;
  try {
    rows = await engine.complexity();
  } catch (error) {
    dom.complexityError.textContent = error.message;
    return;
  }
  dom.complexity.tBodies[0].replaceChildren(
    ...rows.map((r) => {
      const states = r.statesExact && r.states < 1e15 ? [formatCount(r.states)] : [r.statesExact ? "" : "≤ ", ...scientific(r.states)];
      return el(
        "tr",
        { "data-game": r.game },
        el("th", { scope: "row", text: r.game }),
        el(
          "td",
          { class: ["num", "states"], title: r.statesExact ? "counted exactly" : "an upper bound" },
          states,
          el("span", { class: "exact", text: r.statesExact ? " exact" : " bound" }),
        ),
        el("td", { class: "how", text: r.statesHow }),
        el("td", { class: "num games", text: r.games === null || r.games === undefined ? "–" : formatCount(r.games) }),
        el("td", { class: "num", text: Number.isInteger(r.branching) ? String(r.branching) : r.branching.toFixed(1) }),
        el("td", { class: "num", text: String(r.depth) }),
        el("td", { class: "num tree" }, "10", el("sup", { text: r.treeLog10.toFixed(1) })),
      );
    }),
  );
  dom.complexity.dataset.loaded = "true";
}

// ---------------------------------------------------------------------------------------
// Wiring

// A tile clicked, or picked with Enter or Space, slides (a turn of the loop); the keyboard
// focus follows the tile into the hole (its data-key, turns/focus.js).
bindGrid(dom.board, ".cell", (cell) => {
  if (!state.replay && cell.dataset.tile !== "0") page.boardMove(cell.dataset.tile);
});
// The tab stop stays where the arrow keys took the focus. (On the document: Chromium makes an
// SVG element with a focus listener a tab stop of its own.)
document.addEventListener("focusin", (event) => {
  if (dom.board.contains(event.target))
    state.focus = Number(
      /** @type {HTMLElement} */ (/** @type {Element} */ (event.target).closest?.(".cell"))?.dataset.cell ?? state.focus,
    );
});

// A typed tray is a new game; a bad one keeps the tray on show, the core's reason by the box.
dom.trayForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const text = dom.trayInput.value.trim();
  if (text) page.restart({ position: text, errorBox: dom.trayError });
  else page.showError(dom.trayError, "Type nine digits row by row, 0 for the hole, e.g. 123456708.");
});

dom.shuffle.addEventListener("click", shuffle);
dom.solve.addEventListener("click", () => startSolve());
dom.solveStop.addEventListener("click", () => {
  closeReplay();
  page.goTo(state.cursor);
});
dom.speed.addEventListener("change", () => state.replay && renderReplay());
dom.nextLimit.addEventListener("click", () => {
  if (!state.replay) return;
  const next = player.next(state.replay.frames, (f) => f.kind === "event" && f.event.kind === "limit");
  player.stepper.go(next >= 0 ? next : state.replay.events);
});
dom.toSolution.addEventListener("click", () => state.replay && player.stepper.go(state.replay.events));

// The panel's counts come from the impartial games' module (the puzzle's is the chance one):
// it is asked for once the panel comes into view, so the page's first move waits for nothing
// but its own module.
new IntersectionObserver((entries, observer) => {
  if (!entries.some((e) => e.isIntersecting)) return;
  observer.disconnect();
  loadComplexity();
}).observe($("complexity-panel"));
const wantsPanel = readStepHash().text === "complexity";
page.boot().then(() => wantsPanel && $("complexity-panel").scrollIntoView({ block: "start" }));
