// Domineering's board: dominoes on a grid.

import { svgEl } from "../ui.js";
import { natural, start, finish, hintMark, verdictWord, byKey, cellButton, pickByMove } from "./common.js";

const DOMINEERING = { cell: 64, axis: 30, pad: 7 };

/** The rows of a Domineering board, "L:..#./...." or "3x4" (the side is optional): ["..#.", "...."]. */
export function domineeringCells(position) {
  const board = String(position ?? "")
    .trim()
    .replace(/^[LR]:/i, "");
  const size = /^(\d+)\s*x\s*(\d+)$/i.exec(board);
  if (size) return Array.from({ length: Number(size[1]) }, () => ".".repeat(Number(size[2])));
  return board.split("/").filter(Boolean);
}

/** A domino's two squares ([[r, c], [r, c]]) as a rectangle in the grid's units, inset by `inset`. */
function dominoBox(squares, X, Y, inset) {
  const [[r1, c1], [r2, c2]] = squares;
  const [top, left] = [Math.min(r1, r2), Math.min(c1, c2)];
  const { cell } = DOMINEERING;
  return {
    x: X(left) + inset,
    y: Y(top) + inset,
    width: (Math.abs(c2 - c1) + 1) * cell - 2 * inset,
    height: (Math.abs(r2 - r1) + 1) * cell - 2 * inset,
  };
}

/**
 * Domineering's grid. options.cells (rows of "." free and "#" taken, else the position's),
 * toMove ("L": Vertical places dominoes standing up, "R": Horizontal lying down), moves (the
 * core's, each with its squares), hints (each place a domino can go ticked or crossed at its
 * middle; the regions tinted and outlined, each with its value from `regions` and
 * `regionValues`, a spoiler), dominoes ([{ squares, side }]: the dominoes placed in this
 * game; the other taken squares are drawn as blocked), focus { row, col } (the keyboard's
 * square), ghost (the squares of the computer's last domino: ringed until the student moves).
 * regions also give each free square its data-part (the region's index, for a Why? step's mark).
 * Every square is a button: data-move is the domino a click places there (the square as its
 * top or left half, else as its bottom or right half), none when no domino fits; a hidden
 * .placement per move is shown by the page's preview (class "preview").
 */
export function drawDomineering(svg, position, o = {}) {
  const { cell, axis, pad } = DOMINEERING;
  const cells = o.cells ?? domineeringCells(position);
  const rows = cells.length;
  const cols = Math.max(1, ...cells.map((r) => r.length));
  const X = (c) => axis + c * cell;
  const Y = (r) => axis + r * cell;
  const [width, height] = [axis + cols * cell + 6, axis + rows * cell + 6];
  const free = cells
    .join("")
    .split("")
    .filter((ch) => ch === ".").length;
  const name = o.label ?? `Domineering board, ${rows} by ${cols}, ${free} free ${free === 1 ? "square" : "squares"}`;
  start(svg, position, width, height, name, o, { ...natural(width, height), "--rows": rows, "--cols": cols });
  svg.setAttribute("role", "group");
  svg.dataset.toMove = o.toMove ?? "L";
  const vertical = (o.toMove ?? "L") === "L";
  const isFree = (r, c) => cells[r]?.[c] === ".";

  // The moves by their first square; a square's click places the domino it starts, else the one it ends.
  const moves = byKey(
    (o.moves ?? []).filter((m) => m.squares),
    (m) => `${m.squares[0][0]},${m.squares[0][1]}`,
  );
  const moveAt = (r, c) => moves.get(`${r},${c}`) ?? moves.get(vertical ? `${r - 1},${c}` : `${r},${c - 1}`);
  const covered = new Map();
  for (const domino of o.dominoes ?? []) for (const [r, c] of domino.squares) covered.set(`${r},${c}`, domino.side);
  const focus = o.focus ?? { row: 0, col: 0 };
  const partOf = new Map((o.regions ?? []).flatMap((region, k) => region.map(([r, c]) => [`${r},${c}`, k])));

  const tints = svgEl("g", { class: "regions", "aria-hidden": "true" });
  const squares = svgEl("g", { class: "squares" });
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const open = isFree(r, c);
      const side = covered.get(`${r},${c}`);
      const move = open ? moveAt(r, c) : null;
      const what = open ? "free" : side ? `covered by a ${side === "L" ? "standing" : "lying"} domino` : "blocked";
      const fits = move
        ? `place a domino ${vertical ? "standing up" : "lying down"} here${o.hints ? `, ${verdictWord(move, true)}` : ""}`
        : open
          ? "no domino fits here"
          : null;
      const node = cellButton(
        [X(c), Y(r), cell],
        ["cell", "dom-cell", open ? "free" : side ? "covered" : "blocked"],
        {
          "data-row": r,
          "data-col": c,
          "data-part": partOf.get(`${r},${c}`),
          "data-key": `d-${r}-${c}`,
          "data-move": move?.move,
          "aria-disabled": move ? null : "true",
        },
        focus.row === r && focus.col === c,
        [`row ${r + 1}, column ${c + 1}`, what, fits],
        open || side
          ? null
          : svgEl("path", {
              class: "blocked-mark",
              d: `M ${X(c) + 14} ${Y(r) + 14} L ${X(c) + cell - 14} ${Y(r) + cell - 14} M ${X(c) + cell - 14} ${Y(r) + 14} L ${X(c) + 14} ${Y(r) + cell - 14}`,
            }),
      );
      squares.append(node);
    }
  }

  // The dominoes of this game, the computer's last one ringed.
  const pieces = svgEl("g", { class: "dominoes", "aria-hidden": "true" });
  const ghost = o.ghost ? JSON.stringify(o.ghost) : null;
  for (const domino of o.dominoes ?? []) {
    const box = dominoBox(domino.squares, X, Y, pad);
    const last = ghost === JSON.stringify(domino.squares);
    pieces.append(
      svgEl("rect", { class: ["domino", domino.side === "L" ? "vertical" : "horizontal", last ? "last" : null], ...box, rx: 10 }),
    );
    if (last)
      pieces.append(
        svgEl("rect", { class: "last-ring", x: box.x - 4, y: box.y - 4, width: box.width + 8, height: box.height + 8, rx: 13 }),
      );
  }

  // Where each move would put its domino: hidden until the page previews it.
  const placements = svgEl("g", { class: "placements", "aria-hidden": "true" });
  const marks = svgEl("g", { class: "marks", "aria-hidden": "true" });
  for (const move of moves.values()) {
    placements.append(
      svgEl("rect", {
        class: ["placement", vertical ? "vertical" : "horizontal"],
        "data-move": move.move,
        ...dominoBox(move.squares, X, Y, pad),
        rx: 10,
      }),
    );
    if (!o.hints) continue;
    const [[r, c]] = move.squares;
    const [mx, my] = vertical ? [X(c) + cell / 2, Y(r + 1)] : [X(c + 1), Y(r) + cell / 2];
    marks.append(hintMark(mx, my, move.outcome === "P", { r: 14 }));
  }

  // With hints: each region (a part of the sum) tinted and outlined, its value in its first
  // square. (Every free square names its region in data-part, for a Why? step to mark.)
  const labels = svgEl("g", { class: "region-values spoiler", "aria-hidden": "true" });
  (o.regions ?? []).forEach((region, k) => {
    if (!o.hints) return;
    const inside = new Set(region.map(([r, c]) => `${r},${c}`));
    let d = "";
    for (const [r, c] of region) {
      tints.append(svgEl("rect", { class: `region-tint tint-${k % 4}`, x: X(c), y: Y(r), width: cell, height: cell }));
      const edges = [
        [r - 1, c, X(c), Y(r), X(c + 1), Y(r)],
        [r + 1, c, X(c), Y(r + 1), X(c + 1), Y(r + 1)],
        [r, c - 1, X(c), Y(r), X(c), Y(r + 1)],
        [r, c + 1, X(c + 1), Y(r), X(c + 1), Y(r + 1)],
      ];
      for (const [nr, nc, x1, y1, x2, y2] of edges) if (!inside.has(`${nr},${nc}`)) d += `M ${x1} ${y1} L ${x2} ${y2} `;
    }
    tints.append(svgEl("path", { class: `region-outline tint-${k % 4}`, d }));
    const value = o.regionValues?.[k];
    if (value === undefined || value === null) return;
    const [r, c] = [...region].sort((a, b) => a[0] - b[0] || a[1] - b[1])[0];
    const text = String(value);
    const w = 14 + text.length * 10;
    labels.append(
      svgEl(
        "g",
        { class: `region-value tint-${k % 4}`, "data-region": k },
        svgEl("rect", { x: X(c) + 3, y: Y(r) + 3, width: w, height: 24, rx: 6 }),
        svgEl("text", { x: X(c) + 3 + w / 2, y: Y(r) + 21, "font-size": 18, text }),
      ),
    );
  });

  const axes = svgEl("g", { class: "axes", "aria-hidden": "true" });
  for (let c = 0; c < cols; c++)
    axes.append(svgEl("text", { class: "axis", x: X(c) + cell / 2, y: axis - 8, "font-size": 18, text: c + 1 }));
  for (let r = 0; r < rows; r++)
    axes.append(svgEl("text", { class: "axis", x: axis / 2, y: Y(r) + cell / 2 + 6, "font-size": 18, text: r + 1 }));
  svg.append(squares, tints, pieces, placements, marks, labels, axes);
  finish(svg, o);
}

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js). @type {import("./common.js").BoardPicture} */
export const domineeringBoard = { draw: drawDomineering, className: "domineering-board", pick: pickByMove };
