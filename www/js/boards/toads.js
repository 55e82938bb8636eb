// Toads and Frogs' board: strips of squares with toads and frogs.

import { svgEl } from "../ui.js";
import {
  startPartizan,
  finish,
  hintMark,
  FADED,
  verdict,
  verdictWord,
  byKey,
  cellButton,
  partizanBoard,
  partValue,
  pickByMove,
} from "./common.js";

/** The strips of a Toads and Frogs position, "L:TT..FF,T.F" -> ["TT..FF", "T.F"]. */
export const toadsStrips = (position) =>
  partizanBoard(position)
    .split(",")
    .filter(Boolean)
    .map((s) => s.toUpperCase());

const TOADS = { cell: 76, gap: 30, label: 96, valueW: 110, pad: 12 };

/** A toad: a square body with bumps, its eyes on the right, facing right; or a frog: a round body, its eyes on the left, facing left. */
function creature(cx, cy, kind, attrs = {}) {
  const r = TOADS.cell * 0.36;
  const toad = kind === "T";
  const dir = toad ? 1 : -1;
  return svgEl(
    "g",
    { class: ["creature", toad ? "toad" : "frog"], "aria-hidden": "true", ...attrs },
    toad
      ? svgEl("rect", { class: "creature-body", x: cx - r, y: cy - r * 0.85, width: 2 * r, height: 1.7 * r, rx: 7 })
      : svgEl("ellipse", { class: "creature-body", cx, cy, rx: r, ry: r * 0.85 }),
    svgEl("circle", { class: "creature-eye", cx: cx + dir * r * 0.45, cy: cy - r * 0.55, r: 6 }),
    svgEl("circle", { class: "creature-eye", cx: cx + dir * r * 0.05, cy: cy - r * 0.55, r: 6 }),
    svgEl("path", {
      class: "creature-arrow",
      d: `M ${cx + dir * r * 0.25} ${cy + r * 0.05} l ${dir * r * 0.45} ${r * 0.25} l ${-dir * r * 0.45} ${r * 0.25}`,
    }),
    svgEl("text", { class: "creature-letter", x: cx - dir * r * 0.3, y: cy + r * 0.5, "font-size": 22, text: kind }),
  );
}

/**
 * Toads and Frogs: each strip a row of squares, toads (T, a square body facing right) and
 * frogs (F, a round body facing left). options.strips (else the position's), toMove ("L":
 * toads move, "R": frogs), moves, hints (the mover's creatures ticked or crossed), partValues
 * (each strip's value at its right end, a spoiler), focus (the data-key with the tab stop),
 * ghost { strip, square, kind }: where the creature the computer moved stood, faded. Every
 * square is a button (data-strip, data-square, 0-based; data-move when the mover's creature
 * there can move); a landing dot (class "landing", data-from its square's key) marks where
 * each movable creature would go, for the page's preview.
 */
export function drawToads(svg, position, o = {}) {
  const { cell, gap, label, valueW, pad } = TOADS;
  const strips = o.strips ?? toadsStrips(position);
  const longest = Math.max(4, ...strips.map((s) => s.length));
  const [width, height] = [pad * 2 + label + longest * cell + valueW, pad * 2 + Math.max(1, strips.length) * (cell + gap) - gap];
  const toMove = startPartizan(svg, position, width, height, o.label ?? `Toads and Frogs: ${strips.join(", ")}`, o);
  const mover = toMove === "L" ? "T" : "F";
  const moves = byKey(o.moves, (m) => String(m.move));
  const firstMove = (o.moves ?? [])[0]?.move;
  const focus = o.focus ?? (firstMove ? `t-${firstMove.replace(":", "-")}` : "t-1-1");
  const NAME = { T: "a toad", F: "a frog", ".": "empty" };
  strips.forEach((strip, s) => {
    const y = pad + s * (cell + gap);
    const group = svgEl(
      "g",
      { class: "strip", "data-part": s, role: "group", "aria-label": `strip ${s + 1}: ${strip.length} squares` },
      svgEl("text", {
        class: "strip-label",
        x: pad,
        y: y + cell / 2 + 8,
        "text-anchor": "start",
        "font-size": 22,
        "aria-hidden": "true",
        text: `strip ${s + 1}`,
      }),
    );
    const landings = [];
    [...strip].forEach((ch, q) => {
      const x = pad + label + q * cell;
      const key = `t-${s + 1}-${q + 1}`;
      const move = ch === mover ? moves.get(`${s + 1}:${q + 1}`) : undefined;
      const ghost =
        o.ghost?.strip === s && o.ghost.square === q
          ? creature(x + cell / 2, y + cell / 2, o.ghost.kind, {
              class: ["creature", "ghost", o.ghost.kind === "T" ? "toad" : "frog"],
              ...FADED,
            })
          : null;
      // Where the creature lands: the core's answer (a step, or a jump over one of the other side).
      const to = move?.landing ?? -1;
      if (to >= 0)
        landings.push(
          svgEl("circle", {
            class: "landing",
            "data-from": key,
            cx: pad + label + to * cell + cell / 2,
            cy: y + cell / 2,
            r: 14,
            "aria-hidden": "true",
          }),
        );
      group.append(
        cellButton(
          [x, y, cell],
          ["sq", ch === "." ? "empty" : ch === "T" ? "has-toad" : "has-frog", move ? "movable" : null, verdict(move, o.hints)],
          { "data-strip": s, "data-square": q, "data-part": s, "data-key": key, "data-move": move?.move },
          key === focus,
          [
            `strip ${s + 1}, square ${q + 1}: ${NAME[ch] ?? "empty"}`,
            move && `can ${to >= 0 && Math.abs(to - q) === 2 ? "jump" : "move"} to square ${to + 1}`,
            move && o.hints && verdictWord(move, true),
          ],
          ghost,
          ch === "T" || ch === "F" ? creature(x + cell / 2, y + cell / 2, ch) : null,
          move && o.hints ? hintMark(x + cell - 17, y + cell - 17, move.outcome === "P", { r: 13 }) : null,
        ),
      );
    });
    group.append(...landings);
    const value = o.partValues?.[s];
    if (value !== undefined && value !== null)
      group.append(partValue(pad + label + strip.length * cell + valueW / 2, y + cell / 2 + 10, value, s));
    svg.append(group);
  });
  finish(svg, o);
}

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js). @type {import("./common.js").BoardPicture} */
export const toadsBoard = { draw: drawToads, className: "toads-board", pick: pickByMove };
