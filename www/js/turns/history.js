// The history of a game (turns.js, and Pig's page): a list of entries, the one on show, and
// where undo and redo go. Against the computer a step goes back to the student's previous turn,
// so that the computer's reply and the student's move are taken back together.

/**
 * The entry undo shows from `cursor`: the nearest earlier one that is not the computer's, or -1.
 * @param {number} cursor
 * @param {(index: number) => boolean} isComputerAt
 */
export function undoTarget(cursor, isComputerAt) {
  for (let i = cursor - 1; i >= 0; i--) if (!isComputerAt(i)) return i;
  return -1;
}

/**
 * The entry redo shows from `cursor` among `count` entries: the next one that is not the
 * computer's, or the last one, or -1 at the end.
 * @param {number} cursor
 * @param {number} count
 * @param {(index: number) => boolean} isComputerAt
 */
export function redoTarget(cursor, count, isComputerAt) {
  for (let i = cursor + 1; i < count; i++) if (!isComputerAt(i) || i === count - 1) return i;
  return -1;
}
