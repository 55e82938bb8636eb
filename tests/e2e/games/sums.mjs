// The sums page's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.
// Its sums are written with the kinds of component its catalogue entry names (KINDS), so that
// this page's data and tests name no other game.

import { readFileSync } from "node:fs";

/** The sums page's catalogue entry (www/games.json, written from the core's own entry). */
const ENTRY = JSON.parse(readFileSync(new URL("../../../www/games.json", import.meta.url), "utf8")).find((g) => g.page === "sums.html");

/** A sum as written, "kind(position) + ...", as its parts { kind, position }. */
const partsOf = (sum) =>
  sum.split(/\s*\+\s*/).map((part) => {
    const [, kind, position] = /^(.+)\((.*)\)$/.exec(part.trim());
    return { kind, position };
  });

/** [kind, position] pairs written as the board writes a sum: "kind(position) + ...". */
const sumOf = (...parts) => parts.map(([kind, position]) => `${kind}(${position})`).join(" + ");

/**
 * Every kind of component by the part it plays, from the catalogue's notation of a sum and its
 * example ("each written game(position): scoring:1,2,3(7) + kayles(5) + ..."): a chip on a
 * Scoring line (the kind holds its subtraction set), a Kayles row of pins, a queen, Nimble's
 * coins, a Nim heap of chips, a Chomp bar. Each with `kind`, as a sum writes it; `family`, as
 * the builder's list names it; and `example`, the example's position.
 */
const KINDS = (() => {
  const [line, row, queen, coins, heap, bar] = partsOf(ENTRY.notation.split(": ").slice(1).join(": ")).map(({ kind, position }) => ({
    kind,
    family: kind.split(":")[0],
    example: position,
  }));
  return { line, row, queen, coins, heap, bar };
})();

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
        await page.selectOption("#add-game", KINDS.line.family);
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

/** step-urls.test.mjs: positions and the Why? step to open them at (a row of 5 and a heap of 3, as the address writes them). */
export const stepUrls = [
  {
    position: sumOf([KINDS.row.kind, "5"], [KINDS.heap.kind, "3"]).replaceAll(" ", ""),
    k: 2,
  },
];

/** room.test.mjs: in projector mode, checked with its Why? panel open. */
export const room = { why: true };

/**
 * shell.test.mjs: what the page's shared parts declare (the Hints toggle, the play rule), its
 * Hints in the top half in projector mode, and a wide Why? table on a phone (at its start).
 */
export const shell = { hints: true, rule: true, projector: true, phoneWhy: "" };

/**
 * bundle.test.mjs: in the single-file bundle, from its card: the first component's chip from
 * square 7 to square 4 (its moves as a list sit in a closed "Moves as a list" disclosure), and
 * the computer's reply.
 */
export const bundle = {
  does: "a move in one component and the computer replies",
  move: async (page) => {
    await page.locator("#board details.component-list > summary").first().click();
    await page.locator('#board .move-btn[data-move="1:4"]').click();
  },
  after: (start) => start.replace("(7)", "(4)"),
};

/**
 * sums.test.mjs: the page's start (the catalogue's), every kind of component by the part it
 * plays (KINDS), and how a sum is read (partsOf) and written (sumOf).
 */
export const sums = { start: ENTRY.defaultPosition, kinds: KINDS, partsOf, sumOf };
