// Corner the Lady on a lesson's card: a queen with more moves than a card draws is moved on
// the card's own board (boards/wythoff.js pick), and the core judges the square it goes to.

import { test, before, after } from "node:test";
import { useBrowser, entryOf } from "./harness.mjs";
import { answerOnBoard } from "./lesson-card.mjs";

const env = useBrowser({ before, after });

test("a queen with many moves is moved on the card's board, and the square it goes to is judged by the core", async () => {
  const [x, y] = [(m) => m.into[0].split(",")[0], (m) => m.into[0].split(",")[1]];
  await answerOnBoard(env, entryOf("wythoff"), "4,6", (m) => `#run-picture .cell[data-x="${x(m)}"][data-y="${y(m)}"]`, "wythoff");
});
