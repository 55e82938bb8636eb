// Northcott's board: a white and a black checker in each row.

import { svgEl } from "../ui.js";
import { natural, start, finish, group, FADED, verdict, byKey, reachDot, cellButton, canMove } from "./common.js";

const NORTHCOTT = { cell: 54, label: 96, gapW: 110, top: 10, rowGap: 14, side: 10 };

/**
 * Northcott's board. options.rows ([{ white, black, gap }], else the position's, "w:0-5,2-7"),
 * turn ("white"/"black"), width (columns, default 8), moves (row, column), hints, ghost { row,
 * column, colour }: where the checker the computer moved stood, faded.
 */
export function drawNorthcott(svg, position, o = {}) {
  const { cell, label, gapW, top, rowGap, side } = NORTHCOTT;
  const [, letter = "w", rest = ""] = /^([wb]):(.*)$/i.exec(String(position)) ?? [null, "w", String(position)];
  const rows =
    o.rows ??
    rest
      .split(",")
      .filter(Boolean)
      .map((text) => {
        const [white, black] = text.split("-").map(Number);
        return { white, black, gap: Math.abs(black - white) - 1 };
      });
  const turn = o.turn ?? (o.rows ? "white" : letter.toLowerCase() === "b" ? "black" : "white");
  const width = o.width ?? 8;
  const boardW = side * 2 + label + width * cell + gapW;
  const name = `Northcott's board, ${turn} to move: ${position}`;
  start(svg, position, boardW, top * 2 + rows.length * (cell + rowGap), name, o, natural(boardW));
  svg.dataset.turn = turn;
  const reach = byKey(o.moves, (m) => `${m.row}:${m.column}`);

  rows.forEach((r, i) => {
    const y = top + i * (cell + rowGap);
    const row = group(
      "nc-row",
      { "data-row": i, "data-gap": r.gap },
      `row ${i + 1}: white on ${r.white}, black on ${r.black}, gap ${r.gap}`,
      svgEl("text", { class: "row-label", x: side + 6, y: y + cell / 2 + 8, "font-size": 22, text: `row ${i + 1}` }),
    );
    const mine = turn === "white" ? r.white : r.black;
    for (let c = 0; c < width; c++) {
      const x = side + label + c * cell;
      const move = reach.get(`${i}:${c}`);
      const inGap = c > Math.min(r.white, r.black) && c < Math.max(r.white, r.black);
      row.append(
        cellButton(
          [x, y, cell],
          ["cell", inGap ? "in-gap" : null, move ? "reach" : null, verdict(move, o.hints)],
          { "data-row": i, "data-column": c, "data-key": `n-${i}-${c}`, "data-action": "cell" },
          i === 0 && c === mine,
          [
            `row ${i + 1}, column ${c}`,
            c === r.white && "white checker",
            c === r.black && "black checker",
            canMove("your checker", move, o.hints),
          ],
          move ? reachDot(x + cell / 2, y + cell / 2, move, o.hints) : null,
          o.ghost?.row === i && o.ghost.column === c ? checkerShape(x, y, o.ghost.colour, "ghost") : null,
          ["white", "black"].map((colour) => (r[colour] === c ? checkerShape(x, y, colour, colour === turn ? "to-move" : null) : null)),
        ),
      );
    }
    row.append(
      svgEl("text", {
        class: "gap-label",
        x: side + label + width * cell + gapW / 2,
        y: y + cell / 2 + 8,
        "font-size": 22,
        text: `gap ${r.gap}`,
      }),
    );
    svg.append(row);
  });
  finish(svg, o);
}

function checkerShape(x, y, colour, kind) {
  const [cx, cy, half] = [x + NORTHCOTT.cell / 2, y + NORTHCOTT.cell / 2, NORTHCOTT.cell / 2];
  return svgEl(
    "g",
    { class: ["checker", colour, kind], ...(kind === "ghost" ? FADED : {}), "aria-hidden": "true" },
    svgEl("circle", { class: "checker-ring", cx, cy, r: half - 3 }),
    svgEl("circle", { class: "checker-body", cx, cy, r: half - 8 }),
    svgEl("text", { class: "checker-letter", x: cx, y: cy + 7, "font-size": 19, text: colour === "white" ? "W" : "B" }),
  );
}

/**
 * The board drawn small, a picture of a position on the home and lesson pages (boards/index.js).
 * A move is made on it by pointing at the square of a row the checker to move slides to (the
 * core's move has its row and column).
 * @type {import("./common.js").BoardPicture}
 */
export const northcottBoard = {
  draw: drawNorthcott,
  pick(target, moves) {
    const cell = /** @type {HTMLElement | null} */ (target.closest(".cell[data-row]"));
    if (!cell) return undefined;
    return moves.find((m) => m.row === Number(cell.dataset.row) && m.column === Number(cell.dataset.column));
  },
};
