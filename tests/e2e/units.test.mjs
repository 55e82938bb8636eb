// Unit tests of the page modules that need no browser: the step player and the wording of
// Nim explanation steps. They import the very files the pages load.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Stepper } from "../../www/js/stepper.js";
import { caption, tableView, pilesWords } from "../../www/js/nim-words.js";
import { endSentence } from "../../www/js/terms.js";
import { seatAt, actorsOf } from "../../www/js/turns/actors.js";

/** A clock whose timers run only when the test says so. */
function fakeClock() {
  let next = 1;
  const timers = new Map();
  return {
    setTimeout(fn) {
      const id = next++;
      timers.set(id, fn);
      return id;
    },
    clearTimeout(id) {
      timers.delete(id);
    },
    tick() {
      const [id, fn] = timers.entries().next().value ?? [];
      if (!fn) return false;
      timers.delete(id);
      fn();
      return true;
    },
    get pending() {
      return timers.size;
    },
  };
}

test("the stepper moves forward and back within its steps", () => {
  const seen = [];
  const s = new Stepper({ onChange: (state) => seen.push(state.index), clock: fakeClock() });
  s.load(3);
  assert.equal(s.index, 0);
  s.back();
  assert.equal(s.index, 0, "back at the first step stays there");
  s.forward();
  s.forward();
  s.forward();
  assert.equal(s.index, 2, "forward at the last step stays there");
  s.first();
  assert.equal(s.index, 0);
  s.last();
  assert.equal(s.index, 2);
  assert.ok(s.atLast);
  assert.deepEqual(seen, [0, 0, 1, 2, 2, 0, 2]);
});

test("playing advances one step per tick and stops at the last step", () => {
  const clock = fakeClock();
  const s = new Stepper({ clock });
  s.load(3);
  s.play();
  assert.equal(s.playing, true);
  clock.tick();
  assert.equal(s.index, 1);
  clock.tick();
  assert.equal(s.index, 2);
  assert.equal(s.playing, false, "stops at the end");
  assert.equal(clock.pending, 0, "no timer left behind");
});

test("play at the end starts again from the first step; pause and stepping stop the timer", () => {
  const clock = fakeClock();
  const s = new Stepper({ clock });
  s.load(4, 3);
  s.play();
  assert.equal(s.index, 0);
  s.toggle();
  assert.equal(s.playing, false);
  assert.equal(clock.pending, 0);
  s.play();
  s.forward();
  assert.equal(s.playing, false, "stepping by hand pauses");
  assert.equal(clock.pending, 0);
});

test("loading a new explanation resets to its first step, paused", () => {
  const clock = fakeClock();
  const s = new Stepper({ clock });
  s.load(5);
  s.play();
  s.load(2);
  assert.deepEqual([s.index, s.count, s.playing, clock.pending], [0, 2, false, 0]);
  s.load(0);
  assert.deepEqual([s.index, s.count], [0, 0]);
  s.forward();
  assert.equal(s.index, 0, "an empty stepper stays at 0");
});

test("column captions say how many ones and what the nim-sum gets there", () => {
  assert.equal(
    caption({ kind: "column", column: 2, ones: 2, piles: [1, 2], bit: 0 }),
    "Column 4: two 1s, an even number, so the nim-sum has 0 here.",
  );
  assert.equal(
    caption({ kind: "column", column: 0, ones: 1, piles: [0], bit: 1 }),
    "Column 1: one 1, an odd number, so the nim-sum has 1 here.",
  );
});

test("captions for choosing, taking and checking a Nim move", () => {
  assert.equal(caption({ kind: "choosePile", pile: 0, size: 3 }), "Take from pile 1 (3 chips).");
  assert.equal(
    caption({ kind: "take", pile: 0, count: 2, move: "1-2", to: "1,4,5" }),
    "So take 2 chips from pile 1, leaving piles of 1, 4 and 5 chips.",
  );
  assert.equal(
    caption({ kind: "check", piles: [1, 4, 5], binary: ["001", "100", "101"], nimSum: 0 }),
    "New nim-sum is 0: a P-position for your opponent.",
  );
  assert.match(caption({ kind: "leftmostOne", column: 1 }), /column 2/);
  assert.match(caption({ kind: "candidates", column: 1, piles: [0, 2] }), /^Piles 1 and 3 have a 1 in column 2/);
  assert.match(caption({ kind: "terminal", play: "normal", outcome: "P" }), /P-position/);
  assert.match(caption({ kind: "terminal", play: "misere", outcome: "N" }), /N-position/);
  assert.match(caption({ kind: "misereOnes", ones: 3, outcome: "P" }), /^Three piles of one chip, an odd number/);
  assert.match(caption({ kind: "somethingNew" }), /somethingNew/, "an unknown step kind still gets a caption");
});

test("the binary table highlights a column step's column, its ones and the nim-sum bit", () => {
  const steps = [
    { kind: "piles", piles: [3, 4, 5], width: 3, binary: ["011", "100", "101"], play: "normal" },
    { kind: "column", column: 2, ones: 2, piles: [1, 2], bit: 0 },
  ];
  const view = tableView(steps, 1, { piles: [3, 4, 5], nimSum: 2 });
  assert.equal(view.width, 3);
  assert.deepEqual(
    view.rows.map((r) => r.bits),
    ["011", "100", "101"],
  );
  assert.deepEqual([...view.hlCols], [2]);
  assert.deepEqual([...view.hlBits].sort(), ["1:2", "2:2"]);
  assert.deepEqual([...view.hlSumBits], [2]);
  assert.equal(view.sum.bits, "010");
});

test("after the move is chosen the table shows the pile's new size and the check's nim-sum", () => {
  const steps = [
    { kind: "piles", piles: [3, 4, 5], width: 3, binary: ["011", "100", "101"], play: "normal" },
    { kind: "newSize", pile: 0, from: 3, to: 1, binary: "001" },
    { kind: "take", pile: 0, count: 2, move: "1-2", to: "1,4,5" },
    { kind: "check", piles: [1, 4, 5], binary: ["001", "100", "101"], nimSum: 0 },
  ];
  const base = { piles: [3, 4, 5], nimSum: 2 };
  const atNew = tableView(steps, 1, base);
  assert.equal(atNew.rows[0].bits, "001");
  assert.deepEqual([...atNew.rows[0].changed], [1]);
  const atTake = tableView(steps, 2, base);
  assert.equal(atTake.takePile, 0);
  assert.equal(atTake.takeCount, 2);
  const atCheck = tableView(steps, 3, base);
  assert.equal(atCheck.sum.bits, "000");
  assert.equal(atCheck.hlSum, true);
});

test("a Nim position in words, and the end of a game said for whom", () => {
  assert.equal(pilesWords("1,4,5"), "piles of 1, 4 and 5 chips");
  assert.equal(pilesWords("3"), "a pile of 3 chips");
  assert.equal(pilesWords("0,0"), "no chips at all");
  assert.equal(endSentence("P", "the computer"), "No moves left: the computer, to move, has lost.");
  assert.equal(endSentence("N", "you"), "No moves left: you, to move, have won.");
  assert.equal(endSentence("D"), "No moves left: a draw.");
});

test("the seat on turn follows the side the core names, and alternates where it names none", () => {
  const at = (...sides) => sides.map((side) => ({ analysis: { toAct: side ? { kind: "player", side } : { kind: "player" } } }));
  // Pig: player 1 rolls twice (the same side on turn), holds; player 2 pigs out; player 1 again.
  const pig = at("p1", "p1", "p1", "p2", "p1");
  assert.deepEqual(
    [0, 1, 2, 3, 4].map((i) => seatAt(pig, i)),
    [0, 0, 0, 1, 0],
  );
  // A game opened with player 2 on turn: that side is the first seat.
  assert.deepEqual(
    [0, 1, 2].map((i) => seatAt(at("p2", "p2", "p1"), i)),
    [0, 0, 1],
  );
  // Nim names no side: the seats take turns move by move, and beyond the history too.
  const nim = at(undefined, undefined, undefined);
  assert.deepEqual(
    [0, 1, 2, 3].map((i) => seatAt(nim, i)),
    [0, 1, 0, 1],
  );
  // Against the computer, who moves follows the seats: the computer's turn goes on in Pig.
  const seats = { opponent: "perfect", first: "you", entries: pig };
  const { moverAt, isComputerAt } = actorsOf("two players", seats, false);
  assert.deepEqual([0, 1, 2, 3, 4].map(moverAt), ["you", "you", "you", "computer", "you"]);
  assert.equal(isComputerAt(3), true);
  const people = actorsOf("two players", { ...seats, opponent: "human" }, false);
  assert.deepEqual([2, 3].map(people.moverAt), ["Player 1", "Player 2"]);
});
