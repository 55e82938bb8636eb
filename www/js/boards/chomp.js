// Chomp's board: a bar of chocolate with the poison in the corner.

import { svgEl } from "../ui.js";
import { numbers, start, finish, hintMark, verdict, byKey } from "./common.js";
import { barState, barLabel } from "../chomp-words.js";

/**
 * The bar: squares still there, crumbs of the eaten ones, hints, labels. options.rows (from the
 * poison's row up, else read from the position), frame { rows, cols } (the bar the game started
 * with), moves (row, col, move, outcome), hints, focus { row, col } (the keyboard's square),
 * mirror (the square strategy's diagonal, a spoiler), squares (the count), ghost (the rows
 * before the computer's bite: what it ate drawn faded). A Why? step's picture (picture: true,
 * named by `label`) adds bite ("r1c3", outlined), after (the bar left: what the bite eats
 * marked to-eat) and winning (the bites ticked); its mirror is no spoiler.
 */
export function drawChomp(svg, position, o = {}) {
  const rows = o.rows ?? numbers(position);
  const frame = o.frame ?? { rows: rows.length, cols: rows[0] ?? 1 };
  // A big board is drawn smaller on the screen, so its row and column labels get bigger in SVG
  // units to stay readable.
  const cell = 60;
  const size = Math.round(20 + Math.max(frame.rows, frame.cols) * 0.9);
  const left = size * 2 + 12;
  const X = (c) => left + c * cell;
  const Y = (r) => 8 + (frame.rows - 1 - r) * cell;
  const squares = o.squares ?? rows.reduce((a, b) => a + b, 0);
  const barName = o.label ?? `Chomp bar ${position}: ${rows.length} ${rows.length === 1 ? "row" : "rows"}, ${squares} squares`;
  const [width, height] = [left + frame.cols * cell + 8, 8 + frame.rows * cell + size + 30];
  start(svg, position, width, height, barName, o, { "--rows": frame.rows, "--cols": frame.cols });
  svg.setAttribute("role", "group");

  const moves = byKey(o.moves, (m) => `${m.row}:${m.col}`);
  const after = o.after ? numbers(o.after) : null;
  const winning = new Set(o.winning ?? []);
  const focus = o.focus ?? { row: rows.length - 1, col: rows[rows.length - 1] - 1 };
  const layer = svgEl("g", { class: "squares" });
  const square = (r, c, classes, attrs, mark = null) =>
    svgEl(
      "g",
      { class: ["sq", ...classes], "data-row": r, "data-col": c, ...attrs },
      svgEl("rect", { class: "face", x: X(c) + 2, y: Y(r) + 2, width: cell - 4, height: cell - 4, rx: 6 }),
      mark,
    );
  for (let r = 0; r < frame.rows; r++) {
    for (let c = 0; c < frame.cols; c++) {
      if (c >= (rows[r] ?? 0)) {
        layer.append(square(r, c, ["crumb", o.ghost && c < (o.ghost[r] ?? 0) ? "eaten" : null], { "aria-hidden": "true" }));
        continue;
      }
      const name = `r${r}c${c}`;
      const poison = name === "r0c0";
      const wins = o.picture ? (winning.has(name) ? "wins" : null) : verdict(moves.get(`${r}:${c}`) ?? { outcome: "N" }, o.hints);
      const [cx, cy] = [X(c) + cell / 2, Y(r) + cell / 2];
      layer.append(
        square(
          r,
          c,
          [
            poison ? "poison" : "bar",
            poison ? null : wins,
            after && c >= (after[r] ?? 0) ? "to-eat" : null,
            o.bite === name ? "bitten" : null,
          ],
          {
            role: "button",
            tabindex: focus.row === r && focus.col === c ? 0 : -1,
            // Read aloud in words, never the typed notation.
            "aria-label": poison
              ? "row 0, column 0, the poison"
              : `row ${r}, column ${c}, bite${wins ? `, ${wins === "wins" ? "winning" : "losing"} bite` : ""}`,
            "data-move": moves.get(`${r}:${c}`)?.move ?? name,
          },
          poison
            ? svgEl("text", { class: "poison-mark", x: cx, y: cy + cell * 0.17, "font-size": cell * 0.5, "aria-hidden": "true", text: "☠" })
            : wins
              ? hintMark(cx, cy, wins === "wins")
              : null,
        ),
      );
    }
  }
  const axes = svgEl("g", { class: "axes", "aria-hidden": "true" });
  for (let c = 0; c < frame.cols; c++) {
    // Narrower type for long labels (c10 and up), so that neighbours never touch.
    const fit = Math.min(size, Math.floor((cell * 0.92) / (0.62 * `c${c}`.length)));
    axes.append(svgEl("text", { class: "axis", x: X(c) + cell / 2, y: Y(0) + cell + size + 8, "font-size": fit, text: `c${c}` }));
  }
  for (let r = 0; r < frame.rows; r++) {
    axes.append(svgEl("text", { class: "axis axis-row", x: left - 8, y: Y(r) + cell / 2 + size * 0.35, "font-size": size, text: `r${r}` }));
  }
  svg.append(layer, axes);
  // The mirror line of the square strategy, the diagonal through the poison, tells who has the
  // winning plan: a spoiler on the board (lessons.css); a Why? picture's mirror stays.
  if (o.mirror && (o.picture || frame.rows === frame.cols)) {
    const n = Math.min(frame.rows, frame.cols);
    svg.append(
      svgEl("line", {
        class: ["mirror-line", o.picture ? null : "spoiler"],
        x1: X(0),
        y1: Y(0) + cell,
        x2: X(n),
        y2: Y(n - 1),
        "aria-hidden": "true",
      }),
    );
  }
  finish(svg, o);
}

/** Rows of a Chomp bar, from the poison's row up: "3,3,2" -> [3, 3, 2]. */
export const chompRows = (position) => numbers(position).filter((n) => n > 0);

/**
 * A bar as a component of a sum (common.js SumPart). The drawing knows a bite by its square, as
 * the core's listed move says it (`bite`: [row, column]). In a sum the poison is no move of the
 * component, so it is no button. No random bar: random sums leave Chomp out.
 * @type {import("./common.js").SumPart}
 */
export const chompPart = {
  className: "chomp-board",
  draw(svg, state, { moves, hints, was }) {
    const bites = moves.flatMap((m) =>
      m.bite ? [{ row: m.bite[0], col: m.bite[1], move: `r${m.bite[0]}c${m.bite[1]}`, outcome: m.outcome }] : [],
    );
    drawChomp(svg, state, { rows: chompRows(state), moves: bites, hints, ghost: was && chompRows(was) });
    for (const name of ["role", "tabindex"]) svg.querySelector(".poison")?.removeAttribute(name);
  },
  click(target, { moves }) {
    const square = /** @type {HTMLElement | null} */ (target.closest(".sq.bar[data-row]"));
    if (!square) return undefined;
    const [row, col] = [Number(square.dataset.row), Number(square.dataset.col)];
    return { move: moves.find((m) => m.bite?.[0] === row && m.bite?.[1] === col) ?? null };
  },
  names: { state: barState, label: barLabel },
  add: () => ({ label: "Chomp bar", example: "3,3,2" }),
};

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js). @type {import("./common.js").BoardPicture} */
export const chompBoard = {
  draw: drawChomp,
  className: chompPart.className,
  // A square is the bite of it (the core's move has its row and column); the poison is no move.
  pick(target, moves) {
    const square = /** @type {HTMLElement | null} */ (target.closest(".sq.bar[data-row]"));
    if (!square) return undefined;
    return moves.find((m) => m.row === Number(square.dataset.row) && m.col === Number(square.dataset.col));
  },
};
