// Moore's Nim (game `moore:K`): Nim where one move takes chips from 1 to K piles at once.
// A position is a P-position exactly when every binary column of the piles holds a multiple of
// K + 1 ones (Nim is K = 1: an even number, the xor). The core says so in its steps; this page
// draws the piles, lets the student mark chips in up to K piles, and shows the columns.

import * as engine from "./engine.js";
import { STALE, latest } from "./engine.js";
import { createGamePage, bindNumberSetting, settingHash } from "./impartial.js";
import { drawMoore } from "./boards.js";
import { mooreCaption, mooreView, takesOf, kText } from "./moore-words.js";
import { listAnd } from "./impartial-words.js";
import { el, formatCount, columnValue, bindLines } from "./ui.js";


const $ = (id) => document.getElementById(id);
const local = { takes: new Map(), takesAt: null, whyStep: null };

const page = createGamePage({
  title: "Moore's Nim",
  defaultPosition: "3,4,5",
  defaultSettings: { k: "2" },
  gameId: (settings, rule) => `moore:${settings.k}${rule === "misere" ? ":misere" : ""}`,
  ...settingHash("k", "k", "2"),
  canonicalSettings: (analysis) => ({ k: String(analysis.k) }),
  names: { part: (i) => `pile ${i + 1}`, unit: "pile" },
  caption: (step, ctx) => mooreCaption(step, { ...ctx, k: Number(page.state.settings.k) }),
  whyTable: (p, view) => renderColumns($("why-table"), view && mooreView(view.steps, view.index, view.analysis)),
  renderDisguise: () => renderDisguise(),
  describeMove: (move) => describeTakes(move.takes ?? takesOf(move.move)),
  renderBoard,
  highlightPick: (p, move) => markTakes(move.takes ?? takesOf(move.move), "picked"),
  highlightStep: (p, step) => {
    local.whyStep = step;
    highlightStep(step);
  },
  clearStepHighlights: () => clearHighlights(),
  interactivityChanged: () => renderTakeButtons(),
  settingsChanged: () => syncK(),
  syncSettings: () => syncK(),
  errorBoxes: () => [$("k-error")],
  randomPosition: () => Array.from({ length: 3 + Math.floor(Math.random() * 2) }, () => 1 + Math.floor(Math.random() * 9)).join(","),
  moveHelp: "Type a move such as 1-2+3-1 (2 chips from pile 1 and 1 from pile 3).",
  overNote: () => "No chips are left; whoever took the last chip won.",
});

/** "2 chips from pile 2 and 2 chips from pile 3" */
function describeTakes(takes) {
  return `take ${listAnd(takes.map(([p, c]) => `${formatCount(c)} ${c === 1 ? "chip" : "chips"} from pile ${p + 1}`))}`;
}

const k = () => Number(page.state.settings.k);

// ---------------------------------------------------------------------------------------
// The piles

function renderBoard() {
  const { analysis, position } = page.current();
  if (local.takesAt !== position) {
    local.takes = new Map();
    local.takesAt = position;
    local.whyStep = null;
  }
  // The computer's last move stays on show: the chips it took, faded on their piles.
  const shown = page.shownMove();
  const svg = page.dom.board;
  drawMoore(svg, position, {
    piles: analysis.piles ?? [],
    moves: analysis.moves,
    hints: page.state.hints,
    marked: local.takes,
    ghost: shown ? page.listedMove(shown.before, shown.move).takes ?? takesOf(shown.move) : null,
  });
  svg.dataset.rule = page.state.rule;
  svg.dataset.takes = moveText();
  renderTakeButtons();
  if (local.whyStep && page.state.whyOpen) highlightStep(local.whyStep);
}

function moveText() {
  return [...local.takes.entries()].sort((a, b) => a[0] - b[0]).map(([p, c]) => `${p + 1}-${c}`).join("+");
}

function renderTakeButtons() {
  const any = local.takes.size > 0;
  const on = page.interactive();
  $("take").disabled = !any || !on;
  $("clear").disabled = !any;
  $("take").textContent = any ? `Take: ${moveText()}` : "Take the marked chips";
  const line = $("pick-line");
  const { analysis } = page.current();
  if (!on || (analysis.moveCount ?? 0) === 0) line.textContent = "";
  else if (!any) line.textContent = `Mark chips in up to ${k()} ${k() === 1 ? "pile" : "piles"}, then press Take.`;
  else line.textContent = `Marked: ${describeTakes([...local.takes.entries()].sort((a, b) => a[0] - b[0]))}. ${local.takes.size < k() ? "Mark another pile, or press Take." : "Press Take."}`;
}

function tokenClicked(pile, take) {
  if (!page.interactive()) return;
  if (local.takes.get(pile) === take) local.takes.delete(pile);
  else if (!local.takes.has(pile) && local.takes.size >= k()) {
    page.showError(page.dom.moveError, `A move takes from at most ${k()} ${k() === 1 ? "pile" : "piles"} (k = ${k()}): clear a pile first, or press Take.`);
    return;
  } else local.takes.set(pile, take);
  page.dom.moveError.textContent = "";
  page.redraw();
}

async function takeMarked() {
  if (!local.takes.size || !page.interactive()) return;
  const text = moveText();
  const listed = page.current().analysis.moves?.find((m) => m.move === text);
  await page.boardMove(listed?.move ?? text);
}


// A chip's arrows: up and down its pile, left and right to the next pile; T takes, Escape clears.
bindLines(page.dom.board, {
  item: ".token",
  line: "pile",
  index: "index",
  along: ["ArrowDown", "ArrowUp"],
  across: ["ArrowLeft", "ArrowRight"],
  pick: (token) => tokenClicked(Number(token.dataset.pile), Number(token.dataset.take)),
  keys: {
    t: takeMarked,
    T: takeMarked,
    Escape: () => {
      local.takes.clear();
      page.redraw();
    },
  },
});

/**
 * Take and Clear disable themselves once nothing is marked, and a disabled button loses the
 * focus to <body>: a keyboard player would start again from the top of the page. Hand the
 * focus back to the board (its tab stop) instead, where the next move is made.
 */
function focusBoardIfLost(button) {
  if (!button.disabled || (document.activeElement && document.activeElement !== document.body && document.activeElement !== button)) return;
  page.dom.board.querySelector('[tabindex="0"]')?.focus();
}

$("take").addEventListener("click", async (event) => {
  const button = event.currentTarget;
  const hadFocus = document.activeElement === button;
  await takeMarked();
  if (hadFocus) focusBoardIfLost(button);
});
$("clear").addEventListener("click", (event) => {
  const button = event.currentTarget;
  const hadFocus = document.activeElement === button;
  local.takes.clear();
  page.dom.moveError.textContent = "";
  page.redraw();
  if (hadFocus) focusBoardIfLost(button);
});

function markTakes(takes, cls) {
  for (const [pile, count] of takes) {
    for (const token of page.dom.board.querySelectorAll(`.token[data-pile="${pile}"]`)) {
      if (Number(token.dataset.take) <= count) token.classList.add(cls);
    }
    page.dom.board.querySelector(`.pile[data-pile="${pile}"]`)?.classList.add(cls === "picked" ? "picked-pile" : "hl-pile");
  }
}

function clearHighlights() {
  for (const node of page.dom.board.querySelectorAll(".hl-take, .hl-pile")) node.classList.remove("hl-take", "hl-pile");
}

function highlightStep(step) {
  clearHighlights();
  switch (step.kind) {
    case "column":
      for (const p of step.piles ?? []) page.dom.board.querySelector(`.pile[data-pile="${p}"]`)?.classList.add("hl-pile");
      break;
    case "move":
      markTakes((step.changes ?? []).map(([p, from, to]) => [p, from - to]), "hl-take");
      break;
    case "example":
      markTakes(takesOf(step.move), "hl-take");
      break;
    default:
      break;
  }
}

// ---------------------------------------------------------------------------------------
// The column table (Why? and Nim in disguise)

function renderColumns(table, view) {
  const [thead, tbody, tfoot] = [table.tHead, table.tBodies[0], table.tFoot];
  thead.textContent = "";
  tbody.textContent = "";
  tfoot.textContent = "";
  if (!view) return;
  const m = view.k + 1;
  const cols = [];
  for (let c = view.width - 1; c >= 0; c--) cols.push(c);
  const colClass = (c) => [view.hlCols.has(c) ? "hl-col" : null, view.badCols.has(c) ? "bad-col" : null];
  thead.append(el("tr", {},
    el("th", { scope: "col", class: "name", text: "" }),
    el("th", { scope: "col", class: "dec", text: "size" }),
    cols.map((c) => el("th", { scope: "col", class: ["bit", ...colClass(c)], "data-column": c, text: formatCount(columnValue(c)) })),
  ));
  for (const row of view.rows) {
    tbody.append(el("tr", { class: view.hlPiles.has(row.pile) ? "hl-pile" : null, "data-pile": row.pile },
      el("th", { scope: "row", class: "name", text: `pile ${row.pile + 1}` }),
      el("td", { class: "dec", text: formatCount(row.size) }),
      cols.map((c) => el("td", {
        class: ["bit", ...colClass(c), view.hlBits.has(`${row.pile}:${c}`) ? "hl-bit" : null, row.changed.has(c) ? "changed" : null],
        "data-column": c,
        text: row.bits[row.bits.length - 1 - c] ?? "0",
      })),
    ));
  }
  const show = (v) => (v === null || v === undefined ? "·" : String(v));
  tfoot.append(
    el("tr", { class: "sum ones-row" },
      el("th", { scope: "row", class: "name", text: "1s" }),
      el("td", { class: "dec", text: "" }),
      cols.map((c) => el("td", { class: ["bit", ...colClass(c)], "data-column": c, text: show(view.ones[c]) })),
    ),
    el("tr", { class: "mod-row" },
      el("th", { scope: "row", class: "name", text: `mod ${m}` }),
      el("td", { class: "dec", text: "" }),
      cols.map((c) => el("td", {
        class: ["bit", ...colClass(c), view.remainders[c] !== null && view.remainders[c] !== undefined ? (view.remainders[c] === 0 ? "zero" : "nonzero") : null],
        "data-column": c,
        "data-remainder": show(view.remainders[c]),
        text: view.badCols.has(c) && view.remainders[c] === null ? "≠0" : show(view.remainders[c]),
      })),
    ),
  );
}

const explainLatest = latest(engine.explain);

async function renderDisguise() {
  const { position } = page.current();
  const box = page.dom.disguise;
  let result;
  try {
    result = await explainLatest(page.gameId(), position);
  } catch (error) {
    box.textContent = error.message;
    return;
  }
  if (result === STALE || page.current().position !== position) return;
  const steps = result.steps ?? [];
  const at = steps.findIndex((s) => s.kind === "verdict");
  box.textContent = "";
  const table = el("table", { class: "bits moore-bits" }, el("caption", { text: `The piles in binary; each column's 1s counted modulo ${k() + 1}` }), el("thead"), el("tbody"), el("tfoot"));
  renderColumns(table, mooreView(steps, at, page.current().analysis));
  // The column counts (and the colour of the columns that fail) and the verdict answer "P or
  // N?": spoilers while a lesson question waits (lessons.css). The rule for k stays.
  box.append(el("p", { class: "k-line", text: `${kText(k())}.` }), el("div", { class: "table-wrap spoiler" }, table));
  const verdict = steps[at];
  if (verdict) box.append(el("p", { class: "disguise-meaning spoiler", "data-outcome": verdict.outcome, text: mooreCaption(verdict, { k: k() }) }));
}

/** The k box above the board (impartial.js bindNumberSetting). */
const syncK = bindNumberSetting(page, { key: "k", name: "k", full: "k", short: "k", example: 2 });

page.boot();
