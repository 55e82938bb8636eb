// The Scoring line (game `scoring:S`): chips on a line of squares 0..N, each square marked
// P or N and, on request, with its Grundy value; a step-through that builds the table of
// values from square 0 upward; the subtraction set S can be edited; with several chips, each
// chip is a Nim heap of its value (the "Nim in disguise" panel).
//
// Values, outcomes, moves and explanations all come from the core (analyze().sequence for the
// table, explain() for the steps); this file draws them and turns clicks into moves "i:square".

import * as engine from "./engine.js";
import { STALE, latest } from "./engine.js";
import { Stepper } from "./stepper.js";
import { createGamePage, settingHash, mexFigure, clearStepHighlights, highlightChipStep } from "./impartial.js";
import { scoringNames, caption, moveInto, periodText, zeros, numberList, listAnd, cap } from "./impartial-words.js";
import { el, bindStepControls, formatCount, bindSquareRow } from "./ui.js";
import { drawScoringLine } from "./boards.js";
import { outcomeName } from "./terms.js";

/** Squares drawn at least / at most (chips further out are listed under the line). */
const MIN_LINE = 20;
const MAX_LINE = 60;
/** The build-up step-through goes up to this square (the core fills at most 24 rows). */
const BUILD_ROWS = 24;

const $ = (id) => document.getElementById(id);
const local = {
  /** The chip (part index) a click on a square moves, or null. */
  selected: null,
  /** The position the selection belongs to. */
  selectedAt: null,
  /** Single-chip misère outcomes by square, per game id: { game, outcomes: [] }. */
  misere: null,
  misereLoading: null,
  build: { open: false, steps: [], game: null },
  /** Which stepper drew the board highlights last: "why" | "build". */
  highlighter: null,
};

const parseSet = (game) => String(game).replace(/^scoring:/, "").replace(/:misere$/, "");

const page = createGamePage({
  title: "The Scoring game",
  defaultPosition: "21",
  defaultSettings: { set: "1,2,3" },
  gameId: (settings, rule) => `scoring:${settings.set}${rule === "misere" ? ":misere" : ""}`,
  // "21", "7,7", "S=1,3,4:9,4"
  ...settingHash("set", "S", "1,2,3"),
  canonicalSettings: (analysis) => ({ set: parseSet(analysis.game) }),
  names: scoringNames,
  describeMove: (move) => `chip ${move.part + 1} to square ${formatCount(Number(move.into?.[0] ?? moveInto(move.move)))}`,
  renderBoard,
  highlightPick,
  highlightStep: (p, step) => {
    local.highlighter = "why";
    local.whyStep = step;
    highlightTableRowOrMove(step);
  },
  clearStepHighlights: () => clearHighlights(),
  renderExtras,
  interactivityChanged: () => renderPickLine(),
  settingsChanged: () => {
    $("set-input").value = page.state.settings.set;
    if (local.build.open) loadBuild();
  },
  syncSettings: () => {
    $("set-input").value = page.state.settings.set;
  },
  errorBoxes: () => [$("set-error")],
  randomPosition: () => {
    const count = Math.random() < 0.5 ? 1 : 2;
    return Array.from({ length: count }, () => 5 + Math.floor(Math.random() * 20)).join(",");
  },
  moveHelp: "Type a move such as 1:18 (chip 1 to square 18).",
});

// ---------------------------------------------------------------------------------------
// Reading the analysis

const chipsOf = (analysis) => (analysis.parts ?? []).map((p) => Number(p.state));

function lineLength(analysis) {
  const largest = Math.max(0, ...chipsOf(analysis));
  return Math.min(MAX_LINE, Math.max(MIN_LINE, largest));
}

/** P or N of a single chip on square n, from the core: the sequence (normal play) or a search (misère). */
function squareOutcome(analysis, n) {
  if (page.state.rule === "misere") {
    const m = local.misere;
    return m && m.game === page.gameId() ? m.outcomes[n] ?? null : null;
  }
  const v = analysis.sequence?.values?.[n];
  return v === undefined ? null : v === 0 ? "P" : "N";
}

/** Misère play has no values to read the marks from: ask the core for each square once. */
async function loadMisereOutcomes(length) {
  const game = page.gameId();
  const have = local.misere?.game === game ? local.misere.outcomes.length : 0;
  if (have > length || local.misereLoading === `${game}/${length}`) return;
  local.misereLoading = `${game}/${length}`;
  try {
    const squares = Array.from({ length: length + 1 }, (_, n) => n);
    const answers = await Promise.all(squares.map((n) => engine.analyze(game, String(n))));
    if (page.gameId() !== game) return;
    local.misere = { game, outcomes: answers.map((a) => a.outcome) };
  } catch {
    return;
  } finally {
    if (local.misereLoading === `${game}/${length}`) local.misereLoading = null;
  }
  if (page.current()) rerenderKeepingFocus();
}

// ---------------------------------------------------------------------------------------
// The line of squares

function renderBoard() {
  const { analysis, position } = page.current();
  const svg = page.dom.board;
  const chips = chipsOf(analysis);
  const L = lineLength(analysis);
  const marks = $("marks").checked;
  const values = $("values").checked;
  const hints = page.state.hints;
  // While a lesson question waits the marks and values are spoilers (hidden by lessons.css),
  // and the squares' names leave them out, so that a screen reader does not say them either.
  const asking = page.asking();
  const misere = page.state.rule === "misere";
  if (misere) loadMisereOutcomes(L);

  // Which chip a square click moves: kept while the position stays, else the only movable one.
  if (local.selectedAt !== position) {
    local.whyStep = null;
    local.selected = null;
    local.selectedAt = position;
    const movable = [...new Set((analysis.moves ?? []).map((m) => m.part))];
    const squares = new Set(movable.map((i) => chips[i]));
    if (squares.size === 1) local.selected = movable[0];
  }
  // The computer's last move stays on show: the chip it moved, faded where it stood.
  const shown = page.shownMove();
  const moved = shown ? page.listedMove(shown.before, shown.move) : null;
  const ghost = moved ? { part: moved.part, from: chipsOf(shown.before)[moved.part] } : null;
  drawScoringLine(svg, position, {
    chips,
    // The line reaches the square the computer's chip left, so that it shows there faded.
    length: Math.min(MAX_LINE, Math.max(L, ghost?.from ?? 0)),
    selected: local.selected,
    moves: analysis.moves,
    hints,
    outcomes: marks ? (n) => squareOutcome(analysis, n) : null,
    values: values ? analysis.sequence?.values : null,
    asking,
    ghost,
  });
  svg.dataset.rule = page.state.rule;

  // Chips too far out to draw.
  const far = chips.map((n, i) => [n, i]).filter(([n]) => n > L);
  const farNote = $("far-note");
  farNote.hidden = far.length === 0;
  farNote.textContent = "";
  if (far.length) {
    // Each chip's Grundy value is a spoiler; the rest says how to move it.
    const chipsOut = far.map(([n, i], k) => [
      k === 0 ? "" : k === far.length - 1 ? " and " : ", ",
      `chip ${i + 1} on square ${formatCount(n)}`,
      el("span", { class: "spoiler in-text", text: ` (Grundy value ${formatCount(analysis.parts[i].grundy)})` }),
    ]);
    farNote.append(
      `The line is drawn up to square ${MAX_LINE}. Further out: `,
      ...chipsOut.flat(),
      `. Type moves for ${far.length === 1 ? "it" : "them"}, e.g. ${far[0][1] + 1}:${formatCount(far[0][0] - 1).replace(/,/g, "")}.`,
    );
  }
  renderPickLine();
  if (local.build.open && local.highlighter === "build") renderBuildHighlights();
}

function renderPickLine() {
  const line = $("pick-line");
  const { analysis } = page.current();
  const sel = local.selected;
  if (!page.interactive() || (analysis.moveCount ?? 0) === 0) {
    line.textContent = "";
    return;
  }
  const chips = chipsOf(analysis);
  if (sel === null) {
    line.textContent = "Click a chip to choose it, or click the square you want a chip to move to.";
    return;
  }
  const targets = (analysis.moves ?? []).filter((m) => m.part === sel).map((m) => Number(m.into[0])).sort((a, b) => b - a);
  line.textContent = chips.length > 1
    ? `Chip ${sel + 1} (square ${formatCount(chips[sel])}) is chosen: click square ${listOr(targets)} to move it there.`
    : `Click square ${listOr(targets)} to move the chip there.`;
}

const listOr = (numbers) => {
  const names = numbers.map(formatCount);
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
};

/** A click (or Enter) on square n: move the chosen chip there, or choose a chip. */
function squareClicked(n) {
  if (!page.interactive()) return;
  const { analysis } = page.current();
  const chips = chipsOf(analysis);
  const moves = (analysis.moves ?? []).filter((m) => Number(m.into[0]) === n);
  const sel = local.selected;
  const mine = moves.find((m) => m.part === sel);
  if (mine) {
    page.boardMove(mine.move);
    return;
  }
  const here = chips.map((c, i) => [c, i]).filter(([c]) => c === n).map(([, i]) => i);
  if (here.length) {
    const movable = here.filter((i) => (analysis.moves ?? []).some((m) => m.part === i));
    if (movable.length === 0) {
      page.showError(page.dom.moveError, `The chip on square ${n} cannot move: no amount in S = {${page.state.settings.set}} fits.`);
      return;
    }
    // Chips on the same square are alike: choose the next one, so a second click changes nothing visible.
    local.selected = movable.includes(sel) ? sel : movable[0];
    page.dom.moveError.textContent = "";
    rerenderKeepingFocus();
    return;
  }
  const movers = [...new Set(moves.map((m) => m.part))];
  if (movers.length === 0) {
    page.showError(page.dom.moveError, `No chip can move to square ${n}: a chip moves left by an amount in S = {${page.state.settings.set}}.`);
    return;
  }
  const squares = new Set(movers.map((i) => chips[i]));
  if (squares.size === 1) {
    page.boardMove(moves.find((m) => m.part === movers[0]).move);
    return;
  }
  page.showError(page.dom.moveError, `${cap(listAnd(movers.map((i) => `chip ${i + 1}`)))} can all move to square ${n}: click the chip you want to move first.`);
}

/** Redraw for a new choice of chip or new marks, keeping the focus and the step highlights. */
function rerenderKeepingFocus() {
  page.redraw();
  reapplyHighlights();
}

bindSquareRow(page.dom.board, {
  pick: squareClicked,
});

function highlightPick(p, move) {
  const chip = page.dom.board.querySelector(`.chip[data-part="${move.part}"]`);
  chip?.classList.add("picked");
  const to = Number(move.into?.[0]);
  page.dom.board.querySelector(`.square[data-square="${to}"]`)?.classList.add("picked");
}

// ---------------------------------------------------------------------------------------
// Highlights of the Why? and Build steps on the line

function clearHighlights() {
  clearStepHighlights(page.dom.board);
}

function highlightTableRowOrMove(step) {
  highlightChipStep(page.dom.board, step);
}

function reapplyHighlights() {
  if (local.highlighter === "build" && local.build.open) renderBuildHighlights();
  else if (local.highlighter === "why" && local.whyStep && page.state.whyOpen) highlightTableRowOrMove(local.whyStep);
}

// ---------------------------------------------------------------------------------------
// Build the table: the core's tableRow steps for one chip on square min(24, N)

const explainLatest = latest(engine.explain);
const buildStepper = new Stepper({
  onChange: () => {
    local.highlighter = "build";
    renderBuild();
  },
});
const refreshBuildButtons = bindStepControls($("build-body"), buildStepper);

async function loadBuild() {
  const { analysis } = page.current();
  const rows = Math.min(BUILD_ROWS, lineLength(analysis));
  const game = `scoring:${page.state.settings.set}`;
  $("build-caption").textContent = "Working it out…";
  let result;
  try {
    result = await explainLatest(game, String(rows));
  } catch (error) {
    $("build-caption").textContent = error.message;
    local.build.steps = [];
    buildStepper.load(0);
    return;
  }
  if (result === STALE) return;
  local.build.steps = (result.steps ?? []).filter((s) => s.kind === "tableRow");
  local.build.game = game;
  buildStepper.load(local.build.steps.length);
}

function renderBuild() {
  refreshBuildButtons();
  const steps = local.build.steps;
  const table = $("build-table");
  const body = table.tBodies[0];
  body.textContent = "";
  $("build-mex").textContent = "";
  if (!local.build.open || steps.length === 0) return;
  const index = buildStepper.index;
  const step = steps[index];
  let text = caption(step, { names: scoringNames });
  if (index === steps.length - 1) {
    const seq = page.current().analysis.sequence;
    const period = periodSentence(seq);
    if (period) text += ` The pattern shows: ${periodText(seq.period)} ${period}`;
  }
  $("build-caption").textContent = text;
  $("build-caption").dataset.kind = step.kind;
  $("build-caption").dataset.square = step.state;
  $("build-mex").append(mexFigure(step, scoringNames));

  const options = new Set((step.options ?? []).map((o) => o.state));
  const cellClass = (k) => [k === index ? "now" : null, options.has(String(k)) ? "opt" : null, k > index ? "todo" : null];
  body.append(
    el("tr", {},
      el("th", { scope: "row", text: "square n" }),
      steps.map((s, k) => el("td", { class: cellClass(k), text: s.state })),
    ),
    el("tr", {},
      el("th", { scope: "row", text: "g(n)" }),
      steps.map((s, k) => el("td", {
        class: [...cellClass(k), k <= index && s.grundy === 0 ? "zero" : null],
        "data-grundy": k <= index ? s.grundy : "",
        text: k <= index ? s.grundy : "?",
      })),
    ),
    el("tr", {},
      el("th", { scope: "row", text: "P or N" }),
      steps.map((s, k) => el("td", {
        class: [...cellClass(k), k <= index ? (s.grundy === 0 ? "p" : "n") : null],
        text: k <= index ? (s.grundy === 0 ? "P" : "N") : "",
      })),
    ),
  );
  renderBuildHighlights();
}

function renderBuildHighlights() {
  const steps = local.build.steps;
  if (!local.build.open || steps.length === 0) return;
  const step = steps[buildStepper.index];
  highlightTableRowOrMove(step);
  for (let k = 0; k < buildStepper.index; k++) {
    page.dom.board.querySelector(`.square[data-square="${steps[k].state}"]`)?.classList.add("hl-done");
  }
}

$("build-toggle").addEventListener("click", () => {
  local.build.open = !local.build.open;
  const open = local.build.open;
  $("build-toggle").setAttribute("aria-expanded", String(open));
  $("build-toggle").textContent = open ? "Hide the table" : "Build it step by step";
  $("build-body").hidden = !open;
  $("build-intro").hidden = open;
  if (open) loadBuild();
  else {
    buildStepper.dispose();
    clearHighlights();
  }
});

// The build panel's own arrow keys when focus is inside it.
$("build-panel").setAttribute("data-own-arrows", "");
$("build-panel").addEventListener("keydown", (event) => {
  if (!local.build.open || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.target.closest("input, select, textarea")) return;
  if (event.key === "ArrowLeft") {
    event.preventDefault();
    buildStepper.back();
  } else if (event.key === "ArrowRight") {
    event.preventDefault();
    buildStepper.forward();
  }
});

// ---------------------------------------------------------------------------------------
// The period line, the mirror note and the toggles

/**
 * "P-positions repeat every 4 squares from square 0: squares 0, 4, 8, …" from the core's sequence,
 * in the room's terms ("Previous-player-win positions repeat …"); redrawn when they change.
 */
function periodSentence(sequence) {
  const period = sequence?.period;
  if (!period) return "";
  const p = period.period;
  const every = p === 1 ? "square" : `${formatCount(p)} squares`;
  const list = zeros(sequence.values);
  const ps = list.length ? `: squares ${numberList(list, 8)}` : "";
  return `${cap(outcomeName("P", "plural"))} repeat every ${every} from square ${formatCount(period.start)}${ps}.`;
}

function renderExtras() {
  const { analysis } = page.current();
  const set = page.state.settings.set;
  const sentence = periodSentence(analysis.sequence);
  const line = $("period-line");
  // The list of P-position squares would answer the "P or N?" question for the student.
  line.textContent = page.asking()
    ? `The pattern of ${outcomeName("P", "plural")} is shown once you have answered.`
    : sentence
    ? `${page.state.rule === "misere" ? "In normal play, " : ""}${sentence} ${page.state.rule === "misere" ? "The marks on the squares are for misère play." : ""}`.trim()
    : `S = {${set}}: no period of the Grundy values was found.`;
  line.dataset.period = analysis.sequence?.period ? `${analysis.sequence.period.start}/${analysis.sequence.period.period}` : "";

  // Tweedledum and Tweedledee: chips sharing a square.
  const note = $("mirror-note");
  const groups = new Map();
  (analysis.parts ?? []).forEach((p, i) => groups.set(p.state, [...(groups.get(p.state) ?? []), i]));
  const shared = [...groups.entries()].filter(([, list]) => list.length > 1);
  note.hidden = shared.length === 0;
  note.textContent = "";
  for (const [square, list] of shared) {
    const g = analysis.parts[list[0]].grundy;
    const chips = listAnd(list.map((i) => `chip ${i + 1}`));
    const even = list.length % 2 === 0;
    note.append(el("p", { "data-square": square },
      el("strong", { text: "Tweedledum and Tweedledee. " }),
      `${cap(chips)} share square ${formatCount(Number(square))}. `,
      even
        ? `Whatever one player does with one of them, the other copies with its twin: together they are worth ${list.map(() => formatCount(g)).join(" xor ")} = 0.`
        : `Pairs of them cancel (copy every move on the twin), so together they are worth one chip there: ${formatCount(g)}.`,
    ));
  }
}

$("marks").addEventListener("change", () => {
  $("marks-legend").hidden = !$("marks").checked;
  if (page.current()) rerenderKeepingFocus();
});
$("values").addEventListener("change", () => {
  if (page.current()) rerenderKeepingFocus();
});

$("set-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const text = $("set-input").value.trim();
  const ok = await page.restart({ settings: { set: text }, errorBox: $("set-error") });
  if (!ok) $("set-input").focus();
});

page.boot();
