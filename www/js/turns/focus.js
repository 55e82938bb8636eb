// Focus that survives a redraw of the board (turns.js): a board item that takes the keyboard
// focus carries data-key ("3" for heap 3, "2,1" for a square); after a redraw the item with the
// same key gets the focus back, else the item with the nearest number, else the board's tab
// stop, so that a keyboard player never loses their place when the computer moves.

/**
 * The data-key of the board item with the focus ("" on the board itself), or null when the
 * focus is outside `board`.
 * @param {HTMLElement} board
 * @returns {string | null}
 */
export function focusedKey(board) {
  const active = document.activeElement;
  if (!board.contains(active)) return null;
  const item = /** @type {HTMLElement | null} */ (active.closest("[data-key]"));
  return item?.dataset.key ?? "";
}

/**
 * Gives the focus back after a redraw of `board` to the item of `key` (focusedKey's answer
 * before it). `chosen`, when it answers other than undefined, is the page's own choice.
 * @param {HTMLElement} board
 * @param {string | null} key
 * @param {((key: string) => HTMLElement | null | undefined) | undefined} chosen
 */
export function restoreFocus(board, key, chosen) {
  if (key === null) return;
  let target = chosen?.(key);
  if (target === undefined) {
    const stops = [.../** @type {NodeListOf<HTMLElement>} */ (board.querySelectorAll('[data-key][tabindex="0"]'))];
    target = stops.find((n) => n.dataset.key === key) ?? board.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (!target && stops.length && key !== "" && !Number.isNaN(Number(key))) {
      const distance = (n) => Math.abs(Number(n.dataset.key) - Number(key));
      target = stops.reduce((a, b) => (distance(b) < distance(a) ? b : a));
    }
    if (target) {
      // One tab stop per roving group: the found item takes it from the others of its group.
      for (const n of stops) if (n !== target && n.dataset.roving === target.dataset.roving) n.setAttribute("tabindex", "-1");
      target.setAttribute("tabindex", "0");
    }
    target ??= board.querySelector('[tabindex="0"]');
  }
  (target ?? board.closest("section"))?.focus();
}
