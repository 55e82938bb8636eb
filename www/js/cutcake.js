// Cutcake (game `cutcake`): cakes scored into squares. Vertical (Left) cuts one piece in two
// along a line between its columns, Horizontal (Right) along a line between its rows; whoever
// cannot cut loses. A position is its pieces, `L:3x4,2x2` (width x height); a move is
// `piece:cut`. A configuration of the partizan pages (partizan.js): this file draws the cakes
// with their grid lines (boards/cutcake.js), keeps each piece where the cuts put it (the two halves of
// a cut in the place of the piece they came from, a little apart), and lets a student cut by
// clicking a line inside a piece, or by keyboard. What a person reads names each piece as the game
// has named it: 1 to n at the start; a cut's first half keeps its piece's number and the second
// takes the next number not yet used in the game (the core's numbers are places in the position's
// text, which a cut shifts). The drawing, the record, every sentence and the move box use them.

import { createPartizanPage, boardOptions, findMove, randomInt, lastingNames, numberList } from "./partizan.js";
import { drawCutcake, cutcakeLayout, cutcakeSplit, cutcakeGhostY } from "./boards/cutcake.js";
import { bindLines } from "./ui.js";

const NAMES = { L: "Vertical", R: "Horizontal" };

/** A move "2:3" as numbers: the piece (1-based) and the cut. */
const parse = (move) => String(move).split(":").map(Number);

/**
 * The pieces' names for the whole game: 1 to n at the start; a cut's first half keeps the number
 * of the piece it came from and the second takes the next number the game has not used (no piece
 * ever goes, so that is one more than the largest now). The halves stand in the cut piece's place.
 */
const names = lastingNames({
  count: (analysis) => (analysis?.pieces ?? []).length,
  next(pieces, move) {
    const i = parse(move)[0] - 1;
    if (!(i >= 0 && i < pieces.length)) return null;
    return [...pieces.slice(0, i), pieces[i], Math.max(0, ...pieces) + 1, ...pieces.slice(i + 1)];
  },
});

/** The name of piece `number` (the core's, 1-based) of `analysis`, as the game has named it. */
const labelOf = (analysis, number) => names.of(page, analysis)[Number(number) - 1] ?? Number(number);

/** "a vertical cut of piece 1 after column 2", from the analysis it is played in. */
function moveName(move, analysis) {
  const [piece, cut] = parse(move);
  const name = labelOf(analysis, piece);
  return (analysis?.toMove ?? "L") === "L"
    ? `a vertical cut of piece ${name} after column ${cut}`
    : `a horizontal cut of piece ${name} after row ${cut}`;
}

/** The core's answer for `move` in `analysis`: its halves, [[width, height], [width, height]]. */
const halvesOf = (move, analysis) => analysis?.moves?.find((m) => m.move === String(move))?.halves ?? null;

/** The two pieces a cut leaves: "a 2 by 4 piece and a 1 by 4 piece". */
function halves(move, analysis) {
  const pair = halvesOf(move, analysis);
  return pair ? `: a ${pair[0][0]} by ${pair[0][1]} piece and a ${pair[1][0]} by ${pair[1][1]} piece` : "";
}

// -- Where each piece is: the halves of a cut stay where their piece was --------------------------

/** Each piece's place at history entry `index`: from the last entry whose places are known, cut by cut. */
function layoutAt(p, index) {
  const entries = p.state.entries;
  let from = index;
  while (from > 0 && !entries[from].layout) from--;
  entries[from].layout ??= cutcakeLayout(entries[from].analysis.pieces ?? []);
  for (let i = from + 1; i <= index; i++) {
    const [before, entry] = [entries[i - 1].analysis, entries[i]];
    const [piece] = parse(entry.move);
    const pair = halvesOf(entry.move, before);
    const split = pair ? cutcakeSplit(entries[i - 1].layout, piece - 1, pair[0], before.toMove ?? "L") : [];
    // The core keeps the pieces in place, so the split matches; anything else starts afresh.
    entry.layout = split.length === (entry.analysis.pieces ?? []).length ? split : cutcakeLayout(entry.analysis.pieces ?? []);
  }
  return entries[index].layout;
}

/** The computer's last cut, in squares: the line between the two halves it left. */
function ghostCut(p) {
  const shown = p.shownMove();
  if (!shown) return null;
  const [piece] = parse(shown.move);
  const layout = layoutAt(p, p.state.cursor);
  const pieces = p.current().analysis.pieces ?? [];
  const [a, b] = [layout[piece - 1], layout[piece]];
  const first = pieces[piece - 1];
  if (!a || !b || !first) return null;
  if ((shown.before.toMove ?? "L") === "L") {
    const x = (a.x + first.width + b.x) / 2;
    return { x1: x, y1: a.y, x2: x, y2: a.y + first.height };
  }
  // In the gap's upper part: the lower half's name and value are under it.
  const y = cutcakeGhostY(a.y + first.height);
  return { x1: a.x, y1: y, x2: a.x + first.width, y2: y };
}

// -- The page -----------------------------------------------------------------------------------

/** One to three pieces, each up to 6 squares a side. */
const randomBoard = () => Array.from({ length: randomInt(1, 3) }, () => `${randomInt(1, 6)}x${randomInt(1, 6)}`).join(",");

const page = createPartizanPage({
  game: "cutcake",
  title: "Cutcake",
  names: NAMES,
  noun: "cut",
  whole: "the cake",
  parts: "pieces",
  partName: (i, analysis) => `piece ${labelOf(analysis, i + 1)}`,
  moveName,
  doing: (move, analysis) => `cutting ${moveName(move, analysis).replace(/^a \w+ cut of /, "")}${halves(move, analysis)}`,
  did: (move, before) =>
    `cut piece ${labelOf(before, parse(move)[0])} ${(before.toMove ?? "L") === "L" ? `after column ${parse(move)[1]}` : `after row ${parse(move)[1]}`}${halves(move, before)}`,
  stuck: (side) => `${side} has no piece ${side === "Vertical" ? "wider" : "taller"} than one square left to cut`,
  randomBoard,
  draw,
  item: ".cut",
  actionSelector: ".cut[role=button]",
  moveHelp: "Type a cut such as 1:2: piece 1, after 2 columns (Vertical) or 2 rows (Horizontal).",
  typedMove: typedCut,
});

/**
 * A typed cut "piece:line" names the piece as the drawing does: the core's number of the piece
 * with that name, the line as typed. A name no piece has is refused in words (thrown: the move
 * box shows it).
 */
function typedCut(text) {
  const typed = /^\s*(\d+)\s*:(.*)$/.exec(text);
  if (!typed) return text;
  const label = Number(typed[1]);
  const now = names.of(page, page.current().analysis);
  const k = now.indexOf(label);
  if (k >= 0) return `${k + 1}:${typed[2].trim()}`;
  throw new Error(
    `There is no piece ${label}: ${now.length === 1 ? `the only piece is piece ${now[0]}` : `the pieces are ${numberList(now)}`}.`,
  );
}

function draw(p) {
  const { analysis, position } = p.current();
  drawCutcake(p.dom.board, position, {
    pieces: analysis.pieces,
    labels: names.of(p, analysis),
    layout: layoutAt(p, p.state.cursor),
    ...boardOptions(p),
    // The computer's cut stays on show, faded between the two halves, until the student moves.
    ghost: ghostCut(p),
  });
}

// A click, Enter or Space cuts; the arrows go from line to line in a piece (← →) and from piece
// to piece (↑ ↓).
bindLines(page.dom.board, {
  item: ".cut[role=button]",
  line: "cake",
  index: "slot",
  pick: (line) => {
    if (!page.interactive()) return;
    if (!findMove(page.current().analysis, line.dataset.move))
      return page.showError(page.dom.boardError, "That piece cannot be cut there.");
    page.boardMove(line.dataset.move);
  },
});

page.boot();
