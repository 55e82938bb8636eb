// Pig and Piglet's page: a game of chance against best play (or the rule "hold at 20", or a
// coin toss), the chances the core computes, and the two ideas behind them: expectimax (Why?,
// face by face) and value iteration (the strategy map, Piglet's table replayed sweep by sweep, a
// simulation beside the exact chance).
//
// The turn loop here is the page's own, small one: the shared one (turns.js) plays games whose
// players alternate move by move and whose questions are P or N; in Pig a player makes several
// decisions a turn, the die decides whose turn comes next, and the questions are chances. It
// keeps the shared rules all the same: the shell's board panel, undo and redo, the computer's
// decisions on show until the student acts, nothing about who is winning until asked (Hints,
// Ask me first), the record, the address, the keyboard.
//
// The die: a game's dice come from a seed drawn by crypto.getRandomValues when the game starts,
// kept in the address with the position on show (`#seed=123:pig:100/0,0/p1:0`), so that a
// shared link rolls the same numbers from there, and undo and a second roll give the same
// number again (no rolling until it suits).

import * as engine from "./engine.js";
import {
  el,
  svgEl,
  elements,
  bindStepControls,
  formatCount,
  formatPercent as percent,
  reserveCaption,
  refitCaption,
  isTyping,
} from "./ui.js";
import { announce, settings, setSetting, onSettingsChange } from "./settings.js";
import { readStepHash, replaceHash, stepSuffix } from "./step-url.js";
import { Stepper } from "./stepper.js";
import { bindTurnKeys } from "./turns/keys.js";
import { focusedKey, restoreFocus } from "./turns/focus.js";
import { drawPig, pigParts, faceName, dieShape, coinShape } from "./boards/pig.js";
import { lessonBar, lessonAdder } from "./lessons.js";
import { capitalise } from "./terms.js";
import { undoTarget as historyUndo, redoTarget as historyRedo } from "./turns/history.js";

/** Pauses of the computer's turn and of the die: think (longer before a turn's first decision), tumble, show. */
const THINK_MS = 400;
const THINK_AGAIN_MS = 150;
const ROLL_MS = 300;
const SHOW_MS = 450;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dom = elements();
const body = document.body;

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

// -- State ---------------------------------------------------------------------------------

/** The catalogue's id of Pig and Piglet: the core plays both (the position names which). */
const GAME = "pig";

/**
 * One position of the game: how it was reached (the action, its event and who acted) and the
 * core's analysis there; at the end, `won` instead of an analysis.
 * @typedef {{ position: string, analysis: any, action?: string, event?: any, by?: number, won?: { winner: string, scores: number[] }, judged?: any, asked?: any }} Entry
 */
const state = {
  /** "loading" | "solving" | "ready" | "thinking" | "rolling" | "over" | "error", on body[data-state]. */
  phase: "loading",
  /** The table's game id (`pig:100`) and its solve's summary (start chance, sweeps). */
  game: "",
  solved: null,
  seed: 0,
  /** @type {Entry[]} */
  entries: [],
  cursor: 0,
  /** "perfect" | "rule" | "beginner" | "human"; who plays first against the computer. */
  opponent: "perfect",
  first: "you",
  generation: 0,
  /** The die tumbling (no face yet). */
  rolling: false,
  /** What the computer is doing now, in the status line while it plays. */
  computerSays: "",
  /** The lesson: questions asked and answered right. */
  lesson: { asked: 0, right: 0 },
  steps: [],
  whyOpen: false,
};
const current = () => state.entries[state.cursor];
const setPhase = (phase) => (body.dataset.state = state.phase = phase);
const variantOf = (game) => (String(game).startsWith("piglet") ? "piglet" : "pig");
const sides = () => (variantOf(state.game) === "piglet" ? 2 : 6);
const ruleHold = () => state.solved?.ruleHold ?? 20;

/** Who plays player `index` (0: player 1, who started): "you", "computer", "Player 1", "Player 2". */
function playerName(index) {
  if (state.opponent === "human") return `Player ${index + 1}`;
  return (index === 0) === (state.first === "you") ? "you" : "computer";
}
const moverIndex = (entry = current()) => (entry?.analysis?.mover === "p2" ? 1 : 0);
const computerToMove = () => !current()?.won && playerName(moverIndex()) === "computer";
const names = () => [0, 1].map((i) => capitalise(playerName(i)));
/** The number of rolls made from the start up to entry `index`: the next roll's number. */
const rollsBefore = (index) => state.entries.slice(1, index + 1).filter((e) => e.action?.startsWith("roll")).length;

// -- The address ---------------------------------------------------------------------------

/** "#seed=123:pig:100/0,0/p1:0@why=3" -> { seed, position, step }. */
function readHash() {
  const { text, step } = readStepHash();
  const m = /^\s*seed=(\d{1,10})\s*:(.*)$/i.exec(text);
  return { seed: m ? Number(m[1]) >>> 0 : null, position: (m ? m[2] : text).trim(), step };
}
function writeHash() {
  if (!current()) return;
  const step = state.whyOpen && state.steps.length ? stepSuffix(stepper.index + 1) : "";
  replaceHash(`#seed=${state.seed}:${shownPosition().position}${step}`);
}
/**
 * The position the address keeps: the one on show (before the winning roll, at the end). Opened
 * from the address, its rolls are replayed from the seed: the n-th roll after it is the same.
 */
function shownPosition() {
  return current().won ? state.entries[state.cursor - 1] : current();
}

// -- Starting a game -----------------------------------------------------------------------

/** The table id of a position (`pig:100/...` -> `pig:100`), or "" when it does not read as one. */
function gameOf(position) {
  const parts = pigParts(position);
  return parts ? `${parts.game}:${parts.goal}` : "";
}
/** The core's analysis of a position from the mover's side, as its tables index it: [my score, your score, turn total]. */
function moverView(analysis) {
  const mover = analysis.mover === "p2" ? 1 : 0;
  return [analysis.scores[mover], analysis.scores[1 - mover], analysis.turnTotal];
}

/** Solves the position's table (with progress) if it is new, then analyses the position. */
async function startGame(position, seed, errorBox = dom.newError) {
  const generation = ++state.generation;
  const game = gameOf(position);
  let solved = state.solved;
  let analysis;
  try {
    if (game && game !== state.game) {
      setPhase("solving");
      dom.status.textContent = `Solving ${variantOf(game) === "piglet" ? "Piglet" : "Pig"} by value iteration…`;
      dom.solveProgress.hidden = false;
      dom.solveProgress.value = 0;
      solved = await engine.pigSolve(game, (sweep) => {
        if (generation !== state.generation) return;
        dom.solveProgress.max = sweep.layers;
        dom.solveProgress.value = sweep.layer;
        dom.status.textContent = `Solving by value iteration: layer ${sweep.layer} of ${sweep.layers} (score sum ${sweep.sum})…`;
      });
    }
    analysis = await engine.analyze(GAME, position);
  } catch (error) {
    if (generation !== state.generation) return false;
    errorBox.textContent = error.message;
    if (state.entries.length) settle();
    else setPhase("error");
    return false;
  } finally {
    if (generation === state.generation) dom.solveProgress.hidden = true;
  }
  if (generation !== state.generation) return false;
  const changed = gameOf(analysis.position) !== state.game;
  Object.assign(state, {
    game: gameOf(analysis.position),
    solved,
    seed: seed ?? freshSeed(),
    entries: [{ position: analysis.position, analysis }],
    cursor: 0,
  });
  clearErrors();
  syncForm();
  if (changed) tableChanged();
  dom.gameName.textContent = variantOf(state.game) === "piglet" ? "Piglet" : "Pig";
  arrived();
  return true;
}

function syncForm() {
  dom.newGameKind.value = variantOf(state.game);
  dom.newGoal.value = state.game.split(":")[1];
  dom.newPosition.value = current().position;
  for (const input of dom.newForm.querySelectorAll("input[name=first]")) input.checked = input.value === state.first;
  dom.opponent.value = state.opponent;
  dom.firstMover.disabled = state.opponent === "human";
}

// -- Moving --------------------------------------------------------------------------------

/** Moves the history to entry `index` (undo, redo, the record); a pending computer turn stops. */
function goTo(index) {
  if (index < 0 || index >= state.entries.length) return;
  Object.assign(state, { generation: state.generation + 1, cursor: index, rolling: false });
  clearErrors();
  arrived();
}
function push(entry) {
  state.entries = [...state.entries.slice(0, state.cursor + 1), entry];
  state.cursor = state.entries.length - 1;
}
/** A student's entries are where undo stops: the computer's decisions are taken back with the student's. */
const isComputerEntry = (index) => playerName(moverIndex(state.entries[index])) === "computer" && !state.entries[index].won;
const undoTarget = () => historyUndo(state.cursor, isComputerEntry);
const redoTarget = () => historyRedo(state.cursor, state.entries.length, isComputerEntry);

/**
 * Plays `action` ("roll" or "hold") for the player on turn. Rolling hands the move to chance:
 * the core lists the die's faces, each with what it does (its event) and where it leads, and the
 * face is drawn here from the seed. Returns the new entry, analysed.
 */
async function act(action, generation) {
  const from = current();
  let chosen = from.analysis.moves.find((/** @type {any} */ m) => m.move === action);
  let move = action;
  if (action === "roll") {
    state.rolling = true;
    render();
    const [rolling] = await Promise.all([engine.analyze(GAME, chosen.to), sleep(ROLL_MS)]);
    state.rolling = false;
    if (generation !== state.generation) return null;
    const face = rollOf(state.seed, rollsBefore(state.cursor), sides());
    chosen = rolling.moves.find((/** @type {any} */ m) => m.move === String(face));
    move = `roll:${face}`;
  }
  const { event } = chosen;
  const by = moverIndex(from);
  if (event.kind === "won")
    return { position: from.position, analysis: null, action: move, event, by, won: { winner: event.winner, scores: event.scores } };
  const analysis = await engine.analyze(GAME, chosen.to);
  if (generation !== state.generation) return null;
  return { position: analysis.position, analysis, action: move, event, by };
}

/** The student's decision, from the buttons, the keys or the move box. */
async function decide(action, errorBox = dom.boardError) {
  const why = refusal(action);
  if (why) {
    errorBox.textContent = why;
    return false;
  }
  const generation = ++state.generation;
  const before = current();
  setPhase("rolling");
  render();
  try {
    const entry = await act(action, generation);
    if (!entry) return false;
    entry.judged = judge(before, action);
    clearErrors();
    push(entry);
    arrived();
    return true;
  } catch (error) {
    if (generation === state.generation) {
      errorBox.textContent = error.message;
      settle();
    }
    return false;
  }
}

/** Why the student may not make `action` now, or "". */
function refusal(action) {
  if (!current() || state.phase === "loading" || state.phase === "solving") return "Wait for the game to load.";
  if (current().won) return "The game is over: start a new game or undo a decision.";
  if (state.phase === "thinking" || computerToMove()) return "Wait for the computer to finish its turn.";
  if (state.phase !== "ready") return "Wait for the die.";
  if (asking()) return `First answer the question under the board: ${QUESTION}`;
  if (action === "hold" && current().analysis.hold === null) return "There is nothing to hold yet: a turn starts with a roll.";
  if (action !== "roll" && action !== "hold") return 'Write "roll" or "hold".';
  return "";
}

/** The computer's turn: each decision thought over, the die rolled visibly, the result kept on show. */
async function computerTurn() {
  const generation = ++state.generation;
  const level = state.opponent;
  let first = true;
  while (computerToMove() && generation === state.generation) {
    setPhase("thinking");
    render();
    const from = current();
    try {
      const [choice] = await Promise.all([
        engine.bestMove(GAME, from.position, level, freshSeed()),
        sleep(first ? THINK_MS : THINK_AGAIN_MS),
      ]);
      first = false;
      if (generation !== state.generation) return;
      state.computerSays = `The computer ${choice.move === "roll" ? "rolls" : "holds"}…`;
      render();
      const entry = await act(choice.move, generation);
      state.computerSays = "";
      if (!entry) return;
      push(entry);
      arrived(false);
      announce(`The computer ${computerWords(entry)}.`);
      await sleep(SHOW_MS);
    } catch (error) {
      if (generation !== state.generation) return;
      dom.boardError.textContent = `The computer could not play: ${error.message}`;
      setPhase("ready");
      return;
    }
  }
  if (generation === state.generation) settle();
}

/** Who moves now decides what happens next: the computer plays, the game ends, or we wait. */
function settle() {
  if (current().won) setPhase("over");
  else if (computerToMove()) return void computerTurn();
  else setPhase("ready");
  render();
}

/** A new position is on show (a decision, undo, a new game): draw it and settle. */
function arrived(again = true) {
  writeHash();
  if (state.whyOpen) loadExplanation();
  if (mapOpen()) loadMap();
  if (again) settle();
  else render();
}

// -- Words ---------------------------------------------------------------------------------

/** What a decision did, after "You " or "The computer ": "rolled 4", "rolled a 1 and lost 7", "held 12". */
function eventWords(entry) {
  const { event } = entry;
  const v = variantOf(state.game);
  const side = (face) => (v === "piglet" ? faceName(v, face) : `a ${face}`);
  if (event.kind === "held") return `held ${event.banked}`;
  if (event.kind === "piggedOut") return `${v === "piglet" ? "flipped" : "rolled"} ${side(event.face)} and lost ${event.lost}`;
  if (event.kind === "won") return `${v === "piglet" ? "flipped" : "rolled"} ${side(event.face)} and reached the goal`;
  return `${v === "piglet" ? "flipped" : "rolled"} ${side(event.face)}`;
}
/** The computer's decisions since the student's last one, in a sentence. */
function computerWords(last = current()) {
  const index = state.entries.indexOf(last);
  const made = [];
  for (let i = index; i > 0 && state.entries[i].by !== undefined && playerName(state.entries[i].by) === "computer"; i--)
    made.unshift(state.entries[i]);
  return made.map(eventWords).join(", ");
}

// -- The lesson: Ask me first and the verdict on each decision ------------------------------

const QUESTION = "Is your chance of winning above one half?";
const askToggle = el("input", { type: "checkbox", id: "ask-first", checked: settings().askFirst });
const lessonScore = el("span", { id: "lesson-score", class: "lesson-score", hidden: true });
const question = el("p", { id: "lesson-question", class: "lesson-question", text: QUESTION });
const answers = el(
  "div",
  { class: "lesson-answers", role: "group", "aria-labelledby": "lesson-question" },
  el("button", { type: "button", class: "answer", "data-answer": "above" }, "▲ Yes, above one half"),
  el("button", { type: "button", class: "answer", "data-answer": "below" }, "▼ No, one half or less"),
);
const ask = el("div", { id: "lesson-ask", class: "lesson-ask", hidden: true }, question, answers);
const verdict = el("p", { id: "lesson-verdict", class: "lesson-verdict", tabindex: "-1", hidden: true });
const which = el("p", {
  id: "lesson-which",
  class: "lesson-which",
  hidden: true,
  text: "Roll or hold: which gives the better chance? Choose with the buttons.",
});
const note = el("p", { id: "lesson-note", class: "lesson-note", hidden: true });
const bar = lessonBar(askToggle, "Guess your chance before the page shows it", lessonScore, note, ask, verdict, which);
// "Add to lesson": the position on show (not at the end of a game, where there is nothing to ask).
const adder = lessonAdder(bar, () =>
  current()?.analysis ? { game: state.game, position: current().position, analysis: current().analysis } : null,
);
dom.hintLine.before(bar);

/** True while the question waits for the student's answer at the position on show. */
const asking = () =>
  settings().askFirst && Boolean(current()?.analysis) && !current().asked && !computerToMove() && state.phase !== "loading";
/** Hints show while Hints is on and no question waits. */
const hintsOn = () => dom.hints.checked && !asking();

answers.addEventListener("click", (event) => {
  const guess = /** @type {HTMLElement} */ (event.target).closest?.("button[data-answer]")?.getAttribute("data-answer");
  if (!guess || !asking()) return;
  const { chance } = current().analysis;
  const right = (guess === "above") === chance > 0.5;
  current().asked = { guess, right };
  Object.assign(state.lesson, { asked: state.lesson.asked + 1, right: state.lesson.right + (right ? 1 : 0) });
  render();
  announce(`${verdict.textContent} ${which.textContent}`);
  verdict.focus();
});

/** The verdict on a decision from `before`: was it best play's, and by how much. */
function judge(before, action) {
  const { analysis } = before;
  if (!analysis || (playerName(moverIndex(before)) !== "you" && state.opponent !== "human")) return null;
  const best = action === analysis.decision;
  if (before.asked) Object.assign(state.lesson, { asked: state.lesson.asked + 1, right: state.lesson.right + (best ? 1 : 0) });
  return { best, action, roll: analysis.roll, hold: analysis.hold, decision: analysis.decision, asked: Boolean(before.asked) };
}

function optionWords(judged) {
  const hold = judged.hold === null ? "" : `, holding ${percent(judged.hold)}`;
  return `rolling gives ${percent(judged.roll)}${hold}`;
}

function drawLesson() {
  adder.refresh();
  const entry = current();
  const waiting = asking();
  body.classList.toggle("lesson-hiding", waiting);
  bar.dataset.asking = String(waiting);
  lessonScore.hidden = state.lesson.asked === 0;
  lessonScore.textContent = `${state.lesson.right} of ${state.lesson.asked} right`;
  ask.hidden = !waiting;
  const answered = settings().askFirst && entry?.asked;
  verdict.hidden = !answered;
  which.hidden = !answered || state.phase !== "ready" || computerToMove();
  if (answered) {
    const { chance } = entry.analysis;
    verdict.dataset.right = String(entry.asked.right);
    verdict.textContent = `${entry.asked.right ? "✓ Right!" : "✗ Not quite:"} your chance of winning is ${percent(chance)}, ${chance > 0.5 ? "above" : "not above"} one half.`;
  }
  // The note on the student's last decision: said only when someone asked (a question, Hints).
  const last = [...state.entries.slice(1, state.cursor + 1)].reverse().find((e) => e.judged);
  const judged = last?.judged;
  const show = judged && (judged.asked || dom.hints.checked) && !waiting;
  note.hidden = !show;
  if (show) {
    note.dataset.kind = judged.best ? "right" : "mistake";
    note.textContent = judged.best
      ? `${capitalise(judged.action)}ing was best play: ${optionWords(judged)}.`
      : `${capitalise(judged.decision)}ing was better: ${optionWords(judged)}.`;
  }
}

askToggle.addEventListener("change", () => setSetting("askFirst", askToggle.checked));
onSettingsChange((now) => {
  askToggle.checked = now.askFirst;
  if (current()) render();
});

// -- The record: each turn, who played it and what it banked ---------------------------------

const record = el("ol", { id: "record", class: "record-list" });
const recordPanel = el(
  "section",
  { id: "record-panel", class: "panel record-panel", "aria-labelledby": "record-title" },
  el("h2", { id: "record-title", text: "Game record" }),
  el("p", { class: "help", text: "Each turn's rolls and what it banked; a turn goes back to its start." }),
  record,
);
dom.whyPanel.after(recordPanel);

function drawRecord() {
  const turns = [];
  for (let i = 1; i < state.entries.length; i++) {
    const entry = state.entries[i];
    const last = turns.at(-1);
    if (last && !last.closed && last.by === entry.by) last.entries.push(entry);
    else turns.push({ by: entry.by, start: i - 1, entries: [entry], closed: false });
    const kind = entry.event?.kind;
    if (kind === "held" || kind === "piggedOut" || kind === "won") turns.at(-1).closed = true;
  }
  record.replaceChildren(
    ...turns.map((turn, n) => {
      const words = turn.entries.map(eventWords).join(", ");
      const missed = turn.entries.filter((e) => e.judged && !e.judged.best).length;
      // Whether a decision was best play is said with hints on or once the game is over.
      const said = missed && (dom.hints.checked || state.phase === "over");
      return el(
        "li",
        { class: ["record-row", turn.start < state.cursor && state.cursor <= turn.start + turn.entries.length ? "current" : null] },
        el(
          "button",
          { type: "button", class: "record-go", "data-index": turn.start, "aria-label": `Go back to the start of turn ${n + 1}` },
          `${n + 1}.`,
        ),
        ` ${capitalise(playerName(turn.by))}: ${words}.`,
        said
          ? el("span", {
              class: "record-missed",
              text: ` ✗ ${missed === 1 ? "one decision was" : `${missed} decisions were`} not best play`,
            })
          : "",
      );
    }),
  );
  recordPanel.hidden = turns.length === 0;
}
record.addEventListener("click", (event) => {
  const index = /** @type {HTMLElement} */ (event.target).closest?.("button[data-index]")?.getAttribute("data-index");
  if (index !== null && index !== undefined) goTo(Number(index));
});

// -- Drawing -------------------------------------------------------------------------------

const computerLine = el("p", { class: "computer-line", id: "computer-move", hidden: true });
dom.board.closest(".board-wrap").after(computerLine);

function render() {
  const entry = current();
  if (!entry) return;
  const lastEvent = entry.event;
  // At the end the board shows the finished game the winning roll led to (the core's).
  const position = entry.won ? entry.event.to : entry.position;
  // The computer's decisions stay named under the board, and its last turn drawn faded, until
  // the student decides.
  const computerSaid = state.cursor > 0 && entry.by !== undefined && playerName(entry.by) === "computer" ? computerWords(entry) : "";
  const ready = state.phase === "ready" && !entry.won && !computerToMove();
  // The core says when there is nothing to hold (its hold chance is null).
  const canHold = Boolean(entry.analysis) && entry.analysis.hold !== null;
  const key = focusedKey(dom.board);
  drawPig(dom.board, position, {
    names: names(),
    face: state.rolling ? null : (lastEvent?.face ?? null),
    rolling: state.rolling,
    lost: lastEvent?.kind === "piggedOut" && !state.rolling ? lastEvent.lost : null,
    winner: entry.won?.winner,
    canHold,
    focus: key === "hold" && canHold ? "hold" : "roll",
    ghost: computerSaid && lastEvent ? { player: entry.by, banked: lastEvent.banked ?? 0, face: lastEvent.face } : null,
  });
  for (const node of dom.board.querySelectorAll("[data-action]")) {
    if (ready && (node.dataset.action === "roll" || canHold)) node.removeAttribute("aria-disabled");
    else node.setAttribute("aria-disabled", "true");
  }
  restoreFocus(dom.board, key, undefined);
  document.title = `Pig ${shownPosition().position} · Grundy`;
  renderStatus();
  drawLesson();
  drawRecord();
  computerLine.hidden = !computerSaid;
  computerLine.textContent = computerSaid ? `The computer ${computerSaid}.` : "";
  dom.board.classList.toggle("interactive", ready);
  dom.undo.disabled = undoTarget() < 0 || state.phase === "solving";
  dom.redo.disabled = redoTarget() < 0 || state.phase === "solving";
  dom.moveInput.disabled = dom.moveSubmit.disabled = !ready;
  dom.again.hidden = !entry.won;
}

function renderStatus() {
  const entry = current();
  // With hints on, the badge says the chance of the player to move (never while a question waits).
  dom.badge.hidden = !(hintsOn() && entry.analysis) || state.phase === "solving";
  if (!dom.badge.hidden) dom.badge.textContent = `${percent(entry.analysis.chance)} to win`;
  if (state.phase === "solving" || state.phase === "loading") return;
  dom.status.classList.toggle("over", Boolean(entry.won));
  if (entry.won) {
    const winner = playerName(entry.won.winner === "p2" ? 1 : 0);
    dom.status.textContent = winner === "you" ? "You win!" : winner === "computer" ? "The computer wins." : `${winner} wins!`;
  } else if (state.phase === "thinking" || computerToMove()) {
    dom.status.textContent = state.computerSays || "The computer is thinking…";
  } else if (state.phase === "rolling") {
    dom.status.textContent = "Rolling…";
  } else {
    const who = playerName(moverIndex());
    dom.status.textContent = `${who === "you" ? "Your turn" : `${who} to move`}: roll or hold?`;
  }
  const analysis = entry.analysis;
  dom.hintLine.hidden = !(hintsOn() && analysis);
  if (!dom.hintLine.hidden) {
    const hold = analysis.hold === null ? "nothing to hold yet" : `holding ${percent(analysis.hold)}`;
    const rule = `"Hold at ${analysis.ruleHold}" would ${analysis.ruleDecision} (${percent(analysis.ruleChance)}).`;
    dom.hintLine.textContent = `Chance of winning for the player to move: ${percent(analysis.chance)}. Rolling ${percent(analysis.roll)}, ${hold}: best play ${analysis.decision}s. ${rule}`;
  }
}

function clearErrors() {
  for (const box of [dom.boardError, dom.moveError, dom.newError, dom.hashError, dom.simError]) if (box) box.textContent = "";
}

// -- Why?: the decision as an expectimax node, then the cycle and the sweeps -------------------

const stepper = new Stepper({
  onChange: () => {
    refreshSteps();
    drawStep();
    writeHash();
  },
});
const refreshSteps = bindStepControls(dom.whyBody, stepper);
const whyPicture = svgEl("svg", { id: "why-picture", class: "pig-tree", role: "img", "aria-label": "The decision as a tree of chances" });
dom.whyBody.querySelector(".why-extras").append(whyPicture);

let explained = "";
async function loadExplanation(step = 0) {
  const entry = current();
  if (!entry?.analysis) {
    state.steps = [];
    stepper.load(0);
    dom.whyCaption.textContent = "The game is over: nothing is left to decide.";
    return;
  }
  if (explained === entry.position && state.steps.length) return;
  const generation = state.generation;
  try {
    const { steps } = await engine.explain(GAME, entry.position);
    if (generation !== state.generation) return;
    explained = entry.position;
    state.steps = steps;
    measured(fitWhyCaption());
    stepper.load(steps.length, step);
  } catch (error) {
    dom.whyCaption.textContent = error.message;
  }
}

/** The caption box as tall as the longest caption of the explanation: the buttons under it stay put. */
const fitWhyCaption = () => (state.whyOpen && state.steps.length ? reserveCaption(dom.whyCaption, state.steps.map(captionOf)) : 0);
const measured = refitCaption(dom.whyCaption, fitWhyCaption);

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
      return `The rule "hold at ${step.holdAt}" would ${step.decision} here; following it from here on against best play gives ${percent(step.chance)}.`;
    case "cycle":
      return `But these chances go round in a circle: your chance at the start of your turn (${percent(step.myChance)}) depends, through a 1, on your opponent's at the start of theirs (${percent(step.theirChance)}), which depends on yours. No position comes last, so the tree alone cannot start.`;
    case "iteration":
      return `Value iteration breaks the circle: with larger score sums solved first (${step.solvedBefore} layers), every chance of this layer (score sum ${step.sum}, ${formatCount(step.states)} positions) starts at 0 and is computed again and again from the current numbers. The largest change per sweep: ${step.first.map((x) => x.toPrecision(2)).join(", ")} … ${step.last.map((x) => x.toExponential(1)).join(", ")}; after ${step.sweeps} sweeps it is below ${step.tolerance}.`;
    default:
      return "";
  }
}

function drawStep() {
  const step = state.steps[stepper.index];
  dom.whyCaption.textContent = step ? captionOf(step) : "";
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

dom.whyToggle.addEventListener("click", () => {
  state.whyOpen = !state.whyOpen;
  dom.whyToggle.setAttribute("aria-expanded", String(state.whyOpen));
  dom.whyToggle.textContent = state.whyOpen ? "Hide the explanation" : "Explain this position";
  dom.whyBody.hidden = !state.whyOpen;
  dom.whyIntro.hidden = state.whyOpen;
  if (state.whyOpen) loadExplanation();
  writeHash();
});

// -- The strategy map: where best play holds, beside "hold at 20" ----------------------------

const mapOpen = () => !dom.mapBody.hidden;
dom.mapToggle.addEventListener("click", () => {
  dom.mapBody.hidden = mapOpen();
  dom.mapToggle.setAttribute("aria-expanded", String(mapOpen()));
  dom.mapToggle.textContent = mapOpen() ? "Hide the map" : "Show the map";
  if (mapOpen()) loadMap();
});

async function loadMap() {
  const entry = current();
  if (!entry?.analysis) return;
  const generation = state.generation;
  try {
    const map = await engine.pigMap(entry.position);
    if (generation === state.generation) drawMap(map, entry.analysis);
  } catch (error) {
    dom.mapCaption.textContent = error.message;
  }
}

/** Columns: the mover's score; rows up: the turn's total; shaded where best play holds. */
function drawMap(map, analysis) {
  const { goal } = map;
  const cell = Math.max(3, Math.floor(400 / goal));
  const pad = 44;
  const size = goal * cell;
  const svg = dom.map;
  svg.textContent = "";
  svg.setAttribute("viewBox", `0 0 ${size + pad + 12} ${size + pad + 12}`);
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
    svgEl("text", { class: "map-axis", x: pad + size / 2, y: size + pad, "text-anchor": "middle", text: "score of the player to move →" }),
    svgEl("text", {
      class: "map-axis",
      x: 12,
      y: 8 + size / 2,
      transform: `rotate(-90 12 ${8 + size / 2})`,
      "text-anchor": "middle",
      text: "turn total →",
    }),
  );
  const here = moverView(analysis);
  if (here) {
    const [mine, , total] = here;
    svg.append(svgEl("circle", { class: "map-here", cx: x(mine) + cell / 2, cy: y(total) + cell / 2, r: Math.max(5, cell * 0.8) }));
  }
  dom.mapCaption.textContent = `Against an opponent with ${map.theirScore}: shaded, best play holds; light, it rolls; the line is "hold at ${rule}". The ring is the position now.`;
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
    const [r, s] = await Promise.all([engine.pigReplay(game), engine.pigStates(game)]);
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
    const sim = await engine.pigSimulate(game, GAMES, freshSeed(), (p) => {
      dom.simProgress.value = p.played;
      dom.simResult.textContent = `Played ${formatCount(p.played)} of ${formatCount(GAMES)}: best play won ${formatCount(p.bestWins)}.`;
    });
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
  if (action) decide(action);
});
dom.board.addEventListener("keydown", (event) => {
  const item = /** @type {Element} */ (event.target).closest?.("[data-action]");
  if (!item) return;
  if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    decide(item.getAttribute("data-action"));
  } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
    event.preventDefault();
    const other = dom.board.querySelector(`[data-action="${item.getAttribute("data-action") === "roll" ? "hold" : "roll"}"]`);
    item.setAttribute("tabindex", "-1");
    other.setAttribute("tabindex", "0");
    other.focus();
  }
});
dom.moveForm.addEventListener("submit", async (event) => {
  event.preventDefault();
  const text = dom.moveInput.value.trim().toLowerCase();
  const action = { r: "roll", roll: "roll", h: "hold", hold: "hold" }[text];
  if (!action) {
    const typed = dom.moveInput.value.trim();
    dom.moveError.textContent = text
      ? `"${typed.length > 20 ? `${typed.slice(0, 20)}…` : typed}" is not a decision: write roll or hold.`
      : "Write roll or hold.";
    return;
  }
  if (await decide(action, dom.moveError)) dom.moveInput.value = "";
});
dom.undo.addEventListener("click", () => goTo(undoTarget()));
dom.redo.addEventListener("click", () => goTo(redoTarget()));
dom.again.addEventListener("click", () => {
  state.entries = state.entries.slice(0, 1);
  goTo(0);
});
dom.hints.addEventListener("change", () => render());
dom.opponent.append(el("option", { value: "rule" }, 'Computer, "hold at 20"'));
dom.opponent.querySelector("option[value=beginner]").textContent = "Computer, beginner (tosses a coin)";
dom.opponent.querySelector("option[value=perfect]").textContent = "Computer, best play";
dom.opponent.addEventListener("change", () => (dom.firstMover.disabled = dom.opponent.value === "human"));
dom.newGameKind.addEventListener("change", () => {
  dom.newGoal.value = dom.newGameKind.value === "piglet" ? "10" : "100";
  dom.newPosition.value = "";
});
dom.newGoal.addEventListener("input", () => (dom.newPosition.value = ""));
// The page says what is wrong with the goal next to it, in its words, not the browser's bubble.
dom.newForm.noValidate = true;
dom.newForm.addEventListener("submit", async (event) => {
  event.preventDefault();
  const data = new FormData(dom.newForm);
  const typed = dom.newPosition.value.trim();
  const goal = dom.newGoal.value.trim();
  if (!typed && !/^\d{1,3}$/.test(goal)) {
    dom.newError.textContent = goal
      ? `The goal "${goal.slice(0, 20)}" is not a whole number from 1 to 100.`
      : "Choose a goal: a whole number from 1 to 100.";
    return;
  }
  const position = typed || `${dom.newGameKind.value}:${Number(goal)}/0,0/p1:0`;
  const previous = { first: state.first, opponent: state.opponent };
  state.first = data.get("first") === "computer" ? "computer" : "you";
  state.opponent = String(data.get("opponent") ?? "perfect");
  if (!(await startGame(position, null))) Object.assign(state, previous);
});
document.addEventListener("keydown", (event) => {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
  const action = { r: "roll", h: "hold" }[event.key.toLowerCase()];
  if (!action || !current()) return;
  event.preventDefault();
  decide(action);
});
bindTurnKeys({
  board: dom.board,
  ready: () => Boolean(current()),
  undo: () => goTo(undoTarget()),
  redo: () => goTo(redoTarget()),
  whyOpen: () => state.whyOpen,
  stepper,
  keys: {},
});
window.addEventListener("hashchange", async () => {
  const wanted = readHash();
  if (!current() || (wanted.position === shownPosition().position && wanted.seed === state.seed)) return;
  if (!(await startGame(wanted.position, wanted.seed, dom.hashError))) writeHash();
});

// -- Boot --------------------------------------------------------------------------------------

dom.status.after(el("progress", { id: "solve-progress", class: "solve-progress", hidden: true }));

async function boot() {
  const { seed, position, step } = readHash();
  if (position && (await startGame(position, seed, dom.hashError))) {
    if (step) {
      dom.whyToggle.click();
      await loadExplanation(step - 1);
    }
    return;
  }
  const message = dom.hashError.textContent;
  const ok = await startGame("pig:100/0,0/p1:0", seed, dom.hashError);
  if (message && ok) dom.hashError.textContent = `${message} Showing Pig to 100 from the start instead.`;
}
boot();
