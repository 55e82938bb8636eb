// Every Why? step fits the step at hand, where a class reads it: on a laptop (1280x720), on a
// projector (1920x950, the browser's bars taken off 1080, with Projector on) and on a phone
// (390x844). On every game page of the catalogue, stepping through the explanation of the
// start position:
//   - no caption is cut: the caption box shows all of its words (scrollHeight <= clientHeight);
//   - no caption leaves an empty block under its words: the box is as tall as the step on show
//     needs, within a small margin (turns/why.js, grundy.css), not as tall as the longest step;
//   - the step buttons do not move while the steps change (each button's box stays put: they
//     sit above the caption) and share one row, inside the panel;
//   - on a phone, where the buttons show their symbols alone, Play and Next show different
//     symbols and have different accessible names;
//   - no caption says "NaN", "undefined" or "null".
// Each page's panel at its last step is screenshotted at each size:
// target/screenshots/why-fits-<page>-<size>.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForWhyStep, screenshot, GAME_PAGES } from "./harness.mjs";

const env = useBrowser({ before, after });

const SIZES = [
  { tag: "laptop", viewport: { width: 1280, height: 720 } },
  { tag: "projector", viewport: { width: 1920, height: 950 }, projector: true },
  { tag: "phone", viewport: { width: 390, height: 844 } },
];

/** The most room a caption may leave under its last line: about half a line of space. */
const MARGIN = 12;

/** What a step looks like: the caption's text, its box and its words, and the step buttons. */
const look = (page) =>
  page.evaluate(() => {
    const caption = document.getElementById("why-caption");
    const buttons = [...document.querySelectorAll("#why-body .step-controls button")].filter((b) => b.checkVisibility());
    const box = caption.getBoundingClientRect();
    const style = getComputedStyle(caption);
    const range = document.createRange();
    range.selectNodeContents(caption);
    const words = range.getBoundingClientRect();
    const inner = box.bottom - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth);
    const panel = document.getElementById("why-body").getBoundingClientRect();
    const shown = (b) => [...b.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE || n.checkVisibility()).map((n) => n.textContent);
    const named = (step) => {
      const b = document.querySelector(`#why-body [data-step="${step}"]`);
      return { symbol: shown(b).join("").trim(), name: b.getAttribute("aria-label") };
    };
    return {
      text: caption.textContent,
      scroll: caption.scrollHeight,
      client: caption.clientHeight,
      // The room under the words inside the box (none for an empty caption).
      empty: caption.textContent.trim() ? Math.round(inner - words.bottom) : 0,
      // Each button's box in the page, so that a scroll does not count as a move.
      boxes: buttons.map((b) => {
        const r = b.getBoundingClientRect();
        return [b.dataset.step, Math.round(r.left), Math.round(r.top + window.scrollY), Math.round(r.width), Math.round(r.height)].join(
          " ",
        );
      }),
      rows: new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size,
      // How far the last button reaches past the panel's inside edge (0: it fits).
      over: Math.max(0, ...buttons.map((b) => b.getBoundingClientRect().right - panel.right)),
      play: named("play"),
      forward: named("forward"),
    };
  });

for (const name of GAME_PAGES) {
  test(`${name}: every Why? caption fits its step, at three sizes, with the buttons still on one row`, async () => {
    for (const size of SIZES) {
      const page = await open(env, name, { viewport: size.viewport, projector: size.projector });
      const where = `${name} (${size.tag})`;
      await page.click("#why-toggle");
      await waitForWhyStep(page);
      let first = null;
      let steps = 0;
      for (;;) {
        const seen = await look(page);
        steps++;
        const at = `${where}, step ${steps}`;
        assert.ok(seen.scroll <= seen.client + 1, `${at}: the caption is cut (${seen.scroll} > ${seen.client}): ${seen.text}`);
        assert.ok(seen.empty <= MARGIN, `${at}: ${seen.empty}px of empty box under the caption: ${seen.text}`);
        assert.doesNotMatch(seen.text, /NaN|undefined|\bnull\b/, at);
        assert.equal(seen.rows, 1, `${at}: the step buttons take ${seen.rows} rows`);
        assert.ok(seen.over <= 1, `${at}: the step buttons reach ${seen.over}px past the panel`);
        if (size.tag === "phone") {
          assert.notEqual(seen.play.symbol, seen.forward.symbol, `${at}: Play and Next both show "${seen.play.symbol}"`);
          assert.notEqual(seen.play.name, seen.forward.name, `${at}: Play and Next have one name`);
        }
        first ??= seen.boxes;
        assert.deepEqual(seen.boxes, first, `${at}: the step buttons moved`);
        if (await page.isDisabled("#why-forward")) break;
        await page.click("#why-forward");
        await page.waitForFunction((n) => document.getElementById("why-counter").textContent.trim().startsWith(`${n} /`), steps + 1);
      }
      assert.ok(steps >= 2, `${where}: only ${steps} step`);
      await page.locator("#why-panel").scrollIntoViewIfNeeded();
      await screenshot(page, `why-fits-${name}-${size.tag}`);
      assertClean(page);
      await page.close();
    }
  });
}
