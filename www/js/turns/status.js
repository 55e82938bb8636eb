// The status line and the outcome badge of a game page (turns.js): who is to move, the
// computer thinking, the end of the game and who won (a puzzle: at work, or solved); and,
// while hints are on or a lesson has revealed it, the badge with the outcome's letter in its
// colour and its meaning in words.

import { el } from "../ui.js";
import { outcomeName } from "../settings.js";
import { capitalise } from "../terms.js";

/** @typedef {import("../turns.js").StatusText} StatusText */

/**
 * What the status line says at the position on show.
 * @param {object} at
 * @param {string} at.phase the turn loop's phase ("ready", "thinking", "over", a page's own)
 * @param {Record<string, StatusText>} [at.phaseStatus] the page's words for its own phases
 * @param {boolean} at.over the game has ended
 * @param {string} at.side the side to move in a two-sided game ("X", "Blue"), "" in an impartial one
 * @param {string | null} at.player who moves now: "you", "computer", or null between two people of a two-sided game
 * @param {(offset: number) => string} at.mover who moves `offset` turns from now ("you", "computer", "Player 1")
 * @param {() => StatusText} [at.overText] a two-sided game's words at its end
 * @param {string} at.outcome the core's outcome of the position: at the end N if the player to move has won, P if lost
 * @param {string} [at.overNote] the page's note under "You win!"
 * @param {string} at.rule "normal" or "misere"
 * @param {string} at.noun a move's name: "move", "bite", "cut"
 * @param {string} [at.ask] what a player decides, after "Your turn: " (Pig's "roll or hold?")
 * @param {{ turn: StatusText, solved: () => StatusText }} [at.solver] one solver's puzzle: its words while at work and once solved
 * @returns {StatusText}
 */
export function statusText({ phase, phaseStatus, over, side, player, mover, overText, outcome, overNote, rule, noun, ask, solver }) {
  if (phase === "thinking") return side ? `Computer (${side}) is thinking…` : "Computer is thinking…";
  if (phaseStatus?.[phase]) return phaseStatus[phase];
  if (solver) return over ? solver.solved() : solver.turn;
  if (over && side) return overText();
  if (over) {
    const winner = mover(outcome === "N" ? 0 : 1);
    return {
      headline: winner === "you" ? "You win!" : winner === "computer" ? "Computer wins" : `${winner} wins!`,
      note: overNote ?? `No move is left; whoever made the last move ${rule === "misere" ? "lost (misère play)" : "won"}.`,
    };
  }
  if (side) return player === "you" ? `Your turn: you play ${side}` : `${side} to move`;
  if (ask) return player === "you" ? `Your turn: ${ask}` : `${player} to move: ${ask}`;
  return player === "you" ? "Your turn" : `${player} to ${noun}`;
}

/**
 * Draws the status text into `status`: the headline, and the note under it.
 * @param {HTMLElement} status
 * @param {StatusText} text
 */
export function renderStatusText(status, text) {
  const { headline, note } = typeof text === "string" ? { headline: text, note: "" } : text;
  status.replaceChildren(headline, note ? el("span", { class: "status-note", text: note }) : "");
}

/**
 * The hints' outcome badge: the letter in its colour and what it means in the room's words
 * (redrawn with the status when "Words for P/N" changes), then `value` (", Grundy value 3").
 * `sentence`, when given, replaces the outcome's meaning (the end of a game: endSentence).
 * @param {HTMLElement} badge
 * @param {string} outcome "P", "N" or "D" (a draw)
 */
export function renderBadge(badge, outcome, value = "", sentence = "") {
  const letter = outcome === "P" || outcome === "D" ? outcome : "N";
  badge.className = `badge badge-${letter.toLowerCase()}`;
  badge.dataset.outcome = outcome;
  badge.replaceChildren(
    el("span", { class: "badge-letter", "aria-hidden": "true", text: outcomeName(letter, "short") }),
    el("span", { class: "badge-text", text: `${sentence || outcomeName(letter, "sentence")}${value}` }),
  );
}

/**
 * The badge of a partizan game: the position's outcome class, its chip (the letter on its
 * colour) and its words with the side names ("Blue wins, whoever starts").
 * @param {HTMLElement} badge
 * @param {import("../turns.js").OutcomeClasses} classes
 * @param {import("../turns.js").Analysis} analysis
 */
export function renderClassBadge(badge, classes, analysis) {
  const letter = classes.of(analysis);
  badge.className = `badge class-badge class-${letter.toLowerCase()}`;
  badge.dataset.outcome = letter;
  badge.replaceChildren(classes.chip(letter), el("span", { class: "badge-text", text: capitalise(classes.words(letter)) }));
}
