// Corner the Lady (game `wythoff`, Wythoff's game): a queen moves left, down or diagonally
// down-left toward the corner (0,0); whoever cannot move loses. Several queens are several
// boards: a sum. The P-squares come from the core (analysis.board.pPairs, in the order of
// their construction from the corner), and so do the Grundy values (board.grundy[y][x]).

import { Stepper } from "./stepper.js";
import { createGamePage, outcomeMark } from "./impartial.js";
import { wythoffNames, moveInto, listAnd } from "./impartial-words.js";
import { el, svgEl, bindStepControls, formatCount } from "./ui.js";

/**
 * Boards larger than this are drawn only up to it (queens further out are typed): one or two
 * boards of 16 x 16, three or more of 12 x 12, so that a redraw stays well under 50 ms.
 */
const maxDrawn = (queens) => (queens > 2 ? 12 : 16);
const G = { cell: 52, margin: 34, gap: 40, top: 10, perRow: 2 };

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

/** Set of "x,y" for every P-square the core listed, with mirrors. */
function pSquares(board) {
  const set = new Set();
  for (const [a, b] of board?.pPairs ?? []) {
    set.add(`${a},${b}`);
    set.add(`${b},${a}`);
  }
  return set;
}

function renderBoard() {
  const { analysis, position } = page.current();
  const svg = page.dom.board;
  const queens = queensOf(analysis);
  const board = analysis.board;
  const size = Math.min(board?.size ?? 8, maxDrawn(queens.length));
  const hints = page.state.hints;
  const values = $("values").checked;
  const P = pSquares(board);
  if (svg.dataset.position !== position) local.whyStep = null;

  svg.textContent = "";
  svg.dataset.position = position;
  svg.dataset.rule = page.state.rule;
  svg.classList.toggle("show-p", hints);
  svg.setAttribute("aria-label", `${queens.length === 1 ? "The board" : `${queens.length} boards`}: queens on ${position}`);

  const boardW = G.margin + size * G.cell;
  const perRow = Math.min(G.perRow, queens.length);
  const rows = Math.ceil(queens.length / perRow);
  const width = perRow * boardW + (perRow - 1) * G.gap + 10;
  const boardH = G.top + size * G.cell + G.margin + (queens.length > 1 ? 30 : 0);
  const height = rows * boardH;
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.style.setProperty("--natural-width", `${width}px`);

  queens.forEach(([qx, qy], part) => {
    const ox = (part % perRow) * (boardW + G.gap) + G.margin;
    const oy = Math.floor(part / perRow) * boardH + G.top + (queens.length > 1 ? 30 : 0);
    const group = svgEl("g", { class: "queen-board-group", "data-part": part, role: "group", "aria-label": `board ${part + 1}: queen at (${qx}, ${qy})` });
    if (queens.length > 1) {
      // The board's value is a spoiler while a lesson question waits (lessons.css).
      group.append(svgEl("text", { class: "board-title", x: ox + (size * G.cell) / 2, y: oy - 12, "font-size": 22 },
        `queen ${part + 1}`,
        svgEl("tspan", { class: "spoiler in-text", text: `: *${analysis.parts[part].grundy}` })));
    }
    const reach = new Map();
    for (const m of analysis.moves ?? []) if (m.part === part) reach.set(m.into[0], m);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const cx = ox + x * G.cell;
        const cy = oy + (size - 1 - y) * G.cell; // y = 0 at the bottom
        const key = `${x},${y}`;
        const isQueen = x === qx && y === qy;
        const move = reach.get(key);
        const isP = P.has(key);
        const label = [`(${x}, ${y})`];
        if (isQueen) label.push("the queen");
        if (hints && isP) label.push("P-square");
        if (move) label.push(hints ? `the queen can move here, ${move.outcome === "P" ? "winning" : "losing"}` : "the queen can move here");
        const g = svgEl("g", {
          class: ["cell", (x + y) % 2 ? "light" : "dark", isP ? "p" : null, move ? "reach" : null, move && hints ? (move.outcome === "P" ? "wins" : "loses") : null],
          "data-part": part,
          "data-x": x,
          "data-y": y,
          "data-key": `c-${part}-${x}-${y}`,
          "data-roving": `board-${part}`,
          "data-action": "cell",
          role: "button",
          tabindex: isQueen ? 0 : -1,
          "aria-label": label.join(", "),
        });
        g.append(svgEl("rect", { class: "cell-bg", x: cx, y: cy, width: G.cell, height: G.cell }));
        if (isP) g.append(outcomeMark(cx + G.cell - 13, cy + 13, "P", 10));
        if (values) {
          const v = board?.grundy?.[y]?.[x];
          if (v !== undefined) g.append(svgEl("text", { class: ["cell-value", v === 0 ? "zero" : null, "spoiler"], x: cx + 14, y: cy + G.cell - 8, "font-size": 16, text: v }));
        }
        if (move && !isQueen) {
          g.append(svgEl("circle", { class: "reach-dot", cx: cx + G.cell / 2, cy: cy + G.cell / 2, r: hints ? 13 : 7 }));
          if (hints) {
            const mx = cx + G.cell / 2;
            const my = cy + G.cell / 2;
            g.append(move.outcome === "P"
              ? svgEl("path", { class: "reach-mark", d: `M ${mx - 7} ${my} L ${mx - 2} ${my + 5} L ${mx + 7} ${my - 5}` })
              : svgEl("path", { class: "reach-mark", d: `M ${mx - 5} ${my - 5} L ${mx + 5} ${my + 5} M ${mx + 5} ${my - 5} L ${mx - 5} ${my + 5}` }));
          }
        }
        if (isQueen) {
          const qg = svgEl("g", { class: "queen", "aria-hidden": "true" });
          qg.append(
            svgEl("circle", { cx: cx + G.cell / 2, cy: cy + G.cell / 2, r: G.cell / 2 - 5 }),
            svgEl("text", { x: cx + G.cell / 2, y: cy + G.cell / 2 + 11, "font-size": 30, text: "♛" }),
          );
          g.append(qg);
        }
        // The focus ring, inset so the cells drawn after this one cannot paint over half of
        // it (a stroke on cell-bg straddles the shared edges). Shown only on :focus-visible.
        g.append(svgEl("rect", { class: "focus-ring", x: cx + 3.5, y: cy + 3.5, width: G.cell - 7, height: G.cell - 7, rx: 4, "aria-hidden": "true" }));
        group.append(g);
      }
    }
    // Coordinates along the edges.
    for (let k = 0; k < size; k++) {
      group.append(
        svgEl("text", { class: "coord", x: ox + k * G.cell + G.cell / 2, y: oy + size * G.cell + 24, "font-size": 18, text: k }),
        svgEl("text", { class: "coord", x: ox - 16, y: oy + (size - 1 - k) * G.cell + G.cell / 2 + 6, "font-size": 18, text: k }),
      );
    }
    svg.append(group);
  });

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
