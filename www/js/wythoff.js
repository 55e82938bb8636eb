// Corner the Lady (game `wythoff`, Wythoff's game): a queen moves left, down or diagonally
// down-left toward the corner (0,0); whoever cannot move loses. Several queens are several
// boards: a sum. The P-squares come from the core (analysis.board.pPairs, in the order of
// their construction from the corner), and so do the Grundy values (board.grundy[y][x]).

import { $, createGamePage, bindBuild, farNote, headedRows, markCell as mark } from "./impartial.js";
import { drawWythoff, wythoffSize, wythoffNames } from "./boards/wythoff.js";
import { moveInto, listAnd, stepFocus } from "./impartial-words.js";
import { formatCount } from "./ui.js";

const queensOf = (analysis) => (analysis.parts ?? []).map((p) => p.state.split(",").map(Number));
const cell = (part, x, y) => page.dom.board.querySelector(`.cell[data-part="${part}"][data-x="${x}"][data-y="${y}"]`);
const pairs = () => page.current()?.analysis.board?.pPairs ?? [];

/** The cell of queen `part`'s board at the square written "x,y". */
const at = (part, state) => cell(part, ...String(state).split(","));

const page = createGamePage({
  title: "Corner the Lady",
  catalogId: "wythoff",
  game: "wythoff",
  names: wythoffNames,
  describeMove: (move, analysis) => {
    const to = String(move.into?.[0] ?? moveInto(move.move)).replace(",", ", ");
    return (analysis?.parts?.length ?? 1) > 1 ? `queen ${move.part + 1} to (${to})` : `the queen to (${to})`;
  },
  toggles: ["values"],
  renderBoard,
  highlightPick: (p, move) => mark(at(move.part, move.into?.[0] ?? ""), "picked"),
  stepClasses: ["hl-now", "hl-opt", "p-built", "p-new"],
  highlightStep: (p, step) => {
    const { row, move } = stepFocus(step);
    // A table row is marked on every board whose queen stands on its square.
    p.current().analysis.parts.forEach((part, i) => {
      if (part.state !== row?.state) return;
      mark(at(i, row.state), "hl-now");
      for (const o of row.options ?? []) mark(at(i, o.state), "hl-opt");
    });
    if (move) mark(at(move.part, moveInto(move.move)), "hl-opt");
  },
  // A new position can have a bigger board: the build-up reloads with its pairs.
  newPosition: () => {
    const build = page.build;
    if (build?.open && build.stepper.count !== pairs().length)
      build.stepper.load(pairs().length, Math.min(build.stepper.index, pairs().length - 1));
  },
  pickText: (analysis) => `Click a square ${analysis.parts.length > 1 ? "one of the queens" : "the queen"} can reach (the dotted squares).`,
  randomPosition: () => `${1 + Math.floor(Math.random() * 9)},${1 + Math.floor(Math.random() * 9)}`,
  moveHelp: "Type a move such as 1:2,4 (queen 1 to the square (2,4)).",
  over: ["The lady is in the corner", "put her there"],
});

function renderBoard() {
  const { analysis, position } = page.current();
  const queens = queensOf(analysis);
  const board = analysis.board;
  const size = wythoffSize(queens.length, board?.size ?? 8);
  const shown = page.answersShown();
  // The computer's last move stays on show: its queen, faded where it stood.
  const last = page.lastMove();
  const from = last ? queensOf(last.before)[last.move.part] : null;
  drawWythoff(page.dom.board, position, {
    queens,
    size,
    pPairs: board?.pPairs,
    grundy: board?.grundy,
    showValues: $("values").checked && shown,
    partValues: shown ? (analysis.parts ?? []).map((p) => p.grundy) : undefined,
    moves: analysis.moves,
    hints: page.state.hints,
    ghost: from ? { part: last.move.part, x: from[0], y: from[1] } : null,
  });
  page.dom.board.dataset.rule = page.state.rule;
  const far = queens.map(([x, y], i) => [x, y, i]).filter(([x, y]) => x >= size || y >= size);
  farNote(
    far.length > 0 &&
      `The board is drawn up to ${size - 1}; ${listAnd(far.map(([x, y, i]) => `queen ${i + 1} at (${formatCount(x)}, ${formatCount(y)})`))} ${far.length === 1 ? "is" : "are"} further out: type moves such as ${far[0][2] + 1}:0,${far[0][1]}.`,
  );
}

function cellClicked(part, x, y) {
  if (!page.interactive()) return;
  const { analysis } = page.current();
  const move = (analysis.moves ?? []).find((m) => m.part === part && m.into[0] === `${x},${y}`);
  if (move) {
    page.boardMove(move.move);
    return;
  }
  const who = analysis.parts.length > 1 ? `Queen ${part + 1}` : "The queen";
  const [qx, qy] = queensOf(analysis)[part];
  page.showError(
    page.dom.moveError,
    qx === x && qy === y
      ? `${who} is on (${x}, ${y}): click a square she can reach.`
      : `${who} cannot reach (${x}, ${y}) in one move: she moves left, down, or diagonally down-left.`,
  );
}

/** The cell's numbers: [part, x, y]. */
const place = (c) => [Number(c.dataset.part), Number(c.dataset.x), Number(c.dataset.y)];

page.dom.board.addEventListener("click", (event) => {
  const c = event.target.closest?.(".cell");
  if (c) cellClicked(...place(c));
});

// The arrows move the focus over the queen's board (up is y + 1), Enter or Space picks.
page.dom.board.addEventListener("keydown", (event) => {
  const c = event.target.closest?.(".cell");
  if (!c || event.altKey || event.ctrlKey || event.metaKey) return;
  const [part, x, y] = place(c);
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[event.key];
  if (step) {
    const target = cell(part, x + step[0], y + step[1]);
    if (target) {
      for (const n of page.dom.board.querySelectorAll(`.cell[data-part="${part}"]`)) n.setAttribute("tabindex", n === target ? "0" : "-1");
      target.focus();
    }
  } else if (event.key === "Enter" || event.key === " ") cellClicked(part, x, y);
  else return;
  event.preventDefault();
});

// ---------------------------------------------------------------------------------------
// The P-squares built from the corner: the core's pPairs in order, each with its mirror.

/** The caption of pair k: (a, b) and its mirror, worded from the core's list. */
function pairCaption(list, k) {
  const [a, b] = list[k] ?? [0, 0];
  if (k === 0) return "Start in the corner: from (0, 0) the queen cannot move, so the player to move has lost. (0, 0) is a P-square.";
  const used = [...new Set(list.slice(0, k).flat())].sort((p, q) => p - q);
  return `Pair ${k}: (${a}, ${b}) and its mirror (${b}, ${a}). The numbers used so far are ${listAnd(used.map(String))}; ${a} is the smallest one not used, and ${b} − ${a} = ${b - a}, a difference no earlier pair has. So from (${a}, ${b}) the queen can reach no earlier P-square, not along a row or column and not along the diagonal: it is a P-square, and every square from which she can reach it is an N-square.`;
}

bindBuild(page, {
  labels: ["Build them step by step", "Hide the P-squares"],
  count: () => pairs().length,
  render(k) {
    const list = pairs();
    const body = $("build-table").tBodies[0];
    body.textContent = "";
    if (list.length === 0) return;
    $("build-caption").textContent = pairCaption(list, k);
    $("build-caption").dataset.pair = list[k].join(",");
    const cell = (value) => (pair, i) => ({ class: [i === k ? "now" : null, i > k ? "todo" : null], text: i <= k ? value(pair) : "" });
    body.append(
      ...headedRows(list, [
        ["a", cell(([a]) => a)],
        ["b", cell(([, b]) => b)],
        ["b − a", cell(([a, b]) => b - a)],
      ]),
    );
  },
  mark(k) {
    page.current().analysis.parts.forEach((_, part) => {
      pairs()
        .slice(0, k + 1)
        .forEach(([a, b], i) => {
          for (const [x, y] of [
            [a, b],
            [b, a],
          ]) {
            const c = cell(part, x, y);
            c?.classList.add("p-built");
            if (i === k) mark(c, "p-new");
          }
        });
    });
  },
});

page.boot();
