// Northcott's game on a lesson's card: a position with more moves than a card draws is answered
// by sliding the checker on the card's own board (boards/northcott.js pick), judged by the core.

import { test, before, after } from "node:test";
import { useBrowser, entryOf } from "./harness.mjs";
import { answerOnBoard } from "./lesson-card.mjs";

const env = useBrowser({ before, after });

test("a checker is slid on the card's board, and the core judges the square it goes to", async () => {
  const entry = entryOf("northcott");
  await answerOnBoard(
    env,
    entry,
    entry.defaultPosition,
    (m) => `#run-picture .cell[data-row="${m.row}"][data-column="${m.column}"]`,
    "northcott",
  );
});
