// Nim's board: the piles as stacks of chips (drawPiles is Moore's Nim's too).

import { svgEl, formatCount } from "../ui.js";
import { numbers, start, finish, group, hintMark, FADED, byKey } from "./common.js";

/** Piles taller than this are drawn as a shortened bar; moves on them are typed. */
export const MAX_DRAWN = 20;
const PILES = { colW: 104, r: 24, step: 52, bottom: 62, side: 10, barRows: 8, minRows: 3 };

/**
 * A row of piles, each chip a button taking it and the chips above: `token(pile, take, index,
 * size)` gives its { data, label, classes, wins } (marked with o.hints), and `o.extra[pile]`
 * faded chips (the computer's last take) are drawn on top of a pile.
 * @param {(size: number, pile: number) => string} [sizeText] a pile's size in words (default formatCount)
 */
export function drawPiles(svg, position, piles, o, top, label, token, sizeText = formatCount) {
  const extra = o.extra ?? [];
  const drawnRows = piles.map((n, pile) => (n > MAX_DRAWN ? PILES.barRows : n + (extra[pile] ?? 0)));
  const width = PILES.side * 2 + Math.max(1, piles.length) * PILES.colW;
  const base = top + Math.max(PILES.minRows, ...drawnRows) * PILES.step;
  start(svg, position, width, base + PILES.bottom, label, o);
  const chipY = (index) => base - PILES.step / 2 - index * PILES.step;
  piles.forEach((size, pile) => {
    const x = PILES.side + pile * PILES.colW + PILES.colW / 2;
    const pileGroup = group(
      ["pile", o.pileClass?.(pile)],
      { "data-pile": pile },
      `pile ${pile + 1}: ${formatCount(size)} ${size === 1 ? "chip" : "chips"}`,
      svgEl("rect", { class: "plate", x: x - 40, y: base + 4, width: 80, height: 8, rx: 4 }),
    );
    const tall = size > MAX_DRAWN;
    const faded = tall ? 0 : (extra[pile] ?? 0);
    if (tall) pileGroup.append(drawBar(x, base, pile, size));
    for (let index = 0; index < (tall ? 0 : size); index++) {
      const t = token(pile, size - index, index, size);
      pileGroup.append(
        svgEl(
          "g",
          {
            class: ["token", ...t.classes, o.hints ? (t.wins ? "wins" : "loses") : null],
            role: "button",
            "data-pile": pile,
            "data-index": index,
            "data-take": size - index,
            ...t.data,
            "aria-label": t.label,
          },
          svgEl("circle", { class: "ring", cx: x, cy: chipY(index), r: PILES.r + 4 }),
          svgEl("circle", { class: "body", cx: x, cy: chipY(index), r: PILES.r }),
          o.hints ? hintMark(x, chipY(index), t.wins) : null,
        ),
      );
    }
    // The computer's last take stays on show: faded chips where the taken ones stood.
    for (let index = size; index < size + faded; index++) {
      pileGroup.append(
        svgEl("circle", {
          class: "ghost-chip",
          cx: x,
          cy: chipY(index),
          r: PILES.r,
          fill: "currentColor",
          stroke: "currentColor",
          ...FADED,
        }),
      );
    }
    const topY = base - (tall ? PILES.barRows : size + faded) * PILES.step;
    const text = sizeText(size, pile);
    pileGroup.append(
      svgEl("text", {
        class: "size-label",
        x,
        y: topY - 12,
        "font-size": Math.min(30, Math.floor((PILES.colW - 8) / (0.62 * text.length))),
        "aria-hidden": "true",
        text,
      }),
      svgEl("text", { class: "pile-label", x, y: base + 44, "aria-hidden": "true", text: `pile ${pile + 1}` }),
    );
    svg.append(pileGroup);
  });
  finish(svg, o);
}

/** A pile too tall to draw chip by chip: a bar with a break in it; moves are typed. */
function drawBar(x, base, pile, size) {
  const h = PILES.barRows * PILES.step;
  const w = PILES.r * 2;
  const y = base - h + h * 0.45;
  return svgEl(
    "g",
    {
      class: "bar",
      role: "img",
      "data-pile": pile,
      "aria-label": `pile ${pile + 1}: ${formatCount(size)} chips, drawn shortened; type a move such as ${pile + 1}-1 to take from it`,
    },
    svgEl("rect", { class: "bar-body", x: x - w / 2, y: base - h, width: w, height: h - 4, rx: 14 }),
    svgEl("path", { class: "bar-break", d: `M ${x - w / 2 - 4} ${y} l ${w + 8} -14 M ${x - w / 2 - 4} ${y + 14} l ${w + 8} -14` }),
  );
}

/**
 * Nim: the piles as stacks of chips. options.piles (else read from the position), moves (with
 * pile, take, outcome), hints, ghost { pile, take }: the computer's take, faded on its pile.
 */
export function drawNim(svg, position, o = {}) {
  const extra = [];
  if (o.ghost) extra[o.ghost.pile] = o.ghost.take;
  // Each token is the move "take it and every chip above it": its outcome is the listed move's.
  const moves = byKey(o.moves, (m) => `${m.pile}:${m.take}`);
  drawPiles(svg, position, o.piles ?? numbers(position), { ...o, extra }, 70, `Nim piles: ${position}`, (pile, take, index, size) => {
    const wins = moves.get(`${pile}:${take}`)?.outcome === "P";
    return {
      data: { tabindex: index === size - 1 ? 0 : -1, "data-key": pile },
      label: `pile ${pile + 1}, take ${take}${o.hints ? (wins ? ", winning move" : ", losing move") : ""}`,
      classes: [],
      wins,
    };
  });
}

/** A Nim heap as a component of a sum names it: "a heap of 3", "an empty heap". */
export const heapWords = (text) => (Number(text) === 0 ? "an empty heap" : `a heap of ${formatCount(Number(text))}`);

/**
 * A Nim heap as a component of a sum (common.js SumPart). A chip is the move "take it and every
 * chip above it": the listed move that takes as many (the core's `takes`).
 * @type {import("./common.js").SumPart}
 */
export const nimPart = {
  draw(svg, state, { moves, hints, last }) {
    const byTake = moves.map((m) => ({ pile: 0, take: m.takes, outcome: m.outcome }));
    drawNim(svg, state, { moves: byTake, hints, ghost: last && { pile: 0, take: last.takes } });
  },
  click(target, { moves }) {
    const token = /** @type {HTMLElement | null} */ (target.closest(".token[data-take]"));
    return token ? { move: moves.find((m) => m.takes === Number(token.dataset.take)) ?? null } : undefined;
  },
  random: (n) => String(n()),
  names: { state: heapWords },
  add: () => ({ label: "Nim heap", example: "4" }),
};

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js). @type {import("./common.js").BoardPicture} */
export const nimBoard = {
  draw: drawNim,
  // A chip is the take of it and every chip above it (the core's move has its pile and take).
  pick(target, moves) {
    const token = /** @type {HTMLElement | null} */ (target.closest(".token[data-take]"));
    if (!token) return undefined;
    return moves.find((m) => m.pile === Number(token.dataset.pile) && m.take === Number(token.dataset.take));
  },
};
