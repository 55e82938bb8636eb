// Corner the Lady's board (Wythoff's game): queens on boards of squares.

import { svgEl } from "../ui.js";
import {
  numbers,
  natural,
  start,
  finish,
  group,
  outcomeMark,
  FADED,
  verdict,
  byKey,
  reachDot,
  cellButton,
  canMove,
  listedInto,
} from "./common.js";

const WYTHOFF = { cell: 52, margin: 34, gap: 40, top: 10, perRow: 2 };

/**
 * How many squares of a side are drawn (queens further out are typed): one or two boards of
 * up to 16 x 16, three or more of 12 x 12, so that a redraw stays well under 50 ms.
 */
export const wythoffSize = (queens, size = 8) => Math.min(size, queens > 2 ? 12 : 16);

/**
 * One board per queen. options.queens ([[x, y], ...], else the position's), size (squares per
 * side), pPairs (the P-squares the core listed), grundy (values by [y][x], shown with
 * showValues), partValues (each board's value, in its title), moves, hints (P-squares marked,
 * moves ticked or crossed), ghost { part, x, y }: where the queen the computer moved stood.
 */
export function drawWythoff(svg, position, o = {}) {
  const { cell, margin, gap, top, perRow: most } = WYTHOFF;
  // Pairs "x,y" of a position such as "3,5" or "3,5 2,7".
  const n = numbers(position);
  const queens = o.queens ?? n.flatMap((v, i) => (i % 2 === 0 && i + 1 < n.length ? [[v, n[i + 1]]] : []));
  const size = o.size ?? wythoffSize(queens.length);
  const P = new Set((o.pPairs ?? []).flatMap(([a, b]) => [`${a},${b}`, `${b},${a}`]));
  const boardW = margin + size * cell;
  const perRow = Math.min(most, queens.length);
  const title = queens.length > 1 ? 30 : 0;
  const boardH = top + size * cell + margin + title;
  const width = perRow * boardW + (perRow - 1) * gap + 10;
  const name = `${queens.length === 1 ? "The board" : `${queens.length} boards`}: queens on ${position}`;
  start(svg, position, width, Math.ceil(queens.length / perRow) * boardH, name, o, natural(width));
  svg.classList.toggle("show-p", Boolean(o.hints));

  queens.forEach(([qx, qy], part) => {
    const ox = (part % perRow) * (boardW + gap) + margin;
    const oy = Math.floor(part / perRow) * boardH + top + title;
    const board = group("queen-board-group", { "data-part": part }, `board ${part + 1}: queen at (${qx}, ${qy})`);
    if (title) {
      // The board's value is a spoiler while a lesson question waits (lessons.css).
      const value = o.partValues?.[part];
      board.append(
        svgEl(
          "text",
          { class: "board-title", x: ox + (size * cell) / 2, y: oy - 12, "font-size": 22 },
          `queen ${part + 1}`,
          value === undefined ? null : svgEl("tspan", { class: "spoiler in-text", text: `: *${value}` }),
        ),
      );
    }
    const reach = byKey(
      (o.moves ?? []).filter((m) => m.part === part),
      (m) => m.into[0],
    );
    const ghost = o.ghost?.part === part ? o.ghost : null;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const cx = ox + x * cell;
        const cy = oy + (size - 1 - y) * cell; // y = 0 at the bottom
        const [mx, my] = [cx + cell / 2, cy + cell / 2];
        const isQueen = x === qx && y === qy;
        const move = reach.get(`${x},${y}`);
        const isP = P.has(`${x},${y}`);
        const v = o.showValues ? o.grundy?.[y]?.[x] : undefined;
        // On a P-square the dot moves to the lower left, clear of the P mark in the corner; the
        // P mark goes on top of the pieces, so a queen never hides it.
        const shift = isP && o.hints ? 8 : 0;
        board.append(
          cellButton(
            [cx, cy, cell],
            ["cell", (x + y) % 2 ? "light" : "dark", isP ? "p" : null, move ? "reach" : null, verdict(move, o.hints)],
            {
              "data-part": part,
              "data-x": x,
              "data-y": y,
              "data-key": `c-${part}-${x}-${y}`,
              "data-roving": `board-${part}`,
              "data-action": "cell",
            },
            isQueen,
            [`(${x}, ${y})`, isQueen && "the queen", o.hints && isP && "P-square", canMove("the queen", move, o.hints)],
            v === undefined
              ? null
              : svgEl("text", {
                  class: ["cell-value", v === 0 ? "zero" : null, "spoiler"],
                  x: cx + 14,
                  y: cy + cell - 8,
                  "font-size": 16,
                  text: v,
                }),
            move && !isQueen ? reachDot(mx - shift, my + shift, move, o.hints) : null,
            ghost?.x === x && ghost.y === y ? queenShape(mx, my, "queen ghost", FADED) : null,
            isQueen ? queenShape(mx, my, "queen") : null,
            isP ? outcomeMark(cx + cell - 16, cy + 16, "P") : null,
          ),
        );
      }
    }
    // Coordinates along the edges.
    for (let k = 0; k < size; k++) {
      board.append(
        svgEl("text", { class: "coord", x: ox + k * cell + cell / 2, y: oy + size * cell + 24, "font-size": 18, text: k }),
        svgEl("text", { class: "coord", x: ox - 16, y: oy + (size - 1 - k) * cell + cell / 2 + 6, "font-size": 18, text: k }),
      );
    }
    svg.append(board);
  });
  finish(svg, o);
}

const queenShape = (mx, my, className, faded = {}) =>
  svgEl(
    "g",
    { class: className, ...faded, "aria-hidden": "true" },
    svgEl("circle", { cx: mx, cy: my, r: WYTHOFF.cell / 2 - 5 }),
    svgEl("text", { x: mx, y: my + 11, "font-size": 30, text: "♛" }),
  );

/**
 * Corner the Lady's names (impartial-words.js defaultNames fills in the rest): queens on
 * boards, squares written (x,y). The Corner the Lady page's and a sum's queens.
 */
export const wythoffNames = {
  part: (i) => `queen ${i + 1}`,
  /** @param {string} text */
  state: (text) => `(${String(text).replace(",", ", ")})`,
  move(part, into) {
    return `queen ${part + 1} to (${String(into).replace(",", ", ")})`;
  },
  unit: "square",
  /** @param {string[]} into */
  label: (into) => (into.length === 0 ? "0" : `(${into[0].replace(",", ", ")})`),
};

/**
 * A queen on her board as a component of a sum (common.js SumPart): the board is as large as
 * her square and the one she came from need, and a click on a square moves her there.
 * @type {import("./common.js").SumPart}
 */
export const wythoffPart = {
  draw(svg, state, { moves, hints, was }) {
    const [x, y] = state.split(",").map(Number);
    const [gx, gy] = was ? was.split(",").map(Number) : [0, 0];
    drawWythoff(svg, state, { size: Math.max(4, x + 1, y + 1, gx + 1, gy + 1), moves, hints, ghost: was && { part: 0, x: gx, y: gy } });
  },
  click(target, { moves }) {
    const cell = /** @type {HTMLElement | null} */ (target.closest(".cell[data-x]"));
    return cell ? listedInto(moves, `${cell.dataset.x},${cell.dataset.y}`) : undefined;
  },
  random: (n) => `${n()},${n()}`,
  names: wythoffNames,
  add: () => ({ label: "Corner the Lady queen", example: "3,5" }),
};

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js): on a board of 7 squares a side. @type {import("./common.js").BoardPicture} */
export const wythoffBoard = {
  draw: (svg, position, o) => drawWythoff(svg, position, { ...o, size: 7 }),
  // A square is the move of its board's queen there (the core's move: its part, and what it becomes).
  pick(target, moves) {
    const cell = /** @type {HTMLElement | null} */ (target.closest(".cell[data-x]"));
    if (!cell) return undefined;
    const part = Number(cell.dataset.part ?? 0);
    return moves.find((m) => m.part === part && m.into?.[0] === `${cell.dataset.x},${cell.dataset.y}`);
  },
};
