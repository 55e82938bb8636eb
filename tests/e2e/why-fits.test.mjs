// Every Why? step is readable where a class reads it: on a laptop (1280x720), on a projector
// (1920x1080 with Projector on) and on a phone (390x844). On every game page of the catalogue,
// stepping through the explanation of the start position:
//   - no caption is cut: the caption box shows all of its words (scrollHeight <= clientHeight);
//   - the step buttons do not move while the steps change (the box keeps one height: its
//     tallest caption's, turns/why.js);
//   - on a phone the step buttons fit on one row;
//   - no caption says "NaN", "undefined" or "null".
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForWhyStep, GAME_PAGES } from "./harness.mjs";

const env = useBrowser({ before, after });

const SIZES = [
  { tag: "laptop", viewport: { width: 1280, height: 720 } },
  { tag: "projector", viewport: { width: 1920, height: 1080 }, projector: true },
  { tag: "phone", viewport: { width: 390, height: 844 } },
];

for (const name of GAME_PAGES) {
  test(`${name}: every Why? caption fits, at three sizes, with the buttons still`, async () => {
    for (const size of SIZES) {
      const page = await open(env, name, { viewport: size.viewport, projector: size.projector });
      const where = `${name} (${size.tag})`;
      await page.click("#why-toggle");
      await waitForWhyStep(page);
      const tops = new Set();
      let steps = 0;
      for (;;) {
        const seen = await page.evaluate(() => {
          const caption = document.getElementById("why-caption");
          const buttons = [...document.querySelectorAll("#why-body .step-controls button:not([hidden])")];
          return {
            text: caption.textContent,
            scroll: caption.scrollHeight,
            client: caption.clientHeight,
            top: Math.round(document.getElementById("why-forward").getBoundingClientRect().top + window.scrollY),
            rows: new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size,
            // How far the last button reaches past the panel's inside edge (0: it fits).
            over: Math.max(
              0,
              ...buttons.map((b) => b.getBoundingClientRect().right - document.getElementById("why-body").getBoundingClientRect().right),
            ),
          };
        });
        steps++;
        assert.ok(
          seen.scroll <= seen.client + 1,
          `${where}, step ${steps}: the caption is cut (${seen.scroll} > ${seen.client}): ${seen.text}`,
        );
        assert.doesNotMatch(seen.text, /NaN|undefined|\bnull\b/, `${where}, step ${steps}`);
        if (size.tag === "phone") assert.equal(seen.rows, 1, `${where}: the step buttons take ${seen.rows} rows`);
        assert.ok(seen.over <= 1, `${where}: the step buttons reach ${seen.over}px past the panel`);
        tops.add(seen.top);
        if (await page.isDisabled("#why-forward")) break;
        await page.click("#why-forward");
        await page.waitForFunction((n) => document.getElementById("why-counter").textContent.trim().startsWith(`${n} /`), steps + 1);
      }
      assert.ok(steps >= 2, `${where}: only ${steps} step`);
      assert.equal(tops.size, 1, `${where}: the buttons moved while the steps changed (${[...tops]})`);
      assertClean(page);
      await page.close();
    }
  });
}
