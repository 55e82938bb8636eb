// The screenshot set: every page of the site (harness.mjs's PAGES) at the three sizes a
// classroom sees it: a laptop at 1280x720, a projector at 1920x1080 with the Projector toggle
// on, and a phone at 390x844 (the full page, scrolled). A script to look at, not a test:
//
//   node tests/e2e/screens.mjs [outdir]
//
// writes <outdir>/<page>-1280x720.png, <page>-1920x1080-projector.png and
// <page>-390x844-full.png (outdir: target/screens/ by default). Each page is opened in a fresh
// browser context, so it shows as a new student finds it: Hints off.

import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { ROOT, PAGES, startServer, launchBrowser, openReady, waitForStill } from "./harness.mjs";

const SIZES = [
  { tag: "1280x720", viewport: { width: 1280, height: 720 } },
  { tag: "1920x1080-projector", viewport: { width: 1920, height: 1080 }, projector: true },
  { tag: "390x844-full", viewport: { width: 390, height: 844 }, fullPage: true },
];

const out = resolve(process.argv[2] ?? join(ROOT, "target", "screens"));
await mkdir(out, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const name of PAGES) {
    for (const size of SIZES) {
      const page = await openReady(browser, server.url, name, { viewport: size.viewport });
      page.setDefaultTimeout(60_000);
      if (size.projector) {
        // As a teacher switches it on: the header's toggle.
        await page.check("#projector-toggle");
        await page.waitForFunction(() => document.documentElement.classList.contains("projector"));
      }
      // Let the fonts and any entrance transition settle before the picture.
      await page.evaluate(() => document.fonts.ready);
      await waitForStill(page);
      const path = join(out, `${name}-${size.tag}.png`);
      await page.screenshot({ path, fullPage: Boolean(size.fullPage) });
      console.log(path);
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
