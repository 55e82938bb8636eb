// Unit tests of Moore's Nim's own captions and table (www/js/moore-words.js): columns counted
// modulo k + 1, and what a student reads names moves in words, no notation, brackets or
// internal words (readable.mjs). They import the very file the page loads.

import { test } from "node:test";
import assert from "node:assert/strict";
import { mooreCaption, mooreView, takesOf, kText } from "../../www/js/moore-words.js";
import { assertReadable } from "./readable.mjs";

test("Moore's Nim: columns counted modulo k + 1, in captions and in the table", () => {
  const steps = [
    { kind: "piles", piles: [3, 4, 5], width: 3, binary: ["011", "100", "101"], k: 2 },
    { kind: "column", column: 2, ones: 2, piles: [1, 2], remainder: 2 },
    { kind: "column", column: 1, ones: 1, piles: [0], remainder: 1 },
    { kind: "column", column: 0, ones: 2, piles: [0, 2], remainder: 2 },
    { kind: "verdict", outcome: "N", badColumns: [2, 1, 0] },
    {
      kind: "move",
      move: "2-1+3-2",
      to: "3,3,3",
      changes: [
        [1, 4, 3],
        [2, 5, 3],
      ],
    },
    { kind: "check", piles: [3, 3, 3], remainders: [0, 0, 0] },
  ];
  const ctx = { steps };
  assert.match(mooreCaption(steps[0], ctx), /modulo k \+ 1 = 3/);
  assert.equal(mooreCaption(steps[1], ctx), "Column 4: two 1s. 2 mod 3 = 2: not a multiple of 3.");
  assert.match(mooreCaption(steps[4], ctx), /^Columns 4, 2 and 1 are not a multiple of 3: an N-position/);
  assert.equal(mooreCaption(steps[5], ctx), "So take 1 chip from pile 2 and 2 from pile 3, leaving piles of 3, 3 and 3 chips.");
  assert.equal(
    mooreCaption({ kind: "example", move: "1-2+3-1", to: "1,4,4", badColumns: [2] }, ctx),
    "Say the player to move takes 2 chips from pile 1 and 1 from pile 3, leaving piles of 1, 4 and 4 chips: column 4 is no longer a multiple of 3.",
  );
  const analysis = { piles: [3, 4, 5], k: 2 };
  const atColumn = mooreView(steps, 2, analysis);
  assert.deepEqual(atColumn.remainders, [null, 1, 2], "columns worked out so far");
  assert.deepEqual([...atColumn.hlBits], ["0:1"]);
  const atCheck = mooreView(steps, 6, analysis);
  assert.deepEqual(
    atCheck.rows.map((r) => r.size),
    [3, 3, 3],
  );
  assert.deepEqual(atCheck.ones, [3, 3, 0]);
  assert.deepEqual(atCheck.remainders, [0, 0, 0]);
  assert.deepEqual(takesOf("1-2+3-1"), [
    [0, 2],
    [2, 1],
  ]);
  assert.equal(kText(1), "k = 1: a move takes from one pile (this is Nim)");
});

test("Moore's Nim's captions name moves in words: no notation, brackets, internal words or \"nothing\"", () => {
  const moore = [
    {
      kind: "move",
      move: "2-1+3-2",
      to: "3,3,3",
      changes: [
        [1, 4, 3],
        [2, 5, 3],
      ],
    },
    { kind: "example", move: "1-2", to: "1,4,5", badColumns: [1] },
    { kind: "reply", move: "3-1", to: "1,4,4" },
  ];
  for (const step of moore) assertReadable(mooreCaption(step, { k: 2 }), `Moore ${step.kind}`);
});
