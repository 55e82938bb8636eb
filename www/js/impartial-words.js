// Plain-English captions for the steps the core gives for every heap-like impartial game
// (the Scoring line, Nimble, Kayles, Corner the Lady, sums of games), and the binary table
// each step points at. Pure functions of the core's step data: the core decides which steps
// there are and every value in them; this file only words and highlights them.
//
// Each page says what its components are called through `names` (see `defaultNames`):
// a chip on a square, a coin, a row of pins, a queen on a board, a component of a sum.
//
// What a student reads names moves and positions in words ("chip 1 to square 5"), never in
// the typed-move notation ("1:5"), which only the move box's hint shows; an emptied square or
// row is named ("square 0", "an empty row"), never "nothing"; lists of options are sorted.

import { binary, countWord, formatCount, columnValue, andList } from "./ui.js";
import { boardOf, catalogueEntry } from "./catalogue.js";
import { PARTS } from "./boards/parts.js";
// The outcome words follow the room's "Words for P/N" setting (pages redraw on a change).
import { outcomePhrase as phrase, outcomeFor } from "./terms.js";

/** Capital first letter. */
export const cap = (text) => (text ? text[0].toUpperCase() + text.slice(1) : text);

/** "a, b and c" (ui.js andList). */
export const listAnd = andList;

/**
 * "a, b or c": the choices of one move. When a choice has an "and" of its own ("rows of 1
 * and 2") a comma before the "or" keeps the choices apart.
 */
export function listOr(items) {
  const list = [...items];
  if (list.length <= 1) return list[0] ?? "";
  const comma = list.some((item) => String(item).includes(" and ")) ? "," : "";
  return `${list.slice(0, -1).join(", ")}${comma} or ${list.at(-1)}`;
}

/**
 * How a page names things. Every function may be replaced by the page.
 *  part(i)            the component with index i (from 0): "chip 1"
 *  state(text, game)  one state of a component: "square 7"
 *  option(text, game) what a component becomes in one move ("2+2" when a row splits, "0" when
 *                     it is gone): "rows of 2 and 2", "square 0", "an empty row"
 *  move(part, into, game) a move of component `part` to `into` (the text after the colon)
 *  unit               the word for a position of one component in tables: "square"
 * and, for a game that can be a component of a sum (sumNames), optionally:
 *  name(id)           the game's name for one of its game ids, where it is not the catalogue's
 *                     ("scoring:1,2,3" -> "Scoring by 1, 2 or 3"); undefined: the catalogue's
 *  label(into)        a move's button in the sum: what the component becomes (the core's
 *                     `into`, pieces left), "1 + 3", "(2, 5)"; default the pieces joined by " + ",
 *                     "0" for none
 */
export const defaultNames = {
  part: (i) => `component ${i + 1}`,
  /** @type {(text: string, game?: string) => string} */
  state: (text) => String(text),
  option(text, game) {
    // An emptied component is still a state of it: square 0, a heap of 0.
    const pieces = String(text === "" ? "0" : text).split("+");
    return listAnd(pieces.map((p) => this.state(p, game)));
  },
  move(part, into, game) {
    return `${this.part(part)} becomes ${this.option(into, game)}`;
  },
  unit: "position",
};

/** A page's names with the defaults filled in (so `this.state` works inside `option`). */
export function withNames(names = {}) {
  return { ...defaultNames, ...names };
}

/** "g(7)" for a state of a one-component table. */
const g = (text) => `g(${text})`;

/** The text after the colon of a move "1:18" (what the part becomes). */
export const moveInto = (move) => String(move ?? "").replace(/^[^:]*:/, "");

/**
 * Options in a fixed, readable order: by their size (the sum of the numbers in the state: a
 * square, a row's pins, a queen's two coordinates), then number by number. "1+1" (two pins
 * left) comes before "1+2", and "0" first.
 */
export function sortOptions(options) {
  const numbers = (o) => (String(o?.state ?? "").match(/\d+/g) ?? []).map(Number);
  const total = (list) => list.reduce((a, b) => a + b, 0);
  return [...(options ?? [])].sort((a, b) => {
    const x = numbers(a);
    const y = numbers(b);
    if (total(x) !== total(y)) return total(x) - total(y);
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
    return x.length - y.length;
  });
}

/** The outcome of a position of Grundy value `value`, in normal play. */
const outcomeOf = (value) => (value === 0 ? "P" : "N");

/**
 * One caption per step kind. `context`:
 *   names   the page's names (withNames)
 *   play    "normal" | "misere"
 *   steps   every step of the explanation (some captions depend on the others)
 *   values  the components' Grundy values (analysis.parts[].grundy)
 * Unknown kinds get a neutral caption rather than an error, so a newer core never breaks a page.
 */
export function caption(step, context = {}) {
  const s = step ?? {};
  const names = context.names ?? withNames();
  const part = (i) => names.part(i);
  const values = context.values ?? [];
  const many = values.length > 1;
  // The move a move, example or reply step makes, in words. An example or a reply says which
  // of the explained position's components it changes and what that becomes (the reply's own
  // move counts the parts the example left, where a split row is two).
  const what = s.move === undefined ? "" : names.move(s.component ?? s.part, s.into ?? moveInto(s.move), context.game);
  switch (s.kind) {
    case "terminal":
      if (s.play === "misere") {
        return `No move is possible. In misère play whoever made the last move loses, so the player to move has already won: ${phrase("N")}.`;
      }
      return `No move is possible, so the player to move has lost. A terminal position is ${phrase("P")}, with Grundy value 0.`;

    case "components": {
      const parts = s.parts ?? [];
      if (parts.length === 1) {
        const p = parts[0];
        return `${cap(part(p.part))}: ${names.state(p.state, p.game)}. Its Grundy value is ${formatCount(p.grundy)}; the steps below show where it comes from.`;
      }
      const listed =
        parts.length <= 6
          ? `: ${listAnd(parts.map((p) => `${part(p.part)} (${names.state(p.state, p.game)}) has value ${formatCount(p.grundy)}`))}`
          : "";
      return `${cap(countWord(parts.length))} components side by side${listed}. Each plays like a Nim heap of its Grundy value.`;
    }

    case "tableRow": {
      const here = names.state(s.state, s.game);
      const options = s.options ?? [];
      if (options.length === 0) {
        return `${cap(here)}: no move is possible. The mex of the empty set is 0, so ${g(s.state)} = 0: ${phrase("P")}.`;
      }
      const shown = sortOptions(options).slice(0, 8);
      const reach = listOr(shown.map((o) => names.option(o.state, s.game)));
      const more = options.length > shown.length ? ` (and ${options.length - shown.length} more)` : "";
      const set = [...new Set(options.map((o) => o.grundy))].sort((a, b) => a - b);
      const after = s.grundy === 0 ? `: ${phrase("P")}, every move from it reaches a position of value above 0` : "";
      return `${cap(here)} can move to ${reach}${more}, with values {${set.join(", ")}}. The smallest value not in that set (the mex) is ${formatCount(s.grundy)}, so ${g(s.state)} = ${formatCount(s.grundy)}${after}.`;
    }

    case "mirror": {
      const [i, j] = s.parts ?? [0, 1];
      const v = values[i];
      const worth = v === undefined ? "" : ` Together they are worth ${formatCount(v)} xor ${formatCount(v)} = 0.`;
      return `${cap(part(i))} and ${part(j)} are the same: Tweedledum and Tweedledee. Whatever the player to move does with one, the other player copies with the other, and makes the last move.${worth}`;
    }

    case "piles": {
      const rows = (s.piles ?? []).map((n, i) => `${part(i)}: ${formatCount(n)} = ${s.binary?.[i] ?? binary(n)}`);
      const listed = rows.length <= 5 ? `: ${rows.join(", ")}` : "";
      return `Write each Grundy value in binary, one row per component${listed}.`;
    }

    case "column": {
      const parity = s.bit ? "an odd number" : "an even number";
      const ones = `${countWord(s.ones)} ${s.ones === 1 ? "1" : "1s"}`;
      return `Column ${formatCount(columnValue(s.column))}: ${ones}, ${parity}, so the nim-sum has ${s.bit} here.`;
    }

    case "nimSum":
      return s.value === 0
        ? `The nim-sum of the Grundy values is 0 (${s.binary}).`
        : `The nim-sum of the Grundy values is ${formatCount(s.value)} (binary ${s.binary}). It is not 0, so the player to move can win.`;

    case "zeroSum":
      return many
        ? `The nim-sum is 0: ${phrase("P")}. Whatever the player to move does changes one value, and the nim-sum is no longer 0.`
        : `The Grundy value is 0: ${phrase("P")}. Every move leads to a position of value above 0.`;

    case "target": {
      const sum = (s.from ?? 0) ^ (s.to ?? 0);
      if (!many) {
        return `The Grundy value is ${formatCount(s.from)}, not 0: move to a position of value 0.`;
      }
      return `Move in ${part(s.part)}: its value ${formatCount(s.from)} must become ${formatCount(s.from)} xor ${formatCount(sum)} = ${formatCount(s.to)}, so that the nim-sum becomes 0.`;
    }

    case "move":
      if (context.play === "misere") {
        return `So make this move: ${what}. From the position it leaves the other player loses in misère play.`;
      }
      return `So make this move: ${what}. The position it leaves has value ${formatCount(s.grundy)}: ${outcomeFor(outcomeOf(s.grundy), "the other player")}.`;

    case "example":
      return `Say the player to move makes this move: ${what}. The value becomes ${formatCount(s.grundy)}.`;

    case "reply":
      return `The other player answers: ${what}. The value is ${formatCount(s.grundy)} again, ${phrase("P")}.`;

    case "misere": {
      const who = s.outcome === "P" ? `${phrase("P")}: the player to move loses` : `${phrase("N")}: the player to move can win`;
      const long =
        s.remoteness === null || s.remoteness === undefined
          ? ""
          : ` With best play the game lasts ${formatCount(s.remoteness)} more ${s.remoteness === 1 ? "move" : "moves"}.`;
      return `Misère play: the Grundy values above are for normal play and do not decide misère play, so every position was searched. This is ${who}.${long}`;
    }

    default:
      return `Step: ${s.kind ?? "?"}.`;
  }
}

/**
 * The binary table of numbers `base.piles` ({ piles, nimSum }: heap sizes, Grundy values) at
 * step `index` of `steps`, as the column steps of the nim-sum point at it (the core's `piles`,
 * `column`, `nimSum` and `zeroSum`, which Nim's explanation and every sum's share): { width,
 * rows: [{ pile, size, bits, changed: Set<column> }], sum: { value, bits }, hlCols, hlBits
 * ("pile:column"), hlPiles, hlSum, hlSumBits, takePile, takeCount }. A page adds its own
 * steps' highlights (nim-words.js tableView, valuesView below).
 */
export function columnsView(steps, index, base) {
  const pilesStep = steps.find((s) => s.kind === "piles");
  const piles = base.piles ?? [];
  const width = pilesStep?.width ?? Math.max(1, base.nimSum ?? 0, ...piles).toString(2).length;
  const view = {
    width,
    rows: piles.map((size, pile) => ({ pile, size, bits: pilesStep?.binary?.[pile] ?? binary(size, width), changed: new Set() })),
    sum: { value: base.nimSum ?? 0, bits: binary(base.nimSum ?? 0, width) },
    hlCols: new Set(),
    hlBits: new Set(),
    hlPiles: new Set(),
    hlSum: false,
    hlSumBits: new Set(),
    takePile: null,
    takeCount: 0,
  };
  const step = steps[index];
  if (step?.kind === "column") {
    view.hlCols.add(step.column);
    view.hlSumBits.add(step.column);
    for (const p of step.piles ?? []) view.hlBits.add(`${p}:${step.column}`);
  }
  if (step?.kind === "nimSum" || step?.kind === "zeroSum") view.hlSum = true;
  return view;
}

/**
 * The binary table of the components' Grundy values at step `index`: the column steps' view,
 * plus the highlights of the impartial steps. `analysis` is the explained position's analysis
 * (`parts`, `nimSum`); `values` replaces the parts' values (Northcott's gaps).
 */
export function valuesView(steps, index, analysis, values) {
  const piles = values ?? (analysis.parts ?? []).map((p) => p.grundy);
  const view = columnsView(steps, index, { piles, nimSum: analysis.nimSum ?? 0 });
  const step = steps[index];
  if (!step) return view;
  const { row, parts, move } = stepFocus(step);
  for (const i of parts) view.hlPiles.add(i);
  if (row) (analysis.parts ?? []).forEach((p, i) => p.state === row.state && p.game === row.game && view.hlPiles.add(i));
  // The target's component shows its new value from the target step to the move.
  const target = step.kind === "target" ? step : step.kind === "move" ? steps.slice(0, index).findLast((s) => s.kind === "target") : null;
  if (target && target.part === step.part) setViewRow(view, target.part, target.to);
  // An example or a reply gives every component's value after it: the table adds up.
  step.values?.forEach((value, i) => setViewRow(view, i, value));
  // After a move (made, or said for the example), the nim-sum row is the value it leaves.
  if (move) {
    view.sum = { value: step.grundy, bits: binary(step.grundy, view.width) };
    view.hlSum = true;
  }
  return view;
}

/** Where a Why? step points: the components it names, a table row's state, a move. */
export function stepFocus(step) {
  switch (step.kind) {
    case "tableRow":
      return { row: step, parts: [] };
    case "components":
      return { parts: (step.parts ?? []).map((p) => p.part) };
    case "mirror":
      return { parts: step.parts ?? [] };
    case "target":
      return { parts: [step.part] };
    case "move":
    case "example":
    case "reply":
      return { parts: [step.component ?? step.part], move: step };
    default:
      return { parts: [] };
  }
}

/** Row `i` of a binary table view now holds `value`: its changed bits are marked (a no-op past the rows). */
export function setViewRow(view, i, value) {
  const row = view.rows[i];
  if (!row || row.size === value) return false;
  const bits = binary(value, view.width);
  for (let k = 0; k < view.width; k++) if (row.bits[k] !== bits[k]) row.changed.add(view.width - 1 - k);
  row.size = value;
  row.bits = bits;
  return true;
}

/**
 * The mex picture of a `tableRow` step: the numbers 0..top, which of them are values of an
 * option, and which is the mex (the core's `grundy`). Returns { cells: [{ value, present,
 * mex }], grundy }.
 */
export function mexView(step) {
  const present = new Set((step?.options ?? []).map((o) => o.grundy));
  const top = Math.max(step?.grundy ?? 0, ...present, 0) + 1;
  const cells = Array.from({ length: Math.min(top, 40) + 1 }, (_, v) => ({ value: v, present: present.has(v), mex: v === step?.grundy }));
  return { cells, grundy: step?.grundy ?? 0 };
}

/**
 * The sentence about a proved period of a Grundy sequence. `unit` names one position
 * ("square", "heap"). Returns "" when there is no period.
 *   { start: 0, period: 4 } -> "The Grundy values repeat every 4 squares from square 0 on."
 */
export function periodText(period, { unit = "square", plural = `${unit}s` } = {}) {
  if (!period?.period) return "";
  const every = period.period === 1 ? unit : `${formatCount(period.period)} ${plural}`;
  return `The Grundy values repeat every ${every} from ${unit} ${formatCount(period.start)} on.`;
}

/**
 * Which positions 0..values.length-1 are P-positions (value 0), as the list of their numbers:
 * a reading of the core's sequence, for the sentence "P-positions: 0, 4, 8, ...".
 */
export const zeros = (values) => (values ?? []).flatMap((v, n) => (v === 0 ? [n] : []));

/** "squares 0, 4, 8, 12, …" from a list of numbers (cut after `max` of them). */
export function numberList(numbers, max = 8) {
  const shown = numbers.slice(0, max).map(formatCount);
  return numbers.length > max ? `${shown.join(", ")}, …` : listAnd(shown);
}

// ---------------------------------------------------------------------------------------
// The names of each page's components (for captions, hints and the disguise panel).

/** Numbered pieces on squares: the Scoring line's chips, Nimble's coins (on square 0 out of play). */
export const pieceNames = (piece) =>
  withNames({
    part: (i) => `${piece} ${i + 1}`,
    state: (text) => `square ${formatCount(Number(text))}`,
    move: (part, into) => `${piece} ${part + 1} to square ${formatCount(Number(into))}`,
    unit: "square",
  });

/**
 * The names of a component of a sum by the board its game is drawn on (the catalogue's picture
 * name, as boards/index.js draws it): each board's SumPart names its components in its game's
 * words (boards/common.js PartNames), so that an octal game's rows are named as Kayles' are.
 * @type {Map<string, typeof defaultNames & import("./boards/common.js").PartNames>}
 */
const PART_NAMES = new Map(Object.entries(PARTS).map(([board, part]) => [board, withNames(part.names)]));

/** The names of a component of game id `game` (from its catalogue entry's board), or undefined. */
const partNames = (game) => PART_NAMES.get(boardOf(String(game ?? "")));

/**
 * A game id as students read it: its game's own name for it ("scoring:1,2,3" -> "Scoring
 * by 1, 2 or 3", "octal:0.07" -> "Dawson's Kayles", "octal:0.6" -> "octal 0.6"), else the
 * catalogue's name ("wythoff" -> "Corner the Lady"), else the id as it is written.
 */
export function gameName(id) {
  const text = String(id ?? "");
  return partNames(text)?.name?.(text) ?? catalogueEntry(text)?.name ?? text;
}

/** What one state of a component of a sum is, in its game's words. */
export function sumState(text, game) {
  if (String(text) === "") return "an empty position";
  return (partNames(game) ?? defaultNames).state(String(text));
}

/** A move of a component of a sum on its button: what the component becomes, "1 + 3", "(2, 5)", "0". */
export function optionLabel(into, game) {
  const label = partNames(game)?.label;
  return label ? label(into) : into.length === 0 ? "0" : into.join(" + ");
}

/**
 * Sums of games: components named by number and game. `games` lists each part's game id
 * (from analysis.parts) so that a part's name says which game it is.
 */
export function sumNames(games = []) {
  return withNames({
    part: (i) => (games[i] ? `component ${i + 1} (${gameName(games[i])})` : `component ${i + 1}`),
    state: (text, game) => sumState(text, game),
    option(text, game) {
      // A game whose move may leave several pieces or none (a Kayles row) words what it leaves itself.
      const names = partNames(game);
      return names && names.option !== defaultNames.option ? names.option(text) : sumState(text, game);
    },
    move(part, into) {
      return `component ${part + 1} becomes ${this.option(into, games[part])}`;
    },
    unit: "position",
  });
}
