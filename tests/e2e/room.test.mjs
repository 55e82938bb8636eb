// The room's settings (www/js/settings.js): projector mode and the words for P and N, two
// toggles in every page's header. They are worked from the keyboard, remembered across
// reloads and pages, and projector mode enlarges the type and keeps the system's light or
// dark theme and reduced motion. In projector mode every page fits a 1280x720 and a
// 1920x1080 projector with nothing sticking out of its panel (screenshots in
// target/screenshots/room-*.png). The pages checked in the dark theme and with their Why?
// panels open are the ones whose data (tests/e2e/games/<page>.mjs) has a room export saying so;
// where a test needs a game page or two as examples, it takes the first of those pages.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForWhyStep, screenshot, PAGES, openPage, pageData } from "./harness.mjs";

const env = useBrowser({ before, after });

/** The pages whose data has a room export, in the catalogue's order; the first two are the examples. */
const ROOM = PAGES.filter((name) => pageData(name).room);
const [FIRST, SECOND] = ROOM;

/** Press Tab until `selector` has the focus; returns how many presses it took. */
async function tabTo(page, selector, limit = 40) {
  for (let n = 1; n <= limit; n++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return n;
  }
  throw new Error(`${selector} never got the focus in ${limit} Tab presses`);
}

const rootFontSize = (page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
const fontSizeOf = (page, selector) => page.evaluate((s) => parseFloat(getComputedStyle(document.querySelector(s)).fontSize), selector);
const isProjector = (page) => page.evaluate(() => document.documentElement.classList.contains("projector"));

test("every page loads settings.js and shows both toggles in its header", async () => {
  for (const name of PAGES) {
    const page = await open(env, name);
    assert.equal(await page.locator('head script[type="module"][src="js/settings.js"]').count(), 1, `${name} loads settings.js`);
    const bar = page.locator(".site-header .room-settings");
    assert.equal(await bar.count(), 1, `${name} has the settings in its header`);
    assert.equal(await bar.getAttribute("role"), "group");
    assert.equal(await bar.getAttribute("aria-label"), "Classroom settings");
    assert.equal(await page.getByRole("checkbox", { name: "Projector" }).count(), 1, `${name}: the projector toggle has its name`);
    assert.equal(await page.getByRole("checkbox", { name: "Words for P/N" }).count(), 1, `${name}: the terms toggle has its name`);
    // The announcer's class is defined on every page, not only where impartial.css is loaded.
    const hidden = await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.className = "visually-hidden";
      probe.textContent = "probe";
      document.body.append(probe);
      const box = probe.getBoundingClientRect();
      probe.remove();
      return box.width <= 1 && box.height <= 1;
    });
    assert.ok(hidden, `${name}: .visually-hidden hides its text from the screen`);
    assertClean(page);
    await page.close();
  }
});

test("projector mode is switched from the header with the keyboard, enlarges the type and survives a reload", async () => {
  const page = await open(env, FIRST);
  assert.equal(await isProjector(page), false, "off by default");
  const before = { root: await rootFontSize(page), h1: await fontSizeOf(page, "h1"), status: await fontSizeOf(page, "#status") };

  const presses = await tabTo(page, "#projector-toggle");
  assert.ok(presses <= 10, `the toggle is near the top of the Tab order (${presses} presses)`);
  await page.keyboard.press("Space");
  assert.equal(await isProjector(page), true, "Space switched projector mode on");
  assert.equal(await page.isChecked("#projector-toggle"), true);
  const after = { root: await rootFontSize(page), h1: await fontSizeOf(page, "h1"), status: await fontSizeOf(page, "#status") };
  const ratio = after.root / before.root;
  assert.ok(ratio >= 1.3 && ratio <= 1.5, `the type grows 1.3 to 1.5 times (${before.root}px -> ${after.root}px)`);
  assert.ok(after.h1 > before.h1 * 1.25, `the heading grows (${before.h1}px -> ${after.h1}px)`);
  assert.ok(after.status > before.status * 1.25, `the status line grows (${before.status}px -> ${after.status}px)`);
  // The larger type takes more of the window: the board gives way to stay on the first screen
  // (screen.test.mjs checks every page).
  await page.waitForFunction(() => document.getElementById("board").getBoundingClientRect().bottom <= innerHeight);
  const ring = await page.evaluate(() => parseFloat(getComputedStyle(document.activeElement).outlineWidth));
  assert.ok(ring >= 5, `the focus ring is thicker (${ring}px)`);
  await screenshot(page, `room-${FIRST}-projector-toggled`);

  await page.reload();
  await waitForState(page, "ready");
  assert.equal(await isProjector(page), true, "remembered after a reload");
  assert.equal(await page.isChecked("#projector-toggle"), true, "the toggle shows it");
  assert.equal(await rootFontSize(page), after.root);

  // Another page of the site follows the same setting.
  await page.goto(`${env.base}${SECOND}.html`);
  await waitForState(page, "ready");
  assert.equal(await isProjector(page), true, "the setting is the room's, not the page's");

  // And the keyboard switches it off again.
  await tabTo(page, "#projector-toggle");
  await page.keyboard.press("Space");
  assert.equal(await isProjector(page), false);
  assert.equal(await rootFontSize(page), before.root);
  await page.reload();
  await waitForState(page, "ready");
  assert.equal(await isProjector(page), false, "off is remembered too");
  assertClean(page);
  await page.close();
});

test("the words for P and N are switched from the header with the keyboard and remembered", async () => {
  const page = await open(env, SECOND);
  const terms = () => page.evaluate(() => document.documentElement.dataset.terms);
  const name = (outcome) => page.evaluate(async (o) => (await import("./js/settings.js")).outcomeName(o), outcome);
  assert.equal(await terms(), "letters");
  assert.equal(await name("P"), "P-position");
  await tabTo(page, "#terms-toggle");
  await page.keyboard.press("Space");
  assert.equal(await terms(), "words");
  assert.equal(await page.isChecked("#terms-toggle"), true);
  assert.equal(await name("P"), "previous player wins");
  assert.equal(await name("N"), "next player wins");

  await page.reload();
  await waitForState(page, "ready");
  assert.equal(await terms(), "words", "remembered after a reload");
  assert.equal(await page.isChecked("#terms-toggle"), true);
  assert.equal(await page.isChecked("#projector-toggle"), false, "the other setting is untouched");
  await page.goto(`${env.base}index.html`);
  await waitForState(page, "ready");
  assert.equal(await terms(), "words", "and on the other pages");

  await tabTo(page, "#terms-toggle");
  await page.keyboard.press("Space");
  assert.equal(await terms(), "letters");
  await page.reload();
  await waitForState(page, "ready");
  assert.equal(await terms(), "letters");
  assertClean(page);
  await page.close();
});

test("projector mode keeps the system's light or dark theme, with full contrast, and reduced motion", async () => {
  const colours = async (page) =>
    page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const root = getComputedStyle(document.documentElement);
      return {
        bg: body.backgroundColor,
        text: body.color,
        p: root.getPropertyValue("--p-colour").trim(),
        n: root.getPropertyValue("--n-colour").trim(),
      };
    });
  const light = await open(env, SECOND, { projector: true });
  const lightNormal = await open(env, SECOND);
  const dark = await open(env, SECOND, { projector: true, colorScheme: "dark" });
  const darkNormal = await open(env, SECOND, { colorScheme: "dark" });
  const [l, ln, d, dn] = await Promise.all([light, lightNormal, dark, darkNormal].map(colours));
  assert.deepEqual([l.bg, l.text], ["rgb(255, 255, 255)", "rgb(0, 0, 0)"], "black on white in the light theme");
  assert.deepEqual([d.bg, d.text], ["rgb(0, 0, 0)", "rgb(255, 255, 255)"], "white on black in the dark theme");
  assert.notEqual(l.p, ln.p, "a stronger P colour (light)");
  assert.notEqual(l.n, ln.n, "a stronger N colour (light)");
  assert.notEqual(d.p, dn.p, "a stronger P colour (dark)");
  assert.notEqual(l.p, d.p, "the P colour still follows the theme");
  await screenshot(dark, `room-${SECOND}-projector-dark`);
  for (const page of [light, lightNormal, dark, darkNormal]) {
    assertClean(page);
    await page.close();
  }

  // Reduced motion: no transitions or animations, in projector mode as well.
  // A page with a move box, whose button has a transition.
  const still = await open(env, FIRST, { projector: true, reducedMotion: "reduce" });
  const moving = await open(env, FIRST, { projector: true });
  const motion = (page) =>
    page.evaluate(() => ({
      variable: getComputedStyle(document.documentElement).getPropertyValue("--motion").trim(),
      button: getComputedStyle(document.querySelector("#move-submit")).transitionDuration,
    }));
  const [s, m] = [await motion(still), await motion(moving)];
  assert.equal(s.variable, "0ms");
  assert.ok(
    s.button.split(",").every((t) => parseFloat(t) === 0),
    `no transition with reduced motion (${s.button})`,
  );
  assert.ok(
    m.button.split(",").some((t) => parseFloat(t) > 0),
    "transitions otherwise",
  );
  assert.equal(await isProjector(still), true);
  for (const page of [still, moving]) {
    assertClean(page);
    await page.close();
  }
});

/**
 * What sticks out: the page wider than the screen, anything drawn past the edge of its panel
 * (outside a scrolling box, which is allowed to scroll), header items on top of each other.
 */
function layoutProblems() {
  const problems = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page is ${root.scrollWidth}px wide on a ${root.clientWidth}px screen`);
  const clips = (node) => getComputedStyle(node).overflowX !== "visible";
  for (const node of document.querySelectorAll("main *, .site-header *")) {
    const box = node.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || node.closest(".visually-hidden")) continue;
    let holder = node.parentElement;
    while (holder && !holder.classList.contains("panel") && !holder.classList.contains("site-header") && !clips(holder))
      holder = holder.parentElement;
    if (!holder || clips(holder)) continue;
    const outer = holder.getBoundingClientRect();
    if (box.right > outer.right + 1 || box.left < outer.left - 1) {
      const what = `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}.${String(node.getAttribute("class") ?? "").split(" ")[0]}`;
      problems.push(
        `${what} [${Math.round(box.left)}, ${Math.round(box.right)}] sticks out of its ${holder.className.split(" ")[0]} [${Math.round(outer.left)}, ${Math.round(outer.right)}]`,
      );
    }
  }
  const parts = [".brand", ".site-header .menu-button", ".room-settings"].map((s) => document.querySelector(s)?.getBoundingClientRect());
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length; j++) {
      const [a, b] = [parts[i], parts[j]];
      if (a && b && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) {
        problems.push(`header items ${i} and ${j} overlap`);
      }
    }
  }
  return problems.slice(0, 12);
}

test("in projector mode every page fits 1280x720 and 1920x1080, light and dark, with nothing sticking out", async () => {
  const sizes = [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ];
  for (const viewport of sizes) {
    for (const name of PAGES) {
      const page = await open(env, name, { projector: true, viewport });
      assert.equal(await isProjector(page), true);
      assert.deepEqual(await page.evaluate(layoutProblems), [], `${name} at ${viewport.width}x${viewport.height}`);
      await screenshot(page, `room-${name}-${viewport.width}x${viewport.height}`);
      assertClean(page);
      await page.close();
    }
  }
  const dark = ROOM.filter((name) => pageData(name).room.dark);
  assert.ok(dark.length > 0, "the pages' data has pages to check in the dark theme");
  for (const name of dark) {
    const page = await open(env, name, { projector: true, colorScheme: "dark" });
    assert.deepEqual(await page.evaluate(layoutProblems), [], `${name} dark`);
    await screenshot(page, `room-${name}-1280x720-dark`);
    assertClean(page);
    await page.close();
  }
});

test("the Why? panels open in projector mode without sticking out", async () => {
  const why = ROOM.filter((name) => pageData(name).room.why);
  assert.ok(why.length > 0, "the pages' data has Why? panels to open");
  for (const name of why) {
    const page = await open(env, name, { projector: true });
    await page.click("#why-toggle");
    await page.waitForFunction(() => !document.getElementById("why-body")?.hidden);
    await waitForWhyStep(page); // the first step draws after the core's answer
    assert.deepEqual(await page.evaluate(layoutProblems), [], `${name} with Why? open`);
    assertClean(page);
    await page.close();
  }
});

test("on a phone the header keeps the brand, the menu and both toggles on screen", async () => {
  for (const name of PAGES) {
    for (const projector of [false, true]) {
      const page = await open(env, name, { viewport: { width: 375, height: 740 }, projector });
      const boxes = await page.evaluate(() =>
        [...document.querySelectorAll(".brand, .site-header .menu-button, .room-settings .toggle")]
          .map((n) => n.getBoundingClientRect())
          .map((b) => ({ left: b.left, right: b.right, width: b.width })),
      );
      for (const box of boxes) {
        assert.ok(box.width > 0 && box.left >= 0 && box.right <= 375, `${name}: a header item is on screen (${JSON.stringify(box)})`);
      }
      const overlap = (await page.evaluate(layoutProblems)).filter((p) => p.startsWith("header"));
      assert.deepEqual(overlap, [], name);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `${name}${projector ? " (projector)" : ""}: the page does not scroll sideways (${width}px)`);
      if (!projector) await screenshot(page, `room-${name}-phone`);
      assertClean(page);
      await page.close();
    }
  }
});

test("a second tab of the site follows a setting changed in the first", async () => {
  const first = await open(env, FIRST);
  const second = await first.context().newPage();
  await second.goto(`${env.base}${SECOND}.html`);
  await waitForState(second, "ready");
  assert.equal(await isProjector(second), false);
  await first.check("#projector-toggle");
  await second.waitForFunction(() => document.documentElement.classList.contains("projector"));
  assert.equal(await second.isChecked("#projector-toggle"), true, "its toggle shows it");
  await first.check("#terms-toggle");
  await second.waitForFunction(() => document.documentElement.dataset.terms === "words");
  assertClean(first);
  await second.close();
  await first.close();
});

test("the announcer is on every page from the start and says sentences that come together", async () => {
  for (const name of PAGES) {
    const page = await open(env, name);
    const region = await page.$eval("#announcer", (r) => ({
      live: r.getAttribute("aria-live"),
      atomic: r.getAttribute("aria-atomic"),
      hidden: r.classList.contains("visually-hidden"),
    }));
    assert.deepEqual(region, { live: "polite", atomic: "true", hidden: true }, name);
    assert.equal(await page.locator("#announcer").count(), 1, `${name}: one announcer`);
    if (name === FIRST) {
      await page.evaluate(async () => {
        const { announce } = await import("./js/settings.js");
        announce("Computer plays 1-2.");
        announce("You are winning.");
      });
      await page.waitForFunction(() => document.getElementById("announcer").textContent === "Computer plays 1-2. You are winning.");
    }
    assertClean(page);
    await page.close();
  }
});

/**
 * Records, in the page, whether <html> had the projector class at the moment the first
 * element matching `selector` was attached (before it could be drawn). Projector mode is
 * remembered as a teacher's browser would remember it.
 */
async function recordFirstFrame(page, selector) {
  await page.addInitScript((s) => {
    localStorage.setItem("grundy-settings", JSON.stringify({ projector: true, terms: "words" }));
    window.firstFrame = null;
    const check = (observer) => {
      if (window.firstFrame !== null || !document.querySelector(s)) return;
      window.firstFrame = {
        projector: document.documentElement.classList.contains("projector"),
        terms: document.documentElement.dataset.terms ?? null,
      };
      observer.disconnect();
    };
    const observer = new MutationObserver(() => check(observer));
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

test("projector mode is on before the first paint: the <html> class is set before the body is parsed", async () => {
  for (const name of PAGES) {
    const page = await openPage(env.browser);
    await recordFirstFrame(page, "body");
    await page.goto(`${env.base}${name}.html`);
    await waitForState(page, "ready", "over");
    assert.deepEqual(
      await page.evaluate(() => window.firstFrame),
      { projector: true, terms: "words" },
      `${name}: the first frame is already in projector mode`,
    );
    assert.equal(await page.locator('head script:not([type])[src="js/shell.js"]').count(), 1, `${name} loads shell.js as a classic script`);
    assertClean(page);
    await page.context().close();
  }
});
