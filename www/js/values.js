// The values lab (values.html, game `values`): two games G and H typed as the theory writes them
// ({1 | *}, 1/2, *, ↑, sums with +, another game's board such as domineering(2x3)). Each is
// shown in its simplest form with its outcome class (colour and letter); "Is G ≥ H?" asks the
// core's compare and steps through the play of G − H that decides it, the board's value after
// each move; "Add G + H" steps through the sum's explanation as it simplifies. Below, a typed
// game is played against the computer in the one turn loop: the board is the parts of the sum,
// each with the options of the side to move as buttons.

import * as engine from "./engine.js";
import { el, svgEl, bindLines, bindStepControls } from "./ui.js";
import { catalogueEntry } from "./catalogue.js";
import { drawBoard } from "./boards/index.js";
import { Stepper } from "./stepper.js";
import { createPartizanPage, $, classChip, findMove, randomInt, boardOf, signsExplained } from "./partizan.js";
import { classWords, partizanCaption, sumText, otherSide } from "./partizan-words.js";

const GAME = "values";
/** The games in the lab's boxes at first (values.html). */
const LAB_DEFAULTS = { g: "{1 | *}", h: "0" };
const NAMES = { L: "Left", R: "Right" };
const CONTEXT = {
  names: NAMES,
  whole: "the game",
  parts: "parts",
  partName: (i) => `part ${i + 1}`,
  // A move of a sum is "part:option"; a sentence says where it is made, not its code.
  moveWords: (move) => `a move in part ${String(move).split(":")[0]}`,
};
const sideName = (analysis) => NAMES[analysis?.toMove === "R" ? "R" : "L"];

/** The outcome class as its chip (letter on its colour) and its words: never the colour alone. */
function classMark(outcomeClass) {
  return el(
    "span",
    { class: "class-mark", "data-class": outcomeClass },
    classChip(outcomeClass),
    " ",
    el("span", { class: "class-words", text: classWords(outcomeClass, NAMES) }),
  );
}

// -- The lab: G and H ------------------------------------------------------------------------

/** A game's box (#g-input), its message (#g-error) and its card (#g-card), and its last good analysis. */
function labGame(which) {
  const id = (part) => `${which}-${part}`;
  const game = {
    input: el("input", {
      id: id("input"),
      name: which,
      type: "text",
      value: LAB_DEFAULTS[which],
      size: 16,
      spellcheck: "false",
      "aria-describedby": `${id("error")} ${id("card")}`,
    }),
    error: el("span", { id: id("error"), class: "error", role: "alert" }),
    card: el("div", { id: id("card"), class: "lab-card", "aria-live": "polite" }),
    good: null,
  };
  $("lab-games").append(
    el(
      "div",
      { class: "lab-game", id: id("game") },
      el("label", { for: game.input.id, class: "lab-label", text: `${which.toUpperCase()} =` }),
      game.input,
      game.error,
      game.card,
    ),
  );
  return game;
}

/** The lab's form and its two games; the last good analysis of each is kept when a new text is bad. */
const lab = { form: $("lab-form"), g: labGame("g"), h: labGame("h") };

/** Read one box: the core's analysis of it, or its message next to the box (the last good one stays). */
async function readGame(which) {
  const game = lab[which];
  const text = game.input.value.trim();
  if (!text) {
    game.error.textContent = `Type a game for ${which.toUpperCase()}, such as {1 | *} or 1/2.`;
    return game.good;
  }
  if (game.good && game.good.text === text) return game.good;
  try {
    const analysis = await engine.analyze(GAME, `L:${text}`);
    // Typed on meanwhile: the newer text's answer draws the card.
    if (game.input.value.trim() !== text) return game.good;
    game.good = { text, analysis };
    game.error.textContent = "";
    drawCard(which);
    remember(which, text);
  } catch (error) {
    if (game.input.value.trim() === text)
      game.error.textContent = `${error.message}${game.good ? ` Still using ${which.toUpperCase()} = ${game.good.text}.` : ""}`;
  }
  return game.good;
}

/** A good game typed in a box goes into the address (the game on the board stays). */
function remember(which, text) {
  if (!page.current() || page.state.settings[which] === text) return;
  page.state.settings = { ...page.state.settings, [which]: text };
  page.writeHash();
}

/** A game's card: its simplest form, its outcome class, and its parts when it is a sum. */
function drawCard(which) {
  const { card, good } = lab[which];
  if (!good) return card.replaceChildren();
  const { analysis, text } = good;
  const parts = analysis.parts ?? [];
  card.replaceChildren(
    ...[
      el(
        "p",
        { class: "lab-value" },
        el("span", { class: "lab-value-label", text: `${which.toUpperCase()} = ` }),
        el("span", { class: "value", "data-value": analysis.value, text: analysis.value }),
      ),
      el("p", { class: "lab-class" }, classMark(analysis.outcomeClass)),
      parts.length > 1
        ? el("p", { class: "help lab-parts", text: `${text}: ${parts.length} parts worth ${sumText(parts.map((p) => p.value))}` })
        : null,
    ].filter(Boolean),
  );
}

/** Both games, read afresh; null when either has never been good. */
async function readBoth() {
  const [g, h] = await Promise.all([readGame("g"), readGame("h")]);
  return g && h ? { g, h } : null;
}

/**
 * A lab panel's own step player (its <grundy-steps prefix>, its caption #PREFIX-caption under them):
 * `show(step, caption)` draws each step as it comes; `load(steps)` opens the panel's body and
 * starts over.
 */
function stepPanel(prefix, show) {
  const caption = $(`${prefix}-caption`);
  const panel = { steps: [] };
  panel.stepper = new Stepper({
    onChange: () => {
      refresh();
      const step = panel.steps[panel.stepper.index];
      if (step) show(step, caption);
    },
  });
  const refresh = bindStepControls($(`${prefix}-panel`), panel.stepper);
  // The step buttons sit above the caption, which is as tall as the step on show: the buttons
  // stay put and no long step's height is kept empty under a short one.
  panel.load = (steps) => {
    panel.steps = steps;
    $(`${prefix}-body`).hidden = false;
    panel.stepper.load(steps.length);
    // On a phone the panel is under the typed game's board: the answer asked for comes into view.
    $(`${prefix}-panel`).scrollIntoView({ block: "nearest" });
  };
  return panel;
}

// -- Is G ≥ H? The play of G − H, one move at a time -------------------------------------------

const compare = { result: null, verdict: $("compare-verdict"), line: $("compare-line"), steps: stepPanel("compare", showCompareStep) };

/** compare's four answers: the sign between G and H, a class name, and the answer in words. */
const RELATIONS = {
  ">": ["G > H", "greater", "G is greater than H: G ≥ H, and not G ≤ H. Left wins G − H whoever starts."],
  "<": ["G < H", "less", "G is less than H: G ≤ H, and not G ≥ H. Right wins G − H whoever starts."],
  "=": ["G = H", "equal", "G equals H: both G ≥ H and G ≤ H. Whoever moves second in G − H wins, so G can stand in for H in any sum."],
  "||": ["G ‖ H", "fuzzy", "G is confused with H (fuzzy): neither G ≥ H nor G ≤ H. Whoever moves first in G − H wins."],
};
const QUESTIONS = { ">=": "Is G ≥ H?", "<=": "Is G ≤ H?" };
/** The two parts of G − H, which is G + (−H). */
const SUMMANDS = ["G", "−H"];
/** A value subtracted: "−(−1/2)", "−({1 | *})" in brackets unless it is a plain number or star. */
const inBrackets = (value) => (/^[\d*↑↓]/.test(String(value)) ? value : `(${value})`);

async function runCompare() {
  const both = await readBoth();
  if (!both) return;
  try {
    const result = await engine.compare(both.g.text, both.h.text);
    compare.result = result;
    const [sign, name, words] = RELATIONS[result.relation];
    compare.verdict.replaceChildren(
      el("span", { class: ["relation", `relation-${name}`], "data-relation": result.relation, text: sign }),
      " ",
      words,
    );
    compare.steps.load(
      result.plays.flatMap((play, p) => [
        { play: p, index: -1 },
        ...play.moves.map((_, i) => ({ play: p, index: i })),
        { play: p, index: play.moves.length, end: true },
      ]),
    );
  } catch (error) {
    lab.g.error.textContent = error.message;
  }
}

/** A step of the play of G − H: its caption, and the moves so far in a list. */
function showCompareStep(step, caption) {
  const result = compare.result;
  const play = result.plays[step.play];
  const first = NAMES[play.first];
  const wanted = play.question === ">=" ? "L" : "R";
  const holds = play.winner === wanted;
  const question = `${QUESTIONS[play.question]} ${NAMES[wanted]} must win G − H with ${first} moving first.`;
  const moves = play.moves.slice(0, Math.max(0, step.index + (step.end ? 0 : 1)));
  if (step.index < 0) {
    caption.textContent = `${question} The play starts from G − H = ${result.g.value} − ${inBrackets(result.h.value)}.`;
  } else if (step.end) {
    const stuck = NAMES[otherSide(play.winner)];
    caption.textContent = `${stuck} has no move left and loses: ${NAMES[play.winner]} wins. So ${holds ? "yes" : "no"}: ${play.question === ">=" ? (holds ? "G ≥ H" : "G is not ≥ H") : holds ? "G ≤ H" : "G is not ≤ H"}.`;
  } else {
    const move = play.moves[step.index];
    caption.textContent = `${NAMES[move.side]} moves in ${SUMMANDS[move.part]}. G − H is now ${boardOf(move.position)}, worth ${move.value}.`;
  }
  compare.line.replaceChildren(
    ...moves.map((move) =>
      el(
        "li",
        { class: `by-${move.side}` },
        el("span", { class: "line-side", text: `${NAMES[move.side]}: ` }),
        `in ${SUMMANDS[move.part]}, leaving a game worth `,
        el("span", { class: "value", text: move.value }),
      ),
    ),
  );
  compare.line.hidden = moves.length === 0;
}

// -- G + H: the sum simplifies -----------------------------------------------------------------

const sum = {
  result: $("sum-result"),
  steps: stepPanel("sum", (step, caption) => {
    caption.textContent = partizanCaption(step, CONTEXT) ?? "";
    caption.dataset.kind = step.kind;
  }),
};

async function runSum() {
  const both = await readBoth();
  if (!both) return;
  const position = `L:${both.g.text} + ${both.h.text}`;
  try {
    const [answer, explained] = await Promise.all([engine.analyze(GAME, position), engine.explain(GAME, position)]);
    // A partizan game's analysis: the core's fields of every analysis and the partizan ones.
    const analysis = /** @type {import("./types/core").Analysis & import("./types/core").PartizanDetails} */ (answer);
    sum.result.replaceChildren(
      `G + H = ${both.g.analysis.value} + ${both.h.analysis.value} = `,
      el("span", { class: "value", "data-value": analysis.value, text: analysis.value }),
      " ",
      classMark(analysis.outcomeClass),
    );
    sum.steps.load(explained.steps ?? []);
  } catch (error) {
    lab.h.error.textContent = error.message;
  }
}

// -- Playing a typed game ----------------------------------------------------------------------

const page = createPartizanPage({
  game: GAME,
  title: "Values lab",
  names: NAMES,
  actionSelector: ".option-button",
  draw: renderBoard,
  moveName: (move, analysis) => moveName(move, analysis),
  doing: (move, analysis) => `moving ${moveName(move, analysis)}`,
  did: (move, before) => `moved ${moveName(move, before)}`,
  stuck: (side) => `${side} has no move left`,
  whole: "the game",
  randomBoard: () => Array.from({ length: randomInt(1, 3) }, () => RANDOM_TERMS[randomInt(0, RANDOM_TERMS.length - 1)]).join(" + "),
  highlightPick: (p, move) => dom.board.querySelector(`.option-button[data-move="${CSS.escape(move)}"]`)?.classList.add("picked"),
  moveHelp: "Type a move such as 2:1: your first option in part 2.",
  // After a redraw the keyboard's option gets the focus back; with no option left, the board.
  focusTarget: () => dom.board.querySelector('.option-button[tabindex="0"]') ?? dom.board,
  // The lab's G and H go into the address before the game, when they are not the first ones:
  // "#G=^;H=0;L:{1 | *} + ^".
  defaultSettings: LAB_DEFAULTS,
  parseHash: (text) => {
    const typed = /^G=([^;]*);H=([^;]*);(.*)$/s.exec(text);
    return typed ? { settings: { g: typed[1], h: typed[2] }, position: typed[3] } : { position: text };
  },
  hashText: (settings, position) =>
    settings.g === LAB_DEFAULTS.g && settings.h === LAB_DEFAULTS.h ? position : `G=${settings.g};H=${settings.h};${position}`,
  // An address with other games G and H puts them in the boxes.
  started: () => {
    for (const which of ["g", "h"]) {
      const wanted = state.settings[which];
      if (wanted && lab[which].input.value.trim() !== wanted) {
        lab[which].input.value = wanted;
        readGame(which);
      }
    }
  },
});
const { dom, state, current } = page;
/** Terms a random game is made of. */
const RANDOM_TERMS = ["1", "-1", "1/2", "-3/4", "*", "*2", "^", "v", "{1 | *}", "{2 | -1/2}", "±1", "{0, * | 0}", "{3 | 1}"];

/** A move as a thing: "in part 2, from {1 | *} to *". */
function moveName(move, before) {
  const listed = findMove(before, move);
  const part = listed?.part ?? Number(String(move).split(":")[0]) - 1;
  const from = before?.parts?.[part]?.position;
  // The option it leads to in its part: the part's term after the move ("*", "0").
  const to = listed?.term;
  return `in part ${part + 1}${from ? `, from ${from}` : ""}${to ? ` to ${to}` : ""}`;
}

/**
 * The board a term's game is drawn on: a partizan game of the catalogue other than this lab,
 * on its own board (boards/<board>.js, by the catalogue's picture name); undefined for another word.
 */
function termBoard(game) {
  const entry = game ? catalogueEntry(game) : undefined;
  const board = entry?.picture?.[0]?.board;
  return entry && entry.id === game && entry.kind === "partizan" && game !== GAME && board === game ? board : undefined;
}

/**
 * A term as the board shows it: another game's board ("domineering(#../#..)") drawn by its own
 * drawing, named by the drawing's words; a value as it is written. Returns { node, words }.
 */
function termView(term) {
  const [, game, text] = /^(\w+)\((.*)\)$/s.exec(term) ?? [];
  const board = termBoard(game);
  if (!board) return { node: term, words: term };
  const svg = /** @type {SVGSVGElement} */ (svgEl("svg", { class: ["board", "term-board"] }));
  drawBoard(board, svg, `L:${text}`, { small: true });
  return { node: svg, words: svg.getAttribute("aria-label") };
}

/** The board: one card per part, with the options of the side to move as buttons. */
function renderBoard() {
  const { analysis, position } = current();
  const parts = analysis.parts ?? [];
  const side = sideName(analysis);
  const shown = page.shownMove();
  // The keyboard's option: the one it was on, if the mover still has it, else the first.
  const moves = analysis.moves ?? [];
  const focusMove = moves.some((m) => m.move === state.focusMove) ? state.focusMove : moves[0]?.move;
  dom.board.dataset.position = position;
  dom.board.replaceChildren(
    ...parts.map((part, k) => {
      const buttons = moves
        .filter((m) => m.part === k)
        .map((move, i) => {
          const option = termView(move.term ?? `option ${i + 1}`);
          const verdict = state.hints ? (move.outcome === "P" ? "wins" : "loses") : null;
          const focus = move.move === focusMove;
          return el(
            "button",
            {
              type: "button",
              class: ["option-button", verdict],
              "data-move": move.move,
              "data-part": k,
              "data-option": i,
              "data-key": `o-${move.move}`,
              tabindex: focus ? 0 : -1,
              "aria-label": `part ${k + 1}: ${side} moves to ${option.words}${verdict ? `, ${verdict === "wins" ? "winning" : "losing"}` : ""}`,
            },
            el("span", { class: "option-arrow", "aria-hidden": "true", text: "→ " }),
            option.node,
            verdict ? el("span", { class: "option-mark", "aria-hidden": "true", text: verdict === "wins" ? " ✓" : " ✗" }) : null,
          );
        });
      const moved = shown && shown.before.moves?.find((m) => m.move === shown.move)?.part === k;
      const term = termView(part.position);
      return el(
        "div",
        { class: ["value-part", moved ? "last" : null], "data-part": k, role: "group", "aria-label": `part ${k + 1}: ${term.words}` },
        el(
          "div",
          { class: "part-head" },
          el("span", { class: "part-name", text: `Part ${k + 1}` }),
          el("span", { class: "part-term" }, term.node),
        ),
        buttons.length
          ? el("div", { class: "part-options" }, buttons)
          : el("p", { class: "help small part-none", text: `${side} has no move here.` }),
      );
    }),
  );
  if (!parts.length) dom.board.append(el("p", { class: "help", text: "Nothing is left to play." }));
}

dom.board.addEventListener("focusin", (event) => {
  const button = event.target.closest?.(".option-button");
  if (button) state.focusMove = button.dataset.move;
});
bindLines(dom.board, {
  item: ".option-button",
  line: "part",
  index: "option",
  pick: (button) => {
    state.focusMove = button.dataset.move;
    page.boardMove(button.dataset.move);
  },
});

// -- Wiring ------------------------------------------------------------------------------------

lab.form.addEventListener("submit", (event) => {
  event.preventDefault();
  runCompare();
});
$("add-button").addEventListener("click", runSum);
/** Play `text` with the New game form's players (the board's panel comes into view). */
function playTyped(text) {
  // The New game form's choices (the side the student plays, who moves first) give the side to move.
  dom.newPosition.value = text;
  dom.newForm.requestSubmit();
  dom.board.closest("section").scrollIntoView({ block: "start" });
}
$("play-g").addEventListener("click", async () => {
  const g = await readGame("g");
  if (g) playTyped(g.text);
});
$("play-sum").addEventListener("click", async () => {
  const both = await readBoth();
  if (both) playTyped(`${both.g.text} + ${both.h.text}`);
});
for (const which of ["g", "h"]) {
  let timer = null;
  lab[which].input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => readGame(which), 350);
  });
}
for (const preset of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(".lab-presets .preset"))) {
  preset.addEventListener("click", async () => {
    lab.g.input.value = preset.dataset.g;
    lab.h.input.value = preset.dataset.h;
    await readBoth();
    runCompare();
  });
}

// A message about the address (a bad game in it) goes at the top of the page, under the lab's
// title: the game's panel is further down.
$("lab-title").after($("hash-error"));
// What the signs typed and shown mean, under the words on how to type them.
$("lab-form").before(signsExplained(NAMES));

page.boot();
readBoth();
