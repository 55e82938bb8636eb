// Nimble (game `nimble`): coins on a strip of squares; a move slides one coin any number of
// squares to the left; coins may share a square; a coin on square 0 is out of play.
// Nim in disguise: a coin on square n is a Nim heap of n chips.
//
// Moves, outcomes and explanations come from the core; this file draws the strip and turns
// "click a coin, then a square to its left" into the core's move "i:square".

import { createGamePage, clearStepHighlights, highlightChipStep } from "./impartial.js";
import { nimbleNames, moveInto, listAnd, cap } from "./impartial-words.js";
import { el, formatCount, bindSquareRow } from "./ui.js";
import { drawNimble } from "./boards.js";

/** Squares drawn at least / at most (coins further out are listed under the strip). */
const MIN_STRIP = 10;
const MAX_STRIP = 60;

const $ = (id) => document.getElementById(id);
const local = { selected: null, selectedAt: null, whyStep: null };

const page = createGamePage({
  title: "Nimble",
  defaultPosition: "1,4,4,7",
  defaultSettings: {},
  gameId: (settings, rule) => (rule === "misere" ? "nimble:misere" : "nimble"),
  parseHash: (text) => ({ settings: {}, position: text }),
  hashText: (settings, position) => position,
  names: nimbleNames,
  describeMove: (move) => `coin ${move.part + 1} to square ${formatCount(Number(move.into?.[0] ?? moveInto(move.move)))}`,
  renderBoard,
  highlightPick,
  highlightStep: (p, step) => {
    local.whyStep = step;
    highlightStep(step);
  },
  clearStepHighlights: () => clearHighlights(),
  renderExtras,
  interactivityChanged: () => renderPickLine(),
  randomPosition: () => {
    const count = 3 + Math.floor(Math.random() * 3);
    return Array.from({ length: count }, () => 1 + Math.floor(Math.random() * 9)).sort((a, b) => a - b).join(",");
  },
  moveHelp: "Type a move such as 2:2 (coin 2 to square 2).",
  overNote: (rule) => rule === "misere"
    ? "Every coin is on square 0; whoever made the last move lost (misère play)."
    : "Every coin is on square 0; whoever made the last move won.",
});

const coinsOf = (analysis) => (analysis.parts ?? []).map((p) => Number(p.state));

function stripLength(analysis) {
  return Math.min(MAX_STRIP, Math.max(MIN_STRIP, ...coinsOf(analysis)));
}

function renderBoard() {
  const { analysis, position } = page.current();
  const svg = page.dom.board;
  const coins = coinsOf(analysis);
  const L = stripLength(analysis);
  const hints = page.state.hints;

  if (local.selectedAt !== position) {
    local.selectedAt = position;
    local.selected = null;
    local.whyStep = null;
    const movable = [...new Set((analysis.moves ?? []).map((m) => m.part))];
    if (new Set(movable.map((i) => coins[i])).size === 1) local.selected = movable.at(-1);
  }
  // The computer's last move stays on show: the coin it moved, faded where it stood.
  const shown = page.shownMove();
  const moved = shown ? page.listedMove(shown.before, shown.move) : null;
  drawNimble(svg, position, {
    coins,
    length: L,
    selected: local.selected,
    moves: analysis.moves,
    hints,
    ghost: moved ? { part: moved.part, from: coinsOf(shown.before)[moved.part] } : null,
  });
  svg.dataset.rule = page.state.rule;
  const far = coins.map((n, i) => [n, i]).filter(([n]) => n > L);
  const farNote = $("far-note");
  farNote.hidden = far.length === 0;
  farNote.textContent = far.length
    ? `The strip is drawn up to square ${MAX_STRIP}. Further out: ${listAnd(far.map(([n, i]) => `coin ${i + 1} on square ${formatCount(n)}`))}. Type moves for ${far.length === 1 ? "it" : "them"}.`
    : "";
  renderPickLine();
  if (local.whyStep && page.state.whyOpen) highlightStep(local.whyStep);
}

function renderPickLine() {
  const line = $("pick-line");
  const { analysis } = page.current();
  if (!page.interactive() || (analysis.moveCount ?? 0) === 0) {
    line.textContent = "";
    return;
  }
  const sel = local.selected;
  const coins = coinsOf(analysis);
  line.textContent = sel === null
    ? "Click the coin you want to slide."
    : `Coin ${sel + 1} (square ${formatCount(coins[sel])}) is chosen: click a square to its left${coins[sel] > 1 ? `, from 0 to ${formatCount(coins[sel] - 1)}` : ", square 0"}.`;
}

function squareClicked(n) {
  if (!page.interactive()) return;
  const { analysis } = page.current();
  const coins = coinsOf(analysis);
  const sel = local.selected;
  const mine = (analysis.moves ?? []).find((m) => m.part === sel && Number(m.into[0]) === n);
  if (mine) {
    page.boardMove(mine.move);
    return;
  }
  const here = coins.map((c, i) => [c, i]).filter(([c]) => c === n).map(([, i]) => i);
  if (here.length) {
    if (n === 0) {
      page.showError(page.dom.moveError, "A coin on square 0 is out of play: it cannot move.");
      return;
    }
    local.selected = here.includes(sel) ? sel : here.at(-1);
    page.dom.moveError.textContent = "";
    page.redraw();
    return;
  }
  if (sel === null) {
    page.showError(page.dom.moveError, "Click a coin first, then the square to slide it to.");
    return;
  }
  page.showError(page.dom.moveError, `Coin ${sel + 1} is on square ${formatCount(coins[sel])}: it can only slide left, to a square below ${formatCount(coins[sel])}.`);
}


bindSquareRow(page.dom.board, {
  pick: squareClicked,
  escape: () => {
    local.selected = null;
    page.redraw();
  },
});

function highlightPick(p, move) {
  page.dom.board.querySelector(`.chip[data-part="${move.part}"]`)?.classList.add("picked");
  page.dom.board.querySelector(`.square[data-square="${Number(move.into?.[0])}"]`)?.classList.add("picked");
}

function clearHighlights() {
  clearStepHighlights(page.dom.board);
}

function highlightStep(step) {
  highlightChipStep(page.dom.board, step);
}

function renderExtras() {
  const { analysis } = page.current();
  const note = $("mirror-note");
  const groups = new Map();
  (analysis.parts ?? []).forEach((p, i) => {
    if (p.state !== "0") groups.set(p.state, [...(groups.get(p.state) ?? []), i]);
  });
  const shared = [...groups.entries()].filter(([, list]) => list.length > 1);
  note.hidden = shared.length === 0;
  note.textContent = "";
  for (const [square, list] of shared) {
    const even = list.length % 2 === 0;
    note.append(el("p", { "data-square": square },
      el("strong", { text: "Tweedledum and Tweedledee. " }),
      `${cap(listAnd(list.map((i) => `coin ${i + 1}`)))} share square ${formatCount(Number(square))}: `,
      even
        ? `like two equal Nim heaps, they cancel (${square} xor ${square} = 0). Copy every move made on one with the other.`
        : "pairs of them cancel, like equal Nim heaps, so together they count as one coin there.",
    ));
  }
}

page.boot();
