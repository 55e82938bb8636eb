// The 2x2 Go page: the board (SVG: two lines each way, the stones on their four crossings) on
// the shared turn loop (turns.js), with a pass button, captures, superko refusals in the core's
// words, and the score at the end; the Why? panel (minimax in words: what each move is worth
// to the player to move, the best of them, then the best line to the end of the game move by
// move on the panel's own board, with the score as it stands); and, after the game, the notes'
// table filled in by real searches run in the worker (minimax in rounds of growing budgets,
// alpha-beta with stones or the pass first, a table, symmetry).
//
// Every rule, value, count and line of play comes from the core through engine.js; this file
// draws, times the searches from the page, and words what the core says.

import * as engine from "./engine.js";
import { createTurns } from "./turns.js";
import { signed, plural, rateText, goCaption, goResult, POINT_NAMES } from "./search-words.js";
import { el, svgEl, formatCount } from "./ui.js";

const GAME = "go";
/** The points in the core's order, where they sit in the 440 x 440 drawing, and their names. */
const POINTS = [
  { name: "a", x: 120, y: 120, where: "top left", lx: 30, ly: 42 },
  { name: "b", x: 320, y: 120, where: "top right", lx: 410, ly: 42 },
  { name: "c", x: 120, y: 320, where: "bottom left", lx: 30, ly: 422 },
  { name: "d", x: 320, y: 320, where: "bottom right", lx: 410, ly: 422 },
];
/** The stones' radius: well under half the 200 units between crossings, so the lines show. */
const STONE_R = 62;
/** The two lines each way, between the crossings (the points sit where they meet). */
const LINES = [[120, 120, 320, 120], [120, 320, 320, 320], [120, 120, 120, 320], [320, 120, 320, 320]];

const $ = (id) => document.getElementById(id);

// ---------------------------------------------------------------------------------------
// The board

const colourAt = (board, i) => (board[i] === "x" ? "black" : board[i] === "o" ? "white" : null);
const sideName = (analysis) => (analysis.blackToMove ? "Black" : "White");

/**
 * Draw a 2x2 board: the wood, the lines, then each point at its crossing. options: { hints
 * (show the move values), last (the move that led here), ghosts (the board before the
 * computer's move: what it captured, faded), preview ({ point, colour }: a faded stone the Why?
 * step speaks of), interactive (points are buttons), focus (point index with the tab stop) }.
 */
function drawGo(svg, analysis, options = {}) {
  svg.textContent = "";
  svg.dataset.position = analysis.position;
  svg.dataset.board = analysis.board;
  svg.append(
    svgEl("rect", { class: "wood", x: 8, y: 8, width: 424, height: 424, rx: 18 }),
  );
  const lines = svgEl("g", { class: "lines", "aria-hidden": "true" });
  for (const [x1, y1, x2, y2] of LINES) lines.append(svgEl("line", { class: "grid-line", x1, y1, x2, y2 }));
  svg.append(lines);
  const legal = new Map((analysis.moves ?? []).map((m) => [m.move, m]));
  POINTS.forEach((p, i) => {
    const colour = colourAt(analysis.board, i);
    const move = legal.get(p.name);
    const refused = !colour && !move && !analysis.over;
    const outcome = move ? outcomeClass(move.value) : null;
    const g = svgEl("g", {
      class: ["point", colour ? `stone-${colour}` : "empty", refused ? "refused" : null,
        options.hints && move ? outcome : null, options.last === p.name ? "last" : null],
      "data-point": p.name,
    });
    if (options.interactive) {
      g.setAttribute("role", "button");
      g.setAttribute("tabindex", i === (options.focus ?? 0) ? "0" : "-1");
      const what = colour ? `${colour} stone` : refused ? "empty, a stone is not allowed here now" : "empty";
      const hint = options.hints && move ? `, ${outcome === "wins" ? "winning" : outcome === "draws" ? "drawing" : "losing"} move, ${signed(move.value)}` : "";
      g.setAttribute("aria-label", `point ${p.name}, ${p.where}: ${what}${hint}`);
    }
    g.append(svgEl("circle", { class: "hit", cx: p.x, cy: p.y, r: 96 }));
    const preview = options.preview?.point === p.name && !colour;
    if (preview) {
      g.classList.add("why-focus");
      g.append(svgEl("circle", { class: `stone why-stone ghost-${options.preview.colour}`, cx: p.x, cy: p.y, r: STONE_R, "aria-hidden": "true" }));
    }
    const was = options.ghosts ? colourAt(options.ghosts, i) : null;
    if (was && !colour && !preview) g.append(svgEl("circle", { class: `stone ghost-stone ghost-${was}`, cx: p.x, cy: p.y, r: STONE_R, "aria-hidden": "true" }));
    if (colour) {
      g.append(svgEl("circle", { class: "stone", cx: p.x, cy: p.y, r: STONE_R }));
      if (options.last === p.name) g.append(svgEl("circle", { class: "last-ring", cx: p.x, cy: p.y, r: 28 }));
    } else {
      g.append(svgEl("circle", { class: "spot", cx: p.x, cy: p.y, r: 10 }));
      if (options.hints && move) g.append(hintMark(p, outcome, move.value));
      else if (refused) {
        g.append(svgEl("path", {
          class: "refused-mark",
          "aria-hidden": "true",
          d: `M ${p.x - 34} ${p.y} a 34 34 0 1 0 68 0 a 34 34 0 1 0 -68 0 M ${p.x - 24} ${p.y + 24} L ${p.x + 24} ${p.y - 24}`,
        }));
      }
    }
    g.append(svgEl("text", { class: "point-name", x: p.lx, y: p.ly, "aria-hidden": "true", text: p.name }));
    svg.append(g);
  });
}

const outcomeClass = (value) => (value > 0 ? "wins" : value < 0 ? "loses" : "draws");
const symbolOf = (outcome) => ({ wins: "✓", draws: "=", loses: "✗" })[outcome];

function hintMark(p, outcome, value) {
  const g = svgEl("g", { class: "hint", "aria-hidden": "true" });
  g.append(
    svgEl("circle", { class: "hint-disc", cx: p.x, cy: p.y, r: STONE_R - 4 }),
    svgEl("text", { class: "hint-symbol", x: p.x, y: p.y - 2, text: symbolOf(outcome) }),
    svgEl("text", { class: "hint-value", x: p.x, y: p.y + 34, text: signed(value) }),
  );
  return g;
}

// ---------------------------------------------------------------------------------------
// Captures and words about a move, from the boards before and after (as the core drew them)

/** Points whose stones of `colour` were on `before` and are gone on `after`. */
function captured(before, after, colour) {
  const mark = colour === "black" ? "x" : "o";
  const gone = [];
  for (let i = 0; i < 4; i++) if (before[i] === mark && after[i] === ".") gone.push(POINTS[i].name);
  return gone;
}

function moveWords(before, after, move) {
  const side = sideName(before);
  if (move === "pass") {
    return after.over ? `${side} passes too: two passes in a row end the game.` : `${side} passes.`;
  }
  const other = before.blackToMove ? "white" : "black";
  const gone = captured(before.board, after.board, other);
  const capture = gone.length ? `, capturing ${plural(gone.length, `${other} stone`)} (${gone.map((g) => POINT_NAMES[g]).join(", ")})` : "";
  return `${side} plays ${POINT_NAMES[move]}${capture}.`;
}

/** "Black wins by 2", "A draw": the result at the start of a sentence. */
function scoreWords(score) {
  const words = goResult(score);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ---------------------------------------------------------------------------------------
// The page

let focusPoint = 0;

const page = createTurns({
  gameId: () => GAME,
  catalogId: GAME,
  rules: false,
  title: "2x2 Go",
  defaultPosition: ".",
  sideName,
  isOver: (analysis) => Boolean(analysis.over),
  overText(analysis, whoPlays) {
    const score = analysis.score;
    const note = `Both passed. Area score, komi 0: Black − White = ${signed(score)}.`;
    if (score === 0) return { headline: "A draw", note };
    const side = score > 0 ? "Black" : "White";
    const who = whoPlays(side);
    const headline = who === "you" ? `You win by ${Math.abs(score)}!` : who === "computer" ? `Computer wins by ${Math.abs(score)}` : `${scoreWords(score)}!`;
    return { headline, note };
  },
  renderBoard(p) {
    const entry = p.current();
    // Redrawing empties the SVG and would drop the keyboard focus to <body> after every move
    // (the computer's reply redraws too): keep it on the same point when the board had it.
    const hadFocus = p.dom.board.contains(document.activeElement);
    drawGo(p.dom.board, entry.analysis, {
      hints: p.state.hints,
      last: entry.move,
      // The computer's last stone stays ringed and what it captured faded, until the person moves.
      ghosts: p.shownMove() ? p.shownMove().before.board : null,
      interactive: true,
      focus: focusPoint,
    });
    if (hadFocus) p.dom.board.querySelector(`.point[data-point="${POINTS[focusPoint].name}"]`)?.focus();
    renderFacts();
  },
  interactivityChanged(p, on) {
    for (const point of p.dom.board.querySelectorAll(".point")) {
      if (on && point.classList.contains("empty")) point.removeAttribute("aria-disabled");
      else point.setAttribute("aria-disabled", "true");
    }
    passButton.disabled = !on;
  },
  describeMove: (move) => (move === "pass" ? "a pass" : `a stone on ${move}`),
  computerWords: (move, before, after) => {
    if (move === "pass") return `passed (${sideName(before)})`;
    const other = before.blackToMove ? "white" : "black";
    const gone = captured(before.board, after.board, other);
    const capture = gone.length ? `, capturing ${plural(gone.length, `${other} stone`)} (${gone.map((g) => POINT_NAMES[g]).join(", ")})` : "";
    return `put a ${sideName(before).toLowerCase()} stone on ${POINT_NAMES[move] ?? move} (${move})${capture}`;
  },
  moveNote(before, after, move, who) {
    const words = moveWords(before, after, move);
    return who === "You" ? `You: ${words}` : who === "Computer" ? `Computer: ${words}` : words;
  },
  highlightPick(p, move) {
    if (move === "pass") passButton.classList.add("picked");
    else p.dom.board.querySelector(`.point[data-point="${move}"]`)?.classList.add("picked");
  },
  hintText(analysis) {
    if (analysis.over) return "The game is over.";
    const best = (analysis.moves ?? []).filter((m) => m.value === analysis.value).map((m) => m.move);
    return `With best play ${sideName(analysis)} ${analysis.value > 0 ? `wins by ${analysis.value}` : analysis.value < 0 ? `loses by ${-analysis.value}` : "draws"}. ` +
      `Best ${best.length === 1 ? "move" : "moves"}: ${best.join(", ")}.`;
  },
  positionChanged: () => passButton.classList.remove("picked"),
  moveHelp: "Type a point, a b c or d, or pass.",
  // The Why? panel: the core's move values, then the best line from the position on the board.
  explain: explainWithLine,
  renderStep: (p) => renderWhyStep(p),
  whyClosed: (p) => clearWhyFocus(p),
  // The arrow keys step the Why? panel while it is open (turns.js); Escape stops the searches.
  keys: {
    otherKey(event) {
      if (event.key !== "Escape" || !solver.busy || solver.stop.disabled) return false;
      solver.stop.click();
      return true;
    },
  },
});

const { dom } = page;
const passButton = $("pass");
const passHint = $("pass-hint");

function renderFacts() {
  const { state } = page;
  const entry = page.current();
  const { analysis } = entry;
  // Captures so far in this game, from each move's boards.
  let byBlack = 0;
  let byWhite = 0;
  for (let i = 1; i <= state.cursor; i++) {
    const before = state.entries[i - 1].analysis;
    const after = state.entries[i].analysis;
    const n = captured(before.board, after.board, before.blackToMove ? "white" : "black").length;
    if (before.blackToMove) byBlack += n;
    else byWhite += n;
  }
  $("captures").textContent = `Black ${byBlack} · White ${byWhite}`;
  $("score-now").textContent = `Black − White = ${signed(analysis.score)}`;
  $("history").textContent = analysis.position === "." ? "none yet" : analysis.position;
  // The pass, with its value in hint mode.
  const pass = (analysis.moves ?? []).find((m) => m.move === "pass");
  passHint.hidden = !(state.hints && pass);
  passHint.textContent = "";
  passHint.className = "pass-hint";
  if (state.hints && pass) {
    const outcome = outcomeClass(pass.value);
    passHint.classList.add(outcome);
    passHint.dataset.value = String(pass.value);
    passHint.append(
      el("span", { class: "pass-symbol", "aria-hidden": "true", text: symbolOf(outcome) }),
      ` passing ${outcome === "wins" ? "wins" : outcome === "draws" ? "draws" : "loses"}: ${signed(pass.value)}`,
    );
  }
}

// ---------------------------------------------------------------------------------------
// Playing: click a point, the pass button, or the keyboard

async function playPoint(index) {
  if (!page.interactive()) return;
  focusPoint = index;
  const hadFocus = Boolean(document.activeElement?.closest?.("#board"));
  await page.personMove(POINTS[index].name, dom.boardError);
  if (hadFocus) dom.board.querySelector(`.point[data-point="${POINTS[focusPoint].name}"]`)?.focus();
}

dom.board.addEventListener("click", (event) => {
  const point = event.target.closest?.(".point");
  if (point) playPoint(POINTS.findIndex((p) => p.name === point.dataset.point));
});

dom.board.addEventListener("keydown", (event) => {
  const point = event.target.closest?.(".point");
  if (!point || event.altKey || event.ctrlKey || event.metaKey) return;
  const at = POINTS.findIndex((p) => p.name === point.dataset.point);
  let row = at >> 1;
  let col = at & 1;
  switch (event.key) {
    case "ArrowUp": row = 0; break;
    case "ArrowDown": row = 1; break;
    case "ArrowLeft": col = 0; break;
    case "ArrowRight": col = 1; break;
    case "Enter":
    case " ":
      event.preventDefault();
      playPoint(at);
      return;
    case "p":
      event.preventDefault();
      page.personMove("pass", dom.boardError);
      return;
    default:
      return;
  }
  event.preventDefault();
  focusPoint = row * 2 + col;
  for (const p of dom.board.querySelectorAll(".point")) p.setAttribute("tabindex", "-1");
  const target = dom.board.querySelector(`.point[data-point="${POINTS[focusPoint].name}"]`);
  target?.setAttribute("tabindex", "0");
  target?.focus();
});

passButton.addEventListener("click", () => page.personMove("pass", dom.boardError));

// ---------------------------------------------------------------------------------------
// The notes' table, filled in by real runs in the worker

/**
 * The five searches. Minimax cannot finish: it runs in rounds, each a fresh search from the
 * empty board with a larger node budget, so that the page can say how far it got; the last
 * budget is the core's default.
 */
const ROWS = [
  { id: "minimax", name: "Minimax", detail: "no pruning, stones first", notes: "notes: over 10¹² nodes",
    options: { algorithm: "minimax", ordering: "stones-first" }, rounds: [1_000_000, 10_000_000, 50_000_000] },
  { id: "stones-first", name: "Alpha-beta", detail: "stones first, pass last", notes: "notes: 19,397,529 · depth 58",
    options: { algorithm: "alphabeta", ordering: "stones-first" } },
  { id: "pass-first", name: "Alpha-beta", detail: "pass first", notes: "notes: 1,446 · depth 22",
    options: { algorithm: "alphabeta", ordering: "pass-first" } },
  { id: "table", name: "+ table", detail: "pass first, with a table",
    options: { algorithm: "alphabeta", ordering: "pass-first", table: true } },
  { id: "symmetry", name: "+ table + symmetry", detail: "pass first, 8 symmetries",
    options: { algorithm: "alphabeta", ordering: "pass-first", table: true, symmetry: true } },
];
/** "Run all" starts with the quick ones. */
const RUN_ORDER = ["pass-first", "table", "symmetry", "stones-first", "minimax"];
const START = ".";

const solver = {
  table: $("solver-table"),
  runAll: $("run-all"),
  stop: $("run-stop"),
  live: $("solver-live"),
  note: $("solver-note"),
  error: $("solver-error"),
  /** id -> { status: idle|running|done|stopped|error, result, ms, started, round } */
  rows: new Map(ROWS.map((r) => [r.id, { status: "idle" }])),
  busy: false,
  stopAsked: false,
  ticker: null,
};

const rounds = (row) => (row.rounds ?? [null]).length;

function formatMs(ms) {
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

function buildSolverTable() {
  const body = solver.table.tBodies[0];
  body.textContent = "";
  for (const row of ROWS) {
    body.append(el("tr", { "data-row": row.id, "data-status": "idle" },
      el("th", { scope: "row" },
        el("span", { class: "search-name", text: row.name }),
        el("span", { class: "search-detail", text: row.detail }),
        row.notes ? el("span", { class: "search-detail notes", text: row.notes }) : null,
        el("span", { class: "search-detail search-rate" })),
      el("td", { class: "num value" }),
      el("td", { class: "num nodes" }),
      el("td", { class: "num depth" }),
      el("td", { class: "num time" }),
      el("td", { class: "run" }, el("button", { type: "button", class: "run-one", "data-row": row.id, text: "Run" })),
    ));
    renderRow(row);
  }
}

function renderRow(row) {
  const tr = solver.table.querySelector(`tr[data-row="${row.id}"]`);
  const s = solver.rows.get(row.id);
  tr.dataset.status = s.status;
  const cell = (name) => tr.querySelector(`td.${name}`);
  const [value, nodes, depth, time] = ["value", "nodes", "depth", "time"].map(cell);
  const rate = tr.querySelector(".search-rate");
  for (const c of [value, nodes, depth, time, rate]) c.textContent = "";
  const r = s.result;
  if (s.status === "running") {
    value.textContent = "…";
    nodes.append(r ? el("span", { text: `${formatCount(r.nodes)}+` }) : "running…");
    depth.textContent = r ? String(r.maxDepth) : "";
    time.textContent = formatMs(performance.now() - s.started);
  } else if (r) {
    if (r.complete) {
      value.append(el("span", { class: ["value-chip", r.value > 0 ? "val-x" : r.value < 0 ? "val-o" : "val-d"], text: signed(r.value) }));
    } else {
      value.append(el("span", { class: "not-proved", text: "not proved" }));
    }
    nodes.append(el("span", { class: "count", text: formatCount(r.nodes) }));
    if (!r.complete) nodes.append(el("span", { class: "budget-note", text: s.status === "stopped" ? "stopped by you" : "budget spent" }));
    depth.textContent = String(r.maxDepth);
    time.textContent = formatMs(s.ms);
    // The speed in plain words, for the class: "19.4 million positions in 0.09 s: about ...".
    rate.textContent = rateText(r.nodes, s.ms);
    time.title = `${rounds(row) > 1 ? "the last round, " : ""}measured by the page around the worker's answer; ` +
      (r.kernel === "fast" ? "the core's table-driven 2x2 Go solver" : "the core's generic search");
  } else if (s.status === "error") {
    value.textContent = "–";
  }
  const button = tr.querySelector("button.run-one");
  button.disabled = solver.busy;
  button.textContent = s.status === "running" ? "Running…" : r ? "Again" : "Run";
}

function renderLive(text) {
  solver.live.textContent = text;
}

function startTicker() {
  stopTicker();
  solver.ticker = setInterval(() => {
    for (const row of ROWS) if (solver.rows.get(row.id).status === "running") renderRow(row);
    renderLive(liveText());
  }, 100);
}

function stopTicker() {
  if (solver.ticker !== null) clearInterval(solver.ticker);
  solver.ticker = null;
}

let liveText = () => "";

/** Run one row's search (all its rounds). Resolves when done, stopped or failed. */
async function runRow(row) {
  const s = { status: "running", started: performance.now(), result: null, round: 0 };
  solver.rows.set(row.id, s);
  renderRow(row);
  const rounds = row.rounds ?? [null];
  for (let k = 0; k < rounds.length; k++) {
    const budget = rounds[k];
    s.round = k + 1;
    liveText = () => rounds.length > 1
      ? `${row.name}: round ${k + 1} of ${rounds.length}, a fresh search from the empty board with a budget of ${formatCount(budget)} nodes` +
        `${s.result ? ` (the last round ran out at ${formatCount(s.result.nodes)} without an answer)` : ""}… ${formatMs(performance.now() - s.started)}`
      : `${row.name}, ${row.detail}: searching… ${formatMs(performance.now() - s.started)}`;
    renderLive(liveText());
    const options = { table: false, symmetry: false, ...row.options };
    if (budget !== null) options.budget = budget;
    const t = performance.now();
    let result;
    try {
      result = await engine.search(GAME, START, options);
    } catch (error) {
      solver.rows.set(row.id, { status: "error" });
      solver.error.textContent = error.message;
      renderRow(row);
      return;
    }
    s.result = result;
    s.ms = performance.now() - t;
    if (result.complete) break;
    if (solver.stopAsked && k < rounds.length - 1) {
      s.status = "stopped";
      renderRow(row);
      return;
    }
  }
  s.status = "done";
  renderRow(row);
}

async function runRows(ids) {
  if (solver.busy) return;
  solver.busy = true;
  solver.stopAsked = false;
  solver.error.textContent = "";
  solver.runAll.disabled = true;
  solver.stop.hidden = false;
  solver.stop.disabled = false;
  document.body.dataset.solver = "running";
  for (const row of ROWS) renderRow(row);
  startTicker();
  try {
    for (const id of ids) {
      if (solver.stopAsked) break;
      await runRow(ROWS.find((r) => r.id === id));
    }
  } finally {
    stopTicker();
    solver.busy = false;
    solver.runAll.disabled = false;
    solver.stop.hidden = true;
    renderLive(solver.stopAsked ? "Stopped." : "");
    for (const row of ROWS) renderRow(row);
    renderNote();
    document.body.dataset.solver = "done";
  }
}

/** What the finished rows show, in words: the savings, worked out from the real counts. */
function renderNote() {
  const done = (id) => {
    const s = solver.rows.get(id);
    return s.result?.complete ? s.result : null;
  };
  const parts = [];
  const stones = done("stones-first");
  const pass = done("pass-first");
  const table = done("table");
  const symmetry = done("symmetry");
  const minimax = solver.rows.get("minimax").result;
  if (minimax && !minimax.complete) {
    parts.push(`Minimax stopped at its budget of ${formatCount(minimax.nodes)} nodes with no value: without pruning the game tree is far too big.`);
  }
  if (stones && pass) {
    parts.push(`Trying the pass first searches ${formatCount(Math.round(stones.nodes / pass.nodes))} times fewer nodes than trying stones first: ` +
      "a pass reaches the nearest end of the game, which sets α and β at once.");
  }
  if (pass && table) {
    parts.push(table.tableHits === 0
      ? `The table found no position twice in its ${formatCount(table.nodes)} nodes, so with the pass first it saves nothing here.`
      : `The table answered ${formatCount(table.tableHits)} nodes from memory: ${formatCount(table.nodes)} nodes instead of ${formatCount(pass.nodes)}.`);
  }
  if (table && symmetry) {
    const saved = 1 - symmetry.nodes / table.nodes;
    parts.push(`Folding the 8 symmetries of the board into the table: ${formatCount(symmetry.nodes)} nodes instead of ${formatCount(table.nodes)} (${Math.round(saved * 100)}% fewer).`);
  }
  solver.note.textContent = parts.join(" ");
}

solver.table.addEventListener("click", (event) => {
  const button = event.target.closest?.("button.run-one");
  if (button && !solver.busy) runRows([button.dataset.row]);
});

solver.runAll.addEventListener("click", () => runRows(RUN_ORDER));

solver.stop.addEventListener("click", () => {
  solver.stopAsked = true;
  solver.stop.disabled = true;
  renderLive("Stopping after the search that is running now (the worker cannot be interrupted mid-search)…");
});

// ---------------------------------------------------------------------------------------
// The Why? panel: minimax in words, then the best line move by move

const whyBoard = $("why-board");

/**
 * The Why? steps of `position`: the core's (what each move is worth to the player to move, then
 * the best of them), then one step per move of the best line to the end of the game, as the
 * core's search finds it from this position, each with the board after it.
 */
async function explainWithLine(game, position) {
  const explained = await engine.explain(game, position);
  let before = await engine.analyze(game, position);
  if (before.over) return explained;
  const searched = await engine.search(game, position, { algorithm: "alphabeta", ordering: "pass-first", table: false, symmetry: false });
  const line = [];
  let at = position;
  for (const [k, move] of (searched.pv ?? []).entries()) {
    at = await engine.play(game, at, move);
    const after = await engine.analyze(game, at);
    line.push({
      kind: "line",
      index: k + 1,
      move,
      side: sideName(before),
      captured: captured(before.board, after.board, before.blackToMove ? "white" : "black"),
      score: after.score,
      over: Boolean(after.over),
      analysis: after,
    });
    before = after;
  }
  return { ...explained, steps: [...(explained.steps ?? []), ...line] };
}

function clearWhyFocus(p) {
  for (const node of p.dom.board.querySelectorAll(".point.why-focus")) node.classList.remove("why-focus");
  for (const node of p.dom.board.querySelectorAll(".why-stone")) node.remove();
  passButton.classList.remove("why-focus");
  delete p.dom.board.dataset.whyPoint;
}

function renderWhyStep(p) {
  p.refreshStepButtons();
  clearWhyFocus(p);
  const steps = p.state.steps;
  const step = steps[p.stepper.index];
  const explained = p.state.explained;
  if (!step || !explained) return;
  const { analysis } = explained;
  const side = sideName(analysis);
  p.dom.whyCaption.textContent = goCaption(step, {
    side,
    score: analysis.score,
    count: steps.filter((s) => s.kind === "moveValue").length,
    lineLength: steps.filter((s) => s.kind === "line").length,
  });
  p.dom.whyCaption.dataset.kind = step.kind;
  whyBoard.dataset.step = String(p.stepper.index + 1);
  whyBoard.dataset.kind = step.kind;
  if (step.kind === "line") {
    // The board after this move of the line, the new stone ringed.
    drawGo(whyBoard, step.analysis, { last: step.move });
    whyBoard.setAttribute("aria-label", `The board after move ${step.index} of the best line`);
    return;
  }
  // A move of the position on the board: a faded stone of the mover's colour on the point it
  // speaks of, here and on the game's board (or the Pass button marked).
  const preview = step.move && step.move !== "pass" ? { point: step.move, colour: side.toLowerCase() } : null;
  drawGo(whyBoard, analysis, { preview });
  whyBoard.setAttribute("aria-label", "The position explained");
  if (explained.position !== p.current().position || !step.move) return;
  if (step.move === "pass") {
    passButton.classList.add("why-focus");
    return;
  }
  const point = p.dom.board.querySelector(`.point[data-point="${step.move}"]`);
  if (!point || !point.classList.contains("empty")) return;
  const at = POINTS.find((q) => q.name === step.move);
  point.classList.add("why-focus");
  point.append(svgEl("circle", { class: `stone why-stone ghost-${preview.colour}`, cx: at.x, cy: at.y, r: STONE_R, "aria-hidden": "true" }));
  p.dom.board.dataset.whyPoint = step.move;
}

// ---------------------------------------------------------------------------------------
// Start

buildSolverTable();
document.body.dataset.solver = "idle";
page.boot();
