// The Nim page: the piles drawn as stacks of chips, the binary table of the Why? panel and
// the page's words. Nim is an impartial game like the others: the turns, the address, the
// lessons and the Why? panel are impartial.js's createGamePage and turns.js; this file gives
// it the drawing.

import { caption, tableView } from "./nim-words.js";
import { svgEl, formatCount } from "./ui.js";
import { createGamePage, renderBitsTable } from "./impartial.js";

/** Piles taller than this are drawn as a shortened bar; moves on them are typed. */
const MAX_DRAWN = 20;

/** Board geometry in SVG units. */
const G = { colW: 104, r: 24, step: 52, top: 70, bottom: 62, side: 10, barRows: 8, minRows: 3 };

/** { pile, take } of the core's move "1-2" (from its list, else from the text). */
function takeOf(move, analysis) {
  const listed = analysis?.moves?.find((m) => m.move === move);
  if (listed) return { pile: listed.pile, take: listed.take };
  const [pile, take] = String(move).split("-").map(Number);
  return { pile: pile - 1, take };
}
const chips = (n) => `${formatCount(n)} ${n === 1 ? "chip" : "chips"}`;

const page = createGamePage({
  title: "Nim",
  catalogId: "nim",
  defaultPosition: "3,4,5",
  gameId: (settings, rule) => (rule === "misere" ? "nim:misere" : "nim"),
  dom: { newPosition: document.getElementById("new-piles") },
  actionSelector: ".token",
  describeMove: (move, analysis) => {
    const { pile, take } = takeOf(move.move, analysis);
    return `take ${formatCount(take)} from pile ${pile + 1}`;
  },
  computerWords: (move, before) => {
    const { pile, take } = takeOf(move, before);
    return `took ${chips(take)} from pile ${pile + 1}`;
  },
  // Normal-play Nim is decided by the nim-sum; misère play by its moves (lessons.js default).
  lessonReason: (analysis) => {
    if (analysis.play === "misere" || typeof analysis.nimSum !== "number") return null;
    return analysis.nimSum === 0 ? "The nim-sum is 0." : `The nim-sum is ${formatCount(analysis.nimSum)}, not 0.`;
  },
  badgeValue: () => "",
  overNote: (rule) => (rule === "misere" ? "Whoever took the last chip lost (misère play)." : "Whoever took the last chip won."),
  hintText,
  moveHelp: "Type a move such as 2-3 (take 3 chips from pile 2).",
  highlightPick: (p, move, before) => {
    const { pile, take } = takeOf(move.move, before);
    markTake(pile, take, "picked");
  },
  renderBoard,
  renderStep,
  whyClosed: clearBoardHighlights,
  randomPosition: () => {
    const count = 3 + Math.floor(Math.random() * 3);
    return Array.from({ length: count }, () => 1 + Math.floor(Math.random() * 9)).join(",");
  },
});
const { dom, state, current } = page;

function hintText(analysis) {
  if ((analysis.moveCount ?? 0) === 0) return "No moves left: the game is over.";
  const winning = analysis.winning ?? [];
  if (winning.length === 0) return `No winning move here: every move leaves ${page.lessons.outcomePhrase("N")}.`;
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

  // The computer's last take stays on show as faded chips on top of its pile.
  const shown = page.shownMove();
  const taken = shown ? takeOf(shown.move, shown.before) : null;
  const drawnRows = piles.map((n, pile) => (n > MAX_DRAWN ? G.barRows : n + (taken?.pile === pile ? taken.take : 0)));
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
      if (taken?.pile === pile && size + taken.take <= MAX_DRAWN) {
        for (let index = size; index < size + taken.take; index++) {
          group.append(svgEl("circle", { class: "ghost-chip", cx: x, cy: base - G.step / 2 - index * G.step, r: G.r, "aria-hidden": "true" }));
        }
        topY -= taken.take * G.step;
      }
    }
    const label = formatCount(size);
    const fontSize = Math.min(30, Math.floor((G.colW - 8) / (0.62 * label.length)));
    group.append(
      svgEl("text", { class: "size-label", x, y: topY - 12, "font-size": fontSize, "aria-hidden": "true", text: label }),
      svgEl("text", { class: "pile-label", x, y: base + 44, "aria-hidden": "true", text: `pile ${pile + 1}` }),
    );
    svg.append(group);
  });
}

function drawToken(x, y, pile, index, size, move) {
  const take = size - index;
  const token = svgEl("g", {
    class: "token",
    role: "button",
    tabindex: index === size - 1 ? 0 : -1,
    "data-pile": pile,
    "data-key": pile,
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

// ---------------------------------------------------------------------------------------
// Board input: click, or keyboard with a roving tabindex per pile

function tokenMove(token) {
  // The core's own move text when it listed it; otherwise the same notation, "pile-count".
  const pile = Number(token.dataset.pile);
  const take = Number(token.dataset.take);
  const listed = current().analysis.moves?.find((m) => m.pile === pile && m.take === take);
  return listed ? listed.move : `${pile + 1}-${take}`;
}

/** A chip taken by click or key: it and every chip above it. */
const takeToken = (token) => page.boardMove(tokenMove(token));

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
  page.refreshStepButtons();
  clearBoardHighlights();
  const steps = state.steps;
  if (!state.whyOpen || steps.length === 0 || !state.explained) {
    renderBitsTable(dom.whyTable, null);
    return;
  }
  const index = page.stepper.index;
  const step = steps[index];
  const { analysis } = state.explained;
  dom.whyCaption.textContent = caption(step, { piles: analysis.piles, play: analysis.play, steps });
  dom.whyCaption.dataset.kind = step.kind;
  const view = revealSum(tableView(steps, index, analysis), steps, index);
  renderBitsTable(dom.whyTable, view, { nameHeader: "pile" });
  // The same pile lights up in the drawing, and the winning take shows its chips faded.
  if (state.explained.position === current().position) {
    for (const pile of view.hlPiles) dom.board.querySelector(`.pile[data-pile="${pile}"]`)?.classList.add("hl-pile");
    if (view.takePile !== null) markTake(view.takePile, view.takeCount, "hl-take");
  }
}

/**
 * The nim-sum row fills one column at a time: a column's bit appears with the step that xors
 * that column (the core's "column" steps, from the highest bit), and the whole row with the
 * first step after them. Before, the row shows "?".
 */
function revealSum(view, steps, index) {
  const columnSteps = steps.map((s, i) => (s.kind === "column" ? i : -1)).filter((i) => i >= 0);
  const sumStep = steps.findIndex((s) => s.kind === "nimSum" || s.kind === "zeroSum");
  const lastColumn = columnSteps.length ? columnSteps[columnSteps.length - 1] : -1;
  const allShown = index > lastColumn && (columnSteps.length > 0 || sumStep < 0 || index >= sumStep);
  if (allShown) return view;
  const revealed = new Set(columnSteps.filter((i) => i <= index).map((i) => steps[i].column));
  const bits = [...view.sum.bits];
  for (let c = 0; c < view.width; c++) if (!revealed.has(c)) bits[bits.length - 1 - c] = "?";
  view.sum = { value: null, bits };
  return view;
}

/** Mark the chips of `take` from pile `pile` (the top ones) with `name`. */
function markTake(pile, take, name) {
  dom.board.querySelector(`.pile[data-pile="${pile}"]`)?.classList.add(`${name}-pile`);
  for (const token of dom.board.querySelectorAll(`.token[data-pile="${pile}"]`)) {
    if (Number(token.dataset.take) <= take) token.classList.add(name);
  }
  dom.board.querySelector(`.bar[data-pile="${pile}"]`)?.classList.add(name);
}

function clearBoardHighlights() {
  for (const node of dom.board.querySelectorAll(".hl-pile, .hl-take, .hl-take-pile")) node.classList.remove("hl-pile", "hl-take", "hl-take-pile");
}

page.boot();
