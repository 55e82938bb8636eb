// Chomp's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** bad-input.test.mjs: a legal move from the start, typed in the move box. */
export const badInput = { move: "r4c5" };

/**
 * ask-hides.test.mjs: a square board, whose mirror line is a spoiler; screenshotted asking and
 * answered. The computer, first on a 6x6 board, bites next to the poison: the line under the
 * board names the bite, and its square strategy (and the mirror line) only after the answer.
 */
export const askHides = {
  hash: "#4,4,4,4",
  spoilers: ["#board .mirror-line", "#record .record-then"],
  screenshot: true,
  computerNote: {
    hash: "#4,4,4",
    setup: async (page) => {
      await page.selectOption("#new-rows", "6");
      await page.selectOption("#new-cols", "6");
    },
    after: "6,1,1,1,1,1",
    note: /^The computer bit the square in row 1, column 1, diagonally next to the poison: the square strategy\./,
    seen: "The computer bit the square in row 1, column 1.",
    answered: /the square strategy\. Now it mirrors every bite across the diagonal\.$/,
    counts: [["#board .mirror-line", 1]],
  },
};

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [{ position: "4,3", k: 2 }];

/** classroom.test.mjs: moves the move box may take, tried in turn (a square, never the poison). */
export const classroom = {
  moves: range(0, 9)
    .flatMap((r) => range(0, 9).map((c) => `r${r}c${c}`))
    .filter((m) => m !== "r0c0"),
};

/** impartial-units.test.mjs: the board drawn from a position alone. */
export const impartialUnits = { board: { draw: "drawChomp", position: "3,2", item: ".sq", count: 6 } };

/** room.test.mjs: in projector mode, checked in the dark theme and with its Why? panel open. */
export const room = { dark: true, why: true };

/** shell.test.mjs: what the page's shared parts declare (the Hints toggle; no play rule; who bites first; a Why? with a picture). */
export const shell = { hints: true, rule: false, first: "Who bites first", why: "picture" };

/** home.test.mjs: its card's drawing (Chomp's squares). */
export const home = { picture: { selector: ".sq:not(.crumb)", count: 30 } };

/** a11y.test.mjs: its focus ring checked in projector mode in the dark theme too. */
export const a11y = { rings: [{ projector: true, colorScheme: "dark" }] };

/** bundle.test.mjs: in the single-file bundle, from its card: a bite, and the computer's bite. */
export const bundle = {
  does: "a bite and the computer's bite",
  move: (page) => page.locator('#board .sq[data-row="1"][data-col="2"]').click(),
  after: "6,2,2,2,2",
};
