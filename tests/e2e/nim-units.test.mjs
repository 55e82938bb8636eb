// Unit tests of Nim's own captions (www/js/nim-words.js) as a student reads them: moves named
// in words, no notation, brackets or internal words (readable.mjs). They import the very file
// the page loads.

import { test } from "node:test";
import assert from "node:assert/strict";
import { caption } from "../../www/js/nim-words.js";
import { assertReadable } from "./readable.mjs";

test('Nim\'s captions name moves in words: no notation, brackets, internal words or "nothing"', () => {
  const nim = [
    { kind: "take", pile: 0, count: 2, move: "1-2", to: "1,4,5" },
    { kind: "reply", pile: 1, take: 1, move: "2-1", to: "3,3", nimSum: 0 },
  ];
  for (const step of nim) assertReadable(caption(step, { steps: nim }), `Nim ${step.kind}`);
  assert.equal(
    caption(nim[1], { steps: [] }),
    "The other player answers by taking 1 chip from pile 2, leaving piles of 3 and 3 chips: nim-sum 0 again.",
  );
});
