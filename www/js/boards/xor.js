// The xor corner's small picture (a card's): two numbers and their xor in binary columns.

import { svgEl } from "../ui.js";

/** The xor corner's picture: the xor of two numbers ("6,3") in binary columns. */
export function xorPicture(svg, position) {
  const [a, b] = position.split(",").map(Number);
  const width = Math.max(1, (a | b).toString(2).length);
  const bits = (n) => n.toString(2).padStart(width, "0");
  svg.classList.add("xor-picture");
  Object.entries({ viewBox: "0 0 150 110", role: "img", "aria-label": `${bits(a)} xor ${bits(b)} equals ${bits(a ^ b)}` }).forEach(
    ([name, value]) => svg.setAttribute(name, value),
  );
  // a, then ⊕ b, then = a xor b, a row each.
  [a, b, a ^ b].forEach((n, index) => {
    const y = 30 + index * 34;
    svg.append(svgEl("text", { class: "xor-sign", x: 22, y, "font-size": 24, text: ["", "⊕", "="][index] }));
    [...bits(n)].forEach((bit, k) =>
      svg.append(svgEl("text", { class: ["xor-bit", bit === "1" ? "one" : null], x: 62 + k * 28, y, "font-size": 26, text: bit })),
    );
  });
  svg.append(svgEl("line", { class: "xor-rule", x1: 44, y1: 72, x2: 140, y2: 72 }));
}

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js). @type {import("./common.js").BoardPicture} */
export const xorBoard = { draw: xorPicture };
