// Bad input, everywhere a student or a teacher can type: every editor of every page (the move
// box, the New game and position boxes, and each page's own: a subtraction set, a parameter of
// the game, a builder, a tree's start, a lab's numbers, a tray) and the address bar of every
// page of the catalogue. The move box and the New
// game box are found on the page (the shell draws them); a page's other boxes, and a legal
// move to make afterwards, are its own data (tests/e2e/games/<page>.mjs, badInput). For each
// bad value:
//
//   - a clear message appears next to the box (visible, in an element that is role=alert or
//     aria-live, referenced by the box's aria-describedby or inside its form, close by);
//     for the address bar, in the page's banner near the top of the page;
//   - the board keeps the last good position (and the address bar the last good hash);
//   - the page is not stuck: it is ready, and afterwards a legal move is accepted.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  assertClean,
  waitForState,
  screenshot,
  PAGES as SITE_PAGES,
  GAME_PAGES,
  DATA_MODULES,
  entryOf,
  pageData,
  keyboardPlan,
  tabToBoard,
  pressKeys,
} from "./harness.mjs";

const env = useBrowser({ before, after });

const BAD = {
  garbage: "hello!?",
  negative: "-3",
  huge: "99999999999999999999",
  "an empty part": "3,,4",
  "five thousand piles": Array(5000).fill("1").join(","),
  "a thousand piles": Array(1000).fill("2").join(","),
  unicode: "３,٤,💥",
  "5000 characters": "7".repeat(5000),
};

/** How far (CSS px, vertically) a message may sit from its box at 1280x720. */
const NEAR = 200;

/** The pages of the catalogue (the games and the labs); the lesson page's boxes are checked in lesson.test.mjs. */
const PAGES = SITE_PAGES.filter((name) => entryOf(name));

/**
 * A page's own data (badInput): `boxes`, its boxes besides the move box and the New game box,
 * each a selector or { input, setup, skip, keep } (`setup` fills the other boxes of the form
 * with good values, `skip` lists bad values that are good for this box, `keep` an answer that
 * must stay); `goodHashes`, the bad values that are good in the address; `banner`, where a bad
 * address is told (default #hash-error); `shown`, for a page without a board, the element whose
 * text stands for its position; `settled(page)`, for a page that follows its number boxes as
 * they change (no Enter), which returns once it has followed a good number typed in one (by
 * default the page is simply ready); `address`, for a page that keeps what is typed in its
 * boxes in the address (checked below); and a legal move to make afterwards: `move`, typed in
 * the move box, or `legal(page)`, which returns when the page took it. Without one, the move is
 * made with the keyboard as a11y.test.mjs makes it.
 */
const dataOf = (name) => ({ boxes: [], goodHashes: [], banner: "#hash-error", ...pageData(name).badInput });

/** Type `text` in the move box and wait until the board has moved. */
async function typeMove(page, text) {
  const before = await page.getAttribute("#board", "data-position");
  await page.fill("#move-input", text);
  await page.press("#move-input", "Enter");
  await page.waitForFunction((b) => document.getElementById("board").dataset.position !== b, before);
}

/** Make a legal move on `name`'s page, as its data says, and return when the page took it. */
async function legal(page, name) {
  const { move, legal } = dataOf(name);
  if (legal) return legal(page);
  if (move) return typeMove(page, move);
  const before = await page.getAttribute("#board", "data-position");
  await tabToBoard(page);
  await pressKeys(page, keyboardPlan(name).keys);
  await page.waitForFunction((b) => document.getElementById("board").dataset.position !== b, before);
}

/**
 * The boxes to type in on the open page: the move box and the New game form's position box
 * where the page has them, and the page's own; a box of the page's own data with the same
 * selector as a found one takes its place.
 */
async function editorsOf(page, name) {
  const own = dataOf(name).boxes.map((box) => (typeof box === "string" ? { input: box } : box));
  const found = await page.evaluate(() => {
    const newGame = [...document.querySelectorAll("#new-form input")].find(
      (box) => box.id && box.getAttribute("aria-describedby") === `new-error ${box.id}-help`,
    );
    return [document.getElementById("move-input"), newGame].filter(Boolean).map((box) => `#${box.id}`);
  });
  return [...found.filter((input) => !own.some((box) => box.input === input)).map((input) => ({ input })), ...own];
}

/** The board's position, or for a page without a board the text of what its data says shows its position. */
const shown = (page, name) =>
  page.evaluate(
    (selector) =>
      document.getElementById("board")?.dataset.position ?? (selector ? document.querySelector(selector)?.textContent : undefined),
    dataOf(name).shown,
  );

/** Every error box empties, so that the next message is seen as the page's fresh answer. */
const clearMessages = (page) =>
  page.evaluate(() => {
    for (const box of document.querySelectorAll(".error")) box.textContent = "";
  });

/** Type `value` into the box the way a person would (number boxes filter what they accept). */
async function typeInto(page, selector, value) {
  const type = await page.getAttribute(selector, "type");
  if (type === "number") {
    await page.fill(selector, "");
    await page.focus(selector);
    await page.keyboard.insertText(value);
  } else {
    await page.fill(selector, value);
  }
}

/**
 * The message for box `selector`: the first non-empty error box that the box's
 * aria-describedby names or that sits in its form. Null while there is none.
 */
function messageFor(selector) {
  const input = document.querySelector(selector);
  const described = (input.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id))
    .filter((box) => box?.classList.contains("error"));
  const inForm = input.form ? [...input.form.querySelectorAll(".error")] : [];
  const box = [...described, ...inForm].find((b) => b.textContent.trim() !== "");
  if (!box) return null;
  const a = input.getBoundingClientRect();
  const b = box.getBoundingClientRect();
  const style = getComputedStyle(box);
  return {
    id: box.id,
    text: box.textContent.trim(),
    visible: b.width > 0 && b.height > 0 && style.visibility !== "hidden" && style.display !== "none",
    announced: box.getAttribute("role") === "alert" || box.hasAttribute("aria-live"),
    linked: described.includes(box) || inForm.includes(box),
    distance: Math.max(0, b.top - a.bottom, a.top - b.bottom),
  };
}

test("every module of tests/e2e/games/ is the data of a page of the catalogue", () => {
  assert.deepEqual(
    DATA_MODULES.filter((name) => !PAGES.includes(name)),
    [],
    "a module named after no page is never read: rename it after its page",
  );
});

for (const name of PAGES) {
  test(`${name}: bad input in every box shows a message next to it and keeps the game`, async () => {
    const page = await open(env, name);
    const editors = await editorsOf(page, name);
    assert.ok(editors.length > 0, `${name}: a box to type in (the page's data names its boxes)`);
    for (const { input, setup, skip = [], keep } of editors) {
      const number = (await page.getAttribute(input, "type")) === "number";
      for (const [kind, value] of Object.entries(BAD)) {
        if (skip.includes(kind)) continue;
        await setup?.(page);
        const before = await shown(page, name);
        const kept = keep ? await page.textContent(keep) : null;
        const hash = await page.evaluate(() => location.hash);
        await clearMessages(page);
        await typeInto(page, input, value);
        if (number) {
          // A number box keeps only what looks like a number ("3,,4" becomes 34): when what
          // is left is a good number, the page rightly takes it; put the old one back.
          const {
            value: left,
            min,
            max,
          } = await page.$eval(input, (box) => ({ value: box.value, min: Number(box.min), max: Number(box.max) }));
          if (/^\d+$/.test(left) && Number(left) >= min && Number(left) <= max) {
            // A page that follows its number boxes as they change says when it has (its data,
            // `settled`); other number boxes wait for Enter, so their page is simply ready.
            const { settled } = dataOf(name);
            if (settled) await settled(page);
            else await waitForState(page, "ready");
            continue;
          }
        }
        await page.press(input, "Enter");
        const what = `${name} ${input} with ${kind}`;
        await page.waitForFunction(messageFor, input, { timeout: 5000 }).catch(() => assert.fail(`${what}: no message`));
        const message = await page.evaluate(messageFor, input);
        assert.ok(message.visible, `${what}: the message is visible`);
        assert.ok(message.announced, `${what}: the message is announced (role=alert or aria-live)`);
        assert.ok(message.text.length >= 10, `${what}: the message says something (${message.text})`);
        assert.ok(message.text.length <= 400, `${what}: the message is short enough to read (${message.text.length} characters)`);
        assert.ok(message.distance <= NEAR, `${what}: the message is next to the box (${message.distance}px away)`);
        assert.equal(await waitForState(page, "ready", "over"), "ready", `${what}: the page is ready`);
        assert.equal(await shown(page, name), before, `${what}: the board keeps the last good position`);
        assert.equal(await page.evaluate(() => location.hash), hash, `${what}: the address keeps the last good position`);
        if (keep) assert.equal(await page.textContent(keep), kept, `${what}: ${keep} keeps the last good answer`);
      }
      await page.fill(input, "");
    }
    await screenshot(page, `bad-input-${name}`);
    await legal(page, name);
    assertClean(page);
    await page.close();
  });
}

// ---------------------------------------------------------------------------------------
// The address bar

const HASHES = { ...BAD, "a broken %-escape": "%E0%A4%A", "a misère prefix and nothing": "misere:" };

for (const name of PAGES) {
  test(`${name}: a bad position typed in the address bar keeps the last good one and says why`, async () => {
    const page = await open(env, name);
    const { goodHashes, banner } = dataOf(name);
    for (const [kind, value] of Object.entries(HASHES)) {
      if (goodHashes.includes(kind)) continue;
      const before = await shown(page, name);
      const hash = await page.evaluate(() => location.hash);
      await clearMessages(page);
      await page.evaluate((text) => {
        location.hash = `#${text}`;
      }, value);
      const what = `${name} #${kind}`;
      await page
        .waitForFunction((b) => document.querySelector(b).textContent.trim() !== "", banner, { timeout: 5000 })
        .catch(() => assert.fail(`${what}: no message`));
      const box = await page.$eval(banner, (b) => {
        const r = b.getBoundingClientRect();
        return {
          text: b.textContent.trim(),
          top: r.top + scrollY,
          visible: r.width > 0 && r.height > 0,
          alert: b.getAttribute("role") === "alert",
        };
      });
      assert.ok(box.visible && box.alert, `${what}: the message is a visible alert`);
      assert.ok(box.top < 720, `${what}: the message is on the first screen (top ${box.top}px)`);
      assert.ok(box.text.length >= 10 && box.text.length <= 400, `${what}: a readable message (${box.text})`);
      await page.waitForFunction((h) => location.hash === h, hash).catch(() => assert.fail(`${what}: the address goes back to ${hash}`));
      assert.equal(await waitForState(page, "ready", "over"), "ready", `${what}: the page is ready`);
      assert.equal(await shown(page, name), before, `${what}: the board keeps the last good position`);
    }
    await legal(page, name);
    assertClean(page);
    await page.close();
  });
}

test("a bad address on first load shows the message and a good position", async () => {
  for (const name of PAGES) {
    const page = await open(env, name, { hash: encodeURIComponent("3,,4 hello"), states: ["ready"] });
    const { banner } = dataOf(name);
    assert.notEqual((await page.textContent(banner)).trim(), "", `${name}: the message`);
    assert.ok(await shown(page, name), `${name}: a position is drawn`);
    assert.notEqual(await page.evaluate(() => location.hash), "#3%2C%2C4%20hello", `${name}: the address holds the good position`);
    await legal(page, name);
    assertClean(page);
    await page.close();
  }
});

test("the home page ignores a hash it has no use for and keeps working", async () => {
  const page = await open(env, "index");
  for (const value of Object.values(HASHES)) {
    // Settled: each change has reached the page's listeners (a hash equal to the last one
    // fires no event, so there is nothing to wait for then).
    await page.evaluate(
      (text) =>
        new Promise((resolve) => {
          const before = location.hash;
          window.addEventListener("hashchange", () => requestAnimationFrame(() => resolve()), { once: true });
          location.hash = `#${text}`;
          if (location.hash === before) resolve();
        }),
      value,
    );
  }
  assert.equal(await page.evaluate(() => document.body.dataset.state), "ready");
  assert.ok((await page.locator("#game-list .card").count()) >= 5, "the game list is still there");
  // The first game's card still opens its start.
  const game = entryOf(GAME_PAGES[0]);
  await page.locator(`#game-list .card[data-game="${game.id}"] a.default-position`).click();
  await waitForState(page, "ready");
  assert.equal(await page.getAttribute("#board", "data-position"), game.defaultPosition);
  assertClean(page);
  await page.close();
});

/**
 * The pages that keep what is typed in their boxes in the address (their data, badInput.address):
 * `hash`, a shared address, and the page's own link to it; `boxes`, [box, value] as that address
 * fills them; `shows`, [selector, text] that the page shows for them; `type`, [box, value, the
 * address it makes].
 */
const ADDRESSED = PAGES.filter((name) => dataOf(name).address);

test("the pages' data names a page that keeps its boxes in the address", () => {
  assert.ok(ADDRESSED.length > 0);
});

for (const name of ADDRESSED) {
  test(`${name}: what is typed in its boxes is kept in the address, and a shared address opens on it`, async () => {
    const { address, banner } = dataOf(name);
    const page = await open(env, name, { hash: address.hash, states: ["ready"] });
    for (const [box, value] of address.boxes) assert.equal(await page.inputValue(box), value, `${box} holds the address's value`);
    for (const [selector, text] of address.shows) assert.equal(await page.textContent(selector), text, selector);
    assert.equal(await page.textContent(banner), "");
    const [box, value, hash] = address.type;
    await page.fill(box, value);
    await page.waitForFunction((h) => location.hash === h, hash);
    await page.click(`a[href="${name}.html${address.hash}"]`);
    for (const [box, value] of address.boxes) {
      await page.waitForFunction(([b, v]) => document.querySelector(b).value === v, [box, value]);
    }
    await page.waitForFunction((h) => location.hash === h, address.hash);
    assertClean(page);
    await page.close();
  });
}
