// What every board of boards/ shares: the one pure-function contract (below), the svg's start
// and finish, a button, the hint marks (tick, cross, P/N disc), the faded look of the computer's
// last move, a cell with its focus ring, the small grid pictures, the partizan parts' values.
// Each game's board is its own module, boards/<board>.js (named as the catalogue's pictures)
// with its stylesheet css/boards/<board>.css. The contract: one pure function per game, draw<Game>(svg, position, options),
// that clears `svg` and draws a position into it. Nothing here looks up the page, asks the core
// or keeps state: options add what a game page shows on top (hints, the selected piece, the
// squares a piece can reach, the computer's last move faded). Called with a position alone, a
// function draws the plain board: a page's board, a card's start position, a component of a
// sum. Options every function knows:
//   small   a picture, not a control: no buttons or tab stops, the class "small" on the svg
//   hints   mark each move as winning (tick) or losing (cross)
//   moves   the core's listed moves (with their outcome, for hints); none: nothing is reachable
//   ghost   the computer's last move, drawn faded (each function says its shape)
//   game    the core's game id, for a board whose size it holds (a picture's, a card's)

import { svgEl } from "../ui.js";

/** Numbers of a position such as "3,4,5" (an empty text: none). */
export const numbers = (position) => (String(position ?? "").match(/\d+/g) ?? []).map(Number);

/** The CSS sizes a page's board takes its size from: the drawing's natural width (and height). */
export const natural = (width, height) => ({ "--natural-width": `${width}px`, ...(height ? { "--natural-height": `${height}px` } : {}) });

/**
 * Clear `svg`, give it its size, name and CSS `style`; a `small` picture loses its buttons afterwards.
 * @param {Record<string, any>} [style] CSS custom properties by name
 */
export function start(svg, position, width, height, label, o, style = natural(width, height)) {
  svg.textContent = "";
  svg.dataset.position = position;
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  for (const [name, value] of Object.entries(style)) svg.style.setProperty(name, value);
  svg.setAttribute("aria-label", label);
  svg.classList.toggle("small", Boolean(o.small));
}

/**
 * A partizan board's start (start's arguments): a group, its side to move ("L" or "R":
 * options.toMove, else the position's "R:" prefix) in data-to-move; returns that side.
 */
export function startPartizan(svg, position, width, height, label, o) {
  start(svg, position, width, height, label, o);
  svg.setAttribute("role", "group");
  svg.dataset.toMove = o.toMove ?? (/^\s*R\s*:/i.test(String(position)) ? "R" : "L");
  return svg.dataset.toMove;
}

/**
 * A board wider than its frame (a long line on a phone, board.css) scrolls sideways: its tab stop
 * (the chip, the chosen square) is brought into view if it is out of it, and nothing moves otherwise.
 */
function showTabStop(svg) {
  const frame = svg.parentElement;
  const stop = svg.querySelector('[tabindex="0"]');
  if (!frame || !stop || frame.scrollWidth <= frame.clientWidth) return;
  const [s, f] = [stop.getBoundingClientRect(), frame.getBoundingClientRect()];
  if (s.left < f.left || s.right > f.right) frame.scrollLeft += s.left - f.left - (f.width - s.width) / 2;
}

/** A small picture (or a Why? picture) is an image: its squares and pieces are no buttons and no tab stops. */
export function finish(svg, o) {
  if (!o.small && !o.picture) {
    showTabStop(svg);
    return;
  }
  for (const node of svg.querySelectorAll("[role=button], [tabindex]")) {
    node.removeAttribute("role");
    node.removeAttribute("tabindex");
  }
  svg.setAttribute("role", "img");
}

/** A square or piece a person plays: a button, the tab stop of its group when `focused`; `label` parts joined by commas. */
export const button = (classes, data, focused, label, ...children) =>
  svgEl(
    "g",
    { class: classes, ...data, role: "button", tabindex: focused ? 0 : -1, "aria-label": label.filter(Boolean).join(", ") },
    ...children,
  );

/** A group of a board's items (a pile, a row, a strip, a queen's board), named by `label`. */
export const group = (classes, data, label, ...children) =>
  svgEl("g", { class: classes, ...data, role: "group", "aria-label": label }, ...children);

/** A hint at (x, y): a tick for a winning move, a cross for a losing one, on a round backing 32 units (30 px) across. */
export function hintMark(x, y, wins, { className = "mark", r = 16 } = {}) {
  return svgEl(
    "g",
    { class: className, "data-wins": String(wins), transform: `translate(${x} ${y})`, "aria-hidden": "true" },
    // No fill of its own (an attribute, so that a page's CSS may still colour it: Kayles).
    svgEl("circle", { class: "mark-back", r, fill: "none" }),
    svgEl("path", { d: wins ? "M -10 1 L -3 8 L 11 -8" : "M -7 -7 L 7 7 M 7 -7 L -7 7" }),
  );
}

/** An outcome mark: a filled circle with P or N, coloured by outcome; a spoiler. */
export function outcomeMark(x, y, outcome, r = 16) {
  return svgEl(
    "g",
    {
      class: `omark omark-${outcome === "P" ? "p" : "n"} spoiler`,
      "data-outcome": outcome,
      transform: `translate(${x} ${y})`,
      "aria-hidden": "true",
    },
    svgEl("circle", { r }),
    svgEl("text", { y: r * 0.38, "font-size": r * 1.15, text: outcome }),
  );
}

/** The computer's last move drawn faded, as attributes: the same whichever style sheets a page loads (Nim has no impartial.css). */
export const FADED = { opacity: 0.4, "stroke-dasharray": "4 4", "aria-hidden": "true" };

/** A listed move with hints on: "wins" when it leaves a P-position, else "loses"; null without. */
export const verdict = (move, hints) => (move && hints ? (move.outcome === "P" ? "wins" : "loses") : null);
/** The same verdict in a square's name: ", winning" or ", losing". */
export const verdictWord = (move, hints) => ({ wins: "winning", loses: "losing" })[verdict(move, hints)];
/** The listed moves by `keyOf(move)`. */
export const byKey = (moves, keyOf) => new Map((moves ?? []).map((m) => [keyOf(m), m]));

// -- A component of a sum --------------------------------------------------------------------

/**
 * A listed move of one component of a sum: `into` is what the component becomes (no piece, one,
 * or the rows a split leaves), `move` the move as the core writes it, and what the board draws
 * of it as the core says it: `takes` (a Nim take, a chip's step, the pins that fall),
 * `knocksFrom` (where a row's fallen pins start), `bite` ([row, column] of the square a bite eats).
 * @typedef {{ move: string, into: string[], outcome: string, part: number, takes?: number, knocksFrom?: number, bite?: [number, number] }} PartMove
 */

/**
 * A board drawn small (boards/index.js): how it draws a position, and the class its colours hang
 * on (Chomp's, the partizan games'). Each board's module exports one as `<board>Board`; the build
 * lists them in boards/pictures.js. `pick`, on a board a move is made on by pointing at its
 * pieces (a Nim chip, a Chomp square): what a click or a key on `target` of the drawn position
 * does, `chosen` being what earlier clicks chose (undefined at first): the core's listed move it
 * makes, a PickStep (a piece chosen first, as a Kayles pin or a Nimble coin is on its page), or
 * undefined for no move. A lesson's card asks for a move so when it has many, and draws the
 * board again with `o.chosen` after a step.
 * @typedef {{ draw: (svg: SVGSVGElement, position: string, o: Record<string, any>) => void, className?: string, pick?: (target: Element, moves: Record<string, any>[], chosen?: any) => Record<string, any> | PickStep | undefined }} BoardPicture
 */

/**
 * A step of a move made in several clicks: `chosen` what is chosen so far (the board's own
 * shape, handed back to its draw and its pick), `words` what it means and what to do next,
 * `focus` the selector of the piece to focus after the redraw, `ready` the listed move the
 * choice makes once confirmed (Moore's marked chips, taken together), if it is one.
 * @typedef {{ chosen: any, words: string, focus?: string, ready?: Record<string, any> }} PickStep
 */

/**
 * True when a board's pick answered with a step, not a move.
 * @param {Record<string, any> | PickStep | undefined} pick
 * @returns {pick is PickStep}
 */
export const isStep = (pick) => Boolean(pick) && "words" in pick && "chosen" in pick;

/**
 * How a board draws, plays and names one component of a sum (sums.js, impartial-words.js), for
 * the boards that can be one (boards/parts.js lists each board's). The sums page names no game:
 * it asks the component's board.
 *   draw(svg, state, o)  the component's board, as its own page draws it. o.moves: its listed
 *                        moves (part 0: the drawings know moves as their own page lists them,
 *                        a one-part position); o.hints; o.was and o.last: its state before the
 *                        computer's last move and that move (as listed) when it was made in it
 *                        (what the move took is drawn faded); o.chosen: the piece a first click
 *                        chose (Kayles' pin), or null.
 *   click(target, o)     what a click on `target` does: { move } the listed move it makes (null
 *                        when it is no move), { chosen, focus, words } a piece chosen first (the
 *                        next click moves it; `focus` selects it after the redraw, `words` say so),
 *                        or undefined for a click on nothing of the board. o: state, moves,
 *                        chosen, name (the component's name in words, "component 3").
 *   random(n)            a state for a random sum, made of the page's random numbers n() (1 to 8);
 *                        a board without one is left out of random sums.
 *   names                what a component on this board is called (PartNames): the words of its
 *                        game, which impartial-words.js uses for every game drawn on the board.
 *   add(game)            how the sums page's "Add a component" list offers game id `game`, a
 *                        catalogue game drawn on this board (AddChoice); undefined: not offered.
 * @typedef {object} SumPart
 * @property {(svg: SVGSVGElement, state: string, o: { moves: PartMove[], hints: boolean, was?: string | null, last?: PartMove | null, chosen?: number | null }) => void} draw
 * @property {(target: Element, o: { state: string, moves: PartMove[], chosen: number | null, name: string }) => PartClick | undefined} click
 * @property {(n: () => number) => string} [random]
 * @property {string} [className] the class the board's colours hang on (Chomp's), if any
 * @property {PartNames} names
 * @property {(game: string) => AddChoice | undefined} [add]
 */

/**
 * The words of a component of a sum (impartial-words.js defaultNames fills in the rest):
 *  state(text)   one state of it: "a row of 5 pins", "square 7", "(3, 5)"
 *  option(text)  what a move leaves of it, when a move may leave several pieces or none ("rows of
 *                1 and 3", "an empty row"); default: its pieces' states
 *  name(id)      its game's name for one of its game ids, where it is not the catalogue's
 *                ("scoring:1,2,3" -> "Scoring by 1, 2 or 3"); undefined: the catalogue's
 *  label(into)   a move's button: what the component becomes (the core's `into`, the pieces
 *                left), "1 + 3", "(2, 5)"; default the pieces joined by " + ", "0" for none
 * @typedef {object} PartNames
 * @property {(text: string) => string} state
 * @property {(text: string) => string} [option]
 * @property {(id: string) => string | undefined} [name]
 * @property {(into: string[]) => string} [label]
 */

/**
 * A game in the sums page's "Add a component" list: its option's `label` ("Kayles row"), an
 * `example` position of one component (the position box's placeholder), and `set` for a game
 * whose id carries the set S the student types beside it (the list names its family, `scoring`,
 * and the sum writes `scoring:<S>`).
 * @typedef {{ label: string, example: string, set?: boolean }} AddChoice
 */

/** @typedef {{ move: PartMove | null } | { chosen: number, focus: string, words: string }} PartClick */

/**
 * The listed move that leaves a component as `text`, one piece (the square a click moves a chip
 * or a queen to), or null.
 * @param {PartMove[]} moves
 * @param {string} text
 * @returns {{ move: PartMove | null }}
 */
export function listedInto(moves, text) {
  return { move: moves.find((m) => m.into.length === 1 && m.into[0] === text) ?? null };
}

// -- Cells of a board with a reachable-square dot and a hint ---------------------------------

/** The dot on a square a piece can reach, with a tick or a cross when hints are on. */
export function reachDot(mx, my, move, hints) {
  if (!hints) return [svgEl("circle", { class: "reach-dot", cx: mx, cy: my, r: 7 })];
  return [
    svgEl("circle", { class: "reach-dot", cx: mx, cy: my, r: 16 }),
    hintMark(mx, my, move.outcome === "P", { className: "reach-mark" }),
  ];
}

/**
 * A cell of a board as a button (button's arguments): its background, `children` (dots,
 * pieces, marks) and on top its focus ring, inset so the cells drawn after it cannot paint over
 * half of it.
 */
export const cellButton = ([x, y, size], classes, data, focused, label, ...children) =>
  button(
    classes,
    data,
    focused,
    label,
    svgEl("rect", { class: "cell-bg", x, y, width: size, height: size }),
    ...children,
    svgEl("rect", { class: "focus-ring", x: x + 3.5, y: y + 3.5, width: size - 7, height: size - 7, rx: 4, "aria-hidden": "true" }),
  );

/** "the queen can move here", with ", winning" or ", losing" when hints are on. */
export const canMove = (piece, move, hints) => move && `${piece} can move here${hints ? `, ${verdictWord(move, hints)}` : ""}`;

/**
 * A BoardPicture's pick for a board whose pieces carry the move a click makes (data-move, as the
 * board draws them from its options' moves): the listed move of the piece pointed at.
 * @param {Element} target
 * @param {Record<string, any>[]} moves
 */
export function pickByMove(target, moves) {
  const piece = /** @type {HTMLElement | null} */ (target.closest("[data-move]"));
  return piece ? moves.find((m) => m.move === piece.dataset.move) : undefined;
}

/** A small picture of an n x n grid of `cell` units with a margin `pad`: `draw(i, x, y)` for each cell's corner. */
export function drawGrid(svg, position, label, o, [n, cell, pad], background, draw) {
  const size = n * cell + 2 * pad;
  start(svg, position, size, size, label, o, natural(size));
  svg.append(...background);
  for (let i = 0; i < n * n; i++) svg.append(...draw(i, pad + (i % n) * cell, pad + Math.floor(i / n) * cell));
  // A picture unless a card takes a move on it (o.small false: its buttons stay).
  finish(svg, { small: true, ...o });
}

/** A partizan position's board without the side to move: "L:BBR,RB" -> "BBR,RB". */
export const partizanBoard = (position) =>
  String(position ?? "")
    .trim()
    .replace(/^[LR]\s*:\s*/i, "")
    .replace(/\s+/g, "");

/** A part's value under or beside it (hints on): a spoiler while a lesson question waits. */
export const partValue = (x, y, value, part, size = 24) =>
  svgEl(
    "g",
    { class: "part-value spoiler", "data-part": part, "aria-hidden": "true" },
    svgEl("rect", {
      class: "part-value-back",
      x: x - (12 + String(value).length * size * 0.3),
      y: y - size * 0.95,
      width: 24 + String(value).length * size * 0.6,
      height: size * 1.3,
      rx: 8,
    }),
    svgEl("text", { class: "part-value-text", x, y: y - size * 0.05, "font-size": size, text: value }),
  );
