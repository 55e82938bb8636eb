// What the search lab's pages (tic-tac-toe, 2x2 Go, the 8-puzzle) do alike, and the xor
// corner's swap with them: a step player kept in the address, with its media bar and the
// arrow keys; the tables of searches (a row's name and speed, a value in its colour); a board
// played on a grid by mouse and keyboard; and createSearchGame, the turn loop (turns.js) of a
// two-sided game whose hints mark each point win, draw or loss and whose Why? marks the point
// each step speaks of. A page is a configuration of these: its drawing, its words, its panels.

import { Stepper } from "./stepper.js";
import { createTurns } from "./turns.js";
import { el, bindStepControls, bindLines, usesArrowKeys } from "./ui.js";
import { createStepAddress } from "./step-url.js";
import { signed } from "./search-words.js";

/**
 * The element with id `id`, typed `any`: what it is (a box, a table, a form) is the page's
 * HTML's to say, and the type check does not read the HTML.
 * @param {string} id
 * @returns {any}
 */
export const $ = (id) => document.getElementById(id);

/**
 * A step player whose step is kept in the address: a Stepper, the media bar inside `root`
 * (bindStepControls) and the step in the address (createStepAddress). Each change draws the
 * step (`render`), then writes the address (`write`). With `arrows`, the left and right arrow
 * keys step it while arrows(target) says so (never in a box that takes the arrows itself).
 * @param {HTMLElement} root
 * @param {{ interval: number, render: () => void, write: () => void, arrows?: (target: EventTarget) => boolean }} options
 */
export function stepPlayer(root, { interval, render, write, arrows }) {
  const stepper = new Stepper({
    interval,
    onChange: () => {
      address.changed();
      render();
      write();
    },
  });
  const address = createStepAddress(stepper);
  if (arrows) {
    document.addEventListener("keydown", (event) => {
      const step = { ArrowLeft: "back", ArrowRight: "forward" }[event.key];
      if (!step || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (usesArrowKeys(event.target) || !arrows(event.target)) return;
      event.preventDefault();
      stepper[step]();
    });
  }
  return {
    stepper,
    address,
    refresh: bindStepControls(root, stepper),
    /** The first step after the one on show whose frame passes `test`, or -1. */
    next: (frames, test) => frames.findIndex((frame, i) => i > stepper.index && test(frame)),
  };
}

/** A board item's place on a grid `columns` wide, for the arrow keys: data-row and data-col. */
export const gridPlace = (i, columns) => ({ "data-row": Math.floor(i / columns), "data-col": i % columns });

/**
 * A grid board played by mouse and keyboard (ui.js bindLines): a click, Enter or Space picks
 * an item, the arrow keys move along its row and column; `keys` adds a page's own keys.
 */
export const bindGrid = (board, item, pick, keys = {}) => bindLines(board, { item, line: "row", index: "col", pick, keys });

// ---------------------------------------------------------------------------------------
// The tables of searches

/** The colour of a value from the first player's side: X or Black ahead, even, O or White ahead. */
export const valueClass = (v) => (v > 0 ? "val-x" : v < 0 ? "val-o" : "val-d");

/** A value in its colour: "+1" on X's colour. */
export const valueChip = (v, text = signed(v), tag = "span") => el(tag, { class: ["value-chip", valueClass(v)], text });

/**
 * Fill a table of searches, a row per search: its head (the search's name, what it does, the
 * notes' count and its speed in words, `rate`), then `cells`; `row(search, i)` gives
 * { attrs, rate, cells }.
 */
export function searchRows(table, searches, row) {
  table.tBodies[0].replaceChildren(
    ...searches.map((search, i) => {
      const { attrs, rate = "", cells } = row(search, i);
      return el(
        "tr",
        attrs,
        el(
          "th",
          { scope: "row" },
          el("span", { class: "search-name", text: search.name }),
          " ",
          el("span", { class: "search-detail", text: search.detail }),
          search.notes ? el("span", { class: "search-detail notes", text: search.notes }) : null,
          el("span", { class: "search-detail search-rate", text: rate }),
        ),
        cells,
      );
    }),
  );
}

/** A search's options for the core: no table and no symmetry unless it says so. */
export const searchOptions = (options) => ({ table: false, symmetry: false, ...options });

// ---------------------------------------------------------------------------------------
// The two-sided games: tic-tac-toe and 2x2 Go on the turn loop

/** A move's outcome for the player making it, from its value: "wins", "draws", "loses". */
export const outcomeOf = (value) => (value > 0 ? "wins" : value < 0 ? "loses" : "draws");
/** "winning", "drawing", "losing" for a board item's name. */
export const MOVE_KIND = { wins: "winning", draws: "drawing", loses: "losing" };

/**
 * The keys of createSearchGame's config that are its own (below); the others are the turn loop's.
 * @typedef {object} SearchGameOptions
 * @property {string} game the core's game id
 * @property {(page: import("./turns.js").TurnsPage) => void} draw draws the board
 * @property {string} item the selector of its board items
 * @property {Record<string, string>} [boardKeys] key -> the move it plays on the board
 * @property {(analysis: import("./turns.js").Analysis) => { side: string | null, by?: string, note?: string }} result the end
 * @property {(step: any, side: string, explained: any, steps: any[]) => string} whyCaption a Why? step in words
 * @property {(step: any, side: string, node?: Element) => Element | null | false} whyMark the faded piece a step puts on its item
 * @property {(step: any) => Element | null} [whyOther] the node of a step's move that is not a board item
 * @property {(step: any, side: string) => boolean | void} [whyShow] the page's own drawing of a step
 * @property {string} whyKey the board's data attribute that names the marked point
 */
/**
 * A search game's config: its own keys and the turn loop's, of which it must give the moves'
 * words and the side to move.
 * @typedef {Omit<Partial<import("./turns.js").TurnsConfig>, "describeMove" | "computerWords" | "sideName">
 *   & Required<Pick<import("./turns.js").TurnsConfig, "describeMove" | "computerWords" | "sideName">>
 *   & SearchGameOptions} SearchGameConfig
 */

/**
 * createTurns (turns.js) for a two-sided game of the search lab. Besides the turn loop's own
 * options the page gives:
 *   game                   the core's game id
 *   draw(page)             draws the board (the keyboard focus stays on its item)
 *   item                   its board items (cells, points), each with data-key, the move it
 *                          plays; `boardKeys` (key -> move) adds keys on the board
 *   result(analysis)       the end: { side (the winner, null for a draw), by (" by 2"), note }
 *   whyCaption(step, side, explained, steps)  a Why? step in words
 *   whyMark(step, side, node)  the faded piece the step puts on `node`, its move's item (or
 *                          whyOther(step)): null marks the item alone, false nothing
 *   whyShow(step, side)    the page's own drawing of a step; true: nothing on the board
 *   whyKey                 the board's data attribute that names the marked point
 * Empty items are the board's actions.
 * @param {SearchGameConfig} config
 * @returns {import("./turns.js").TurnsPage}
 */
/** What each outcome of a two-sided game with draws means, in plain words. */
const OUTCOME_WORDS = { N: "the player to move wins", P: "the player to move loses", D: "a draw" };

/**
 * The outcomes of tic-tac-toe and Go as the badge, Ask me first ("X to move: who wins with best
 * play?") and the game record say them: who wins from the position, in plain words, with the
 * outcome's letter in its colour. P- and N-positions are the impartial games' words.
 * @type {import("./turns.js").OutcomeClasses}
 */
const SEARCH_OUTCOMES = {
  letters: ["N", "P", "D"],
  of: (analysis) => analysis.outcome,
  words: (letter) => OUTCOME_WORDS[letter] ?? OUTCOME_WORDS.N,
  chip: (letter) => el("span", { class: ["badge-letter", `badge-${letter.toLowerCase()}`], "aria-hidden": "true", text: letter }),
};

export function createSearchGame(config) {
  const page = createTurns({
    outcomeClass: SEARCH_OUTCOMES,
    gameId: () => config.game,
    catalogId: config.game,
    rules: false,
    actionSelector: `${config.item}.empty`,
    renderBoard(p) {
      // Redrawing empties the board, which would drop the keyboard focus: the same item gets it back.
      const active = /** @type {HTMLElement | null} */ (document.activeElement);
      const key = p.dom.board.contains(active) ? active.dataset.key : undefined;
      config.draw(p);
      const node = key && p.dom.board.querySelector(`[data-key="${key}"]`);
      if (!node) return;
      for (const other of p.dom.board.querySelectorAll('[tabindex="0"]')) other.setAttribute("tabindex", "-1");
      node.setAttribute("tabindex", "0");
      node.focus();
    },
    overText(analysis, whoPlays) {
      const { side, by = "", note } = config.result(analysis);
      if (!side) return { headline: "A draw", note };
      const who = whoPlays(side);
      return { headline: who === "you" ? `You win${by}!` : who === "computer" ? `Computer wins${by}` : `${side} wins${by}!`, note };
    },
    renderStep(p) {
      p.refreshStepButtons();
      clearWhy();
      const { steps, explained } = p.state;
      const step = steps[p.stepper.index];
      if (!step || !explained) return;
      const side = config.sideName(explained.analysis);
      p.dom.whyCaption.textContent = config.whyCaption(step, side, explained, steps);
      p.dom.whyCaption.dataset.kind = step.kind;
      if (config.whyShow?.(step, side) || !step.move || explained.position !== p.current().position) return;
      // The point the step speaks of, on the board: the mover's piece on it, faded.
      const node = p.dom.board.querySelector(`${config.item}[data-key="${step.move}"]`) ?? config.whyOther?.(step);
      const mark = node ? config.whyMark(step, side, node) : false;
      if (mark === false) return;
      node.classList.add("why-focus");
      if (mark) node.append(mark);
      p.dom.board.dataset[config.whyKey] = step.move;
    },
    whyClosed: () => clearWhy(),
    ...config,
  });
  function clearWhy() {
    // The step's item on the board, or a button beside it (Go's Pass).
    for (const node of page.dom.board.closest("section").querySelectorAll(".why-focus")) node.classList.remove("why-focus");
    for (const node of page.dom.board.querySelectorAll(".why-mark")) node.remove();
    delete page.dom.board.dataset[config.whyKey];
  }
  const keys = Object.fromEntries(Object.entries(config.boardKeys ?? {}).map(([key, move]) => [key, () => page.boardMove(move)]));
  bindGrid(page.dom.board, config.item, (node) => page.boardMove(node.dataset.key), keys);
  return page;
}
