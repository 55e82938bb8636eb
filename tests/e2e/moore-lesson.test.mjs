// Moore's Nim on a lesson's card: its many moves (chips from up to k piles) are made on the card's
// own piles as on the page (boards/moore.js pick): chips marked pile by pile, then taken together
// with "Make this move"; the core judges the move.

import { test, before, after } from "node:test";
import { useBrowser, entryOf } from "./harness.mjs";
import { answerOnBoard } from "./lesson-card.mjs";

const env = useBrowser({ before, after });

test("chips are marked in two piles, then taken together; the core judges the move", async () => {
  const entry = entryOf("moore");
  const chip = ([pile, take]) => `#run-picture .token[data-pile="${pile}"][data-take="${take}"]`;
  // Piles of 1, 2 and 3 with k = 2: 17 moves; the core's first winning move takes from two piles.
  await answerOnBoard(env, entry, "1,2,3", (m) => [...m.takes.map(chip), "#run-make"], "moore");
});
