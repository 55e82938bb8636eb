// Unit tests of the page modules that need no browser: the step player, the end of a game in
// words, the seats on turn, and each page's own wording (its explanation steps, from its data:
// tests/e2e/games/<page>.mjs, units). They import the very files the pages load.

import { test } from "node:test";
import assert from "node:assert/strict";
import { Stepper } from "../../www/js/stepper.js";
import { endSentence } from "../../www/js/terms.js";
import { seatAt, actorsOf } from "../../www/js/turns/actors.js";
import { PAGES, pageData } from "./harness.mjs";

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

/**
 * Each page's own wording, from its data (tests/e2e/games/<page>.mjs, units): groups of cases,
 * each { what, cases: [[call, expected, message]] }: the call returns `expected` (compared
 * deeply), or a text that matches it (a pattern).
 */
const UNITS = PAGES.flatMap((name) => (pageData(name).units ?? []).map((group) => ({ name, ...group })));

test("the pages' data has cases of their own wording", () => {
  assert.ok(UNITS.length > 0);
});

for (const { name, what, cases } of UNITS) {
  test(`${name}: ${what}`, () => {
    assert.ok(cases.length > 0, "a case to check");
    for (const [call, expected, message] of cases) {
      const actual = call();
      if (expected instanceof RegExp) assert.match(actual, expected, message);
      else assert.deepEqual(actual, expected, message);
    }
  });
}

test("the end of a game said for whom", () => {
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
