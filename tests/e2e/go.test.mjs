// The 2x2 Go page: stones by clicking and by keyboard, the perfect computer's answer, passes,
// captures, suicide and superko refused in the core's words, the end of the game and its score,
// hints on every point; the notes' table filled in by real searches in the worker (1,446 and
// 19,397,529 nodes, depths 22 and 58, value 1, and minimax stopped at its budget); the board's
// geometry (stones centred on the crossings of the lines, the lines showing) and the rules in a
// sentence; and the Why? panel: the moves' values and the best line, in words, move by move.
// Screenshots go to target/screenshots/go-*.png.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot } from "./harness.mjs";

const env = useBrowser({ before, after });

const point = (page, name) => page.locator(`#board .point[data-point="${name}"]`);
const boardOf = (page) => page.getAttribute("#board", "data-board");

test("a stone by clicking, the perfect computer's answer, then passes end the game with its score", async () => {
  const page = await open(env, "go");
  assert.equal(await boardPosition(page), ".");
  assert.equal(await page.textContent("#status"), "Your turn: you play Black");
  await point(page, "a").click();
  await waitForState(page, "thinking");
  await waitForPosition(page, "a");
  // The thinking status, or (on a slow machine) the pick it shows after the pause.
  assert.match(await page.textContent("#status"), /Computer \(White\)|^The computer (put a white stone on the|passed)/);
  await waitForState(page, "ready", "over");
  const after = await boardPosition(page);
  assert.equal(after.length, 2, "the computer answered");
  // The computer's move is named once, in the line under the board, not again over it.
  const named = await page.textContent("#computer-move");
  assert.match(named, /^The computer (put a white stone on the (top-right|bottom-left|bottom-right) point|passed)/);
  assert.equal(await page.textContent("#move-note"), "", "the note over the board leaves the computer's move to its line");
  const where = named.match(/the (\S+) point/)?.[1] ?? "passed";
  // biome-ignore lint/performance/useDomNodeTextContent: the words drawn on the page, not its hidden text
  const said = (await page.innerText("#board-panel")).split(where).length - 1;
  assert.equal(said, 1, `the board's panel names the computer's move (${where}) once`);
  assert.equal(decodeURIComponent(new URL(page.url()).hash), `#${after}`);
  await screenshot(page, "go-after-a-move");

  // Undo takes back both moves; then two people play to the end.
  await page.click("#undo");
  await waitForPosition(page, ".");
  await page.selectOption("#opponent", "human");
  await page.fill("#new-position", "");
  await page.click("#start");
  // The same empty board: the game between two people has started when the status names the side.
  await page.waitForFunction(() => /^Black to move/.test(document.getElementById("status").textContent));
  await waitForState(page, "ready");
  await point(page, "a").click();
  await waitForPosition(page, "a");
  await page.click("#pass");
  await waitForPosition(page, "ap");
  assert.equal(await page.textContent("#move-note"), "White passes.");
  await page.click("#pass");
  await waitForPosition(page, "app");
  await waitForState(page, "over");
  assert.match(await page.textContent("#status"), /^Black wins by 4!Both passed\. Area score, komi 0: Black − White = \+4\./);
  assert.match(await page.textContent("#move-note"), /two passes in a row end the game/);
  assert.equal(await page.isDisabled("#pass"), true);
  assertClean(page);
  await page.close();
});

test("captures are counted, and suicide and superko are refused with the core's reason", async () => {
  const page = await open(env, "go", { hash: "#ab" });
  await page.selectOption("#opponent", "human");
  await page.click("#start");
  await waitForPosition(page, "ab");
  await waitForState(page, "ready");
  // Black d takes White's last liberty at b.
  await point(page, "d").click();
  await waitForPosition(page, "abd");
  assert.equal(await boardOf(page), "x..x");
  assert.equal(await page.textContent("#move-note"), "Black plays the bottom-right point, capturing 1 white stone (the top-right point).");
  assert.equal(await page.textContent("#captures"), "Black 1 · White 0");

  // Superko: Black on b would bring back an earlier board.
  await page.goto(`${env.base}go.html#bdpcpa`);
  await waitForPosition(page, "bdpcpa");
  await waitForState(page, "ready");
  assert.equal(await boardOf(page), "o.oo");
  assert.match(await point(page, "b").getAttribute("class"), /refused/);
  assert.equal(await point(page, "b").locator(".refused-mark").count(), 1, "⊘ on the point");
  await point(page, "b").click();
  await page.waitForFunction(() => document.getElementById("board-error").textContent !== "");
  assert.match(await page.textContent("#board-error"), /would recreate an earlier board of this game: positional superko forbids it/);
  assert.equal(await boardPosition(page), "bdpcpa", "the position stays");
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "go-superko");

  // Suicide.
  await page.goto(`${env.base}go.html#bdpa`);
  await waitForPosition(page, "bdpa");
  await waitForState(page, "ready");
  await point(page, "c").click();
  await page.waitForFunction(() => document.getElementById("board-error").textContent !== "");
  assert.match(await page.textContent("#board-error"), /suicide is not allowed/);
  assert.equal(await boardPosition(page), "bdpa");
  assertClean(page);
  await page.close();
});

test("hints give every point and the pass its value, in colour and with a symbol", async () => {
  const page = await open(env, "go", { hash: "#." });
  await page.check("#hints");
  await page.waitForSelector("#board .point.wins");
  assert.equal(await page.locator("#board .point.wins").count(), 4, "every first stone wins by 1");
  assert.deepEqual(await page.locator("#board .hint-value").allTextContents(), ["+1", "+1", "+1", "+1"]);
  assert.equal(await page.locator("#board .hint-symbol").count(), 4);
  assert.equal(await page.getAttribute("#pass-hint", "data-value"), "-1");
  assert.match(await page.textContent("#pass-hint"), /✗ passing loses: −1/);
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "N");
  assert.match(await page.textContent("#hint-line"), /With best play Black wins by 1/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "go-hints");
  assertClean(page);
  await page.close();
});

test("the board can be played with the keyboard: arrows, Enter, and p to pass", async () => {
  const page = await open(env, "go", { hash: "#." });
  await page.selectOption("#opponent", "human");
  await page.click("#start");
  await page.waitForFunction(() => /^Black to move/.test(document.getElementById("status").textContent));
  await waitForState(page, "ready");
  await point(page, "a").focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.point), "d");
  await page.keyboard.press("Enter");
  await waitForPosition(page, "d");
  await page.keyboard.press("p");
  await waitForPosition(page, "dp");
  assertClean(page);
  await page.close();
});

test("the notes' table is filled in by real runs in the worker", async () => {
  const page = await open(env, "go", { hash: "#." });
  await page.click("#run-all");
  // Live state: a row is running and the run button is busy.
  await page.waitForSelector('#solver-table tr[data-status="running"]');
  assert.equal(await page.isDisabled("#run-all"), true);
  assert.equal(await page.isVisible("#run-stop"), true);
  // Minimax runs last, in rounds; catch it in the act.
  await page.waitForSelector('#solver-table tr[data-row="minimax"][data-status="running"]', { timeout: 60_000 });
  await page.waitForFunction(() =>
    /^Minimax: round \d of 3, a fresh search from the empty board with a budget of/.test(
      document.getElementById("solver-live").textContent,
    ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "go-table-running");
  await page.waitForFunction(() => document.body.dataset.solver === "done", null, { timeout: 120_000 });

  const row = async (id) => {
    const tr = page.locator(`#solver-table tr[data-row="${id}"]`);
    const [value, nodes, depth, time] = await Promise.all(
      ["value", "nodes", "depth", "time"].map((c) => tr.locator(`td.${c}`).textContent()),
    );
    return { value, nodes, depth, time, status: await tr.getAttribute("data-status") };
  };
  const pass = await row("pass-first");
  assert.deepEqual([pass.value, pass.nodes, pass.depth], ["+1", "1,446", "22"], "the notes: 1,446 nodes, depth 22");
  const stones = await row("stones-first");
  assert.deepEqual([stones.value, stones.nodes, stones.depth], ["+1", "19,397,529", "58"], "the notes: 19,397,529 nodes, depth 58");
  assert.match(stones.time, /^\d+(\.\d+)? (ms|s)$/);
  // The speed in plain words, with the node count.
  const rate = async (id) => page.locator(`#solver-table tr[data-row="${id}"] .search-rate`).textContent();
  assert.match(await rate("stones-first"), /^19\.4 million positions in \d+(\.\d+)? (ms|s): about [\d.,]+ million a second$/);
  assert.match(
    await rate("pass-first"),
    /^1,446 positions in (under a millisecond|\d+(\.\d+)? (ms|s): about [\d.,]+( million)? a second)$/,
  );
  const minimax = await row("minimax");
  assert.equal(minimax.value, "not proved");
  assert.equal(minimax.nodes, "50,000,000budget spent", "minimax stops at its budget");
  for (const id of ["table", "symmetry"]) assert.equal((await row(id)).value, "+1", id);
  assert.ok(Number((await row("symmetry")).nodes.replace(/,/g, "")) < 1446, "symmetry saves nodes");
  const note = await page.textContent("#solver-note");
  assert.match(note, /Minimax stopped at its budget of 50,000,000 nodes/);
  assert.match(note, /Trying the pass first searches [\d,]+ times fewer nodes than trying stones first/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "go-table");

  assertClean(page);
  await page.close();
});

test("the stones sit on the crossings of the grid lines, smaller than the space between them, and the rules are a sentence", async () => {
  const page = await open(env, "go", { hash: "#adb" });
  const geometry = await page.evaluate(() => {
    const svg = document.getElementById("board");
    const lines = [...svg.querySelectorAll(".grid-line")].map((l) => ["x1", "y1", "x2", "y2"].map((k) => Number(l.getAttribute(k))));
    const stones = [...svg.querySelectorAll(".point:not(.empty) > circle.stone")].map((c) => ({
      cx: Number(c.getAttribute("cx")),
      cy: Number(c.getAttribute("cy")),
      r: Number(c.getAttribute("r")),
      point: c.parentNode.dataset.point,
    }));
    // The lines are drawn before the points, so the stones lie on top of them.
    const order = [...svg.children].map((n) => n.getAttribute("class") ?? "");
    return { lines, stones, order };
  });
  assert.equal(geometry.lines.length, 4, "two lines each way");
  // The crossings: where a horizontal line meets a vertical one.
  const horizontal = geometry.lines.filter(([, y1, , y2]) => y1 === y2);
  const vertical = geometry.lines.filter(([x1, , x2]) => x1 === x2);
  assert.equal(horizontal.length, 2);
  assert.equal(vertical.length, 2);
  const crossings = [];
  for (const [, y] of horizontal) for (const [x] of vertical) crossings.push(`${x},${y}`);
  const gap = Math.abs(vertical[1][0] - vertical[0][0]);
  assert.equal(geometry.stones.length, 3, "a, d and b hold stones");
  for (const stone of geometry.stones) {
    assert.ok(crossings.includes(`${stone.cx},${stone.cy}`), `stone on ${stone.point} centred on a crossing (${stone.cx},${stone.cy})`);
    assert.ok(stone.r * 2 < gap * 0.75, `stone radius ${stone.r} leaves the line between crossings ${gap} apart visible`);
  }
  assert.ok(geometry.order.indexOf("lines") < geometry.order.findIndex((c) => c.includes("point")), "lines under the stones");
  const rules = (await page.textContent("#go-rules")).replace(/\s+/g, " ").trim();
  assert.match(
    rules,
    /^Black moves first; you may pass; a stone with no empty point next to it is captured; the player with more stones and surrounded points at the end wins\./,
  );
  assert.match(rules, /You may not repeat an earlier position/);
  assert.doesNotMatch(await page.textContent("#game-title"), /komi|superko|·/);
  // The badge keeps its width: not squashed by the status text.
  await page.check("#hints");
  const badge = await page.locator("#badge").boundingBox();
  assert.ok(badge && badge.width > 60 && badge.height < 80, JSON.stringify(badge));
  // The solver's table comes after the game, under its own heading.
  const order = await page.evaluate(() => [...document.querySelector("main").children].map((n) => n.id));
  assert.ok(
    order.indexOf("solver-panel") > order.indexOf("board-panel") && order.indexOf("solver-panel") > order.indexOf("why-panel"),
    order.join(" "),
  );
  assert.equal(await page.textContent("#solver-title"), "Solving 2x2 Go");
  assertClean(page);
  await page.close();
});

test("Why? gives each move's value in words, then the best line move by move to the final score", async () => {
  const page = await open(env, "go", { hash: "#ad" });
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent), null, { timeout: 30_000 });
  const count = Number((await page.textContent("#why-counter")).split("/")[1]);
  const captions = [];
  const caption = () => page.textContent("#why-caption");
  // The first step: Black's first legal move, its faded stone on the point it speaks of.
  captions.push(await caption());
  assert.match(
    captions[0],
    /^Black (plays the (top-right|bottom-left) point|passes): with best play after it, Black (wins by \d+|draws|loses by \d+), so this move (wins|draws|loses)\.$/,
  );
  const first = captions[0].includes("top-right") ? "b" : captions[0].includes("bottom-left") ? "c" : null;
  if (first) {
    assert.equal(await page.getAttribute("#board", "data-why-point"), first);
    assert.equal(await page.locator(`#board .point[data-point="${first}"].why-focus .why-stone`).count(), 1);
  }
  // Forward with the button, then with the arrow key.
  await page.click("#why-forward");
  assert.equal(await page.textContent("#why-counter"), `2 / ${count}`);
  captions.push(await caption());
  await page.locator("#why-caption").click();
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.textContent("#why-counter"), `3 / ${count}`);
  captions.push(await caption());
  for (let k = 4; k <= count; k++) {
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.textContent("#why-counter"), `${k} / ${count}`);
    captions.push(await caption());
    if (k === Math.ceil(count / 2) + 1) await screenshot(page, "go-why");
  }
  const best = captions.findIndex((c) => c.startsWith("Minimax: Black takes the best of these"));
  assert.ok(best > 0, captions.join("\n"));
  // After minimax, the line: every step a move in words with the score so far; the last the result.
  const line = captions.slice(best + 1);
  assert.ok(line.length >= 2, "the best line has moves");
  line.forEach((c, i) =>
    assert.match(c, new RegExp(`^Move ${i + 1} of the best line: (Black|White) (plays the (top|bottom)-(left|right) point|passes)`)),
  );
  assert.match(
    line.at(-1),
    /Two passes in a row end the game\. Counting stones and surrounded points, (Black wins by \d+|White wins by \d+|a draw)\.$/,
  );
  for (const c of captions) {
    assert.doesNotMatch(c, /[[\]]|minimax value|\bplays [abcd]\b|\+\d|−\d/, c);
  }
  // The panel's board shows the position after the last move of the line.
  assert.equal(await page.getAttribute("#why-board", "data-kind"), "line");
  assert.notEqual(await page.getAttribute("#why-board", "data-board"), await boardOf(page));
  // Back to the start with the arrow key and the first-step button.
  await page.keyboard.press("ArrowLeft");
  assert.equal(await page.textContent("#why-counter"), `${count - 1} / ${count}`);
  await page.click("#why-first");
  assert.equal(await page.textContent("#why-counter"), `1 / ${count}`);
  assert.equal(await page.isDisabled("#why-back"), true);
  await page.click("#why-last");
  assert.equal(await page.isDisabled("#why-forward"), true);
  // Closing the panel takes the marks off the board.
  await page.click("#why-toggle");
  assert.equal(await page.locator("#board .why-stone").count(), 0);
  assertClean(page);
  await page.close();
});

test("one search can be run alone, and Stop ends a run after the search in progress", async () => {
  const page = await open(env, "go", { hash: "#." });
  await page.click('#solver-table button.run-one[data-row="pass-first"]');
  await page.waitForFunction(() => document.body.dataset.solver === "done");
  assert.equal(await page.locator('#solver-table tr[data-row="pass-first"] td.nodes').textContent(), "1,446");
  assert.equal(await page.locator('#solver-table tr[data-row="stones-first"]').getAttribute("data-status"), "idle");
  await page.click('#solver-table button.run-one[data-row="minimax"]');
  await page.waitForSelector('#solver-table tr[data-row="minimax"][data-status="running"]');
  await page.click("#run-stop");
  await page.waitForFunction(() => document.body.dataset.solver === "done", null, { timeout: 60_000 });
  const status = await page.locator('#solver-table tr[data-row="minimax"]').getAttribute("data-status");
  assert.ok(["stopped", "done"].includes(status), status);
  assert.match(await page.locator('#solver-table tr[data-row="minimax"] td.value').textContent(), /not proved/);
  assertClean(page);
  await page.close();
});

test("bad input shows the core's message next to it and keeps the last good position", async () => {
  const page = await open(env, "go", { hash: "#ad" });
  await page.fill("#move-input", "e");
  await page.click("#move-submit");
  await page.waitForFunction(() => document.getElementById("move-error").textContent !== "");
  assert.match(await page.textContent("#move-error"), /not a 2x2 Go move/);
  assert.equal(await boardPosition(page), "ad");
  await page.fill("#move-input", "a");
  await page.click("#move-submit");
  await page.waitForFunction(() => /taken/.test(document.getElementById("move-error").textContent));
  assert.equal(await boardPosition(page), "ad");

  await page.fill("#new-position", "abz");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("new-error").textContent !== "");
  assert.match(await page.textContent("#new-error"), /Move 3 of the history is "z"/);
  assert.equal(await boardPosition(page), "ad");

  await page.evaluate(() => {
    location.hash = "#aa";
  });
  await page.waitForFunction(() => document.getElementById("hash-error").textContent !== "");
  assert.match(await page.textContent("#hash-error"), /Point a is taken/);
  assert.equal(await boardPosition(page), "ad");
  await page.waitForFunction(() => decodeURIComponent(location.hash) === "#ad");
  assertClean(page);
  await page.close();
});

test("the game record shows no position codes, and the end's badge says how the game ended", async () => {
  const page = await open(env, "go");
  await page.waitForSelector("#record .record-row");
  // The record says moves in words; Go's position codes ("adbca") are not repeated in it.
  assert.equal(await page.locator("#record .record-position").count(), 0);
  // Two passes end the game; with Hints on the badge then says what the end means for whom.
  await page.check("#hints");
  // Pass until the game ends (the computer's stones fill the board; superko keeps it finite).
  for (let i = 0; i < 12 && (await page.evaluate(() => document.body.dataset.state)) !== "over"; i++) {
    await page.click("#pass");
    await page.waitForFunction(
      () =>
        (document.body.dataset.state !== "thinking" && !document.getElementById("pass").disabled) || document.body.dataset.state === "over",
      null,
      { timeout: 30_000 },
    );
  }
  assert.equal(await page.evaluate(() => document.body.dataset.state), "over", "passing ends the game");
  // The game ended by two passes, not for want of moves: the badge says so, in the end's
  // own colour (not the loser's red beside "You win!").
  assert.match(await page.textContent("#badge .badge-text"), /^Both passed\. Area score, komi 0: Black − White = [+−]?\d+\.$/);
  assert.equal(await page.evaluate(() => document.getElementById("badge").classList.contains("badge-over")), true);
  assertClean(page);
  await page.close();
});
