// Corner the Lady's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

import { withNames } from "../../../www/js/impartial-words.js";
import { wythoffNames } from "../../../www/js/boards/wythoff.js";

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** a11y.test.mjs: the queen's square, then (3, 6); its focus ring checked in projector mode too. */
export const a11y = { keys: ["ArrowLeft", "Enter"], rings: [{ projector: true }] };

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "1:2,6" };

/** ask-hides.test.mjs: two queens, with the Values box on; screenshotted asking and answered. */
export const askHides = {
  hash: "#3,5;2,2",
  check: ["#values"],
  spoilers: [
    "#board .cell-value",
    "#board .board-title .spoiler",
    "#disguise .heap-star",
    "#disguise .table-wrap",
    "#disguise .star-sum",
    "#disguise .disguise-meaning",
  ],
  screenshot: true,
  // The build-up of the P-squares, run to its end, tints (3, 5) and marks it; (5, 5) is a
  // square of the same colour that is no P-square.
  tint: {
    hash: "#3,5",
    show: async (page) => {
      await page.click("#build-toggle");
      await page.click("#build-last");
    },
    marked: '#board .cell[data-x="3"][data-y="5"]',
    built: ".p-built",
    plain: '#board .cell[data-x="5"][data-y="5"]',
    fill: ".cell-bg",
    mark: ".omark",
  },
};

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [{ position: "3,5", k: 2 }];

/** classroom.test.mjs: moves the move box may take, tried in turn (a queen and a square). */
export const classroom = { moves: range(1, 4).flatMap((q) => range(0, 14).flatMap((x) => range(0, 14).map((y) => `${q}:${x},${y}`))) };

/** impartial-units.test.mjs: the queens' names (boards/wythoff.js, filled in as the page's), and the board drawn from a position alone. */
export const impartialUnits = {
  names: withNames(wythoffNames),
  moves: [[0, "2,4", "queen 1 to (2, 4)"]],
  board: { draw: "drawWythoff", position: "3,5", item: ".cell", count: 64 },
};

/** shell.test.mjs: what the page's shared parts declare (the Hints toggle, the play rule, the Build panel). */
export const shell = { hints: true, rule: true, build: true };

/** home.test.mjs: its card's drawing (Corner the Lady's queen). */
export const home = { picture: { selector: ".queen", count: 1 } };

/** bundle.test.mjs: in the single-file bundle, from its card: the queen to (4, 3), and the computer's reply. */
export const bundle = {
  does: "the queen moves and the computer replies",
  move: (page) => page.locator('#board .cell[data-part="0"][data-x="4"][data-y="3"]').click(),
  after: "4,3",
};
