// Blue-Red Hackenbush (game `hackenbush`): a drawing of blue and red edges standing on the
// ground; Blue cuts a blue edge, Red a red one, and whatever is no longer joined to the ground
// falls. Whoever cannot cut loses. The drawing is written `L:BBR,RB,B(R,BB)`: pieces from the
// ground up, branches in brackets; the core numbers edges in the order of their letters. A
// configuration of the partizan pages (partizan.js): this file draws the drawing (boards/hackenbush.js),
// lets a student cut by mouse or keyboard with the edges that would fall previewed, and words
// the steps of its own: the stalk rule, branches side by side, and an edge with a drawing on it.
// What a person reads names each edge as the game's start numbered it (1 to n), a name that stays
// with the edge while others fall (the core's numbers change with every cut): the drawing, the
// record, every sentence and the move box speak of these names.

import { createPartizanPage, boardOptions, findMove, randomInt, lastingNames, numberList } from "./partizan.js";
import { drawHackenbush } from "./boards/hackenbush.js";
import { svgEl, countWord, bindPreview } from "./ui.js";

const NAMES = { L: "Blue", R: "Red" };
const COLOUR = { B: "blue", R: "red" };
/** The colour a side cuts. */
const MINE = { L: "B", R: "R" };

/** "stalk 2" for a piece without branches, "tree 2" for one with. */
function pieceName(i, analysis) {
  const above = new Map();
  for (const e of analysis?.edges ?? [])
    if (e.piece === i && e.parent !== null && e.parent !== undefined) above.set(e.parent, (above.get(e.parent) ?? 0) + 1);
  return `${[...above.values()].some((n) => n > 1) ? "tree" : "stalk"} ${i + 1}`;
}

/** The colour of edge `number` (1-based) of `analysis`: "blue", "red" or "". */
const colourOf = (analysis, number) => COLOUR[analysis?.edges?.[Number(number) - 1]?.colour] ?? "";

/**
 * The edges' names for the whole game: 1 to n at the start; after a cut the edges left keep
 * theirs (the core lists every edge that falls, and the others keep their order).
 */
const names = lastingNames({
  count: (analysis) => (analysis?.edges ?? []).length,
  next(standing, move, before) {
    const removed = findMove(before, move)?.removed;
    return removed ? standing.filter((_, k) => !removed.includes(k)) : null;
  },
});

/** The name of edge `number` (the core's, 1-based) of `analysis`, as the game has named it. */
const labelOf = (analysis, number) => names.of(page, analysis)[Number(number) - 1] ?? Number(number);

/** "edge 4, a blue edge": edge `move` of `analysis`, by its name, with its colour. */
const edgeWords = (move, analysis) =>
  `edge ${labelOf(analysis, move)}${colourOf(analysis, move) ? `, a ${colourOf(analysis, move)} edge` : ""}`;

// -- Its own steps: the stalk rule, and trees ---------------------------------------------------

/** "1 + 1 - 1/2": the contributions of a stalk's edges added up. */
const contributionSum = (values) =>
  values
    .map((v, i) => {
      const negative = String(v).startsWith("-");
      if (i === 0) return String(v);
      return `${negative ? " - " : " + "}${negative ? String(v).slice(1) : v}`;
    })
    .join("");

/**
 * The number on the drawing of edge `edge` of part `part`: the core numbers a tree's edges
 * within its part, and a piece's edges follow one another in the drawing's text.
 */
function edgeNumber(analysis, part, edge) {
  const first = (analysis?.edges ?? []).findIndex((e) => e.piece === part);
  return Math.max(0, first) + edge + 1;
}

/** The tree rule for an edge of `colour` ("B" or "R") carrying a drawing worth `above`, in words. */
function edgeRule(colour, above) {
  const x = String(above);
  const [negative, positive] = [x.startsWith("-"), !x.startsWith("-") && x !== "0"];
  if (colour === "B") {
    return negative
      ? "when what stands on a blue edge is below 0, add the smallest whole number n that brings it to 1 or more, then halve n - 1 times"
      : "a blue edge adds 1 to what stands on it when that is 0 or more";
  }
  return positive
    ? "when what stands on a red edge is above 0, take away the smallest whole number n that brings it to -1 or less, then halve n - 1 times"
    : "a red edge takes 1 from what stands on it when that is 0 or less";
}

function hackenbushCaption(step, words, explained) {
  const name = words.partName(step.part);
  const Name = name[0].toUpperCase() + name.slice(1);
  // The edge by the name the game gave it, as the drawing shows it.
  const number = (edge) => labelOf(explained?.analysis, edgeNumber(explained?.analysis, step.part, edge));
  switch (step.kind) {
    case "stalk": {
      const edges = step.edges ?? [];
      const colours = edges.map((c) => COLOUR[c]).join(", ");
      const first = COLOUR[edges[0]];
      const side = edges[0] === "B" ? "Blue" : "Red";
      if (edges.length === 1) return `${Name} is one ${first} edge: a move only ${side} can make, so it is worth ${step.value}.`;
      if (step.run >= edges.length)
        return `${Name} has ${edges.length} edges, all ${first}: each is a move only ${side} can make, so it is worth ${step.value}.`;
      const rule =
        "After the first change of colour each edge counts half of the one below it, plus for a blue edge and minus for a red one.";
      const run =
        step.run === 1
          ? `edge is ${first} and counts ${edges[0] === "B" ? "1" : "-1"}`
          : `${step.run} edges are ${first} and count ${edges[0] === "B" ? "1" : "-1"} each`;
      return `${Name}, from the ground up: ${colours}. The first ${run}. ${rule} Adding up: ${contributionSum(step.contributions ?? [])} = ${step.value}.`;
    }
    case "branches": {
      const where = step.edge === null || step.edge === undefined ? "On the ground" : `In ${name}, on top of edge ${number(step.edge)}`;
      return `${where} stand ${countWord((step.values ?? []).length)} branches, worth ${(step.values ?? []).join(" and ")}. They are games side by side, so together they are worth their sum, ${step.sum}.`;
    }
    case "edgeBelow": {
      const e = number(step.edge);
      return `In ${name}, edge ${e} is ${COLOUR[step.colour] ?? step.colour}, and what stands on it is worth ${step.above}: ${edgeRule(step.colour, step.above)}. So edge ${e} with everything on it is worth ${step.value}.`;
    }
    default:
      return undefined;
  }
}

/** The Why? marks of a step on the drawing: each stalk edge's share, the edge a tree step speaks of. */
function highlightStep(p, step, explained) {
  const board = p.dom.board;
  const edgeLine = (node) => node?.querySelector(".edge-line");
  if (step.kind === "stalk") {
    const edges = [...board.querySelectorAll(`.edge[data-part="${step.part}"]`)];
    (step.contributions ?? []).forEach((value, i) => {
      const line = edgeLine(edges[i]);
      if (!line) return;
      const [x, y] = [
        (Number(line.getAttribute("x1")) + Number(line.getAttribute("x2"))) / 2 - 34,
        (Number(line.getAttribute("y1")) + Number(line.getAttribute("y2"))) / 2 + 8,
      ];
      board.append(
        svgEl("text", { class: "why-mark why-share", x, y, "text-anchor": "end", "font-size": 22, "aria-hidden": "true", text: value }),
      );
    });
  }
  if (step.kind === "branches" || step.kind === "edgeBelow") {
    const line = edgeLine(board.querySelector(`.edge[data-move="${edgeNumber(explained.analysis, step.part, step.edge ?? 0)}"]`));
    if (line)
      board.append(
        svgEl("line", {
          class: "why-mark why-edge",
          x1: line.getAttribute("x1"),
          y1: line.getAttribute("y1"),
          x2: line.getAttribute("x2"),
          y2: line.getAttribute("y2"),
          "aria-hidden": "true",
        }),
      );
  }
}

// -- A random drawing ---------------------------------------------------------------------------

const letter = () => (Math.random() < 0.5 ? "B" : "R");
const run = (low, high) => Array.from({ length: randomInt(low, high) }, letter).join("");
/** Two to four pieces: stalks of one to four edges, now and then a tree with two branches. */
const randomBoard = () =>
  Array.from({ length: randomInt(2, 4) }, () => (Math.random() < 0.3 ? `${run(1, 2)}(${run(1, 2)},${run(1, 2)})` : run(1, 4))).join(",");

// -- The page -----------------------------------------------------------------------------------

const page = createPartizanPage({
  game: "hackenbush",
  title: "Blue-Red Hackenbush",
  names: NAMES,
  noun: "cut",
  whole: "the drawing",
  parts: "pieces standing on the ground",
  partName: pieceName,
  moveName: (move, analysis) => `edge ${labelOf(analysis, move)}`,
  doing: (move, analysis) => `cutting ${edgeWords(move, analysis)}`,
  did(move, before) {
    const fell = (findMove(before, move)?.removed?.length ?? 1) - 1;
    return `cut ${edgeWords(move, before)}${fell ? `, and ${fell === 1 ? "one more edge" : `${fell} more edges`} fell with it` : ""}`;
  },
  typedMove: typedEdge,
  stuck: (side) => `${side} has no ${side.toLowerCase()} edge left to cut`,
  randomBoard,
  caption: hackenbushCaption,
  highlightStep,
  draw,
  item: ".edge",
  actionSelector: ".edge.mine",
  moveHelp: "Type the number of an edge of your colour, such as 3.",
});

/**
 * A typed edge ("4", "edge 4") is the name the drawing shows: the core's number of the edge that
 * has it. A name no edge has now is refused in words (thrown: the move box shows it).
 */
function typedEdge(text) {
  const typed = /^\s*(?:edge\s*)?(\d+)\s*$/i.exec(text);
  if (!typed) return text;
  const label = Number(typed[1]);
  const now = names.of(page, page.current().analysis);
  const k = now.indexOf(label);
  if (k >= 0) return String(k + 1);
  const left = now.length === 1 ? `the only edge left is edge ${now[0]}` : `the edges left are ${numberList(now)}`;
  const fell = label >= 1 && label <= names.at(page, 0).length;
  throw new Error(fell ? `Edge ${label} has fallen: ${left}.` : `There is no edge ${label}: ${left}.`);
}

/**
 * The cut whose fallen edges are on show: the computer's last one until the student moves
 * (faded), and the student's own as the computer starts thinking (falling away).
 */
function fallen(p) {
  const shown = p.shownMove();
  if (shown) return { before: shown.before, move: shown.move };
  const { cursor, entries } = p.state;
  const mine = cursor > 0 && p.moverAt(cursor) === "computer" && !p.isOver(p.current().analysis);
  return mine ? { before: entries[cursor - 1].analysis, move: entries[cursor].move, leaving: true } : null;
}

function draw(p) {
  const { analysis, position } = p.current();
  const shown = fallen(p);
  drawHackenbush(p.dom.board, position, {
    edges: analysis.edges,
    // Each edge's name, of the drawing drawn: the one before the cut while its fallen edges show.
    labels: names.of(p, shown ? shown.before : analysis),
    ...boardOptions(p),
    // The edges that fell: the computer's faded where they stood, the student's falling away.
    ghost: shown ? { edges: shown.before.edges, removed: findMove(shown.before, shown.move)?.removed ?? [], leaving: shown.leaving } : null,
  });
}

// -- Cutting by mouse and keyboard, with the edges that would fall previewed --------------------

const board = page.dom.board;
const edgeOf = (target) => target?.closest?.(".edge[role=button]");

function cut(edge) {
  if (!edge || !page.interactive()) return;
  const { analysis } = page.current();
  const side = analysis.toMove ?? "L";
  if (!edge.classList.contains("mine")) {
    page.showError(
      page.dom.boardError,
      `${NAMES[side]} cuts ${COLOUR[MINE[side]]} edges only: edge ${edge.dataset.label} is ${COLOUR[MINE[side === "L" ? "R" : "L"]]}.`,
    );
    return;
  }
  preview(null);
  page.boardMove(edge.dataset.move);
}

/** The edges a cut of `edge` brings down, marked "falling" (faded), while it has the pointer or the focus. */
function preview(edge) {
  for (const node of board.querySelectorAll(".falling")) node.classList.remove("falling");
  if (!edge || !board.classList.contains("interactive") || !edge.classList.contains("mine")) return;
  for (const number of (edge.dataset.removed ?? "").split(" ").filter(Boolean))
    board.querySelector(`.edge[data-move="${number}"]`)?.classList.add("falling");
}

/** Move the keyboard's focus to `edge` (one tab stop on the drawing). */
function focusEdge(edge) {
  if (!edge) return;
  for (const node of board.querySelectorAll(".edge[role=button]")) node.setAttribute("tabindex", node === edge ? "0" : "-1");
  edge.focus();
}

board.addEventListener("click", (event) => cut(edgeOf(event.target)));
board.addEventListener("keydown", (event) => {
  const edge = edgeOf(event.target);
  if (!edge || event.altKey || event.ctrlKey || event.metaKey) return;
  const all = [...board.querySelectorAll(".edge[role=button]")];
  const i = all.indexOf(edge);
  const index = Number(edge.dataset.edge);
  // The edges as drawn: the drawing before the computer's cut while its fallen edges show.
  const edges = page.shownMove()?.before.edges ?? page.current().analysis.edges ?? [];
  const standing = (k) => all.find((node) => Number(node.dataset.edge) === k);
  const actions = {
    ArrowLeft: () => focusEdge(all[Math.max(0, i - 1)]),
    ArrowRight: () => focusEdge(all[Math.min(all.length - 1, i + 1)]),
    // Up: the first edge standing on this one; down: the edge it stands on.
    ArrowUp: () => focusEdge(standing(edges.findIndex((e) => e.parent === index))),
    ArrowDown: () => focusEdge(standing(edges[index]?.parent)),
    Home: () => focusEdge(all[0]),
    End: () => focusEdge(all.at(-1)),
    Enter: () => cut(edge),
    " ": () => cut(edge),
  };
  if (!actions[event.key]) return;
  event.preventDefault();
  actions[event.key]();
});
bindPreview(board, ".edge[role=button]", preview);

page.boot();
