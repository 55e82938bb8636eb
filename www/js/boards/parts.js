// The boards that can be a component of a sum, by the catalogue's board names: each one's SumPart
// (boards/common.js). Written by tools/catalogue.mjs from the boards' modules (those that
// export <board>Part); do not edit.

import { nimPart } from "./nim.js";
import { scoringPart } from "./scoring.js";
import { nimblePart } from "./nimble.js";
import { kaylesPart } from "./kayles.js";
import { wythoffPart } from "./wythoff.js";
import { knightsPart } from "./knights.js";
import { chompPart } from "./chomp.js";

/** @type {Record<string, import("./common.js").SumPart>} */
export const PARTS = {
  nim: nimPart,
  scoring: scoringPart,
  nimble: nimblePart,
  kayles: kaylesPart,
  wythoff: wythoffPart,
  knights: knightsPart,
  chomp: chompPart,
};
