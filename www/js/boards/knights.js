// The Knights game's board: an N x N board, squares [row, column] from 1 at the top left, with
// numbered knights (several may share a square). A knight is chosen, then the square it moves to.

import { svgEl, andList } from "../ui.js";
import { numbers, natural, start, finish, group, FADED, verdict, byKey, reachDot, cellButton, canMove } from "./common.js";

const KNIGHTS = { cell: 52, margin: 30, top: 28 };

/** The knights [[row, column], ...] of a position "5,5;3,4". */
export const knightsOf = (position) => {
  const n = numbers(position);
  return n.flatMap((v, i) => (i % 2 === 0 && i + 1 < n.length ? [[v, n[i + 1]]] : []));
};

/** A square in words: "row 3, column 6". */
export const squareWords = (row, column) => `row ${row}, column ${column}`;

/**
 * The board. options.size (squares a side), knights ([[row, column], ...], else the position's),
 * selected (the knight whose moves are shown), moves (the core's, with part and into), hints
 * (moves ticked or crossed), grundy (values by [row - 1][column - 1], shown with showValues;
 * `filledTo`: only the first squares of `filled` are written, as a build-up reaches them),
 * ghost { part, row, column }: where the knight the computer moved stood.
 */
export function drawKnights(svg, position, o = {}) {
  const { cell, margin, top } = KNIGHTS;
  const knights = o.knights ?? knightsOf(position);
  const size = o.size ?? 8;
  const width = margin + size * cell + 6;
  const height = top + size * cell + 6;
  start(svg, position, width, height, `The ${size} by ${size} board: knights on ${position}`, o, natural(width));
  const sel = o.selected ?? null;
  const reach = byKey(
    (o.moves ?? []).filter((m) => m.part === sel),
    (m) => m.into[0],
  );
  // Square -> the knights on it.
  const on = new Map();
  knights.forEach(([r, c], i) => on.set(`${r},${c}`, [...(on.get(`${r},${c}`) ?? []), i]));
  const written = o.filled ? new Set(o.filled.slice(0, (o.filledTo ?? -1) + 1).map((f) => f.square.join(","))) : null;
  const firstKnight = knights[sel ?? 0];
  const board = group("knights-board", {}, `board of ${size} by ${size} squares`);
  for (let row = 1; row <= size; row++) {
    for (let column = 1; column <= size; column++) {
      const [x, y] = [margin + (column - 1) * cell, top + (row - 1) * cell];
      const key = `${row},${column}`;
      const here = on.get(key) ?? [];
      const move = reach.get(key);
      const value = o.showValues && (!written || written.has(key)) ? o.grundy?.[row - 1]?.[column - 1] : undefined;
      board.append(
        cellButton(
          [x, y, cell],
          ["cell", (row + column) % 2 ? "dark" : "light", move ? "reach" : null, verdict(move, o.hints)],
          { "data-row": row, "data-column": column, "data-key": `k-${row}-${column}`, "data-roving": "board", "data-action": "cell" },
          firstKnight ? firstKnight[0] === row && firstKnight[1] === column : row === 1 && column === 1,
          [
            squareWords(row, column),
            here.length && `${andList(here.map((i) => `knight ${i + 1}`))} ${here.length === 1 ? "is" : "are"} here`,
            here.includes(sel ?? -1) && "chosen",
            canMove(`knight ${(sel ?? 0) + 1}`, move, o.hints),
          ],
          value === undefined
            ? null
            : svgEl("text", {
                class: ["cell-value", value === 0 ? "zero" : null, "spoiler"],
                x: x + 12,
                y: y + cell - 7,
                "font-size": 15,
                text: value,
              }),
          o.ghost && o.ghost.row === row && o.ghost.column === column ? knightShape(x, y, [o.ghost.part], "knight ghost", FADED) : null,
          here.length ? knightShape(x, y, here, ["knight", here.includes(sel ?? -1) ? "selected" : null].filter(Boolean).join(" ")) : null,
          // A square another knight stands on may be reached too: its mark goes in the corner, over the knight.
          move ? reachDot(x + cell / 2 + (here.length ? 13 : 0), y + cell / 2 + (here.length ? 13 : 0), move, o.hints) : null,
        ),
      );
    }
  }
  // Column numbers along the top, row numbers down the left.
  for (let k = 1; k <= size; k++) {
    board.append(
      svgEl("text", { class: "coord", x: margin + (k - 1) * cell + cell / 2, y: top - 8, "font-size": 17, text: k }),
      svgEl("text", { class: "coord", x: margin / 2, y: top + (k - 1) * cell + cell / 2 + 6, "font-size": 17, text: k }),
    );
  }
  svg.append(board);
  finish(svg, o);
}

/** Knights `parts` on one square: the piece, and their numbers (or how many) beside it. */
function knightShape(x, y, parts, className, faded = {}) {
  const c = KNIGHTS.cell;
  const label = parts.length > 2 ? `×${parts.length}` : parts.map((i) => i + 1).join(",");
  return svgEl(
    "g",
    { class: className, "data-part": parts[0], ...faded, "aria-hidden": "true" },
    svgEl("circle", { cx: x + c / 2, cy: y + c / 2, r: c / 2 - 4 }),
    svgEl("text", { x: x + c / 2, y: y + c / 2 + 11, "font-size": 32, text: "♞" }),
    svgEl("text", { class: "knight-num", x: x + c - 3, y: y + 15, "font-size": 16, "text-anchor": "end", text: label }),
  );
}

/**
 * The Knights game's names (impartial-words.js defaultNames fills in the rest): knights on one
 * board, squares written "row 3, column 6". The page's and a sum's knights.
 */
export const knightsNames = {
  part: (i) => `knight ${i + 1}`,
  /** @param {string} text */
  state: (text) => {
    const [r, c] = String(text).split(",");
    return squareWords(Number(r), Number(c));
  },
  move(part, into) {
    return `knight ${part + 1} to ${this.state(into)}`;
  },
  unit: "knight",
  /** @param {string[]} into */
  label: (into) => (into.length === 0 ? "0" : `[${into[0].replace(",", ", ")}]`),
};

/**
 * The knight chosen on a board where a click on a knight chooses it and a click on a square it
 * reaches moves it: `chosen`, else the only knight that can move.
 */
export function chosenKnight(moves, chosen) {
  if (chosen !== null && chosen !== undefined) return chosen;
  const movers = [...new Set(moves.map((m) => m.part))];
  return movers.length === 1 ? movers[0] : null;
}

/**
 * What a click on `target` does with knight `chosen` chosen (or none): the listed move there,
 * the knight chosen on it (the first of its knights that can move), or null for no move.
 * @returns {{ move: Record<string, any> } | { chosen: number, row: number, column: number } | null | undefined}
 */
export function knightClick(target, moves, knights, chosen) {
  const square = /** @type {HTMLElement | null} */ (target.closest(".cell[data-row]"));
  if (!square) return undefined;
  const [row, column] = [Number(square.dataset.row), Number(square.dataset.column)];
  const sel = chosenKnight(moves, chosen);
  const move = moves.find((m) => m.part === sel && m.into?.[0] === `${row},${column}`);
  if (move) return { move };
  const here = knights.flatMap(([r, c], i) => (r === row && c === column && moves.some((m) => m.part === i) ? [i] : []));
  if (here.length) return { chosen: here.includes(sel ?? -1) ? /** @type {number} */ (sel) : here[0], row, column };
  return null;
}

/** A knight chosen by a click (knightClick): the step's focus and words (`of`: whose knight, in a sum). */
const knightChosen = ({ chosen, row, column }, of = "") => ({
  chosen,
  focus: `.cell[data-row="${row}"][data-column="${column}"]`,
  words: `Knight ${chosen + 1}${of} is chosen: click the square it moves to.`,
});

/**
 * A board of knights as a component of a sum (common.js SumPart): a click on a knight chooses
 * it, a click on a square it reaches moves it there.
 * @type {import("./common.js").SumPart}
 */
export const knightsPart = {
  draw(svg, state, { moves, hints, chosen }) {
    // A sum's part is not told its board's size: drawn as far as its knights and their moves go.
    const knights = knightsOf(state);
    const size = Math.max(5, ...knights.flat(), ...moves.flatMap((m) => knightsOf(m.into[0] ?? "").flat()));
    drawKnights(svg, state, { size, knights, moves, hints, selected: chosenKnight(moves, chosen) });
  },
  click(target, { state, moves, chosen, name }) {
    const click = knightClick(target, moves, knightsOf(state), chosen);
    if (!click) return click === null ? { move: null } : undefined;
    // The listed move the click makes is one of `moves`, a part's own.
    return "move" in click ? { move: /** @type {import("./common.js").PartMove} */ (click.move) } : knightChosen(click, ` of ${name}`);
  },
  random: (n) => `${Math.min(8, n() + 2)},${Math.min(8, n() + 2)}`,
  names: knightsNames,
  add: () => ({ label: "Knights game board (8 x 8)", example: "5,5;3,4" }),
};

/**
 * The board drawn small, a picture of a position on the home and lesson pages (boards/index.js),
 * on an 8 x 8 board unless a knight stands further out. A move is made on it as on the page: a
 * knight chosen (`o.chosen`), then its square.
 * @type {import("./common.js").BoardPicture}
 */
export const knightsBoard = {
  draw(svg, position, o = {}) {
    const knights = knightsOf(position);
    const size = Math.max(8, ...knights.flat());
    drawKnights(svg, position, { ...o, size, knights, selected: o.small === false ? chosenKnight(o.moves ?? [], o.chosen) : null });
  },
  pick(target, moves, chosen) {
    const svg = target.closest("svg");
    const click = knightClick(target, moves, knightsOf(svg?.dataset.position ?? ""), chosen);
    if (!click) return undefined;
    return "move" in click ? click.move : knightChosen(click);
  },
};
