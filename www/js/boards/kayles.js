// Kayles's board: rows of pins.

import { svgEl, formatCount, andList } from "../ui.js";
import { numbers, natural, start, finish, button, group, hintMark, FADED } from "./common.js";

/** Rows longer than this are drawn as a bar with their length. */
const MAX_PINS = 30;
const KAYLES = { label: 110, pitch: 54, rowH: 104, top: 12, side: 12, valueW: 80 };

/**
 * Rows of pins. options.rows, grundy (each row's value: shown with showValues, named unless
 * asking), selected { part, pin }, choice (pin -> "wins"/"loses": what a click on the selected
 * row would knock down), ghost { part, start, count }: the pins the computer knocked down.
 */
export function drawKayles(svg, position, o = {}) {
  const G = KAYLES;
  const lengths = o.rows ?? numbers(position);
  const sel = o.selected ?? null;
  const ghost = o.ghost ?? null;
  // The row the computer knocked pins from is drawn as it was, the knocked pins faded.
  const drawnLength = (r) => lengths[r] + (ghost?.part === r ? ghost.count : 0);
  const widest = Math.max(5, ...lengths.map((n, r) => (drawnLength(r) > MAX_PINS ? 8 : drawnLength(r))));
  const width = G.side * 2 + G.label + widest * G.pitch + G.valueW;
  start(svg, position, width, G.top * 2 + Math.max(1, lengths.length) * G.rowH, `Rows of pins: ${position}`, o, natural(width));
  svg.dataset.selected = sel ? `${sel.part}:${sel.pin}` : "";

  const firstRow = lengths.findIndex((n) => n > 0 && n <= MAX_PINS);
  lengths.forEach((n, r) => {
    const y = G.top + r * G.rowH;
    const cy = y + G.rowH / 2 + 4;
    const grundy = o.grundy?.[r];
    // The row's value is a spoiler while a lesson question waits: left out of its name too.
    const value = o.asking || grundy === undefined ? "" : `, Grundy value ${grundy}`;
    const row = group(
      "pin-row",
      { "data-part": r, "data-length": n },
      `row ${r + 1}: ${n} ${n === 1 ? "pin" : "pins"}${value}`,
      svgEl("rect", { class: "row-bg", x: G.side - 4, y: y + 4, width: width - G.side * 2 + 8, height: G.rowH - 8, rx: 10 }),
      svgEl("text", { class: "row-label", x: G.side + 8, y: cy + 8, "text-anchor": "start", "font-size": 24, text: `row ${r + 1}` }),
      o.showValues && grundy !== undefined
        ? svgEl("text", { class: "row-value spoiler", x: width - G.side - G.valueW / 2, y: cy + 9, "font-size": 26, text: `*${grundy}` })
        : null,
    );
    svg.append(row);
    const pinX = (slot) => G.side + G.label + slot * G.pitch + G.pitch / 2;
    if (drawnLength(r) > MAX_PINS) {
      row.append(
        svgEl("rect", { class: "pin-bar", x: pinX(0) - G.pitch / 2, y: cy - 22, width: 8 * G.pitch - 10, height: 44, rx: 12 }),
        svgEl("text", { class: "pin-bar-label", x: pinX(4) - G.pitch / 2 - 5, y: cy + 8, "font-size": 22, text: `${formatCount(n)} pins` }),
      );
      return;
    }
    // Standing pins keep their numbers; a faded gap is left where the computer knocked pins.
    const slotOf = (i) => (ghost?.part === r && i >= ghost.start ? i + ghost.count : i);
    for (let i = 0; i < n; i++) {
      const cx = pinX(slotOf(i));
      const selected = sel?.part === r && sel.pin === i;
      const mark = sel?.part === r ? o.choice?.get(i) : undefined;
      row.append(
        button(
          ["pin", selected ? "selected" : null, mark ?? null],
          { "data-part": r, "data-pin": i, "data-key": `p-${r}-${i}`, "data-roving": "pin", "data-action": "pin" },
          sel ? selected : r === firstRow && i === 0,
          [`row ${r + 1}, pin ${i + 1} of ${n}`, selected && "chosen", mark && (mark === "wins" ? "winning" : "losing")],
          svgEl("rect", { class: "hit", x: cx - G.pitch / 2, y: y + 6, width: G.pitch, height: G.rowH - 12 }),
          pinShape(cx, cy),
          mark ? hintMark(cx, cy + 8, mark === "wins", { className: `pin-mark ${mark}` }) : null,
        ),
      );
    }
    for (let k = 0; ghost?.part === r && k < ghost.count; k++) {
      row.append(svgEl("g", { class: "pin ghost", "data-part": r, ...FADED }, ...pinShape(pinX(ghost.start + k), cy)));
    }
  });
  finish(svg, o);
}

/** A pin: its outline, body and head around (cx, cy). */
const pinShape = (cx, cy) => [
  svgEl("ellipse", { class: "pin-ring", cx, cy, rx: 23, ry: 40 }),
  svgEl("ellipse", { class: "pin-body", cx, cy: cy + 8, rx: 17, ry: 27 }),
  svgEl("circle", { class: "pin-head", cx, cy: cy - 25, r: 11 }),
];

// -- Rows of pins played: the Kayles page's and a sum's Kayles components ----------------------

/** The pins a move knocks down in a row of n: the pieces left are `into` (left piece first). */
export function knockedPins(n, into) {
  const pieces = into.map(Number);
  return { start: pieces[0] ?? 0, count: n - pieces.reduce((a, b) => a + b, 0) };
}

/**
 * The moves a click makes once pin `at` of a row of n is chosen: the pin again knocks it down
 * alone, a neighbour both. Map pin -> the listed move among `moves` (the row's), or null.
 */
export function knockChoices(n, moves, at) {
  const key = (pieces) =>
    pieces
      .map(Number)
      .filter((k) => k > 0)
      .sort((x, y) => x - y)
      .join("+");
  const listed = new Map(moves.map((m) => [key(m.into), m]));
  const choices = new Map();
  for (const [a, b, pin] of [
    [at, at, at],
    [at - 1, at, at - 1],
    [at, at + 1, at + 1],
  ]) {
    if (a >= 0 && b < n) choices.set(pin, listed.get(key([a, n - 1 - b])) ?? null);
  }
  return choices;
}

/** The octal code of Dawson's Kayles, which the Kayles page plays too. */
const DAWSON = "0.07";

/**
 * Kayles and other octal games: rows of pins; a move may split a row in two or remove it. An
 * octal game is named by its code ("octal 0.6"), Dawson's Kayles by its name. The Kayles page's
 * names and a sum's rows' (impartial-words.js defaultNames says what each is for).
 */
export const kaylesNames = {
  part: (i) => `row ${i + 1}`,
  /** @param {string | number} text */
  state: (text) => (Number(text) === 1 ? "a row of 1 pin" : `a row of ${formatCount(Number(text))} pins`),
  /** @param {string} text */
  option(text) {
    if (text === "0" || text === "") return "an empty row";
    const pieces = String(text).split("+").map(Number);
    if (pieces.length === 1) return this.state(pieces[0]);
    return `rows of ${andList(pieces.map(formatCount))}`;
  },
  move(part, into) {
    if (into === "0" || into === "") return `knock down all of row ${part + 1}`;
    return `row ${part + 1} becomes ${this.option(into)}`;
  },
  unit: "row",
  /** @param {string} id */
  name(id) {
    const code = /^octal:(.*)$/s.exec(id)?.[1];
    return code === undefined ? undefined : code === DAWSON ? "Dawson's Kayles" : `octal ${code}`;
  },
  /** @param {string[]} into */
  label: (into) => (into.length === 0 ? "an empty row" : into.join(" + ")),
};

/**
 * A row of pins as a component of a sum (common.js SumPart), played as on the Kayles page: a
 * click chooses a pin, the next click (it again, or a neighbour) knocks down. With hints on, the
 * chosen pin's choices are marked; the computer's knock is drawn faded in the row it knocked.
 * @type {import("./common.js").SumPart}
 */
export const kaylesPart = {
  draw(svg, state, { moves, hints, was, chosen }) {
    const n = Number(state);
    const sel = chosen === null || chosen === undefined ? null : { part: 0, pin: chosen };
    const choice = new Map();
    if (sel && hints) for (const [pin, m] of knockChoices(n, moves, sel.pin)) if (m) choice.set(pin, m.outcome === "P" ? "wins" : "loses");
    // The rows left by the computer's knock, left piece first, in the row it knocked.
    const left = (String(state).match(/\d+/g) ?? []).filter((k) => k !== "0");
    const ghost = was && /^\d+$/.test(was) ? { part: 0, ...knockedPins(Number(was), left) } : null;
    drawKayles(svg, state, { selected: sel, choice, ghost });
  },
  click(target, { state, moves, chosen, name }) {
    const pin = /** @type {HTMLElement | null} */ (target.closest(".pin[data-pin]"));
    if (!pin) return undefined;
    const at = Number(pin.dataset.pin);
    const choices = chosen === null ? new Map() : knockChoices(Number(state), moves, chosen);
    if (choices.has(at)) return { move: choices.get(at) };
    // Choose this pin; the next click (it again, or a neighbour) knocks down.
    return {
      chosen: at,
      focus: `.pin[data-pin="${at}"]`,
      words: `Pin ${at + 1} of ${name} is chosen: click it again to knock it down alone, or a neighbour to knock down both.`,
    };
  },
  random: (n) => String(n()),
  names: kaylesNames,
  // Kayles' rows, and the octal games' (Dawson's Kayles) by their name.
  add: (game) => {
    const name = kaylesNames.name(game);
    return name ? { label: `${name} row`, example: "6" } : { label: "Kayles row", example: "5" };
  },
};

/**
 * The board drawn small, a picture of a position on the home and lesson pages (boards/index.js).
 * A move is made on it as on the page: a pin chosen (`o.chosen`: { part, pin }), then it again
 * or a neighbour in its row.
 * @type {import("./common.js").BoardPicture}
 */
export const kaylesBoard = {
  draw: (svg, position, o = {}) => drawKayles(svg, position, o.chosen ? { ...o, selected: o.chosen } : o),
  pick(target, moves, chosen) {
    const pin = /** @type {HTMLElement | null} */ (target.closest(".pin[data-pin]"));
    const row = /** @type {HTMLElement | null} */ (pin?.closest(".pin-row") ?? null);
    if (!pin || !row) return undefined;
    const [part, at] = [Number(pin.dataset.part), Number(pin.dataset.pin)];
    if (chosen?.part === part) {
      const choices = knockChoices(
        Number(row.dataset.length),
        moves.filter((m) => m.part === part),
        chosen.pin,
      );
      if (choices.has(at)) return choices.get(at) ?? undefined;
    }
    return {
      chosen: { part, pin: at },
      focus: `.pin[data-part="${part}"][data-pin="${at}"]`,
      words: `Pin ${at + 1} of row ${part + 1} is chosen: click it again to knock it down alone, or a neighbour to knock down both.`,
    };
  },
};
