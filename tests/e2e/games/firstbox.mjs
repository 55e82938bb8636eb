// Dots and boxes where the first box wins: its own data for the page tables (harness.mjs pageData).

import { allLines, lineText } from "../../../www/js/boards/dots.js";

/** a11y.test.mjs: the first line of the empty board (a1-b1) drawn from the keyboard. */
export const a11y = { keys: ["Enter"] };

/** bad-input.test.mjs: the board box besides the shell's boxes, and a legal move from the start. */
export const badInput = { boxes: ["#b-input"], move: "a1-b1" };

/** step-urls.test.mjs: a position and the Why? step to open it at. */
export const stepUrls = [{ position: "a1-b1,a1-a2,c1-d1,d1-d2,b2-c2,c2-c3", k: 1 }];

/** classroom.test.mjs: moves the move box may take, tried in turn (every line of 2 x 3). */
export const classroom = { moves: allLines(2, 3).map(lineText) };

/** impartial-units.test.mjs: the board drawn from a position alone (17 lines of 2 x 3). */
export const impartialUnits = { board: { draw: "drawDots", position: "a1-b1,a1-a2", item: ".dots-line", count: 17 } };

/** shell.test.mjs: the Hints toggle; no play rule (the first box wins); the mex figure's box in Why? (no binary table). */
export const shell = { hints: true, rule: false, why: "mex" };

/** home.test.mjs: its card's drawing (four lines drawn). */
export const home = { picture: { selector: ".dots-line.drawn", count: 4 } };

/** bundle.test.mjs: in the single-file bundle, from its card: a line drawn and the computer's reply. */
export const bundle = {
  does: "a line is drawn and the computer replies",
  move: (page) => page.locator('#board .dots-line[data-line="a1-b1"]').click(),
  after: "a1-b1",
};
