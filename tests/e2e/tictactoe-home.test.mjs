// Tic-tac-toe on the home page: the glossary's "Partizan game" names X and O in tic-tac-toe as
// its example, and links the game's page.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean } from "./harness.mjs";

const env = useBrowser({ before, after });

test("the home page's glossary links tic-tac-toe as its example of a partizan game", async () => {
  const page = await open(env, "index");
  assert.equal(await page.locator('#term-partizan a[href="tictactoe.html"]').count(), 1);
  assertClean(page);
  await page.close();
});
