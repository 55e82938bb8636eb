// Northcott's game (game `northcott:W`): rows of W squares, each with a white and a black
// checker; a player slides one of their own checkers along its row, forward or back, without
// jumping the other. The position says whose turn it is: `w:0-5,2-7` (white to move; row 1
// has white on 0 and black on 5). The core solves the whole board by retrograde analysis and
// shows that the gaps play like Nim heaps; this page draws the rows and the gaps.

import { createGamePage, renderBitsTable, staticView, bindNumberSetting, settingHash } from "./impartial.js";
import { northcottNames, northcottCaption, gapsView } from "./northcott-words.js";
import { el, formatCount, bindLines } from "./ui.js";
import { drawNorthcott } from "./boards.js";
// The disguise line names the outcome in the room's terms (redrawn when they change).
import { outcomePhrase } from "./terms.js";


const $ = (id) => document.getElementById(id);
const local = { whyStep: null };

const turnOf = (analysis) => (analysis?.turn === "black" ? "black" : "white");

const page = createGamePage({
  title: "Northcott's game",
  defaultPosition: "w:0-5,2-7,1-3",
  defaultSettings: { w: "8" },
  gameId: (settings, rule) => `northcott:${settings.w}${rule === "misere" ? ":misere" : ""}`,
  ...settingHash("w", "W", "8"),
  canonicalSettings: (analysis) => ({ w: String(analysis.width) }),
  names: northcottNames,
  valuesOf: (analysis) => (analysis.rows ?? []).map((r) => r.gap),
  caption: (step, ctx) => northcottCaption(step, ctx),
  whyTable: (p, view) => renderBitsTable($("why-table"), view && gapsView(view.steps, view.index, view.analysis), {
    rowName: (i) => `row ${i + 1}`,
    sizeHeader: "gap",
  }),
  renderDisguise: () => renderDisguise(),
  describeMove: (move, analysis) => `${turnOf(analysis)} in row ${move.row + 1} to column ${move.column}`,
  renderBoard,
  highlightPick: (p, move) => cell(move.row, move.column)?.classList.add("picked"),
  highlightStep: (p, step) => {
    local.whyStep = step;
    highlightStep(step);
  },
  clearStepHighlights: () => clearHighlights(),
  interactivityChanged: () => renderPickLine(),
  settingsChanged: () => syncW(),
  syncSettings: () => syncW(),
  errorBoxes: () => [$("w-error")],
  randomPosition: (settings) => {
    const w = Number(settings?.w ?? 8);
    const rows = Array.from({ length: 3 }, () => {
      const a = Math.floor(Math.random() * (w - 1));
      const b = a + 1 + Math.floor(Math.random() * (w - 1 - a));
      return `${a}-${b}`;
    });
    return `w:${rows.join(",")}`;
  },
  moveHelp: "Type a move such as 2:4 (your checker in row 2 goes to column 4).",
  overNote: () => "The player to move has no move left, and loses.",
});

const cell = (row, column) => page.dom.board.querySelector(`.cell[data-row="${row}"][data-column="${column}"]`);

function renderBoard() {
  const { analysis, position } = page.current();
  const svg = page.dom.board;
  const width = analysis.width ?? 8;
  const rows = analysis.rows ?? [];
  const hints = page.state.hints;
  const turn = turnOf(analysis);
  if (svg.dataset.position !== position) local.whyStep = null;

  // The computer's last move stays on show: its checker, faded where it stood.
  const shown = page.shownMove();
  const moved = shown ? page.listedMove(shown.before, shown.move) : null;
  const colour = shown ? turnOf(shown.before) : null;
  const was = moved ? shown.before.rows?.[moved.row] : null;
  drawNorthcott(svg, position, {
    rows,
    turn,
    width,
    moves: analysis.moves,
    hints,
    ghost: was ? { row: moved.row, column: was[colour], colour } : null,
  });
  renderPickLine();
  if (local.whyStep && page.state.whyOpen) highlightStep(local.whyStep);
}

function renderPickLine() {
  const line = $("pick-line");
  const { analysis } = page.current();
  const turn = turnOf(analysis);
  if (!page.interactive() || (analysis.moveCount ?? 0) === 0) {
    line.textContent = (analysis.moveCount ?? 0) === 0 ? "" : `${turn === "white" ? "White" : "Black"} is moving.`;
    return;
  }
  line.textContent = `You move the ${turn} checkers (${turn === "white" ? "W" : "B"}): click a dotted square to slide one there.`;
}

function cellClicked(row, column) {
  if (!page.interactive()) return;
  const { analysis } = page.current();
  const move = (analysis.moves ?? []).find((m) => m.row === row && m.column === column);
  if (move) {
    page.boardMove(move.move);
    return;
  }
  const turn = turnOf(analysis);
  page.showError(page.dom.moveError, `The ${turn} checker of row ${row + 1} cannot go to column ${column}: it slides along its row without jumping the other checker.`);
}

// A cell's arrows: along its row, up and down to the next row.
bindLines(page.dom.board, {
  item: ".cell",
  line: "row",
  index: "column",
  pick: (c) => cellClicked(Number(c.dataset.row), Number(c.dataset.column)),
});

function clearHighlights() {
  for (const node of page.dom.board.querySelectorAll(".hl-row, .hl-opt")) node.classList.remove("hl-row", "hl-opt");
}

function highlightStep(step) {
  clearHighlights();
  const row = (i) => page.dom.board.querySelector(`.nc-row[data-row="${i}"]`);
  switch (step.kind) {
    case "gaps":
      for (const r of page.dom.board.querySelectorAll(".nc-row")) r.classList.add("hl-row");
      break;
    case "column":
      for (const p of step.piles ?? []) row(p)?.classList.add("hl-row");
      break;
    case "move":
    case "example":
    case "reply": {
      row(step.row)?.classList.add("hl-row");
      const column = Number(String(step.move).split(":")[1]);
      cell(step.row, column)?.classList.add("hl-opt");
      break;
    }
    default:
      break;
  }
}

function renderDisguise() {
  const { analysis } = page.current();
  const box = page.dom.disguise;
  const rows = analysis.rows ?? [];
  const gaps = rows.map((r) => r.gap);
  box.textContent = "";
  const list = el("ol", { class: "heaps", "aria-label": "each row's gap as a Nim heap" });
  // The gaps stay (the board shows them too); the heaps, their nim-sum, the verdict and the
  // game's length with best play are spoilers while a lesson question waits (lessons.css).
  gaps.forEach((g, i) => {
    const chips = el("span", { class: "heap-chips spoiler", "aria-hidden": "true" });
    for (let k = 0; k < Math.min(g, 16); k++) chips.append(el("span", { class: "heap-chip" }));
    list.append(el("li", { class: "heap-row", "data-part": i, "data-grundy": g },
      el("span", { class: "heap-name", text: `row ${i + 1}: gap ${g}` }),
      el("span", { class: "heap-arrow spoiler", "aria-hidden": "true", text: "→" }),
      el("span", { class: "heap-star spoiler", text: `*${formatCount(g)}` }),
      chips,
    ));
  });
  box.append(list);
  const table = el("table", { class: "bits disguise-bits" }, el("caption", { text: "The gaps in binary, and their nim-sum (xor)" }), el("thead"), el("tbody"), el("tfoot"));
  renderBitsTable(table, staticView(gaps, analysis.nimSum ?? 0), { rowName: (i) => `row ${i + 1}`, sizeHeader: "gap" });
  box.append(el("div", { class: "table-wrap spoiler" }, table));
  const c = analysis.census;
  const s = analysis.nimSum ?? 0;
  const agree = (s === 0) === (analysis.outcome === "P");
  box.append(
    el("p", { class: "disguise-meaning spoiler", "data-nim-sum": s, text: s === 0
      ? `The gaps' nim-sum is 0 and the core's search says ${analysis.outcome}: ${agree ? `they agree, ${outcomePhrase("P")}` : "they disagree"}.`
      : `The gaps' nim-sum is ${formatCount(s)} and the core's search says ${analysis.outcome}: ${agree ? `they agree, ${outcomePhrase("N")}` : "they disagree"}.` }),
  );
  if (c) {
    // The counts are the whole board's; how long this game lasts tells who wins (an odd
    // number of moves: the player to move), so that part is a spoiler.
    const lasts = analysis.remoteness === null || analysis.remoteness === undefined
      ? ""
      : el("span", { class: "spoiler in-text", text: `; with best play this game lasts ${formatCount(analysis.remoteness)} more ${analysis.remoteness === 1 ? "move" : "moves"}` });
    box.append(el("p", { class: "help census" },
      `Retrograde analysis of this board: ${formatCount(c.states)} positions, ${formatCount(c.wins)} wins and ${formatCount(c.losses)} losses for the player to move, ${c.draws ? `${formatCount(c.draws)} draws` : "no draws"}`,
      lasts,
      "."));
  }
}

const syncW = bindNumberSetting(page, { key: "w", name: "W", full: "the row width W", short: "the row width", example: 8 });

page.boot();
