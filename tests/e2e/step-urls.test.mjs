// Every explanation step has an address: page.html#<position>@why=<k> (www/js/step-url.js).
// For each page of the catalogue (its step-throughs, positions and steps are its own data,
// tests/e2e/games/<page>.mjs, stepUrls; else its Why? panel at its start, step 2): the address
// opens the position at step k, stepping with
// the button writes the new step into the address (replaceState: no history entry per step),
// a reload comes back to that step, a step past the end shows the last one, and a bad suffix
// leaves the position loading as if it were not there. On Nim, also: editing the hash, closing
// the panel and making a move.
// Screenshot: target/screenshots/step-url-nim.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, screenshot, PAGES, entryOf, startHash, pageData } from "./harness.mjs";
import { splitStep, stepSuffix, createStepAddress } from "../../www/js/step-url.js";
import { Stepper } from "../../www/js/stepper.js";

const env = useBrowser({ before, after });

const WHY = { counter: "#why-counter", forward: "#why-forward", shown: "#why-body" };

/**
 * Per page of the catalogue, its step-throughs' addresses: a position and a step k to open at
 * (each step-through at least k + 1 steps long), and where the step-through's counter and
 * forward button are and how to tell it is on show (default the Why? panel). From the page's
 * data (stepUrls), else its start at step 2 of its Why? panel.
 */
const CASES = PAGES.filter((name) => entryOf(name)).flatMap((name) =>
  (pageData(name).stepUrls ?? [{ position: startHash(entryOf(name)).slice(1), k: 2 }]).map((spec) => ({ name, ...WHY, ...spec })),
);

// ---------------------------------------------------------------------------------------
// The syntax itself (no browser)

test("splitStep finds the step after the first @ and leaves the position text alone", () => {
  assert.deepEqual(splitStep("3,4,5"), { text: "3,4,5", step: null, options: {} });
  assert.deepEqual(splitStep("3,4,5@why=4"), { text: "3,4,5", step: 4, options: {} });
  assert.deepEqual(splitStep("misere:1,1,5@why=2"), { text: "misere:1,1,5", step: 2, options: {} });
  assert.deepEqual(splitStep("kayles(5) + nim(3)@why=2"), { text: "kayles(5) + nim(3)", step: 2, options: {} });
  assert.deepEqual(splitStep("S=1,3,4:9,4@WHY=7"), { text: "S=1,3,4:9,4", step: 7, options: {} });
  assert.deepEqual(splitStep("wythoff(3,5;2,7)@why=3"), { text: "wythoff(3,5;2,7)", step: 3, options: {} });
  assert.deepEqual(splitStep("adpp@why=1"), { text: "adpp", step: 1, options: {} });
  // Options after ";", for the tic-tac-toe tree.
  assert.deepEqual(splitStep(".........@why=12;tree=x.o.x...o;algorithm=minimax"), {
    text: ".........",
    step: 12,
    options: { tree: "x.o.x...o", algorithm: "minimax" },
  });
  // Bad steps: the first step when "why" is there, else nothing; 0 is 1; the rest is ignored.
  assert.equal(splitStep("3,4,5@why=oops").step, 1);
  assert.equal(splitStep("3,4,5@why").step, 1);
  assert.equal(splitStep("3,4,5@why=0").step, 1);
  assert.equal(splitStep("3,4,5@why=4xyz").step, 4);
  assert.equal(splitStep("3,4,5@why=99999999999999999999").step, 1e20);
  assert.deepEqual(splitStep("3,4,5@whynot=2"), { text: "3,4,5", step: null, options: {} });
  assert.deepEqual(splitStep("3,4,5@"), { text: "3,4,5", step: null, options: {} });
  assert.deepEqual(splitStep("@why=3"), { text: "", step: 3, options: {} });
});

test("stepSuffix writes what splitStep reads", () => {
  assert.equal(stepSuffix(4), "@why=4");
  assert.equal(stepSuffix(0), "@why=1");
  assert.equal(
    stepSuffix(12, { tree: "x.o.x...o", algorithm: null, ordering: "center-first" }),
    "@why=12;tree=x.o.x...o;ordering=center-first",
  );
  const { step, options } = splitStep(`3,4,5${stepSuffix(12, { tree: "x.o" })}`);
  assert.deepEqual({ step, options }, { step: 12, options: { tree: "x.o" } });
});

test("createStepAddress: in the address after a person steps or the address asks, out after a move", () => {
  const clock = { setTimeout: () => 0, clearTimeout: () => {} };
  const stepper = new Stepper({ clock, onChange: () => address.changed() });
  const address = createStepAddress(stepper);
  address.load(10);
  assert.equal(address.suffix(), "", "loading steps alone does not put them in the address");
  stepper.forward();
  assert.equal(address.suffix(), "@why=2", "a step by a person does");
  address.drop();
  assert.equal(address.suffix(), "");
  address.want(7);
  assert.equal(address.suffix(), "@why=7", "asked for, before the steps are loaded");
  address.load(5);
  assert.equal(stepper.index, 4, "clamped to the last step");
  assert.equal(address.suffix(), "@why=5");
  address.load(8, { keep: true });
  assert.equal(stepper.index, 4, "keep: the same step on new steps");
});

// ---------------------------------------------------------------------------------------
// The pages

const hashOf = (page) => page.evaluate(() => decodeURIComponent(location.hash));

/** Wait for the page's counter to read "k / n"; returns n. */
async function counterAt(page, selector, k) {
  await page.waitForFunction(
    ([sel, want]) => new RegExp(`^${want} / \\d+$`).test(document.querySelector(sel)?.textContent.trim() ?? ""),
    [selector, k],
  );
  return Number((await page.textContent(selector)).split("/")[1]);
}

/** The states a page opened here is waited for in: ready, over, or solving (the 8-puzzle solves as it opens). */
const SETTLED = ["ready", "over", "solving"];

for (const { name, position, k, suffix = "", counter, forward, shown } of CASES) {
  const file = `${name}.html`;
  // The Why? panel has its toggle; the pages' own step-throughs (the xor swap, the tree, the 8-puzzle's search) are on show without one.
  const why = counter === WHY.counter;
  test(`${file}#${position}@why=${k}${suffix}: opens at step ${k}, steps, reloads and shrugs off a bad step`, async () => {
    const page = await open(env, name, { hash: `${position}@why=${k}${suffix}`, states: SETTLED });
    const total = await counterAt(page, counter, k);
    assert.ok(total > k, `${file}: ${total} steps, more than ${k}`);
    if (shown) assert.equal(await page.isVisible(shown), true, "the step-through is on show");
    if (why) assert.equal(await page.getAttribute("#why-toggle", "aria-expanded"), "true");
    assert.equal(await hashOf(page), `#${position}@why=${k}${suffix}`, "the address keeps the step");

    // Forward with the button: the address follows, with no new history entry.
    const entries = await page.evaluate(() => history.length);
    await page.click(forward);
    await counterAt(page, counter, k + 1);
    await page.waitForFunction((want) => decodeURIComponent(location.hash) === want, `#${position}@why=${k + 1}${suffix}`);
    assert.equal(await page.evaluate(() => history.length), entries, "stepping adds no history entry");

    // A reload comes back to the same step.
    await page.reload();
    await waitForState(page, ...SETTLED);
    await counterAt(page, counter, k + 1);
    assertClean(page);
    await page.close();

    // Past the end: the last step. Garbage after the mark: the position alone.
    const last = await open(env, name, { hash: `${position}@why=99999${suffix}`, states: SETTLED });
    await counterAt(last, counter, total);
    assertClean(last);
    await last.close();

    const junk = await open(env, name, { hash: `${position}@nonsense=3`, states: SETTLED });
    const error = await junk.evaluate(
      () => (document.getElementById("hash-error") ?? document.getElementById("xor-error"))?.textContent ?? "",
    );
    assert.equal(error, "", "no error for a bad step");
    if (why) assert.equal(await junk.getAttribute("#why-toggle", "aria-expanded"), "false", "no step asked for: the panel stays shut");
    assert.ok((await hashOf(junk)).startsWith(`#${position}`), `the position loads: ${await hashOf(junk)}`);
    assertClean(junk);
    await junk.close();
  });
}

test("a step that is not a number opens the panel at its first step; xor ignores it", async () => {
  const page = await open(env, "nim", { hash: "3,4,5@why=oops", states: SETTLED });
  await counterAt(page, "#why-counter", 1);
  assert.equal(await page.getAttribute("#board", "data-position"), "3,4,5");
  assert.equal(await hashOf(page), "#3,4,5@why=1");
  assertClean(page);
  await page.close();

  const xor = await open(env, "xor", { hash: "12,10@why=-2", states: SETTLED });
  await counterAt(xor, "#swap-counter", 1);
  assert.equal(await xor.inputValue("#xor-a"), "12");
  assert.equal(await xor.textContent("#xor-error"), "");
  assertClean(xor);
  await xor.close();
});

test("Nim: editing the hash, closing the panel and a move take the step along", async () => {
  const page = await open(env, "nim", { hash: "3,4,5@why=4", states: SETTLED });
  await counterAt(page, "#why-counter", 4);

  // Only the step edited: the same game, another step.
  await page.evaluate(() => {
    location.hash = "#3,4,5@why=7";
  });
  await counterAt(page, "#why-counter", 7);
  await page.waitForSelector("#board .pile.hl-pile, #why-table .hl-col");
  await screenshot(page, "step-url-nim");

  // Another position with a step: that position, that step.
  await page.evaluate(() => {
    location.hash = "#1,2,3@why=2";
  });
  await page.waitForFunction(() => document.getElementById("board").dataset.position === "1,2,3");
  await counterAt(page, "#why-counter", 2);

  // The same position without a step: the step leaves the address, the panel stays.
  // Settled: the page's own hashchange listener (added at load, so it runs first) has handled
  // the change when this one runs.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        window.addEventListener("hashchange", () => resolve(), { once: true });
        location.hash = "#1,2,3";
      }),
  );
  await counterAt(page, "#why-counter", 2);
  assert.equal(await hashOf(page), "#1,2,3");
  assert.equal(await page.getAttribute("#why-toggle", "aria-expanded"), "true");

  // Stepping puts it back; closing takes it out; opening from the button puts step 1.
  await page.click("#why-forward");
  await page.waitForFunction(() => location.hash === "#1,2,3@why=3");
  await page.click("#why-toggle");
  await page.waitForFunction(() => location.hash === "#1,2,3");
  await page.click("#why-toggle");
  await page.waitForFunction(() => location.hash === "#1,2,3@why=1");

  // A move: the position changes and the step is dropped.
  await page.evaluate(() => {
    location.hash = "#3,4,5@why=5";
  });
  await counterAt(page, "#why-counter", 5);
  await page.fill("#move-input", "1-2");
  await page.press("#move-input", "Enter");
  await page.waitForFunction(() => !location.hash.startsWith("#3,4,5"));
  assert.ok(!(await hashOf(page)).includes("@"), `no step after a move: ${await hashOf(page)}`);
  assertClean(page);
  await page.close();
});

test("a bad position keeps its error and its step is not applied elsewhere", async () => {
  const page = await open(env, "nim", { hash: "3,x,5@why=3", states: SETTLED });
  assert.notEqual(await page.textContent("#hash-error"), "");
  assert.equal(await page.getAttribute("#why-toggle", "aria-expanded"), "false");
  assert.ok(!(await hashOf(page)).includes("@"));
  assertClean(page);
  await page.close();
});
