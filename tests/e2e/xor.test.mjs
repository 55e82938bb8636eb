// The xor corner: binary columns of a, b and a xor b, the laws of xor, and the xor swap
// stepped line by line.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, screenshot } from "./harness.mjs";

const env = useBrowser({ before, after });

const row = (page, name) => page.locator(`#xor-table tr[data-row="${name}"]`);
const bits = async (page, name) => (await row(page, name).locator("td.bit").allTextContents()).join("");

test("the xor corner shows a, b and their xor in binary and the laws with those numbers", async () => {
  const page = await open(env, "xor");
  assert.equal(await row(page, "a ⊕ b").locator("td.dec").textContent(), "6", "5 xor 3");

  // The example from the course notes: 110010 xor 100101 = 010111.
  await page.fill("#xor-a", "50");
  await page.fill("#xor-b", "37");
  await page.waitForFunction(() => document.querySelector('#xor-table tr[data-row="a ⊕ b"] td.dec')?.textContent === "23");
  assert.equal(await bits(page, "a"), "110010");
  assert.equal(await bits(page, "b"), "100101");
  assert.equal(await bits(page, "a ⊕ b"), "010111");

  const laws = await page.locator("#xor-laws tbody tr").evaluateAll((rows) => rows.map((r) => r.dataset.law));
  assert.deepEqual(laws, ["identity", "selfInverse", "commutative", "associative"]);
  assert.match(await page.textContent('#xor-laws tr[data-law="identity"] .example'), /^50 ⊕ 0 = 50$/);
  assert.match(await page.textContent('#xor-laws tr[data-law="selfInverse"] .example'), /^50 ⊕ 50 = 0$/);
  assert.match(await page.textContent('#xor-laws tr[data-law="commutative"] .example'), /50 ⊕ 37 = 23.*37 ⊕ 50 = 23/);
  assertClean(page);
  await page.close();
});

test("the swap trick steps line by line and ends with a and b swapped", async () => {
  const page = await open(env, "xor");
  await page.fill("#xor-a", "12");
  await page.fill("#xor-b", "9");
  await page.waitForFunction(() => document.querySelector('#xor-table tr[data-row="a ⊕ b"] td.dec')?.textContent === "5");

  const value = (name) => page.textContent(`#swap-values tr[data-var="${name}"] td.dec`);
  const currentLine = () => page.getAttribute("#swap-code li.current", "data-line");
  assert.equal(await page.textContent("#swap-counter"), "1 / 4");
  assert.equal(await currentLine(), "0");
  assert.deepEqual([await value("a"), await value("b")], ["12", "9"]);

  await page.click("#swap-forward");
  assert.equal(await currentLine(), "1");
  assert.deepEqual([await value("a"), await value("b")], ["5", "9"]);
  assert.equal((await page.locator('#swap-values tr[data-var="a"] td.bit').allTextContents()).join(""), "0101", "a in binary after line 1");
  await screenshot(page, "xor-corner", { fullPage: true });

  // Arrow keys step too (focus outside the number boxes).
  await page.locator("#swap-title").click();
  await page.keyboard.press("ArrowRight");
  assert.equal(await currentLine(), "2");
  assert.deepEqual([await value("a"), await value("b")], ["5", "12"]);
  await page.keyboard.press("ArrowRight");
  assert.equal(await currentLine(), "3");
  assert.deepEqual([await value("a"), await value("b")], ["9", "12"]);
  assert.match(await page.textContent("#swap-caption"), /swapped/);
  assert.equal(await page.isDisabled("#swap-forward"), true);
  await page.keyboard.press("ArrowLeft");
  assert.equal(await currentLine(), "2");
  assertClean(page);
  await page.close();
});

test("a number out of range shows the core's message", async () => {
  const page = await open(env, "xor");
  await page.fill("#xor-a", "4294967296");
  await page.waitForFunction(() => document.getElementById("xor-error").textContent.trim() !== "");
  assert.equal(await page.getAttribute("#xor-error", "role"), "alert");
  await page.fill("#xor-a", "7");
  await page.waitForFunction(() => document.getElementById("xor-error").textContent.trim() === "");
  assert.equal(await row(page, "a").locator("td.dec").textContent(), "7");
  assertClean(page);
  await page.close();
});

test("on a phone the laws of xor fit their panel: no law or example is cut at the right", async () => {
  const page = await open(env, "xor", { viewport: { width: 390, height: 844 } });
  await page.waitForSelector('#xor-laws tr[data-law="associative"]');
  const fit = await page.evaluate(() => {
    const wrap = document.getElementById("xor-laws").parentElement;
    const box = wrap.getBoundingClientRect();
    const cut = [...document.querySelectorAll("#xor-laws th, #xor-laws td, #xor-laws span")]
      .filter((node) => node.getBoundingClientRect().right > box.right + 0.5)
      .map((node) => node.textContent);
    return { cut, scroll: wrap.scrollWidth, width: wrap.clientWidth };
  });
  assert.deepEqual(fit.cut, [], "these run past the laws' box");
  assert.ok(fit.scroll <= fit.width, `the laws' box does not scroll sideways (${fit.scroll} > ${fit.width})`);
  await screenshot(page, "xor-phone-laws", { fullPage: true });
  assertClean(page);
  await page.close();
});
