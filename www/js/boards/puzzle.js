// The 8-puzzle's small picture (a card's): the tray and its tiles. The page draws its own tray.

import { svgEl } from "../ui.js";
import { drawGrid } from "./common.js";

/** The 8-puzzle's tray: nine digits row by row, 0 the gap. */
export function drawPuzzle(svg, position, o = {}) {
  const tiles = String(position).replace(/\D/g, "").padEnd(9, "0");
  drawGrid(
    svg,
    position,
    `8-puzzle tray: ${position}`,
    o,
    [3, 40, 4],
    [svgEl("rect", { class: "tray-bg", x: 0, y: 0, width: 128, height: 128, rx: 6 })],
    (i, x, y) =>
      tiles[i] === "0"
        ? []
        : [
            svgEl("rect", { class: "tile", x: x + 2, y: y + 2, width: 36, height: 36, rx: 5 }),
            svgEl("text", { class: "tile-num", x: x + 20, y: y + 27, "font-size": 20, text: tiles[i] }),
          ],
  );
}

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js). @type {import("./common.js").BoardPicture} */
export const puzzleBoard = { draw: drawPuzzle };
