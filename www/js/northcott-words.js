// Captions and the gap table for Northcott's game (game `northcott:W`). Each row holds a white
// and a black checker; the empty squares between them (the gap) play like a Nim heap. Pure
// functions of the core's steps: gaps, Nim's column steps on the gaps, retrograde (the census
// of the solved board), move, example, reply. Moves are named in words (which checker, what its
// gap does), never in the typed-move notation; how many positions were solved is not narrated.

import { binary, formatCount } from "./ui.js";
import { caption as impartialCaption, withNames, listAnd, setViewRow } from "./impartial-words.js";
import { tableView } from "./nim-words.js";
// The outcome words follow the room's "Words for P/N" setting (the page redraws on a change).
import { outcomePhrase as phrase, outcomeFor } from "./terms.js";

export const northcottNames = withNames({
  part: (i) => `row ${i + 1}`,
  state: (text) => `gap ${text}`,
  unit: "row",
});

const side = (turn) => (turn === "black" || turn === "b" ? "black" : "white");
const squares = (n) => `${formatCount(n)} ${n === 1 ? "square" : "squares"}`;

/** The change of one gap in words: "closes it from 1 to 0", "widens it from 0 to 2". */
function gapChange(from, to) {
  if (to < from)
    return `shrinks its gap from ${formatCount(from)} to ${formatCount(to)}, like taking ${formatCount(from - to)} from a Nim heap`;
  if (to > from) return `moves backward and widens its gap from ${formatCount(from)} to ${formatCount(to)}`;
  return "keeps its gap";
}

/**
 * One caption per step. `context.analysis` is the explained position (turn, rows).
 */
export function northcottCaption(step, context = {}) {
  const s = step ?? {};
  switch (s.kind) {
    case "gaps": {
      const rows = s.rows ?? [];
      const listed = rows.length <= 6 ? `: ${listAnd(rows.map((r, i) => `row ${i + 1} has a gap of ${squares(r.gap)}`))}` : "";
      return `${side(s.turn) === "white" ? "White" : "Black"} to move. Count the empty squares between the two checkers of each row${listed}. Moving your checker toward the other one shrinks the gap, just like taking chips from a Nim heap.`;
    }
    case "piles": {
      const rows = (s.piles ?? []).map((n, i) => `row ${i + 1}: ${formatCount(n)} = ${s.binary?.[i] ?? binary(n)}`);
      const listed = rows.length <= 5 ? `: ${rows.join(", ")}` : "";
      return `Write each gap in binary${listed}.`;
    }
    case "retrograde": {
      const c = s.census ?? {};
      const none = !c.draws;
      return `Checkers can also move backward, so a game could go round in circles. So every position of this board was worked out, starting from the ends of the game and going back. ${none ? "None of them is a draw, and every" : "Leaving the draws aside, every"} win and loss agrees with Nim on the gaps.`;
    }
    case "move":
      return `So move the checker in row ${s.row + 1}: it ${gapChange(s.gapFrom, s.gapTo)}. The gaps' nim-sum is ${formatCount(s.nimSum)}: ${s.nimSum === 0 ? outcomeFor("P", "the other player") : "not 0"}.`;
    case "zeroSum":
      return `The nim-sum of the gaps is 0: ${phrase("P")}. A forward move spoils it, and a backward move can simply be followed by the other player's checker.`;
    case "example":
      return `Say the player to move moves the checker in row ${s.row + 1}: it ${gapChange(s.gapFrom, s.gapTo)}.`;
    case "reply":
      return `The other player answers in row ${s.row + 1}: the gap goes from ${formatCount(s.gapFrom)} to ${formatCount(s.gapTo)}, and the nim-sum of the gaps is 0 again.`;
    default:
      return impartialCaption(s, { ...context, names: northcottNames });
  }
}

/** The gap table at step `index`: Nim's table view on the gaps, plus the rows a move changes. */
export function gapsView(steps, index, analysis) {
  const gaps = (analysis.rows ?? []).map((r) => r.gap);
  // A backward move can widen a gap past the columns of the start: make room for it.
  const widest = Math.max(1, ...gaps, ...steps.map((s) => s.gapTo ?? 0));
  const width = Math.max(steps.find((s) => s.kind === "piles")?.width ?? 1, binary(widest).length);
  const wide = steps.map((s) => (s.kind === "piles" ? { ...s, width, binary: (s.piles ?? []).map((n) => binary(n, width)) } : s));
  const view = tableView(wide, index, { piles: gaps, nimSum: analysis.nimSum ?? 0 });
  const step = steps[index];
  if (!step) return view;
  if (step.kind === "gaps") gaps.forEach((_, i) => view.hlPiles.add(i));
  if (!["move", "example", "reply"].includes(step.kind)) return view;
  // A reply follows the example: the example's row first, then only the reply's change marked.
  const example = step.kind === "reply" ? steps.slice(0, index).findLast((s) => s.kind === "example") : null;
  if (example) setViewRow(view, example.row, example.gapTo);
  if (step.kind === "reply") for (const r of view.rows) r.changed.clear();
  setViewRow(view, step.row, step.gapTo);
  view.hlPiles.add(step.row);
  if (step.kind !== "example") {
    const sum = step.kind === "move" ? step.nimSum : 0;
    view.sum = { value: sum, bits: binary(sum, view.width) };
    view.hlSum = true;
  }
  return view;
}
