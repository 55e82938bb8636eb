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

/**
 * A tic-tac-toe step in words. ctx: { side ("X" or "O"), winner ("x", "o" or null), count
 * (moves valued) }.
 */
export function tictactoeCaption(step, ctx) {
  const { side } = ctx;
  const other = side === "X" ? "O" : "X";
  const put = (move) => `Put ${side} in ${squareName(move)}`;
  switch (step.kind) {
    case "over":
      return ctx.winner
        ? `The game is over: ${ctx.winner === "x" ? "X" : "O"} has three in a row. No square is left to weigh.`
        : "The game is over: the grid is full and nobody has three in a row, a draw.";
    case "moveValue":
      if (step.value > 0) return `${put(step.move)}: whatever ${other} replies, ${side} can still win, so this move wins.`;
      if (step.value < 0) return `${put(step.move)}: ${other} has a reply that wins, so this move loses.`;
      return `${put(step.move)}: every reply still lets ${side} draw at least, and ${other} can hold it to a draw, so this move draws.`;
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
