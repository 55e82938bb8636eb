// Corner the Lady (game `wythoff`, Wythoff's game): a queen moves left, down or diagonally
// down-left toward the corner (0,0); whoever cannot move loses. Several queens are several
// boards: a sum. The P-squares come from the core (analysis.board.pPairs, in the order of
// their construction from the corner), and so do the Grundy values (board.grundy[y][x]).

import { Stepper } from "./stepper.js";
import { createGamePage } from "./impartial.js";
import { drawWythoff, wythoffSize } from "./boards.js";
import { wythoffNames, moveInto, listAnd } from "./impartial-words.js";
import { el, bindStepControls, formatCount } from "./ui.js";


const $ = (id) => document.getElementById(id);
const local = { whyStep: null, build: { open: false }, highlighter: null };

const page = createGamePage({
  title: "Corner the Lady",
  defaultPosition: "3,5",
  defaultSettings: {},
  gameId: (settings, rule) => (rule === "misere" ? "wythoff:misere" : "wythoff"),
  parseHash: (text) => ({ settings: {}, position: text }),
  hashText: (settings, position) => position,
  names: wythoffNames,
  describeMove: (move, analysis) => {
    const many = (analysis?.parts?.length ?? 1) > 1;
    const to = String(move.into?.[0] ?? moveInto(move.move)).replace(",", ", ");
    return many ? `queen ${move.part + 1} to (${to})` : `the queen to (${to})`;
  },
  renderBoard,
  highlightPick: (p, move) => {
    const [x, y] = String(move.into?.[0] ?? "").split(",");
    mark(cell(move.part, x, y), "picked");
  },
  highlightStep: (p, step) => {
    local.whyStep = step;
    local.highlighter = "why";
    highlightStep(step);
  },
  clearStepHighlights: () => clearHighlights(),
  interactivityChanged: () => renderPickLine(),
  randomPosition: () => `${1 + Math.floor(Math.random() * 9)},${1 + Math.floor(Math.random() * 9)}`,
  moveHelp: "Type a move such as 1:2,4 (queen 1 to the square (2,4)).",
  overNote: (rule) => rule === "misere"
    ? "The lady is in the corner; whoever put her there lost (misère play)."
    : "The lady is in the corner; whoever put her there won.",
});

const queensOf = (analysis) => (analysis.parts ?? []).map((p) => p.state.split(",").map(Number));
const cell = (part, x, y) => page.dom.board.querySelector(`.cell[data-part="${part}"][data-x="${x}"][data-y="${y}"]`);

/** Mark a cell and draw it last, so that its outline is not hidden under its neighbours. */
function mark(node, ...classes) {
  if (!node) return;
  node.classList.add(...classes);
  node.parentNode.append(node);
}

function renderBoard() {
  const { analysis, position } = page.current();
  const svg = page.dom.board;
  const queens = queensOf(analysis);
  const board = analysis.board;
  const size = wythoffSize(queens.length, board?.size ?? 8);
  const hints = page.state.hints;
  const values = $("values").checked;
  if (svg.dataset.position !== position) local.whyStep = null;

  // The computer's last move stays on show: its queen, faded where it stood.
  const shown = page.shownMove();
  const moved = shown ? page.listedMove(shown.before, shown.move) : null;
  const from = moved ? queensOf(shown.before)[moved.part] : null;
  drawWythoff(svg, position, {
    queens,
    size,
    pPairs: board?.pPairs,
    grundy: board?.grundy,
    showValues: values,
    partValues: (analysis.parts ?? []).map((p) => p.grundy),
    moves: analysis.moves,
    hints,
    ghost: from ? { part: moved.part, x: from[0], y: from[1] } : null,
  });
  svg.dataset.rule = page.state.rule;

  const far = queens.map(([x, y], i) => [x, y, i]).filter(([x, y]) => x >= size || y >= size);
  const note = $("far-note");
  note.hidden = far.length === 0;
  note.textContent = far.length
    ? `The board is drawn up to ${size - 1}; ${listAnd(far.map(([x, y, i]) => `queen ${i + 1} at (${formatCount(x)}, ${formatCount(y)})`))} ${far.length === 1 ? "is" : "are"} further out: type moves such as ${far[0][2] + 1}:0,${far[0][1]}.`
    : "";
  renderPickLine();
  reapplyHighlights();
}

function renderPickLine() {
  const line = $("pick-line");
  const { analysis } = page.current();
  line.textContent = page.interactive() && (analysis.moveCount ?? 0) > 0
    ? (analysis.parts.length > 1 ? "Click a square one of the queens can reach (the dotted squares)." : "Click a square the queen can reach (the dotted squares).")
    : "";
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
  const [qx, qy] = analysis.parts[part].state.split(",").map(Number);
  page.showError(page.dom.moveError, qx === x && qy === y
    ? `${who} is on (${x}, ${y}): click a square she can reach.`
    : `${who} cannot reach (${x}, ${y}) in one move: she moves left, down, or diagonally down-left.`);
}

page.dom.board.addEventListener("click", (event) => {
  const c = event.target.closest?.(".cell");
  if (c) cellClicked(Number(c.dataset.part), Number(c.dataset.x), Number(c.dataset.y));
});

page.dom.board.addEventListener("keydown", (event) => {
  const c = event.target.closest?.(".cell");
  if (!c || event.altKey || event.ctrlKey || event.metaKey) return;
  const part = Number(c.dataset.part);
  const x = Number(c.dataset.x);
  const y = Number(c.dataset.y);
  const go = (nx, ny) => {
    const target = cell(part, nx, ny);
    if (!target) return;
    for (const n of page.dom.board.querySelectorAll(`.cell[data-part="${part}"]`)) n.setAttribute("tabindex", n === target ? "0" : "-1");
    target.focus();
  };
  switch (event.key) {
    case "ArrowLeft":
      go(x - 1, y);
      break;
    case "ArrowRight":
      go(x + 1, y);
      break;
    case "ArrowUp":
      go(x, y + 1);
      break;
    case "ArrowDown":
      go(x, y - 1);
      break;
    case "Enter":
    case " ":
      cellClicked(part, x, y);
      break;
    default:
      return;
  }
  event.preventDefault();
});

function clearHighlights() {
  for (const node of page.dom.board.querySelectorAll(".hl-now, .hl-opt, .p-built, .p-new")) {
    node.classList.remove("hl-now", "hl-opt", "p-built", "p-new");
  }
}

function highlightStep(step) {
  clearHighlights();
  const { analysis } = page.current();
  const partsAt = (state) => analysis.parts.map((p, i) => [p.state, i]).filter(([s]) => s === state).map(([, i]) => i);
  const at = (part, state) => {
    const [x, y] = String(state).split(",");
    return cell(part, x, y);
  };
  switch (step.kind) {
    case "tableRow":
      for (const part of partsAt(step.state)) {
        mark(at(part, step.state), "hl-now");
        for (const o of step.options ?? []) mark(at(part, o.state), "hl-opt");
      }
      break;
    case "move":
    case "example":
    case "reply":
      mark(at(step.part, moveInto(step.move)), "hl-opt");
      break;
    default:
      break;
  }
}

// ---------------------------------------------------------------------------------------
// The P-squares built from the corner: the core's pPairs in order, each with its mirror.

const buildStepper = new Stepper({
  onChange: () => {
    local.highlighter = "build";
    renderBuild();
  },
});
const refreshBuildButtons = bindStepControls($("build-body"), buildStepper);

function pairs() {
  return page.current()?.analysis.board?.pPairs ?? [];
}

/** The caption of pair k: (a, b) and its mirror, worded from the core's list. */
function pairCaption(list, k) {
  const [a, b] = list[k] ?? [0, 0];
  if (k === 0) return "Start in the corner: from (0, 0) the queen cannot move, so the player to move has lost. (0, 0) is a P-square.";
  const used = [...new Set(list.slice(0, k).flatMap(([p, q]) => [p, q]))].sort((p, q) => p - q);
  return `Pair ${k}: (${a}, ${b}) and its mirror (${b}, ${a}). The numbers used so far are ${listAnd(used.map(String))}; ${a} is the smallest one not used, and ${b} − ${a} = ${b - a}, a difference no earlier pair has. So from (${a}, ${b}) the queen can reach no earlier P-square, not along a row or column and not along the diagonal: it is a P-square, and every square from which she can reach it is an N-square.`;
}

function renderBuild() {
  refreshBuildButtons();
  const list = pairs();
  const body = $("build-table").tBodies[0];
  body.textContent = "";
  if (!local.build.open || list.length === 0) return;
  const k = buildStepper.index;
  $("build-caption").textContent = pairCaption(list, k);
  $("build-caption").dataset.pair = list[k].join(",");
  body.append(
    el("tr", {}, el("th", { scope: "row", text: "a" }), list.map(([a], i) => el("td", { class: [i === k ? "now" : null, i > k ? "todo" : null], text: i <= k ? a : "" }))),
    el("tr", {}, el("th", { scope: "row", text: "b" }), list.map(([, b], i) => el("td", { class: [i === k ? "now" : null, i > k ? "todo" : null], text: i <= k ? b : "" }))),
    el("tr", {}, el("th", { scope: "row", text: "b − a" }), list.map(([a, b], i) => el("td", { class: [i === k ? "now" : null, i > k ? "todo" : null], text: i <= k ? b - a : "" }))),
  );
  renderBuildMarks();
}

function renderBuildMarks() {
  clearHighlights();
  const list = pairs();
  const k = buildStepper.index;
  const parts = page.current().analysis.parts.length;
  for (let part = 0; part < parts; part++) {
    list.slice(0, k + 1).forEach(([a, b], i) => {
      for (const [x, y] of [[a, b], [b, a]]) {
        const c = cell(part, x, y);
        c?.classList.add("p-built");
        if (i === k) mark(c, "p-new");
      }
    });
  }
}

function reapplyHighlights() {
  if (local.highlighter === "build" && local.build.open) renderBuildMarks();
  else if (local.highlighter === "why" && local.whyStep && page.state.whyOpen) highlightStep(local.whyStep);
}

$("build-toggle").addEventListener("click", () => {
  local.build.open = !local.build.open;
  const open = local.build.open;
  $("build-toggle").setAttribute("aria-expanded", String(open));
  $("build-toggle").textContent = open ? "Hide the P-squares" : "Build them step by step";
  $("build-body").hidden = !open;
  $("build-intro").hidden = open;
  page.dom.board.classList.toggle("building", open);
  if (open) {
    local.highlighter = "build";
    buildStepper.load(pairs().length);
  } else {
    buildStepper.dispose();
    clearHighlights();
  }
});

$("build-panel").setAttribute("data-own-arrows", "");
$("build-panel").addEventListener("keydown", (event) => {
  if (!local.build.open || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === "ArrowLeft") {
    event.preventDefault();
    buildStepper.back();
  } else if (event.key === "ArrowRight") {
    event.preventDefault();
    buildStepper.forward();
  }
});

$("values").addEventListener("change", () => {
  if (!page.current()) return;
  renderBoard();
  page.renderInteractivity();
});

// A new position can have a bigger board: reload the build-up with its pairs.
const boardObserver = new MutationObserver(() => {
  if (local.build.open && buildStepper.count !== pairs().length) buildStepper.load(pairs().length, Math.min(buildStepper.index, pairs().length - 1));
});
boardObserver.observe(page.dom.board, { attributes: true, attributeFilter: ["data-position"] });

page.boot();
