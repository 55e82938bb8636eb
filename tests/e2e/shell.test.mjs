// The page shell (www/js/shell.js): every page's header is drawn by <grundy-header> from one
// list, so the menu is the same on every page: the same five groups, the same links in the same
// order, the current page marked once. The menu opens and closes by keyboard and by mouse, and
// a link in it navigates. The header is one row at 1024x768 (on a 390px phone: the brand and
// the menu, then the toggles), in projector mode too, and it is drawn before the first paint:
// nothing in it, and nothing under it, moves between the moment the body is parsed and the
// page being ready. shell.js writes each page's shared head (title, viewport, icon, styles).
// The parts of a game page
// (<grundy-board>, <grundy-moves>, <grundy-why>, <grundy-new-game>, <grundy-setting>,
// <grundy-steps>, <grundy-disguise>) draw the ids, roles and states the page scripts use, with
// the page's own children in their slots; Hints is one remembered toggle beside the title; the
// status line keeps its height and the Why? step buttons stay put; the stylesheets shell.js writes hold back
// the first paint and the scripts. Screenshots (menu closed and open, 1280x720, 1920x1080 in
// projector mode, 390x844): target/screenshots/shell-*.png.
//
// What a page's shared parts declare, and the positions a test needs of a page, are in the
// page's data (tests/e2e/games/<page>.mjs, shell); where a test needs a game page as an example
// it takes one from the catalogue (the menu's order).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  assertClean,
  waitForState,
  waitForStill,
  screenshot,
  PAGES,
  openPage,
  MENU,
  SITE,
  WWW,
  GAME_PAGES,
  waitForWhyStep,
  pageData,
  startHash,
  entryOf,
} from "./harness.mjs";

const env = useBrowser({ before, after });

/** The menu's links in its order, as [name, page file]. */
const LINKS = MENU.flatMap(([, links]) => links);
/** A game page as an example: the catalogue's first. */
const EXAMPLE = GAME_PAGES[0];
/** The pages whose data says what their shared parts declare (shell), in the catalogue's order. */
const SHELL = PAGES.filter((name) => pageData(name).shell);
/** The first page whose data has `key` in its shell export. */
const shellPage = (key) => SHELL.find((name) => pageData(name).shell[key] !== undefined);

/** The header's menu as drawn: its groups with their links, and the links marked current. */
function readMenu() {
  const nav = document.querySelector(".site-header nav");
  const groups = [...nav.querySelectorAll(".menu-group")].map((group) => {
    const list = group.querySelector("ul");
    const title = document.getElementById(list.getAttribute("aria-labelledby"))?.textContent ?? null;
    return [title, [...list.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])];
  });
  return {
    groups,
    current: [...document.querySelectorAll('.site-header [aria-current="page"]')].map((a) => a.getAttribute("href")),
    button: nav.querySelector("button").textContent,
    here: nav.querySelector("button .menu-here")?.textContent ?? null,
    expanded: nav.querySelector("button").getAttribute("aria-expanded"),
    panelHidden: nav.querySelector(".menu-panel").hidden,
  };
}

test("the header menu is the same on every page: five groups, the same links, the current page marked once", async () => {
  // Every page of the site is in the menu, once (the home page is the brand).
  const listed = MENU.flatMap(([, links]) => links.map(([, href]) => href));
  assert.deepEqual(
    [...listed].sort(),
    PAGES.filter((p) => p !== "index")
      .map((p) => `${p}.html`)
      .sort(),
  );
  for (const name of PAGES) {
    const page = await open(env, name);
    assert.equal(await page.locator(`body > grundy-header[page="${name}"]`).count(), 1, `${name}: one <grundy-header page="${name}">`);
    assert.equal(await page.locator("header.site-header").count(), 1, `${name}: one header`);
    assert.equal(await page.locator('head script:not([type])[src="js/shell.js"]').count(), 1, `${name} loads shell.js as a classic script`);
    // The head: the title and the viewport shell.js writes; engine.js first, then settings.js
    // and the page's own module.
    const head = await page.evaluate(() => ({
      title: document.title,
      titles: document.querySelectorAll("head title").length,
      viewport: document.querySelector('head meta[name="viewport"]')?.content,
      modules: [...document.querySelectorAll('head script[type="module"]')].map((s) => s.getAttribute("src")),
    }));
    assert.match(head.title, name === "index" ? /^Grundy$/ : / · Grundy$/, `${name}: the title`);
    assert.equal(head.titles, 1);
    assert.equal(head.viewport, "width=device-width, initial-scale=1", `${name}: the viewport`);
    assert.deepEqual(head.modules.slice(0, 2), ["js/engine.js", "js/settings.js"], `${name}: engine.js, then settings.js`);
    assert.equal(head.modules.length, 3, `${name}: then the page's own script (${head.modules})`);
    const menu = await page.evaluate(readMenu);
    assert.deepEqual(menu.groups, MENU, `${name}: the menu's groups and links`);
    assert.equal(menu.expanded, "false", `${name}: the menu starts closed`);
    assert.equal(menu.panelHidden, true);
    if (name === "index") {
      assert.deepEqual(menu.current, ["index.html"], "home: only the brand is marked current");
      assert.equal(menu.button, "Games▾");
      assert.equal(menu.here, null, "home: the button names no page");
    } else {
      assert.deepEqual(menu.current, [`${name}.html`], `${name}: exactly one link is the current page, this one`);
      const label = MENU.flatMap(([, links]) => links).find(([, href]) => href === `${name}.html`)[0];
      assert.equal(menu.here, label, `${name}: the button names the page`);
      assert.equal(await page.getByRole("button", { name: `Games: ${label}` }).count(), 1, `${name}: the button's accessible name`);
    }
    assert.equal(await page.getByRole("navigation", { name: "Games" }).count(), 1, `${name}: one Games navigation`);
    assert.equal(await page.getByRole("banner").count(), 1, `${name}: the header is the page's banner`);
    assertClean(page);
    await page.close();
  }
});

/** Press Tab until `selector` has the focus; returns how many presses it took. */
async function tabTo(page, selector, limit = 20) {
  for (let n = 1; n <= limit; n++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return n;
  }
  throw new Error(`${selector} never got the focus in ${limit} Tab presses`);
}

const expanded = (page) => page.getAttribute(".menu-button", "aria-expanded");
const panelShown = (page) => page.locator(".menu-panel").isVisible();
const focused = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return a?.classList.contains("menu-button") ? "button" : a?.tagName === "A" ? a.getAttribute("href") : a?.tagName;
  });

test("the menu opens and closes by keyboard and mouse, and its links navigate", async () => {
  const page = await open(env, EXAMPLE);
  const presses = await tabTo(page, ".menu-button");
  assert.ok(presses <= 3, `the menu button is near the top of the Tab order (${presses} presses: skip link, brand, menu)`);
  assert.equal(await panelShown(page), false);

  // Enter opens; Escape closes and leaves the focus on the button.
  await page.keyboard.press("Enter");
  assert.equal(await expanded(page), "true");
  assert.equal(await panelShown(page), true);
  await page.keyboard.press("Escape");
  assert.equal(await expanded(page), "false");
  assert.equal(await panelShown(page), false);
  assert.equal(await focused(page), "button");

  // Space opens; Tab walks the links in the menu's order; Escape from a link closes and
  // returns to the button.
  await page.keyboard.press("Space");
  assert.equal(await panelShown(page), true);
  await page.keyboard.press("Tab");
  assert.equal(await focused(page), LINKS[0][1]);
  await page.keyboard.press("Tab");
  assert.equal(await focused(page), LINKS[1][1]);
  await page.keyboard.press("Escape");
  assert.equal(await panelShown(page), false);
  assert.equal(await focused(page), "button");

  // Tab past the last link closes it (as many presses as the menu has links, from the catalogue).
  await page.keyboard.press("Enter");
  for (let i = 0; i < LINKS.length; i++) await page.keyboard.press("Tab");
  assert.equal(await focused(page), LINKS.at(-1)[1]);
  await page.keyboard.press("Tab");
  assert.equal(await panelShown(page), false, "the focus left the menu: it closed");

  // A click on the button opens it, a click outside closes it, a click on the button again too.
  await page.click(".menu-button");
  assert.equal(await panelShown(page), true);
  const panel = await page.locator(".menu-panel").boundingBox();
  await page.mouse.click(8, panel.y + panel.height + 40); // the page's margin, under the panel
  assert.equal(await panelShown(page), false, "a click outside closed it");
  await page.click(".menu-button");
  await page.click(".menu-group-title >> nth=0");
  assert.equal(await panelShown(page), true, "a click on a group's title keeps it open");
  await page.click(".menu-button");
  assert.equal(await panelShown(page), false, "the button closes it");

  // Enter on a link opens that page (the second group's first).
  const [, [[, byKey]]] = MENU[1];
  await page.focus(".menu-button");
  await page.keyboard.press("Enter");
  await tabTo(page, `a[href="${byKey}"]`);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname.endsWith(`/${byKey}`));
  await waitForState(page, "ready");
  assert.equal((await page.evaluate(readMenu)).current[0], byKey);
  assert.equal(await expanded(page), "false");

  // And a click on one, by its name (the third group's first).
  const [, [[byName, clicked]]] = MENU[2];
  await page.click(".menu-button");
  await page.getByRole("link", { name: byName, exact: true }).click();
  await page.waitForURL((url) => url.pathname.endsWith(`/${clicked}`));
  await waitForState(page, "ready");
  assertClean(page);
  await page.close();
});

/**
 * The header's items as laid out: the header's box, the brand, the menu button and the
 * toggles, and the header's font size and line height.
 */
function headerLayout() {
  const box = (node) => {
    const r = node.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
  };
  const header = document.querySelector(".site-header");
  const style = getComputedStyle(header);
  return {
    header: box(header),
    items: [".brand", ".menu-button", ".room-settings .toggle:first-child", ".room-settings .toggle:last-child"].map((s) =>
      box(document.querySelector(s)),
    ),
    fontSize: parseFloat(style.fontSize),
    nameCut: (() => {
      const here = document.querySelector(".menu-here");
      return here ? here.scrollWidth > here.clientWidth + 1 : false;
    })(),
    width: document.documentElement.clientWidth,
    scrollWidth: document.documentElement.scrollWidth,
  };
}

/** True when boxes a and b share a row: each one's middle is within the other's height. */
const sameRow = (a, b) => {
  const [ma, mb] = [(a.top + a.bottom) / 2, (b.top + b.bottom) / 2];
  return ma > b.top && ma < b.bottom && mb > a.top && mb < a.bottom;
};

test("the header is one row at 1024x768 (two short rows on a 390x844 phone), in projector mode too, on every page", async () => {
  const sizes = [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ];
  for (const viewport of sizes) {
    const phone = viewport.width < 700;
    for (const projector of [false, true]) {
      for (const name of PAGES) {
        const page = await open(env, name, { viewport, projector });
        const where = `${name} at ${viewport.width}x${viewport.height}${projector ? " (projector)" : ""}`;
        const layout = await page.evaluate(headerLayout);
        const [brand, button, projectorToggle, termsToggle] = layout.items;
        for (const [i, b] of layout.items.entries()) {
          assert.ok(
            b.right - b.left > 0 && b.left >= 0 && b.right <= layout.width,
            `${where}: header item ${i} on screen (${JSON.stringify(b)})`,
          );
        }
        const rows = JSON.stringify(layout.items);
        assert.ok(sameRow(brand, button), `${where}: the brand and the menu share a row (${rows})`);
        assert.ok(sameRow(projectorToggle, termsToggle), `${where}: the toggles share a row (${rows})`);
        if (!phone) assert.ok(sameRow(button, projectorToggle), `${where}: the menu and the toggles share a row (${rows})`);
        // The page's name in the button is whole (in projector type on a phone a long one
        // may end in an ellipsis).
        if (!(phone && projector)) assert.equal(layout.nameCut, false, `${where}: the button shows the page's whole name`);
        // A wide screen: no more than about two lines of the header's text. A phone: the
        // brand and menu, then the toggles, in under five times the header's type.
        const most = phone ? 5 * layout.fontSize : 2 * 1.5 * layout.fontSize + 8;
        assert.ok(layout.header.height <= most, `${where}: the header is ${layout.header.height}px high (at most ${most})`);
        assert.ok(layout.scrollWidth <= layout.width, `${where}: no sideways scroll (${layout.scrollWidth}px)`);
        // The open menu stays inside the screen.
        await page.click(".menu-button");
        const panel = await page.locator(".menu-panel").boundingBox();
        assert.ok(
          panel.x >= 0 && panel.x + panel.width <= layout.width,
          `${where}: the open menu is within the screen (${JSON.stringify(panel)})`,
        );
        assert.ok(panel.y >= layout.header.bottom - 1, `${where}: the open menu is under the header`);
        assertClean(page);
        await page.close();
      }
    }
  }
});

test("on a 390x844 phone the header's toggles are taps of 32 px and the open menu fits the screen, in projector mode too", async () => {
  const viewport = { width: 390, height: 844 };
  for (const projector of [false, true]) {
    for (const name of [EXAMPLE, "index"]) {
      const page = await open(env, name, { viewport, projector });
      const where = `${name}${projector ? " (projector)" : ""}`;
      const toggles = await page.$$eval(".room-settings .toggle", (list) =>
        list.map((t) => {
          const r = t.getBoundingClientRect();
          return { name: t.textContent.trim(), width: r.width, height: r.height };
        }),
      );
      for (const t of toggles) {
        assert.ok(t.height >= 32 && t.width >= 32, `${where}: the toggle "${t.name}" is ${t.width.toFixed(1)}x${t.height.toFixed(1)} px`);
      }
      // The open menu, every link of it, lies inside the window as it opens: no link needs the
      // page scrolled under it.
      await page.click(".menu-button");
      await page.waitForSelector('.menu-button[aria-expanded="true"]');
      const fit = await page.evaluate(() => {
        const panel = document.querySelector(".menu-panel").getBoundingClientRect();
        const links = [...document.querySelectorAll(".menu-panel a")];
        const out = links.filter((a) => {
          const r = a.getBoundingClientRect();
          return r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth;
        });
        return { bottom: Math.round(panel.bottom), window: innerHeight, out: out.map((a) => a.textContent), links: links.length };
      });
      assert.ok(fit.links > 0, `${where}: the menu has links`);
      assert.ok(fit.bottom <= fit.window, `${where}: the open menu ends at ${fit.bottom} px in a window ${fit.window} px high`);
      assert.deepEqual(fit.out, [], `${where}: these links of the open menu are off the screen`);
      assertClean(page);
      await page.close();
    }
  }
});

/**
 * In the page, before anything loads: the boxes of the header, its items and <main> are
 * recorded in the first frame drawn after <main> is put in the document (the parser has
 * passed the header; the frame waits for the stylesheets shell.js wrote into the head), and
 * again at DOMContentLoaded.
 */
async function recordEarlyBoxes(page) {
  await page.addInitScript(() => {
    const boxes = () => {
      const box = (s) => {
        const node = document.querySelector(s);
        if (!node) return null;
        const r = node.getBoundingClientRect();
        return [r.left, r.top, r.width, r.height].map((n) => Math.round(n * 10) / 10);
      };
      return {
        header: box(".site-header"),
        brand: box(".brand"),
        button: box(".menu-button"),
        settings: box(".room-settings"),
        projector: box("#projector-toggle"),
        mainTop: box("main")?.[1] ?? null,
      };
    };
    window.shellBoxes = { parsed: null, loaded: null, read: boxes };
    const observer = new MutationObserver(() => {
      if (!document.querySelector("main")) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        window.shellBoxes.parsed = boxes();
      });
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", () => {
      window.shellBoxes.loaded = boxes();
    });
  });
}

test("the header is there before the first paint and does not move until the page is ready", async () => {
  const cases = [
    ...PAGES.map((name) => ({ name })),
    { name: EXAMPLE, projector: true },
    { name: "index", projector: true },
    { name: EXAMPLE, viewport: { width: 390, height: 844 } },
  ];
  for (const { name, projector, viewport } of cases) {
    const page = await openPage(env.browser, { viewport });
    if (projector) {
      await page.addInitScript(() => localStorage.setItem("grundy-settings", JSON.stringify({ projector: true, terms: "words" })));
    }
    await recordEarlyBoxes(page);
    await page.goto(`${env.base}${name}.html`);
    await waitForState(page, "ready", "over");
    const { parsed, loaded, ready } = await page.evaluate(() => ({ ...window.shellBoxes, ready: window.shellBoxes.read() }));
    const where = `${name}${projector ? " (projector)" : ""}${viewport ? ` at ${viewport.width}px` : ""}`;
    assert.ok(parsed?.header && parsed.button && parsed.projector, `${where}: the header and its toggles exist when <main> is parsed`);
    assert.deepEqual(loaded, parsed, `${where}: nothing in the header moved before DOMContentLoaded`);
    assert.deepEqual(ready, parsed, `${where}: nothing in the header moved before the page was ready`);
    if (projector) {
      assert.equal(await page.isChecked("#projector-toggle"), true, `${where}: the toggle shows the remembered setting`);
      assert.equal(await page.isChecked("#terms-toggle"), true);
    }
    assertClean(page);
    await page.context().close();
  }
});

test("settings.js binds the header's toggles: one set of toggles, and they work", async () => {
  const page = await open(env, EXAMPLE);
  assert.equal(await page.locator("#projector-toggle").count(), 1);
  assert.equal(await page.locator(".room-settings").count(), 1);
  await page.check("#terms-toggle");
  await page.waitForFunction(() => document.documentElement.dataset.terms === "words");
  await page.uncheck("#terms-toggle");
  await page.waitForFunction(() => document.documentElement.dataset.terms === "letters");
  assertClean(page);
  await page.close();
});

test("screenshots of the header, menu closed and open (target/screenshots/shell-*.png)", async () => {
  const shots = [
    { suffix: "1280x720", viewport: { width: 1280, height: 720 } },
    { suffix: "1920x1080-projector", viewport: { width: 1920, height: 1080 }, projector: true },
    { suffix: "390x844", viewport: { width: 390, height: 844 } },
  ];
  for (const name of [EXAMPLE, "index"]) {
    for (const { suffix, viewport, projector } of shots) {
      const page = await open(env, name, { viewport, projector });
      await screenshot(page, `shell-${name}-${suffix}`);
      await page.click(".menu-button");
      await page.waitForSelector('.menu-button[aria-expanded="true"]');
      await waitForStill(page); // the caret turns
      await screenshot(page, `shell-${name}-${suffix}-open`);
      assertClean(page);
      await page.close();
    }
  }
});

// ---------------------------------------------------------------------------------------
// The parts of a game page: <grundy-board>, <grundy-moves>, <grundy-why>, <grundy-new-game> ...
// draw what every game page shares, in place of themselves, with the page's children in their
// slots.

test("the shell's parts draw each page's shared markup with the ids, roles and states the scripts use", async () => {
  assert.ok(SHELL.length > 0, "the pages' data says what their parts declare");
  // What each page declares (its data's shell export): whether it has hints, the play rule,
  // who-moves-first's legend, the position's box, its Why? panel's own contents, a Build
  // panel, players, or a tray in place of a move box.
  for (const name of SHELL) {
    const want = pageData(name).shell;
    const page = await open(env, name);
    const dom = await page.evaluate(() => {
      const $ = (id) => document.getElementById(id);
      const attrs = (node, ...names) => node && Object.fromEntries(names.map((n) => [n, node.getAttribute(n)]));
      return {
        leftover: document.querySelectorAll(
          "grundy-board, grundy-moves, grundy-why, grundy-new-game, grundy-setting, grundy-steps, grundy-disguise, [slot]",
        ).length,
        panel: attrs($("board-panel"), "aria-labelledby", "tabindex"),
        inPanel: ["game-title", "game-name", "status", "hash-error", "board", "move-help", "tray-help"].filter((id) =>
          $("board-panel").contains($(id)),
        ),
        statusFirst: $("board-panel").querySelector(".title-row + .status-row") !== null,
        moves: $("move-form")
          ? {
              inForm: ["move-input", "move-submit", "move-error"].every((id) => $("move-form").contains($(id))),
              input: attrs($("move-input"), "aria-describedby"),
              undo: attrs($("undo"), "aria-keyshortcuts"),
              redo: attrs($("redo"), "aria-keyshortcuts"),
              hintLine: $("hint-line")?.hidden,
              hintLineBefore: $("hint-line")?.nextElementSibling?.classList.contains("controls-row"),
              legend: $("hint-legend")
                ? {
                    hidden: $("hint-legend").hidden,
                    items: $("hint-legend").querySelectorAll(".legend-item").length,
                    swatches: [...$("hint-legend").querySelectorAll(".swatch")].map((s) => [s.className, s.getAttribute("aria-hidden")]),
                  }
                : null,
            }
          : null,
        title: $("game-title")?.tagName,
        titleInRow: !!$("game-title")?.closest(".title-row"),
        hints: $("hints")
          ? {
              type: $("hints").type,
              checked: $("hints").checked,
              label: $("hints").closest("label")?.textContent.trim(),
              nextToTitle: $("hints").closest(".title-line")?.contains($("game-title")),
            }
          : null,
        hintsCount: document.querySelectorAll("#hints").length,
        status: attrs($("status"), "role", "class"),
        badgeHidden: $("badge")?.hidden ?? null,
        again: $("again") ? { hidden: $("again").hidden, text: $("again").textContent } : null,
        hashError: attrs($("hash-error"), "role", "class"),
        why: $("why-panel")
          ? {
              tag: $("why-panel").tagName,
              labelledby: $("why-panel").getAttribute("aria-labelledby"),
              title: $("why-title").textContent,
              toggle: attrs($("why-toggle"), "aria-expanded", "aria-controls"),
              bodyHidden: $("why-body").hidden,
              counter: $("why-counter")?.textContent,
              caption: attrs($("why-caption"), "aria-live"),
              controls: attrs($("why-controls"), "role", "aria-label"),
              buttons: [...$("why-controls").querySelectorAll("button")].map((b) => [b.dataset.step, b.id, b.getAttribute("aria-label")]),
              keys: !!$("why-body").querySelector(".keys-help"),
              extrasInBody: [...$("why-body").querySelectorAll("#why-table, #why-picture, #why-mex")].map((n) => n.id),
              lastIsKeys: $("why-body").lastElementChild?.classList.contains("keys-help"),
            }
          : null,
        build: $("build-panel")
          ? {
              toggle: attrs($("build-toggle"), "aria-controls"),
              bodyHidden: $("build-body").hidden,
              forward: !!$("build-forward"),
              last: !!$("build-last"),
              table: !!$("build-body").querySelector("#build-table"),
              keys: !!$("build-body").querySelector(".keys-help"),
            }
          : null,
        form: $("new-form")
          ? {
              first: $("first-mover")?.querySelector("legend")?.textContent ?? null,
              firstChecked: new FormData($("new-form")).get("first"),
              rule: new FormData($("new-form")).get("rule"),
              opponent: $("opponent") ? [...$("opponent").options].map((o) => o.value) : null,
              start: attrs($("start"), "type", "class"),
              error: attrs($("new-error"), "role"),
              inForm: ["first-mover", "opponent", "start", "new-error"].every((id) => $("new-form").contains($(id))),
            }
          : null,
      };
    });
    const where = name;
    assert.equal(dom.leftover, 0, `${where}: no shell element or slot attribute stays in the document`);
    assert.deepEqual(dom.panel, { "aria-labelledby": "game-title", tabindex: "-1" }, `${where}: the board's panel`);
    assert.deepEqual(
      dom.inPanel,
      ["game-title", "game-name", "status", "hash-error", "board", want.tray ? "tray-help" : "move-help"],
      `${where}: the title, the status, the board and its help are in the board's panel`,
    );
    assert.equal(dom.statusFirst, true, `${where}: the status row right under the title row`);
    if (!want.tray) {
      assert.equal(dom.moves.inForm, true, `${where}: the move box's parts`);
      assert.deepEqual(dom.moves.input, { "aria-describedby": "move-help move-error" });
      assert.deepEqual([dom.moves.undo, dom.moves.redo], [{ "aria-keyshortcuts": "Control+Z" }, { "aria-keyshortcuts": "Control+Y" }]);
      assert.deepEqual([dom.moves.hintLine, dom.moves.hintLineBefore], [true, true], `${where}: the hint line, hidden, over the move box`);
      assert.equal(dom.moves.legend.hidden, true, `${where}: the hints' legend starts hidden`);
      assert.ok(dom.moves.legend.items >= 2, `${where}: the legend's items`);
      for (const [swatch, hidden] of dom.moves.legend.swatches) {
        assert.match(swatch, /^swatch swatch-(win|lose|draw|poison)$/);
        assert.equal(hidden, "true");
      }
    }
    assert.equal(dom.title, "H1");
    assert.equal(dom.titleInRow, true, `${where}: the title is in the title row`);
    if (want.hints) {
      assert.deepEqual(
        dom.hints,
        { type: "checkbox", checked: false, label: "Hints", nextToTitle: true },
        `${where}: one Hints toggle beside the title, off`,
      );
      assert.equal(dom.hintsCount, 1);
    } else {
      assert.equal(dom.hints, null, `${where}: no Hints toggle`);
    }
    assert.deepEqual(dom.status, { role: "status", class: "status" }, `${where}: the status line`);
    assert.deepEqual(dom.hashError, { role: "alert", class: "error banner" });
    if (want.tray) {
      assert.equal(dom.badgeHidden, null, `${where}: no badge`);
      assert.equal(dom.again, null, `${where}: no Play again`);
    } else {
      assert.equal(dom.badgeHidden, true, `${where}: the badge starts hidden`);
      assert.deepEqual(dom.again, { hidden: true, text: "Play again" });
    }
    if (want.why === false) {
      assert.equal(dom.why, null, `${where}: no Why? panel`);
    } else {
      assert.deepEqual(
        { ...dom.why, extrasInBody: undefined },
        {
          tag: "SECTION",
          labelledby: "why-title",
          title: "Why?",
          toggle: { "aria-expanded": "false", "aria-controls": "why-body" },
          bodyHidden: true,
          counter: "0 / 0",
          caption: { "aria-live": "polite" },
          controls: { role: "group", "aria-label": "Explanation steps" },
          buttons: [
            ["first", "why-first", "First step"],
            ["back", "why-back", "Back one step"],
            ["play", "why-play", "Play"],
            ["forward", "why-forward", "Forward one step"],
            ["last", "why-last", "Last step"],
          ],
          keys: true,
          extrasInBody: undefined,
          lastIsKeys: true,
        },
        `${where}: the Why? panel`,
      );
      const extras = { picture: ["why-picture"], words: [], table: ["why-table"], mex: ["why-mex"] }[want.why] ?? ["why-mex", "why-table"];
      assert.deepEqual(
        dom.why.extrasInBody,
        extras,
        `${where}: the page's own Why? contents are inside the panel's body, before the keys line`,
      );
    }
    if (want.build) {
      assert.deepEqual(dom.build, {
        toggle: { "aria-controls": "build-body" },
        bodyHidden: true,
        forward: true,
        last: true,
        table: true,
        keys: false,
      });
    } else {
      assert.equal(dom.build, null);
    }
    if (want.players !== false) {
      assert.equal(dom.form.first, want.first ?? "Who moves first", `${where}: who moves first`);
      assert.equal(dom.form.firstChecked, "you");
      assert.equal(dom.form.rule, want.rule ? "normal" : null, `${where}: the play rule ${want.rule ? "is" : "is not"} offered`);
      assert.deepEqual(dom.form.opponent, ["perfect", "beginner", "human"]);
      assert.deepEqual(dom.form.start, { type: "submit", class: "primary" });
      assert.deepEqual(dom.form.error, { role: "alert" });
      assert.equal(dom.form.inForm, true, `${where}: the fields are in the page's form`);
    }
    const position = want.position ?? "new-position";
    if (want.players !== false) {
      assert.equal(
        (await page.getByLabel(/./).locator(`#${position}`).count()) +
          (await page.locator(`#${position}[aria-describedby="new-error ${position}-help"]`).count()),
        2,
        `${where}: the position box has its label and help`,
      );
    }
    assertClean(page);
    await page.close();
  }
});

test("Hints: off by default, remembered per browser, on from the first frame of the next page", async () => {
  // Three pages with the Hints toggle, each at its start.
  const [first, second, third] = SHELL.filter((name) => pageData(name).shell.hints);
  const page = await open(env, first, { hash: startHash(entryOf(first)) });
  assert.equal(await page.isChecked("#hints"), false, "off by default");
  assert.equal(await page.isHidden("#hint-line"), true);
  await page.check("#hints");
  await page.waitForFunction(() => !document.getElementById("hint-line").hidden);
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem("grundy-settings")).hints), true, "remembered");

  // Another page of the site: checked as it is drawn, and the page's script follows it.
  const early = [];
  await page.exposeFunction("reportHints", (value) => early.push(value));
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const box = document.getElementById("hints");
      if (!box) return;
      observer.disconnect();
      window.reportHints(box.checked);
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${env.base}${second}.html${startHash(entryOf(second))}`);
  await waitForState(page, "ready");
  assert.deepEqual(early, [true], "the Hints box is checked the moment it is drawn");
  await page.waitForFunction(() => !document.getElementById("hint-line").hidden && document.getElementById("hint-line").textContent !== "");

  // Off again: remembered off, the marks go.
  await page.uncheck("#hints");
  await page.waitForFunction(() => document.getElementById("hint-line").hidden);
  await page.goto(`${env.base}${third}.html`);
  await waitForState(page, "ready");
  assert.equal(await page.isChecked("#hints"), false, "off on the next page");
  assertClean(page);
  await page.context().close();
});

test("the layout holds still: the status line keeps its height, the step buttons stay put from step to step", async () => {
  // A position one click from the end (the data's lastMove), and one whose Why? has more than 8 steps.
  const ending = shellPage("lastMove");
  const { hash, click } = pageData(ending).shell.lastMove;
  const page = await open(env, ending, { hash });
  // Within the board's panel (the page may scroll to what gets the focus).
  const top = (s) =>
    page.evaluate(
      (sel) => document.querySelector(sel).getBoundingClientRect().top - document.getElementById("board-panel").getBoundingClientRect().top,
      s,
    );
  const boardTop = await top("#board");
  // The last move ends the game: the result, its note, the badge and Play again.
  await page.click(click);
  await waitForState(page, "over");
  assert.equal(await page.isVisible("#again"), true);
  assert.equal(await top("#board"), boardTop, "the board did not drop when the result and Play again appeared");

  const stepped = shellPage("whySteps");
  const why = await open(env, stepped, { hash: pageData(stepped).shell.whySteps });
  await why.click("#why-toggle");
  await waitForWhyStep(why);
  const buttonTops = new Set();
  for (let i = 0; i < 8; i++) {
    // In the page (a click may scroll the button into view first). The caption under the
    // buttons takes each step's height (why-fits.test.mjs): the buttons stay put all the same.
    buttonTops.add(
      await why.evaluate(() => Math.round(document.getElementById("why-forward").getBoundingClientRect().top + window.scrollY)),
    );
    await why.click("#why-forward");
  }
  assert.equal(buttonTops.size, 1, `the step buttons stayed put (${[...buttonTops]})`);
  assertClean(page);
  assertClean(why);
  await page.close();
  await why.close();
});

test("Hints and the short instruction are on screen without scrolling; Why? tables stay in their panel on a phone", async () => {
  for (const name of SHELL) {
    const page = await open(env, name);
    const box = (s) =>
      page.evaluate((sel) => {
        const node = document.querySelector(sel);
        if (!node) return null;
        const r = node.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom };
      }, s);
    const hints = await box("#hints");
    const help = await box("#move-help");
    if (hints) assert.ok(hints.bottom <= 720, `${name}: Hints is on screen at 1280x720 (${JSON.stringify(hints)})`);
    if (help) assert.ok(help.bottom <= 720, `${name}: the instruction is on screen at 1280x720 (${JSON.stringify(help)})`);
    assertClean(page);
    await page.close();
  }
  const projected = SHELL.filter((name) => pageData(name).shell.projector);
  assert.ok(projected.length > 0, "the pages' data has pages to check in projector mode");
  for (const name of projected) {
    const page = await open(env, name, { viewport: { width: 1920, height: 1080 }, projector: true });
    const hints = await page.evaluate(() => document.getElementById("hints").getBoundingClientRect().bottom);
    assert.ok(hints < 1080 / 2, `${name} in projector mode: Hints is in the top half (${hints})`);
    await page.close();
  }
  const phone = SHELL.filter((name) => pageData(name).shell.phoneWhy !== undefined).map((name) => [name, pageData(name).shell.phoneWhy]);
  assert.ok(phone.length > 0, "the pages' data has wide Why? tables to check on a phone");
  for (const [name, hash] of phone) {
    const page = await open(env, name, { viewport: { width: 390, height: 844 }, hash });
    await page.click("#why-toggle");
    // The steps come from the worker: wait until they are in before jumping to the last.
    await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
    await page.click("#why-last");
    const fit = await page.evaluate(() => {
      const panel = document.getElementById("why-panel").getBoundingClientRect();
      const wraps = [...document.querySelectorAll("#why-body .table-wrap:not([hidden])")].map((w) => w.getBoundingClientRect());
      return { panel: [panel.left, panel.right], wraps: wraps.map((w) => [w.left, w.right]), page: document.documentElement.scrollWidth };
    });
    assert.ok(fit.wraps.length > 0, `${name}: the Why? table is shown`);
    for (const [left, right] of fit.wraps) {
      assert.ok(
        left >= fit.panel[0] && right <= fit.panel[1],
        `${name} at 390px: the table's box is inside its panel (${JSON.stringify(fit)})`,
      );
    }
    assert.ok(fit.page <= 390, `${name} at 390px: no sideways scroll of the page (${fit.page})`);
    await page.close();
  }
});

test("the stylesheets shell.js writes hold back the first paint and the page's scripts, as <link>s in the HTML do", async () => {
  const page = await openPage(env.browser);
  // The stylesheets come late: nothing may be painted, and no module may run, before them.
  await page.route(/\/css\/.*\.css$/, async (route) => {
    // A fixed delay on purpose: it is the slow network the test holds the page against, not a wait for the page.
    await new Promise((done) => setTimeout(done, 400));
    await route.continue();
  });
  await page.addInitScript(() => {
    window.firstFrame = null;
    const observer = new MutationObserver(() => {
      if (!document.getElementById("status")) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        window.firstFrame = { styled: getComputedStyle(document.body).marginTop === "0px", at: performance.now() };
      });
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", () => {
      window.atLoaded = getComputedStyle(document.querySelector(".site-header")).display;
    });
  });
  const styled = shellPage("sheets");
  await page.goto(`${env.base}${styled}.html`);
  await waitForState(page, "ready");
  const result = await page.evaluate(() => ({
    firstFrame: window.firstFrame,
    atLoaded: window.atLoaded,
    sheets: [...document.querySelectorAll('head link[rel="stylesheet"]')].map((l) => l.getAttribute("href")),
    icon: document.querySelector('head link[rel="icon"]')?.getAttribute("href"),
    cssEnd: Math.max(
      ...performance
        .getEntriesByType("resource")
        .filter((r) => r.name.endsWith(".css"))
        .map((r) => r.responseEnd),
    ),
    paint: performance.getEntriesByType("paint").find((p) => p.name === "first-paint")?.startTime,
  }));
  // The served copy joins them, in this order, into one (tools/site.mjs).
  assert.deepEqual(
    result.sheets,
    SITE === WWW ? pageData(styled).shell.sheets : [`css/page-${styled}.css`],
    "grundy.css, what every board shares, the board's own, then the page's own",
  );
  assert.equal(result.icon, "favicon.svg");
  assert.equal(result.firstFrame?.styled, true, `the first frame is styled (${JSON.stringify(result)})`);
  assert.ok(result.paint >= result.cssEnd, `first paint (${result.paint}) after the stylesheets (${result.cssEnd})`);
  assert.equal(result.atLoaded, "flex", "the page's scripts ran with the styles in");
  assertClean(page);
  await page.context().close();
});
