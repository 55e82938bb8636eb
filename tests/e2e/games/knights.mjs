// The Knights game's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

import { withNames } from "../../../www/js/impartial-words.js";
import { knightsNames } from "../../../www/js/boards/knights.js";

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** a11y.test.mjs: knight 1 on its square (5, 5) chosen, then moved two rows up and one right, to (3, 6). */
export const a11y = { keys: ["Enter", "ArrowUp", "ArrowUp", "ArrowRight", "Enter"], rings: [{ projector: true }] };

/** bad-input.test.mjs: the N box besides the shell's boxes, and a legal move from the start. */
export const badInput = { boxes: ["#n-input"], move: "1:3,6" };

/** ask-hides.test.mjs: the start, with the Values box on. */
export const askHides = {
  check: ["#values"],
  spoilers: ["#board .cell-value", "#disguise .heap-star", "#disguise .table-wrap", "#disguise .star-sum", "#disguise .disguise-meaning"],
  screenshot: true,
};

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [{ position: "5,5;3,4", k: 2 }];

/** classroom.test.mjs: moves the move box may take, tried in turn (a knight and a square). */
export const classroom = { moves: range(1, 2).flatMap((k) => range(1, 8).flatMap((r) => range(1, 8).map((c) => `${k}:${r},${c}`))) };

/** impartial-units.test.mjs: the knights' names (boards/knights.js, filled in as the page's), and the board drawn from a position alone. */
export const impartialUnits = {
  names: withNames(knightsNames),
  moves: [[0, "3,6", "knight 1 to row 3, column 6"]],
  board: { draw: "drawKnights", position: "5,5;3,4", item: ".cell", count: 64 },
};

/** shell.test.mjs: what the page's shared parts declare (the Hints toggle, the play rule, the Build panel). */
export const shell = { hints: true, rule: true, build: true };

/** home.test.mjs: its card's drawing (two knights). */
export const home = { picture: { selector: ".knight", count: 2 } };

/** bundle.test.mjs: in the single-file bundle, from its card: knight 1 chosen and moved to (3, 6), and the computer's reply. */
export const bundle = {
  does: "a knight moves and the computer replies",
  move: async (page) => {
    await page.locator('#board .cell[data-row="5"][data-column="5"]').click();
    await page.locator('#board .cell[data-row="3"][data-column="6"]').click();
  },
  after: "3,6;3,4",
};
