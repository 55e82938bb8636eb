// Unit tests of Northcott's game's own captions and table (www/js/northcott-words.js): gaps,
// the census, moves that shrink or widen a gap, and what a student reads names moves in words,
// no notation, brackets or internal words (readable.mjs). They import the very file the page
// loads.

import { test } from "node:test";
import assert from "node:assert/strict";
import { northcottCaption, gapsView } from "../../www/js/northcott-words.js";
import { assertReadable } from "./readable.mjs";

test("Northcott's game: gaps, the census and moves that shrink or widen a gap", () => {
  const gaps = {
    kind: "gaps",
    turn: "white",
    rows: [
      { white: 0, black: 5, gap: 4 },
      { white: 1, black: 3, gap: 1 },
    ],
  };
  assert.match(northcottCaption(gaps), /^White to move\..*row 1 has a gap of 4 squares and row 2 has a gap of 1 square/);
  const census = northcottCaption({ kind: "retrograde", census: { states: 56, wins: 42, losses: 14, draws: 0 } });
  assert.match(
    census,
    /every position of this board was worked out.*None of them is a draw, and every win and loss agrees with Nim on the gaps\.$/,
  );
  assert.doesNotMatch(census, /56|42|retrograde|core/, "no counts and no internal words in the narration");
  assert.equal(
    northcottCaption({ kind: "move", row: 1, move: "2:2", to: "b:0-5,2-3", gapFrom: 1, gapTo: 0, nimSum: 4 }),
    "So move the checker in row 2: it shrinks its gap from 1 to 0, like taking 1 from a Nim heap. The gaps' nim-sum is 4: not 0.",
  );
  assert.match(
    northcottCaption({ kind: "example", row: 0, move: "1:0", to: "w:0-4", gapFrom: 2, gapTo: 3 }),
    /moves backward and widens its gap from 2 to 3/,
  );
  assert.match(northcottCaption({ kind: "column", column: 0, ones: 1, piles: [1], bit: 1 }), /^Column 1: one 1, an odd number/);
  const analysis = { rows: gaps.rows, nimSum: 5 };
  const steps = [
    { kind: "gaps", ...gaps },
    { kind: "piles", piles: [4, 1], width: 3, binary: ["100", "001"], play: "normal" },
    { kind: "example", row: 1, move: "2:0", to: "b:0-5,0-3", gapFrom: 1, gapTo: 2 },
  ];
  const view = gapsView(steps, 2, analysis);
  assert.equal(view.rows[1].size, 2, "the example's new gap");
  assert.equal(view.rows[1].bits, "010");
  const wide = gapsView(
    [
      { kind: "piles", piles: [1], width: 1, binary: ["1"], play: "normal" },
      { kind: "example", row: 0, move: "1:0", to: "b:0-4", gapFrom: 1, gapTo: 3 },
    ],
    1,
    { rows: [{ white: 2, black: 4, gap: 1 }], nimSum: 1 },
  );
  assert.equal(wide.width, 2, "a backward move that widens a gap past the table gets a column");
  assert.equal(wide.rows[0].bits, "11");
});

test("Northcott's game's captions name moves and positions in words: no notation, brackets, internal words or \"nothing\"", () => {
  const northcott = [
    { kind: "move", row: 0, move: "1:4", to: "w:0-5", gapFrom: 3, gapTo: 0, nimSum: 0 },
    { kind: "example", row: 0, move: "1:0", to: "b:0-4", gapFrom: 1, gapTo: 3 },
    { kind: "reply", row: 0, move: "1:2", to: "w:2-4", gapFrom: 3, gapTo: 1 },
    { kind: "retrograde", census: { states: 43904, wins: 40000, losses: 3904, draws: 0 } },
  ];
  for (const step of northcott) assertReadable(northcottCaption(step), `Northcott ${step.kind}`);
});
