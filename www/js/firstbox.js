// Dots and boxes where the first box wins (game `firstbox:RxC`, the exercise of the notes):
// players take turns drawing a line between two neighbouring dots, and whoever completes a box
// first wins. The core gives every line's outcome and what it does to the boxes beside it
// (`gives`: boxes it hands a third side, `closes`), and explains a position by its safe lines,
// their Grundy values and the mex; this page draws the board and tells that reasoning in words.

import { $, createGamePage } from "./impartial.js";
import { withNames } from "./impartial-words.js";
import { drawDots, boardSize, lineWords, randomLines, drawnLines } from "./boards/dots.js";
import { el, formatCount, bindLines } from "./ui.js";
// The outcome words follow the room's "Words for P/N" setting (the page redraws on a change).
import { outcomePhrase as phrase, outcomeFor } from "./terms.js";

const names = withNames({
  part: () => "the board",
  state: (text) => (text === "none" ? "an empty board" : `the lines ${text}`),
  unit: "board",
});
const lineOf = (text) => page.dom.board.querySelector(`.dots-line[data-line="${text}"]`);
const boxOf = ([row, column]) => page.dom.board.querySelector(`.dots-box[data-row="${row}"][data-column="${column}"]`);
const boxWords = ([row, column]) => `the box in row ${row + 1}, column ${column + 1}`;
const count = (n, one, many) => `${formatCount(n)} ${n === 1 ? one : many}`;
/** The values a list of { line, value } reaches, as a set in order: "{0, 2}". */
const valueSet = (list) => `{${[...new Set(list.map((v) => v.value))].sort((a, b) => a - b).join(", ")}}`;

/** One caption per step of the core's explanation (src/games/dots.rs Step). */
function dotsCaption(step) {
  const s = step ?? {};
  switch (s.kind) {
    case "over":
      return `${s.boxes?.length === 2 ? "Two boxes are" : "A box is"} complete, so the game is over: whoever drew the last side won.`;
    case "close":
      return `${boxWords(s.box)} has three sides. Draw the fourth, ${lineWords(s.move)}, and you make the first box: you win at once. This is ${phrase("N")}.`;
    case "lines": {
      const safe = s.safe?.length ?? 0;
      const gifts = s.gifts?.length ?? 0;
      return `No box has three sides yet. Sort the ${formatCount(safe + gifts)} lines left: ${count(safe, "is safe", "are safe")} (${safe === 1 ? "it gives" : "they give"} no box its third side), and ${count(gifts, "gives", "give")} some box its third side. A line of that second kind hands the win over, since the other player draws the fourth side. So nobody draws one while a safe line is left: the game is played on the safe lines, and whoever runs out of them loses.`;
    }
    case "noSafe":
      return `Every line left gives some box its third side: whichever one the player to move draws, the other player closes that box and wins. This is ${phrase("P")}.`;
    case "options": {
      const gifts = s.gifts ?? [];
      const given = gifts.length
        ? ` The lines that give a box away lead to values ${valueSet(gifts)}, never 0: from there the other player can close the box.`
        : "";
      const end = s.grundy === 0 ? `: ${phrase("P")}, every line leads to a value above 0` : `, not 0: ${phrase("N")}`;
      return `Each line leads to a position with a Grundy value, worked out the same way. The safe lines lead to values ${valueSet(s.safe ?? [])}.${given} The smallest number missing from all of them (the mex) is ${formatCount(s.grundy)}, so this position's value is ${formatCount(s.grundy)}${end}.`;
    }
    case "move":
      return `So draw ${lineWords(s.move)}: it is safe and leaves a position of value 0, ${outcomeFor("P", "the other player")}.`;
    case "example":
      return `Say the player to move draws ${lineWords(s.move)}. It leaves value ${formatCount(s.grundy)}, not 0.`;
    case "reply":
      return `The other player answers with ${lineWords(s.move)}, back to value 0: ${phrase("P")} again for the player who drew the first line.`;
    default:
      return `Step: ${s.kind ?? "?"}.`;
  }
}

/** The options step's table: every line left with the value it leads to, then the mex. */
function valuesTable(p) {
  const box = $("why-mex");
  if (!box) return;
  box.textContent = "";
  const step = p.state.whyOpen && p.state.explained ? p.state.steps[p.stepper.index] : null;
  if (step?.kind !== "options") return;
  const row = (head, value, cls = null) => el("tr", { class: cls }, el("th", { scope: "row", text: head }), el("td", { text: value }));
  box.append(
    el(
      "div",
      { class: "table-wrap" },
      el(
        "table",
        { id: "lines-table", class: "gtable" },
        el("caption", { text: "Each line left, the value of the position it leaves, and the mex" }),
        el(
          "tbody",
          null,
          ...(step.safe ?? []).map((v) => row(`${v.line} (safe)`, formatCount(v.value))),
          ...(step.gifts ?? []).map((v) => row(`${v.line} (gives a box away)`, formatCount(v.value), "gift-row")),
          row("the smallest number not among them", formatCount(step.grundy), "mex-row"),
        ),
      ),
    ),
  );
}

const page = createGamePage({
  title: "Dots and boxes: first box wins",
  catalogId: "firstbox:2x3",
  game: "firstbox",
  setting: {
    key: "b",
    letter: "b",
    fallback: "2x3",
    name: "the board",
    full: "the board's rows and columns of boxes, like 2x3",
    short: "the board",
    example: "2x3",
  },
  names,
  caption: dotsCaption,
  whyTable: valuesTable,
  describeMove: (move) => `${lineWords(move.move)}${move.closes ? ", which completes a box" : ""}`,
  renderBoard,
  highlightPick: (p, move) => lineOf(move.move)?.classList.add("picked"),
  stepClasses: ["hl-now", "hl-opt", "hl-gift"],
  highlightStep: (p, step) => {
    const mark = (text, cls) => lineOf(typeof text === "string" ? text : text.line)?.classList.add(cls);
    if (step.kind === "close") {
      mark(step.move, "hl-now");
      boxOf(step.box)?.classList.add("hl-now");
    }
    if (step.kind === "over") for (const b of step.boxes ?? []) boxOf(b)?.classList.add("hl-now");
    if (step.kind === "lines" || step.kind === "options") {
      for (const l of step.safe ?? []) mark(l, "hl-opt");
      for (const l of step.gifts ?? []) mark(l, "hl-gift");
    }
    if (step.kind === "noSafe") for (const l of step.gifts ?? []) mark(l, "hl-gift");
    if (["move", "example", "reply"].includes(step.kind)) mark(step.move, "hl-now");
  },
  pickText: () => "Click a dashed line between two dots to draw it.",
  randomPosition: (settings) => {
    const { rows, columns } = boardSize(`firstbox:${settings?.b ?? "2x3"}`);
    return randomLines(rows, columns);
  },
  moveHelp: "Type a move such as a1-b1 (the line from dot a1 to dot b1).",
  overNote: () => "A box is complete: whoever drew its last side made the first box, and won.",
});

function renderBoard() {
  const { analysis, position } = page.current();
  const last = page.lastMove();
  drawDots(page.dom.board, position, {
    rows: analysis.rows,
    columns: analysis.columns,
    moves: analysis.moves,
    hints: page.state.hints,
    ghost: last ? last.move.move : null,
  });
  const safe = $("safe-count");
  // The safe lines left are on the board for anyone to count; the page counts them only with
  // Hints on, and not while a question waits.
  if (safe)
    safe.textContent =
      page.state.hints && page.answersShown() && analysis.moves?.length ? `Safe lines left: ${formatCount(analysis.safe ?? 0)}.` : "";
}

function lineClicked(node) {
  if (!page.interactive()) return;
  const text = node.dataset.line;
  const move = (page.current().analysis.moves ?? []).find((m) => m.move === text);
  if (move) page.boardMove(move.move);
  else if (drawnLines(page.current().position).has(text))
    page.showError(page.dom.moveError, `${lineWords(text)} is drawn already: choose a dashed line, one not drawn yet.`.replace(/^t/, "T"));
}

// Arrow keys walk the lines: along a row of lines, and up and down to the next row of them.
bindLines(page.dom.board, { item: ".dots-line", line: "lane", index: "index", pick: lineClicked });

page.boot();
