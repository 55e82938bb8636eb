// The worker survives a crash of the wasm module. A panic in the core aborts the module (a
// wasm trap) and poisons that instance; engine.js must replace the worker, fail only the call
// that crashed (kind "engineCrashed"), show a notice, keep the game on the page, and answer the
// next move from a fresh worker. The crash is caused with the core's own fault injection,
// crashForTest(), reached through engine.js as the page's module graph has it.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, waitForState, boardPosition, screenshot } from "./harness.mjs";

const env = useBrowser({ before, after });

/** The panic hook prints the panic to the console: the one error this test expects. */
const isExpectedPanic = (text) => text.includes("crashForTest");

test("a crash of the core restarts the engine and keeps the game", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !isExpectedPanic(msg.text())) problems.push(`console.error: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()}`));
  page.setDefaultTimeout(10_000);

  await page.goto(`${env.base}nim.html#3,4,5`);
  await waitForState(page, "ready");
  // One move, and the computer's reply.
  await page.locator('#board .token[data-pile="0"][data-index="1"]').click();
  await waitForState(page, "thinking");
  await waitForState(page, "ready", "over");
  const before = await boardPosition(page);
  assert.notEqual(before, "1,4,5", "the computer replied before the crash");
  await page.evaluate(() => {
    window.restarts = 0;
    window.addEventListener("grundy-engine-restarted", () => window.restarts++);
  });

  const outcome = await page.evaluate(() =>
    import("./js/engine.js")
      .then((engine) => engine.crashForTest())
      .then(
        () => ({ kind: "no error" }),
        (error) => ({ kind: error.kind, message: error.message }),
      ),
  );
  assert.equal(outcome.kind, "engineCrashed");
  assert.equal(outcome.message, "The game engine crashed and was restarted. Your game is kept; try that again.");
  assert.equal(await page.evaluate(() => window.restarts), 1, "grundy-engine-restarted was sent once");

  const notice = page.locator("main .engine-notice[role=alert]");
  assert.equal(await notice.isVisible(), true, "the crash notice is shown");
  assert.match(await notice.textContent(), /crashed and was restarted/);
  assert.equal(await boardPosition(page), before, "the game is kept");
  assert.equal(await page.evaluate(() => document.body.dataset.state), "ready");
  await screenshot(page, "crash-notice");

  // The next move is answered by a fresh worker, and the computer replies again.
  const piles = before.split(",").map(Number);
  const pile = piles.findIndex((n) => n > 0);
  await page.locator(`#board .token[data-pile="${pile}"][data-index="0"]`).click();
  await waitForState(page, "thinking");
  await waitForState(page, "ready", "over");
  const afterMove = await boardPosition(page);
  assert.notEqual(afterMove, before, "the move was played");
  const taken = (p) =>
    p
      .split(",")
      .map(Number)
      .reduce((a, b) => a + b, 0);
  const state = await page.evaluate(() => document.body.dataset.state);
  if (state === "ready") assert.ok(taken(before) - taken(afterMove) >= 2, "the computer replied too");
  assert.equal(await notice.count(), 0, "the notice goes once the engine answers again");
  assert.deepEqual(problems, [], "the page reported errors");
  await context.close();
});

test("calls waiting behind a crash are answered by the fresh worker; the close button hides the notice", async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${env.base}nim.html#3,4,5`);
  await waitForState(page, "ready");
  const results = await page.evaluate(async () => {
    const engine = await import("./js/engine.js");
    // Queued in this order: one answer before the crash, the crash, two calls after it.
    const calls = [engine.analyze("nim", "1,2"), engine.crashForTest(), engine.play("nim", "1,2", "2-1"), engine.analyze("nim", "2,2")];
    const settled = await Promise.allSettled(calls);
    return settled.map((s) => (s.status === "fulfilled" ? "ok" : (s.reason.kind ?? s.reason.message)));
  });
  assert.deepEqual(results, ["ok", "engineCrashed", "ok", "ok"]);
  // The answers after the crash removed the notice; crash again and close it by hand.
  await page.evaluate(() => import("./js/engine.js").then((e) => e.crashForTest()).catch(() => {}));
  const notice = page.locator(".engine-notice");
  assert.equal(await notice.isVisible(), true);
  await page.click(".engine-notice-close");
  assert.equal(await notice.count(), 0);
  await context.close();
});
