// The board of dots and boxes: a grid of dots, the lines drawn between neighbours, the boxes.
// A line is written by its two dots, "a1-b1": columns a, b, c… from the left, rows 1, 2, 3…
// from the top (the core's notation, src/games/dots.rs). The board's size is in the game id
// ("firstbox:2x3": 2 rows of 3 boxes), which a page passes as o.rows and o.columns, a picture as o.game.

import { svgEl } from "../ui.js";
import { natural, start, finish, FADED, button, hintMark, verdict, byKey } from "./common.js";

const DOTS = { gap: 96, margin: 46, hit: 40 };

/** The rows and columns of boxes of a game id "firstbox:2x3" (2 x 3 when it says none). */
export function boardSize(game) {
  const m = /:(\d+)x(\d+)$/i.exec(String(game ?? ""));
  return m ? { rows: Number(m[1]), columns: Number(m[2]) } : { rows: 2, columns: 3 };
}

/** A dot's name from its row and column (both from 0): "b3". */
export const dotName = (row, column) => `${String.fromCharCode(97 + column)}${row + 1}`;

/** Line `{ horizontal, row, column }` as the core writes it: "a1-b1" or "a1-a2". */
export const lineText = (l) => `${dotName(l.row, l.column)}-${l.horizontal ? dotName(l.row, l.column + 1) : dotName(l.row + 1, l.column)}`;

/** A line in words: "the line from a1 to b1". */
export const lineWords = (text) => {
  const [a, b] = String(text).split("-");
  return `the line from ${a} to ${b}`;
};

/** Every line of a board in reading order, as { horizontal, row, column }: each row of dots' across lines, then the down lines under them. */
export function allLines(rows, columns) {
  const lines = [];
  for (let r = 0; r <= rows; r++) {
    for (let c = 0; c < columns; c++) lines.push({ horizontal: true, row: r, column: c });
    if (r < rows) for (let c = 0; c <= columns; c++) lines.push({ horizontal: false, row: r, column: c });
  }
  return lines;
}

/** The lines a position draws (their texts, both dots in reading order); "none": no line. */
export function drawnLines(position) {
  const text = String(position ?? "").trim();
  if (!text || text.toLowerCase() === "none") return new Set();
  return new Set(text.split(",").map((t) => t.trim().toLowerCase()));
}

/** The four sides of box (r, c) as line texts. */
export const boxSides = (r, c) => [
  lineText({ horizontal: true, row: r, column: c }),
  lineText({ horizontal: true, row: r + 1, column: c }),
  lineText({ horizontal: false, row: r, column: c }),
  lineText({ horizontal: false, row: r, column: c + 1 }),
];

/**
 * A random position for the page's Random button: some lines of the board, none of which makes
 * a box (a line that would complete one is left out).
 */
export function randomLines(rows, columns) {
  const lines = allLines(rows, columns).map(lineText);
  const drawn = new Set();
  const want = Math.floor(Math.random() * (lines.length * 0.6));
  for (const line of lines.sort(() => Math.random() - 0.5)) {
    if (drawn.size >= want) break;
    drawn.add(line);
    const complete = Array.from({ length: rows * columns }, (_, k) => boxSides(Math.floor(k / columns), k % columns)).some((sides) =>
      sides.every((s) => drawn.has(s)),
    );
    if (complete) drawn.delete(line);
  }
  return drawn.size ? [...drawn].join(",") : "none";
}

/**
 * The board. options: rows, columns (else o.game's, else 2 x 3), moves (the core's, each with
 * its `line`, `gives` and `closes`), hints (a tick or a cross on every line left, and the lines
 * that give a box away marked), ghost (the text of the computer's last line: drawn in its own
 * colour until the student moves). A box with its four sides drawn is made: it gets a star.
 */
export function drawDots(svg, position, o = {}) {
  const { gap, margin, hit } = DOTS;
  const { rows, columns } = o.rows ? { rows: o.rows, columns: o.columns } : boardSize(o.game);
  const drawn = drawnLines(position);
  const width = margin * 2 + columns * gap;
  const height = margin * 2 + rows * gap;
  start(svg, position, width, height, `Dots and boxes, ${rows} by ${columns} boxes: ${position}`, o, natural(width, height));
  const reach = byKey(o.moves, (m) => m.move);
  const x = (c) => margin + c * gap;
  const y = (r) => margin + r * gap;

  // The boxes first, under the lines: a box's sides drawn tell how near it is to being made.
  const boxes = svgEl("g", { class: "dots-boxes", "aria-hidden": "true" });
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++) {
      const sides = boxSides(r, c).filter((s) => drawn.has(s)).length;
      const isMade = sides === 4;
      boxes.append(
        svgEl(
          "g",
          { class: ["dots-box", isMade ? "made" : null], "data-row": r, "data-column": c, "data-sides": sides },
          svgEl("rect", { x: x(c) + 6, y: y(r) + 6, width: gap - 12, height: gap - 12, rx: 6 }),
          isMade ? svgEl("text", { x: x(c) + gap / 2, y: y(r) + gap / 2 + 12, "font-size": 34, text: "★" }) : null,
        ),
      );
    }
  svg.append(boxes);

  // Every line, drawn or not, as a button in reading rows (across lines of dot row r in row
  // 2r, down lines in row 2r + 1), so that the arrow keys walk the board.
  const lines = svgEl("g", { class: "dots-lines", role: "group", "aria-label": "The lines" });
  let first = true;
  for (const l of allLines(rows, columns)) {
    const text = lineText(l);
    const isDrawn = drawn.has(text);
    const move = reach.get(text);
    const [x1, y1] = [x(l.column), y(l.row)];
    const [x2, y2] = l.horizontal ? [x1 + gap, y1] : [x1, y1 + gap];
    const gift = o.hints && move && !move.closes && move.gives > 0;
    const ghost = o.ghost === text;
    const focused = !isDrawn && first;
    if (focused) first = false;
    const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
    lines.append(
      button(
        ["dots-line", isDrawn ? "drawn" : "open", ghost ? "last" : null, gift ? "gift" : null, verdict(move, o.hints)],
        {
          "data-line": text,
          "data-lane": l.horizontal ? 2 * l.row : 2 * l.row + 1,
          "data-index": l.column,
          "data-key": `d-${text}`,
        },
        focused,
        [
          lineWords(text),
          isDrawn ? (ghost ? "drawn by the computer's last move" : "drawn") : "not drawn yet",
          o.hints && move ? (move.outcome === "P" ? "winning" : "losing") : null,
          gift ? "gives a box its third side" : null,
        ],
        l.horizontal
          ? svgEl("rect", { class: "line-hit", x: x1 + 10, y: y1 - hit / 2, width: gap - 20, height: hit })
          : svgEl("rect", { class: "line-hit", x: x1 - hit / 2, y: y1 + 10, width: hit, height: gap - 20 }),
        // The computer's last line: a faded halo under it, until the student moves.
        ghost ? svgEl("line", { class: "ghost last-halo", x1, y1, x2, y2, ...FADED }) : null,
        svgEl("line", { class: "line-stroke", x1, y1, x2, y2 }),
        o.hints && move && !isDrawn ? hintMark(mx, my, move.outcome === "P", { className: "line-mark", r: 15 }) : null,
        svgEl("rect", {
          class: "focus-ring",
          x: l.horizontal ? x1 + 8 : x1 - hit / 2 - 2,
          y: l.horizontal ? y1 - hit / 2 - 2 : y1 + 8,
          width: l.horizontal ? gap - 16 : hit + 4,
          height: l.horizontal ? hit + 4 : gap - 16,
          rx: 6,
          "aria-hidden": "true",
        }),
      ),
    );
  }
  svg.append(lines);

  // The dots on top, with the names of the first row and column for reading the notation.
  const dots = svgEl("g", { class: "dots-dots", "aria-hidden": "true" });
  for (let r = 0; r <= rows; r++)
    for (let c = 0; c <= columns; c++) dots.append(svgEl("circle", { class: "dot", cx: x(c), cy: y(r), r: 8 }));
  for (let c = 0; c <= columns; c++)
    dots.append(svgEl("text", { class: "coord", x: x(c), y: margin - 20, "font-size": 20, text: String.fromCharCode(97 + c) }));
  for (let r = 0; r <= rows; r++)
    dots.append(svgEl("text", { class: "coord", x: margin - 28, y: y(r) + 7, "font-size": 20, text: String(r + 1) }));
  svg.append(dots);
  finish(svg, o);
}

/**
 * The board drawn small, a picture on the home and lesson pages (boards/index.js); a move is
 * made on it by pointing at the line to draw.
 * @type {import("./common.js").BoardPicture}
 */
export const dotsBoard = {
  draw: drawDots,
  pick(target, moves) {
    const line = /** @type {HTMLElement | null} */ (target.closest(".dots-line[data-line]"));
    return line ? moves.find((m) => m.move === line.dataset.line) : undefined;
  },
};
