// Every explanation step has an address: page.html#<position>@why=<k> (www/js/step-url.js).
// For each page of the catalogue (its step-throughs, positions and steps are its own data,
// tests/e2e/games/<page>.mjs, stepUrls; else its Why? panel at its start, step 2): the address
// opens the position at step k, stepping with
// the button writes the new step into the address (replaceState: no history entry per step),
// a reload comes back to that step, a step past the end shows the last one, a step that is not
// a number shows the first, and a bad suffix leaves the position loading as if it were not
// there. Where a page's data asks (along), also: editing the hash, closing the panel and making
// a move. Screenshots: target/screenshots/step-url-<page>.png, of those pages.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, screenshot, PAGES, CATALOGUE, entryOf, startHash, pageData } from "./harness.mjs";
import { splitStep, stepSuffix, createStepAddress } from "../../www/js/step-url.js";
import { Stepper } from "../../www/js/stepper.js";

const env = useBrowser({ before, after });

const WHY = { counter: "#why-counter", forward: "#why-forward", shown: "#why-body" };

/**
 * Per page of the catalogue, its step-throughs' addresses: a position and a step k to open at
 * (each step-through at least k + 1 steps long), and where the step-through's counter and
 * forward button are and how to tell it is on show (default the Why? panel), and where the
 * page tells of a bad address (`banner`, default #hash-error). From the page's data
 * (stepUrls), else its start at step 2 of its Why? panel. A case's `along` asks for the
 * address's other uses on its position (below).
 */
const CASES = PAGES.filter((name) => entryOf(name)).flatMap((name) =>
  (pageData(name).stepUrls ?? [{ position: startHash(entryOf(name)).slice(1), k: 2 }]).map((spec) => ({
    name,
    ...WHY,
    banner: "#hash-error",
    ...spec,
  })),
);

// ---------------------------------------------------------------------------------------
// The syntax itself (no browser)

test("splitStep finds the step after the first @ and leaves the position text alone", () => {
  assert.deepEqual(splitStep("3,4,5"), { text: "3,4,5", step: null, options: {} });
  assert.deepEqual(splitStep("3,4,5@why=4"), { text: "3,4,5", step: 4, options: {} });
  assert.deepEqual(splitStep("misere:1,1,5@why=2"), { text: "misere:1,1,5", step: 2, options: {} });
  assert.deepEqual(splitStep("S=1,3,4:9,4@WHY=7"), { text: "S=1,3,4:9,4", step: 7, options: {} });
  // A ";" before the mark is the position's, not an option's.
  assert.deepEqual(splitStep("3,5;2,7@why=3"), { text: "3,5;2,7", step: 3, options: {} });
  // Every start of the catalogue and every position of the pages' data (a sum's notation, with
  // its parentheses, "+" and spaces; a seed before the position; ...) is left alone.
  const positions = [...CATALOGUE.map((entry) => startHash(entry).slice(1)), ...CASES.map((c) => c.position)];
  assert.ok(
    positions.some((text) => /\(.*\+ /.test(text)),
    "a sum's notation is among them",
  );
  for (const text of positions) assert.deepEqual(splitStep(`${text}@why=2`), { text, step: 2, options: {} }, text);
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

for (const { name, position, k, suffix = "", counter, forward, shown, banner } of CASES) {
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

    // A step that is not a number: the first step, of the position asked for.
    const first = await open(env, name, { hash: `${position}@why=-2${suffix}`, states: SETTLED });
    await counterAt(first, counter, 1);
    assert.equal(
      await first.evaluate((b) => document.querySelector(b)?.textContent ?? "", banner),
      "",
      "no error for a step that is not a number",
    );
    assert.equal(await hashOf(first), `#${position}@why=1${suffix}`, "the position, at the first step");
    assertClean(first);
    await first.close();

    const junk = await open(env, name, { hash: `${position}@nonsense=3`, states: SETTLED });
    const error = await junk.evaluate((b) => document.querySelector(b)?.textContent ?? "", banner);
    assert.equal(error, "", "no error for a bad step");
    if (why) assert.equal(await junk.getAttribute("#why-toggle", "aria-expanded"), "false", "no step asked for: the panel stays shut");
    assert.ok((await hashOf(junk)).startsWith(`#${position}`), `the position loads: ${await hashOf(junk)}`);
    assertClean(junk);
    await junk.close();
  });
}

/**
 * The address's other uses, on the step-throughs whose data asks (their Why? panel, `along`): the
 * case's position has at least 8 steps and `along.other` (another position, as its board writes
 * it) at least 3; `along.move` is a legal move from the position; `along.marked`, what the
 * panel marks at step 7, waited for before the screenshot.
 */
const ALONG = CASES.filter((c) => c.along);

test("the pages' data asks for the address's other uses somewhere", () => {
  assert.ok(ALONG.length > 0);
});

for (const { name, position, along } of ALONG) {
  test(`${name}: editing the hash, closing the panel and a move take the step along`, async () => {
    const { other, move, marked } = along;
    const page = await open(env, name, { hash: `${position}@why=4`, states: SETTLED });
    await counterAt(page, "#why-counter", 4);

    // Only the step edited: the same game, another step.
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `#${position}@why=7`);
    await counterAt(page, "#why-counter", 7);
    await page.waitForSelector(marked);
    await screenshot(page, `step-url-${name}`);

    // Another position with a step: that position, that step.
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `#${other}@why=2`);
    await page.waitForFunction((p) => document.getElementById("board").dataset.position === p, other);
    await counterAt(page, "#why-counter", 2);

    // The same position without a step: the step leaves the address, the panel stays.
    // Settled: the page's own hashchange listener (added at load, so it runs first) has handled
    // the change when this one runs.
    await page.evaluate(
      (hash) =>
        new Promise((resolve) => {
          window.addEventListener("hashchange", () => resolve(), { once: true });
          location.hash = hash;
        }),
      `#${other}`,
    );
    await counterAt(page, "#why-counter", 2);
    assert.equal(await hashOf(page), `#${other}`);
    assert.equal(await page.getAttribute("#why-toggle", "aria-expanded"), "true");

    // Stepping puts it back; closing takes it out; opening from the button puts step 1.
    const hashIs = (want) => page.waitForFunction((h) => decodeURIComponent(location.hash) === h, want);
    await page.click("#why-forward");
    await hashIs(`#${other}@why=3`);
    await page.click("#why-toggle");
    await hashIs(`#${other}`);
    await page.click("#why-toggle");
    await hashIs(`#${other}@why=1`);

    // A move: the position changes and the step is dropped.
    await page.evaluate((hash) => {
      location.hash = hash;
    }, `#${position}@why=5`);
    await counterAt(page, "#why-counter", 5);
    await page.fill("#move-input", move);
    await page.press("#move-input", "Enter");
    await page.waitForFunction((p) => decodeURIComponent(location.hash).split("@")[0] !== `#${p}`, position);
    assert.ok(!(await hashOf(page)).includes("@"), `no step after a move: ${await hashOf(page)}`);
    assertClean(page);
    await page.close();
  });
}

/** The first page of the catalogue whose step-through is its Why? panel, at its start. */
const FIRST = CASES.find((c) => c.counter === WHY.counter);

test("a bad position keeps its error and its step is not applied elsewhere", async () => {
  // The start with a bad part after it.
  const bad = `${startHash(entryOf(FIRST.name)).slice(1)},x`;
  const page = await open(env, FIRST.name, { hash: `${bad}@why=3`, states: SETTLED });
  assert.notEqual(await page.textContent(FIRST.banner), "", `${FIRST.name}: ${bad} is a bad position`);
  assert.equal(await page.getAttribute("#why-toggle", "aria-expanded"), "false");
  assert.ok(!(await hashOf(page)).includes("@"));
  assertClean(page);
  await page.close();
});
