// The xor corner's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** a11y.test.mjs: no board to move on (its two number boxes are its controls). */
export const a11y = { keys: null };

/**
 * bad-input.test.mjs: its two number boxes (the table keeps the last good answer), the banner
 * for a bad address, and a good pair of numbers typed in.
 */
export const badInput = {
  boxes: [
    { input: "#xor-a", keep: "#xor-table" },
    { input: "#xor-b", keep: "#xor-table" },
  ],
  banner: "#xor-error",
  legal: async (page) => {
    await page.fill("#xor-a", "12");
    await page.fill("#xor-b", "10");
    await page.waitForFunction(() => document.querySelector('#xor-table tr[data-row="a ⊕ b"] .dec')?.textContent === "6");
  },
};

/** step-urls.test.mjs: the swap's steps, on show from the start. */
export const stepUrls = [{ position: "5,3", k: 2, counter: "#swap-counter", forward: "#swap-forward", shown: null }];

/** classroom.test.mjs: the xor swap's step panel, on show from the start. */
export const classroom = { stepPanels: [{ prefix: "swap", open: async () => {} }] };
