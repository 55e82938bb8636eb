// Kayles on a lesson's card: rows with more moves than a card draws are played on the card's own
// board as on the page (boards/kayles.js pick): a pin chosen, then it again (knocked down alone)
// or a neighbour (both), and the core judges the move.

import { test, before, after } from "node:test";
import { useBrowser, entryOf } from "./harness.mjs";
import { answerOnBoard } from "./lesson-card.mjs";

const env = useBrowser({ before, after });

/** The pins a move knocks down, from the core's move: the first of them and how many. */
const pin = (m, i) => `#run-picture .pin[data-part="${m.part}"][data-pin="${m.knocksFrom + i}"]`;

test("a pin is chosen, then knocked down with its neighbour, on the card's board; the core judges the move", async () => {
  // Rows of 8 and 3: 11 moves; the core's first winning move knocks down two pins.
  await answerOnBoard(env, entryOf("kayles"), "8,3", (m) => [pin(m, 0), pin(m, m.takes - 1)], "kayles");
});
