// Kayles (game `kayles`, octal 0.77) and Dawson's Kayles (`octal:0.07`): rows of pins; a move
// knocks down one pin or two neighbouring pins (Dawson's: always two), which may split a row
// into two rows. The position is a sum of rows, each a Nim heap of its Grundy value.
//
// The core lists every move with what the row becomes (`into`, e.g. ["1", "2"]); a click on
// pins is matched to the listed move whose pieces are the rows left on either side. No rule
// is decided here: a click that matches no listed move is not a move.

import { createGamePage } from "./impartial.js";
import { drawKayles } from "./boards.js";
import { kaylesNames, gameName, moveInto } from "./impartial-words.js";
import { el, formatCount, bindLines } from "./ui.js";

/** Rows longer than this are drawn as a bar with their length; their moves are typed. */
const KAYLES = "0.77";

const $ = (id) => document.getElementById(id);
const local = { sel: null, selAt: null, whyStep: null };

const codeOf = (game) => {
  const id = String(game).replace(/:misere$/, "");
  if (id === "kayles") return KAYLES;
  if (id === "dawson") return "0.07";
  return id.replace(/^octal:/, "");
};

const page = createGamePage({
  title: "Kayles",
  defaultPosition: "5,3",
  defaultSettings: { code: KAYLES },
  gameId: (settings, rule) => `${settings.code === KAYLES ? "kayles" : `octal:${settings.code}`}${rule === "misere" ? ":misere" : ""}`,
  parseHash(text) {
    // "5,3" (Kayles), "octal:0.07:8", "dawson:8"
    let m = /^octal:([^:]*):(.*)$/.exec(text);
    if (m) return { settings: { code: m[1] }, position: m[2] };
    m = /^dawson:(.*)$/.exec(text);
    if (m) return { settings: { code: "0.07" }, position: m[1] };
    return { settings: {}, position: text };
  },
  hashText: (settings, position) => (settings.code === KAYLES ? position : `octal:${settings.code}:${position}`),
  canonicalSettings: (analysis) => ({ code: codeOf(analysis.game) }),
  names: kaylesNames,
  describeMove: (move) => kaylesNames.move(move.part, (move.into ?? []).join("+") || "0"),
  renderBoard,
  highlightPick: (p, move) => markMove(move.part, move.into ?? [], "picked"),
  highlightStep: (p, step) => {
    local.whyStep = step;
    highlightStep(step);
  },
  clearStepHighlights: () => clearHighlights(),
  renderExtras,
  interactivityChanged: () => renderPickLine(),
  settingsChanged: () => syncVariant(),
  syncSettings: () => syncVariant(),
  errorBoxes: () => [$("variant-error")],
  emptyPosition: "0",
  randomPosition: () => {
    const count = 1 + Math.floor(Math.random() * 3);
    return Array.from({ length: count }, () => 2 + Math.floor(Math.random() * 8)).join(",");
  },
  moveHelp: "Type a move such as 1:1+2 (row 1 becomes rows of 1 and 2).",
  overNote: (rule) => rule === "misere"
    ? "Every pin is down; whoever knocked down the last pin lost (misère play)."
    : "Every pin is down; whoever knocked down the last pin won.",
});

const rowsOf = (analysis) => (analysis.parts ?? []).map((p) => Number(p.state)).filter((n) => n > 0);

/** The pins a move knocks down in a row of n: the pieces left are `into` (left piece first). */
function knockedPins(n, into) {
  const pieces = into.map(Number);
  const gone = n - pieces.reduce((a, b) => a + b, 0);
  if (pieces.length === 0) return { start: 0, count: n };
  if (pieces.length === 1) return { start: pieces[0], count: gone };
  return { start: pieces[0], count: gone };
}

/** The listed move that knocks down pins a..b (inclusive) of row `part`, or undefined. */
function moveFor(analysis, part, a, b) {
  const n = Number(analysis.parts[part].state);
  const pieces = [a, n - 1 - b].filter((k) => k > 0).sort((x, y) => x - y).map(String);
  return (analysis.moves ?? []).find((m) => m.part === part && m.into.length === pieces.length && m.into.every((s, i) => s === pieces[i]));
}

/**
 * The computer's last move stays on show: the pins it knocked down, faded in the row where
 * they stood (after the left piece it left, which keeps the row's place), or null.
 */
function knockedGhost(analysis) {
  const shown = page.shownMove();
  if (!shown) return null;
  const moved = page.listedMove(shown.before, shown.move);
  const into = (moved.into ?? []).map(String);
  const row = analysis.parts?.[moved.part];
  if (!row || Number(row.state) !== Number(into[0] ?? 0)) return null;
  const { start, count } = knockedPins(Number(shown.before.parts[moved.part].state), into);
  return { part: moved.part, start, count };
}

function renderBoard() {
  const { analysis, position } = page.current();
  const svg = page.dom.board;
  const parts = analysis.parts ?? [];
  const hints = page.state.hints;
  const showValues = $("values").checked;
  if (local.selAt !== position) {
    local.selAt = position;
    local.sel = null;
    local.whyStep = null;
  }
  const sel = local.sel;

  const lengths = parts.map((p) => Number(p.state));
  // Outcome of each choice from the selected pin (alone, or with a neighbour), for hints.
  const choice = new Map();
  if (sel && hints) {
    const n = lengths[sel.part];
    for (const [a, b, pin] of [[sel.pin, sel.pin, sel.pin], [sel.pin - 1, sel.pin, sel.pin - 1], [sel.pin, sel.pin + 1, sel.pin + 1]]) {
      if (a < 0 || b >= n) continue;
      const m = moveFor(analysis, sel.part, a, b);
      if (m) choice.set(pin, m.outcome === "P" ? "wins" : "loses");
    }
  }
  drawKayles(svg, position, {
    rows: lengths,
    grundy: parts.map((p) => p.grundy),
    showValues,
    asking: page.asking(),
    selected: sel,
    choice,
    ghost: knockedGhost(analysis),
  });
  svg.dataset.rule = page.state.rule;
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
  const sel = local.sel;
  const single = page.state.settings.code === KAYLES;
  line.textContent = sel
    ? single
      ? `Pin ${sel.pin + 1} of row ${sel.part + 1} is chosen: click it again to knock it down alone, or a neighbour to knock down both.`
      : `Pin ${sel.pin + 1} of row ${sel.part + 1} is chosen: click a neighbour to knock down both.`
    : single
      ? "Click a pin to choose it."
      : "Click a pin to choose it, then a neighbour: Dawson's Kayles always knocks down two neighbouring pins.";
}

function pinClicked(part, pin) {
  if (!page.interactive()) return;
  const { analysis } = page.current();
  const sel = local.sel;
  let range = null;
  if (sel && sel.part === part && sel.pin === pin) range = [pin, pin];
  else if (sel && sel.part === part && Math.abs(sel.pin - pin) === 1) range = [Math.min(pin, sel.pin), Math.max(pin, sel.pin)];
  if (!range) {
    local.sel = { part, pin };
    page.dom.moveError.textContent = "";
    page.redraw();
    return;
  }
  const move = moveFor(analysis, part, range[0], range[1]);
  if (!move) {
    const what = range[0] === range[1] ? `pin ${range[0] + 1} alone` : `pins ${range[0] + 1} and ${range[1] + 1}`;
    const rule = page.state.settings.code === "0.07"
      ? " Dawson's Kayles always knocks down two neighbouring pins."
      : "";
    page.showError(page.dom.moveError, `Knocking down ${what} of row ${part + 1} is not a move of ${gameName(page.gameId().replace(/:misere$/, ""))}.${rule}`);
    return;
  }
  page.boardMove(move.move);
}


// A pin's arrows: along its row, up and down to the next row; Escape lets the chosen pin go.
bindLines(page.dom.board, {
  item: ".pin[data-pin]",
  line: "part",
  index: "pin",
  pick: (pin) => pinClicked(Number(pin.dataset.part), Number(pin.dataset.pin)),
  keys: {
    Escape: () => {
      local.sel = null;
      page.redraw();
    },
  },
});

/** Mark the pins a move knocks down (the computer's pick, or a Why? step). */
function markMove(part, into, cls) {
  const row = page.dom.board.querySelector(`.pin-row[data-part="${part}"]`);
  if (!row) return;
  row.classList.add(cls === "picked" ? "picked-row" : "hl-row");
  const n = Number(row.dataset.length);
  const { start, count } = knockedPins(n, into);
  for (let i = start; i < start + count; i++) row.querySelector(`.pin[data-pin="${i}"]`)?.classList.add(cls);
}

function clearHighlights() {
  for (const node of page.dom.board.querySelectorAll(".hl-row, .hl-take")) node.classList.remove("hl-row", "hl-take");
}

function highlightStep(step) {
  clearHighlights();
  const board = page.dom.board;
  const row = (i) => board.querySelector(`.pin-row[data-part="${i}"]`);
  switch (step.kind) {
    case "tableRow":
      for (const r of board.querySelectorAll(`.pin-row[data-length="${step.state}"]`)) r.classList.add("hl-row");
      break;
    case "components":
      break;
    case "mirror":
      for (const i of step.parts ?? []) row(i)?.classList.add("hl-row");
      break;
    case "target":
      row(step.part)?.classList.add("hl-row");
      break;
    case "move":
    case "example":
    case "reply": {
      const into = moveInto(step.move);
      markMove(step.part, into === "0" ? [] : into.split("+"), "hl-take");
      break;
    }
    default:
      break;
  }
}

// ---------------------------------------------------------------------------------------
// The variant switch and the table of values

function syncVariant() {
  const code = page.state.settings.code;
  for (const input of document.querySelectorAll('input[name="variant"]')) input.checked = input.value === code;
  const name = gameName(code === KAYLES ? "kayles" : `octal:${code}`);
  $("game-name").textContent = name;
  page.dom.board.dataset.game = code;
}

for (const input of document.querySelectorAll('input[name="variant"]')) {
  input.addEventListener("change", async () => {
    if (!input.checked) return;
    const ok = await page.restart({ settings: { code: input.value }, errorBox: $("variant-error") });
    if (!ok) syncVariant();
  });
}

$("values").addEventListener("change", () => {
  if (page.current()) page.redraw();
});

function renderExtras() {
  const { analysis } = page.current();
  const box = $("sequence");
  box.textContent = "";
  const seq = analysis.sequence;
  if (!seq) return;
  const name = gameName(page.gameId().replace(/:misere$/, ""));
  const lengths = new Set(rowsOf(analysis));
  const shown = seq.values.slice(0, 25);
  box.append(
    el("h3", { text: `${name}: the value of a row of n pins` }),
    el("div", { class: "table-wrap" },
      el("table", { class: "gtable seq-table" },
        el("tbody", {},
          el("tr", {}, el("th", { scope: "row", text: "n" }), shown.map((v, n) => el("td", { class: lengths.has(n) ? "now" : null, text: n }))),
          el("tr", {}, el("th", { scope: "row", text: "g(n)" }), shown.map((v, n) => el("td", { class: [lengths.has(n) ? "now" : null, v === 0 ? "zero" : null], "data-n": n, text: v }))),
        ),
      ),
    ),
    el("p", {
      class: "help period-note",
      text: seq.period
        ? `The values repeat every ${formatCount(seq.period.period)} from a row of ${formatCount(seq.period.start)} pins on (a period the core has proved).`
        : "No period of these values has been proved.",
    }),
  );
  if (page.state.rule === "misere") box.append(el("p", { class: "help", text: "These are normal-play values; misère play is decided by searching the game." }));
}

page.boot();
