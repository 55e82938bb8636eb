// The Nim page: controller (game state, turns, undo/redo, hash) and SVG renderer.
//
// Every outcome, move and explanation comes from the core through engine.js; this file only
// keeps track of whose turn it is, draws, and words what the core says. The position text
// the core prints is the page's state: it is what the URL hash holds and what undo restores.
// The machinery shared with the other game pages (turn order, history and undo/redo, the
// computer's pause, hash helpers, keyboard) is in game-session.js; the game flow shared with
// Chomp and the impartial pages (settling after each move, the status line, the Why? panel)
// is in game-flow.js.

import * as engine from "./engine.js";
import { caption, tableView } from "./nim-words.js";
import { el, svgEl, usesArrowKeys, formatCount, columnValue } from "./ui.js";
import { readStepHash, splitRule, ruleHash, followHash, bindGameKeys } from "./game-session.js";
import { createGameFlow } from "./game-flow.js";
import { announce } from "./settings.js";

// ---------------------------------------------------------------------------------------
// Settings and constants

/** Game id of each play rule, as the core names them. */
const GAME_OF_RULE = { normal: "nim", misere: "nim:misere" };
/** Piles taller than this are drawn as a shortened bar; moves on them are typed. */
const MAX_DRAWN = 20;

/** Board geometry in SVG units. */
const G = { colW: 104, r: 24, step: 52, top: 70, bottom: 62, side: 10, barRows: 8, minRows: 3 };

const $ = (id) => document.getElementById(id);
const dom = {
  body: document.body,
  status: $("status"),
  badge: $("badge"),
  ruleName: $("rule-name"),
  hashError: $("hash-error"),
  board: $("board"),
  hintLine: $("hint-line"),
  hintLegend: $("hint-legend"),
  moveForm: $("move-form"),
  moveInput: $("move-input"),
  moveError: $("move-error"),
  moveSubmit: $("move-submit"),
  undo: $("undo"),
  redo: $("redo"),
  again: $("again"),
  hints: $("hints"),
  whyToggle: $("why-toggle"),
  whyBody: $("why-body"),
  whyIntro: $("why-intro"),
  whyCaption: $("why-caption"),
  whyControls: $("why-controls"),
  whyTable: $("why-table"),
  newForm: $("new-form"),
  newPiles: $("new-piles"),
  newError: $("new-error"),
  random: $("random"),
  opponent: $("opponent"),
  firstMover: $("first-mover"),
};

// ---------------------------------------------------------------------------------------
// State

const state = {
  /** "loading" | "ready" | "thinking" | "over" | "error" (mirrored on body[data-state]). */
  phase: "loading",
  rule: "normal",
  /** "perfect" | "beginner" | "human" */
  opponent: "perfect",
  /** "you" | "computer": who moves first in a game against the computer. */
  first: "you",
  /** The game so far: one entry per position, `{ position, analysis }`; `cursor` is now. */
  entries: [],
  cursor: 0,
  /** The Hints box; `hints` is what the board shows (off while a lesson question is open). */
  hintsWanted: false,
  hints: false,
  whyOpen: false,
  steps: [],
  /** Bumped whenever the position changes under a pending computer move or request. */
  generation: 0,
  /** A student move is on its way to the core; ignore further clicks until it lands. */
  moving: false,
  defaultPosition: "3,4,5",
};

const current = () => state.entries[state.cursor];
const gameId = () => GAME_OF_RULE[state.rule];

const isOver = (analysis) => (analysis?.moveCount ?? analysis?.moves?.length ?? 0) === 0;

/** "take 2 from pile 1" for the core's move "1-2" (from its list, else from the text). */
function takeWords(move, analysis) {
  const listed = analysis?.moves?.find((m) => m.move === move);
  const [pile, take] = listed ? [listed.pile + 1, listed.take] : String(move).split("-").map(Number);
  return `take ${formatCount(take)} from pile ${pile}`;
}

// The game flow shared with Chomp and the impartial pages (game-flow.js): turn order, history
// and undo/redo, lessons, what follows each move, the computer's turn, the status line and the
// Why? panel. This page hands it its drawing and words.
const flow = createGameFlow({
  state,
  dom,
  isOver,
  // Predict-then-reveal, the losing-move note and the game record (lessons.js).
  lessons: {
    kind: "impartial",
    game: () => gameId(),
    moveText: (move, before) => `${move} (${takeWords(move, before)})`,
    // Normal-play Nim is decided by the nim-sum; misère play by its moves (lessons.js default).
    reason: (analysis) => {
      if (analysis.play === "misere" || typeof analysis.nimSum !== "number") return null;
      return analysis.nimSum === 0 ? "The nim-sum is 0." : `The nim-sum is ${formatCount(analysis.nimSum)}, not 0.`;
    },
    refresh: () => {
      applyHints();
      renderBoard();
      renderStatus();
      if (state.whyOpen) renderStep();
    },
    highlight: (move) => highlightPick(pickOf(current().analysis, null, move)),
  },
  hash: () => hashOf(state.rule, current().position),
  renderTitle,
  renderBoard,
  renderInteractivity: renderBoardInteractivity,
  overNote: () => (state.rule === "misere" ? "Whoever took the last chip lost (misère play)." : "Whoever took the last chip won."),
  hintText,
  computerTurn: computerReply,
  personMove,
  moveHelp: "Type a move such as 2-3 (take 3 chips from pile 2).",
  game: gameId,
  renderStep,
  whyClosed: clearBoardHighlights,
  emptyExplanation: "Nothing to explain for this position.",
});
const { session, lessons, applyHints, setPhase, writeHash, positionChanged, settle, moveRefused, renderStatus } = flow;
const { stepper, address, refreshStepButtons, showStep, showError, clearErrors, syncPlayers, startWithPlayers } = flow;
const { moverAt, isComputer, undo, redo } = session;

// ---------------------------------------------------------------------------------------
// The URL hash: "#3,4,5" (normal play) or "#misere:3,4,5", then the Why? step while one is
// on show: "#3,4,5@why=4" (game-session.js readStepHash, step-url.js).

function readHash() {
  const { text: hashText, step } = readStepHash();
  const { rule, text } = splitRule(hashText);
  return { rule, position: text, step };
}

const hashOf = ruleHash;

// ---------------------------------------------------------------------------------------
// Game flow

/**
 * Start a game at `position` under `rule`. Returns true on success; on a bad position the
 * core's message is shown in `errorBox` and the current game stays as it was.
 */
async function startGame(position, rule, errorBox) {
  const generation = ++state.generation;
  let analysis;
  try {
    analysis = await engine.analyze(GAME_OF_RULE[rule], position);
  } catch (error) {
    if (generation === state.generation) {
      showError(errorBox, error.message);
      // A pending computer move was cancelled by the bump: let it be picked up again.
      if (state.entries.length) settle();
    }
    return false;
  }
  if (generation !== state.generation) return false;
  state.rule = rule;
  state.entries = [{ position: analysis.position, analysis }];
  state.cursor = 0;
  clearErrors();
  // A new game starts without a step in the address; showStep puts one back when asked.
  address.drop();
  writeHash();
  dom.newPiles.value = analysis.position;
  positionChanged();
  return true;
}

/** The computer's move for game-flow.js, which shows "thinking" and makes the pause around it. */
function computerReply() {
  let position;
  let game;
  return {
    begin: () => {
      position = current().position;
      game = gameId();
    },
    ask: async ({ level, seed }) => {
      // After a mistake the perfect computer plays the very reply the lesson note names.
      const best = lessons.plannedReply(game, position, level) ?? await engine.bestMove(game, position, level, seed);
      const next = await engine.analyze(game, best.to);
      return { next, move: best.move, pick: pickOf(current().analysis, next, best.move) };
    },
    show: ({ pick }) => {
      highlightPick(pick);
      dom.status.textContent = pick
        ? `Computer takes ${formatCount(pick.take)} from pile ${pick.pile + 1}…`
        : "Computer is moving…";
    },
    play: ({ next, move, pick }) => {
      const words = pick ? `takes ${formatCount(pick.take)} from pile ${pick.pile + 1}` : `plays ${move}`;
      rememberFocus();
      session.push({ position: next.position, analysis: next, move });
      restoreFocus();
      // The status line shows this only for a moment before "Your turn": say it to screen readers.
      announce(`Computer ${words}, leaving ${next.position}.`);
    },
  };
}

/** Which pile the computer takes from and how many, for the highlight (from core data). */
function pickOf(before, after, move) {
  const listed = before.moves?.find((m) => m.move === move);
  if (listed) return { pile: listed.pile, take: listed.take };
  // The move list can be cut short for huge positions: compare the piles instead.
  if (!after) return null;
  const pile = before.piles.findIndex((n, i) => n !== after.piles[i]);
  return pile < 0 ? null : { pile, take: before.piles[pile] - after.piles[pile] };
}

/** The student (or either player in a two-player game) makes `move`, in the core's notation. */
async function personMove(move, errorBox = dom.moveError) {
  if (moveRefused(errorBox)) return false;
  state.moving = true;
  const generation = state.generation;
  try {
    const from = state.cursor;
    const to = await engine.play(gameId(), current().position, move);
    const analysis = await engine.analyze(gameId(), to);
    if (generation !== state.generation) return false;
    // The lesson judges the move first, so that its note is up before the computer replies.
    const entry = { position: analysis.position, analysis, move: canonicalMove(from, analysis, move) };
    await lessons.judge(from, entry);
    if (generation !== state.generation) return false;
    clearErrors();
    session.push(entry);
    return true;
  } catch (error) {
    if (generation === state.generation) showError(errorBox, error.message);
    return false;
  } finally {
    state.moving = false;
  }
}

// ---------------------------------------------------------------------------------------
// Drawing

/** The core's own text of the move from entry `from` that led to `after` (typed "2 - 3" -> "2-3"). */
function canonicalMove(from, after, typed) {
  const listed = state.entries[from].analysis.moves?.find((m) => m.to === after.position);
  return listed ? listed.move : typed;
}

function renderTitle() {
  dom.ruleName.textContent = state.rule === "misere" ? "misère play: last to move loses" : "normal play: last to move wins";
  document.title = `Nim ${current().position} · Grundy`;
}

function hintText(analysis) {
  if (isOver(analysis)) return "No moves left: the game is over.";
  const winning = analysis.winning ?? [];
  if (winning.length === 0) return `No winning move here: every move leaves ${lessons.outcomePhrase("N")}.`;
  const shown = winning.slice(0, 8).join(", ");
  const more = winning.length > 8 ? ` and ${winning.length - 8} more` : "";
  return `Winning ${winning.length === 1 ? "move" : "moves"}: ${shown}${more}`;
}

/** Draw the piles as stacks of chips (SVG). */
function renderBoard() {
  const { analysis, position } = current();
  const piles = analysis.piles;
  const svg = dom.board;
  svg.textContent = "";
  svg.dataset.position = position;
  svg.dataset.rule = state.rule;
  svg.setAttribute("aria-label", `Nim piles: ${position}`);

  const drawnRows = piles.map((n) => (n > MAX_DRAWN ? G.barRows : n));
  const rows = Math.max(G.minRows, ...drawnRows);
  const width = G.side * 2 + Math.max(1, piles.length) * G.colW;
  const base = G.top + rows * G.step;
  const height = base + G.bottom;
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.style.setProperty("--natural-height", `${height}px`);
  svg.style.setProperty("--natural-width", `${width}px`);
  svg.classList.toggle("wide", piles.length > 12);

  // Each token is the move "take it and every chip above it": look the move up in the
  // core's list to know whether it wins (lists cut short still hold every winning move).
  const moves = new Map((analysis.moves ?? []).map((m) => [`${m.pile}:${m.take}`, m]));

  piles.forEach((size, pile) => {
    const x = G.side + pile * G.colW + G.colW / 2;
    const group = svgEl("g", {
      class: "pile",
      "data-pile": pile,
      role: "group",
      "aria-label": `pile ${pile + 1}: ${formatCount(size)} ${size === 1 ? "chip" : "chips"}`,
    });
    group.append(svgEl("rect", { class: "plate", x: x - 40, y: base + 4, width: 80, height: 8, rx: 4 }));
    let topY;
    if (size > MAX_DRAWN) {
      topY = base - G.barRows * G.step;
      group.append(drawBar(x, base, pile, size));
    } else {
      for (let index = 0; index < size; index++) {
        const take = size - index;
        const move = moves.get(`${pile}:${take}`);
        group.append(drawToken(x, base - G.step / 2 - index * G.step, pile, index, size, move));
      }
      topY = base - size * G.step;
    }
    const label = formatCount(size);
    const fontSize = Math.min(30, Math.floor((G.colW - 8) / (0.62 * label.length)));
    group.append(
      svgEl("text", { class: "size-label", x, y: topY - 12, "font-size": fontSize, "aria-hidden": "true", text: label }),
      svgEl("text", { class: "pile-label", x, y: base + 44, "aria-hidden": "true", text: `pile ${pile + 1}` }),
    );
    svg.append(group);
  });
  renderBoardInteractivity();
}

function drawToken(x, y, pile, index, size, move) {
  const take = size - index;
  const token = svgEl("g", {
    class: "token",
    role: "button",
    tabindex: index === size - 1 ? 0 : -1,
    "data-pile": pile,
    "data-index": index,
    "data-take": take,
    "aria-label": `pile ${pile + 1}, take ${take}`,
  });
  token.append(
    svgEl("circle", { class: "ring", cx: x, cy: y, r: G.r + 4 }),
    svgEl("circle", { class: "body", cx: x, cy: y, r: G.r }),
  );
  if (state.hints) {
    const wins = move ? move.outcome === "P" : false;
    token.classList.add(wins ? "wins" : "loses");
    token.setAttribute("aria-label", `pile ${pile + 1}, take ${take}, ${wins ? "winning move" : "losing move"}`);
    const mark = svgEl("g", { class: "mark", "data-wins": String(wins), transform: `translate(${x} ${y})`, "aria-hidden": "true" });
    mark.append(
      wins
        ? svgEl("path", { d: "M -10 1 L -3 8 L 11 -8" })
        : svgEl("path", { d: "M -7 -7 L 7 7 M 7 -7 L -7 7" }),
    );
    token.append(mark);
  }
  return token;
}

/** A pile too tall to draw chip by chip: a bar with a break in it; moves are typed. */
function drawBar(x, base, pile, size) {
  const h = G.barRows * G.step;
  const w = G.r * 2;
  const bar = svgEl("g", {
    class: "bar",
    role: "img",
    "data-pile": pile,
    "aria-label": `pile ${pile + 1}: ${formatCount(size)} chips, drawn shortened; type a move such as ${pile + 1}-1 to take from it`,
  });
  const y0 = base - h;
  bar.append(
    svgEl("rect", { class: "bar-body", x: x - w / 2, y: y0, width: w, height: h - 4, rx: 14 }),
    svgEl("path", {
      class: "bar-break",
      d: `M ${x - w / 2 - 4} ${y0 + h * 0.45} l ${w + 8} -14 M ${x - w / 2 - 4} ${y0 + h * 0.45 + 14} l ${w + 8} -14`,
    }),
  );
  return bar;
}

/** Tokens can be taken only when a person is to move. */
function renderBoardInteractivity() {
  const interactive = state.phase === "ready" && !isComputer(moverAt(state.cursor));
  dom.board.classList.toggle("interactive", interactive);
  for (const token of dom.board.querySelectorAll(".token")) {
    if (interactive) token.removeAttribute("aria-disabled");
    else token.setAttribute("aria-disabled", "true");
  }
}

function highlightPick(pick) {
  if (!pick) return;
  const { pile, take } = pick;
  const group = dom.board.querySelector(`.pile[data-pile="${pile}"]`);
  group?.classList.add("picked-pile");
  const tokens = [...dom.board.querySelectorAll(`.token[data-pile="${pile}"]`)];
  for (const token of tokens) if (Number(token.dataset.take) <= take) token.classList.add("picked");
  dom.board.querySelector(`.bar[data-pile="${pile}"]`)?.classList.add("picked");
}

// Focus survives redraws: a keyboard user who took chips from pile 2 stays on pile 2.
let focusPile = null;
function rememberFocus() {
  const active = document.activeElement;
  focusPile = active?.closest?.(".token") ? Number(active.dataset.pile) : null;
}
function restoreFocus() {
  if (focusPile === null) return;
  const tops = [...dom.board.querySelectorAll('.token[tabindex="0"]')];
  if (tops.length === 0) {
    dom.board.closest("section")?.focus();
  } else {
    const same = tops.find((t) => Number(t.dataset.pile) === focusPile);
    const nearest = same ?? tops.reduce((best, t) =>
      Math.abs(Number(t.dataset.pile) - focusPile) < Math.abs(Number(best.dataset.pile) - focusPile) ? t : best);
    nearest.focus();
  }
  focusPile = null;
}

// ---------------------------------------------------------------------------------------
// Board input: click, or keyboard with a roving tabindex per pile

function tokenMove(token) {
  // The core's own move text when it listed it; otherwise the same notation, "pile-count".
  const pile = Number(token.dataset.pile);
  const take = Number(token.dataset.take);
  const listed = current().analysis.moves?.find((m) => m.pile === pile && m.take === take);
  return listed ? listed.move : `${pile + 1}-${take}`;
}

async function takeToken(token) {
  if (!dom.board.classList.contains("interactive")) return;
  rememberFocus();
  await personMove(tokenMove(token));
  restoreFocus();
}

dom.board.addEventListener("click", (event) => {
  const token = event.target.closest?.(".token");
  if (token) takeToken(token);
});

function focusToken(pile, index) {
  const tokens = [...dom.board.querySelectorAll(`.token[data-pile="${pile}"]`)];
  if (tokens.length === 0) return false;
  const target = tokens[Math.min(Math.max(0, index), tokens.length - 1)];
  for (const t of tokens) t.setAttribute("tabindex", t === target ? "0" : "-1");
  target.focus();
  return true;
}

dom.board.addEventListener("keydown", (event) => {
  const token = event.target.closest?.(".token");
  if (!token || event.altKey || event.ctrlKey || event.metaKey) return;
  const pile = Number(token.dataset.pile);
  const index = Number(token.dataset.index);
  const pilesWithTokens = [...new Set([...dom.board.querySelectorAll(".token")].map((t) => Number(t.dataset.pile)))];
  const at = pilesWithTokens.indexOf(pile);
  switch (event.key) {
    case "ArrowUp":
      focusToken(pile, index + 1);
      break;
    case "ArrowDown":
      focusToken(pile, index - 1);
      break;
    case "Home":
      focusToken(pile, 0);
      break;
    case "End":
      focusToken(pile, Infinity);
      break;
    case "ArrowLeft":
      if (at > 0) focusToken(pilesWithTokens[at - 1], index);
      break;
    case "ArrowRight":
      if (at < pilesWithTokens.length - 1) focusToken(pilesWithTokens[at + 1], index);
      break;
    case "Enter":
    case " ":
      takeToken(token);
      break;
    default:
      return;
  }
  event.preventDefault();
});

// ---------------------------------------------------------------------------------------
// The Why? panel

function renderStep() {
  refreshStepButtons();
  clearBoardHighlights();
  const steps = state.steps;
  if (!state.whyOpen || steps.length === 0 || !state.explained) {
    renderTable(null);
    return;
  }
  const step = steps[stepper.index];
  const { analysis } = state.explained;
  dom.whyCaption.textContent = caption(step, { piles: analysis.piles, play: analysis.play, steps });
  dom.whyCaption.dataset.kind = step.kind;
  const view = tableView(steps, stepper.index, analysis);
  renderTable(view);
  // The same pile lights up in the drawing, and a planned take marks its chips.
  if (state.explained.position === current().position) {
    for (const pile of view.hlPiles) dom.board.querySelector(`.pile[data-pile="${pile}"]`)?.classList.add("hl-pile");
    if (view.takePile !== null) {
      for (const token of dom.board.querySelectorAll(`.token[data-pile="${view.takePile}"]`)) {
        if (Number(token.dataset.take) <= view.takeCount) token.classList.add("hl-take");
      }
    }
  }
}

function clearBoardHighlights() {
  for (const node of dom.board.querySelectorAll(".hl-pile, .hl-take")) node.classList.remove("hl-pile", "hl-take");
}

function renderTable(view) {
  const table = dom.whyTable;
  const [thead, tbody, tfoot] = [table.tHead, table.tBodies[0], table.tFoot];
  thead.textContent = "";
  tbody.textContent = "";
  tfoot.textContent = "";
  if (!view) return;
  const columns = [];
  for (let c = view.width - 1; c >= 0; c--) columns.push(c);
  const colClass = (c) => (view.hlCols.has(c) ? "hl-col" : null);

  thead.append(
    el("tr", {},
      el("th", { scope: "col", class: "name", text: "pile" }),
      el("th", { scope: "col", class: "dec", text: "size" }),
      columns.map((c) => el("th", { scope: "col", class: ["bit", colClass(c)], "data-column": c, text: formatCount(columnValue(c)) })),
    ),
  );
  for (const row of view.rows) {
    tbody.append(
      el("tr", { class: view.hlPiles.has(row.pile) ? "hl-pile" : null, "data-pile": row.pile },
        el("th", { scope: "row", class: "name", text: `pile ${row.pile + 1}` }),
        el("td", { class: "dec", text: formatCount(row.size) }),
        columns.map((c) => el("td", {
          class: ["bit", colClass(c), view.hlBits.has(`${row.pile}:${c}`) ? "hl-bit" : null, row.changed.has(c) ? "changed" : null],
          "data-column": c,
          text: row.bits[row.bits.length - 1 - c] ?? "0",
        })),
      ),
    );
  }
  tfoot.append(
    el("tr", { class: ["sum", view.hlSum ? "hl-sum" : null] },
      el("th", { scope: "row", class: "name", text: "nim-sum" }),
      el("td", { class: "dec", text: formatCount(view.sum.value) }),
      columns.map((c) => el("td", {
        class: ["bit", colClass(c), view.hlSumBits.has(c) ? "hl-bit" : null],
        "data-column": c,
        text: view.sum.bits[view.sum.bits.length - 1 - c] ?? "0",
      })),
    ),
  );
}

// ---------------------------------------------------------------------------------------
// Wiring

function randomPosition() {
  const count = 3 + Math.floor(Math.random() * 3);
  return Array.from({ length: count }, () => 1 + Math.floor(Math.random() * 9)).join(",");
}

function syncForm() {
  for (const input of dom.newForm.querySelectorAll('input[name="rule"]')) input.checked = input.value === state.rule;
  syncPlayers();
}

/** Start a game at `position` with the form's rule and players (game-flow.js). */
function startFromForm(position) {
  return startWithPlayers((data) => startGame(position, data.get("rule") === "misere" ? "misere" : "normal", dom.newError));
}

dom.newForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const text = dom.newPiles.value.trim() || current()?.position || state.defaultPosition;
  startFromForm(text);
});

dom.random.addEventListener("click", () => {
  dom.newPiles.value = randomPosition();
  startFromForm(dom.newPiles.value);
});

dom.hints.addEventListener("change", () => {
  state.hintsWanted = dom.hints.checked;
  applyHints();
  if (!current()) return;
  renderBoard();
  renderStatus();
  if (state.whyOpen) renderStep();
});

bindGameKeys({
  current,
  undo,
  redo,
  stepper,
  whyOpen: () => state.whyOpen,
  // Arrow keys belong to text boxes, radio buttons and the chips (which have their own).
  ownArrows: (target) => usesArrowKeys(target) || target.closest?.(".token"),
});

followHash({
  current,
  read: readHash,
  isCurrent: ({ rule, position }) => hashOf(rule, position) === hashOf(state.rule, current().position),
  start: ({ rule, position }) => startGame(position, rule, dom.hashError),
  writeHash,
  showStep: ({ step }) => showStep(step),
});

async function boot() {
  try {
    const list = await engine.games();
    const nim = list.find((g) => g.id === "nim");
    if (nim?.defaultPosition) state.defaultPosition = nim.defaultPosition;
  } catch (error) {
    setPhase("error");
    dom.status.textContent = error.message;
    return;
  }
  syncForm();
  const { rule, position, step } = readHash();
  if (position && (await startGame(position, rule, dom.hashError))) {
    showStep(step);
    return;
  }
  const message = dom.hashError.textContent;
  const ok = await startGame(state.defaultPosition, position ? "normal" : rule, dom.hashError);
  if (message) showError(dom.hashError, `${message} Showing ${state.defaultPosition} instead.`);
  // "#@why=3" names no position: the step is for the default one. A position that failed
  // keeps its error, and its step is not applied to another position.
  else if (ok && !position) showStep(step);
}

boot();
