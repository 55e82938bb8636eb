// Words for tic-tac-toe's Why? steps: each square named, and each step of the core's minimax
// (a move's value, the best move) in a sentence; the search lab's tree words are search-words.js'.

/** Tic-tac-toe's squares, 1 to 9 row by row, by where they sit on the grid. */
const SQUARE_NAMES = [
  "the top-left corner",
  "the middle of the top row",
  "the top-right corner",
  "the middle of the left column",
  "the centre",
  "the middle of the right column",
  "the bottom-left corner",
  "the middle of the bottom row",
  "the bottom-right corner",
];

/** "the centre" for the core's square "5". */
const squareName = (move) => SQUARE_NAMES[Number(move) - 1] ?? "a square";

/** "the centre", "the centre or the top-left corner", "a, b or c". */
const squaresOr = (moves) => {
  const names = moves.map(squareName);
  const last = names.pop();
  return names.length ? `${names.join(", ")} or ${last}` : last;
};

/**
 * The core's explanation with the moves of one value in one step: { kind: "moveValue", move
 * (the first), moves, value }, in the order each value first comes, then the other steps as
 * they are. One reason is then said once for every square it holds for.
 */
export function groupMoveValues(steps) {
  const groups = new Map();
  const out = [];
  for (const step of steps) {
    if (step.kind !== "moveValue") {
      out.push(step);
      continue;
    }
    const group = groups.get(step.value);
    if (group) group.moves.push(step.move);
    else {
      const first = { ...step, moves: [step.move] };
      groups.set(step.value, first);
      out.push(first);
    }
  }
  return out;
}

/**
 * A tic-tac-toe step in words. ctx: { side ("X" or "O"), winner ("x", "o" or null), count
 * (moves valued), empty (the empty squares) }. A moveValue step may hold several moves of one
 * value (groupMoveValues): its reason is said once for all of them.
 */
export function tictactoeCaption(step, ctx) {
  const { side } = ctx;
  const other = side === "X" ? "O" : "X";
  const moves = step.moves ?? [step.move];
  const every = moves.length > 1 && moves.length === ctx.empty;
  const put = () => `Put ${side} in ${every ? `any of the ${moves.length} empty squares` : squaresOr(moves)}`;
  const these = moves.length > 1 ? "each of these moves" : "this move";
  switch (step.kind) {
    case "over":
      return ctx.winner
        ? `The game is over: ${ctx.winner === "x" ? "X" : "O"} has three in a row. No square is left to weigh.`
        : "The game is over: the grid is full and nobody has three in a row, a draw.";
    case "moveValue":
      if (step.value > 0) return `${put()}: whatever ${other} replies, ${side} can still win, so ${these} wins.`;
      if (step.value < 0) return `${put()}: ${other} has a reply that wins, so ${these} loses.`;
      return `${put()}: every reply still lets ${side} draw at least, and ${other} can hold it to a draw, so ${these} draws.`;
    case "best": {
      const result =
        step.value > 0 ? `a win for ${side}` : step.value < 0 ? `a loss for ${side}: every move loses against best play` : "a draw";
      return (
        `Minimax: ${side} takes the best of these ${ctx.count === 1 ? "moves" : `${ctx.count} moves`}: ${squareName(step.move)}, ${result}. ` +
        `That is what this position is worth with best play on both sides.`
      );
    }
    default:
      return "";
  }
}
