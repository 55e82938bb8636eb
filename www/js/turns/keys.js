// The keyboard of a game page (turns.js): Ctrl/Cmd+Z undoes, Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z
// redoes (outside text boxes), and the left and right arrows step the explanation while it is
// open, unless the focus is on something that uses the arrows itself (the board, a text box, an
// element marked data-own-arrows).

import { isTyping, usesArrowKeys } from "../ui.js";

/**
 * @param {object} options
 * @param {HTMLElement} options.board the board, whose items use the arrows
 * @param {() => boolean} options.ready true once a game is on show
 * @param {() => void} options.undo
 * @param {() => void} options.redo
 * @param {() => boolean} options.whyOpen true while the Why? panel is open
 * @param {import("../stepper.js").Stepper} options.stepper the Why? panel's steps
 * @param {NonNullable<import("../turns.js").TurnsConfig["keys"]>} options.keys a page's own stepper and keys
 */
export function bindTurnKeys({ board, ready, undo, redo, whyOpen, stepper, keys }) {
  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || !ready()) return;
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !isTyping(event.target)) {
      if (key === "z" && !event.shiftKey) undo();
      else if (key === "y" || (key === "z" && event.shiftKey)) redo();
      else return;
      return event.preventDefault();
    }
    if (keys.otherKey?.(event)) return;
    const stepping = keys.stepping ? keys.stepping() : whyOpen();
    if (event.altKey || event.ctrlKey || event.metaKey || !stepping) return;
    const target = /** @type {Element} */ (event.target);
    if (usesArrowKeys(target) || board.contains(target) || target.closest?.("[data-own-arrows]") || keys.ownArrows?.(target)) return;
    const step = { ArrowLeft: "back", ArrowRight: "forward" }[event.key];
    if (!step) return;
    event.preventDefault();
    (keys.stepper ? keys.stepper() : stepper)[step]();
  });
}
