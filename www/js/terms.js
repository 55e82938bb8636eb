// The words for outcomes, in the room's chosen terms: by letter ("P-position", "N-position")
// or in words ("previous player wins", "next player wins"), as the notes introduce them.
// Pure: no DOM and no storage. settings.js owns the setting and tells this module through
// setTerms(); the caption modules read the words from here, so they stay importable by the
// unit tests in Node, where the terms are simply the default letters.

const DRAW = { short: "D", long: "draw", plural: "draws", sentence: "Draw: neither player can force a win" };
const WORDS = {
  letters: {
    P: { short: "P", long: "P-position", plural: "P-positions", sentence: "P-position: the player to move loses" },
    N: { short: "N", long: "N-position", plural: "N-positions", sentence: "N-position: the player to move can win" },
    D: DRAW,
  },
  words: {
    // "previous player wins" is a sentence, so its plural is built as a noun phrase that still
    // reads aloud: "previous-player-win positions".
    P: {
      short: "P",
      long: "previous player wins",
      plural: "previous-player-win positions",
      sentence: "Previous player wins: whoever moves now loses",
    },
    N: {
      short: "N",
      long: "next player wins",
      plural: "next-player-win positions",
      sentence: "Next player wins: whoever moves now can win",
    },
    D: DRAW,
  },
};

let current = "letters";

/** Set the terms: "letters" or "words" (anything else is letters). */
export function setTerms(terms) {
  current = terms === "words" ? "words" : "letters";
}

/** The terms in use: "letters" | "words". */
export const terms = () => current;

/** "Previous player wins" from "previous player wins": a sentence's first letter in capitals. */
export const capitalise = (text) => (text ? text[0].toUpperCase() + text.slice(1) : text);

/**
 * The name of an outcome ("P", "N" or "D") in the chosen terms. `form`: "short" (the letter),
 * "long" ("P-position", "previous player wins"), "title" (long, capitalised), "plural",
 * "phrase" (with its article: outcomePhrase) or "sentence" (what it means for the player to move).
 */
export function outcomeName(outcome, form = "long") {
  if (form === "phrase") return outcomePhrase(outcome);
  const entry = WORDS[current][outcome] ?? WORDS[current].N;
  if (form === "title") return capitalise(entry.long);
  return entry[form] ?? entry.long;
}

/** "a P-position", "an N-position", "a draw"; in words "a position where the previous player wins". */
export function outcomePhrase(outcome) {
  if (outcome === "D") return "a draw";
  const long = outcomeName(outcome, "long");
  if (current === "words") return `a position where the ${long}`;
  return `${outcome === "N" ? "an" : "a"} ${long}`;
}

/**
 * An outcome left to someone: "a P-position for your opponent"; in words "…, with your opponent
 * to move" (a plain "for" would blur whose win "the previous player wins" is).
 */
export function outcomeFor(outcome, who) {
  return current === "words" ? `${outcomePhrase(outcome)}, with ${who} to move` : `${outcomePhrase(outcome)} for ${who}`;
}

/**
 * What the end of a game means, and for whom (`who`: the player to move at the end), for the
 * badge beside "You win!": ("P", "the computer") -> "No moves left: the computer, to move, has
 * lost."; ("N", "you") -> "…: you, to move, have won." (misère); ("D") -> "No moves left: a draw."
 */
export function endSentence(outcome, who = "the player to move") {
  if (outcome === "D") return "No moves left: a draw.";
  return `No moves left: ${who}, to move, ${who === "you" ? "have" : "has"} ${outcome === "N" ? "won" : "lost"}.`;
}
