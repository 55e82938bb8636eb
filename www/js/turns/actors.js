// Who acts in a game (turns.js): the `actors` key of a page's config says it, and the loop asks
// here who moves at each entry of the history.
//   "two players"  (the default) two seats that take turns move by move: the student against
//                  the computer (perfect or a beginner), or two students at one screen;
//   "one solver"   a puzzle: one person makes every move; no opponent, no computer's reply, no
//                  lesson on who is winning; a position is solved rather than won or lost, and
//                  the solver may play on from a solved one.
// A game of chance (Pig's die) would be one more kind here: who acts next read from the position
// (the die's roll passes the turn), with the die acting between the seats' decisions.

/** @typedef {"two players" | "one solver"} Actors */

/**
 * Who moves at each entry of a game's history.
 * @param {Actors | undefined} actors the config's key (default "two players")
 * @param {{ opponent: string, first: string }} seats the loop's state: the opponent ("perfect",
 *   "beginner" or "human") and who moves first against the computer ("you" or "computer")
 * @param {boolean} sided a two-sided game: people are named by their side between two people
 */
export function actorsOf(actors, seats, sided) {
  if (actors === "one solver") {
    return { solo: true, moverAt: () => "you", playerAt: () => "you", isComputerAt: () => false };
  }
  /** @param {number} index @returns {string} "you", "computer", "Player 1" or "Player 2" */
  const moverAt = (index) => {
    if (seats.opponent === "human") return ["Player 1", "Player 2"][index % 2];
    return (seats.first === "you") === (index % 2 === 0) ? "you" : "computer";
  };
  return {
    solo: false,
    moverAt,
    /** Two-sided games name people by their side: "you", "computer", or null between two people. */
    playerAt: (index) => (sided && seats.opponent === "human" ? null : moverAt(index)),
    isComputerAt: (index) => moverAt(index) === "computer",
  };
}
