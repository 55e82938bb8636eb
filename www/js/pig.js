// Pig and Piglet's page: a game of chance against best play (or the rule "hold at 20", or a
// coin toss), the chances the core computes, and the two ideas behind them: expectimax (Why?,
// face by face) and value iteration (the strategy map, Piglet's table replayed sweep by sweep, a
// simulation beside the exact chance).
//
// The game runs on the shared turn loop (turns.js): the core's analysis says who acts, a player
// (p1 or p2: the same player decides again after a scoring roll) or chance (the die in the air),
// and the loop plays chance's face as part of the roll that threw it. This page brings the
// drawing, the words, the dice and the lessons of a game of chance (lessons/chance.js: "is your
// chance above one half?" instead of P or N).
//
// The die: a game's dice come from a seed drawn by crypto.getRandomValues when the game starts,
// kept in the address with the position on show (`#seed=123:pig:100/0,0/p1:0`), so that a
// shared link rolls the same numbers from there, and undo and a second roll give the same
// number again (no rolling until it suits).

import * as engine from "./engine.js";
import { el, svgEl, bindStepControls, formatCount, formatPercent as percent, isTyping } from "./ui.js";
import { Stepper } from "./stepper.js";
import { drawPig, pigParts, faceName, dieShape, coinShape } from "./boards/pig.js";
import { createTurns } from "./turns.js";
import { createChanceLessons } from "./lessons/chance.js";
import { capitalise } from "./terms.js";

/** How long the die tumbles. */
const ROLL_MS = 300;

// -- The dice ------------------------------------------------------------------------------

/** A fresh seed for a new game, from the browser's cryptographic generator. */
const freshSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/**
 * The n-th roll of the game with `seed`, a side from 1 to `sides`. Browsers have no seeded
 * generator, so this is a counter-based one: the pair (seed, n) is mixed by the 32-bit finaliser
 * of MurmurHash3 (a well-tested mix whose output bits all depend on every input bit), and the
 * side is taken from the top bits (multiplying, not `%`, so that no side is favoured).
 */
function rollOf(seed, n, sides) {
  let h = (seed ^ Math.imul(n + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = (h ^ (h >>> 16)) >>> 0;
  return 1 + Math.floor((h / 2 ** 32) * sides);
}

/** The number of rolls made from the start up to entry `index`: the next roll's number. */
const rollsBefore = (index) => state.entries.slice(1, index + 1).filter((e) => e.chance).length;

// -- Words -----------------------------------------------------------------------------------

const variantOf = (game) => (String(game).startsWith("piglet") ? "piglet" : "pig");
/** What the move that led to `entry` did: the roll's face, or the hold (the core's event). */
const eventOf = (entry) => entry?.chance?.event ?? entry?.made?.event ?? null;

/** What a decision did, after "You " or "The computer ": "rolled 4", "rolled a 1 and lost 7", "held 12". */
function eventWords(entry) {
  const event = eventOf(entry);
  if (!event) return entry.move === "roll" ? "rolls" : "holds";
  const v = variantOf(state.game);
  const side = (face) => (v === "piglet" ? faceName(v, face) : `a ${face}`);
  const rolled = v === "piglet" ? "flipped" : "rolled";
  if (event.kind === "held") return `held ${event.banked}`;
  if (event.kind === "piggedOut") return `${rolled} ${side(event.face)} and lost ${event.lost}`;
  if (event.kind === "won") return `${rolled} ${side(event.face)} and reached the goal`;
  return `${rolled} ${side(event.face)}`;
}

/** The other one of two players' names. */
const otherName = (name) => ({ you: "computer", computer: "you", "Player 1": "Player 2", "Player 2": "Player 1" })[name] ?? name;

/** The names on player 1's and player 2's panels: who plays each side in this game. */
function panelNames() {
  const here = page.moverAt(state.cursor);
  const mine = current().analysis.mover === "p2" ? 1 : 0;
  const names = mine === 0 ? [here, otherName(here)] : [otherName(here), here];
  return names.map(capitalise);
}

// -- The game on the turn loop ------------------------------------------------------------------

// The solve's progress bar, under the status line (before the loop reads the page's elements).
document.getElementById("status")?.after(el("progress", { id: "solve-progress", class: "solve-progress", hidden: true }));

const page = createTurns({
  title: "Pig",
  catalogId: "pig",
  gameId: () => "pig",
  rules: false,
  noun: "decision",
  ask: "roll or hold?",
  // The address: "seed=123:" and the position; a game opened without a seed draws a fresh one.
  parseHash: (text) => {
    const m = /^\s*seed=(\d{1,10})\s*:(.*)$/i.exec(text);
    return m ? { settings: { seed: Number(m[1]) >>> 0 }, position: m[2].trim() } : { position: text };
  },
  hashText: (settings, position) => `seed=${settings.seed}:${position}`,
  canonicalSettings: (_analysis, settings) => ({ seed: settings.seed ?? freshSeed() }),
  // Chance acts after every roll: the die's face from the game's seed and the roll's number.
  chance: {
    draw: (p, outcomes) => String(rollOf(p.state.settings.seed, rollsBefore(p.state.cursor), outcomes.length)),
    ms: ROLL_MS,
    rolling: (p, on) => {
      p.state.rolling = on;
      p.redraw();
    },
  },
  phaseStatus: { solving: "Solving by value iteration…", rolling: "Rolling…" },
  prepare: solveTable,
  started: (p, analysis, solved) => {
    const changed = `${analysis.variant}:${analysis.goal}` !== state.game;
    Object.assign(state, { game: `${analysis.variant}:${analysis.goal}`, solved });
    if (changed) tableChanged();
    dom.gameName.textContent = analysis.variant === "piglet" ? "Piglet" : "Pig";
    dom.newGameKind.value = analysis.variant;
    dom.newGoal.value = String(analysis.goal);
  },
  renderBoard,
  interactivityChanged: (p, on) => {
    // The core says when there is nothing to hold (holding's chance is null).
    const hold = dom.board.querySelector('[data-action="hold"]');
    if (hold && on && current().analysis.hold === null) hold.setAttribute("aria-disabled", "true");
  },
  positionChanged: () => {
    if (mapOpen()) loadMap();
  },
  computerWords: (_move, _before, _after, entry) => eventWords(entry),
  overNote: (analysis) => {
    const winner = analysis.winner === "p2" ? 1 : 0;
    return `${panelNames()[winner]} reached the goal with ${analysis.scores[winner]}.`;
  },
  hintText: (a) => {
    const hold = a.hold === null ? "nothing to hold yet" : `holding ${percent(a.hold)}`;
    const rule = `A player who always holds at ${a.ruleHold} would ${a.ruleDecision} here, with a ${percent(a.ruleChance)} chance of winning against best play.`;
    return `Chance of winning for the player to move: ${percent(a.chance)}. Rolling ${percent(a.roll)}, ${hold}: best play ${a.decision}s. ${rule}`;
  },
  badgeText: (a) => `${percent(a.chance)} to win`,
  lessonsOf: (loop) =>
    createChanceLessons(loop, {
      moveWords: eventWords,
      optionName: (move) => (move === "roll" ? "rolling" : "holding"),
      title: "Each turn's rolls and what it banked; a turn goes back to its start.",
      hintsBox: /** @type {HTMLInputElement} */ (document.getElementById("hints")),
    }),
  moveHelp: "Write roll or hold.",
  typedMove: (text) => {
    const action = { r: "roll", roll: "roll", h: "hold", hold: "hold" }[text.toLowerCase()];
    if (!action) throw new Error(`"${text.length > 20 ? `${text.slice(0, 20)}…` : text}" is not a decision: write roll or hold.`);
    return action;
  },
  // The New game form: a game and a goal, or a typed position; a new game rolls new dice.
  formPosition: () => {
    const typed = dom.newPosition.value.trim();
    const goal = dom.newGoal.value.trim();
    if (!typed && !/^\d{1,3}$/.test(goal)) {
      page.showError(
        dom.newError,
        goal ? `The goal "${goal.slice(0, 20)}" is not a whole number from 1 to 100.` : "Choose a goal: a whole number from 1 to 100.",
      );
      return null;
    }
    return { position: typed || `${dom.newGameKind.value}:${Number(goal)}/0,0/p1:0`, settings: { seed: freshSeed() } };
  },
  renderStep: (p) => {
    p.refreshStepButtons();
    drawStep();
  },
  errorBoxes: () => [dom.simError],
  keys: {
    // R rolls and H holds, wherever the focus is but in a text box.
    otherKey: (event) => {
      const action = { r: "roll", h: "hold" }[event.key.toLowerCase()];
      if (!action || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return false;
      event.preventDefault();
      page.boardMove(action);
      return true;
    },
  },
});
const { dom, state, current, stepper } = page;
Object.assign(state, {
  /** The table's game id (`pig:100`) and its solve's summary (start chance, sweeps). */
  game: "",
  solved: null,
  /** The die tumbling (no face yet). */
  rolling: false,
});
const ruleHold = () => state.solved?.ruleHold ?? 20;

/** The core's analysis of a position from the mover's side, as its tables index it: [my score, your score, turn total]. */
function moverView(analysis) {
  const mover = analysis.mover === "p2" ? 1 : 0;
  return [analysis.scores[mover], analysis.scores[1 - mover], analysis.turnTotal];
}

/** Solves the position's table (with progress) if it is new: the turn loop's work before a game starts. */
async function solveTable(position, _errorBox, generation) {
  const parts = pigParts(position);
  const game = parts ? `${parts.game}:${parts.goal}` : "";
  if (!game || game === state.game) return state.solved ?? true;
  page.setPhase("solving");
  dom.status.textContent = `Solving ${variantOf(game) === "piglet" ? "Piglet" : "Pig"} by value iteration…`;
  dom.solveProgress.hidden = false;
  dom.solveProgress.value = 0;
  try {
    const solved = await engine.lab(game, "solve", [], (/** @type {import("./types/core").Sweep} */ sweep) => {
      if (generation !== state.generation) return;
      dom.solveProgress.max = sweep.layers;
      dom.solveProgress.value = sweep.layer;
      dom.status.textContent = `Solving by value iteration: layer ${sweep.layer} of ${sweep.layers} (score sum ${sweep.sum})…`;
    });
    return /** @type {import("./types/core").PigSolved} */ (solved);
  } finally {
    dom.solveProgress.hidden = true;
  }
}

// -- Drawing -------------------------------------------------------------------------------

function renderBoard() {
  const entry = current();
  const { analysis } = entry;
  const event = state.rolling ? null : eventOf(entry);
  // The computer's last turn stays drawn faded on its panel until the student decides.
  const shown = page.shownMove();
  const before = state.entries[state.cursor - 1]?.analysis;
  const canHold = analysis.hold !== null && analysis.hold !== undefined;
  drawPig(dom.board, entry.position, {
    names: panelNames(),
    face: event?.face ?? null,
    rolling: state.rolling,
    lost: event?.kind === "piggedOut" ? event.lost : null,
    winner: analysis.winner ?? undefined,
    canHold,
    focus: dom.board.querySelector('[data-key="hold"]:focus') && canHold ? "hold" : "roll",
    ghost: shown && event && before ? { player: before.mover === "p2" ? 1 : 0, banked: event.banked ?? 0, face: event.face } : null,
  });
}

// -- Why?: the decision as an expectimax node, then the cycle and the sweeps -------------------

const whyPicture = svgEl("svg", { id: "why-picture", class: "pig-tree", role: "img", "aria-label": "The decision as a tree of chances" });
dom.whyBody.querySelector(".why-extras").append(whyPicture);

function captionOf(step) {
  const v = variantOf(state.game);
  const thing = v === "piglet" ? "coin" : "die";
  switch (step.kind) {
    case "node":
      return `You have ${step.myScore}, your opponent ${step.theirScore}, and this turn has ${step.turnTotal} so far (goal ${step.goal}). Roll or hold? Each choice is worth its chance of winning.`;
    case "face": {
      const e = step.event;
      const what =
        e.kind === "piggedOut"
          ? `loses the turn's ${e.lost}: your opponent starts a turn, and your chance is 1 minus theirs`
          : e.kind === "won"
            ? "reaches the goal: you win"
            : `makes the turn's total ${e.to.split(":").at(-1)}`;
      return `If the ${thing} shows ${faceName(v, step.face)} (chance 1/${Math.round(1 / step.probability)}), it ${what}: ${percent(step.chance)}.`;
    }
    case "average":
      return `Rolling is worth the average over the ${step.sides} sides: ${step.sum.toFixed(4)} / ${step.sides} = ${percent(step.chance)}.`;
    case "hold":
      return `Holding banks ${step.event.banked} and hands the turn over: your opponent's chance then is ${percent(step.theirChance)}, so yours is ${percent(step.chance)}.`;
    case "mustRoll":
      return "There is nothing to hold yet: a turn starts with a roll.";
    case "choice":
      return step.hold === null
        ? `So the turn rolls: ${percent(step.chance)}.`
        : `Take the larger: ${step.decision === "roll" ? "rolling" : "holding"} (${percent(step.roll)} against ${percent(step.hold)}).`;
    case "rule":
      return `A player who always holds at ${step.holdAt} would ${step.decision} here; playing that way from here on against best play wins ${percent(step.chance)} of the time.`;
    case "cycle":
      return `But these chances go round in a circle: your chance at the start of your turn (${percent(step.myChance)}) depends, through a 1, on your opponent's at the start of theirs (${percent(step.theirChance)}), which depends on yours. No position comes last, so the tree alone cannot start.`;
    case "iteration":
      // The sweeps' figures are for a teacher: For the curious, under the picture (curiousOf).
      return "Value iteration breaks the circle: every chance starts at 0 and is worked out again and again from the numbers so far, until they stop changing.";
    default:
      return "";
  }
}

/** The figures of value iteration's step, for the curious: the layers, the sweeps, the tolerance. */
const curiousOf = (step) =>
  `The positions are solved in layers by their score sum, the larger sums first: ${step.solvedBefore} layers are solved before this one (score sum ${step.sum}, ${formatCount(step.states)} positions). Each sweep computes every chance of the layer again; the largest change per sweep: ${step.first.map((x) => x.toPrecision(2)).join(", ")} … ${step.last.map((x) => x.toExponential(1)).join(", ")}. After ${step.sweeps} sweeps it is below ${step.tolerance}.`;

/** For the curious: value iteration's figures, under the picture at its step only, closed until opened. */
const curious = el(
  "details",
  { id: "why-curious", class: "why-curious", hidden: true },
  el("summary", { text: "For the curious" }),
  el("p"),
);
dom.whyBody.querySelector(".why-extras").append(curious);

function drawStep() {
  const step = state.steps[stepper.index];
  dom.whyCaption.textContent = step ? captionOf(step) : "";
  curious.hidden = step?.kind !== "iteration";
  if (!curious.hidden) curious.querySelector("p").textContent = curiousOf(step);
  drawTree(stepper.index);
}

/** The expectimax tree of the decision: the sides of the die under "roll", "hold" beside it. */
function drawTree(index) {
  const steps = state.steps;
  whyPicture.textContent = "";
  if (!steps.length) return;
  const faces = steps.filter((s) => s.kind === "face");
  const kindAt = steps[index]?.kind;
  const upTo = (kind) => steps.findIndex((s) => s.kind === kind) <= index;
  const gap = 86;
  const width = Math.max(440, gap * faces.length + 170);
  whyPicture.setAttribute("viewBox", `0 0 ${width} 262`);
  const box = (x, y, label, value, lit, cls) =>
    svgEl(
      "g",
      { class: ["tree-node", cls, lit ? "lit" : null], transform: `translate(${x} ${y})` },
      svgEl("rect", { x: -32, y: -24, width: 64, height: 48, rx: 8 }),
      svgEl("text", { class: "tree-label", y: -6, text: label }),
      svgEl("text", { class: "tree-value", y: 14, text: value }),
    );
  const line = (x1, y1, x2, y2) => svgEl("line", { class: "tree-edge", x1, y1, x2, y2 });
  const top = [width / 2, 30];
  const rollAt = [(gap * faces.length) / 2 + 10, 110];
  const holdAt = [width - 70, 110];
  const choice = steps.find((s) => s.kind === "choice");
  const average = steps.find((s) => s.kind === "average");
  const hold = steps.find((s) => s.kind === "hold");
  whyPicture.append(line(...top, ...rollAt), line(...top, ...holdAt));
  faces.forEach((face, i) => {
    const x = 50 + i * gap;
    const seen = steps.indexOf(face) <= index;
    const picture = (variantOf(state.game) === "piglet" ? coinShape : dieShape)(x, 192, 46, face.face, { className: "die tree-die" });
    whyPicture.append(line(...rollAt, x, 170), picture);
    whyPicture.append(svgEl("text", { class: ["tree-value", seen ? "lit" : null], x, y: 252, text: seen ? percent(face.chance) : "?" }));
    if (steps.indexOf(face) === index) picture.classList.add("lit");
  });
  whyPicture.append(
    box(...rollAt, "roll", upTo("average") ? percent(average.chance) : "avg ?", kindAt === "average", "chance-node"),
    box(...holdAt, "hold", hold ? (upTo("hold") ? percent(hold.chance) : "?") : "—", kindAt === "hold" || kindAt === "mustRoll", ""),
    box(...top, "max", upTo("choice") ? percent(choice.chance) : "?", ["choice", "rule", "node"].includes(kindAt), "max-node"),
  );
}

// -- The strategy map: where best play holds, beside "hold at 20" ----------------------------

const mapOpen = () => !dom.mapBody.hidden;
dom.mapToggle.addEventListener("click", () => {
  dom.mapBody.hidden = mapOpen();
  dom.mapToggle.setAttribute("aria-expanded", String(mapOpen()));
  dom.mapToggle.textContent = mapOpen() ? "Hide the map" : "Show the map";
  if (mapOpen()) loadMap();
});

/**
 * The map of the position on show; at the end of a game, of its last decision (the finished
 * position has none), so the map opened after the game still shows where best play held.
 */
async function loadMap() {
  let at = state.cursor;
  while (at >= 0 && page.isOver(state.entries[at].analysis)) at--;
  const entry = state.entries[at];
  if (!entry) return;
  const generation = state.generation;
  try {
    const map = /** @type {import("./types/core").PigMap} */ (await engine.lab("pig", "map", [entry.position]));
    if (generation === state.generation) drawMap(map, entry.analysis, at !== state.cursor);
  } catch (error) {
    dom.mapCaption.textContent = error.message;
  }
}

/** The numbers along an axis of `count` cells: every 5 or 10 (every 1 on a short one), from 0. */
function ticksOf(count) {
  const every = count <= 12 ? 1 : count <= 40 ? 5 : 10;
  return Array.from({ length: Math.ceil(count / every) }, (_, i) => i * every);
}

/**
 * Columns: the mover's score; rows up: the turn's total; shaded where best play holds. Both
 * axes numbered. `last`: the map of the game's last decision (the game is over).
 */
function drawMap(map, analysis, last = false) {
  const { goal } = map;
  const cell = Math.max(3, Math.floor(400 / goal));
  const pad = 52;
  const size = goal * cell;
  const svg = dom.map;
  svg.textContent = "";
  svg.setAttribute("viewBox", `0 0 ${size + pad + 12} ${size + pad + 8}`);
  const y = (k) => 8 + size - (k + 1) * cell;
  const x = (i) => pad + i * cell;
  for (const b of map.boundaries) {
    const top = goal - b.myScore;
    svg.append(svgEl("rect", { class: "map-roll", x: x(b.myScore), y: y(top - 1), width: cell, height: top * cell }));
    if (b.holdFrom !== null) {
      svg.append(svgEl("rect", { class: "map-hold", x: x(b.myScore), y: y(top - 1), width: cell, height: (top - b.holdFrom) * cell }));
      for (const k of b.rollsAgain) svg.append(svgEl("rect", { class: "map-roll", x: x(b.myScore), y: y(k), width: cell, height: cell }));
    }
  }
  const rule = map.ruleHold;
  svg.append(
    svgEl("line", { class: "map-rule", x1: pad, x2: pad + size, y1: y(rule - 1), y2: y(rule - 1) }),
    svgEl("text", { class: "map-axis", x: pad + size, y: y(rule - 1) - 4, "text-anchor": "end", text: `hold at ${rule}` }),
    svgEl("text", { class: "map-axis", x: pad + size / 2, y: size + 44, "text-anchor": "middle", text: "score of the player to move →" }),
    svgEl("text", {
      class: "map-axis",
      x: 12,
      y: 8 + size / 2,
      transform: `rotate(-90 12 ${8 + size / 2})`,
      "text-anchor": "middle",
      text: "turn total →",
    }),
    // The numbers: a score under its column, a turn total beside its row.
    ...ticksOf(goal).flatMap((n) => [
      svgEl("text", {
        class: "map-axis map-tick",
        "data-axis": "score",
        x: x(n) + cell / 2,
        y: size + 24,
        "text-anchor": "middle",
        text: String(n),
      }),
      svgEl("text", {
        class: "map-axis map-tick",
        "data-axis": "total",
        x: pad - 6,
        y: y(n) + cell / 2 + 4,
        "text-anchor": "end",
        text: String(n),
      }),
      svgEl("line", { class: "map-tick-mark", x1: x(n) + cell / 2, x2: x(n) + cell / 2, y1: 8 + size, y2: 8 + size + 5 }),
      svgEl("line", { class: "map-tick-mark", x1: pad - 4, x2: pad, y1: y(n) + cell / 2, y2: y(n) + cell / 2 }),
    ]),
  );
  const here = moverView(analysis);
  if (here) {
    const [mine, , total] = here;
    svg.append(svgEl("circle", { class: "map-here", cx: x(mine) + cell / 2, cy: y(total) + cell / 2, r: Math.max(5, cell * 0.8) }));
  }
  dom.mapCaption.textContent = `${last ? "The game's last decision. " : ""}Against an opponent with ${map.theirScore}: shaded, best play holds; light, it rolls; the line is "hold at ${rule}". The ring is ${last ? "where that decision was made" : "the position now"}.`;
  dom.map.setAttribute("aria-label", dom.mapCaption.textContent);
}

// -- Piglet's whole table, and value iteration replayed -------------------------------------

let replay = null;
let states = null;
const sweepStepper = new Stepper({ interval: 250, onChange: () => drawSweep() });
const refreshSweeps = bindStepControls(dom.tableBody, sweepStepper);
/** Every sweep of the replay in order: [layer index, sweep index]. */
let sweepList = [];

dom.tableToggle.addEventListener("click", async () => {
  dom.tableBody.hidden = !dom.tableBody.hidden;
  dom.tableToggle.setAttribute("aria-expanded", String(!dom.tableBody.hidden));
  dom.tableToggle.textContent = dom.tableBody.hidden ? "Show the table" : "Hide the table";
  if (!dom.tableBody.hidden) await loadTable();
});

/** A new table (another game or goal): Piglet's small ones are shown whole. */
function tableChanged() {
  replay = states = null;
  const [kind, goal] = state.game.split(":");
  dom.tablePanel.hidden = kind !== "piglet" || Number(goal) > 15;
  dom.simTitle.textContent = `Best play against "hold at ${ruleHold()}"`;
  dom.opponent.querySelector("option[value=rule]").textContent = `Computer, "hold at ${ruleHold()}"`;
  dom.simResult.textContent = "";
  if (!dom.tableBody.hidden && !dom.tablePanel.hidden) loadTable();
}

async function loadTable() {
  if (replay) return drawSweep();
  try {
    const game = state.game;
    const [r, s] = /** @type {[import("./types/core").Replayed[], import("./types/core").StateChance[]]} */ (
      await Promise.all([engine.lab(game, "replay"), engine.lab(game, "states")])
    );
    if (game !== state.game) return;
    replay = r;
    states = s;
    sweepList = replay.flatMap((layer, l) => layer.sweeps.map((_, s2) => [l, s2]));
    sweepStepper.load(sweepList.length, sweepList.length - 1);
  } catch (error) {
    dom.sweepCaption.textContent = error.message;
  }
}

function drawSweep() {
  refreshSweeps();
  if (!replay) return;
  const [layerIndex, sweep] = sweepList[sweepStepper.index];
  const goal = Number(state.game.split(":")[1]);
  const values = new Map();
  replay.forEach((layer, l) => {
    if (l > layerIndex) return;
    const row = l === layerIndex ? layer.sweeps[sweep] : layer.sweeps.at(-1);
    layer.cells.forEach(([i, j, k], c) => values.set(`${i},${j},${k}`, row[c]));
  });
  const atEnd = sweepStepper.atLast;
  const holds = new Set(states.filter((s) => s.decision === "hold").map((s) => `${s.myScore},${s.theirScore},${s.turnTotal}`));
  const layer = replay[layerIndex];
  dom.sweepCaption.textContent = atEnd
    ? `Settled: every chance is final. H marks where best play holds. The first player's chance at 0 to 0: ${percent(values.get("0,0,0"))}.`
    : `Score sum ${layer.sum} (layer ${layerIndex + 1} of ${replay.length}, larger sums already final): sweep ${sweep + 1} of ${layer.sweeps.length}, largest change ${layer.changes[sweep].toPrecision(3)}.`;
  const cell = 16;
  const per = 3;
  const block = goal * cell + 24;
  const svg = dom.table;
  svg.textContent = "";
  svg.setAttribute("viewBox", `0 0 ${per * block} ${Math.ceil(goal / per) * (block + 16)}`);
  const here = current()?.analysis;
  const hereKey = here && moverView(here).join(",");
  for (let j = 0; j < goal; j++) {
    const ox = (j % per) * block + 4;
    const oy = Math.floor(j / per) * (block + 16) + 18;
    svg.append(svgEl("text", { class: "table-title", x: ox, y: oy - 5, text: `they have ${j}` }));
    for (let i = 0; i < goal; i++) {
      for (let k = 0; k < goal - i; k++) {
        const key = `${i},${j},${k}`;
        const value = values.get(key);
        const inLayer = i + j === layer.sum && !atEnd;
        svg.append(
          svgEl("rect", {
            class: ["table-cell", value === undefined ? "empty" : null, inLayer ? "sweeping" : null, key === hereKey ? "here" : null],
            x: ox + k * cell,
            y: oy + i * cell,
            width: cell - 1,
            height: cell - 1,
            // The shade is the chance itself (an attribute: the page's CSP allows no inline style).
            "fill-opacity": value === undefined ? undefined : value.toFixed(3),
          }),
        );
        if (atEnd && holds.has(key))
          svg.append(svgEl("text", { class: "table-hold", x: ox + k * cell + cell / 2 - 0.5, y: oy + i * cell + cell * 0.72, text: "H" }));
      }
    }
  }
  dom.table.setAttribute("aria-label", dom.sweepCaption.textContent);
}

// -- The simulation ----------------------------------------------------------------------------

const GAMES = 10_000;
dom.simulate.addEventListener("click", async () => {
  if (!state.game) return;
  const game = state.game;
  dom.simulate.disabled = true;
  dom.simProgress.hidden = false;
  dom.simProgress.max = GAMES;
  dom.simProgress.value = 0;
  dom.simError.textContent = "";
  dom.simResult.textContent = `Playing ${formatCount(GAMES)} games…`;
  try {
    const sim = /** @type {import("./types/core").Simulation} */ (
      await engine.lab(game, "simulate", [GAMES, freshSeed()], (/** @type {import("./types/core").Played} */ p) => {
        dom.simProgress.value = p.played;
        dom.simResult.textContent = `Played ${formatCount(p.played)} of ${formatCount(GAMES)}: best play won ${formatCount(p.bestWins)}.`;
      })
    );
    if (game !== state.game) return;
    dom.simResult.textContent =
      `Best play won ${formatCount(sim.bestWins)} of ${formatCount(sim.games)} games against "hold at ${sim.ruleHold}": ` +
      `${percent(sim.winRate)} ± ${percent(sim.standardError)}. The exact chance is ${percent(sim.expected)}: ` +
      `${Math.abs(sim.winRate - sim.expected) <= 3 * sim.standardError ? "within three standard errors, as chance allows" : "further off than three standard errors, which happens about 3 times in 1,000"}.`;
  } catch (error) {
    dom.simError.textContent = error.message;
    dom.simResult.textContent = "";
  } finally {
    dom.simulate.disabled = false;
    dom.simProgress.hidden = true;
  }
});

// -- Wiring ----------------------------------------------------------------------------------

// The board's two buttons: a click, or Enter and Space on the focused one; the arrows move
// between them.
dom.board.addEventListener("click", (event) => {
  const action = /** @type {Element} */ (event.target).closest?.("[data-action]")?.getAttribute("data-action");
  if (action) page.boardMove(action);
});
dom.board.addEventListener("keydown", (event) => {
  const item = /** @type {Element} */ (event.target).closest?.("[data-action]");
  if (!item) return;
  if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    page.boardMove(item.getAttribute("data-action"));
  } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
    event.preventDefault();
    const other = dom.board.querySelector(`[data-action="${item.getAttribute("data-action") === "roll" ? "hold" : "roll"}"]`);
    item.setAttribute("tabindex", "-1");
    other.setAttribute("tabindex", "0");
    other.focus();
  }
});
dom.opponent.append(el("option", { value: "rule" }, 'Computer, "hold at 20"'));
dom.opponent.querySelector("option[value=beginner]").textContent = "Computer, beginner (tosses a coin)";
dom.opponent.querySelector("option[value=perfect]").textContent = "Computer, best play";
dom.newGameKind.addEventListener("change", () => {
  dom.newGoal.value = dom.newGameKind.value === "piglet" ? "10" : "100";
  dom.newPosition.value = "";
});
dom.newGoal.addEventListener("input", () => (dom.newPosition.value = ""));
// The page says what is wrong with the goal next to it, in its words, not the browser's bubble.
dom.newForm.noValidate = true;

page.boot();
