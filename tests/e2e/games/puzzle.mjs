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
