// Nimble's board: a strip of squares with numbered coins, drawn by the Scoring line's drawLine.

import { drawLine, linePart, lineBoard } from "./scoring.js";

/** Nimble's strip: its coins sit on their square, square 0 out of play, the numbers below. */
const STRIP = {
  w: 62,
  size: 58,
  r: 21,
  minLength: 10,
  minStack: 2,
  rx: 6,
  hitPad: 2,
  piece: "coin",
  line: "strip",
  naturalHeight: false,
  squareY: (stack) => 8 + (stack - 1) * 46 + 30,
  pieceY: (sqY, k) => sqY + 58 / 2 - k * 46,
  height: (sqY) => sqY + 58 + 40,
  number: (n, sqY, cx) => ({ x: cx, y: sqY + 58 + 28, "font-size": 20 }),
};

/** Nimble's strip of squares with numbered coins (drawLine's options). */
export const drawNimble = (svg, position, o = {}) => drawLine(svg, position, o, STRIP);

/** A coin on Nimble's strip as a component of a sum. */
export const nimblePart = linePart(drawNimble, (n) => String(n()), { add: () => ({ label: "Nimble coin", example: "5" }) });

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js): a coin chosen, then its square. */
export const nimbleBoard = lineBoard(drawNimble, "Coin");
