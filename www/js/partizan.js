// What every partizan page shares (Blue-Red Hackenbush, Domineering, Cutcake, Toads and Frogs):
// createPartizanPage, one configuration of the turn loop (turns.js) for a game of two players,
// Left and Right, each with their own moves. The position says who is to move (`L:BBR,RB`,
// `R:3x4`): the address carries it as it is. The page names the players (Blue and Red,
// Vertical and Horizontal, Toads and Frogs); this file does the rest alike for every game:
//   - the New game form: which side the student plays and who moves first (the position's
//     `L:`/`R:` follows both, and a typed `L:`/`R:` sets who moves first), a random start;
//   - the status, the end of the game ("Red has no move left"), the computer's move in words,
//     the note of a person's move, the lessons (Ask me first asks P or N: there are no draws);
//   - the hints: a hint line naming the winning moves, and the values box: the value, its
//     outcome class by colour and letter (L and R in a square of their side's colour, N and
//     P in a disc), each part's value and the legend of the four classes; all of it only while
//     hints are on;
//   - the Why? panel: the shared steps worded by partizan-words.js (the page's own first), the
//     part each step speaks of marked on the board (data-part="i" gets "hl-part"), the winning
//     move on its item ("why-move").
// The page's status line gets a note of the last move (#move-note) and a line for a move the
// board refuses (#board-error), unless it has its own.
// A page gives (besides any createTurns option, passed on as it is):
//   game, title, names { L, R, plural } (plural: "Toads win"), noun ("cut")
//   draw(page)                   draws the board (page.current(), page.state.hints, page.shownMove())
//   moveName(move, analysis)     a move as a thing: "edge 3" (the record, the hints, the lessons)
//   doing(move, analysis)        as an action: "cutting edge 3" (the Why? panel's winning move)
//   did(move, before, after)     done: "cut edge 3, a red edge" (the computer's line, the note)
//   stuck(sideName)              the end: "Red has no red edge left to cut" (", and loses." follows)
//   partName(i, analysis)        a part of the sum in words: "stalk 1"
//   whole, parts                 "the drawing", "pieces standing on the ground" (Why? words)
//   randomBoard()                a random board, without its side
//   item                         the selector of the board's moves (each with data-move): the
//                                computer's pick is marked "picked" on it
//   caption(step, context, explained)   the page's own step words (else the shared ones)
//   highlightStep(page, step, explained)   the page's own marks of a step

import { createTurns } from "./turns.js";
import { el } from "./ui.js";
import {
  partizanCaption,
  classWords,
  CLASSES,
  otherSide,
  valueReason,
  sumText,
  verb,
  valueWords,
  isLongValue,
  signWords,
} from "./partizan-words.js";

export { otherSide };

/**
 * The element with id `id`, typed `any`: what it is (a box, a table, a form) is the page's
 * HTML's to say, and the type check does not read the HTML.
 * @param {string} id
 * @returns {any}
 */
export const $ = (id) => document.getElementById(id);

/** The side to move of a position text: "L" or "R" (none written: "L"). */
export const sideOf = (position) => (/^\s*R\s*:/i.test(String(position ?? "")) ? "R" : "L");

/** The board of a position text, without its side: "L:BBR,RB" -> "BBR,RB". */
export const boardOf = (position) =>
  String(position ?? "")
    .trim()
    .replace(/^[LR]\s*:\s*/i, "");

/** A position text with the side `side` to move. */
export const withSide = (side, position) => `${side}:${boardOf(position)}`;

/** A random whole number from `low` to `high`. */
export const randomInt = (low, high) => low + Math.floor(Math.random() * (high - low + 1));

/** The listed move `move` of an analysis, or undefined. */
export const findMove = (analysis, move) => (analysis?.moves ?? []).find((m) => m.move === move);

/** "1, 2, 4 and 5", "1 to 4", "1 to 3, 5 and 7": numbers in order, runs of three or more as "a to b". */
export function numberList(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const runs = [];
  for (const n of sorted) {
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  const words = runs.flatMap(([a, b]) => (b - a >= 2 ? [`${a} to ${b}`] : b > a ? [String(a), String(b)] : [String(a)]));
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : words.join("");
}

/**
 * Names that stay with what they name for the whole game: Hackenbush's edges and Cutcake's
 * pieces are numbered 1 to n at the start of a game, and each move says what the names become
 * (`next(names, move, before, after)`: the names after `move` from `before`, or null when it
 * cannot say). The core numbers things by their place in the position's text, which changes
 * with every move; these names do not. `count(analysis)` is how many things an analysis lists.
 * Each history entry's names are worked out from the entry before it when first asked for and
 * kept on the entry (entry.names); a new game's first entry starts afresh at 1 to n.
 * @param {{ count: (analysis: Analysis) => number, next: (names: number[], move: string, before: Analysis, after: Analysis) => number[] | null }} rules
 */
export function lastingNames({ count, next }) {
  const fresh = (analysis) => Array.from({ length: count(analysis) }, (_, k) => k + 1);
  /** The names after `move` from `names` (of `before`), checked against what `after` lists. */
  const moved = (names, move, before, after) => {
    const result = next(names, move, before, after);
    return result && result.length === count(after) ? result : fresh(after);
  };
  /** The names of history entry `index` of page `p`, from the game's start. */
  function at(p, index) {
    const entries = p.state.entries;
    const entry = entries[index];
    if (!entry) return [];
    entry.names ??=
      index > 0 && entry.move !== undefined
        ? moved(at(p, index - 1), entry.move, entries[index - 1].analysis, entry.analysis)
        : fresh(entry.analysis);
    return entry.names;
  }
  /**
   * The names of the things `analysis` lists: an entry's of the history, or, for a position a
   * move away from an entry (a lesson names the reply to a move before that move's entry is in
   * the history), that entry's moved on; else 1 to n.
   */
  function of(p, analysis) {
    const entries = p.state.entries;
    const index = entries.findIndex((e) => e.analysis === analysis);
    if (index >= 0) return at(p, index);
    const near = [p.state.cursor, ...entries.keys()];
    for (const i of near) {
      const before = entries[i]?.analysis;
      const move = (before?.moves ?? []).find((m) => m.to === analysis?.position);
      if (move) return moved(at(p, i), move.move, before, analysis);
    }
    return fresh(analysis);
  }
  return { at, of };
}

/** The options of createPartizanPage that are its own (the others go to createTurns as they are). */
const OWN = new Set([
  "names",
  "moveName",
  "doing",
  "did",
  "stuck",
  "partName",
  "whole",
  "parts",
  "randomBoard",
  "caption",
  "highlightStep",
  "draw",
  "item",
]);

/**
 * What every partizan drawing (boards/<board>.js) takes from the position on show: the side to move,
 * the moves, the hints and, with hints on, each part's value.
 */
export function boardOptions(p) {
  const { analysis } = p.current();
  const hints = p.state.hints;
  return {
    toMove: analysis.toMove,
    moves: analysis.moves,
    hints,
    partValues: hints ? (analysis.parts ?? []).map((part) => part.value) : null,
  };
}

/** At most this many moves are named in the hint line. */
const LISTED = 6;

/** An outcome class as a chip: its letter on its colour; L and R square, N and P round. */
export function classChip(outcomeClass) {
  const letter = CLASSES.includes(outcomeClass) ? outcomeClass : "N";
  return el("span", { class: ["class-chip", `class-${letter.toLowerCase()}`], "aria-hidden": "true", text: letter });
}

/**
 * "What do the signs mean?": the signs of values (numbers, *, ↑, ±1, braces) explained in the
 * page's names, closed until a student opens it.
 */
export function signsExplained(names) {
  return el(
    "details",
    { class: "value-signs" },
    el("summary", { text: "What do the signs mean?" }),
    el(
      "ul",
      {},
      signWords(names).map(([sign, words]) => el("li", {}, el("code", { class: "sign", text: sign }), `: ${words}`)),
    ),
  );
}

/** @typedef {import("./turns.js").Analysis} Analysis */
/** @typedef {import("./turns.js").TurnsPage} TurnsPage */
/**
 * The keys of createPartizanPage's config that are its own (the header above says more); the
 * others are the turn loop's (TurnsConfig), passed on as they are.
 * @typedef {object} PartizanPageOptions
 * @property {string} game the core's game id, also its catalogue entry
 * @property {{ L: string, R: string, plural?: boolean }} names the sides' names ("Blue", "Red"); plural: they take a plural verb ("Toads win")
 * @property {(page: TurnsPage) => void} draw draws the board
 * @property {(move: string, analysis: Analysis) => string} moveName a move as a thing: "edge 3"
 * @property {(move: string, analysis: Analysis) => string} [doing] as an action: "cutting edge 3"
 * @property {(move: string, before: Analysis, after: Analysis) => string} did done: "cut edge 3, a red edge"
 * @property {(sideName: string) => string} stuck the end: "Red has no red edge left to cut"
 * @property {(i: number, analysis: Analysis) => string} [partName] a part of the sum in words: "stalk 1"
 * @property {string} [whole] the whole board in the Why? words: "the drawing"
 * @property {string} [parts] its parts: "pieces standing on the ground"
 * @property {() => string} randomBoard a random board, without its side
 * @property {string} [item] the selector of the board's moves (each with data-move)
 * @property {(step: any, context: any, explained: any) => string | undefined} [caption] the page's own step words
 * @property {(page: TurnsPage, step: any, explained: any) => void} [highlightStep] the page's own marks of a step
 */
/** @typedef {Omit<Partial<import("./turns.js").TurnsConfig>, keyof PartizanPageOptions> & PartizanPageOptions} PartizanPageConfig */

/**
 * @param {PartizanPageConfig} config
 * @returns {TurnsPage}
 */
export function createPartizanPage(config) {
  const names = config.names;
  const noun = config.noun ?? "move";
  const sideName = (analysis) => names[analysis?.toMove ?? sideOf(analysis?.position)];
  const partName = (i, analysis) => config.partName?.(i, analysis) ?? `part ${i + 1}`;

  // Under the status line: the note of the last move, and why the board refused one.
  const statusLine = (id, attrs) => {
    if (!$(id)) $("hash-error").before(el("p", { id, ...attrs }));
  };
  statusLine("move-note", { class: "move-note wraps", "aria-live": "polite" });
  statusLine("board-error", { class: "error banner", role: "alert" });

  // -- The New game form: which side the student plays, who moves first --------------------

  const form = $("new-form");
  const box = $("new-position");
  const radio = (side) =>
    el("label", {}, el("input", { type: "radio", name: "side", value: side, checked: side === "L" }), ` ${names[side]}`);
  const chooser = el(
    "fieldset",
    { class: "field side-chooser", id: "side-chooser" },
    el("legend", { text: "You play" }),
    radio("L"),
    radio("R"),
  );
  $("first-mover").before(chooser);
  const chosen = (name) => form.querySelector(`input[name="${name}"]:checked`)?.value;
  const human = () => $("opponent").value === "human";
  /** The side to move at the start, from the student's side and who moves first. */
  const startingSide = () => (chosen("first") === "computer" ? otherSide(chosen("side") ?? "L") : (chosen("side") ?? "L"));
  const setRadio = (name, value) => {
    for (const input of form.querySelectorAll(`input[name="${name}"]`)) input.checked = input.value === value;
  };

  // The position box follows the choices, and a typed L: or R: sets who moves first.
  for (const input of form.querySelectorAll('input[name="side"], input[name="first"]')) {
    input.addEventListener("change", () => {
      if (!human() && box.value.trim()) box.value = withSide(startingSide(), box.value);
    });
  }
  box.addEventListener("input", () => {
    const typed = /^\s*([LR])\s*:/i.exec(box.value);
    if (typed && !human()) setRadio("first", typed[1].toUpperCase() === (chosen("side") ?? "L") ? "you" : "computer");
  });
  const syncChooser = () => {
    chooser.disabled = human();
  };
  $("opponent").addEventListener("change", syncChooser);

  /** The position Start plays: the box (or the game on the board) with the side the choices give. */
  function formPosition(p) {
    const text = box.value.trim() || p.current()?.position || p.state.defaultPosition;
    return human() ? text : withSide(startingSide(), text);
  }

  // -- The values box: shown only while hints are on ------------------------------------------

  const values = el("div", { id: "value-box", class: "values-box", hidden: true });
  $("hint-line").after(values);
  // Made once, so that it stays open from move to move.
  const signs = signsExplained(names);

  function renderValues(p) {
    const { analysis } = p.current();
    values.hidden = !p.state.hints || analysis?.value === undefined;
    if (values.hidden) return values.replaceChildren();
    const parts = analysis.parts ?? [];
    // A hot game too long to read as written is said by its stops; the full form is one click away.
    const long = isLongValue(analysis.value, analysis.stops);
    values.replaceChildren(
      ...[
        el(
          "p",
          { class: "value-line", "data-class": analysis.outcomeClass },
          classChip(analysis.outcomeClass),
          el(
            "span",
            { class: "value-text" },
            "Value ",
            el("strong", { class: "value", text: valueWords(analysis.value, analysis.stops, names) }),
            `: ${classWords(analysis.outcomeClass, names)}.`,
          ),
        ),
        long
          ? el(
              "details",
              { class: "value-full" },
              el("summary", { text: "The full form" }),
              el("code", { class: "value-form", text: analysis.value }),
              el("p", {
                class: "help small",
                text: `${names.L}${names.plural ? "'" : "'s"} options left of the bar, ${names.R}${names.plural ? "'" : "'s"} right of it, each a game written the same way.`,
              }),
            )
          : null,
        // What a value is, the first time the page shows one.
        el("p", {
          class: "help small value-what",
          text: `A value says who is ahead and by how much: more than 0 is good for ${names.L}, less than 0 for ${names.R}, and 0 means whoever moves next loses. The values of the parts add up.`,
        }),
        signs,
        parts.length < 2
          ? null
          : el(
              "p",
              { class: "parts-line" },
              ...parts.flatMap((part, i) => [
                i ? ", " : "",
                `${partName(i, analysis)}: `,
                el("strong", { class: "part-value", "data-part": i, text: valueWords(part.value, part.stops, names) }),
              ]),
              ...(long || parts.some((part) => isLongValue(part.value, part.stops))
                ? ["; together they make the value above."]
                : [`; the sum ${sumText(parts.map((part) => part.value))} = `, el("strong", { text: analysis.value }), "."]),
            ),
        el(
          "p",
          { class: "class-legend" },
          ...CLASSES.map((c) => el("span", { class: "legend-item" }, classChip(c), ` ${classWords(c, names)}`)),
        ),
      ].filter(Boolean),
    );
  }

  // -- Words ----------------------------------------------------------------------------------

  function hintText(analysis) {
    const moves = analysis.moves ?? [];
    if (moves.length === 0) return `No ${noun} left: the game is over.`;
    const winning = moves.filter((m) => m.outcome === "P").map((m) => config.moveName(m.move, analysis));
    if (!winning.length) return `No winning ${noun} for ${sideName(analysis)}: every ${noun} loses against best play.`;
    const more = winning.length > LISTED ? ` and ${winning.length - LISTED} more` : "";
    return `Winning ${winning.length === 1 ? noun : `${noun}s`} for ${sideName(analysis)}: ${winning.slice(0, LISTED).join(", ")}${more}.`;
  }

  function overText(analysis, whoPlays) {
    const loser = sideName(analysis);
    const winner = names[otherSide(analysis.toMove ?? sideOf(analysis.position))];
    const who = whoPlays(winner);
    return {
      headline: who === "you" ? "You win!" : who === "computer" ? "Computer wins" : `${winner} ${verb(names, "wins", "win")}!`,
      note: `${config.stuck?.(loser) ?? `${loser} ${verb(names, "has", "have")} no ${noun} left`}, and ${verb(names, "loses", "lose")}.`,
    };
  }

  // -- The Why? panel ---------------------------------------------------------------------------

  const context = (explained) => ({
    names,
    partName: (i) => partName(i, explained.analysis),
    whole: config.whole ?? "the board",
    parts: config.parts ?? "parts",
    moveWords: (move) => config.doing(move, explained.analysis),
  });

  function clearStep(p) {
    for (const node of p.dom.board.querySelectorAll(".hl-part, .why-move")) node.classList.remove("hl-part", "why-move");
    for (const node of p.dom.board.querySelectorAll(".why-mark")) node.remove();
  }

  function renderStep(p) {
    p.refreshStepButtons();
    clearStep(p);
    const { steps, explained } = p.state;
    const step = steps[p.stepper.index];
    if (!step || !explained) return;
    const words = context(explained);
    p.dom.whyCaption.textContent = config.caption?.(step, words, explained) ?? partizanCaption(step, words) ?? "";
    p.dom.whyCaption.dataset.kind = step.kind;
    if (explained.position !== p.current().position) return;
    if (Number.isInteger(step.part))
      for (const node of p.dom.board.querySelectorAll(`[data-part="${step.part}"]`)) node.classList.add("hl-part");
    // The winning move, marked where it is played.
    if (step.kind === "winningMove" && config.item)
      p.dom.board.querySelector(`${config.item}[data-move="${CSS.escape(step.move)}"]`)?.classList.add("why-move");
    config.highlightStep?.(p, step, explained);
  }

  // -- The turn loop ----------------------------------------------------------------------------

  const rest = Object.fromEntries(Object.entries(config).filter(([key]) => !OWN.has(key)));
  const { moveName, did, randomBoard, draw } = config;
  const page = createTurns({
    gameId: () => config.game,
    catalogId: config.game,
    rules: false,
    noun,
    sideName,
    renderBoard: (p) => draw(p),
    highlightPick: config.item
      ? (p, move) => p.dom.board.querySelector(`${config.item}[data-move="${CSS.escape(move)}"]`)?.classList.add("picked")
      : undefined,
    renderExtras: renderValues,
    describeMove: (move, before) => moveName(move, before),
    computerWords: (move, before, after) => `(${sideName(before)}) ${did(move, before, after)}`,
    // The note under the status names a person's move; the computer's has its own line under the board.
    moveNote(before, after, move, who) {
      const side = sideName(before);
      const text = `${did(move, before, after)}.`;
      if (who === "Computer") return undefined;
      return who === "You" ? `You (${side}) ${text}` : `${side} ${text}`;
    },
    hintText,
    overText,
    // One vocabulary on the page: the badge, Ask me first and the record speak of the outcome
    // classes (Left wins, Right wins, whoever moves first, whoever moves second), as the value
    // box does, and the answer says what the value tells.
    outcomeClass: {
      letters: CLASSES,
      of: (analysis) => analysis.outcomeClass,
      words: (letter) => classWords(letter, names),
      chip: classChip,
    },
    lessons: { draws: false, reason: (analysis) => valueReason(analysis, names) },
    renderStep,
    whyClosed: clearStep,
    formPosition,
    syncSettings(p) {
      syncChooser();
      const analysis = p.current()?.analysis;
      if (analysis)
        setRadio(
          "side",
          p.state.first === "you"
            ? (analysis.toMove ?? sideOf(analysis.position))
            : otherSide(analysis.toMove ?? sideOf(analysis.position)),
        );
    },
    randomPosition: () => (human() ? `L:${randomBoard()}` : withSide(startingSide(), randomBoard())),
    ...rest,
  });
  return page;
}
