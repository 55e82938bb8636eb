// Who acts in a game (turns.js): the `actors` key of a page's config says it, and the loop asks
// here who moves at each entry of the history.
//   "two players"  (the default) two seats that take turns move by move: the student against
//                  the computer (perfect or a beginner), or two students at one screen;
//   "one solver"   a puzzle: one person makes every move; no opponent, no computer's reply, no
//                  lesson on who is winning; a position is solved rather than won or lost, and
//                  the solver may play on from a solved one.
// Between two players the seat moving at each entry comes from the core's analyses: where they
// name the side on turn (Pig's p1 and p2) the same side twice in a row is the same seat again (a
// turn of several decisions); otherwise the seats take turns move by move.

/** @typedef {"two players" | "one solver"} Actors */

/** The side on turn as the core's analysis names it (`p1`), or undefined. */
const sideOf = (entry) => entry?.analysis?.toAct?.side;

/**
 * The seat (0: who moved first, 1: the other) on turn at entry `index` of `entries`: it changes
 * with every move, unless both positions name the same side on turn.
 * @param {{ analysis?: any }[]} entries
 * @param {number} index
 */
export function seatAt(entries, index) {
  let seat = 0;
  for (let i = 1; i <= index; i++) {
    const side = sideOf(entries[i]);
    if (!(side && side === sideOf(entries[i - 1]))) seat = 1 - seat;
  }
  return seat;
}

/**
 * Who moves at each entry of a game's history.
 * @param {Actors | undefined} actors the config's key (default "two players")
 * @param {{ opponent: string, first: string, entries: { analysis?: any }[] }} seats the loop's state: the
 *   opponent (a level, or "human") and who moves first against the computer ("you" or "computer"),
 *   and the history
 * @param {boolean} sided a two-sided game: people are named by their side between two people
 */
export function actorsOf(actors, seats, sided) {
  if (actors === "one solver") {
    return { solo: true, moverAt: () => "you", playerAt: () => "you", isComputerAt: () => false };
  }
  /** @param {number} index @returns {string} "you", "computer", "Player 1" or "Player 2" */
  const moverAt = (index) => {
    const seat = seatAt(seats.entries, index);
    if (seats.opponent === "human") return ["Player 1", "Player 2"][seat];
    return (seats.first === "you") === (seat === 0) ? "you" : "computer";
  };
  return {
    solo: false,
    moverAt,
    /** Two-sided games name people by their side: "you", "computer", or null between two people. */
    playerAt: (index) => (sided && seats.opponent === "human" ? null : moverAt(index)),
    isComputerAt: (index) => moverAt(index) === "computer",
  };
}
