// Tic-tac-toe's small picture (a card's): the grid, its marks and the numbers of the empty cells
// (a move names its cell, 1 to 9 row by row). The page draws its own grid.

import { svgEl } from "../ui.js";
import { drawGrid, button } from "./common.js";

/** Tic-tac-toe: nine characters, x, o or a dot, row by row. */
export function drawTicTacToe(svg, position, o = {}) {
  const marks = String(position).padEnd(9, ".");
  const lines = [44, 84].flatMap((k) => [
    svgEl("line", { class: "ttt-line", x1: k, y1: 6, x2: k, y2: 122 }),
    svgEl("line", { class: "ttt-line", x1: 6, y1: k, x2: 122, y2: k }),
  ]);
  drawGrid(svg, position, `Tic-tac-toe grid: ${position}`, o, [3, 40, 4], lines, (i, x, y) => {
    const [cx, cy] = [x + 20, y + 20];
    if (/x/i.test(marks[i]))
      return [
        svgEl("path", {
          class: "ttt-x",
          d: `M ${cx - 11} ${cy - 11} L ${cx + 11} ${cy + 11} M ${cx + 11} ${cy - 11} L ${cx - 11} ${cy + 11}`,
        }),
      ];
    if (/o/i.test(marks[i])) return [svgEl("circle", { class: "ttt-o", cx, cy, r: 12 })];
    // An empty cell shows its number, as the cells are named in a move ("cell 5"); on a card
    // that takes a move (not small) it is a button.
    const number = svgEl(
      "text",
      { class: "ttt-cell-number", x: cx, y: cy, "text-anchor": "middle", "dominant-baseline": "central" },
      String(i + 1),
    );
    if (o.small !== false) return [number];
    const hit = svgEl("rect", { class: "hit", x: x + 2, y: y + 2, width: 36, height: 36, rx: 4 });
    return [button(["ttt-cell"], { "data-cell": i }, i === marks.indexOf("."), [`cell ${i + 1}, empty`], hit, number)];
  });
}

/**
 * The board drawn small, a picture of a position on the home and lesson pages (boards/index.js).
 * A move is made on it by pointing at an empty cell (the core's move has its cell, 0 to 8).
 * @type {import("./common.js").BoardPicture}
 */
export const tictactoeBoard = {
  draw: drawTicTacToe,
  pick(target, moves) {
    const cell = /** @type {HTMLElement | null} */ (target.closest(".ttt-cell[data-cell]"));
    return cell ? moves.find((m) => m.cell === Number(cell.dataset.cell)) : undefined;
  },
};
