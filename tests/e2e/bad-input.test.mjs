// Bad input, everywhere a student or a teacher can type: every editor of every page (the move
// box, the New game and position boxes, the subtraction set, Moore's k, Northcott's W, the
// sums builder and the equivalence test, the tree's start, the xor corner's numbers, the
// puzzle's tray) and the address bar of every page of the catalogue. The move box and the New
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
 * address is told (default #hash-error); and a legal move to make afterwards: `move`, typed in
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

/** The board's position, or for the xor corner (no board) the numbers its table shows. */
const shown = (page) =>
  page.evaluate(() => document.getElementById("board")?.dataset.position ?? document.getElementById("xor-table")?.textContent);

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
        const before = await shown(page);
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
            // The xor corner follows its boxes as they change: settled once the address holds
            // both numbers, or, with the other box empty, once it asks for both (other number
            // boxes wait for Enter, so their page is simply ready).
            await page.waitForFunction(() => {
              const [a, b] = ["xor-a", "xor-b"].map((id) => document.getElementById(id)?.value.trim());
              const follows =
                a === undefined ||
                (a === "" || b === ""
                  ? document.getElementById("xor-error").textContent.trim() !== ""
                  : location.hash.split("@")[0] === `#${Number(a)},${Number(b)}`);
              return follows && document.body.dataset.state === "ready";
            });
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
        assert.equal(await shown(page), before, `${what}: the board keeps the last good position`);
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
      const before = await shown(page);
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
      assert.equal(await shown(page), before, `${what}: the board keeps the last good position`);
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
    assert.ok(await shown(page), `${name}: a position is drawn`);
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
  await page.locator('#game-list .card[data-game="nim"] a.default-position').click();
  await waitForState(page, "ready");
  assert.equal(await page.getAttribute("#board", "data-position"), "3,4,5");
  assertClean(page);
  await page.close();
});

test("the xor corner keeps its numbers in the address and opens on shared ones", async () => {
  const page = await open(env, "xor", { hash: "#12,10", states: ["ready"] });
  assert.equal(await page.inputValue("#xor-a"), "12");
  assert.equal(await page.inputValue("#xor-b"), "10");
  assert.equal(await page.textContent('#xor-table tr[data-row="a ⊕ b"] .dec'), "6");
  assert.equal(await page.textContent("#xor-error"), "");
  await page.fill("#xor-a", "7");
  await page.waitForFunction(() => location.hash === "#7,10");
  await page.click('a[href="xor.html#12,10"]');
  await page.waitForFunction(() => document.getElementById("xor-a").value === "12");
  await page.waitForFunction(() => location.hash === "#12,10");
  assertClean(page);
  await page.close();
});
