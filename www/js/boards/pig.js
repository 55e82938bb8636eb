// Pig's board: the two players' scores as bars that fill toward the goal, the die (Piglet: the
// coin) with the side that came up, the turn's total between them, and the two decisions, Roll
// and Hold, as the board's buttons. It draws what the position's text says
// ("pig:100/34,58/p1:12") and the face the page rolled; it decides nothing. Options beyond
// common.js's: names (the two players' names), face (the side shown, none before the first roll
// of a turn), rolling (the die is tumbling: no face yet), lost (the turn's total a 1 just lost,
// shown struck through), winner ("p1" or "p2" at the end), canHold (false: Hold is greyed, as
// at the start of a turn), focus ("roll" or "hold": the buttons' tab stop), ghost (the
// computer's last turn, faded until the student decides: { player, banked, face }).

import { svgEl } from "../ui.js";
import { start, finish, group, button } from "./common.js";

const W = 640;
const H = 372;
/** The Roll and Hold buttons under the die: 64 units high, a fingertip on a phone. */
const BUTTONS = { y: 296, w: 150, h: 64, gap: 20 };
const PANEL = { w: 210, h: 250, y: 25 };

/** The numbers of a position: game, goal, the two scores, the mover (0 or 1) and the turn total. */
export function pigParts(position) {
  const m = /^\s*(pig|piglet)\s*:\s*(\d+)\s*\/\s*(\d+)\s*,\s*(\d+)\s*\/\s*p([12])\s*:\s*(\d+)\s*$/i.exec(String(position ?? ""));
  if (!m) return null;
  return {
    game: m[1].toLowerCase(),
    goal: Number(m[2]),
    scores: [Number(m[3]), Number(m[4])],
    mover: Number(m[5]) - 1,
    total: Number(m[6]),
  };
}

/** Where the pips of a die face are, on a square 2 units across centred on 0. */
const PIPS = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** The die at (x, y), `size` across, showing `face` (none: a blank die, "?" while it tumbles). */
export function dieShape(x, y, size, face, { rolling = false, className = "die" } = {}) {
  const half = size / 2;
  const pips = rolling || !face ? [] : (PIPS[face] ?? []);
  return svgEl(
    "g",
    {
      class: [className, rolling ? "rolling" : null, face === 1 ? "bust" : null],
      transform: `translate(${x} ${y})`,
      "data-face": face ?? "",
    },
    svgEl("rect", { class: "die-body", x: -half, y: -half, width: size, height: size, rx: size * 0.18 }),
    ...pips.map(([px, py]) => svgEl("circle", { class: "pip", cx: px * size * 0.27, cy: py * size * 0.27, r: size * 0.09 })),
    rolling ? svgEl("text", { class: "die-text", y: size * 0.16, "font-size": size * 0.45, text: "?" }) : null,
  );
}

/** The coin at (x, y): heads (side 2) or tails (side 1), blank before a flip. */
export function coinShape(x, y, size, face, { rolling = false, className = "die coin" } = {}) {
  const text = rolling ? "?" : face === 2 ? "H" : face === 1 ? "T" : "";
  return svgEl(
    "g",
    {
      class: [className, rolling ? "rolling" : null, face === 1 ? "bust" : null],
      transform: `translate(${x} ${y})`,
      "data-face": face ?? "",
    },
    svgEl("circle", { class: "die-body", r: size / 2 }),
    svgEl("text", { class: "die-text", y: size * 0.16, "font-size": size * 0.45, text }),
  );
}

/** One player's panel: name, score, a bar filling toward the goal, "to move" on the mover's; `banked` points drawn faded on top (the computer's last hold). */
function playerPanel(x, name, score, goal, moving, won, banked = 0) {
  const barH = PANEL.h - 110;
  const filled = Math.min(1, score / goal) * barH;
  const barX = x + PANEL.w / 2 - 22;
  const barY = PANEL.y + 95;
  return group(
    ["pig-player", moving ? "moving" : null, won ? "won" : null],
    {},
    `${name}: ${score} point${score === 1 ? "" : "s"} of ${goal}${moving ? ", to move" : ""}${won ? ", the winner" : ""}`,
    svgEl("rect", { class: "pig-panel", x, y: PANEL.y, width: PANEL.w, height: PANEL.h, rx: 14 }),
    svgEl("text", { class: "pig-name", x: x + PANEL.w / 2, y: PANEL.y + 34, text: `${moving ? "▶ " : ""}${name}` }),
    svgEl("text", { class: "pig-score", x: x + PANEL.w / 2, y: PANEL.y + 84, text: String(score) }),
    svgEl("rect", { class: "pig-bar", x: barX, y: barY, width: 44, height: barH, rx: 6 }),
    svgEl("rect", { class: "pig-bar-fill", x: barX, y: barY + barH - filled, width: 44, height: filled, rx: 6 }),
    banked > 0
      ? svgEl("rect", {
          class: "ghost pig-banked",
          x: barX,
          y: barY + barH - filled,
          width: 44,
          height: Math.min(filled, (banked / goal) * barH),
          "aria-hidden": "true",
        })
      : null,
    svgEl("text", { class: "pig-goal", x: barX + 54, y: barY + 12, text: `${goal}` }),
  );
}

/**
 * Draws `position` into `svg`: both players' panels and, between them, the die (or coin) and
 * the turn's total. A small picture (a home card) is an image.
 */
export function drawPig(svg, position, o = {}) {
  const parts = pigParts(position);
  start(svg, position, W, H, "Pig: the scores, the die and the turn's total", o);
  svg.classList.add("pig-board");
  if (!parts) return finish(svg, o);
  const names = o.names ?? ["Player 1", "Player 2"];
  const over = o.winner === "p1" || o.winner === "p2";
  const ghost = o.ghost ?? null;
  const banked = (player) => (ghost?.player === player ? (ghost.banked ?? 0) : 0);
  svg.append(
    playerPanel(10, names[0], parts.scores[0], parts.goal, !over && parts.mover === 0, o.winner === "p1", banked(0)),
    playerPanel(W - 10 - PANEL.w, names[1], parts.scores[1], parts.goal, !over && parts.mover === 1, o.winner === "p2", banked(1)),
  );
  const shapeOf = parts.game === "piglet" ? coinShape : dieShape;
  // The computer's last roll, faded in the corner of its panel until the student decides.
  if (ghost?.face) {
    const x = ghost.player === 0 ? 10 + PANEL.w - 26 : W - 10 - 26;
    svg.append(shapeOf(x, PANEL.y + 26, 30, ghost.face, { className: "die ghost" }));
  }
  const shape = shapeOf;
  const face = o.face ?? null;
  const lost = o.lost ?? null;
  svg.append(
    group(
      ["pig-middle"],
      {},
      `${parts.game === "piglet" ? "coin" : "die"}: ${o.rolling ? "rolling" : face ? `showed ${faceName(parts.game, face)}` : "not rolled yet this turn"}; turn total ${lost ?? parts.total}${lost !== null ? ", lost" : ""}`,
      shape(W / 2, 110, 96, face, { rolling: Boolean(o.rolling) }),
      svgEl("text", { class: "pig-total-label", x: W / 2, y: 200, text: "Turn total" }),
      svgEl("text", { class: ["pig-total", lost !== null ? "lost" : null], x: W / 2, y: 255, text: String(lost ?? parts.total) }),
    ),
  );
  if (!o.small) svg.append(decisions(parts, o));
  finish(svg, o);
}

/** The Roll and Hold buttons, a roving tab stop between them (the arrows move it). */
function decisions(parts, o) {
  const x0 = W / 2 - BUTTONS.w - BUTTONS.gap / 2;
  const one = (action, index, label, words, disabled) =>
    button(
      ["pig-button", `pig-${action}`, disabled ? "disabled" : null],
      { "data-action": action, "data-key": action, "data-roving": "decisions", "aria-keyshortcuts": action === "roll" ? "R" : "H" },
      (o.focus ?? "roll") === action,
      [label, disabled ? "not possible now" : ""],
      svgEl("rect", {
        class: "pig-button-face",
        x: x0 + index * (BUTTONS.w + BUTTONS.gap),
        y: BUTTONS.y,
        width: BUTTONS.w,
        height: BUTTONS.h,
        rx: 12,
      }),
      // The keyboard's ring, just outside the face (board.css's focus colour and width).
      svgEl("rect", {
        class: "pig-focus",
        x: x0 + index * (BUTTONS.w + BUTTONS.gap) - 5,
        y: BUTTONS.y - 5,
        width: BUTTONS.w + 10,
        height: BUTTONS.h + 10,
        rx: 15,
        "aria-hidden": "true",
      }),
      svgEl("text", {
        class: "pig-button-text",
        x: x0 + index * (BUTTONS.w + BUTTONS.gap) + BUTTONS.w / 2,
        y: BUTTONS.y + 41,
        text: words,
      }),
    );
  const coin = parts.game === "piglet";
  return group(
    ["pig-decisions"],
    {},
    "Your decision",
    one("roll", 0, coin ? "Flip the coin" : "Roll the die", coin ? "Flip (R)" : "Roll (R)", false),
    one("hold", 1, `Hold: bank ${parts.total}`, "Hold (H)", o.canHold === false),
  );
}

/** A side in words: the die's "4", the coin's "heads" or "tails". */
export const faceName = (game, face) => (game === "piglet" ? (face === 2 ? "heads" : "tails") : String(face));

/** The board drawn small, a picture of a position on the home and lesson pages (boards/index.js). @type {import("./common.js").BoardPicture} */
export const pigBoard = { draw: drawPig };
