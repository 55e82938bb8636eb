// The values lab (values.html) used as a student would: a typed game's simplest form and
// outcome class, "Is G ≥ H?" with the play of G − H stepped move by move, a sum that
// simplifies, a bad expression answered next to its box (the last good game kept), and a
// typed game played against the computer.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, screenshot, GAME_PAGES, pageData, CATALOGUE } from "./harness.mjs";

const env = useBrowser({ before, after });

/** The values lab at `hash`, once its first card shows G's value. */
async function valuesLab(hash = "") {
  const page = await open(env, "values", { hash });
  await page.waitForSelector("#g-card .value");
  return page;
}

/** Type `text` as game `which` ("g" or "h") and wait until its card shows `value`. */
async function typeGame(page, which, text, value) {
  await page.fill(`#${which}-input`, text);
  await page.waitForFunction(([w, v]) => document.querySelector(`#${w}-card .value`)?.textContent === v, [which, value]);
}

/** Compare G and H; the relation the verdict shows. */
async function compare(page) {
  await page.evaluate(() => document.getElementById("compare-verdict").replaceChildren());
  await page.click("#compare-button");
  await page.waitForSelector("#compare-verdict .relation");
  return page.getAttribute("#compare-verdict .relation", "data-relation");
}

test("{1 | *} is its own simplest form, and Left wins it whoever starts", async () => {
  const page = await valuesLab();
  await typeGame(page, "g", "{1|*}", "{1 | *}");
  assert.equal(await page.getAttribute("#g-card .class-mark", "data-class"), "L");
  assert.match(await page.textContent("#g-card"), /Left wins, whoever starts/);
  assert.equal(await page.textContent("#g-card .class-chip"), "L", "the class by its letter too, not by colour alone");
  await typeGame(page, "h", "1/2 + 1/2", "1");
  assert.match(await page.textContent("#h-card"), /2 parts worth 1\/2 \+ 1\/2/);
  await screenshot(page, "values-lab");
  assertClean(page);
  await page.close();
});

test("↑ is greater than 0, * is confused with 0, and the play of G − H is stepped move by move", async () => {
  const page = await valuesLab();
  await typeGame(page, "g", "^", "↑");
  await typeGame(page, "h", "0", "0");
  assert.equal(await compare(page), ">");
  assert.match(await page.textContent("#compare-verdict"), /G is greater than H/);
  // The first play: Right moves first, and Left must win for G ≥ H.
  assert.match(await page.textContent("#compare-caption"), /Is G ≥ H\? Left must win G − H with Right moving first/);
  const captions = [await page.textContent("#compare-caption")];
  while (!(await page.isDisabled("#compare-forward"))) {
    await page.click("#compare-forward");
    captions.push(await page.textContent("#compare-caption"));
  }
  assert.ok(
    captions.some((c) => /moves in (G|−H)\. G − H is now .*, worth /.test(c)),
    `a move with the board's value after it: ${captions.join(" | ")}`,
  );
  assert.ok(
    captions.some((c) => /So yes: G ≥ H/.test(c)),
    "the first play answers yes",
  );
  assert.ok(
    captions.some((c) => /So no: G is not ≤ H/.test(c)),
    "the second play answers no",
  );

  await typeGame(page, "g", "*", "*");
  assert.equal(await compare(page), "||");
  assert.match(await page.textContent("#compare-verdict"), /confused with H/);
  assert.match(await page.textContent("#compare-verdict"), /Whoever moves first in G − H wins/);
  await screenshot(page, "values-compare");
  assertClean(page);
  await page.close();
});

test("1/2 + 1/2 adds up to 1, step by step", async () => {
  const page = await valuesLab();
  await typeGame(page, "g", "1/2", "1/2");
  await typeGame(page, "h", "1/2", "1/2");
  await page.click("#add-button");
  await page.waitForSelector("#sum-result .value");
  assert.equal(await page.textContent("#sum-result .value"), "1");
  assert.match(await page.textContent("#sum-result"), /G \+ H = 1\/2 \+ 1\/2 = 1/);
  const kinds = [];
  for (;;) {
    kinds.push(await page.getAttribute("#sum-caption", "data-kind"));
    if (await page.isDisabled("#sum-forward")) break;
    await page.click("#sum-forward");
  }
  assert.equal(kinds[0], "parts");
  assert.ok(kinds.includes("sum"), `the parts are added up: ${kinds}`);
  assertClean(page);
  await page.close();
});

/**
 * A lab panel's step at hand (#PREFIX-caption under its step buttons): whether its caption is
 * cut, the room left under its words, and where the step buttons are on the page.
 */
const panelLook = (page, prefix) =>
  page.evaluate((pre) => {
    const caption = document.getElementById(`${pre}-caption`);
    const box = caption.getBoundingClientRect();
    const style = getComputedStyle(caption);
    const range = document.createRange();
    range.selectNodeContents(caption);
    const inner = box.bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
    const buttons = [...document.querySelectorAll(`#${pre}-panel .step-controls button`)].filter((b) => b.checkVisibility());
    return {
      text: caption.textContent,
      cut: caption.scrollHeight > caption.clientHeight + 1,
      empty: Math.round(inner - range.getBoundingClientRect().bottom),
      above: buttons.every((b) => b.getBoundingClientRect().bottom <= box.top),
      boxes: buttons.map((b) => {
        const r = b.getBoundingClientRect();
        return [Math.round(r.left), Math.round(r.top + window.scrollY), Math.round(r.width)].join(" ");
      }),
    };
  }, prefix);

test("the lab's step panels fit the step at hand: buttons above the caption stay put, no caption is cut or leaves an empty block", async () => {
  const page = await valuesLab();
  await page.setViewportSize({ width: 1280, height: 720 });
  await typeGame(page, "g", "{1 | *}", "{1 | *}");
  await typeGame(page, "h", "^", "↑");
  await compare(page);
  await page.click("#add-button");
  await page.waitForSelector("#sum-result .value");
  for (const prefix of ["compare", "sum"]) {
    // Each panel starts at its first step.
    if (!(await page.isDisabled(`#${prefix}-first`))) await page.click(`#${prefix}-first`);
    const looks = [await panelLook(page, prefix)];
    while (!(await page.isDisabled(`#${prefix}-forward`))) {
      const before = looks.at(-1).text;
      await page.click(`#${prefix}-forward`);
      await page.waitForFunction(([pre, t]) => document.getElementById(`${pre}-caption`).textContent !== t, [prefix, before]);
      looks.push(await panelLook(page, prefix));
    }
    assert.ok(looks.length > 2, `${prefix}: several steps`);
    for (const [i, look] of looks.entries()) {
      assert.equal(look.cut, false, `${prefix} step ${i + 1} is cut: ${look.text}`);
      assert.ok(look.empty <= 12, `${prefix} step ${i + 1} leaves ${look.empty} px empty under “${look.text}”`);
      assert.ok(look.above, `${prefix}: the buttons are above the caption`);
      assert.deepEqual(look.boxes, looks[0].boxes, `${prefix} step ${i + 1}: the buttons did not move`);
    }
  }
  await screenshot(page, "values-steps-fit");
  assertClean(page);
  await page.close();
});

/**
 * Boards of other games typed as a game ("game(board)"), each with its value as the card shows
 * it: the game pages' own data (values).
 */
const BOARDS = GAME_PAGES.flatMap((name) => (pageData(name).values ? [{ name, ...pageData(name).values }] : []));

test("a bad expression is answered next to its box, and the last good game stays", async () => {
  assert.ok(BOARDS.length > 0, "the game pages' data gives a board to type");
  for (const { name, term, value } of BOARDS) {
    const page = await valuesLab();
    await typeGame(page, "g", value, value);
    await page.fill("#g-input", "{1 |");
    await page.waitForFunction(() => document.getElementById("g-error").textContent !== "");
    const error = await page.textContent("#g-error");
    assert.ok(error.includes(`Still using G = ${value}`), `${name}: ${error}`);
    assert.equal(await page.textContent("#g-card .value"), value);
    // Comparing still works, with the last good G: H, the board of another game worth as much.
    await typeGame(page, "h", term, value);
    assert.equal(await compare(page), "=", `${name}: G = ${value} and H = ${term}`);
    assertClean(page);
    await page.close();
  }
});

test("a typed game is played against the computer: an option clicked, the computer replies", async () => {
  const page = await valuesLab();
  await page.fill("#g-input", "{2 | 0} + 1/2");
  await page.waitForFunction(() => document.getElementById("g-error").textContent === "" && document.querySelector("#g-card .lab-parts"));
  await page.click("#play-g");
  await page.waitForFunction(() => /^L:\{2 \| 0\} \+ 1\/2$/.test(document.getElementById("board").dataset.position));
  await waitForState(page, "ready");
  assert.equal(await page.locator("#board .value-part").count(), 2);
  const before = await page.getAttribute("#board", "data-position");
  await page.locator("#board .option-button").first().click();
  await page.waitForFunction((p) => document.getElementById("board").dataset.position !== p, before);
  await waitForState(page, "ready", "over");
  assert.match(await page.textContent("#record"), /You/);
  await screenshot(page, "values-play");
  assertClean(page);
  await page.close();
});

test("on a phone the typed game's board comes right after the lab, and a comparison scrolls its answer into view", async () => {
  const page = await open(env, "values", { viewport: { width: 390, height: 844 } });
  await page.waitForSelector("#g-card .value");
  const tops = await page.evaluate(() => {
    const top = (node) => Math.round(node.getBoundingClientRect().top + scrollY);
    return {
      labEnd: Math.round(document.getElementById("lab-panel").getBoundingClientRect().bottom + scrollY),
      board: top(document.getElementById("board").closest("section")),
      compare: top(document.getElementById("compare-panel")),
      sum: top(document.getElementById("sum-panel")),
    };
  });
  const where = JSON.stringify(tops);
  assert.ok(tops.board > tops.labEnd, `the board's panel is under the lab (${where})`);
  assert.ok(tops.board < tops.compare && tops.board < tops.sum, `no panel between the lab and the board (${where})`);
  // The comparison's panel is under the board now: asking brings its answer on screen.
  await compare(page);
  const verdict = await page.locator("#compare-verdict").boundingBox();
  assert.ok(verdict.y >= 0 && verdict.y + verdict.height <= 844, `the verdict is on the screen (${JSON.stringify(verdict)})`);
  await screenshot(page, "values-phone-compare");
  assertClean(page);
  await page.close();
});

/** The partizan games' pages, from the catalogue: each shows values with Hints on. */
const PARTIZAN_PAGES = [...new Set(CATALOGUE.filter((g) => g.kind === "partizan").map((g) => g.page.replace(/\.html$/, "")))];

test("the signs of values (numbers, *, ↑, ±1, braces, sums written together) are explained one click away, on every partizan page", async () => {
  assert.ok(PARTIZAN_PAGES.length > 1);
  for (const name of PARTIZAN_PAGES) {
    const page = await open(env, name, { hints: true });
    // The lab has its explanation beside the boxes; a game's is in its values box (Hints on).
    const where = name === "values" ? "#lab-panel" : "#value-box";
    await page.waitForSelector(`${where} details.value-signs summary`);
    await page.click(`${where} details.value-signs summary`);
    const words = await page.textContent(`${where} details.value-signs`);
    for (const sign of ["*", "*2", "↑", "↓", "±1", "{", "|", "1↑"]) {
      assert.ok(words.includes(sign), `${name}: the explanation of the signs speaks of ${sign}`);
    }
    assert.equal(await page.isVisible(`${where} details.value-signs li`), true, `${name}: one click opens it`);
    assertClean(page);
    await page.close();
  }
});
