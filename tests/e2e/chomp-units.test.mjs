// Unit tests of Chomp's own captions (www/js/chomp-words.js): bites and bars named in words,
// no notation, brackets, internal words or position counts (readable.mjs). They import the very
// file the page loads.

import { test } from "node:test";
import assert from "node:assert/strict";
import { caption, biteWords, barWords } from "../../www/js/chomp-words.js";
import { assertReadable } from "./readable.mjs";

test('Chomp\'s captions name bites and positions in words: no notation, brackets, internal words or "nothing"', () => {
  const chomp = [
    { kind: "square", size: 3 },
    { kind: "topRight", wins: false, move: "r2c2", to: "3,3,2" },
    { kind: "steal", reply: "r1c1", to: "3,1,1" },
    { kind: "threeRowMap", bottom: 5, middle: 3, top: 1, pBottom: 4 },
    { kind: "solver", outcome: "N", remoteness: 5, winning: ["r1c3", "r0c2"], positions: 461, pPositions: 40, rows: 4, cols: 5 },
    { kind: "bite", move: "r1c1", to: "3,1,1", remoteness: 3 },
    { kind: "anyBite", move: "r0c2", to: "2,1,1", remoteness: 2 },
    { kind: "reply", move: "r2c0", to: "2,1", remoteness: 1 },
  ];
  for (const step of chomp) assertReadable(caption(step, { steps: chomp }), `Chomp ${step.kind}`);
  assert.doesNotMatch(caption(chomp[4], { steps: chomp }), /461|40 of them/, "no position counts in the narration");
  assert.equal(biteWords("r1c3"), "the square in row 1, column 3");
  assert.equal(biteWords("r0c0"), "the poison");
  assert.equal(barWords("5,3,1"), "rows of 5, 3 and 1 squares");
  assert.equal(barWords("1"), "only the poison");
});
