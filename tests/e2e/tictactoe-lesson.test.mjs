// Tic-tac-toe on a lesson's card: the empty grid has nine moves, more than a card draws, so the
// move is made on the card's own grid (boards/tictactoe.js pick) and the core judges the cell.

import { test, before, after } from "node:test";
import { useBrowser, entryOf } from "./harness.mjs";
import { answerOnBoard } from "./lesson-card.mjs";

const env = useBrowser({ before, after });

test("the empty grid's move is made on the card's grid, and the core judges the cell", async () => {
  await answerOnBoard(env, entryOf("tictactoe"), ".........", (m) => `#run-picture .ttt-cell[data-cell="${m.cell}"]`, "tictactoe");
});
