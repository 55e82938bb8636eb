// Sums of games (game `sums`): components of different games side by side; a move is made in
// exactly one of them. Each component is drawn small by its own game's board drawing
// (boards.js) and played by clicking it as on its own page (a Kayles row: a pin, then it again
// or a neighbour); its moves are also listed as buttons behind "Moves as a list". With hints
// on, each board marks its winning moves and the Nim heap of its Grundy value is drawn beneath
// it; with hints off no value is shown. The "Nim in disguise" panel shows *a + *b + ... = *(a xor b xor ...)
// in binary columns. A second panel tests whether two games G and G' are equivalent by adding
// the same H = *0, *1, ..., *7 to both and asking the core for the outcomes.
//
// This file only assembles sum strings ("nim(2) + nim(1) + nim(3)") from what the student
// types and from the core's parts; every outcome, value and move comes from the core.

import * as engine from "./engine.js";
import { createGamePage } from "./impartial.js";
import { sumNames, gameName, sumState, moveInto } from "./impartial-words.js";
import { el, svgEl, formatCount } from "./ui.js";
import { drawNim, drawScoringLine, drawNimble, drawWythoff, drawKayles, drawChomp, chompBite, chompRows } from "./boards.js";

/** Most option buttons drawn per component; the rest are typed. */
const MAX_OPTIONS = 30;
/** H = *0 .. *H_MAX in the equivalence test. */
const H_MAX = 7;

const $ = (id) => document.getElementById(id);
const local = { whyStep: null, pin: null };

const namesFor = (analysis) => sumNames((analysis?.parts ?? []).map((p) => p.game));

const page = createGamePage({
  title: "Sums of games",
  defaultPosition: "scoring:1,2,3(7) + kayles(5) + wythoff(3,5) + nim(4)",
  defaultSettings: {},
  gameId: (settings, rule) => (rule === "misere" ? "sums:misere" : "sums"),
  parseHash: (text) => ({ settings: {}, position: text }),
  hashText: (settings, position) => position.replace(/\s+/g, ""),
  names: sumNames(),
  namesFor,
  shortName: (i) => `component ${i + 1}`,
  describeMove: (move, analysis) => {
    const part = analysis?.parts?.[move.part];
    const into = (move.into ?? []).join("+") || moveInto(move.move);
    if (!part) return `component ${move.part + 1} becomes ${into}`;
    const names = namesFor(analysis);
    return `${gameName(part.game)}: ${sumState(part.state, part.game)} → ${names.option(into, part.game)}`;
  },
  renderBoard,
  highlightPick: (p, move) => {
    optionButton(move.move)?.classList.add("picked");
    card(move.part)?.classList.add("picked");
  },
  highlightStep: (p, step) => {
    local.whyStep = step;
    highlightStep(step);
  },
  clearStepHighlights: () => clearHighlights(),
  errorBoxes: () => [$("add-error")],
  randomPosition: () => {
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    const n = () => 1 + Math.floor(Math.random() * 8);
    const terms = [
      () => `nim(${n()})`,
      () => `scoring:1,2,3(${n() + 3})`,
      () => `kayles(${n()})`,
      () => `wythoff(${n()},${n()})`,
      () => `nimble(${n()})`,
    ];
    return Array.from({ length: 2 + Math.floor(Math.random() * 2) }, () => pick(terms)()).join(" + ");
  },
  moveHelp: "Type a move such as 1:4 (component 1 becomes 4).",
  overNote: (rule) => rule === "misere"
    ? "No component has a move left; whoever made the last move lost (misère play)."
    : "No component has a move left; whoever made the last move won.",
});

const card = (part) => page.dom.board.querySelector(`.component[data-part="${part}"]`);
const optionButton = (move) => [...page.dom.board.querySelectorAll(".move-btn")].find((b) => b.dataset.move === move);

/** What a component becomes, as the button says it: "6", "1 + 3", "(2, 5)", "3, 1" (a Chomp bar's rows), "nothing". */
function optionLabel(into, game) {
  if (into.length === 0) return "nothing";
  if (game === "wythoff") return `(${into[0].replace(",", ", ")})`;
  if (game === "chomp") return into[0].replaceAll(",", ", ");
  return into.join(" + ");
}

/** The component's board: drawn by its own game's drawing (boards.js), clickable to move in it. */
function drawComponent(p, i, mine, hints) {
  const svg = svgEl("svg", { class: "board mini-board component-board", "data-part": i });
  // The drawings know moves as their own page lists them: part 0 of a one-part position.
  const moves = mine.map((m) => ({ ...m, part: 0 }));
  const game = p.game.replace(/:misere$/, "");
  if (game === "nim") {
    const size = Number(p.state);
    const byTake = mine.map((m) => ({ pile: 0, take: size - Number(m.into[0] ?? 0), outcome: m.outcome }));
    drawNim(svg, p.state, { moves: byTake, hints });
  } else if (game.startsWith("scoring")) {
    drawScoringLine(svg, p.state, { length: Math.max(4, Number(p.state)), selected: 0, moves, hints });
  } else if (game === "nimble") {
    drawNimble(svg, p.state, { length: Math.max(4, Number(p.state)), selected: 0, moves, hints });
  } else if (game === "wythoff") {
    const [x, y] = p.state.split(",").map(Number);
    drawWythoff(svg, p.state, { size: Math.max(4, x + 1, y + 1), moves, hints });
  } else if (game === "chomp") {
    // The Chomp page's drawing knows a bite by its square: find the square of each listed bar.
    const rows = chompRows(p.state);
    const bites = [];
    rows.forEach((n, r) => {
      for (let c = 0; c < n; c++) {
        const m = mine.find((one) => (one.into[0] ?? "") === chompBite(rows, r, c));
        if (m && (r || c)) bites.push({ row: r, col: c, move: `r${r}c${c}`, outcome: m.outcome });
      }
    });
    drawChomp(svg, p.state, { rows, moves: bites, hints });
  } else if (game === "kayles" || game.startsWith("octal")) {
    const sel = local.pin?.part === i ? { part: 0, pin: local.pin.pin } : null;
    const choice = new Map();
    if (sel && hints) for (const [pin, m] of pinChoices(p, mine, sel.pin)) choice.set(pin, m.outcome === "P" ? "wins" : "loses");
    drawKayles(svg, p.state, { selected: sel, choice });
  } else {
    return null;
  }
  return svg;
}

/**
 * The moves a click on a pin makes once pin `at` of a row is chosen: the chosen pin again
 * knocks it down alone, a neighbour knocks down both. Map pin -> listed move.
 */
function pinChoices(p, mine, at) {
  const n = Number(p.state);
  const into = (a, b) => [a, n - 1 - b].filter((k) => k > 0).sort((x, y) => x - y).join("+");
  const listed = new Map(mine.map((m) => [[...m.into].map(Number).sort((x, y) => x - y).join("+"), m]));
  const choices = new Map();
  for (const [a, b, pin] of [[at, at, at], [at - 1, at, at - 1], [at, at + 1, at + 1]]) {
    if (a < 0 || b >= n) continue;
    const m = listed.get(into(a, b));
    if (m) choices.set(pin, m);
  }
  return choices;
}

/** The Nim heap a component plays like, drawn as a pile of its Grundy value's chips. */
function heapOf(p) {
  const svg = svgEl("svg", { class: "board mini-board component-heap-board" });
  drawNim(svg, String(p.grundy), { small: true });
  svg.setAttribute("aria-label", `plays like a Nim heap of ${formatCount(p.grundy)}`);
  return el("div", { class: "component-heap spoiler" },
    svg, el("span", { class: "component-value", title: `Grundy value ${p.grundy}`, text: `*${formatCount(p.grundy)}` }));
}

function renderBoard() {
  const { analysis, position } = page.current();
  const board = page.dom.board;
  const names = namesFor(analysis);
  const hints = page.state.hints;
  // Which components' move lists are open survives a redraw of the same sum.
  const open = new Set([...board.querySelectorAll(".component-list[open]")].map((d) => d.closest(".component").dataset.part));
  if (board.dataset.position !== position) {
    local.whyStep = null;
    local.pin = null;
    open.clear();
  }
  board.textContent = "";
  board.dataset.position = position;
  board.dataset.rule = page.state.rule;
  const moves = analysis.moves ?? [];
  const parts = analysis.parts ?? [];
  parts.forEach((p, i) => {
    // In a fixed reading order (the core lists winning moves first, which would give them away).
    const mine = moves.filter((m) => m.part === i)
      .sort((a, b) => b.into.join("+").localeCompare(a.into.join("+"), "en", { numeric: true }));
    const list = el("div", { class: "move-list", role: "group", "aria-label": `moves of ${names.part(i)}` });
    mine.slice(0, MAX_OPTIONS).forEach((m, k) => {
      const wins = m.outcome === "P";
      const label = optionLabel(m.into, p.game);
      list.append(el("button", {
        type: "button",
        class: ["move-btn", hints ? (wins ? "wins" : "loses") : null],
        "data-move": m.move,
        "data-action": "move",
        // The shared controller puts the keyboard focus back on the button with the same key
        // after the board is redrawn (a move rebuilds every button): the same place in the
        // same component's list, so a keyboard player can keep playing there.
        "data-key": `move-${i}-${k}`,
        "aria-label": `${names.part(i)} becomes ${label}${hints ? (wins ? ", winning move" : ", losing move") : ""}`,
      },
      hints ? el("span", { class: "mark", "aria-hidden": "true", text: wins ? "✓" : "✗" }) : null,
      label));
    });
    if (mine.length > MAX_OPTIONS) list.append(el("span", { class: "help small", text: `and ${mine.length - MAX_OPTIONS} more: type them` }));
    if (mine.length === 0) list.append(el("span", { class: "help small", text: "no move left in this component" }));
    const drawing = drawComponent(p, i, mine, hints);
    board.append(el("article", { class: "component", "data-part": i, "data-game": p.game, "data-grundy": p.grundy },
      el("header", { class: "component-head" },
        el("span", { class: "component-num", text: i + 1 }),
        el("span", { class: "component-game", text: gameName(p.game) }),
        el("span", { class: "component-state", text: sumState(p.state, p.game) }),
        el("button", {
          type: "button",
          class: "remove",
          "data-remove": i,
          "aria-label": `remove ${names.part(i)} (starts a new game)`,
          title: "Remove (starts a new game)",
          disabled: parts.length < 2,
          text: "✕",
        }),
      ),
      drawing ? el("div", { class: "component-drawing" }, drawing) : null,
      // Hints on: the Nim heap the component plays like, beneath it (Hints off: no values).
      hints ? heapOf(p) : null,
      el("details", { class: "component-list", open: open.has(String(i)) || !drawing },
        el("summary", {}, "Moves as a list"),
        el("div", { class: "component-moves" }, el("span", { class: "becomes", text: "becomes" }), list)),
    ));
  });
  if (local.whyStep && page.state.whyOpen) highlightStep(local.whyStep);
}

/** A click on a component's board: the move it makes there, or a pin chosen first (Kayles). */
function boardClicked(target) {
  const article = target.closest?.(".component");
  if (!article || !page.interactive()) return;
  const i = Number(article.dataset.part);
  const { analysis } = page.current();
  const p = analysis.parts[i];
  const mine = (analysis.moves ?? []).filter((m) => m.part === i);
  // The listed move that leaves the component as `text` (a Nim heap of 0 may be listed as nothing).
  const into = (text) => mine.find((m) => m.into.length === 1 && m.into[0] === text)
    ?? (text === "0" ? mine.find((m) => m.into.length === 0) : undefined);
  let move;
  const token = target.closest(".token[data-take]");
  const square = target.closest(".square[data-square]");
  const cell = target.closest(".cell[data-x]");
  const bite = target.closest(".sq.bar[data-row]");
  const pin = target.closest(".pin[data-pin]");
  if (token) move = into(String(Number(p.state) - Number(token.dataset.take)));
  else if (square) move = into(square.dataset.square);
  else if (cell) move = into(`${cell.dataset.x},${cell.dataset.y}`);
  else if (bite) move = into(chompBite(chompRows(p.state), Number(bite.dataset.row), Number(bite.dataset.col)));
  else if (pin) {
    const at = Number(pin.dataset.pin);
    const chosen = local.pin?.part === i ? local.pin.pin : null;
    move = chosen === null ? undefined : pinChoices(p, mine, chosen).get(at);
    if (!move) {
      // Choose this pin; the next click (it again, or a neighbour) knocks down.
      local.pin = { part: i, pin: at };
      renderBoard();
      page.renderInteractivity();
      page.dom.board.querySelector(`.component[data-part="${i}"] .pin[data-pin="${at}"]`)?.focus();
      $("pick-line").textContent = `Pin ${at + 1} of component ${i + 1} is chosen: click it again to knock it down alone, or a neighbour to knock down both.`;
      return;
    }
  } else return;
  if (move) {
    $("pick-line").textContent = "";
    page.boardMove(move.move);
  } else {
    $("pick-line").textContent = `That is not a move of component ${i + 1}.`;
  }
}

page.dom.board.addEventListener("click", (event) => {
  const remove = event.target.closest?.("[data-remove]");
  if (remove) {
    removePart(Number(remove.dataset.remove));
    return;
  }
  const button = event.target.closest?.(".move-btn");
  if (button) {
    if (page.interactive()) page.boardMove(button.dataset.move);
    return;
  }
  boardClicked(event.target);
});

// The boards' squares, chips and pins are role=button: Enter or Space plays them as a click.
page.dom.board.addEventListener("keydown", (event) => {
  const target = event.target.closest?.("svg [role=button]");
  if (!target || (event.key !== "Enter" && event.key !== " ")) return;
  event.preventDefault();
  boardClicked(target);
});

function clearHighlights() {
  for (const node of page.dom.board.querySelectorAll(".hl-part, .hl-opt")) node.classList.remove("hl-part", "hl-opt");
}

function highlightStep(step) {
  clearHighlights();
  const { analysis } = page.current();
  switch (step.kind) {
    case "tableRow":
      (analysis.parts ?? []).forEach((p, i) => {
        if (p.state === step.state && p.game === step.game) card(i)?.classList.add("hl-part");
      });
      break;
    case "components":
      break;
    case "mirror":
      for (const i of step.parts ?? []) card(i)?.classList.add("hl-part");
      break;
    case "target":
      card(step.part)?.classList.add("hl-part");
      break;
    case "move":
    case "example":
    case "reply":
      card(step.part)?.classList.add("hl-part");
      optionButton(step.move)?.classList.add("hl-opt");
      break;
    default:
      break;
  }
}

// ---------------------------------------------------------------------------------------
// Building the sum: add a component, remove one. Both start a new game from the new sum.

/** The sum written from the core's parts, one term per part: "kayles(1) + nim(4)". */
const sumOf = (parts) => parts.map((p) => `${p.game}(${p.state})`).join(" + ");

function addGameId() {
  const game = $("add-game").value;
  return game === "scoring" ? `scoring:${$("add-set").value.trim()}` : game;
}

const PLACEHOLDERS = { nim: "4", scoring: "7", nimble: "5", kayles: "5", "octal:0.07": "6", wythoff: "3,5", chomp: "3,3,2" };
$("add-game").addEventListener("change", () => {
  $("add-set-field").hidden = $("add-game").value !== "scoring";
  $("add-position").placeholder = PLACEHOLDERS[$("add-game").value] ?? "";
});

$("add-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const position = $("add-position").value.trim() || $("add-position").placeholder;
  const now = page.current()?.position;
  const term = `${addGameId()}(${position})`;
  const ok = await page.startFromForm(now ? `${now} + ${term}` : term, page.state.settings, $("add-error"));
  if (ok) $("add-position").value = "";
});

async function removePart(i) {
  const parts = page.current()?.analysis.parts ?? [];
  if (parts.length < 2) return;
  await page.startFromForm(sumOf(parts.filter((_, k) => k !== i)), page.state.settings, page.dom.newError);
}

// ---------------------------------------------------------------------------------------
// Games as sets of options, and equivalence: G ~ G' when G + H and G' + H have the same
// outcome for every H. Here H runs over the Nim heaps *0 .. *7; the core decides each outcome.

/** "*2 + *1" or "kayles(4) + *1" -> "nim(2) + nim(1)" etc.: *n is the Nim heap nim(n). */
export function sumText(text) {
  const terms = String(text).split(/\+(?![^(]*\))/).map((t) => t.trim()).filter(Boolean);
  if (terms.length === 0) return "";
  return terms.map((t) => {
    const star = /^\*\s*(\d+)$/.exec(t);
    if (star) return `nim(${star[1]})`;
    if (t === "0") return "nim(0)";
    return t;
  }).join(" + ");
}

/** The core's sum text written with nimbers where it can: "nim(1,0)" -> "*1 + 0". */
export function starText(text) {
  return String(text).replace(/nim\(([\d,]+)\)/g, (_, list) => list.split(",").map((n) => (n === "0" ? "0" : `*${n}`)).join(" + "));
}

async function renderNimbers() {
  const box = $("nimbers");
  try {
    const rows = await Promise.all([0, 1, 2, 3, 4].map((n) => engine.analyze("nim", String(n))));
    box.textContent = "";
    rows.forEach((a, n) => {
      const options = (a.moves ?? []).map((m) => (m.to === "0" ? "0" : `*${m.to}`)).reverse();
      box.append(el("li", { "data-n": n }, el("code", { text: `${n === 0 ? "0" : `*${n}`} = { ${options.join(", ")} }` })));
    });
  } catch (error) {
    box.textContent = error.message;
  }
}

async function testEquivalence() {
  const gText = $("equiv-g").value.trim();
  const hText = $("equiv-h").value.trim();
  const g = sumText(gText);
  const h = sumText(hText);
  const error = $("equiv-error");
  const table = $("equiv-table");
  if (!g || !h) {
    error.textContent = "Write both games, e.g. *2 + *1 and *3.";
    return;
  }
  let rows;
  let gSelf;
  let hSelf;
  try {
    [gSelf, hSelf] = await Promise.all([engine.analyze("sums", g), engine.analyze("sums", h)]);
    rows = await Promise.all(Array.from({ length: H_MAX + 1 }, async (_, k) => {
      const [a, b] = await Promise.all([engine.analyze("sums", `${g} + nim(${k})`), engine.analyze("sums", `${h} + nim(${k})`)]);
      return { k, g: a.outcome, h: b.outcome };
    }));
  } catch (e) {
    error.textContent = e.message;
    return;
  }
  error.textContent = "";
  // Options in reading order: 0 before *1 before *2 (compare the numbers, not the stars).
  const key = (t) => t.replace(/\*/g, "");
  const setOf = (a) => `{ ${[...new Set((a.moves ?? []).map((m) => starText(m.to)))]
    .sort((x, y) => key(x).localeCompare(key(y), "en", { numeric: true })).join(", ")} }`;
  $("equiv-sets").textContent = "";
  $("equiv-sets").append(
    el("code", { text: `G = ${starText(gSelf.position)} = ${setOf(gSelf)}` }), el("br"),
    el("code", { text: `G′ = ${starText(hSelf.position)} = ${setOf(hSelf)}` }),
  );
  table.tHead.textContent = "";
  table.tBodies[0].textContent = "";
  table.tHead.append(el("tr", {},
    el("th", { scope: "col", text: "H" }),
    el("th", { scope: "col", text: "G + H" }),
    el("th", { scope: "col", text: "G′ + H" }),
    el("th", { scope: "col", text: "same?" }),
  ));
  const cellOf = (o) => el("td", { class: ["outcome", o === "P" ? "p" : "n"], "data-outcome": o }, el("span", { class: "badge-letter", text: o }));
  for (const row of rows) {
    const same = row.g === row.h;
    table.tBodies[0].append(el("tr", { class: same ? null : "differ", "data-h": row.k },
      el("th", { scope: "row", text: row.k === 0 ? "*0 (nothing)" : `*${row.k}` }),
      cellOf(row.g),
      cellOf(row.h),
      el("td", { class: "same", text: same ? "yes" : "no" }),
    ));
  }
  const first = rows.find((r) => r.g !== r.h);
  const verdict = $("equiv-verdict");
  verdict.dataset.equivalent = String(!first);
  verdict.textContent = first
    ? `Not equivalent: H = *${first.k} tells them apart (G + *${first.k} is ${first.g}, G′ + *${first.k} is ${first.h}).`
    : `Same outcome for every H from *0 to *${H_MAX}: G and G′ behave as equivalent here. Their Grundy values are ${gSelf.grundy} and ${hSelf.grundy}.`;
}

$("equiv-form").addEventListener("submit", (event) => {
  event.preventDefault();
  testEquivalence();
});

for (const preset of document.querySelectorAll("#equiv-form .preset")) {
  preset.addEventListener("click", () => {
    $("equiv-g").value = preset.dataset.g;
    $("equiv-h").value = preset.dataset.h;
    testEquivalence();
  });
}

page.boot().then(() => {
  renderNimbers();
  testEquivalence();
});
