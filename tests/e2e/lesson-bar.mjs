// The lesson bar and the game record of a game page (www/js/lessons.js), as a test reads and
// drives them: shared by lessons.test.mjs (every game page) and the games' own
// <stem>-lessons.test.mjs (each page's lesson, driven as a student clicks).

/** The text of an element with its white space as one space. */
export const text = async (page, selector) => (await page.textContent(selector)).replace(/\s+/g, " ").trim();
export const visible = (page, selector) => page.isVisible(selector);
/** Answer "Ask me first"'s question with `outcome` ("P", "N", "D", or an outcome class). */
export const answer = (page, outcome) => page.click(`#lesson-ask button[data-answer="${outcome}"]`);
/** The record's rows. */
export const rows = (page) => page.locator("#record .record-row");

/** The record as data: one { outcome, text, thrown, current, undone } per row. */
export async function record(page) {
  return page.$$eval("#record .record-row", (all) =>
    all.map((row) => ({
      outcome: row.dataset.outcome,
      // The words of the row's leaves, one space apart, as they read on the screen.
      text: [...row.querySelectorAll("span")]
        .filter((s) => s.children.length === 0)
        .map((s) => s.textContent.trim())
        .filter(Boolean)
        .join(" "),
      thrown: row.classList.contains("thrown"),
      current: row.getAttribute("aria-current") === "step",
      undone: row.classList.contains("undone"),
    })),
  );
}

/** Scroll so that the lesson bar's bottom is at the bottom of the window: the board above it. */
export const showLesson = (page) => page.evaluate(() => document.getElementById("lesson").scrollIntoView({ block: "end" }));

/** A narrow board column (tic-tac-toe, Go) is tall: a taller window shows all of its panel. */
export async function wholePanel(page) {
  await page.setViewportSize({ width: 1280, height: 1150 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Wait until the record has `n` rows. */
export const recordRows = (page, n) => page.waitForFunction((want) => document.querySelectorAll("#record .record-row").length === want, n);
