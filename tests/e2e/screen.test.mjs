// Every page as a classroom sees it, at the three sizes: a laptop at 1280x720, a projector at
// 1920x1080 less the browser's 130 px (1920x950) with Projector on, and a 390x844 phone.
//
// - The board is on the first screen (every game page from the catalogue, at the two big
//   sizes): its box lies inside the window without scrolling. The board and the Why? panel
//   are what the room looks at; rules and help sit under the board.
// - On the phone no square, piece, edge or cut a student taps is smaller than 32 px: a piece's
//   tap area is its shapes' box, strokes included (an edge is a wide transparent stroke). A
//   board wider than the phone (its page's data says so, tests/e2e/games/<page>.mjs, screen)
//   scrolls sideways in its frame, opened with its focused piece in view.
// - On the phone no page's title breaks inside a word ("Hackenbus / h"): a title too long for
//   its line beside the Hints toggle wraps between words, or the toggle goes under it.
// - Screenshots of every page at the three sizes: target/screenshots/<page>-1280x720.png,
//   <page>-1920x950-projector.png and <page>-390x844.png, as a new student finds the page.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, screenshot, waitForStill, PAGES, GAME_PAGES, pageData } from "./harness.mjs";

const env = useBrowser({ before, after });

const SIZES = [
  { tag: "1280x720", viewport: { width: 1280, height: 720 } },
  { tag: "1920x950-projector", viewport: { width: 1920, height: 950 }, projector: true },
  { tag: "390x844", viewport: { width: 390, height: 844 } },
];
const PHONE = SIZES[2];

/** The board's box against the window: { top, bottom, height, window }. */
const boardBox = (page) =>
  page.evaluate(() => {
    const box = document.getElementById("board").getBoundingClientRect();
    return { top: Math.round(box.top), bottom: Math.round(box.bottom), height: Math.round(box.height), window: innerHeight };
  });

for (const size of SIZES.slice(0, 2)) {
  test(`the board is on the first screen of every game page at ${size.tag}`, async () => {
    for (const name of GAME_PAGES) {
      const page = await open(env, name, size);
      // shell.js sizes the board to the room under its top once the page has laid out: wait on that.
      const fits = await page
        .waitForFunction(
          () => {
            const box = document.getElementById("board").getBoundingClientRect();
            return box.height > 0 && box.top >= 0 && box.bottom <= innerHeight;
          },
          null,
          { timeout: 5000 },
        )
        .then(() => true)
        .catch(() => false);
      const box = await boardBox(page);
      assert.ok(fits, `${name} at ${size.tag}: the board runs from ${box.top} to ${box.bottom} px in a window ${box.window} px high`);
      assert.ok(box.height >= 100, `${name} at ${size.tag}: the board is ${box.height} px high, too small to play on`);
      assert.equal(await page.evaluate(() => scrollY), 0, `${name}: the page opens at its top`);
      assertClean(page);
      await page.close();
    }
  });
}

test("on a phone every square, piece, edge and cut of every game's board is a tap of at least 32 px", async () => {
  for (const name of GAME_PAGES) {
    const page = await open(env, name, PHONE);
    const targets = await page.evaluate(() => {
      const SHAPES = "rect, circle, ellipse, line, path, polygon, polyline";
      return [...document.querySelectorAll("#board [role=button], #board button")].flatMap((target) => {
        // An SVG piece: the union of its shapes that take a tap, each with half its stroke.
        const shapes = target instanceof SVGElement ? [...target.querySelectorAll(SHAPES)] : [target];
        let box = null;
        for (const shape of shapes) {
          const style = getComputedStyle(shape);
          if (style.pointerEvents === "none" || style.display === "none" || style.visibility === "hidden") continue;
          const r = shape.getBoundingClientRect();
          const scale = shape instanceof SVGGraphicsElement ? (shape.getScreenCTM()?.a ?? 1) : 1;
          const half = shape instanceof SVGGeometryElement && style.stroke !== "none" ? (parseFloat(style.strokeWidth) * scale) / 2 : 0;
          const [left, top, right, bottom] = [r.left - half, r.top - half, r.right + half, r.bottom + half];
          box = box
            ? [Math.min(box[0], left), Math.min(box[1], top), Math.max(box[2], right), Math.max(box[3], bottom)]
            : [left, top, right, bottom];
        }
        if (!box) return [];
        return [{ label: target.getAttribute("aria-label") ?? target.textContent, size: Math.min(box[2] - box[0], box[3] - box[1]) }];
      });
    });
    assert.ok(targets.length > 0, `${name}: the board has something to tap`);
    const smallest = targets.reduce((a, b) => (b.size < a.size ? b : a));
    assert.ok(smallest.size >= 32, `${name}: "${smallest.label}" is a tap of ${smallest.size.toFixed(1)} px on a phone`);
    assertClean(page);
    await page.close();
  }
});

test("on a phone no page's title breaks inside a word", async () => {
  const cut = [];
  for (const name of PAGES) {
    for (const projector of [false, true]) {
      const page = await open(env, name, { ...PHONE, projector });
      await page.evaluate(() => document.fonts.ready);
      // Each run of letters of the h1 (a break after a hyphen is a break between words) lies on one line.
      const broken = await page.evaluate(() => {
        const h1 = document.querySelector("h1");
        const cut = [];
        const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of node.data.matchAll(/[^\s-]+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (tops.size > 1) cut.push(word[0]);
          }
        }
        return cut;
      });
      if (broken.length > 0) cut.push(`${name}${projector ? " (projector)" : ""}: ${broken.join(", ")}`);
      assertClean(page);
      await page.close();
    }
  }
  assert.deepEqual(cut, [], "at 390px these titles break inside a word");
});

/** The game pages whose board is wider than a phone at a fingertip a square (their data, screen.wide). */
const WIDE = GAME_PAGES.filter((name) => pageData(name).screen?.wide);

test("the pages' data names a board wider than a phone", () => {
  assert.ok(WIDE.length > 0);
});

for (const name of WIDE) {
  test(`${name}: a long board on a phone scrolls sideways with its focused piece in view`, async () => {
    const page = await open(env, name, PHONE);
    const view = await page.evaluate(() => {
      const board = document.getElementById("board");
      const frame = board.parentElement;
      const piece = board.querySelector('[tabindex="0"]').getBoundingClientRect();
      const box = frame.getBoundingClientRect();
      return {
        wider: frame.scrollWidth > frame.clientWidth,
        scrolled: frame.scrollLeft,
        inside: piece.left >= box.left && piece.right <= box.right,
      };
    });
    assert.ok(view.wider, `${name}: the board is wider than its frame`);
    assert.ok(view.scrolled > 0, `${name}: the frame opened scrolled towards the focused piece (the board's tab stop)`);
    assert.ok(view.inside, `${name}: the focused piece is in view`);
    assertClean(page);
    await page.close();
  });
}

test("screenshots of every page at the three sizes", async () => {
  for (const name of PAGES) {
    for (const size of SIZES) {
      const page = await open(env, name, size);
      await page.evaluate(() => document.fonts.ready);
      await waitForStill(page);
      await screenshot(page, `${name}-${size.tag}`);
      assertClean(page);
      await page.close();
    }
  }
});
