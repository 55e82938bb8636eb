// The sums page's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** a11y.test.mjs: the first Kayles pin, knocked down alone. */
export const a11y = { keys: ["TAB:#board .pin", "Enter", "Enter"] };

/** Open the sums page's equivalence lab (a <details> closed at first) by its summary. */
async function openEquivalence(page) {
  if (!(await page.evaluate(() => document.getElementById("equiv-panel").open))) await page.click("#equiv-panel > summary");
}

/**
 * bad-input.test.mjs: the sums builder's boxes and the equivalence test's besides the shell's
 * boxes, and a legal move from the start.
 */
export const badInput = {
  boxes: [
    "#add-position",
    {
      input: "#add-set",
      setup: async (page) => {
        await page.selectOption("#add-game", "scoring");
        await page.fill("#add-position", "7");
      },
      skip: ["a thousand piles"], // the set {2}: a good set
    },
    // The equivalence lab is a panel closed at first: the student opens it, then types.
    { input: "#equiv-g", setup: (page) => openEquivalence(page).then(() => page.fill("#equiv-h", "*3")), keep: "#equiv-table" },
    { input: "#equiv-h", setup: (page) => openEquivalence(page).then(() => page.fill("#equiv-g", "*2 + *1")), keep: "#equiv-table" },
  ],
  move: "1:6",
};

/** ask-hides.test.mjs: screenshotted asking and answered. */
export const askHides = { spoilers: ["#disguise .heap-star", "#disguise .table-wrap", "#disguise .star-sum"], screenshot: true };

/** step-urls.test.mjs: positions and the Why? step to open them at. */
export const stepUrls = [{ position: "kayles(5)+nim(3)", k: 2 }];
