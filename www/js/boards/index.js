// Every board of boards/, by the name the catalogue's pictures use, drawn small: a picture, not a
// control. The home page's cards and the lesson page's cards draw with it, so that a card looks
// like the game's own page. Each board's module says how it is drawn small (`<board>Board`) and
// the build lists them in pictures.js: static imports, not import(`./${board}.js`), since the
// cards are drawn at once, in the page's first task, and the single-file bundle
// (tools/bundle.mjs) has every board in it.

import { boardOf, catalogueEntry, isSumOfGames } from "../catalogue.js";
import { svgEl } from "../ui.js";
import { PICTURES as BOARDS } from "./pictures.js";
import { PARTS } from "./parts.js";

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
 * How a click on a game's drawn position makes a move (its board's `pick`; a sum's, on its parts'
 * boards), or null for a game whose board has none.
 * @param {string} game the core's game id
 */
export function boardPick(game) {
  const entry = catalogueEntry(game);
  if (!entry) return null;
  if (isSumOfGames(entry)) return sumPick;
  return BOARDS[entry.picture?.[0]?.board ?? ""]?.pick ?? null;
}

/** A sum's listed moves of one part, as its component's board lists them (common.js PartMove: part 0). */
const partMoves = (moves, part) => moves.filter((m) => m.part === part).map((m) => ({ ...m, part: 0 }));

/**
 * A move made on a sum's boards (a lesson card's), as on the sums page: the part pointed at says
 * what the click does (its component's SumPart.click), `chosen` being { part, piece } of a
 * first click (a Kayles pin).
 * @type {NonNullable<import("./common.js").BoardPicture["pick"]>}
 */
function sumPick(target, moves, chosen) {
  const svg = /** @type {SVGSVGElement | null} */ (target.closest("svg[data-sum-part]"));
  const part = PARTS[svg?.dataset.board ?? ""];
  if (!svg || !part) return undefined;
  const index = Number(svg.dataset.sumPart);
  const own = moves.filter((m) => m.part === index);
  const click = part.click(target, {
    state: svg.dataset.position ?? "",
    moves: partMoves(moves, index),
    chosen: chosen?.part === index ? chosen.piece : null,
    name: `component ${index + 1}`,
  });
  if (!click) return undefined;
  if ("move" in click) return click.move ? own.find((m) => m.move === click.move?.move) : undefined;
  return { chosen: { part: index, piece: click.chosen }, focus: `svg[data-sum-part="${index}"] ${click.focus}`, words: click.words };
}

/**
 * One part of a sum drawn to take a move (a lesson card's): its component's board as the sums
 * page draws it, with the sum's moves of that part and what a first click chose in it.
 * @param {{ part?: number, game: string, state: string }} p
 * @param {Record<string, any>} o the card's options: moves, chosen ({ part, piece })
 */
function sumPartBoard(p, o) {
  const board = boardOf(p.game) ?? "";
  const part = PARTS[board];
  if (!part) return boardPicture(board, p.state);
  const index = p.part ?? 0;
  const svg = /** @type {SVGSVGElement} */ (
    svgEl("svg", { class: ["board", "mini-board", part.className ?? null], xmlns: "http://www.w3.org/2000/svg" })
  );
  svg.dataset.sumPart = String(index);
  svg.dataset.board = board;
  part.draw(svg, p.state, {
    moves: partMoves(o.moves ?? [], index),
    hints: false,
    chosen: o.chosen?.part === index ? o.chosen.piece : null,
  });
  return svg;
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
      const svg = !board ? null : options.small === false ? sumPartBoard(p, options) : boardPicture(board, p.state);
      return svg ? [svg] : [];
    });
  }
  const board = entry.picture?.[0]?.board;
  const svg = board ? boardPicture(board, position, { game, ...options }) : null;
  return svg ? [svg] : [];
}
