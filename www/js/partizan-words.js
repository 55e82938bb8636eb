// The words of the partizan games (Hackenbush, Domineering, Cutcake, Toads and Frogs, the
// values lab): the four outcome classes, and the captions of the explanation steps every
// partizan game shares (the core's `explain`): parts, options, dominated, reversible, simplest,
// value, sum, outcome, winningMove and noWinningMove. Values are written as the theory writes
// them and as the core gives them (1/2, ±1, ↑, *, {2 | -1/2}); everything else is plain words.
// Pure functions of the steps and a context:
//   names     { L: "Blue", R: "Red" }: the players' names on the page (plural: true for
//             names that take a plural verb: "Toads win")
//   partName  (i) => "stalk 1": a part of the sum (0-based), in words
//   whole     "the drawing": the board as a whole
//   parts     "pieces standing on the ground": what the board splits into
//   moveWords (move, side) => "cutting edge 3": a move in words, as what the player does

import { countWord } from "./ui.js";
// "1 or 2", "1, 2 or 3": the values a player can move to (listOr); a capital first letter (cap).
import { listOr, cap } from "./impartial-words.js";

/** The verb that goes with the page's names: verb(names, "wins", "win"). */
export const verb = (names, one, many) => (names?.plural ? many : one);

/** The other side: "L" <-> "R". */
export const otherSide = (side) => (side === "R" ? "L" : "R");

/**
 * The four outcome classes: who wins, whoever starts ("L", "R"), or by who moves ("N": the
 * player to move, "P": the other one). Each has its letter (the symbol drawn with its colour)
 * and its words with the page's names.
 */
export function classWords(outcomeClass, names) {
  switch (outcomeClass) {
    case "L":
      return `${names.L} ${verb(names, "wins", "win")}, whoever starts`;
    case "R":
      return `${names.R} ${verb(names, "wins", "win")}, whoever starts`;
    case "P":
      return "whoever moves second wins";
    default:
      return "whoever moves first wins";
  }
}

/**
 * The signs values are written with, each with what it means in the page's names: the items of
 * "What do the signs mean?" under a value (partizan.js signsExplained), [sign, words].
 */
export function signWords(names) {
  const [L, R] = [names.L, names.R];
  const own = (name) => `${name}${names.plural ? "'" : "'s"}`;
  return [
    ["2, −1/2", `a number: ${L} is that many moves ahead (below 0, ${R} is); at 0 whoever moves next loses.`],
    ["*", "star, worth nothing to either side, yet whoever moves first wins: one last move is left, and either may take it."],
    ["*2, *3", "like a Nim pile of 2 or 3 chips: whoever moves first wins."],
    [
      "↑, ↓",
      `up, a tiny edge for ${L}, smaller than any number above 0, yet ${L} ${verb(names, "wins", "win")} whoever starts. Down, ↓, is the same edge for ${R}.`,
    ],
    ["±1", `a switch, whoever moves first takes 1 (${L} moves to 1, ${R} to −1), so whoever moves first wins.`],
    ["{1 | *}", `a game written by its options: ${own(L)} before the bar, ${own(R)} after it.`],
    ["1↑, ↑*", "signs written together are added: 1↑ is 1 + ↑, and ↑* is ↑ + *."],
  ];
}

/** The four classes in the order of the legend. */
export const CLASSES = ["L", "R", "N", "P"];

/** A value in a sum: a negative one in brackets, "(-1/2)". */
const term = (value) => (/^[-−]/.test(String(value)) ? `(${value})` : String(value));

/** "3/2 + (-1/2) + 1": values as the terms of a sum. */
export const sumText = (values) => (values ?? []).map(term).join(" + ");

/** "{1, 2 | -1/2}": a game from its options, as the theory writes it ("{ | 0}", "{ | }"). */
export const braces = (left, right) => `{${(left ?? []).join(", ")} | ${(right ?? []).join(", ")}}`;

/** Worse for a side: Left likes larger values, Right smaller ones. */
const better = (side) => (side === "L" ? "larger is better for" : "smaller is better for");

/**
 * The caption of one shared step, or undefined for a kind this file does not know (the page's
 * own steps: Hackenbush's stalk rule). `context`: names, partName, whole, parts, moveWords.
 */
export function partizanCaption(step, context) {
  const s = step ?? {};
  const names = context.names;
  const part = (i) => context.partName?.(i) ?? `part ${i + 1}`;
  const Part = (i) => cap(part(i));
  const who = (side) => names[side] ?? side;
  const whose = (side) => `${who(side)}${names.plural ? "'" : "'s"}`;
  const v = (one, many) => verb(names, one, many);
  switch (s.kind) {
    case "parts": {
      const n = (s.parts ?? []).length;
      const one = context.parts.split(" ")[0].replace(/s$/, "");
      if (n === 0) return `${cap(context.whole)} is empty: neither side has a move, so its value is 0 and whoever is to move has lost.`;
      if (n === 1) return `${cap(context.whole)} is a single ${one}: find its value, and the value tells who wins.`;
      return `${cap(context.whole)} splits into ${countWord(n)} ${context.parts}. Each is a game of its own; a turn is a move in one of them, so the whole game is their sum. Find each one's value, then add them.`;
    }
    case "options": {
      const left = s.left ?? [];
      const right = s.right ?? [];
      const l = left.length ? `${who("L")} can move to a game worth ${listOr(left)}` : `${who("L")} ${v("has", "have")} no move`;
      const r = right.length ? `${who("R")} to ${listOr(right)}` : `${who("R")} ${v("has", "have")} no move`;
      return `${Part(s.part)}: ${l}; ${r}. So it is the game ${braces(left, right)}: ${whose("L")} options left of the bar, ${whose("R")} right.`;
    }
    case "dominated":
      return `${whose(s.side)} move to ${s.option} is dominated by the move to ${s.by}: ${better(s.side)} ${who(s.side)}, so ${s.by} is at least as good and ${who(s.side)} never ${v("needs", "need")} ${s.option}. Leave it out.`;
    case "reversible": {
      // Two short sentences: the answer that undoes the move, then what the move is worth instead.
      const replacement = s.replacement ?? [];
      const other = who(otherSide(s.side));
      const after = replacement.length
        ? `So the move counts as ${whose(s.side)} moves after that: ${listOr(replacement)}`
        : `Then ${who(s.side)} ${v("has", "have")} no move: the move counts for nothing`;
      return `${whose(s.side)} move to ${s.option} is undone at once: ${other} ${v("answers", "answer")} with ${s.reply}, no worse for ${other} than ${part(s.part)} was. ${after} (“reversible”).`;
    }
    case "simplest": {
      const [l, r] = [s.left, s.right];
      const none = (v) => v === null || v === undefined;
      const rule =
        "(simplest: a whole number if one fits, the one nearest 0; else the fraction with the smallest power of 2 below the line)";
      if (none(l) && none(r)) return `Neither player has a move in ${part(s.part)}: it is worth 0.`;
      if (none(l))
        return `Only ${who("R")} can move, to ${r} at best: ${part(s.part)} is worth the simplest number below ${r}, which is ${s.value} ${rule}.`;
      if (none(r))
        return `Only ${who("L")} can move, to ${l} at best: ${part(s.part)} is worth the simplest number above ${l}, which is ${s.value} ${rule}.`;
      return `Every option is a number, and ${whose("L")} best, ${l}, is less than ${whose("R")} best, ${r}: ${part(s.part)} is worth the simplest number between them, which is ${s.value} ${rule}.`;
    }
    case "value":
      return `So ${part(s.part)} is worth ${s.value}.`;
    case "sum":
      return `Add the values of the ${context.parts.split(" ")[0]}: ${sumText(s.values)} = ${s.value}.`;
    case "outcome":
      return outcomeSentence(s, names);
    case "winningMove":
      return `${who(s.side)} ${v("wins", "win")} by ${context.moveWords?.(s.move, s.side) ?? `the move ${s.move}`}: it leaves a game worth ${s.value}, which ${who(otherSide(s.side))}, moving next, ${v("loses", "lose")} with best play.`;
    case "noWinningMove":
      return `${who(s.side)} ${v("has", "have")} no winning move: whatever ${who(s.side)} ${v("does", "do")}, ${who(otherSide(s.side))} ${v("wins", "win")} with best play.`;
    default:
      return undefined;
  }
}

/** How a value compares with 0, and so who wins: the outcome step. */
function outcomeSentence(s, names) {
  const v = s.value;
  const compare =
    {
      L: `${v} is greater than 0`,
      R: `${v} is less than 0`,
      P: `${v === "0" ? "The value is 0" : `${v} equals 0`}`,
      N: `${v} is confused with 0 (neither greater, less, nor equal)`,
    }[s.outcomeClass] ?? `${v}`;
  const start = /^The /.test(compare) ? compare : `The value ${compare}`;
  const mover = names[s.toMove] ?? s.toMove;
  const winner = names[s.winner] ?? s.winner;
  return `${start}: ${classWords(s.outcomeClass, names)} (class ${s.outcomeClass}). ${mover} ${verb(names, "is", "are")} to move now, so ${winner} ${verb(names, "wins", "win")} with best play.`;
}

/** A value longer than this is read by its stops, its full form one click away. */
const LONG_VALUE = 24;

/** True when `value` (with its `stops`) is a hot game too long to read as written. */
export const isLongValue = (value, stops) => Boolean(stops) && String(value).length > LONG_VALUE;

/**
 * A value a student can read: as the theory writes it when it is short ("3/2", "{1 | -1}"),
 * else by its stops (the page shows the full form on request): "a hot game: Vertical's best
 * is 3/2, Horizontal's -1" when whoever moves first gains, "a game that settles at 0 for
 * both sides" when the stops agree (the game then differs from that number by very little).
 */
export function valueWords(value, stops, names) {
  if (!isLongValue(value, stops)) return String(value);
  const whose = (side) => `${names[side]}${names.plural ? "'" : "'s"}`;
  if (stops[0] === stops[1]) return `a game that settles at ${stops[0]} whoever starts, but is not exactly ${stops[0]}`;
  return `a hot game: ${whose("L")} best is ${stops[0]}, ${whose("R")} ${stops[1]}`;
}

/** The same, short enough for a label on a board: "about 0", "hot: 3/2 to -1". */
export function valueLabel(value, stops) {
  if (!isLongValue(value, stops)) return String(value);
  return stops[0] === stops[1] ? `about ${stops[0]}` : `hot: ${stops[0]} to ${stops[1]}`;
}

/**
 * Why a position is in its class, for Ask me first's answer: its value, and how it compares
 * with 0 (more than 0: Left wins whoever starts; less: Right; 0 itself: the second player;
 * neither more nor less, like *: the first player). (analysis: value, outcomeClass.)
 */
export function valueReason(analysis, names) {
  if (analysis?.value === undefined || analysis?.value === null) return "";
  const compared = {
    L: `more than 0, which is good for ${names.L}`,
    R: `less than 0, which is good for ${names.R}`,
    P: "",
    N: "neither more nor less than 0, so the first to move wins",
  }[analysis.outcomeClass];
  const value = valueWords(analysis.value, analysis.stops, names);
  return `The value is ${value}${compared ? `, ${compared}` : ""}.`;
}
