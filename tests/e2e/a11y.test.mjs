// Accessible names and the keyboard.
//
// 1. Chromium's own accessibility tree (read through the DevTools protocol, as a screen reader
//    would get it) gives every interactive node of every page a name: buttons, links, boxes,
//    board pieces, anything focusable. Checked with the game on, and again with the Why?
//    panels open and hints on, since those draw more controls.
// 2. On every game page one legal move is made with the keyboard alone (Tab, Shift+Tab,
//    arrows, Enter, Space: no mouse, no typing in the move box), and the focus stays on the
//    board afterwards, ready for the next move.
// 3. The focused piece wears a visible focus ring in the focus colour (screenshots in
//    target/screenshots/a11y-focus-*.png).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, assertClean, waitForState, screenshot, PAGES, GAME_PAGES, openReady } from "./harness.mjs";

const env = useBrowser({ before, after });

const open = (name, options = {}) => openReady(env.browser, env.base, name, options);

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
    const page = await open(name);
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

/**
 * Per game: the keys that make one legal move once the board has the focus (Tab reaches the
 * board's one tab stop first), and the position the board starts from (opened at `hash`, if
 * given).
 *   "Tab" / "Shift+Tab" between a board's controls, "TAB:selector" Tab until it has focus.
 */
const KEYBOARD_MOVES = {
  nim: { start: "3,4,5", keys: ["Enter"] }, // the top chip of pile 1: take it
  scoring: { start: "21", keys: ["ArrowLeft", "Enter"] }, // the chip's square, then square 20
  nimble: { start: "1,4,4,7", keys: ["Enter", "ArrowLeft", "Enter"] }, // coin 1, then square 0
  kayles: { start: "5,3", keys: ["Enter", "Enter"] }, // choose the first pin, knock it down alone
  wythoff: { start: "4,6", keys: ["ArrowLeft", "Enter"] }, // the queen's square, then (3, 6)
  moore: { start: "3,4,5", keys: ["Enter", "TAB:#take", "Enter"] }, // mark a chip, then Take
  northcott: { start: "w:0-5,2-7,1-3", keys: ["ArrowRight", "Enter"] }, // slide white in row 1
  sums: { start: "scoring:1,2,3(7) + kayles(5) + wythoff(3,5) + nim(4)", keys: ["TAB:#board .pin", "Enter", "Enter"] }, // the first Kayles pin, knocked down alone
  chomp: { start: "6,6,6,6,6", keys: ["Enter"] }, // the top right square
  tictactoe: { start: ".........", keys: ["Enter"] }, // the centre
  go: { start: ".", keys: ["Enter"] }, // point a
  puzzle: { start: "436718052", keys: ["ArrowDown", "Enter"] }, // tile 7, above the hole
  domineering: { start: "L:.#../.#../.#..", keys: ["Enter"] }, // a standing domino on rows 1 and 2 of column 1
  values: { start: "L:{1 | *} + ↑", keys: ["ArrowRight", "Enter"] }, // Left's second option in part 1
  hackenbush: { start: "L:BBR,RB,B(R,BB)", keys: ["Enter"] }, // the first blue edge
  cutcake: { start: "L:4x3,3x2", keys: ["Enter"] }, // the first score line of piece 1
  toads: { start: "L:TT..FF", keys: ["Enter"] }, // the first toad that can move
  // Hold the turn's 6 (the arrow moves from Roll to Hold); the computer, 2 points from the goal,
  // answers with one roll.
  pig: { hash: "#seed=1:pig:100/0,98/p1:6", start: "pig:100/0,98/p1:6", keys: ["ArrowRight", "Enter"] },
};

test("every game of the catalogue has a keyboard plan here, so a new game is checked too", () => {
  assert.deepEqual(
    GAME_PAGES.filter((name) => !KEYBOARD_MOVES[name]),
    [],
    "add the page's start position and keys to KEYBOARD_MOVES",
  );
});

for (const [name, plan] of Object.entries(KEYBOARD_MOVES)) {
  test(`${name}: one legal move with the keyboard alone, and the focus stays on the board`, async () => {
    const page = await open(name, { hash: plan.hash });
    const position = () => page.getAttribute("#board", "data-position");
    assert.equal(await position(), plan.start);
    const onBoard = () => page.evaluate(() => Boolean(document.activeElement?.closest("#board")));

    let presses = 0;
    while (!(await onBoard())) {
      await page.keyboard.press("Tab");
      assert.ok(++presses <= 30, `${name}: Tab reaches the board`);
    }
    // Shift+Tab leaves the board and Tab comes back to the same tab stop.
    const stop = await page.evaluate(() => document.activeElement.getAttribute("aria-label") ?? document.activeElement.textContent);
    await page.keyboard.press("Shift+Tab");
    assert.equal(await onBoard(), false, "Shift+Tab leaves the board");
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute("aria-label") ?? document.activeElement.textContent), stop);

    for (const key of plan.keys) {
      if (key.startsWith("TAB:")) {
        let n = 0;
        while (!(await page.evaluate((s) => document.activeElement?.matches(s), key.slice(4)))) {
          await page.keyboard.press("Tab");
          assert.ok(++n <= 10, `${name}: Tab reaches ${key.slice(4)}`);
        }
      } else {
        await page.keyboard.press(key);
      }
    }
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
    assert.equal(await onBoard(), true, `${name}: the focus is on the board after the move`);
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
    ...Object.keys(KEYBOARD_MOVES).map((name) => ({ name })),
    { name: "nim", projector: true },
    { name: "chomp", projector: true, colorScheme: "dark" },
    { name: "wythoff", projector: true },
    { name: "tictactoe", colorScheme: "dark" },
  ];
  for (const { name, projector, colorScheme } of cases) {
    const page = await open(name, { projector, colorScheme });
    let presses = 0;
    while (!(await page.evaluate(() => Boolean(document.activeElement?.closest("#board"))))) {
      await page.keyboard.press("Tab");
      assert.ok(++presses <= 30);
    }
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
