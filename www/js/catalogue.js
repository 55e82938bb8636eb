// The catalogue of every page: www/games.json, which the build writes from the core's games()
// (tests/catalogue.rs checks the two agree). Read here, without loading any wasm, by the menu,
// the home page, the worker's routing, the turn loop (the two sides' names) and the lessons.

import games from "../games.json" with { type: "json" };

/**
 * @typedef {object} CatalogueEntry
 * @property {string} id the main game id (`nim`, `moore:2`); for a lab, its page's name
 * @property {string} name the game's name
 * @property {string} menuName its name in the menu (and the page's title)
 * @property {{ id: string, title: string }} group the menu's and the home page's group
 * @property {"impartial" | "partizan" | "search" | "chance" | "lab"} kind which theory answers it
 * @property {"grundy" | "grundy_partizan" | "grundy_chance"} module the wasm module that plays it
 * @property {[string, string] | null} sides the two sides, the first mover of the start first
 * @property {string} description one line with its theory (the card's details)
 * @property {string} card the home card's sentence of rules
 * @property {{ board: string, position: string }[]} picture what its card draws
 * @property {string} defaultPosition where it starts
 * @property {string} hashPrefix what comes before the position in its page's address
 * @property {string} notation how positions are written
 * @property {string} moveNotation how moves are written
 * @property {string} page its page (`nim.html`)
 * @property {{ id: string, play: "normal" | "misere" }[]} variants its game ids; none for a lab
 * @property {Record<string, number | string>} limits its published limits
 * @property {number} moveListCap the most moves the core lists
 * @property {("pn" | "outcomeClass" | "winningMove" | "grundy" | "value" | "rollOrHold" | "chanceAboveHalf")[]} questions what a lesson may ask
 */

/** @type {CatalogueEntry[]} */
export const catalogue = /** @type {CatalogueEntry[]} */ (games);

/** The family of a game id: `nim` for `nim:misere`, `scoring` for `scoring:1,2,3`. */
const familyOf = (id) =>
  String(id ?? "")
    .trim()
    .split(":")[0];

/** The entry of a game id or of one of its variants (`nim:misere`, `scoring:1,3,4`, `piglet:10`), or undefined. */
export const catalogueEntry = (id) =>
  catalogue.find((g) => g.id === id) ??
  catalogue.find((g) => familyOf(g.id) === familyOf(id)) ??
  catalogue.find((g) => (g.variants ?? []).some((v) => familyOf(v.id) === familyOf(id)));

/** The board a game id is drawn on: its catalogue entry's (first) picture's, or undefined. */
/**
 * Whether a game is a sum of other games: its picture draws several boards, one per part, and
 * its analysis names each part's game.
 * @param {CatalogueEntry | undefined} entry
 */
export const isSumOfGames = (entry) => (entry?.picture?.length ?? 0) > 1;

export const boardOf = (game) => catalogueEntry(game)?.picture?.[0]?.board;

/** The other side of a two-sided game: `Red` for `Blue` in Hackenbush. */
export function otherSide(entry, side) {
  const [a, b] = entry?.sides ?? [];
  return side === a ? b : side === b ? a : side;
}

/** The menu's last group: the page that is no game, where a teacher builds a lesson of many. */
const TEACHING = { id: "teaching", title: "Teaching", pages: [{ page: "lesson.html", name: "Your lesson" }] };

/**
 * The menu's groups in the catalogue's order, each with its pages once (games that share a
 * page, Kayles and Dawson's Kayles, are one link, named by the first), then the lesson page.
 * @returns {{ id: string, title: string, pages: { page: string, name: string }[] }[]}
 */
export function menuGroups() {
  /** @type {Map<string, { id: string, title: string, pages: { page: string, name: string }[] }>} */
  const groups = new Map();
  const seen = new Set();
  for (const game of catalogue) {
    if (seen.has(game.page)) continue;
    seen.add(game.page);
    if (!groups.has(game.group.id)) groups.set(game.group.id, { ...game.group, pages: [] });
    groups.get(game.group.id).pages.push({ page: game.page, name: game.menuName });
  }
  return [...groups.values(), TEACHING];
}
