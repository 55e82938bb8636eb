// The Why? panel: the core's explanation of a position, stepped with the buttons and the
// arrow keys, with a caption per step and highlights in the binary table and the drawing.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForPosition, waitForWhyStep, screenshot } from "./harness.mjs";

const env = useBrowser({ before, after });

const kind = (page) => page.getAttribute("#why-caption", "data-kind");
const captionText = (page) => page.textContent("#why-caption");
const counter = async (page) => (await page.textContent("#why-counter")).trim();

/** Press the forward button until the caption shows a step of `wanted` kind. */
async function forwardTo(page, wanted) {
  for (let i = 0; i < 40; i++) {
    if ((await kind(page)) === wanted) return;
    const before = await counter(page);
    await page.click("#why-forward");
    await page.waitForFunction((b) => document.getElementById("why-counter").textContent.trim() !== b, before);
  }
  assert.fail(`no "${wanted}" step reached`);
}

/** Nim at `hash` with its Why? panel open at the first step. */
async function nimWhy(hash) {
  const page = await open(env, "nim", { hash });
  await page.click("#why-toggle");
  await waitForWhyStep(page);
  return page;
}

test("Why? for 3,4,5 walks from the binary columns to the winning move 1-2", async () => {
  const page = await nimWhy("#3,4,5");
  assert.equal(await page.getAttribute("#why-toggle", "aria-expanded"), "true");
  const total = Number((await counter(page)).split("/")[1]);
  assert.ok(total >= 8, `a full explanation, got ${total} steps`);
  assert.equal(await kind(page), "piles");
  assert.equal(await page.locator("#why-table tbody tr").count(), 3, "one row per pile");
  assert.deepEqual(await page.locator("#why-table thead th.bit").allTextContents(), ["4", "2", "1"]);
  assert.equal(await page.isDisabled("#why-back"), true);

  // Column 4 (bit 2): piles 4 and 5 have a 1 there, an even number.
  await forwardTo(page, "column");
  assert.equal(await captionText(page), "Column 4: two 1s, an even number, so the nim-sum has 0 here.");
  assert.equal(await page.locator('#why-table thead th.hl-col[data-column="2"]').count(), 1);
  assert.equal(await page.locator("#why-table tbody td.hl-bit").count(), 2);

  await forwardTo(page, "nimSum");
  assert.match(await captionText(page), /nim-sum is 2/);
  assert.equal(await page.textContent("#why-table tfoot td.dec"), "2");
  assert.equal(await page.locator("#why-table tfoot tr.hl-sum").count(), 1);

  await forwardTo(page, "leftmostOne");
  assert.match(await captionText(page), /column 2/);
  assert.equal(await page.locator('#why-table thead th.hl-col[data-column="1"]').count(), 1, "column 2 (bit 1) lit");
  assert.equal(await page.locator('#why-table tfoot td.hl-bit[data-column="1"]').count(), 1);

  // The rest by keyboard: the arrow keys step when focus is not in a text box.
  await page.locator("#why-title").click();
  const beforeKey = await counter(page);
  await page.keyboard.press("ArrowRight");
  assert.notEqual(await counter(page), beforeKey);
  await page.keyboard.press("ArrowLeft");
  assert.equal(await counter(page), beforeKey);

  for (let i = 0; i < 40 && (await kind(page)) !== "choosePile"; i++) await page.keyboard.press("ArrowRight");
  assert.equal(await captionText(page), "Take from pile 1 (3 chips).");
  assert.equal(await page.locator('#why-table tbody tr.hl-pile[data-pile="0"]').count(), 1);
  assert.equal(await page.locator('#board .pile.hl-pile[data-pile="0"]').count(), 1, "pile 1 lit in the drawing");
  await page.check("#hints");
  await page.waitForSelector("#board .mark");
  await screenshot(page, "nim-why-midway");

  for (let i = 0; i < 40 && (await kind(page)) !== "take"; i++) await page.keyboard.press("ArrowRight");
  const take = await captionText(page);
  assert.match(take, /take 2 chips from pile 1/);
  assert.match(take, /piles of 1, 4 and 5 chips/);
  assert.equal(await page.locator("#board .token.hl-take").count(), 2, "the two chips to take are marked");

  await page.click("#why-last");
  assert.equal(await kind(page), "check");
  assert.equal(await captionText(page), "New nim-sum is 0: a P-position for your opponent.");
  assert.equal(await counter(page), `${total} / ${total}`);
  assert.equal(await page.isDisabled("#why-forward"), true);
  assert.equal(await page.textContent("#why-table tfoot td.dec"), "0");

  await page.click("#why-first");
  assert.equal(await counter(page), `1 / ${total}`);
  assertClean(page);
  await page.close();
});

test("the play button steps through by itself and can be paused", async () => {
  const page = await nimWhy("#3,4,5");
  await page.click("#why-play");
  assert.equal(await page.getAttribute("#why-play", "aria-pressed"), "true");
  await page.waitForFunction(() => document.getElementById("why-counter").textContent.trim().startsWith("2 /"));
  await page.click("#why-play");
  assert.equal(await page.getAttribute("#why-play", "aria-pressed"), "false");
  assertClean(page);
  await page.close();
});

test("Why? follows the position: a P-position, a terminal one and two piles", async () => {
  const page = await nimWhy("#1,2,3");
  const steps = async () => {
    const kinds = [];
    if (!(await page.isDisabled("#why-first"))) await page.click("#why-first");
    for (;;) {
      kinds.push(await kind(page));
      if (await page.isDisabled("#why-forward")) return kinds;
      await page.click("#why-forward");
    }
  };
  const p = await steps();
  assert.ok(p.includes("zeroSum") && p.includes("anyMove") && p.includes("reply"), p.join(","));

  // Changing the hash updates the panel.
  await page.evaluate(() => {
    location.hash = "#0,0,0";
  });
  await waitForPosition(page, "0,0,0");
  await page.waitForFunction(() => document.getElementById("why-caption").dataset.kind === "terminal");
  assert.equal(await counter(page), "1 / 1");

  await page.evaluate(() => {
    location.hash = "#3,0,5";
  });
  await waitForPosition(page, "3,0,5");
  await page.waitForFunction(() => document.getElementById("why-caption").dataset.kind === "mirror");
  assert.ok((await steps()).includes("take"));
  assertClean(page);
  await page.close();
});

test("Why? in misère play explains the switch at the end", async () => {
  const page = await nimWhy("#misere:1,1,5");
  assert.equal(await kind(page), "misereSwitch");
  assert.equal(await page.locator('#board .pile.hl-pile[data-pile="2"]').count(), 1);
  assertClean(page);
  await page.close();
});

test("the nim-sum row fills one column per step, from the highest bit", async () => {
  const page = await nimWhy("#3,4,5");
  const sumBits = () => page.locator("#why-table tfoot td.bit").allTextContents();
  // Before the columns: every bit of the nim-sum is still "?", and so is its value.
  assert.deepEqual(await sumBits(), ["?", "?", "?"]);
  assert.equal(await page.textContent("#why-table tfoot td.dec"), "?");
  // 3 = 011, 4 = 100, 5 = 101: column 4 gives 0, column 2 gives 1, column 1 gives 0.
  const seen = [];
  for (let i = 0; i < 40 && seen.length < 3; i++) {
    if ((await kind(page)) === "column") seen.push((await sumBits()).join(""));
    const before = await counter(page);
    await page.click("#why-forward");
    await page.waitForFunction((b) => document.getElementById("why-counter").textContent.trim() !== b, before);
  }
  assert.deepEqual(seen, ["0??", "01?", "010"]);
  await forwardTo(page, "nimSum");
  assert.deepEqual(await sumBits(), ["0", "1", "0"]);
  assert.equal(await page.textContent("#why-table tfoot td.dec"), "2");
  assertClean(page);
  await page.close();
});
