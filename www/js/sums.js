// Sums of games (game `sums`): components of different games side by side; a move is made in
// exactly one of them. Each component is drawn small by its own game's drawing and played by
// clicking it as on its own page (its board's SumPart: boards/index.js, boards/common.js), or by
// its list of moves; with hints on, its board marks the winning moves and the Nim heap of its
// Grundy value is drawn beneath it. A component's words are its game's (impartial-words.js):
// no component's game is named here (the Nim heaps are the theory's nimbers *n). A second
// panel tests whether two games G and G' are equivalent by adding the same H = *0, ..., *7 to
// both. This file only assembles sum strings ("nim(2) + nim(1)") from what the student types
// and from the core's parts; every outcome, value and move comes from the core.

import * as engine from "./engine.js";
import { boardOf, catalogue } from "./catalogue.js";
import { $, createGamePage } from "./impartial.js";
import { sumNames, gameName, sumState, optionLabel, moveInto, stepFocus } from "./impartial-words.js";
import { el, svgEl, formatCount } from "./ui.js";
import { drawNim } from "./boards/nim.js";
import { PARTS } from "./boards/parts.js";

/** How the board of game id `game` plays a component of the sum (boards/common.js SumPart), or undefined. */
const sumPart = (game) => PARTS[boardOf(game)];

/** This page's game: a sum of the other games' components. */
const GAME = "sums";
/** Most option buttons drawn per component; the rest are typed. */
const MAX_OPTIONS = 30;
/** H = *0 .. *H_MAX in the equivalence test. */
const H_MAX = 7;

/** The piece a first click chose { part, piece } (a Kayles component's pin): the next click moves it. */
let chosen = null;

/**
 * The games a random sum is made of: one game id per board that can make a random component
 * (its SumPart's `random`), the first of the catalogue's games drawn on it.
 */
const RANDOM_GAMES = [];
for (const g of catalogue) {
  const random = g.id === GAME ? undefined : sumPart(g.id)?.random;
  if (random && !RANDOM_GAMES.some((r) => boardOf(r.id) === boardOf(g.id))) RANDOM_GAMES.push({ id: g.id, random });
}

const namesFor = (analysis) => sumNames((analysis?.parts ?? []).map((p) => p.game));
const card = (part) => page.dom.board.querySelector(`.component[data-part="${part}"]`);
const optionButton = (move) => [...page.dom.board.querySelectorAll(".move-btn")].find((b) => b.dataset.move === move);

/**
 * A listed move in words: "Kayles: a row of 5 pins → rows of 1 and 3" (hints, the record), or
 * `long`: "component 2 (Kayles): a row of 5 pins becomes rows of 1 and 3" (the computer's line).
 */
function moveWords(move, analysis, long = false) {
  const part = analysis?.parts?.[move.part];
  const into = (move.into ?? []).join("+") || moveInto(move.move);
  if (!part) return `component ${move.part + 1} becomes ${into}`;
  const names = namesFor(analysis);
  const [who, becomes] = long ? [names.part(move.part), "becomes"] : [gameName(part.game), "→"];
  return `${who}: ${sumState(part.state, part.game)} ${becomes} ${names.option(into, part.game)}`;
}

const page = createGamePage({
  title: "Sums of games",
  catalogId: GAME,
  game: GAME,
  hashText: (settings, position) => position.replace(/\s+/g, ""),
  names: sumNames(),
  namesFor,
  shortName: (i) => `component ${i + 1}`,
  describeMove: moveWords,
  computerWords: (move, before) => `moved in ${moveWords(page.listedMove(before, move), before, true)}`,
  newPosition: () => {
    chosen = null;
  },
  renderBoard,
  highlightPick: (p, move) => {
    optionButton(move.move)?.classList.add("picked");
    card(move.part)?.classList.add("picked");
  },
  stepClasses: ["hl-part", "hl-opt"],
  highlightStep: (p, step) => {
    const { row, parts, move } = stepFocus(step);
    p.current().analysis.parts?.forEach(
      (part, i) => part.state === row?.state && part.game === row.game && card(i)?.classList.add("hl-part"),
    );
    for (const i of step.kind === "components" ? [] : parts) card(i)?.classList.add("hl-part");
    if (move) optionButton(move.move)?.classList.add("hl-opt");
  },
  errorBoxes: () => [$("add-error")],
  randomPosition: () => {
    const n = () => 1 + Math.floor(Math.random() * 8);
    const term = () => {
      const { id, random } = RANDOM_GAMES[Math.floor(Math.random() * RANDOM_GAMES.length)];
      return `${id}(${random(n)})`;
    };
    return Array.from({ length: 2 + Math.floor(Math.random() * 2) }, term).join(" + ");
  },
  moveHelp: "Type a move such as 1:4 (component 1 becomes 4).",
  over: ["No component has a move left", "made the last move"],
});

/** A component's listed moves as its board knows them: part 0 of a one-part position. */
const movesOf = (mine) => mine.map((m) => ({ ...m, part: 0 }));

/**
 * The component's board: drawn by its own game's drawing (boards/<board>.js), clickable to move in it.
 * `last` is the computer's last move ({ move, before }) when it was made here: what the move
 * took or moved is drawn faded, from the component's state before it and the move as listed.
 * Null for a game whose board plays no component.
 */
function drawComponent(p, i, mine, hints, last) {
  const part = sumPart(p.game);
  if (!part) return null;
  // The board's class, which its colours hang on (Chomp's squares: boards/chomp.css).
  const svg = /** @type {SVGSVGElement} */ (
    svgEl("svg", { class: ["board mini-board component-board", sumPart(p.game)?.className], "data-part": i })
  );
  const was = last ? last.before.parts[i]?.state : null;
  const move = last ? { ...last.move, part: 0 } : null;
  part.draw(svg, p.state, { moves: movesOf(mine), hints, was, last: move, chosen: chosen?.part === i ? chosen.piece : null });
  return svg;
}

/** The Nim heap a component plays like, drawn as a pile of its Grundy value's chips. */
function heapOf(p) {
  const svg = svgEl("svg", { class: "board mini-board component-heap-board" });
  drawNim(svg, String(p.grundy), { small: true });
  svg.setAttribute("aria-label", `plays like a Nim heap of ${formatCount(p.grundy)}`);
  return el(
    "div",
    { class: "component-heap spoiler" },
    svg,
    el("span", { class: "component-value", title: `Grundy value ${p.grundy}`, text: `*${formatCount(p.grundy)}` }),
  );
}

function renderBoard() {
  const { analysis, position } = page.current();
  const board = page.dom.board;
  const names = namesFor(analysis);
  const hints = page.state.hints;
  // Which components' move lists are open survives a redraw of the same sum.
  const open = new Set(
    board.dataset.position === position
      ? [...board.querySelectorAll(".component-list[open]")].map((d) => d.closest(".component").dataset.part)
      : [],
  );
  // The computer's last move stays on show in the component it moved in.
  const last = page.lastMove();
  board.textContent = "";
  board.dataset.position = position;
  board.dataset.rule = page.state.rule;
  const moves = analysis.moves ?? [];
  const parts = analysis.parts ?? [];
  parts.forEach((p, i) => {
    // In a fixed reading order (the core lists winning moves first, which would give them away).
    const mine = moves
      .filter((m) => m.part === i)
      .sort((a, b) => b.into.join("+").localeCompare(a.into.join("+"), "en", { numeric: true }));
    const list = el("div", { class: "move-list", role: "group", "aria-label": `moves of ${names.part(i)}` });
    mine.slice(0, MAX_OPTIONS).forEach((m, k) => {
      const wins = m.outcome === "P";
      const label = optionLabel(m.into, p.game);
      // The turn loop puts the keyboard focus back on the button with the same data-key after the
      // board is redrawn (a move rebuilds every button): the same place in the same list.
      list.append(
        el(
          "button",
          {
            type: "button",
            class: ["move-btn", hints ? (wins ? "wins" : "loses") : null],
            "data-move": m.move,
            "data-action": "move",
            "data-key": `move-${i}-${k}`,
            "aria-label": `${names.part(i)} becomes ${label}${hints ? (wins ? ", winning move" : ", losing move") : ""}`,
          },
          hints ? el("span", { class: "mark", "aria-hidden": "true", text: wins ? "✓" : "✗" }) : null,
          label,
        ),
      );
    });
    if (mine.length > MAX_OPTIONS)
      list.append(el("span", { class: "help small", text: `and ${mine.length - MAX_OPTIONS} more: type them` }));
    if (mine.length === 0) list.append(el("span", { class: "help small", text: "no move left in this component" }));
    const drawing = drawComponent(p, i, mine, hints, last?.move.part === i ? last : null);
    board.append(
      el(
        "article",
        { class: "component", "data-part": i, "data-game": p.game, "data-grundy": hints ? p.grundy : null },
        el(
          "header",
          { class: "component-head" },
          el("span", { class: "component-num", text: i + 1 }),
          el(
            "span",
            { class: "component-title" },
            el("span", { class: "component-game", text: gameName(p.game) }),
            " ",
            el("span", { class: "component-state", text: sumState(p.state, p.game) }),
          ),
          el("button", {
            type: "button",
            class: "remove",
            "data-remove": i,
            disabled: parts.length < 2,
            text: "✕",
            title: "Remove (starts a new game)",
            "aria-label": `remove ${names.part(i)} (starts a new game)`,
          }),
        ),
        drawing ? el("div", { class: "component-drawing" }, drawing) : null,
        // Hints on: the Nim heap the component plays like, beneath it (Hints off: no values).
        hints ? heapOf(p) : null,
        el(
          "details",
          { class: "component-list", open: open.has(String(i)) || !drawing },
          el("summary", {}, "Moves as a list"),
          el("div", { class: "component-moves" }, el("span", { class: "becomes", text: "becomes" }), list),
        ),
      ),
    );
  });
}

/** A click on a component's board: the move it makes there, or a piece chosen first (a Kayles pin). */
function boardClicked(target) {
  const article = target.closest?.(".component");
  if (!article || !page.interactive()) return;
  const i = Number(article.dataset.part);
  const { analysis } = page.current();
  const p = analysis.parts[i];
  const mine = (analysis.moves ?? []).filter((m) => m.part === i);
  const click = sumPart(p.game)?.click(target, {
    state: p.state,
    moves: movesOf(mine),
    chosen: chosen?.part === i ? chosen.piece : null,
    name: `component ${i + 1}`,
  });
  if (!click) return;
  if ("chosen" in click) {
    chosen = { part: i, piece: click.chosen };
    page.redraw();
    /** @type {HTMLElement | null} */ (card(i)?.querySelector(click.focus))?.focus();
    $("pick-line").textContent = click.words;
    return;
  }
  const { move } = click;
  $("pick-line").textContent = move ? "" : `That is not a move of component ${i + 1}.`;
  if (move) page.boardMove(move.move);
}

page.dom.board.addEventListener("click", (event) => {
  const remove = event.target.closest?.("[data-remove]");
  const button = event.target.closest?.(".move-btn");
  if (remove) removePart(Number(remove.dataset.remove));
  else if (!button) boardClicked(event.target);
  else if (page.interactive()) page.boardMove(button.dataset.move);
});

// The boards' squares, chips and pins are role=button: Enter or Space plays them as a click.
page.dom.board.addEventListener("keydown", (event) => {
  const target = event.target.closest?.("svg [role=button]");
  if (!target || (event.key !== "Enter" && event.key !== " ")) return;
  event.preventDefault();
  boardClicked(target);
});

// ---------------------------------------------------------------------------------------
// Building the sum: add a component, remove one. Both start a new game from the new sum.

/** The sum written from the core's parts, one term per part: "kayles(1) + nim(4)". */
const sumOf = (parts) => parts.map((p) => `${p.game}(${p.state})`).join(" + ");

/**
 * The games the add form lists: each game of the catalogue whose board plays a component and
 * offers it (its SumPart's `add`, boards/common.js AddChoice), in the catalogue's order, with
 * its id, its option's label and an example position.
 */
const ADDABLE = catalogue.flatMap((g) => {
  const choice = g.id === GAME ? undefined : sumPart(g.id)?.add?.(g.id);
  return choice ? [{ id: g.id, ...choice }] : [];
});
/** A game of the list written in a sum, at its example position: "kayles(5)". */
const exampleTerms = ADDABLE.map((a) => `${a.id}(${a.example})`);

// The list's options: the value is the game id, data-example a position of it (the position
// box's placeholder), and data-set marks a game written with the set S of the box beside it:
// the option names its family, and the sum `<family>:<S>`.
$("add-game").append(
  ...ADDABLE.map((a) => el("option", { value: a.set ? a.id.split(":")[0] : a.id, "data-example": a.example, "data-set": a.set }, a.label)),
);
// The whole sum's box: two of the games as its example, and every game in its help line.
/** @type {HTMLInputElement} */ ($("new-position")).placeholder = exampleTerms.slice(0, 2).join(" + ");
$("new-position-help").append(`: ${exampleTerms.join(", ")}`);

/** The game chosen in the add form (its option). */
const addChoice = () => /** @type {HTMLSelectElement} */ ($("add-game")).selectedOptions[0];
/** The S box only for a game written with a set; the chosen game's example in the position box. */
function showChoice() {
  $("add-set-field").hidden = !("set" in addChoice().dataset);
  $("add-position").placeholder = addChoice().dataset.example ?? "";
}
$("add-game").addEventListener("change", showChoice);
showChoice();

$("add-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const choice = addChoice();
  const game = "set" in choice.dataset ? `${choice.value}:${$("add-set").value.trim()}` : choice.value;
  const term = `${game}(${$("add-position").value.trim() || $("add-position").placeholder})`;
  const now = page.current()?.position;
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
  const terms = String(text)
    .split(/\+(?![^(]*\))/)
    .map((t) => t.trim())
    .filter(Boolean);
  return terms
    .map((t) => {
      const star = /^\*\s*(\d+)$/.exec(t);
      return star ? `nim(${star[1]})` : t === "0" ? "nim(0)" : t;
    })
    .join(" + ");
}

/** The core's sum text written with nimbers where it can: "nim(1,0)" -> "*1 + 0". */
export function starText(text) {
  return String(text).replace(/nim\(([\d,]+)\)/g, (_, list) =>
    list
      .split(",")
      .map((n) => (n === "0" ? "0" : `*${n}`))
      .join(" + "),
  );
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
  const g = sumText($("equiv-g").value.trim());
  const h = sumText($("equiv-h").value.trim());
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
    rows = await Promise.all(
      Array.from({ length: H_MAX + 1 }, async (_, k) => {
        const [a, b] = await Promise.all([engine.analyze("sums", `${g} + nim(${k})`), engine.analyze("sums", `${h} + nim(${k})`)]);
        return { k, g: a.outcome, h: b.outcome };
      }),
    );
  } catch (e) {
    error.textContent = e.message;
    return;
  }
  error.textContent = "";
  // Options in reading order: 0 before *1 before *2 (compare the numbers, not the stars).
  const key = (t) => t.replace(/\*/g, "");
  const setOf = (a) =>
    `{ ${[...new Set((a.moves ?? []).map((m) => starText(m.to)))]
      .sort((x, y) => key(x).localeCompare(key(y), "en", { numeric: true }))
      .join(", ")} }`;
  $("equiv-sets").textContent = "";
  $("equiv-sets").append(
    el("code", { text: `G = ${starText(gSelf.position)} = ${setOf(gSelf)}` }),
    el("br"),
    el("code", { text: `G′ = ${starText(hSelf.position)} = ${setOf(hSelf)}` }),
  );
  table.tHead.textContent = "";
  table.tBodies[0].textContent = "";
  table.tHead.append(
    el(
      "tr",
      {},
      ["H", "G + H", "G′ + H", "same?"].map((text) => el("th", { scope: "col", text })),
    ),
  );
  const cellOf = (o) =>
    el("td", { class: ["outcome", o === "P" ? "p" : "n"], "data-outcome": o }, el("span", { class: "badge-letter", text: o }));
  for (const row of rows) {
    const same = row.g === row.h;
    table.tBodies[0].append(
      el(
        "tr",
        { class: same ? null : "differ", "data-h": row.k },
        el("th", { scope: "row", text: row.k === 0 ? "*0 (an empty heap)" : `*${row.k}` }),
        cellOf(row.g),
        cellOf(row.h),
        el("td", { class: "same", text: same ? "yes" : "no" }),
      ),
    );
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

for (const preset of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("#equiv-form .preset"))) {
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
