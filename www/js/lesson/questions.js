// The questions of a lesson's cards: what the student is asked, the answers offered, and the
// judgement of an answer with its reason. Every fact comes from the core (engine.analyze, which
// answers a game of chance in chances); the reasons are the sentences the game pages use
// (the nim-sum, the Grundy value, the value, the chance of winning), so a lesson and a page
// never explain the same position in two ways.

import * as engine from "../engine.js";
import { catalogueEntry, isSumOfGames } from "../catalogue.js";
import { formatCount, formatPercent as percent } from "../ui.js";
import { outcomeName, outcomePhrase, capitalise } from "../terms.js";
import { classWords, valueReason } from "../partizan-words.js";
import { boardPick } from "../boards/index.js";

/** The most positions a "which move wins?" card draws to choose from; with more, the move is made on the card's board where its board takes one. */
export const HANDFUL = 8;

/**
 * True when a "which move wins?" card is answered by making the move on its own board: more
 * moves than a handful of pictures, on a board that knows which piece makes which move.
 * @param {LessonCard} card
 * @param {CardAnalysis} analysis
 */
export const onBoard = (card, analysis) =>
  card.question === "winningMove" && (analysis.moves?.length ?? 0) > HANDFUL && boardPick(card.game) !== null;

/** @typedef {import("./format.js").LessonCard} LessonCard */
/** The core's analysis of a card's position (its fields depend on the game). @typedef {Record<string, any>} CardAnalysis */
/** An answer offered as a button: its value and its words. @typedef {{ value: string, label: string, position?: string }} Choice */
/** The judgement of an answer; `shows`: a position to draw with it (what a winning move leaves). @typedef {{ right: boolean, answer: string, reason: string, best?: string, head?: string, shows?: string }} Verdict */

/** A partizan game's two sides as the words of the pages: { L: "Blue", R: "Red" }. */
export function sideNames(entry) {
  const [L, R] = entry?.sides ?? ["Left", "Right"];
  return { L, R, plural: /s$/.test(L) && /s$/.test(R) };
}

/**
 * The core's analysis of a card's position; throws the core's error (a message a teacher can act
 * on) for a bad one.
 * @param {LessonCard} card
 * @returns {Promise<CardAnalysis>}
 */
export async function analyseCard(card) {
  const analysis = /** @type {CardAnalysis} */ (await engine.analyze(card.game, card.position));
  // A sum is drawn part by part: the parts of each position a "which move wins?" card draws (its
  // choices, or the winning move's when the move is made on the board), from the core.
  const entry = catalogueEntry(card.game);
  if (card.question === "winningMove" && entry && isSumOfGames(entry)) {
    const moves = analysis.moves ?? [];
    const drawn = moves.length > HANDFUL ? moves.filter((m) => m.outcome === "P").slice(0, 1) : moves;
    const after = await Promise.all(
      drawn.map(async (m) => [m.to, /** @type {CardAnalysis} */ (await engine.analyze(card.game, m.to)).parts ?? []]),
    );
    analysis.partsAfter = Object.fromEntries(after);
  }
  return analysis;
}

/**
 * The name of the side on turn, as the game's page says it, where the position names it: a
 * partizan game's L or R, or the side the core says acts (tic-tac-toe's x is "X", Go's b "Black").
 */
export function moverName(entry, analysis) {
  const names = sideNames(entry);
  if (analysis?.toMove) return names[analysis.toMove];
  const side = analysis?.toAct?.side;
  if (!side || !entry?.sides) return null;
  return entry.sides.find((name) => name[0].toLowerCase() === side[0].toLowerCase()) ?? null;
}

/** The student's question for a card, in plain words. */
export function questionText(card, analysis) {
  const entry = catalogueEntry(card.game);
  const names = sideNames(entry);
  const mover = moverName(entry, analysis);
  switch (card.question) {
    case "pn":
      return `${mover ? `${mover} to move. ` : ""}Is this ${outcomePhrase("P")} (the player to move loses) or ${outcomePhrase("N")} (the player to move can win)?`;
    case "outcomeClass":
      return `Who wins with best play: ${names.L}, ${names.R}, whoever moves first, or whoever moves second?`;
    case "winningMove":
      return onBoard(card, analysis)
        ? `${mover ? `${mover} to move` : "Your move"}: which move wins? Make it on the board, or say there is none.`
        : `${mover ? `${mover} to move` : "Your move"}: which move wins? Choose the position it leaves, the one your opponent cannot win from.`;
    case "grundy":
      return "What is the Grundy value of this position?";
    case "value":
      return `What is the value of this position? Type it as the values page writes it (0, 1/2, -1, *, ↑).`;
    case "rollOrHold":
      return "Roll or hold: which gives the player to move the better chance of winning?";
    case "chanceAboveHalf":
      return "Is the chance of winning of the player to move above one half?";
    default:
      return "";
  }
}

/**
 * The answers a card offers as buttons, or null when the student types the answer (a number
 * for a Grundy value, a value as the values page writes it).
 * @returns {Choice[] | null}
 */
export function choicesOf(card, analysis) {
  const entry = catalogueEntry(card.game);
  const names = sideNames(entry);
  switch (card.question) {
    case "pn":
      return [
        { value: "P", label: `${outcomeName("P", "short")}: ${outcomeName("P", "sentence").replace(/^[^:]*: /, "")}` },
        { value: "N", label: `${outcomeName("N", "short")}: ${outcomeName("N", "sentence").replace(/^[^:]*: /, "")}` },
        // A game that can end in a draw (tic-tac-toe, 2x2 Go) offers the third outcome.
        ...(entry?.kind === "search" ? [{ value: "D", label: "A draw: neither player can force a win" }] : []),
      ];
    case "outcomeClass":
      return ["L", "R", "N", "P"].map((c) => ({ value: c, label: capitalise(classWords(c, names)) }));
    case "winningMove":
      return [
        ...(analysis.moves ?? []).map((m, i) => ({ value: m.move, label: `Position ${i + 1}`, position: m.to })),
        { value: "", label: "There is no winning move here" },
      ];
    case "rollOrHold":
      return [
        { value: "roll", label: "Roll" },
        { value: "hold", label: "Hold" },
      ];
    case "chanceAboveHalf":
      return [
        { value: "yes", label: "Yes, above one half" },
        { value: "no", label: "No, one half or less" },
      ];
    default:
      return null;
  }
}

/** Why a position is P or N (or a draw), in the pages' words: its Grundy value or nim-sum where it has one, else its moves. */
function outcomeReason(analysis) {
  const outcome = analysis.outcome;
  const winning = (analysis.moves ?? []).filter((m) => m.outcome === "P").length;
  const misere = analysis.play === "misere";
  const parts = analysis.parts ?? analysis.piles ?? [];
  if (!misere && typeof analysis.nimSum === "number") {
    const what = analysis.piles
      ? "The nim-sum of the piles"
      : parts.length > 1
        ? "The nim-sum of the parts' Grundy values"
        : "Its Grundy value";
    return analysis.nimSum === 0 ? `${what} is 0.` : `${what} is ${formatCount(analysis.nimSum)}, not 0.`;
  }
  if (!misere && typeof analysis.grundy === "number") {
    return analysis.grundy === 0 ? "Its Grundy value is 0." : `Its Grundy value is ${formatCount(analysis.grundy)}, not 0.`;
  }
  if (outcome === "D") return "With best play from both sides nobody can force a win.";
  if (outcome === "P")
    return (analysis.moveCount ?? 0) === 0 ? "The player to move has no move." : `Every move leads to ${outcomePhrase("N")}.`;
  return `${winning === 1 ? "A move leads" : `${formatCount(winning)} moves lead`} to ${outcomePhrase("P")}.`;
}

/**
 * The core's value of a typed value ("1/2", "*", "{1|}"), read as the values lab reads a game
 * (its comparison with 0 says the value of each side); null when it is no value.
 */
async function typedValue(text) {
  try {
    return (await engine.compare(text, "0")).g.value;
  } catch {
    return null;
  }
}

/**
 * The judgement of `answer` to a card's question, with the answer in words and its reason.
 * @param {LessonCard} card
 * @param {CardAnalysis} analysis
 * @param {string} answer a choice's value, or the typed text
 * @returns {Promise<Verdict>}
 */
export async function judge(card, analysis, answer) {
  const entry = catalogueEntry(card.game);
  const names = sideNames(entry);
  switch (card.question) {
    case "pn": {
      const right = answer === analysis.outcome;
      return { right, answer: `It is ${outcomePhrase(analysis.outcome)}.`, reason: outcomeReason(analysis) };
    }
    case "outcomeClass": {
      const right = answer === analysis.outcomeClass;
      return { right, answer: `${capitalise(classWords(analysis.outcomeClass, names))}.`, reason: valueReason(analysis, names) };
    }
    case "winningMove": {
      const winning = (analysis.moves ?? []).filter((m) => m.outcome === "P");
      const chosen = (analysis.moves ?? []).find((m) => m.move === answer);
      const index = (move) => (analysis.moves ?? []).indexOf(move) + 1;
      const best = winning[0]?.move;
      if (!winning.length) {
        return {
          right: answer === "",
          answer: "There is no winning move: every move leaves your opponent a position to win from.",
          reason: outcomeReason(analysis),
        };
      }
      // Made on the board, a move has no number: the position a winning move leaves is drawn.
      const drawn = onBoard(card, analysis);
      const which = drawn
        ? winning.length === 1
          ? "One move wins"
          : `${formatCount(winning.length)} moves win`
        : winning.length === 1
          ? `Position ${index(winning[0])} wins`
          : `Positions ${winning.map(index).join(", ")} win`;
      // Which position is worth what: the one left has Grundy value 0, the card's its own.
      const zero = typeof analysis.grundy === "number" && analysis.play !== "misere" ? " (its Grundy value is 0)" : "";
      const onCard = outcomeReason(analysis);
      return {
        right: chosen?.outcome === "P",
        answer: `${which}: ${winning.length === 1 ? "it leaves" : "each leaves"} your opponent ${outcomePhrase("P")}${zero}${drawn ? ", as drawn here" : ""}.`,
        reason:
          chosen && chosen.outcome !== "P"
            ? `${drawn ? "Your move" : `Position ${index(chosen)}`} leaves your opponent ${outcomePhrase(chosen.outcome)}: they can win from it.`
            : `The position on the card: ${onCard.charAt(0).toLowerCase()}${onCard.slice(1)}`,
        best,
        ...(drawn ? { shows: winning[0].to } : {}),
      };
    }
    case "grundy": {
      const typed = String(answer).trim();
      const right = /^\d+$/.test(typed) && Number(typed) === analysis.grundy;
      const parts = analysis.parts ?? [];
      const piles = analysis.piles ?? [];
      const reason =
        piles.length > 1
          ? `The Grundy value of Nim is the nim-sum of its piles: ${piles.map(formatCount).join(" xor ")} = ${formatCount(analysis.grundy)}.`
          : parts.length > 1
            ? `It is the nim-sum of its parts' Grundy values: ${parts.map((p) => formatCount(p.grundy)).join(" xor ")} = ${formatCount(analysis.grundy)}.`
            : "A Grundy value is the smallest number that is not the Grundy value of a position one move away (the mex).";
      return { right, answer: `Its Grundy value is ${formatCount(analysis.grundy)}.`, reason };
    }
    case "value": {
      const typed = await typedValue(String(answer).trim());
      const right = typed !== null && typed === analysis.value;
      return { right, answer: `Its value is ${analysis.value}.`, reason: valueReason(analysis, names) };
    }
    case "rollOrHold": {
      const hold = analysis.hold ?? 0;
      const right = answer === analysis.decision;
      return {
        right,
        answer: `Best play ${analysis.decision === "roll" ? "rolls" : "holds"}.`,
        reason: `Rolling gives the player to move a chance of ${percent(analysis.roll)}, holding ${percent(hold)}.`,
      };
    }
    case "chanceAboveHalf": {
      const above = analysis.chance > 0.5;
      return {
        right: answer === (above ? "yes" : "no"),
        answer: above ? "Yes, it is above one half." : "No, it is not above one half.",
        reason: `With best play on both sides the player to move wins ${percent(analysis.chance)} of the time.`,
      };
    }
    default:
      return { right: false, answer: "", reason: "" };
  }
}

/**
 * The answer to a card's question for the answer key: the answer, and one winning move where
 * there is one (as the position it leaves).
 * @returns {Promise<Verdict>}
 */
export const answerOf = (card, analysis) =>
  judge(card, analysis, card.question === "winningMove" ? ((analysis.moves ?? []).find((m) => m.outcome === "P")?.move ?? "") : "");
