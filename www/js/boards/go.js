// 2x2 Go's small picture (a card's): the board and its stones. The page draws its own board.

import { svgEl } from "../ui.js";
import { drawGrid } from "./common.js";

/** 2x2 Go: the four points, row by row, b or w for a stone (an empty board is written "."); the lines join the cells' centres. */
export function drawGo(svg, position, o = {}) {
  const stones = String(position)
    .replace(/[^bwBW.]/g, "")
    .padEnd(4, ".");
  const board = [svgEl("rect", { class: "go-wood", x: 2, y: 2, width: 108, height: 108, rx: 6 })].concat(
    [28, 84].flatMap((k) => [
      svgEl("line", { class: "go-line", x1: 28, y1: k, x2: 84, y2: k }),
      svgEl("line", { class: "go-line", x1: k, y1: 28, x2: k, y2: 84 }),
    ]),
  );
  drawGrid(svg, position, `2x2 Go board: ${position}`, o, [2, 56, 0], board, (i, x, y) =>
    stones[i] === "."
      ? []
      : [svgEl("circle", { class: ["go-stone", /b/i.test(stones[i]) ? "black" : "white"], cx: x + 28, cy: y + 28, r: 22 })],
  );
}

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js). @type {import("./common.js").BoardPicture} */
export const goBoard = { draw: drawGo };
