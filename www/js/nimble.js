// Nimble (game `nimble`): coins on a strip of squares; a move slides one coin any number of
// squares to the left; coins may share a square; a coin on square 0 is out of play.
// Nim in disguise: a coin on square n is a Nim heap of n chips.
//
// Moves, outcomes and explanations come from the core; this file draws the strip and turns
// "click a coin, then a square to its left" into the core's move "i:square".

import { createGamePage, clearStepHighlights, highlightChipStep } from "./impartial.js";
import { nimbleNames, moveInto, listAnd, cap } from "./impartial-words.js";
import { el, svgEl, formatCount, bindSquareRow } from "./ui.js";

/** Squares drawn at least / at most (coins further out are listed under the strip). */
const MIN_STRIP = 10;
const MAX_STRIP = 60;
const G = { w: 62, size: 58, side: 12, coinR: 21, coinStep: 46, top: 8 };

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
  const sel = local.selected;
  const reach = new Map();
  for (const m of analysis.moves ?? []) if (m.part === sel) reach.set(Number(m.into[0]), m);

  svg.textContent = "";
  svg.dataset.position = position;
  svg.dataset.rule = page.state.rule;
  svg.dataset.selected = sel === null ? "" : String(sel);
  svg.setAttribute("aria-label", `The strip of squares 0 to ${L}; coins on ${position}`);

  const stacks = new Map();
  coins.forEach((n, i) => {
    if (n <= L) stacks.set(n, [...(stacks.get(n) ?? []), i]);
  });
  // Room for the tallest stack plus one landing spot above it.
  const maxStack = Math.max(2, ...[...stacks.values()].map((s) => s.length + 1));
  const sqY = G.top + (maxStack - 1) * G.coinStep + 30;
  const width = G.side * 2 + (L + 1) * G.w;
  const height = sqY + G.size + 40;
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.style.setProperty("--natural-width", `${width}px`);

  const focusSquare = sel !== null ? coins[sel] : coins.find((n) => n > 0 && n <= L) ?? 0;
  for (let n = 0; n <= L; n++) {
    const x = G.side + n * G.w + (G.w - G.size) / 2;
    const cx = x + G.size / 2;
    const here = stacks.get(n) ?? [];
    const move = reach.get(n);
    const label = [`square ${n}`];
    if (n === 0) label.push("out of play");
    if (here.length) label.push(`${listAnd(here.map((i) => `coin ${i + 1}`))} here`);
    if (move) label.push(hints ? `coin ${sel + 1} can move here, ${move.outcome === "P" ? "winning" : "losing"}` : `coin ${sel + 1} can move here`);
    const g = svgEl("g", {
      class: ["square", n === 0 ? "out" : null, move ? "reach" : null, move && hints ? (move.outcome === "P" ? "wins" : "loses") : null],
      "data-square": n,
      "data-key": `sq-${n}`,
      "data-roving": "sq",
      "data-action": "square",
      role: "button",
      tabindex: n === Math.min(focusSquare, L) ? 0 : -1,
      "aria-label": label.join(", "),
    });
    g.append(
      svgEl("rect", { class: "hit", x: x - 2, y: G.top, width: G.size + 4, height: height - G.top - 2, rx: 8 }),
      svgEl("rect", { class: "sq", x, y: sqY, width: G.size, height: G.size, rx: 6 }),
      svgEl("text", { class: "sq-num", x: cx, y: sqY + G.size + 28, "font-size": 20, text: n }),
    );
    if (move) {
      const ly = sqY + G.size / 2 - here.length * G.coinStep;
      const spot = svgEl("g", { class: "landing", "aria-hidden": "true" });
      spot.append(svgEl("circle", { cx, cy: ly, r: G.coinR - 2 }));
      if (hints) {
        spot.append(move.outcome === "P"
          ? svgEl("path", { d: `M ${cx - 9} ${ly + 1} L ${cx - 3} ${ly + 7} L ${cx + 10} ${ly - 7}` })
          : svgEl("path", { d: `M ${cx - 7} ${ly - 7} L ${cx + 7} ${ly + 7} M ${cx + 7} ${ly - 7} L ${cx - 7} ${ly + 7}` }));
      }
      g.append(spot);
    }
    here.forEach((i, k) => {
      const cy = sqY + G.size / 2 - k * G.coinStep;
      const coin = svgEl("g", { class: ["chip", "coin", i === sel ? "selected" : null, n === 0 ? "spent" : null], "data-part": i, "data-square": n, "aria-hidden": "true" });
      coin.append(
        svgEl("circle", { class: "chip-ring", cx, cy, r: G.coinR + 4 }),
        svgEl("circle", { class: "chip-body", cx, cy, r: G.coinR }),
        svgEl("text", { class: "chip-num", x: cx, y: cy + 7, "font-size": 20, text: i + 1 }),
      );
      g.append(coin);
    });
    svg.append(g);
  }
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
    redrawKeepingFocus();
    return;
  }
  if (sel === null) {
    page.showError(page.dom.moveError, "Click a coin first, then the square to slide it to.");
    return;
  }
  page.showError(page.dom.moveError, `Coin ${sel + 1} is on square ${formatCount(coins[sel])}: it can only slide left, to a square below ${formatCount(coins[sel])}.`);
}

function redrawKeepingFocus() {
  const key = document.activeElement?.closest?.("[data-key]")?.dataset.key;
  renderBoard();
  if (key) {
    const target = page.dom.board.querySelector(`[data-key="${key}"]`);
    if (target) {
      for (const n of page.dom.board.querySelectorAll(".square")) n.setAttribute("tabindex", n === target ? "0" : "-1");
      target.focus();
    }
  }
  page.renderInteractivity();
}

bindSquareRow(page.dom.board, {
  pick: squareClicked,
  escape: () => {
    local.selected = null;
    redrawKeepingFocus();
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
