// Every board of boards/, by the name the catalogue's pictures use, drawn small: a picture, not a
// control. The home page's cards and the lesson page's cards draw with it, so that a card looks
// like the game's own page. One static import per board, not import(`./${board}.js`): the cards
// are drawn at once, in the page's first task, and the single-file bundle (tools/bundle.mjs) has
// every board in it.

import { catalogueEntry } from "../catalogue.js";
import { svgEl } from "../ui.js";
import { drawNim } from "./nim.js";
import { drawMoore } from "./moore.js";
import { drawScoringLine } from "./scoring.js";
import { drawNimble } from "./nimble.js";
import { drawKayles } from "./kayles.js";
import { drawWythoff } from "./wythoff.js";
import { drawNorthcott } from "./northcott.js";
import { drawChomp } from "./chomp.js";
import { drawTicTacToe } from "./tictactoe.js";
import { drawGo } from "./go.js";
import { drawPuzzle } from "./puzzle.js";
import { drawHackenbush } from "./hackenbush.js";
import { drawDomineering } from "./domineering.js";
import { drawCutcake } from "./cutcake.js";
import { drawToads } from "./toads.js";
import { xorPicture } from "./xor.js";
import { valuesPicture } from "./values.js";
import { drawPig } from "./pig.js";

/**
 * How each board is drawn small, and the class its colours hang on (Chomp's, the partizan
 * games'). @type {Record<string, [(svg: SVGSVGElement, position: string, o: Record<string, any>) => void, string?]>}
 */
const BOARDS = {
  nim: [drawNim],
  moore: [drawMoore],
  scoring: [(svg, position, o) => drawScoringLine(svg, position, { ...o, length: Number(position) || 20 })],
  nimble: [drawNimble],
  kayles: [drawKayles],
  wythoff: [(svg, position, o) => drawWythoff(svg, position, { ...o, size: 7 })],
  northcott: [drawNorthcott],
  chomp: [drawChomp, "chomp-board"],
  tictactoe: [drawTicTacToe],
  go: [drawGo],
  puzzle: [drawPuzzle],
  hackenbush: [drawHackenbush, "hackenbush-board"],
  domineering: [drawDomineering, "domineering-board"],
  cutcake: [drawCutcake, "cutcake-board"],
  toads: [drawToads, "toads-board"],
  xor: [xorPicture],
  values: [valuesPicture],
  pig: [drawPig],
};

/**
 * A small picture of `position` on `board` (a name of the catalogue's pictures); null for a
 * board there is no drawing of.
 * @param {Record<string, any>} [options] more of the board's options (`picture` for a larger image)
 * @returns {SVGSVGElement | null}
 */
export function boardPicture(board, position, options = {}) {
  if (!BOARDS[board]) return null;
  const [draw, boardClass] = BOARDS[board];
  const svg = /** @type {SVGSVGElement} */ (
    svgEl("svg", { class: ["board", "mini-board", boardClass], xmlns: "http://www.w3.org/2000/svg" })
  );
  draw(svg, position, { small: true, ...options });
  return svg;
}

/**
 * The pictures of a game's position: its board, or for a sum each part on its own game's board
 * (`parts`: the core's analysis of the sum, each `{ game, state }`).
 * @param {string} game the core's game id
 * @param {string} position
 * @param {{ game: string, state: string }[]} [parts]
 * @returns {SVGSVGElement[]}
 */
export function gamePictures(game, position, parts) {
  const entry = catalogueEntry(game);
  if (!entry) return [];
  if (entry.id === "sums") {
    return (parts ?? []).flatMap((p) => {
      const board = catalogueEntry(p.game)?.picture?.[0]?.board;
      const svg = board ? boardPicture(board, p.state) : null;
      return svg ? [svg] : [];
    });
  }
  const board = entry.picture?.[0]?.board;
  // The values page draws the value as its picture, without the side to move.
  const shown = board === "values" ? position.replace(/^\s*[LR]\s*:\s*/i, "") : position;
  const svg = board ? boardPicture(board, shown) : null;
  return svg ? [svg] : [];
}
