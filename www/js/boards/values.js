// The values lab's small picture (a card's): a game written by its options.

import { svgEl } from "../ui.js";

/**
 * The values lab's picture: a game written by its options ("{1 | *}"), Left's and Right's. A
 * position's side to move ("L:{1 | *}", a lesson card's) is not drawn.
 */
export function valuesPicture(svg, text) {
  const position = String(text).replace(/^\s*[LR]\s*:\s*/i, "");
  svg.classList.add("values-picture");
  svg.setAttribute("viewBox", "0 0 170 110");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", `the game ${position}, with Left's options before the bar and Right's after it`);
  svg.append(
    svgEl("text", { class: "values-braces", x: 85, y: 48, "font-size": 30, text: position }),
    svgEl("text", { class: "values-left", x: 48, y: 88, "font-size": 18, text: "Left" }),
    svgEl("text", { class: "values-right", x: 122, y: 88, "font-size": 18, text: "Right" }),
  );
}

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js). @type {import("./common.js").BoardPicture} */
export const valuesBoard = { draw: valuesPicture };
