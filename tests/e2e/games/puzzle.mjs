// The 8-puzzle's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** a11y.test.mjs: tile 7, above the hole. */
export const a11y = { keys: ["ArrowDown", "Enter"] };

/** bad-input.test.mjs: the tray's box (no move box, no New game), and a legal slide. */
export const badInput = {
  boxes: ["#tray-input"],
  legal: async (page) => {
    await page.click('#board .cell[data-tile="7"]'); // above the hole of 436718052
    await page.waitForFunction(() => document.getElementById("board").dataset.position === "436018752");
  },
};

/** step-urls.test.mjs: the solver's search, replayed step by step. */
export const stepUrls = [
  { position: "436718052", k: 5, counter: "#solve-counter", forward: '#solve-controls [data-step="forward"]', shown: "#solve-body" },
];

/**
 * classroom.test.mjs: the 8-puzzle's Solve replays its search; paused, it is stepped by hand.
 * The tray's own help line must fit the first screen (no Hints toggle to check).
 */
export const classroom = {
  fit: { help: "#tray-help", hints: false },
  stepPanels: [
    {
      prefix: "solve",
      open: async (page) => {
        await page.click("#solve");
        await page.waitForSelector("#solve-body:not([hidden])", { timeout: 60_000 });
        const play = page.locator('#solve-controls [data-step="play"]');
        if (/Pause/i.test(await play.textContent())) await play.click();
      },
    },
  ],
};

/** room.test.mjs: in projector mode, checked in the dark theme too. */
export const room = { dark: true };

/**
 * shell.test.mjs: what the page's shared parts declare: no Hints, no Why?, no players; a tray
 * with its own help instead of a move box, and no badge nor Play again.
 */
export const shell = { hints: false, why: false, players: false, tray: true };

/** bundle.test.mjs: in the single-file bundle, from its card: a tile slides (no computer), and the address follows. */
export const bundle = {
  does: "the home page's link opens a tray and a tile slides",
  move: (page) => page.locator('#board .cell[data-tile="7"]').click(),
  after: "436018752",
  reply: false,
  address: "#436018752",
};
