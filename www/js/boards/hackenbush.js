// Blue-Red Hackenbush's board: edges standing on the ground.

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

/**
 * The edges of a Hackenbush drawing in the order of their numbers, as the core's analysis
 * lists them: "L:BB(R,B),R" -> [{ colour: "B", parent: null, piece: 0 }, { colour: "B",
 * parent: 0, piece: 0 }, ...]. A piece is a run of edges from the ground up, then branches
 * in brackets standing on its top edge; "empty" is the empty drawing.
 */
export function hackenbushEdges(position) {
  const text = partizanBoard(position);
  const edges = [];
  if (/^empty$/i.test(text)) return edges;
  let i = 0;
  const piece = (below, index) => {
    let parent = below;
    while (/[BR]/i.test(text[i] ?? "")) {
      edges.push({ colour: text[i++].toUpperCase(), parent, piece: index });
      parent = edges.length - 1;
    }
    if (text[i] !== "(") return;
    i++;
    for (;;) {
      const at = i;
      piece(parent, index);
      if (text[i] === ",") i++;
      else if (text[i] === ")") return void i++;
      if (i === at) return;
    }
  };
  for (let index = 0; i < text.length; index++) {
    const at = i;
    piece(null, index);
    if (text[i] === ",") i++;
    if (i === at) break;
  }
  return edges;
}

const HACKENBUSH = { unit: 84, rise: 96, side: 44, top: 40, below: 64, pieceGap: 0.5 };

/**
 * Where each edge stands: its foot and top in units (x across, in branch widths; y up, in
 * edges from the ground), and where each piece stands on the ground. A piece is as wide as its
 * branches side by side; an edge with one edge on it goes on straight up, with several they
 * fan out from its top.
 */
function hackenbushLayout(edges) {
  const children = edges.map(() => []);
  const roots = [];
  edges.forEach((e, k) =>
    e.parent === null || e.parent === undefined || !children[e.parent] ? roots.push(k) : children[e.parent].push(k),
  );
  const span = [];
  const spanOf = (k) =>
    (span[k] ??= Math.max(
      1,
      children[k].reduce((sum, c) => sum + spanOf(c), 0),
    ));
  const at = [];
  const place = (k, left, footX, level) => {
    const x = left + spanOf(k) / 2;
    at[k] = { x1: footX, y1: level, x2: x, y2: level + 1 };
    let l = left;
    for (const c of children[k]) {
      place(c, l, x, level + 1);
      l += spanOf(c);
    }
  };
  const pieces = [];
  let left = 0;
  for (const root of roots) {
    place(root, left, left + spanOf(root) / 2, 0);
    const piece = edges[root].piece;
    const last = pieces.at(-1);
    if (last?.piece === piece) last.right = left + spanOf(root);
    else pieces.push({ piece, left, right: left + spanOf(root) });
    left += spanOf(root) + HACKENBUSH.pieceGap;
  }
  return { at, pieces, width: Math.max(3, left - HACKENBUSH.pieceGap), height: Math.max(2, ...at.map((a) => a.y2)) };
}

/**
 * A Blue-Red Hackenbush drawing: pieces standing on the ground, each edge a thick blue or red
 * line (red ones with a light stripe along the middle, so the colours differ by more than
 * hue), numbered. options.edges (the core's [{ colour, parent, piece }], else the position's),
 * toMove ("L": Blue cuts blue edges, "R": Red red ones), moves (the core's, by edge number,
 * each with `removed`), hints (the mover's edges ticked or crossed), partValues (each piece's
 * value under it, a spoiler), focus (the edge number with the tab stop), ghost { edges,
 * removed, leaving }: the drawing before the computer's cut, whose fallen edges are drawn faded
 * where they stood (the others keep their places); with leaving, the student's own cut: its
 * fallen edges are drawn to fall away (class "fell", CSS). labels: the name drawn beside each
 * edge of the drawing drawn (the ghost's edges while there is one), in the order of `edges`:
 * the names a game gives its edges stay with them while the edges around them fall (the page
 * keeps them); without labels an edge's name is its number. Each edge is a button (data-move:
 * its number in the position, as the core numbers moves; data-label: its name; data-key
 * "e-<name>", so the focus stays with the edge when others fall) with data-edge (0-based),
 * data-part (its piece) and data-removed (the numbers of the edges a cut there brings down,
 * for the page's preview).
 */
export function drawHackenbush(svg, position, o = {}) {
  const G = HACKENBUSH;
  const edges = o.ghost?.edges ?? o.edges ?? hackenbushEdges(position);
  const fallen = new Set(o.ghost?.removed ?? []);
  // The edges still standing keep their order: edge k's number is its rank among them.
  const number = [];
  let n = 0;
  edges.forEach((e, k) => (number[k] = fallen.has(k) ? null : ++n));
  /** The name drawn beside edge k (0-based in `edges`): its label, else its number. */
  const label = (k) => o.labels?.[k] ?? number[k];
  const pieceNumber = new Map();
  edges.forEach((e, k) => !fallen.has(k) && !pieceNumber.has(e.piece) && pieceNumber.set(e.piece, pieceNumber.size));
  const { at, pieces, width: units, height: levels } = hackenbushLayout(edges);
  const X = (u) => G.side + u * G.unit;
  // A tall drawing gets shorter edges, so that it is not drawn tiny in a wide panel.
  const rise = Math.max(44, Math.min(G.rise, Math.round(520 / levels)));
  const ground = G.top + levels * rise;
  const Y = (level) => ground - level * rise;
  const [width, height] = [G.side * 2 + units * G.unit, ground + G.below];
  const pieceCount = `${pieceNumber.size} ${pieceNumber.size === 1 ? "piece" : "pieces"}`;
  const name = o.label ?? `Hackenbush drawing: ${n} ${n === 1 ? "edge" : "edges"} in ${pieceCount}`;
  const toMove = startPartizan(svg, position, width, height, name, o);
  const mine = toMove === "L" ? "B" : "R";
  const moves = byKey(o.moves, (m) => String(m.move));
  const focus = o.focus ?? number[edges.findIndex((e, k) => e.colour === mine && !fallen.has(k))] ?? 1;

  svg.append(svgEl("rect", { class: "ground", x: 0, y: ground, width, height: 12, rx: 4, "aria-hidden": "true" }));
  const layer = svgEl("g", { class: "edges" });
  const joints = svgEl("g", { class: "joints", "aria-hidden": "true" });
  edges.forEach((e, k) => {
    const { x1, y1, x2, y2 } = at[k];
    const line = { x1: X(x1), y1: Y(y1), x2: X(x2), y2: Y(y2) };
    const colour = e.colour === "B" ? "blue" : "red";
    const shape = [
      svgEl("line", { class: "edge-line", ...line }),
      colour === "red" ? svgEl("line", { class: "edge-stripe", ...line }) : null,
    ];
    const joint = svgEl("circle", { class: "joint", cx: line.x2, cy: line.y2, r: 8 });
    if (fallen.has(k))
      return layer.append(
        svgEl(
          "g",
          {
            class: ["edge", colour, o.ghost.leaving ? "fell" : "ghost"],
            "data-edge": k,
            ...(o.ghost.leaving ? { "aria-hidden": "true" } : FADED),
          },
          shape,
          joint,
        ),
      );
    joints.append(joint);
    const move = moves.get(String(number[k]));
    const [mx, my] = [(line.x1 + line.x2) / 2, (line.y1 + line.y2) / 2];
    const below = e.parent === null || e.parent === undefined ? "on the ground" : `on edge ${label(e.parent)}`;
    layer.append(
      button(
        ["edge", colour, e.colour === mine ? "mine" : "theirs", verdict(move, o.hints)],
        {
          "data-edge": k,
          "data-part": pieceNumber.get(e.piece),
          "data-move": number[k],
          "data-label": label(k),
          "data-key": `e-${label(k)}`,
          "data-removed": (move?.removed ?? []).map((r) => r + 1).join(" "),
        },
        number[k] === focus,
        [`edge ${label(k)}, ${colour}, ${below}`, move && o.hints && `${verdictWord(move, true)} cut`],
        svgEl("line", { class: "edge-hit", ...line }),
        svgEl("line", { class: "edge-focus", ...line }),
        shape,
        svgEl("text", { class: "edge-number", x: mx + 22, y: my + 7, "font-size": 20, "aria-hidden": "true", text: label(k) }),
        move && o.hints ? hintMark(mx, my, move.outcome === "P", { r: 15 }) : null,
      ),
    );
  });
  svg.append(layer, joints);
  for (const { piece, left, right } of pieces) {
    const value = o.partValues?.[pieceNumber.get(piece)];
    if (value !== undefined && value !== null && pieceNumber.has(piece))
      svg.append(partValue(X((left + right) / 2), ground + 48, value, pieceNumber.get(piece)));
  }
  finish(svg, o);
}

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js). @type {import("./common.js").BoardPicture} */
export const hackenbushBoard = { draw: drawHackenbush, className: "hackenbush-board", pick: pickByMove };
