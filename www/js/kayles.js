// Kayles (game `kayles`, octal 0.77) and Dawson's Kayles (`octal:0.07`): rows of pins; a move
// knocks down one pin or two neighbouring pins (Dawson's: always two), which may split a row
// into two rows. The position is a sum of rows, each a Nim heap of its Grundy value.
//
// The core lists every move with what the row becomes (`into`, e.g. ["1", "2"]); a click on
// pins is matched to the listed move whose pieces are the rows left on either side. No rule
// is decided here: a click that matches no listed move is not a move.

import { $, createGamePage, randomList, headedRows } from "./impartial.js";
import { drawKayles, knockedPins, knockChoices, kaylesNames } from "./boards/kayles.js";
import { gameName, moveInto, stepFocus } from "./impartial-words.js";
import { el, formatCount, bindLines } from "./ui.js";

const KAYLES = "0.77";

/** The chosen pin { part, pin }: the next click (it again, or a neighbour) knocks down. */
let chosen = null;

const idOf = (code) => (code === KAYLES ? "kayles" : `octal:${code}`);
const codeOf = (game) => {
  const id = String(game).replace(/:misere$/, "");
  return id === "kayles" ? KAYLES : id === "dawson" ? "0.07" : id.replace(/^octal:/, "");
};
const rowsOf = (analysis) => (analysis.parts ?? []).map((p) => Number(p.state));
const single = () => page.state.settings.code === KAYLES;

/** The pins a listed move knocks down: "pin 3" or "pins 2 and 3" of its row. */
function pinsWords(move, before) {
  const { start, count } = knockedPins(rowsOf(before)[move.part], move.into ?? []);
  const pins =
    count === 1 ? `pin ${start + 1}` : count === 2 ? `pins ${start + 1} and ${start + 2}` : `pins ${start + 1} to ${start + count}`;
  return `${pins} of row ${move.part + 1}`;
}

const page = createGamePage({
  title: "Kayles",
  catalogId: "kayles",
  defaultSettings: { code: KAYLES },
  game: (settings) => idOf(settings.code),
  parseHash(text) {
    // "5,3" (Kayles), "octal:0.07:8", "dawson:8"
    const octal = /^octal:([^:]*):(.*)$/.exec(text);
    if (octal) return { settings: { code: octal[1] }, position: octal[2] };
    const dawson = /^dawson:(.*)$/.exec(text);
    return dawson ? { settings: { code: "0.07" }, position: dawson[1] } : { settings: {}, position: text };
  },
  hashText: (settings, position) => (settings.code === KAYLES ? position : `octal:${settings.code}:${position}`),
  canonicalSettings: (analysis) => ({ code: codeOf(analysis.game) }),
  names: kaylesNames,
  describeMove: (move) => kaylesNames.move(move.part, (move.into ?? []).join("+") || "0"),
  computerWords: (move, before) => `knocked down ${pinsWords(page.listedMove(before, move), before)}`,
  toggles: ["values"],
  newPosition: () => {
    chosen = null;
  },
  renderBoard,
  highlightPick: (p, move) => markPins(move, "picked"),
  stepClasses: ["hl-row", "hl-take"],
  highlightStep: (p, step) => {
    const { row, parts, move } = stepFocus(step);
    const rowNode = (i) => p.dom.board.querySelector(`.pin-row[data-part="${i}"]`);
    if (row) for (const r of p.dom.board.querySelectorAll(`.pin-row[data-length="${row.state}"]`)) r.classList.add("hl-row");
    if (move)
      markPins(
        {
          part: move.part,
          into: moveInto(move.move)
            .split("+")
            .filter((k) => k !== "0"),
        },
        "hl-take",
      );
    else for (const i of parts) rowNode(i)?.classList.add("hl-row");
  },
  pickText: () => {
    const dawson = "Dawson's Kayles always knocks down two neighbouring pins";
    if (!chosen) return single() ? "Click a pin to choose it." : `Click a pin to choose it, then a neighbour: ${dawson}.`;
    const pin = `Pin ${chosen.pin + 1} of row ${chosen.part + 1} is chosen: click`;
    return single()
      ? `${pin} it again to knock it down alone, or a neighbour to knock down both.`
      : `${pin} a neighbour to knock down both.`;
  },
  renderExtras,
  syncSettings: () => syncVariant(),
  errorBoxes: () => [$("variant-error")],
  emptyPosition: "0",
  randomPosition: () => randomList([1, 3], [2, 9]),
  moveHelp: "Type a move such as 1:1+2 (row 1 becomes rows of 1 and 2).",
  over: ["Every pin is down", "knocked down the last pin"],
});

/** The moves of row `part` (the listed moves a click on its pins can make). */
const rowMoves = (analysis, part) => (analysis.moves ?? []).filter((m) => m.part === part);

function renderBoard() {
  const { analysis, position } = page.current();
  const lengths = rowsOf(analysis);
  // With hints, the outcome of each choice from the chosen pin (alone, or with a neighbour).
  const choice = new Map();
  if (chosen && page.state.hints) {
    for (const [pin, m] of knockChoices(lengths[chosen.part], rowMoves(analysis, chosen.part), chosen.pin)) {
      if (m) choice.set(pin, m.outcome === "P" ? "wins" : "loses");
    }
  }
  drawKayles(page.dom.board, position, {
    rows: lengths,
    grundy: (analysis.parts ?? []).map((p) => p.grundy),
    showValues: $("values").checked && page.answersShown(),
    asking: page.asking() || !page.answersShown(),
    selected: chosen,
    choice,
    ghost: knockedGhost(analysis),
  });
  page.dom.board.dataset.rule = page.state.rule;
}

/**
 * The computer's last move stays on show: the pins it knocked down, faded in the row where
 * they stood (after the left piece it left, which keeps the row's place), or null.
 */
function knockedGhost(analysis) {
  const last = page.lastMove();
  if (!last) return null;
  const { move, before } = last;
  const into = (move.into ?? []).map(String);
  if (rowsOf(analysis)[move.part] !== Number(into[0] ?? 0)) return null;
  return { part: move.part, ...knockedPins(rowsOf(before)[move.part], into) };
}

function pinClicked(part, pin) {
  if (!page.interactive()) return;
  const { analysis } = page.current();
  const choices = chosen?.part === part ? knockChoices(rowsOf(analysis)[part], rowMoves(analysis, part), chosen.pin) : new Map();
  if (!choices.has(pin)) {
    chosen = { part, pin };
    page.dom.moveError.textContent = "";
    page.redraw();
    return;
  }
  const move = choices.get(pin);
  if (move) {
    page.boardMove(move.move);
    return;
  }
  const what = pin === chosen.pin ? `pin ${pin + 1} alone` : `pins ${Math.min(pin, chosen.pin) + 1} and ${Math.max(pin, chosen.pin) + 1}`;
  const rule = page.state.settings.code === "0.07" ? " Dawson's Kayles always knocks down two neighbouring pins." : "";
  page.showError(
    page.dom.moveError,
    `Knocking down ${what} of row ${part + 1} is not a move of ${gameName(idOf(page.state.settings.code))}.${rule}`,
  );
}

// A pin's arrows: along its row, up and down to the next row; Escape lets the chosen pin go.
bindLines(page.dom.board, {
  item: ".pin[data-pin]",
  line: "part",
  index: "pin",
  pick: (pin) => pinClicked(Number(pin.dataset.part), Number(pin.dataset.pin)),
  keys: {
    Escape: () => {
      chosen = null;
      page.redraw();
    },
  },
});

/** Mark the pins a move ({ part, into }) knocks down on the board: the computer's pick, or a Why? step. */
function markPins(move, cls) {
  const row = page.dom.board.querySelector(`.pin-row[data-part="${move.part}"]`);
  if (!row) return;
  row.classList.add(cls === "picked" ? "picked-row" : "hl-row");
  const { start, count } = knockedPins(Number(row.dataset.length), move.into ?? []);
  for (let i = start; i < start + count; i++) row.querySelector(`.pin[data-pin="${i}"]`)?.classList.add(cls);
}

// ---------------------------------------------------------------------------------------
// The variant switch and the table of values

/** The variant switch's radio buttons. */
const variantInputs = () => /** @type {NodeListOf<HTMLInputElement>} */ (document.querySelectorAll('input[name="variant"]'));

function syncVariant() {
  const code = page.state.settings.code;
  for (const input of variantInputs()) input.checked = input.value === code;
  $("game-name").textContent = gameName(idOf(code));
  page.dom.board.dataset.game = code;
}

for (const input of variantInputs()) {
  input.addEventListener("change", async () => {
    if (!input.checked) return;
    const ok = await page.restart({ settings: { code: input.value }, errorBox: $("variant-error") });
    if (!ok) syncVariant();
  });
}

/** The values of a row of n pins, n = 0..24, under the Nim-in-disguise panel (when answers may show). */
function renderExtras() {
  const { analysis } = page.current();
  const box = $("sequence");
  const seq = analysis.sequence;
  box.textContent = "";
  box.hidden = !seq || !page.answersShown();
  if (box.hidden) return;
  const lengths = new Set(rowsOf(analysis).filter((n) => n > 0));
  const shown = seq.values.slice(0, 25);
  const now = (n) => (lengths.has(n) ? "now" : null);
  box.append(
    el("h3", { text: `${gameName(idOf(page.state.settings.code))}: the value of a row of n pins` }),
    el(
      "div",
      { class: "table-wrap" },
      el(
        "table",
        { class: "gtable seq-table" },
        el(
          "tbody",
          {},
          headedRows(shown, [
            ["n", (v, n) => ({ class: now(n), text: n })],
            ["g(n)", (v, n) => ({ class: [now(n), v === 0 ? "zero" : null], "data-n": n, text: v })],
          ]),
        ),
      ),
    ),
    el(
      "p",
      { class: "help period-note" },
      seq.period
        ? `The values repeat every ${formatCount(seq.period.period)} from a row of ${formatCount(seq.period.start)} pins on (a period that has been proved).`
        : "No period of these values has been proved.",
    ),
  );
  if (page.state.rule === "misere")
    box.append(el("p", { class: "help", text: "These are normal-play values; misère play is decided by searching the game." }));
}

page.boot();
