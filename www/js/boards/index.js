// Every board of boards/, by the name the catalogue's pictures use, drawn small: a picture, not a
// control. The home page's cards and the lesson page's cards draw with it, so that a card looks
// like the game's own page. Each board's module says how it is drawn small (`<board>Board`) and
// the build lists them in pictures.js: static imports, not import(`./${board}.js`), since the
// cards are drawn at once, in the page's first task, and the single-file bundle
// (tools/bundle.mjs) has every board in it.

import { boardOf, catalogueEntry, isSumOfGames } from "../catalogue.js";
import { svgEl } from "../ui.js";
import { PICTURES as BOARDS } from "./pictures.js";

export { boardOf };

/**
 * Draw `position` on `board` (a name of the catalogue's pictures) into `svg`, which gets the
 * board's class; false for a board there is no drawing of.
 * @param {string} board
 * @param {SVGSVGElement} svg
 * @param {string} position
 * @param {Record<string, any>} [options] the board's options (`small` for a picture)
 */
export function drawBoard(board, svg, position, options = {}) {
  const entry = BOARDS[board];
  if (!entry) return false;
  if (entry.className) svg.classList.add(entry.className);
  entry.draw(svg, position, options);
  return true;
}

/**
 * A small picture of `position` on `board` (a name of the catalogue's pictures); null for a
 * board there is no drawing of.
 * @param {Record<string, any>} [options] more of the board's options (`picture` for a larger image)
 * @returns {SVGSVGElement | null}
 */
export function boardPicture(board, position, options = {}) {
  if (!BOARDS[board]) return null;
  const svg = /** @type {SVGSVGElement} */ (svgEl("svg", { class: ["board", "mini-board"], xmlns: "http://www.w3.org/2000/svg" }));
  drawBoard(board, svg, position, { small: true, ...options });
  return svg;
}

/**
 * How a click on a game's drawn position makes a move (its board's `pick`), or null for a game
 * whose board has none (a sum, drawn as several boards, has none).
 * @param {string} game the core's game id
 */
export function boardPick(game) {
  const entry = catalogueEntry(game);
  if (!entry || isSumOfGames(entry)) return null;
  return BOARDS[entry.picture?.[0]?.board ?? ""]?.pick ?? null;
}

/**
 * The pictures of a game's position: its board, or for a sum each part on its own game's board
 * (`parts`: the core's analysis of the sum, each `{ game, state }`).
 * @param {string} game the core's game id
 * @param {string} position
 * @param {{ game: string, state: string }[]} [parts]
 * @param {Record<string, any>} [options] the board's options (`small: false`: its pieces stay buttons, for a move made on it)
 * @returns {SVGSVGElement[]}
 */
export function gamePictures(game, position, parts, options = {}) {
  const entry = catalogueEntry(game);
  if (!entry) return [];
  if (isSumOfGames(entry)) {
    return (parts ?? []).flatMap((p) => {
      const board = boardOf(p.game);
      const svg = board ? boardPicture(board, p.state) : null;
      return svg ? [svg] : [];
    });
  }
  const board = entry.picture?.[0]?.board;
  const svg = board ? boardPicture(board, position, options) : null;
  return svg ? [svg] : [];
}
