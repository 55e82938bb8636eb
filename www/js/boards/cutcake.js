// Cutcake's board: the cakes with their score lines.

import { svgEl } from "../ui.js";
import {
  startPartizan,
  finish,
  button,
  hintMark,
  FADED,
  verdict,
  verdictWord,
  byKey,
  partizanBoard,
  partValue,
  pickByMove,
} from "./common.js";

/** The pieces of a Cutcake position, "L:3x4,2x2" -> [{ width: 3, height: 4 }, { width: 2, height: 2 }]. */
export const cutcakePieces = (position) =>
  [...partizanBoard(position).matchAll(/(\d+)x(\d+)/gi)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));

const CUTCAKE = { cell: 44, gap: 0.75, pad: 16, label: 34, aspect: 2.2 };
/**
 * The gap between the halves of a horizontal cut, in squares: the lower half's name and value
 * sit in it, and the computer's cut is drawn faded in its upper part (cutcakeGhostY), clear of them.
 */
const CUT_GAP = 1.15;

/** Where a horizontal cut is drawn faded, in squares: `bottom` is the upper half's bottom. */
export const cutcakeGhostY = (bottom) => bottom + 0.3;

/** Cakes side by side in rows at most `row` squares wide: each cake's top-left corner, in squares. */
function cutcakeRows(pieces, row) {
  const layout = [];
  let [x, y, tallest] = [0, 0, 0];
  for (const { width, height } of pieces) {
    if (x > 0 && x + width > row) [x, y, tallest] = [0, y + tallest + CUTCAKE.gap, 0];
    layout.push({ x, y });
    x += width + CUTCAKE.gap;
    tallest = Math.max(tallest, height);
  }
  return layout;
}

/**
 * Cakes side by side, in rows as wide as makes the whole drawing about CUTCAKE.aspect times as
 * wide as it is high (a board panel's shape): each cake's top-left corner, in squares.
 */
export function cutcakeLayout(pieces) {
  const widest = Math.max(1, ...pieces.map((p) => p.width));
  const total = pieces.reduce((sum, p) => sum + p.width + CUTCAKE.gap, 0);
  let best = null;
  for (let row = widest; row <= Math.max(widest, Math.ceil(total)); row++) {
    const layout = cutcakeRows(pieces, row);
    const w = Math.max(1, ...pieces.map((p, i) => layout[i].x + p.width));
    const h = Math.max(1, ...pieces.map((p, i) => layout[i].y + p.height));
    const miss = Math.abs(Math.log(w / h / CUTCAKE.aspect));
    if (!best || miss < best.miss - 1e-9) best = { layout, miss };
  }
  return best.layout;
}

/**
 * The layout after a cut: piece `index` (0-based) becomes the two halves the core names, the
 * first `first` ([width, height]) at the piece's corner and the second a gap to its right (side
 * "L", a vertical cut) or below it ("R"); every cake further right (or lower) moves over by the
 * gap, so nothing overlaps.
 */
export function cutcakeSplit(layout, index, first, side) {
  const { x, y } = layout[index];
  const vertical = side === "L";
  const moved = layout.map((p) =>
    vertical ? { x: p.x > x ? p.x + CUTCAKE.gap : p.x, y: p.y } : { x: p.x, y: p.y > y ? p.y + CUT_GAP : p.y },
  );
  const second = vertical ? { x: x + first[0] + CUTCAKE.gap, y } : { x, y: y + first[1] + CUT_GAP };
  return [...moved.slice(0, index), { x, y }, second, ...moved.slice(index + 1)];
}

/**
 * Cutcake: each cake a rectangle of squares with its grid lines. options.pieces (else the
 * position's), layout (each cake's top-left corner in squares: cutcakeLayout, or where the
 * game's cuts have put them), toMove ("L": Vertical cuts along the lines between columns, "R":
 * Horizontal between rows), moves, hints (each of the mover's lines ticked or crossed; each
 * cake's value in it), partValues, focus (the data-key with the tab stop), ghost { x1, y1, x2,
 * y2 } in squares: the computer's last cut, drawn faded between the two halves, labels: each
 * cake's name, drawn on it and said (the names a game gives its pieces stay with them; without
 * labels a cake's name is its number). The mover's lines inside each cake are the buttons
 * (data-move "cake:cut", by the cake's number in the position as the core numbers moves;
 * data-key "c-<name>-<cut>", so the focus stays with the cake when others are cut).
 */
export function drawCutcake(svg, position, o = {}) {
  const { cell, pad, label } = CUTCAKE;
  const pieces = o.pieces ?? cutcakePieces(position);
  const layout = o.layout?.length === pieces.length ? o.layout : cutcakeLayout(pieces);
  const right = Math.max(4, ...pieces.map((p, i) => layout[i].x + p.width));
  const bottom = Math.max(2, ...pieces.map((p, i) => layout[i].y + p.height));
  // A value (hints on) after the name of a piece one square wide runs past the piece: room for it
  // at the right end, with hints off too, so that Hints never changes the drawing's size.
  const spill = pieces.some((p, i) => p.width === 1 && layout[i].x + 1 === right) ? 0.75 * cell : 0;
  const [width, height] = [pad * 2 + right * cell + spill, pad + label + bottom * cell + pad];
  const X = (u) => pad + u * cell;
  const Y = (u) => pad + label + u * cell;
  const sizes = pieces.map((p) => `${p.width} by ${p.height}`).join(", ");
  const name = o.label ?? `Cutcake: ${pieces.length} ${pieces.length === 1 ? "cake" : "cakes"}, ${sizes}`;
  const toMove = startPartizan(svg, position, width, height, name, o);
  const vertical = toMove === "L";
  const moves = byKey(o.moves, (m) => String(m.move));
  const firstCut = pieces.findIndex((p) => (vertical ? p.width : p.height) > 1);
  /** The name of cake i (0-based): its label, else its number. */
  const nameOf = (i) => o.labels?.[i] ?? i + 1;
  const focus = o.focus ?? (firstCut < 0 ? null : `c-${nameOf(firstCut)}-1`);
  pieces.forEach((piece, i) => {
    const [x0, y0] = [X(layout[i].x), Y(layout[i].y)];
    const [w, h] = [piece.width * cell, piece.height * cell];
    const group = svgEl(
      "g",
      { class: "cake", "data-part": i, role: "group", "aria-label": `piece ${nameOf(i)}: ${piece.width} wide, ${piece.height} high` },
      svgEl("rect", { class: "cake-body", x: x0, y: y0, width: w, height: h, rx: 6 }),
      svgEl("text", {
        class: "cake-label",
        x: x0 + 2,
        y: y0 - 9,
        "text-anchor": "start",
        "font-size": 20,
        "aria-hidden": "true",
        text: nameOf(i),
      }),
    );
    const grid = svgEl("g", { class: "cake-grid", "aria-hidden": "true" });
    for (let c = 1; c < piece.width; c++) grid.append(svgEl("line", { x1: x0 + c * cell, y1: y0, x2: x0 + c * cell, y2: y0 + h }));
    for (let r = 1; r < piece.height; r++) grid.append(svgEl("line", { x1: x0, y1: y0 + r * cell, x2: x0 + w, y2: y0 + r * cell }));
    group.append(grid);
    const count = vertical ? piece.width : piece.height;
    for (let k = 1; k < count; k++) {
      const move = moves.get(`${i + 1}:${k}`);
      const line = vertical
        ? { x1: x0 + k * cell, y1: y0, x2: x0 + k * cell, y2: y0 + h }
        : { x1: x0, y1: y0 + k * cell, x2: x0 + w, y2: y0 + k * cell };
      // A band 36 units wide to click or tap, leaving a gap between two neighbouring cuts.
      const hit = vertical ? { x: line.x1 - 18, y: y0, width: 36, height: h } : { x: x0, y: line.y1 - 18, width: w, height: 36 };
      const [mx, my] = [(line.x1 + line.x2) / 2, (line.y1 + line.y2) / 2];
      const key = `c-${nameOf(i)}-${k}`;
      group.append(
        button(
          ["cut", vertical ? "vertical" : "horizontal", verdict(move, o.hints)],
          { "data-part": i, "data-cake": i, "data-cut": k, "data-slot": k - 1, "data-move": `${i + 1}:${k}`, "data-key": key },
          key === focus,
          [
            `piece ${nameOf(i)}, cut ${vertical ? `after column ${k} of ${piece.width}` : `after row ${k} of ${piece.height}`}`,
            move && o.hints && verdictWord(move, true),
          ],
          svgEl("rect", { class: "cut-hit", ...hit }),
          svgEl("line", { class: "cut-line", ...line }),
          move && o.hints ? hintMark(mx, my, move.outcome === "P", { r: 14 }) : null,
        ),
      );
    }
    // Its value (hints on) above its top-right corner, clear of the lines' marks; above a
    // piece too narrow for its name and the value side by side, right after its name.
    const value = o.partValues?.[i];
    if (value !== undefined && value !== null) {
      const half = 12 + String(value).length * 5.4;
      const named = x0 + 2 + String(nameOf(i)).length * 12 + 6;
      group.append(partValue(Math.max(x0 + w - 6 - String(value).length * 5.4, named + half), y0 - 8, value, i, 18));
    }
    svg.append(group);
  });
  if (o.ghost) {
    const g = o.ghost;
    svg.append(svgEl("line", { class: "cut-ghost ghost", x1: X(g.x1), y1: Y(g.y1), x2: X(g.x2), y2: Y(g.y2), ...FADED }));
  }
  finish(svg, o);
}

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js). @type {import("./common.js").BoardPicture} */
export const cutcakeBoard = { draw: drawCutcake, className: "cutcake-board", pick: pickByMove };
