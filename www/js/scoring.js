// The Scoring line (game `scoring:S`): chips on a line of squares 0..N, each square marked
// P or N and, on request, with its Grundy value (once the answers may show: Hints on, asked, or
// the game over); the Why? steps build the table of values from square 0 upward, then the
// nim-sum and the winning move; the subtraction set S can be edited; with several chips, each
// chip is a Nim heap of its value (the "Nim in disguise" panel).
//
// Values, outcomes, moves and explanations all come from the core (analyze().sequence for the
// table, explain() for the steps); this file says how the line of impartial.js createLinePage
// differs from Nimble's, and draws the table under the Why? steps and the period line.

import * as engine from "./engine.js";
import { $, createLinePage, randomList, headedRows } from "./impartial.js";
import { caption, periodText, zeros, numberList, listAnd, listOr, cap } from "./impartial-words.js";
import { el, formatCount } from "./ui.js";
import { drawScoringLine } from "./boards/scoring.js";
import { outcomeName } from "./terms.js";

/** Single-chip misère outcomes by square, per game id: { game, outcomes: [] }. */
const misere = { known: null, loading: null };

const set = () => page.state.settings.set;
const S = () => `S = {${set()}}`;

const page = createLinePage(
  {
    title: "The Scoring game",
    catalogId: "scoring:1,2,3",
    game: "scoring",
    // The address: "21", "7,7", "S=1,3,4:9,4".
    setting: { key: "set", letter: "S", fallback: "1,2,3" },
    toggles: ["marks", "values"],
    renderExtras,
    caption: tableCaption,
    tableSoFar,
    randomPosition: () => randomList([1, 2], [5, 24]),
    moveHelp: "Type a move such as 1:18 (chip 1 to square 18).",
  },
  {
    piece: "chip",
    noun: "line",
    draw: drawScoringLine,
    min: 20,
    max: 60,
    byTarget: true,
    drawOptions(analysis, length) {
      const shown = page.answersShown();
      const marks = $("marks").checked && shown;
      $("marks-legend").hidden = !marks;
      if (marks && page.state.rule === "misere") loadMisereOutcomes(length);
      return {
        outcomes: marks ? (n) => squareOutcome(analysis, n) : null,
        values: $("values").checked && shown ? analysis.sequence?.values : null,
        // While a lesson question waits the marks and values are spoilers (hidden by lessons.css),
        // and the squares' names leave them out, so that a screen reader does not say them either.
        asking: page.asking(),
      };
    },
    stuck: (n) => `The chip on square ${n} cannot move: no amount in ${S()} fits.`,
    refused: (n, sel, movers) =>
      movers.length === 0
        ? `No chip can move to square ${n}: a chip moves left by an amount in ${S()}.`
        : `${cap(listAnd(movers.map((i) => `chip ${i + 1}`)))} can all move to square ${n}: click the chip you want to move first.`,
    pickText(sel, chips) {
      if (sel === null) return "Click a chip to choose it, or click the square you want a chip to move to.";
      const targets = (page.current().analysis.moves ?? [])
        .filter((m) => m.part === sel)
        .map((m) => Number(m.into[0]))
        .sort((a, b) => b - a)
        .map(formatCount);
      return chips.length > 1
        ? `Chip ${sel + 1} (square ${formatCount(chips[sel])}) is chosen: click square ${listOr(targets)} to move it there.`
        : `Click square ${listOr(targets)} to move the chip there.`;
    },
  },
);

/** P or N of a single chip on square n, from the core: the sequence (normal play) or a search (misère). */
function squareOutcome(analysis, n) {
  if (page.state.rule === "misere") return misere.known?.game === page.gameId() ? (misere.known.outcomes[n] ?? null) : null;
  const v = analysis.sequence?.values?.[n];
  return v === undefined ? null : v === 0 ? "P" : "N";
}

/** Misère play has no values to read the marks from: ask the core for each square once. */
async function loadMisereOutcomes(length) {
  const game = page.gameId();
  const have = misere.known?.game === game ? misere.known.outcomes.length : 0;
  const job = `${game}/${length}`;
  if (have > length || misere.loading === job) return;
  misere.loading = job;
  try {
    const answers = await Promise.all(Array.from({ length: length + 1 }, (_, n) => engine.analyze(game, String(n))));
    if (page.gameId() !== game) return;
    misere.known = { game, outcomes: answers.map((a) => a.outcome) };
  } catch {
    return;
  } finally {
    if (misere.loading === job) misere.loading = null;
  }
  if (page.current()) page.redraw();
}

// ---------------------------------------------------------------------------------------
// The Why? steps of the table: the values filled in so far, and the period at the last row

/** The table of g(n) under a tableRow step's mex figure: the rows so far, and those to come. */
function tableSoFar(step, { steps }) {
  const rows = steps.filter((s) => s.kind === "tableRow");
  const index = rows.indexOf(step);
  const options = new Set((step.options ?? []).map((o) => o.state));
  const cellClass = (k) => [k === index ? "now" : null, options.has(rows[k].state) ? "opt" : null, k > index ? "todo" : null];
  // The values and outcomes so far; those to come wait.
  const cell = (k, attrs, wait = "") =>
    k <= index ? { ...attrs, class: [...cellClass(k), attrs.class] } : { class: cellClass(k), text: wait };
  const wrap = el(
    "div",
    { class: "table-wrap" },
    el(
      "table",
      { id: "why-values", class: "gtable", "aria-labelledby": "why-values-title" },
      el(
        "tbody",
        {},
        headedRows(rows, [
          ["square n", (s, k) => ({ class: cellClass(k), text: s.state })],
          ["g(n)", (s, k) => cell(k, { class: s.grundy === 0 ? "zero" : null, "data-grundy": s.grundy, text: s.grundy }, "?")],
          ["P or N", (s, k) => cell(k, { class: s.grundy === 0 ? "p" : "n", text: s.grundy === 0 ? "P" : "N" })],
        ]),
      ),
    ),
  );
  // A wide table scrolls inside its box (its title stays put): once drawn, the step's square
  // and the squares before it are in view.
  requestAnimationFrame(() => {
    const now = wrap.querySelector("td.now");
    if (now) wrap.scrollLeft = now.offsetLeft + 2 * now.offsetWidth - wrap.clientWidth;
  });
  return el("div", {}, el("p", { id: "why-values-title", class: "help", text: "Grundy values g(n), filled in so far" }), wrap);
}

/** The last row's caption says the pattern the table shows. */
function tableCaption(step, context) {
  const text = caption(step, context);
  const seq = context.analysis.sequence;
  const period = step === context.steps.findLast((s) => s.kind === "tableRow") ? periodSentence(seq) : "";
  return period ? `${text} The pattern shows: ${periodText(seq.period)} ${period}` : text;
}

// ---------------------------------------------------------------------------------------
// The period line

/**
 * "P-positions repeat every 4 squares from square 0: squares 0, 4, 8, …" from the core's sequence,
 * in the room's terms ("Previous-player-win positions repeat …"); redrawn when they change.
 */
function periodSentence(sequence) {
  const period = sequence?.period;
  if (!period) return "";
  const every = period.period === 1 ? "square" : `${formatCount(period.period)} squares`;
  const list = zeros(sequence.values);
  const ps = list.length ? `: squares ${numberList(list, 8)}` : "";
  return `${cap(outcomeName("P", "plural"))} repeat every ${every} from square ${formatCount(period.start)}${ps}.`;
}

function renderExtras() {
  const { sequence } = page.current().analysis;
  const sentence = periodSentence(sequence);
  const misereNote = page.state.rule === "misere";
  const line = $("period-line");
  // The list of P-position squares would answer the "P or N?" question for the student.
  line.textContent = page.asking()
    ? `The pattern of ${outcomeName("P", "plural")} is shown once you have answered.`
    : !page.answersShown()
      ? `The pattern of ${outcomeName("P", "plural")} shows with Hints on, or when the game ends.`
      : sentence
        ? `${misereNote ? "In normal play, " : ""}${sentence}${misereNote ? " The marks on the squares are for misère play." : ""}`
        : `${S()}: no period of the Grundy values was found.`;
  line.dataset.period = sequence?.period ? `${sequence.period.start}/${sequence.period.period}` : "";
}

page.boot();
