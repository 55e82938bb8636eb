// Every board drawn small, by the catalogue's board names: each one's BoardPicture
// (boards/common.js). Written by tools/catalogue.mjs from the boards' modules (those that
// export <board>Board); do not edit.

import { nimBoard } from "./nim.js";
import { mooreBoard } from "./moore.js";
import { xorBoard } from "./xor.js";
import { scoringBoard } from "./scoring.js";
import { nimbleBoard } from "./nimble.js";
import { kaylesBoard } from "./kayles.js";
import { wythoffBoard } from "./wythoff.js";
import { northcottBoard } from "./northcott.js";
import { knightsBoard } from "./knights.js";
import { dotsBoard } from "./dots.js";
import { chompBoard } from "./chomp.js";
import { hackenbushBoard } from "./hackenbush.js";
import { domineeringBoard } from "./domineering.js";
import { cutcakeBoard } from "./cutcake.js";
import { toadsBoard } from "./toads.js";
import { valuesBoard } from "./values.js";
import { tictactoeBoard } from "./tictactoe.js";
import { goBoard } from "./go.js";
import { puzzleBoard } from "./puzzle.js";
import { pigBoard } from "./pig.js";

/** @type {Record<string, import("./common.js").BoardPicture>} */
export const PICTURES = {
  nim: nimBoard,
  moore: mooreBoard,
  xor: xorBoard,
  scoring: scoringBoard,
  nimble: nimbleBoard,
  kayles: kaylesBoard,
  wythoff: wythoffBoard,
  northcott: northcottBoard,
  knights: knightsBoard,
  dots: dotsBoard,
  chomp: chompBoard,
  hackenbush: hackenbushBoard,
  domineering: domineeringBoard,
  cutcake: cutcakeBoard,
  toads: toadsBoard,
  values: valuesBoard,
  tictactoe: tictactoeBoard,
  go: goBoard,
  puzzle: puzzleBoard,
  pig: pigBoard,
};
