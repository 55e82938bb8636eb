// Tic-tac-toe's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** bad-input.test.mjs: the tree's start besides the shell's boxes, and a legal move from the start. */
export const badInput = { boxes: [{ input: "#tree-position", keep: "#tree-summary" }], move: "5" };

/**
 * ask-hides.test.mjs: the searches' value and the tree's summary, drawn after the searches
 * answer; screenshotted asking and answered.
 */
export const askHides = {
  drawn: ["#search-value[data-value]", "#tree-summary .spoiler"],
  spoilers: ["#search-value", "#tree-summary .spoiler", "#record .record-then"],
  screenshot: true,
};

/** step-urls.test.mjs: the search tree's steps, from the board's position or from a start of its own. */
const TREE = { counter: "#tree-counter", forward: '#tree-body [data-step="forward"]', shown: "#tree-body" };
export const stepUrls = [
  { position: "x.o.x...o", k: 3, ...TREE },
  { position: ".........", k: 5, suffix: ";tree=x.o.x...o;algorithm=minimax", ...TREE },
];

/**
 * classroom.test.mjs: moves the move box may take, tried in turn (a cell); the computer's X or O
 * is ringed; the search tree's step panel.
 */
export const classroom = {
  moves: range(1, 9).map(String),
  ringed: true,
  // The page also traces a search from the board's position as it opens.
  stepPanels: [
    {
      prefix: "tree",
      open: (page) =>
        page.waitForFunction(() => /steps to watch/.test(document.getElementById("tree-summary").textContent), null, { timeout: 60_000 }),
    },
  ],
};

/** room.test.mjs: in projector mode, checked in the dark theme too. */
export const room = { dark: true };

/** shell.test.mjs: what the page's shared parts declare (the Hints toggle; no play rule; a Why? in words). */
export const shell = { hints: true, rule: false, why: "words" };

/** a11y.test.mjs: its focus ring checked in the dark theme too. */
export const a11y = { rings: [{ colorScheme: "dark" }] };

/** bundle.test.mjs: in the single-file bundle, from its card: X in the centre, and the computer's one O. */
export const bundle = {
  does: "X in the centre and the computer's O",
  move: (page) => page.locator('#board .cell[data-cell="5"]').click(),
  after: "....x....",
  replied: (position) => [...position].filter((c) => c === "o").length === 1,
};
