// Domineering on a lesson's card: the empty 4x4 board (12 placements for Vertical, more than a
// card draws) answered by placing the domino on the card's own board (its squares carry the move).

import { test, before, after } from "node:test";
import { useBrowser, entryOf } from "./harness.mjs";
import { answerOnBoard } from "./lesson-card.mjs";

const env = useBrowser({ before, after });

test("a domino placed on the card's board is the answer, judged by the core", async () => {
  await answerOnBoard(env, entryOf("domineering"), "L:4x4", (m) => `#run-picture [data-move="${m.move}"]`, "domineering");
});
