// Cutcake on a lesson's card: a 10x3 cake (9 cuts for Vertical, more than a card draws)
// answered by cutting it on the card's own board (its cuts carry the move).

import { test, before, after } from "node:test";
import { useBrowser, entryOf } from "./harness.mjs";
import { answerOnBoard } from "./lesson-card.mjs";

const env = useBrowser({ before, after });

test("a cut made on the card's board is the answer, judged by the core", async () => {
  await answerOnBoard(env, entryOf("cutcake"), "L:10x3", (m) => `#run-picture [data-move="${m.move}"]`, "cutcake");
});
