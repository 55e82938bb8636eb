// Moore's Nim's board: Nim's piles, where chips of several can be marked before a move.

import { formatCount, andList } from "../ui.js";
import { numbers, byKey } from "./common.js";
import { drawPiles, MAX_DRAWN } from "./nim.js";

/**
 * Moore's Nim: piles where chips of several can be marked before a move. options.piles, moves
 * (with takes), hints, marked (Map pile -> chips marked), ghost: the computer's [[pile, count]].
 */
export function drawMoore(svg, position, o = {}) {
  const piles = o.piles ?? numbers(position);
  const marked = o.marked ?? new Map();
  const extra = [];
  for (const [pile, count] of o.ghost ?? []) extra[pile] = count;
  // Single-pile takes with their outcome, for hints (moves of several piles are listed in words).
  const single = byKey(
    (o.moves ?? []).filter((m) => m.takes?.length === 1),
    (m) => `${m.takes[0][0]}:${m.takes[0][1]}`,
  );
  const firstPile = piles.findIndex((n) => n > 0 && n <= MAX_DRAWN);
  const options = { ...o, extra, pileClass: (pile) => (marked.get(pile) ? "marked-pile" : null) };
  const sizeText = (size, pile) => (marked.get(pile) ? `${formatCount(size)} − ${formatCount(marked.get(pile))}` : formatCount(size));
  drawPiles(
    svg,
    position,
    piles,
    options,
    64,
    `Piles: ${position}`,
    (pile, take, index, size) => {
      const wins = single.get(`${pile}:${take}`)?.outcome === "P";
      const isMarked = take <= (marked.get(pile) ?? 0);
      return {
        data: { tabindex: pile === firstPile && index === size - 1 ? 0 : -1, "data-key": `t-${pile}-${index}`, "data-action": "take" },
        label: `pile ${pile + 1}, mark ${take} ${take === 1 ? "chip" : "chips"}${isMarked ? ", marked" : ""}${o.hints ? (wins ? ", taking there alone wins" : ", taking there alone loses") : ""}`,
        classes: [isMarked ? "marked" : null],
        wins,
      };
    },
    sizeText,
  );
}

/**
 * The board drawn small, a picture of a position on the home and lesson pages (boards/index.js).
 * A move is made on it as on the page: chips marked in up to k piles (`o.chosen`: [[pile, count],
 * ...]; a chip marks it and the chips above it, a marked top chip unmarks its pile), then taken
 * together (the step's `ready` move).
 * @type {import("./common.js").BoardPicture}
 */
export const mooreBoard = {
  draw: (svg, position, o = {}) => drawMoore(svg, position, o.chosen ? { ...o, marked: new Map(o.chosen) } : o),
  pick(target, moves, chosen) {
    const token = /** @type {HTMLElement | null} */ (target.closest(".token[data-take]"));
    if (!token) return undefined;
    const [pile, take] = [Number(token.dataset.pile), Number(token.dataset.take)];
    const marked = new Map(chosen ?? []);
    if (marked.get(pile) === take) marked.delete(pile);
    else marked.set(pile, take);
    const list = [...marked.entries()].sort((a, b) => a[0] - b[0]);
    const most = Math.max(0, ...moves.map((m) => m.takes?.length ?? 0));
    const same = (m) => m.takes?.length === list.length && m.takes.every(([p, c], i) => p === list[i][0] && c === list[i][1]);
    const words = list.length
      ? `Marked: ${andList(list.map(([p, c]) => `${formatCount(c)} ${c === 1 ? "chip" : "chips"} from pile ${p + 1}`))}. ${
          list.length > most
            ? `A move takes from at most ${formatCount(most)} piles: unmark one (click its top marked chip).`
            : `Press “Make this move” to take them${list.length < most ? ", or mark chips in another pile" : ""}.`
        }`
      : "Nothing is marked: click a chip to mark it and the chips above it.";
    return { chosen: list, focus: `.token[data-pile="${pile}"][data-take="${take}"]`, words, ready: moves.find(same) };
  },
};
