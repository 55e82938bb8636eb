// A sum of games on a lesson's card: with more moves than a card draws, the move is made on the
// component's own board, as on the sums page (boards/index.js sumPick): here a Kayles row's pin
// chosen, then its neighbour knocked down with it; the core judges the move of the sum.

import { test, before, after } from "node:test";
import { useBrowser, entryOf } from "./harness.mjs";
import { answerOnBoard } from "./lesson-card.mjs";

const env = useBrowser({ before, after });

test("a move of a sum is made on its component's board, in two clicks; the core judges it", async () => {
  const pin = (m, i) => `#run-picture svg[data-sum-part="${m.part}"] .pin[data-pin="${m.knocksFrom + i}"]`;
  await answerOnBoard(env, entryOf("sums"), "kayles(8) + nim(3)", (m) => [pin(m, 0), pin(m, m.takes - 1)], "sums");
});
