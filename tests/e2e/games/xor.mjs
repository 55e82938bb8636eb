// The xor corner's own data for the page tables (harness.mjs pageData): what the catalogue cannot say.

/** a11y.test.mjs: no board to move on (its two number boxes are its controls). */
export const a11y = { keys: null };

/**
 * bad-input.test.mjs: its two number boxes (the table keeps the last good answer), the banner
 * for a bad address, the table standing for its position (it has no board), when it has
 * followed a good number typed in a box, its numbers kept in the address, and a good pair of
 * numbers typed in.
 */
export const badInput = {
  boxes: [
    { input: "#xor-a", keep: "#xor-table" },
    { input: "#xor-b", keep: "#xor-table" },
  ],
  banner: "#xor-error",
  shown: "#xor-table",
  // It follows its boxes as they change: settled once the address holds both numbers, or, with
  // the other box empty, once it asks for both.
  settled: (page) =>
    page.waitForFunction(() => {
      const [a, b] = ["xor-a", "xor-b"].map((id) => document.getElementById(id).value.trim());
      const follows =
        a === "" || b === ""
          ? document.getElementById("xor-error").textContent.trim() !== ""
          : location.hash.split("@")[0] === `#${Number(a)},${Number(b)}`;
      return follows && document.body.dataset.state === "ready";
    }),
  // Opened on shared numbers, the boxes hold them and the table their xor; a number typed goes
  // into the address; the page's own link to the shared numbers brings them back.
  address: {
    hash: "#12,10",
    boxes: [
      ["#xor-a", "12"],
      ["#xor-b", "10"],
    ],
    shows: [['#xor-table tr[data-row="a ⊕ b"] .dec', "6"]],
    type: ["#xor-a", "7", "#7,10"],
  },
  legal: async (page) => {
    await page.fill("#xor-a", "12");
    await page.fill("#xor-b", "10");
    await page.waitForFunction(() => document.querySelector('#xor-table tr[data-row="a ⊕ b"] .dec')?.textContent === "6");
  },
};

/** step-urls.test.mjs: the swap's steps, on show from the start, of numbers shared in the address; its banner. */
export const stepUrls = [
  { position: "12,10", k: 2, counter: "#swap-counter", forward: "#swap-forward", shown: null, banner: "#xor-error" },
];

/** classroom.test.mjs: the xor swap's step panel, on show from the start. */
export const classroom = { stepPanels: [{ prefix: "swap", open: async () => {} }] };

/** bundle.test.mjs: in the single-file bundle, from its card: no board; two numbers typed and xored. */
export const bundle = {
  does: "the home page's link opens it and it xors two numbers",
  title: "Xor corner · Grundy",
  board: false,
  reply: false,
  move: async (page) => {
    await page.fill("#xor-a", "50");
    await page.fill("#xor-b", "37");
    await page.waitForFunction(() => document.querySelector('#xor-table tr[data-row="a ⊕ b"] td.dec')?.textContent === "23");
  },
};
