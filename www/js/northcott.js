// Northcott's game (game `northcott:W`): rows of W squares, each with a white and a black
// checker; a player slides one of their own checkers along its row, forward or back, without
// jumping the other. The position says whose turn it is: `w:0-5,2-7` (white to move; row 1
// has white on 0 and black on 5). The core solves the whole board, and shows that the gaps
// play like Nim heaps; this page draws the rows and the gaps.

import { $, createGamePage, renderBitsTable, renderDisguiseInto } from "./impartial.js";
import { northcottNames, northcottCaption, gapsView } from "./northcott-words.js";
import { el, formatCount, bindLines } from "./ui.js";
import { drawNorthcott } from "./boards/northcott.js";
// The disguise line names the outcome in the room's terms (redrawn when they change).
import { outcomePhrase } from "./terms.js";

const turnOf = (analysis) => (analysis?.turn === "black" ? "black" : "white");
const cell = (row, column) => page.dom.board.querySelector(`.cell[data-row="${row}"][data-column="${column}"]`);
const rowName = (i) => `row ${i + 1}`;

const page = createGamePage({
  title: "Northcott's game",
  catalogId: "northcott:8",
  game: "northcott",
  setting: { key: "w", letter: "W", fallback: "8", name: "W", full: "the row width W", short: "the row width", example: 8 },
  names: northcottNames,
  valuesOf: (analysis) => (analysis.rows ?? []).map((r) => r.gap),
  caption: northcottCaption,
  whyTable: (p, view) =>
    renderBitsTable($("why-table"), view && gapsView(view.steps, view.index, view.analysis), { rowName, sizeHeader: "gap" }),
  renderDisguise,
  describeMove: (move, analysis) => `the ${turnOf(analysis)} checker in row ${move.row + 1} to column ${move.column}`,
  renderBoard,
  highlightPick: (p, move) => cell(move.row, move.column)?.classList.add("picked"),
  stepClasses: ["hl-row", "hl-opt"],
  highlightStep: (p, step) => {
    const row = (i) => p.dom.board.querySelector(`.nc-row[data-row="${i}"]`);
    if (step.kind === "gaps") for (const r of p.dom.board.querySelectorAll(".nc-row")) r.classList.add("hl-row");
    if (step.kind === "column") for (const i of step.piles ?? []) row(i)?.classList.add("hl-row");
    if (["move", "example", "reply"].includes(step.kind)) {
      row(step.row)?.classList.add("hl-row");
      cell(step.row, Number(String(step.move).split(":")[1]))?.classList.add("hl-opt");
    }
  },
  pickText: (analysis) =>
    `You move the ${turnOf(analysis)} checkers (${turnOf(analysis) === "white" ? "W" : "B"}): click a dotted square to slide one there.`,
  waitText: (analysis) => `${turnOf(analysis) === "white" ? "White" : "Black"} is moving.`,
  randomPosition: (settings) => {
    const w = Number(settings?.w ?? 8);
    const rows = Array.from({ length: 3 }, () => {
      const a = Math.floor(Math.random() * (w - 1));
      return `${a}-${a + 1 + Math.floor(Math.random() * (w - 1 - a))}`;
    });
    return `w:${rows.join(",")}`;
  },
  moveHelp: "Type a move such as 2:4 (your checker in row 2 goes to column 4).",
  overNote: () => "The player to move has no move left, and loses.",
});

function renderBoard() {
  const { analysis, position } = page.current();
  // The computer's last move stays on show: its checker, faded where it stood.
  const last = page.lastMove();
  const colour = last ? turnOf(last.before) : null;
  const was = last ? last.before.rows?.[last.move.row] : null;
  drawNorthcott(page.dom.board, position, {
    rows: analysis.rows ?? [],
    turn: turnOf(analysis),
    width: analysis.width ?? 8,
    moves: analysis.moves,
    hints: page.state.hints,
    ghost: was ? { row: last.move.row, column: was[colour], colour } : null,
  });
}

function cellClicked(row, column) {
  if (!page.interactive()) return;
  const move = (page.current().analysis.moves ?? []).find((m) => m.row === row && m.column === column);
  if (move) page.boardMove(move.move);
  else
    page.showError(
      page.dom.moveError,
      `The ${turnOf(page.current().analysis)} checker of row ${row + 1} cannot go to column ${column}: it slides along its row without jumping the other checker.`,
    );
}

// A cell's arrows: along its row, up and down to the next row.
bindLines(page.dom.board, {
  item: ".cell",
  line: "row",
  index: "column",
  pick: (c) => cellClicked(Number(c.dataset.row), Number(c.dataset.column)),
});

/**
 * Each row's gap as a Nim heap, their nim-sum, and whether the search of the whole board agrees.
 * The gaps stay (the board shows them too); the heaps, the nim-sum, the verdict and the game's
 * length with best play are the answer: kept back, or spoilers while a question waits.
 */
function renderDisguise() {
  const { analysis } = page.current();
  const box = page.dom.disguise;
  const s = analysis.nimSum ?? 0;
  const phrase = outcomePhrase(s === 0 ? "P" : "N");
  const shown = page.answersShown();
  renderDisguiseInto(box, {
    rows: (analysis.rows ?? []).map((r, i) => ({ name: `${rowName(i)}: gap ${r.gap}`, value: r.gap })),
    nimSum: s,
    meaning: () =>
      (s === 0) === (analysis.outcome === "P")
        ? `The gaps' nim-sum is ${formatCount(s)}, and searching the whole board gives the same answer: they agree, ${phrase}.`
        : `The gaps' nim-sum is ${formatCount(s)}, but searching the whole board finds ${outcomePhrase(analysis.outcome)}: they disagree.`,
    shown,
    rowName,
    sizeHeader: "gap",
    what: "gaps",
  });
  // How long this game lasts tells who wins (an odd number of moves: the player to move).
  const moves = analysis.remoteness;
  if (shown && moves !== null && moves !== undefined) {
    box.append(
      el(
        "p",
        { class: "help census" },
        el("span", {
          class: "spoiler in-text",
          text: `With best play this game lasts ${formatCount(moves)} more ${moves === 1 ? "move" : "moves"}.`,
        }),
      ),
    );
  }
  const c = analysis.census;
  if (c) {
    box.append(
      el(
        "details",
        { class: "about" },
        el("summary", { text: "About this page" }),
        el(
          "p",
          { class: "help" },
          `The computer worked out every position of this board, from the ends of the game back: ${formatCount(c.states)} positions, ${formatCount(c.wins)} wins and ${formatCount(c.losses)} losses for the player to move, ${c.draws ? `${formatCount(c.draws)} draws` : "no draws"}.`,
        ),
      ),
    );
  }
}

page.boot();
