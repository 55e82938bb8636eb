// The Knights game on a lesson's card: three knights have more moves than a card draws, so the
// move is made on the card's own board as on the page (boards/knights.js pick): a knight chosen,
// then the square it moves to; the core judges the move.

import { test, before, after } from "node:test";
import { useBrowser, entryOf } from "./harness.mjs";
import { answerOnBoard } from "./lesson-card.mjs";

const env = useBrowser({ before, after });

test("a knight is chosen, then moved on the card's board; the core judges the move", async () => {
  // The winning move takes knight 2 onto the square of knight 3: a click there moves, not chooses.
  const position = "5,5;6,7;7,5";
  const knights = position.split(";");
  const square = (text) => {
    const [row, column] = text.split(",");
    return `#run-picture .cell[data-row="${row}"][data-column="${column}"]`;
  };
  await answerOnBoard(env, entryOf("knights"), position, (m) => [square(knights[m.part]), square(m.into[0])], "knights");
});
