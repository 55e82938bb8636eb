// The worker survives a crash of the wasm module. A panic in the core aborts the module (a
// wasm trap) and poisons that instance; engine.js must replace the worker, fail only the call
// that crashed (kind "engineCrashed"), show a notice, keep the game on the page, and answer the
// next move from a fresh worker. The crash is caused with the core's own fault injection,
// crashForTest(), reached through engine.js as the page's module graph has it. The game is the
// catalogue's first game page, at its start; its moves are the core's own legal moves, typed in
// the move box.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, waitForState, boardPosition, screenshot, GAME_PAGES, entryOf, startHash } from "./harness.mjs";

const env = useBrowser({ before, after });

/** The page the engine crashes on, and its game: the catalogue's first game page. */
const NAME = GAME_PAGES[0];
const GAME = entryOf(NAME);

/** The panic hook prints the panic to the console: the one error this test expects. */
const isExpectedPanic = (text) => text.includes("crashForTest");

/** The first legal move from `position` and the position it leads to, from the core in the page's worker. */
const legalMove = (page, position) =>
  page.evaluate(
    ([game, position]) =>
      import("./js/engine.js")
        .then((engine) => engine.analyze(game, position))
        .then((analysis) => ({ move: analysis.moves[0].move, to: analysis.moves[0].to })),
    [GAME.id, position],
  );

/** Type `move` in the move box, then wait while the computer thinks until the game is on again. */
async function play(page, move) {
  await page.fill("#move-input", move);
  await page.press("#move-input", "Enter");
  await waitForState(page, "thinking");
  await waitForState(page, "ready", "over");
}

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

  await page.goto(`${env.base}${NAME}.html${startHash(GAME)}`);
  await waitForState(page, "ready");
  assert.equal(await boardPosition(page), GAME.defaultPosition);
  // One move, and the computer's reply.
  const first = await legalMove(page, GAME.defaultPosition);
  await play(page, first.move);
  const before = await boardPosition(page);
  assert.notEqual(before, first.to, "the computer replied before the crash");
  // The next move, chosen now: after the crash the move itself must be the engine's next call.
  const next = await legalMove(page, before);
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
  await play(page, next.move);
  const afterMove = await boardPosition(page);
  assert.notEqual(afterMove, before, "the move was played");
  const state = await page.evaluate(() => document.body.dataset.state);
  if (state === "ready") assert.notEqual(afterMove, next.to, "the computer replied too");
  assert.equal(await notice.count(), 0, "the notice goes once the engine answers again");
  assert.deepEqual(problems, [], "the page reported errors");
  await context.close();
});

test("calls waiting behind a crash are answered by the fresh worker; the close button hides the notice", async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${env.base}${NAME}.html${startHash(GAME)}`);
  await waitForState(page, "ready");
  const { move, to } = await legalMove(page, GAME.defaultPosition);
  const results = await page.evaluate(
    async ([game, position, move, to]) => {
      const engine = await import("./js/engine.js");
      // Queued in this order: one answer before the crash, the crash, two calls after it.
      const calls = [engine.analyze(game, position), engine.crashForTest(), engine.play(game, position, move), engine.analyze(game, to)];
      const settled = await Promise.allSettled(calls);
      return settled.map((s) => (s.status === "fulfilled" ? "ok" : (s.reason.kind ?? s.reason.message)));
    },
    [GAME.id, GAME.defaultPosition, move, to],
  );
  assert.deepEqual(results, ["ok", "engineCrashed", "ok", "ok"]);
  // The answers after the crash removed the notice; crash again and close it by hand.
  await page.evaluate(() => import("./js/engine.js").then((e) => e.crashForTest()).catch(() => {}));
  const notice = page.locator(".engine-notice");
  assert.equal(await notice.isVisible(), true);
  await page.click(".engine-notice-close");
  assert.equal(await notice.count(), 0);
  await context.close();
});
