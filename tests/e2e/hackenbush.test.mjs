// Blue-Red Hackenbush (hackenbush.html) played as a student would: the values of stalks by the
// stalk rule with hints on (and nothing with hints off), an edge cut by a click with the edges
// above it previewed and falling, the computer's red reply, the keyboard, the Why? steps (the
// stalk rule, the sum, who wins), the address, and bad input in the New game form.
//
// Values checked by hand with the stalk rule: BBR = 1 + 1 - 1/2 = 3/2; RB = -1 + 1/2 = -1/2;
// together 3/2 - 1/2 = 1, so Blue wins whoever starts (class L).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, open, assertClean, waitForState, waitForPosition, boardPosition, screenshot, whyCaptions } from "./harness.mjs";
import { checkComputerMove } from "./computer-move.mjs";

const env = useBrowser({ before, after });

const edge = (page, number) => page.locator(`#board .edge[data-move="${number}"]`);

test("the stalk rule's values show with hints on, and nothing with hints off", async () => {
  const page = await open(env, "hackenbush", { hash: "#L:BBR,RB" });
  assert.equal(await boardPosition(page), "L:BBR,RB");
  assert.equal(await page.locator("#board .edge").count(), 5);
  assert.equal(await page.locator("#board .edge.blue").count(), 3);
  assert.equal(await page.locator("#board .edge.mine").count(), 3, "Blue, to move, cuts the blue edges");
  // Hints off: no value, no marks, no piece values.
  assert.equal(await page.isVisible("#value-box"), false);
  assert.equal(await page.locator("#board .mark, #board .part-value").count(), 0);
  assert.doesNotMatch(await page.textContent("#board-panel"), /3\/2/);

  await page.check("#hints");
  await page.waitForSelector("#value-box:not([hidden])");
  assert.equal(await page.textContent("#value-box .value-line .value"), "1");
  assert.match(await page.textContent("#value-box .value-line"), /Blue wins, whoever starts/);
  assert.equal(await page.getAttribute("#value-box .value-line .class-chip", "class"), "class-chip class-l");
  assert.deepEqual(await page.locator("#value-box .part-value").allTextContents(), ["3/2", "-1/2"]);
  assert.deepEqual(await page.locator("#board .part-value-text").allTextContents(), ["3/2", "-1/2"]);
  // The legend names all four classes.
  assert.equal(await page.locator("#value-box .class-legend .class-chip").count(), 4);
  // Every blue cut is marked: cutting the top of RB (leaving BBR,R = 1/2) keeps the win; so does BBR's second edge (B,RB = 1/2).
  assert.equal(await page.locator("#board .mark").count(), 3);
  assert.match(await page.textContent("#hint-line"), /Winning cuts? for Blue: edge/);
  await screenshot(page, "hackenbush-hints");

  await page.uncheck("#hints");
  assert.equal(await page.isVisible("#value-box"), false);
  assert.equal(await page.locator("#board .mark, #board .part-value").count(), 0);
  assertClean(page);
  await page.close();
});

test("a cut by a click: the edges above fall, the computer cuts a red edge, the address follows", async () => {
  const page = await open(env, "hackenbush", { hash: "#L:BBR,RB" });
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash)), "#L:BBR,RB");
  // Pointing at the bottom edge of BBR previews the whole stalk falling.
  await edge(page, 1).hover();
  assert.equal(await page.locator("#board .edge.falling").count(), 3);
  // A red edge is not Blue's to cut.
  await edge(page, 4).click({ force: true });
  assert.match(await page.textContent("#board-error"), /Blue cuts blue edges only/);
  // Cut edge 2 (BBR's middle edge): the red edge on it falls too, leaving B,RB.
  await edge(page, 2).click();
  await waitForPosition(page, "R:B,RB");
  await waitForState(page, "ready", "over");
  const after = await boardPosition(page);
  assert.ok(after.startsWith("L:"), `the computer (Red) cut and it is Blue's turn again: ${after}`);
  assert.match(await page.textContent("#computer-move"), /^The computer \(Red\) cut edge \d, a red edge/);
  assert.ok((await page.locator("#board .edge.ghost").count()) >= 1, "the computer's cut edge is drawn faded");
  // The computer's cut has its line under the board; the note above it is for the student's own moves.
  assert.equal(await page.textContent("#move-note"), "");
  assert.equal(await page.evaluate(() => decodeURIComponent(location.hash)), `#${after}`);
  await page.click("#undo");
  await waitForPosition(page, "L:BBR,RB");
  assertClean(page);
  await page.close();
});

test("the keyboard: arrows go from edge to edge, Enter cuts", async () => {
  const page = await open(env, "hackenbush", { hash: "#L:BR,B" });
  await edge(page, 1).focus();
  await page.keyboard.press("ArrowUp");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.move), "2");
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.dataset.move), "3");
  await page.keyboard.press("Enter");
  await waitForPosition(page, "R:BR");
  assertClean(page);
  await page.close();
});

test("Why? steps the stalk rule, the sum and who wins", async () => {
  const page = await open(env, "hackenbush", { hash: "#L:BBR,RB" });
  await page.click("#why-toggle");
  await page.waitForFunction(() => /^1 \/ \d+$/.test(document.getElementById("why-counter").textContent.trim()));
  const kinds = [];
  const captions = {};
  for (;;) {
    const kind = await page.getAttribute("#why-caption", "data-kind");
    kinds.push(kind);
    captions[kind] = [...(captions[kind] ?? []), await page.textContent("#why-caption")];
    if (kind === "stalk" && captions.stalk.length === 1) {
      // The stalk's edges carry their share on the drawing.
      assert.deepEqual(await page.locator("#board .why-share").allTextContents(), ["1", "1", "-1/2"]);
      assert.equal(await page.locator("#board .edge.hl-part").count(), 3);
    }
    if (await page.isDisabled("#why-forward")) break;
    await page.click("#why-forward");
  }
  assert.deepEqual(kinds, ["parts", "stalk", "stalk", "sum", "outcome", "winningMove"]);
  assert.match(captions.parts[0], /splits into two pieces/);
  assert.match(captions.stalk[0], /Stalk 1, from the ground up: blue, blue, red\. The first 2 edges are blue .* 1 \+ 1 - 1\/2 = 3\/2\./);
  assert.match(captions.stalk[1], /-1 \+ 1\/2 = -1\/2\./);
  assert.match(captions.sum[0], /3\/2 \+ \(-1\/2\) = 1\./);
  assert.match(captions.outcome[0], /1 is greater than 0: Blue wins, whoever starts \(class L\)\. Blue is to move now, so Blue wins/);
  assert.match(captions.winningMove[0], /^Blue wins by cutting edge \d/);
  // The winning cut is marked on the drawing.
  const winning = captions.winningMove[0].match(/edge (\d+)/)[1];
  assert.equal(await page.getAttribute("#board .edge.why-move", "data-move"), winning);
  // The step is in the address.
  assert.match(await page.evaluate(() => decodeURIComponent(location.hash)), /^#L:BBR,RB@why=6$/);
  await page.evaluate(() => document.getElementById("board-panel").scrollIntoView({ block: "start" }));
  await screenshot(page, "hackenbush-why");
  assertClean(page);
  await page.close();
});

test("a tree: its branches add up and each edge carries what stands on it", async () => {
  const page = await open(env, "hackenbush", { hash: "#L:B(R,BB)" });
  await page.check("#hints");
  await page.waitForSelector("#value-box:not([hidden])");
  // By hand: on the blue ground edge stand R (-1) and BB (2): 1 together; a blue edge carrying 1 is 1 + 1 = 2.
  assert.equal(await page.textContent("#value-box .value-line .value"), "2");
  const captions = await whyCaptions(page);
  assert.deepEqual(
    captions.map(([kind]) => kind),
    ["parts", "edgeBelow", "edgeBelow", "edgeBelow", "branches", "edgeBelow", "outcome", "winningMove"],
  );
  assert.match(
    captions[4][1],
    /In tree 1, on top of edge 1 stand two branches, worth -1 and 2\. They are games side by side, so together they are worth their sum, 1\./,
  );
  assertClean(page);
  await page.close();
});

test("the end: the side with nothing left to cut loses, in words", async () => {
  const page = await open(env, "hackenbush", { hash: "#L:BR" });
  await edge(page, 1).click();
  await waitForPosition(page, "R:empty");
  await waitForState(page, "over");
  assert.match(await page.textContent("#status"), /^You win!\s*Red has no red edge left to cut, and loses\.$/);
  assert.equal(await page.locator("#board .edge").count(), 0);
  assert.equal(await page.isVisible("#again"), true);
  await page.click("#again");
  await waitForPosition(page, "L:BR");
  assertClean(page);
  await page.close();
});

// One vocabulary on a partizan page: Ask me first asks for the outcome class (the four of the
// value box), answered with the value; the badge and the record name the class too.
test("Ask me first: the outcome class for the side to move, answered with the value, then the winning move", async () => {
  const page = await open(env, "hackenbush", { hash: "#L:BBR,RB" });
  await page.check("#hints");
  await page.check("#ask-first");
  await page.waitForSelector('#lesson[data-asking="true"]');
  assert.equal(await page.textContent("#lesson-question"), "Blue to move: who wins with best play?");
  assert.deepEqual(await page.locator("#lesson-ask button .answer-text").allTextContents(), [
    "Blue wins, whoever starts",
    "Red wins, whoever starts",
    "Whoever moves first wins",
    "Whoever moves second wins",
  ]);
  assert.deepEqual(await page.locator("#lesson-ask button").evaluateAll((b) => b.map((x) => x.dataset.answer)), ["L", "R", "N", "P"]);
  // The value waits for the answer, hints or not.
  assert.equal(await page.isVisible("#value-box"), false);
  assert.equal(await page.locator("#board .mark, #board .part-value").count(), 0);
  // BBR is worth 3/2 and RB -1/2 (the stalk rule): the sum 1 is more than 0.
  await page.click('#lesson-ask button[data-answer="N"]');
  await page.waitForSelector('#lesson[data-asking="false"]');
  assert.equal(
    await page.textContent("#lesson-verdict"),
    "✗ Not quite: Blue wins, whoever starts. The value is 1, more than 0, which is good for Blue.",
  );
  // Blue is to move and can win: which cut wins?
  assert.equal(await page.textContent("#lesson-which"), "Which cut wins? Make it on the board.");
  assert.equal(await page.getAttribute("#badge", "data-outcome"), "L");
  assert.equal(await page.textContent("#badge .badge-text"), "Blue wins, whoever starts");
  // The hints (the values, the ✓ on the winning cuts) wait for "Which cut wins?" too.
  assert.equal(await page.isVisible("#value-box"), false);
  assert.equal(await page.locator("#board .mark").count(), 0);
  assert.match(await page.textContent("#record .record-then"), /^LBlue wins, whoever starts/);
  assert.doesNotMatch(await page.textContent("#lesson"), /P-position|N-position/);
  assertClean(page);
  await page.close();
});

test("two players: the sides take turns by name, and the record names them", async () => {
  const page = await open(env, "hackenbush", { hash: "#L:BBR,RB" });
  await page.selectOption("#opponent", "human");
  assert.equal(await page.isDisabled('input[name="side"][value="L"]'), true, "no side to choose between two people");
  await page.click("#start");
  // The same position, now between two people: the status names the side to move.
  await page.waitForFunction(() => /^Blue to move/.test(document.getElementById("status").textContent));
  await edge(page, 5).click();
  await waitForPosition(page, "R:BBR,R");
  assert.match(await page.textContent("#status"), /^Red to move/);
  assert.match(await page.textContent("#move-note"), /^Blue cut edge 5, a blue edge\.$/);
  assert.match(await page.textContent("#record"), /Blue: edge 5/);
  await edge(page, 4).click();
  await waitForPosition(page, "L:BBR");
  assertClean(page);
  await page.close();
});

// An edge keeps its name for the whole game: the core numbers edges by their place in the
// position's text, which changes with every cut, but the drawing, the record and the move box
// use the names the start gave them. L:BBR,RB,B: edges 1 to 3 (BBR), 4 and 5 (RB), 6 (B).
test("an edge keeps its name all game: the drawing, the record and the move box", async () => {
  const page = await open(env, "hackenbush", { hash: "#L:BBR,RB,B" });
  await page.selectOption("#opponent", "human");
  await page.click("#start");
  await page.waitForFunction(() => /^Blue to move/.test(document.getElementById("status").textContent));
  const names = () => page.locator("#board .edge .edge-number").allTextContents();
  assert.deepEqual(await names(), ["1", "2", "3", "4", "5", "6"]);
  // Blue cuts edge 2: edge 3 on it falls too. The edges left keep their names, 1, 4, 5 and 6,
  // though the core now numbers them 1 to 4.
  await edge(page, 2).click();
  await waitForPosition(page, "R:B,RB,B");
  assert.deepEqual(await names(), ["1", "4", "5", "6"]);
  assert.equal(await page.getAttribute('#board .edge[data-label="4"]', "data-move"), "2");
  assert.match(await page.getAttribute('#board .edge[data-label="5"]', "aria-label"), /^edge 5, blue, on edge 4/);
  // Red cuts edge 4 (the core's edge 2), and edge 5 on it falls.
  await page.click('#board .edge[data-label="4"]');
  await waitForPosition(page, "L:B,B");
  assert.match(await page.textContent("#move-note"), /^Red cut edge 4, a red edge, and one more edge fell with it\.$/);
  assert.deepEqual(await page.locator("#record .record-move-text").allTextContents(), ["Start", "Blue: edge 2", "Red: edge 4"]);
  assert.deepEqual(await names(), ["1", "6"]);
  await page.evaluate(() => document.getElementById("board-panel").scrollIntoView({ block: "start" }));
  await screenshot(page, "hackenbush-names");
  // A fallen edge's name typed: said in words, and nothing is lost.
  await page.fill("#move-input", "2");
  await page.click("#move-submit");
  await page.waitForFunction(() => document.getElementById("move-error").textContent.trim() !== "");
  assert.equal(await page.textContent("#move-error"), "Edge 2 has fallen: the edges left are 1 and 6.");
  assert.equal(await boardPosition(page), "L:B,B");
  assert.equal(await page.inputValue("#move-input"), "2");
  assert.equal(await page.locator("#record .record-row").count(), 3);
  await page.fill("#move-input", "9");
  await page.click("#move-submit");
  await page.waitForFunction(() => /^There is no edge 9/.test(document.getElementById("move-error").textContent));
  // Edge 6 typed is the second stalk (the core's edge 2), though cutting either stalk leaves the same drawing.
  await page.fill("#move-input", "6");
  await page.click("#move-submit");
  await waitForPosition(page, "R:B");
  assert.equal(await page.textContent("#move-error"), "");
  assert.match(await page.textContent("#move-note"), /^Blue cut edge 6, a blue edge\.$/);
  assert.deepEqual(await page.locator("#record .record-move-text").allTextContents(), [
    "Start",
    "Blue: edge 2",
    "Red: edge 4",
    "Blue: edge 6",
  ]);
  assert.deepEqual(await names(), ["1"]);
  // A new game starts its names afresh, from the drawing on the board too.
  await page.fill("#new-position", "R:B");
  await page.click("#start");
  await page.waitForFunction(() => document.querySelectorAll("#record .record-row").length === 1);
  assert.equal(await boardPosition(page), "R:B");
  assert.deepEqual(await names(), ["1"]);
  assertClean(page);
  await page.close();
});

test("the computer's cut and the hints name the edges as the drawing does", async () => {
  const page = await open(env, "hackenbush", { hash: "#L:BBR,RB,B" });
  await page.check("#hints");
  // Blue cuts edge 2; the computer (Red) can only cut edge 4: its line names it by that name.
  await edge(page, 2).click();
  await waitForPosition(page, "L:B,B");
  await waitForState(page, "ready");
  assert.match(await page.textContent("#computer-move"), /^The computer \(Red\) cut edge 4, a red edge, and one more edge fell with it/);
  // The fallen edges are drawn faded; the edges standing keep their names.
  assert.deepEqual(await page.locator("#board .edge[role=button] .edge-number").allTextContents(), ["1", "6"]);
  assert.match(await page.textContent("#hint-line"), /edge 1, edge 6/);
  assert.deepEqual(await page.locator("#record .record-move-text").allTextContents(), ["Start", "You: edge 2", "Computer: edge 4"]);
  assertClean(page);
  await page.close();
});

test("bad input: a message next to the box, the game kept; a projector screenshot", async () => {
  const page = await open(env, "hackenbush", { hash: "#L:BBR,RB" });
  await page.fill("#new-position", "L:BX");
  await page.click("#start");
  await page.waitForFunction(() => document.getElementById("new-error").textContent.trim() !== "");
  assert.match(await page.textContent("#new-error"), /does not belong in a drawing/);
  assert.equal(await boardPosition(page), "L:BBR,RB");
  // "You play Red" with the computer moving first: Blue (the computer) starts.
  await page.fill("#new-position", "BRR,RB");
  await page.check('input[name="side"][value="R"]');
  await page.check('input[name="first"][value="you"]');
  assert.equal(await page.inputValue("#new-position"), "R:BRR,RB");
  await page.click("#start");
  await waitForPosition(page, "R:BRR,RB");
  assert.match(await page.textContent("#status"), /Your turn: you play Red/);
  assertClean(page);
  await page.close();

  const big = await open(env, "hackenbush", { hash: "#L:BBR,RB,B(R,BB)", projector: true });
  assert.ok(await big.evaluate(() => document.documentElement.classList.contains("projector")));
  await screenshot(big, "hackenbush-projector");
  await big.close();
});

test("the computer's cut stays on show: the fallen edges faded, and in words", async () => {
  await checkComputerMove(env, "hackenbush", "#L:BBR,RB", /^The computer \(Red\) cut edge \d, a red edge/, (position) => {
    // Blue's first blue edge: the letters of the drawing are its edges in number order.
    const letters = position.replace(/^[LR]:/, "").replace(/[(),]/g, "");
    return String(letters.indexOf("B") + 1);
  });
});

test("Why? of the empty drawing says it is empty, not a single piece", async () => {
  const page = await open(env, "hackenbush", { hash: "#R:empty" });
  const captions = await whyCaptions(page);
  assert.equal(captions[0][0], "parts");
  assert.equal(captions[0][1], "The drawing is empty: neither side has a move, so its value is 0 and whoever is to move has lost.");
  for (const [kind, text] of captions) assert.doesNotMatch(text, /single piece|NaN|undefined/, `${kind}: ${text}`);
  assertClean(page);
  await page.close();
});
