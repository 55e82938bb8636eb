// Accessible names and the keyboard.
//
// 1. Chromium's own accessibility tree (read through the DevTools protocol, as a screen reader
//    would get it) gives every interactive node of every page a name: buttons, links, boxes,
//    board pieces, anything focusable. Checked with the game on, and again with the Why?
//    panels open and hints on, since those draw more controls.
// 2. On every page of the catalogue one legal move is made with the keyboard alone (Tab,
//    Shift+Tab, arrows, Enter, Space: no mouse, no typing in the move box), and the focus
//    stays on the board afterwards, ready for the next move. The keys are the page's own
//    (tests/e2e/games/<page>.mjs, a11y), else Enter on the board's first piece.
// 3. The focused piece wears a visible focus ring in the focus colour (screenshots in
//    target/screenshots/a11y-focus-*.png), on every page with a board, and again in projector
//    mode or the dark theme where the page's data asks (a11y.rings).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  open,
  assertClean,
  waitForState,
  screenshot,
  PAGES,
  entryOf,
  keyboardPlan,
  focusOnBoard,
  tabToBoard,
  pressKeys,
} from "./harness.mjs";

const env = useBrowser({ before, after });

// ---------------------------------------------------------------------------------------
// Names

const INTERACTIVE = new Set([
  "button",
  "link",
  "checkbox",
  "radio",
  "textbox",
  "searchbox",
  "spinbutton",
  "combobox",
  "slider",
  "switch",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
  "tab",
  "option",
  "treeitem",
]);

/** Interactive nodes of the page's accessibility tree that have no name, described. */
async function unnamed(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Accessibility.enable");
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  const missing = [];
  let checked = 0;
  for (const node of nodes) {
    if (node.ignored) continue;
    const role = node.role?.value ?? "";
    const focusable = (node.properties ?? []).some((p) => p.name === "focusable" && p.value?.value === true);
    const interactive = INTERACTIVE.has(role) || ((role === "gridcell" || role === "cell") && focusable) || focusable;
    if (!interactive) continue;
    checked++;
    if ((node.name?.value ?? "").trim() !== "") continue;
    let html = "";
    if (node.backendDOMNodeId) {
      const { object } = await cdp.send("DOM.resolveNode", { backendNodeId: node.backendDOMNodeId });
      const { result } = await cdp.send("Runtime.callFunctionOn", {
        objectId: object.objectId,
        functionDeclaration: "function () { return this.outerHTML ? this.outerHTML.slice(0, 140) : this.nodeName; }",
        returnByValue: true,
      });
      html = result.value;
    }
    missing.push(`${role}: ${html}`);
  }
  await cdp.detach();
  return { checked, missing };
}

test("every interactive node of every page has an accessible name", async () => {
  for (const name of PAGES) {
    const page = await open(env, name);
    const first = await unnamed(page);
    assert.ok(first.checked >= 5, `${name}: the tree was read (${first.checked} interactive nodes)`);
    assert.deepEqual(first.missing, [], `${name}: nodes without a name`);

    // More controls appear with the explanations open and hints on.
    for (const button of await page.locator("main button[aria-expanded='false']").all()) {
      if (await button.isVisible()) await button.click();
    }
    for (const id of ["#hints", "#values", "#marks"]) {
      const box = page.locator(id);
      if ((await box.count()) && (await box.isVisible()) && !(await box.isChecked())) await box.check();
    }
    await waitForState(page, "ready", "over");
    // The first step of an explanation draws after the core's answer: settled when every open
    // Why? caption shows a step (or the page's word for none) instead of "Working it out…".
    await page.waitForFunction(() =>
      [...document.querySelectorAll("#why-caption")].every(
        (caption) =>
          !caption.checkVisibility() ||
          caption.dataset.kind !== undefined ||
          (caption.textContent.trim() !== "" && !caption.textContent.trim().endsWith("…")),
      ),
    );
    const second = await unnamed(page);
    assert.deepEqual(second.missing, [], `${name} with Why? open and hints on: nodes without a name`);
    assertClean(page);
    await page.close();
  }
});

// ---------------------------------------------------------------------------------------
// One move with the keyboard alone

/** The pages of the catalogue (the games and the labs: not the home page or the lesson's), and how each is played by keys. */
const PLANS = PAGES.filter((name) => entryOf(name)).map((name) => ({ name, ...keyboardPlan(name) }));

/** The focused element's name, to tell one tab stop from another. */
const focusName = (page) => page.evaluate(() => document.activeElement.getAttribute("aria-label") ?? document.activeElement.textContent);

for (const plan of PLANS) {
  const { name } = plan;
  if (!plan.keys) {
    test(`${name}: no board, so no move to make with the keyboard`, async () => {
      const page = await open(env, name);
      assert.equal(await page.locator("#board").count(), 0, `${name}: the page's data says it has no board (keys: null)`);
      assertClean(page);
      await page.close();
    });
    continue;
  }
  test(`${name}: one legal move with the keyboard alone, and the focus stays on the board`, async () => {
    const page = await open(env, name, { hash: plan.hash });
    const position = () => page.getAttribute("#board", "data-position");
    assert.equal(await position(), plan.start);

    await tabToBoard(page);
    // Shift+Tab leaves the board and Tab comes back to the same tab stop.
    const stop = await focusName(page);
    await page.keyboard.press("Shift+Tab");
    assert.equal(await focusOnBoard(page), false, "Shift+Tab leaves the board");
    await page.keyboard.press("Tab");
    assert.equal(await focusName(page), stop);

    await pressKeys(page, plan.keys);
    await page.waitForFunction((start) => document.getElementById("board").dataset.position !== start, plan.start);
    // Let the computer answer (its reply redraws the board), then the keyboard is still there.
    // Settled: the game is over, or it is ready with the reply in the record (start, the move,
    // the reply); a page without a record (the 8-puzzle) has no reply to wait for.
    await page.waitForFunction(() => {
      const state = document.body.dataset.state;
      if (state === "over") return true;
      if (state !== "ready") return false;
      const record = document.getElementById("record");
      return !record || record.querySelectorAll(".record-row").length >= 3;
    });
    assert.equal(await focusOnBoard(page), true, `${name}: the focus is on the board after the move`);
    assertClean(page);
    await page.close();
  });
}

// ---------------------------------------------------------------------------------------
// The focus ring

/**
 * True when the focused element, or something drawn inside it, shows the focus colour: as an
 * outline (HTML) or as a stroke (SVG pieces draw their own ring).
 */
function focusRingShown() {
  const probe = document.createElement("span");
  probe.style.setProperty("color", getComputedStyle(document.documentElement).getPropertyValue("--focus"));
  document.body.append(probe);
  const focus = getComputedStyle(probe).color;
  probe.remove();
  const active = document.activeElement;
  for (const node of [active, ...active.querySelectorAll("*")]) {
    const style = getComputedStyle(node);
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2 && style.outlineColor === focus) return true;
    if (style.stroke === focus && parseFloat(style.strokeWidth) >= 3 && style.display !== "none" && style.opacity !== "0") return true;
  }
  return false;
}

test("the focused piece wears a visible ring in the focus colour, also in projector mode and dark", async () => {
  const cases = [
    ...PLANS.filter((plan) => plan.keys).map(({ name }) => ({ name })),
    // And again where a page's data asks (a11y.rings): in projector mode, in the dark theme.
    ...PLANS.flatMap(({ name, rings = [] }) => rings.map((ring) => ({ name, ...ring }))),
  ];
  assert.ok(cases.some((c) => c.projector) && cases.some((c) => c.colorScheme === "dark"), "rings in projector mode and dark are checked");
  for (const { name, projector, colorScheme } of cases) {
    const page = await open(env, name, { projector, colorScheme });
    await tabToBoard(page);
    // Some rings fade in (a 160 ms transition of the stroke): settled when no animation runs.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .every((a) => a.playState !== "running"),
    );
    assert.ok(
      await page.evaluate(focusRingShown),
      `${name}${projector ? " (projector)" : ""}${colorScheme ? ` (${colorScheme})` : ""}: a focus ring`,
    );
    const label = `a11y-focus-${name}${projector ? "-projector" : ""}${colorScheme ? `-${colorScheme}` : ""}`;
    await page.evaluate(() => document.activeElement.scrollIntoView({ block: "center" }));
    await screenshot(page, label, { clip: await page.locator("#board").boundingBox() });
    assertClean(page);
    await page.close();
  }
});
