// The Scoring game's board: a line of squares with numbered chips; drawLine draws Nimble's strip too.

import { svgEl, andList, formatCount } from "../ui.js";
import {
  numbers,
  natural,
  start,
  finish,
  button,
  hintMark,
  outcomeMark,
  FADED,
  verdict,
  verdictWord,
  byKey,
  listedInto,
} from "./common.js";

/** A chip (or a coin) numbered i + 1, centred at (cx, cy), on square n. */
function chipShape(cx, cy, r, i, classes, n, attrs = {}) {
  return svgEl(
    "g",
    { class: ["chip", ...classes], "data-part": i, "data-square": n, "aria-hidden": "true", ...attrs },
    svgEl("circle", { class: "chip-ring", cx, cy, r: r + 4 }),
    svgEl("circle", { class: "chip-body", cx, cy, r }),
    svgEl("text", { class: "chip-num", x: cx, y: cy + 7, "font-size": 20, text: i + 1 }),
  );
}

/**
 * The Scoring line's geometry: its chips stand above their square, P/N marks and Grundy values
 * below (Nimble's strip has its own, boards/nimble.js).
 */
const LINE = {
  w: 58,
  size: 52,
  r: 20,
  minLength: 20,
  minStack: 1,
  rx: 8,
  hitPad: 3,
  piece: "chip",
  line: "line",
  naturalHeight: true,
  squareY: (stack) => 8 + stack * 44 + 10,
  pieceY: (sqY, k) => sqY - 44 / 2 - 2 - k * 44,
  height: (sqY) => sqY + 52 + 80,
  number: (n, sqY, cx) => ({ x: cx, y: sqY + 52 / 2 + 8, "font-size": n >= 100 ? 18 : 22 }),
};

/**
 * A line of squares 0 to `length` (default the largest piece; at least 20 on the Scoring line,
 * 10 on the strip) with numbered pieces. options.chips (else the position's), selected (the part
 * a square click moves), moves, hints, outcomes (square -> "P"/"N": the marks row), values (by
 * square: the values row), asking (marks and values left out of the names), ghost { part,
 * from }: the piece the computer moved, faded on the square it left.
 */
export function drawLine(svg, position, o, L0) {
  const chips = o.chips ?? numbers(position);
  const L = o.length ?? Math.min(60, Math.max(L0.minLength, ...chips));
  const sel = o.selected ?? null;
  // Square -> the listed move of the selected part that lands there; square -> the parts on it.
  const reach = byKey(
    (o.moves ?? []).filter((m) => m.part === sel),
    (m) => Number(m.into[0]),
  );
  const stacks = new Map();
  chips.forEach((n, i) => n <= L && stacks.set(n, [...(stacks.get(n) ?? []), i]));
  const nimble = L0.piece === "coin";
  // Room for the tallest stack plus a landing spot above it.
  const sqY = L0.squareY(Math.max(L0.minStack, ...[...stacks.values()].map((s) => s.length + 1)));
  const markY = sqY + L0.size + 22;
  const width = 24 + (L + 1) * L0.w;
  const height = L0.height(sqY);
  const name = `The ${L0.line} of squares 0 to ${L}; ${L0.piece}s on ${position}`;
  start(svg, position, width, height, name, o, natural(width, L0.naturalHeight && height));
  svg.dataset.selected = sel === null ? "" : String(sel);

  const focusSquare = sel !== null ? chips[sel] : (chips.find((n) => (!nimble || n > 0) && n <= L) ?? 0);
  for (let n = 0; n <= L; n++) {
    const cx = 12 + n * L0.w + L0.w / 2;
    const x = cx - L0.size / 2;
    const outcome = o.outcomes?.(n) ?? null;
    const value = o.values?.[n];
    const move = reach.get(n);
    const here = stacks.get(n) ?? [];
    const ly = L0.pieceY(sqY, here.length);
    const classes = (i) => (nimble ? ["coin", i === sel ? "selected" : null, n === 0 ? "spent" : null] : [i === sel ? "selected" : null]);
    svg.append(
      button(
        ["square", nimble && n === 0 ? "out" : null, move ? "reach" : null, verdict(move, o.hints)],
        {
          "data-square": n,
          "data-key": `sq-${n}`,
          "data-roving": "sq",
          "data-action": "square",
          "data-outcome": nimble ? null : (outcome ?? ""),
          "data-grundy": nimble ? null : (value ?? ""),
        },
        n === Math.min(focusSquare, L),
        [
          `square ${n}`,
          nimble && n === 0 && "out of play",
          outcome && !o.asking && `${outcome}-position`,
          value !== undefined && !o.asking && `Grundy value ${value}`,
          here.length && `${andList(here.map((i) => `${L0.piece} ${i + 1}`))} here`,
          move && `${L0.piece} ${sel + 1} can move here${o.hints ? `, ${verdictWord(move, o.hints)}` : ""}`,
        ],
        svgEl("rect", { class: "hit", x: x - L0.hitPad, y: 8, width: L0.size + 2 * L0.hitPad, height: height - 10, rx: 8 }),
        svgEl("rect", { class: "sq", x, y: sqY, width: L0.size, height: L0.size, rx: L0.rx }),
        svgEl("text", { class: "sq-num", ...L0.number(n, sqY, cx), text: n }),
        outcome ? outcomeMark(cx, markY, outcome) : null,
        value === undefined
          ? null
          : svgEl("text", { class: ["gval", value === 0 ? "zero" : null, "spoiler"], x: cx, y: markY + 44, "font-size": 24, text: value }),
        // The spot where the selected piece would land, with its hint.
        move
          ? svgEl(
              "g",
              { class: "landing", "aria-hidden": "true" },
              svgEl("circle", { cx, cy: ly, r: L0.r - 2 }),
              o.hints ? hintMark(cx, ly, move.outcome === "P") : null,
            )
          : null,
        here.map((i, k) => chipShape(cx, L0.pieceY(sqY, k), L0.r, i, classes(i), n)),
        // The computer's last move: the piece it moved, faded where it stood.
        o.ghost?.from === n ? chipShape(cx, ly, L0.r, o.ghost.part, ["ghost"], n, FADED) : null,
      ),
    );
  }
  finish(svg, o);
}

/** The Scoring game's line of squares with numbered chips (drawLine's options). */
export const drawScoringLine = (svg, position, o = {}) => drawLine(svg, position, o, LINE);

/**
 * A piece on a line of squares (`draw`: the Scoring line's or Nimble's strip) as a component of
 * a sum (common.js SumPart): a click on a square moves the piece there, and the piece is named
 * by its square ("square 7"). `random` makes a random square of the page's numbers; `own` adds
 * the game's own parts (its `add`, a `name` for its game ids).
 * @param {(svg: SVGSVGElement, position: string, o: Record<string, any>) => void} draw
 * @param {(n: () => number) => string} random
 * @param {{ add: (game: string) => import("./common.js").AddChoice, name?: (id: string) => string | undefined }} own
 * @returns {import("./common.js").SumPart}
 */
export const linePart = (draw, random, { add, name }) => ({
  draw(svg, state, { moves, hints, was }) {
    const ghost = was && { part: 0, from: Number(was) };
    draw(svg, state, { length: Math.max(4, Number(state), ghost?.from ?? 0), selected: 0, moves, hints, ghost });
  },
  click(target, { moves }) {
    const square = /** @type {HTMLElement | null} */ (target.closest(".square[data-square]"));
    return square ? listedInto(moves, square.dataset.square) : undefined;
  },
  random,
  names: { state: (text) => `square ${formatCount(Number(text))}`, name },
  add,
});

/**
 * A chip on the Scoring line as a component of a sum. A game of it is named by its subtraction
 * set in words ("scoring:1,2,3" -> "Scoring by 1, 2 or 3": the chip moves by 1, 2 or 3), which
 * the add form's box sets; the set's notation, S={1,2,3}, is the Scoring page's, where it is
 * explained.
 */
export const scoringPart = linePart(drawScoringLine, (n) => String(n() + 3), {
  add: () => ({ label: "Scoring chip", example: "7", set: true }),
  name(id) {
    const set = /^scoring:(.*)$/s.exec(id)?.[1];
    if (set === undefined) return undefined;
    const amounts = set.split(",").map((a) => a.trim());
    const last = amounts.pop();
    return `Scoring by ${amounts.length ? `${amounts.join(", ")} or ${last}` : last}`;
  },
});

/**
 * A line of squares as a board a lesson's card takes a move on (common.js BoardPicture): a piece
 * chosen (`o.chosen`, its number from 0; a line with one piece has it chosen from the start),
 * then the square it moves to. `draw` draws the line with the chosen piece selected.
 * @param {(svg: SVGSVGElement, position: string, o: Record<string, any>) => void} draw
 * @param {string} piece what the line's pieces are called ("chip", "coin")
 * @returns {import("./common.js").BoardPicture}
 */
export const lineBoard = (draw, piece) => {
  const only = (/** @type {string} */ position) => (numbers(position).length === 1 ? 0 : null);
  return {
    draw: (svg, position, o = {}) => draw(svg, position, o.small === false ? { ...o, selected: o.chosen ?? only(position) } : o),
    pick(target, moves, chosen) {
      const square = /** @type {HTMLElement | null} */ (target.closest(".square[data-square]"));
      if (!square) return undefined;
      const n = Number(square.dataset.square);
      const selected = chosen ?? only(square.closest("svg")?.dataset.position ?? "");
      const move = moves.find((m) => m.part === selected && Number(m.into[0]) === n);
      if (move) return move;
      // A click on a piece, or on a square a piece stands on, chooses it (the top one of a stack).
      const pieces = [...square.querySelectorAll(".chip[data-part]:not(.ghost)")].map((c) =>
        Number(/** @type {HTMLElement} */ (c).dataset.part),
      );
      const hit = /** @type {HTMLElement | null} */ (target.closest(".chip[data-part]:not(.ghost)"));
      const part = hit ? Number(hit.dataset.part) : pieces.at(-1);
      if (part === undefined || !moves.some((m) => m.part === part)) return undefined;
      return {
        chosen: part,
        focus: `.square[data-square="${n}"]`,
        words: `${piece} ${part + 1} is chosen: click the square it moves to.`,
      };
    },
  };
};

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js): a line as long as its position. */
export const scoringBoard = lineBoard(
  (svg, position, o) => drawScoringLine(svg, position, { length: Math.max(...numbers(position), 0) || 20, ...o }),
  "Chip",
);
