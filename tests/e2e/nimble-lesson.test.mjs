// Nimble on a lesson's card: coins with more moves than a card draws are moved on the card's own
// strip as on the page (boards/nimble.js pick): a coin chosen, then the square it moves to.

import { test, before, after } from "node:test";
import { useBrowser, entryOf } from "./harness.mjs";
import { answerOnBoard } from "./lesson-card.mjs";

const env = useBrowser({ before, after });

test("a coin is chosen, then moved to its square on the card's strip; the core judges the move", async () => {
  const entry = entryOf("nimble");
  await answerOnBoard(
    env,
    entry,
    entry.defaultPosition,
    (m) => [`#run-picture .chip[data-part="${m.part}"]`, `#run-picture .square[data-square="${m.into[0]}"]`],
    "nimble",
  );
});
