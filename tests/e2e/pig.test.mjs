// Pig and Piglet (pig.html): a game of chance against best play, its dice from the seed in the
// address, the chances the core computes (hints, Ask me first), Why? as an expectimax tree,
// the strategy map, Piglet's table replayed sweep by sweep, the simulation, and bad input.
// The figures the page shows are checked against the core itself, loaded here in Node
// (www/pkg/grundy_chance.js), and against the published start chance of Pig.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useBrowser, open, assertClean, waitForState, screenshot, SITE } from "./harness.mjs";

const env = useBrowser({ before, after });

const core = await import(join(SITE, "pkg", "grundy_chance.js"));
core.initSync({ module: readFileSync(join(SITE, "pkg", "grundy_chance_bg.wasm")) });
const percent = (p) => `${(100 * p).toFixed(1)}%`;

/** The position the address keeps (the start of the turn on show) and the turn total drawn. */
const address = (page) => page.evaluate(() => decodeURIComponent(location.hash));
const ROLL = '#board [data-action="roll"]';
const HOLD = '#board [data-action="hold"]';
/** Waits until it is the student's turn again (or the game is over) after a decision. */
async function decided(page, button) {
  const before = await page.evaluate(() => document.getElementById("record").textContent);
  await page.click(button);
  // The computer's turn may be several rolls, each shown for a moment.
  await page.waitForFunction(
    (was) => ["ready", "over"].includes(document.body.dataset.state) && document.getElementById("record").textContent !== was,
    before,
    { timeout: 60_000 },
  );
}

test("Pig opens at 0 to 0 with the published chance, said only with hints on", async () => {
  const page = await open(env, "pig");
  assert.match(await address(page), /^#seed=\d+:pig:100\/0,0\/p1:0$/);
  assert.equal(await page.textContent("#status"), "Your turn: roll or hold?");
  assert.ok(await page.isHidden("#hint-line"), "no chance without hints");
  assert.doesNotMatch(await page.textContent("main"), /\d+\.\d%/, "no percentage anywhere with hints off");
  assert.equal(await page.getAttribute(HOLD, "aria-disabled"), "true", "nothing to hold at the start of a turn");
  assert.equal(await page.getAttribute(ROLL, "aria-disabled"), null);
  // The panels and the idle button are drawn in the theme's panel colour (a shape the sheet
  // misses is filled black by SVG's default).
  const fills = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement("div"));
    probe.style.color = "var(--surface-2)";
    const surface = getComputedStyle(probe).color;
    probe.remove();
    const fill = (sel) => [...document.querySelectorAll(sel)].map((e) => getComputedStyle(e).fill);
    return { surface, panels: fill("#board .pig-panel"), buttons: fill("#board .pig-button-face") };
  });
  assert.equal(fills.panels.length, 2);
  for (const f of fills.panels) assert.equal(f, fills.surface, "a player's panel is in the panel colour");
  assert.equal(fills.buttons[1], fills.surface, "Hold, with nothing to hold, is in the panel colour");
  await page.check("#hints");
  // Neller and Presser, "Optimal Play of the Dice Game Pig" (The UMAP Journal 25(1), 2004): the
  // first player wins with probability 0.5306.
  const start = core.analyze("pig", "pig:100/0,0/p1:0");
  assert.ok(Math.abs(start.chance - 0.5306) < 5e-4);
  assert.match(await page.textContent("#hint-line"), new RegExp(`player to move: ${percent(start.chance).replace(".", "\\.")}`));
  assert.match(await page.textContent("#hint-line"), /best play rolls/);
  await screenshot(page, "pig");
  assertClean(page);
  await page.close();
});

test("the seed in the address rolls the same numbers in a fresh browser, and undo does not re-roll", async () => {
  const hash = "#seed=12345:piglet:10/0,0/p1:0";
  const play = async () => {
    const page = await open(env, "pig", { hash });
    const seen = [];
    for (let i = 0; i < 3 && (await page.evaluate(() => document.body.dataset.state)) === "ready"; i++) {
      await decided(page, ROLL);
      seen.push(await page.textContent("#record"));
    }
    return { page, seen };
  };
  const first = await play();
  const second = await play();
  assert.deepEqual(second.seen, first.seen, "the same rolls from the same seed");
  // Back to the start and roll again: the same first roll as before.
  const { page } = first;
  await page.click("#record .record-go[data-index='0']");
  await page.waitForFunction(() => document.getElementById("record").children.length === 0 || document.body.dataset.state === "ready");
  await decided(page, ROLL);
  assert.equal((await page.textContent("#record")).split(".")[1], first.seen[0].split(".")[1], "the first roll again");
  assertClean(first.page);
  assertClean(second.page);
  await first.page.close();
  await second.page.close();
});

test("the computer's turn is rolled visibly and stays named until the student decides", async () => {
  const page = await open(env, "pig", { hash: "#seed=99:pig:100/0,0/p1:0" });
  await page.check("#new-form input[name=first][value=computer]");
  await page.click("#start");
  await page.waitForFunction(() => document.body.dataset.state === "ready" && document.getElementById("record").children.length > 0, null, {
    timeout: 60_000,
  });
  const line = await page.textContent("#computer-move");
  assert.match(line, /^The computer (rolled|held)/);
  assert.match(await page.textContent("#record"), /1\. Computer: /);
  assert.equal(await page.textContent("#status"), "Your turn: roll or hold?");
  // It names the computer's decisions the record shows for its turn.
  const words = line.replace(/^The computer /, "").replace(/\.$/, "");
  assert.ok((await page.textContent("#record")).includes(words), `${words} in the record`);
  await decided(page, ROLL);
  assertClean(page);
  await page.close();
});

test("a game of Piglet played out ends with its winner, and undo takes it back", async () => {
  const page = await open(env, "pig", { hash: "#seed=5:piglet:10/9,9/p1:0" });
  while ((await page.evaluate(() => document.body.dataset.state)) !== "over") await decided(page, ROLL);
  assert.match(await page.textContent("#status"), /^(You win!You|Computer winsThe computer) reached the goal with 10\.$/);
  assert.ok(await page.isVisible("#again"));
  assert.equal(await page.getAttribute(ROLL, "aria-disabled"), "true");
  await page.click("#undo");
  await waitForState(page, "ready");
  assert.match(await address(page), /:piglet:10\/9,9\/p1:0$/);
  assertClean(page);
  await page.close();
});

test("two players share the board: each decides for their own side, and the computer never plays", async () => {
  const page = await open(env, "pig", { hash: "#seed=8:piglet:10/0,0/p1:0" });
  await page.selectOption("#opponent", "human");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("status").textContent === "Player 1 to move: roll or hold?");
  assert.match(await address(page), /:piglet:10\/0,0\/p1:0$/);
  // Player 1 flips until the turn passes (tails) or holds the first head.
  for (let turns = 0; turns < 2; turns++) {
    const mover = (await page.textContent("#status")).slice(0, 8);
    const canHold = (await page.getAttribute(HOLD, "aria-disabled")) === null;
    await decided(page, canHold ? HOLD : ROLL);
    if ((await page.evaluate(() => document.body.dataset.state)) === "over") break;
    if ((await page.textContent("#status")).slice(0, 8) !== mover) assert.match(await page.textContent("#status"), /^Player [12] to move/);
  }
  assert.ok(await page.isHidden("#computer-move"), "no computer in a game of two players");
  assert.doesNotMatch(await page.textContent("#record"), /Computer/);
  assertClean(page);
  await page.close();
});

test("Ask me first: is your chance above one half? answered before the buttons work", async () => {
  const page = await open(env, "pig", { hash: "#seed=3:pig:100/20,10/p1:6", settings: { askFirst: true, hints: true } });
  assert.ok(await page.isVisible("#lesson-ask"));
  assert.ok(await page.isHidden("#hint-line"), "the hint would answer it");
  await page.click(ROLL);
  assert.match(await page.textContent("#board-error"), /First answer the question/);
  const { chance } = core.analyze("pig", "pig:100/20,10/p1:6");
  await page.click(`#lesson-ask button[data-answer="${chance > 0.5 ? "below" : "above"}"]`);
  assert.match(
    await page.textContent("#lesson-verdict"),
    new RegExp(`Not quite: your chance of winning is ${percent(chance).replace(".", "\\.")}`),
  );
  assert.ok(await page.isVisible("#lesson-which"));
  assert.ok(await page.isHidden("#hint-line"), "the hint (best play rolls) would answer the decision asked for next");
  await decided(page, HOLD);
  // Best play rolls here (the core says so): the note says holding was not it, with both chances.
  const a = core.analyze("pig", "pig:100/20,10/p1:6");
  assert.equal(a.decision, "roll");
  assert.match(
    await page.textContent("#lesson-note"),
    new RegExp(`Rolling was better: rolling gives ${percent(a.roll).replace(".", "\\.")}`),
  );
  assert.match(await page.textContent("#lesson-score"), /0 of 2 right/);
  assertClean(page);
  await page.close();
});

test("Why? steps through the decision face by face, the average, holding and the larger", async () => {
  const position = "pig:100/20,10/p1:6";
  const page = await open(env, "pig", { hash: `#seed=1:${position}` });
  const { steps } = core.explain("pig", position);
  await page.click("#why-toggle");
  await page.waitForFunction((n) => document.getElementById("why-counter").textContent.trim() === `1 / ${n}`, steps.length);
  assert.match(await page.textContent("#why-caption"), /You have 20, your opponent 10, and this turn has 6/);
  await page.click("#why-forward");
  const one = steps[1];
  assert.match(
    await page.textContent("#why-caption"),
    new RegExp(`shows 1 .*loses the turn's 6.*${percent(one.chance).replace(".", "\\.")}`),
  );
  const average = steps.findIndex((s) => s.kind === "average");
  for (let i = 1; i < average; i++) await page.click("#why-forward");
  assert.match(
    await page.textContent("#why-caption"),
    new RegExp(`average over the 6 sides.*${percent(steps[average].chance).replace(".", "\\.")}`),
  );
  assert.equal(await page.locator("#why-picture .tree-die").count(), 6);
  await page.click("#why-last");
  assert.match(await page.textContent("#why-caption"), /Value iteration breaks the circle/);
  assert.match(await address(page), new RegExp(`@why=${steps.length}$`));
  assertClean(page);
  await page.close();
});

test("the strategy map draws where best play holds beside hold at 20", async () => {
  const page = await open(env, "pig", { hash: "#seed=1:pig:100/0,0/p1:0" });
  await page.click("#map-toggle");
  await page.waitForFunction(() => document.querySelectorAll("#map .map-hold").length > 0);
  const map = core.lab("pig", "map", ["pig:100/0,0/p1:0"]);
  const holding = map.boundaries.filter((b) => b.holdFrom !== null).length;
  assert.equal(await page.locator("#map .map-hold").count(), holding);
  assert.match(await page.textContent("#map-caption"), /hold at 20/);
  // At 0 to 0 best play holds from 21 or later, not at 20 (Neller and Presser).
  assert.ok(map.boundaries[0].holdFrom > 20);
  assert.equal(await page.locator("#map .map-here").count(), 1);
  // Both axes are numbered, so a student reads "hold at 25 when I have 40" off the map.
  const ticks = (axis) => page.locator(`#map .map-tick[data-axis="${axis}"]`).allTextContents();
  for (const axis of ["score", "total"]) {
    const numbers = (await ticks(axis)).map(Number);
    assert.ok(numbers.length >= 5, `the ${axis} axis has numbers (${numbers})`);
    assert.ok(numbers.includes(0) && numbers.includes(50), `the ${axis} axis runs from 0 past 50 (${numbers})`);
  }
  await screenshot(page, "pig-map");
  assertClean(page);
  await page.close();
});

test("the strategy map opened after the game ends shows the last decision's map", async () => {
  const page = await open(env, "pig", { hash: "#seed=5:piglet:10/9,9/p1:0" });
  while ((await page.evaluate(() => document.body.dataset.state)) !== "over") await decided(page, ROLL);
  await page.click("#map-toggle");
  await page.waitForFunction(() => document.querySelectorAll("#map rect").length > 0, null, { timeout: 5000 });
  assert.match(await page.textContent("#map-caption"), /hold at/);
  assertClean(page);
  await page.close();
});

test('the hint line and the Why? step say the rule "hold at 20" in plain words; the sweeps\' numbers wait behind For the curious', async () => {
  const position = "pig:100/20,10/p1:6";
  const page = await open(env, "pig", { hash: `#seed=1:${position}`, hints: true });
  const hint = await page.textContent("#hint-line");
  assert.doesNotMatch(hint, /" would (roll|hold) \(/, "no rule name used as the subject of a verb with a bare number after it");
  assert.match(hint, /A player who always holds at 20 would (roll|hold) here, with a \d+\.\d% chance of winning/);
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
  await page.click("#why-last");
  const caption = await page.textContent("#why-caption");
  assert.match(caption, /Value iteration breaks the circle/);
  assert.doesNotMatch(caption, /\d\.\de-\d|layers/, "the caption keeps the sweeps' numbers for the curious");
  const curious = page.locator("#why-curious");
  assert.equal(await curious.isVisible(), true, "For the curious is there at the last step");
  assert.equal(await page.isVisible("#why-curious p"), false, "closed until asked");
  await page.click("#why-curious summary");
  assert.match(await page.textContent("#why-curious"), /layers.*sweeps/s);
  // Back at the first step it is gone: it belongs to the last.
  await page.click("#why-first");
  assert.equal(await curious.isVisible(), false);
  assertClean(page);
  await page.close();
});

test("Piglet's whole table replays value iteration sweep by sweep until it settles", async () => {
  const page = await open(env, "pig", { hash: "#seed=1:piglet:10/0,0/p1:0" });
  assert.ok(await page.isVisible("#table-panel"));
  const replay = core.lab("piglet:10", "replay");
  const sweeps = replay.reduce((n, layer) => n + layer.sweeps.length, 0);
  await page.click("#table-toggle");
  await page.waitForFunction((n) => document.getElementById("sweep-counter").textContent.trim() === `${n} / ${n}`, sweeps);
  const start = core.analyze("pig", "piglet:10/0,0/p1:0").chance;
  assert.match(await page.textContent("#sweep-caption"), new RegExp(`Settled.*${percent(start).replace(".", "\\.")}`));
  assert.equal(await page.locator("#table .table-cell").count(), 550);
  assert.ok((await page.locator("#table .table-hold").count()) > 0);
  await page.click("#sweep-first");
  assert.match(
    await page.textContent("#sweep-caption"),
    new RegExp(`Score sum ${replay[0].sum} \\(layer 1 of ${replay.length}.*sweep 1 of ${replay[0].sweeps.length}`),
  );
  assert.equal(await page.locator("#table .table-cell.empty").count(), 550 - replay[0].cells.length);
  // Pig's table is too large to show whole: the panel is not offered.
  const pig = await open(env, "pig", { hash: "#seed=1:pig:100/0,0/p1:0" });
  assert.ok(await pig.isHidden("#table-panel"));
  assertClean(page);
  await page.close();
  await pig.close();
});

test("10,000 games of best play against hold at 20 agree with the exact chance", async () => {
  const page = await open(env, "pig", { hash: "#seed=1:piglet:10/0,0/p1:0" });
  await page.click("#simulate");
  await page.waitForFunction(() => /^Best play won/.test(document.getElementById("sim-result").textContent), null, { timeout: 30_000 });
  const text = await page.textContent("#sim-result");
  assert.match(text, /of 10,000 games against "hold at 1"/);
  assert.match(text, /within three standard errors/);
  assert.ok(await page.isHidden("#sim-progress"));
  assertClean(page);
  await page.close();
});

test("bad input gets a clear message and keeps the game", async () => {
  const page = await open(env, "pig", { hash: "#pig:100/5,5/p3:0" });
  assert.match(await page.textContent("#hash-error"), /"p3".*Showing pig:100\/0,0\/p1:0 instead/);
  assert.match(await address(page), /:pig:100\/0,0\/p1:0$/);
  await page.fill("#move-input", "jump");
  await page.click("#move-submit");
  assert.match(await page.textContent("#move-error"), /"jump" is not a decision: write roll or hold/);
  await page.fill("#new-goal", "0");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("new-error").textContent !== "");
  assert.match(await page.textContent("#new-error"), /goal/i);
  assert.match(await address(page), /:pig:100\/0,0\/p1:0$/, "the game is kept");
  await page.fill("#new-position", "pig:100/50,50/p1:60");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("new-error").textContent !== "");
  assert.match(await address(page), /:pig:100\/0,0\/p1:0$/, "the game is kept");
  assertClean(page);
  await page.close();
});
