// Plain-English captions for the steps of a Nim explanation (the core decides which steps
// there are), and which cells of the binary table each step points at: pure functions, only
// wording and drawing. Moves and positions are named in words ("take 2 chips from pile 1,
// leaving piles of 1, 4 and 5 chips"), never in the notation of the move box's hint; the
// outcome words follow the room's "Words for P/N" (a page redraws its caption on a change).

import { binary, countWord, pileList, columnValue, formatCount, andList } from "./ui.js";
import { outcomePhrase as phrase, outcomeFor, capitalise as cap } from "./terms.js";
import { columnsView } from "./impartial-words.js";

/** "1 chip", "3 chips". */
export const chips = (n) => `${formatCount(n)} ${n === 1 ? "chip" : "chips"}`;
const col = (c) => `column ${formatCount(columnValue(c))}`;
/** True when the explanation being captioned has a step of `kind` (context.steps). */
const has = (context, kind) => (context.steps ?? []).some((step) => step.kind === kind);
/** "one 1", "three 1s". */
export const ones = (n) => `${countWord(n)} ${n === 1 ? "1" : "1s"}`;
const onePiles = (n) => `${countWord(n)} ${n === 1 ? "pile" : "piles"} of one chip`;
/**
 * A Nim position in words: "1,4,5" -> "piles of 1, 4 and 5 chips", "3" -> "a pile of 3 chips",
 * "0,0" -> "no chips at all". An emptied pile stays in the list as 0, as on the board.
 */
export function pilesWords(position) {
  const sizes = (Array.isArray(position) ? position : String(position ?? "").split(","))
    .map((n) => Number(n))
    .filter((n) => Number.isFinite(n));
  if (sizes.length === 0 || sizes.every((n) => n === 0)) return "no chips at all";
  return sizes.length === 1 ? `a pile of ${chips(sizes[0])}` : `piles of ${andList(sizes.map(formatCount))} chips`;
}

const columnsList = (cs) => `${cs.length === 1 ? "column" : "columns"} ${andList(cs.map((c) => formatCount(columnValue(c))))}`;

/**
 * One caption per step kind; `context.steps` is the whole explanation (some captions depend on
 * its kind: mirroring, misère single chips, the nim-sum). An unknown kind gets a neutral
 * caption rather than an error, so a newer core never breaks an older page.
 */
export function caption(step, context = {}) {
  const s = step ?? {};
  switch (s.kind) {
    case "piles": {
      const rows = (s.piles ?? []).map((n, i) => `${formatCount(n)} = ${s.binary?.[i] ?? binary(n)}`);
      const listed = rows.length <= 5 ? `: ${rows.join(", ")}` : "";
      return `Write each pile in binary, one row per pile${listed}.`;
    }
    case "column": {
      const parity = s.bit ? "an odd number" : "an even number";
      return `${cap(col(s.column))}: ${ones(s.ones)}, ${parity}, so the nim-sum has ${s.bit} here.`;
    }
    case "nimSum":
      return s.value === 0
        ? `The nim-sum is 0 (${s.binary}).`
        : `The nim-sum is ${formatCount(s.value)} (binary ${s.binary}). It is not 0, so the player to move can win.`;
    case "leftmostOne":
      return `The leftmost 1 of the nim-sum is in ${col(s.column)}.`;
    case "candidates": {
      const n = s.piles?.length ?? 0;
      const which = pileList(s.piles ?? []);
      return n === 1
        ? `Only ${which} has a 1 in ${col(s.column)}: taking from it can win.`
        : `${cap(which)} have a 1 in ${col(s.column)}: each gives a winning move.`;
    }
    case "choosePile":
      return `Take from pile ${s.pile + 1} (${chips(s.size)}).`;
    case "flipBit":
      return `Pile ${s.pile + 1}, ${col(s.column)}: flip its ${s.from} to ${s.to}, so that column gets an even number of 1s.`;
    case "newSize":
      return `Pile ${s.pile + 1} goes from ${formatCount(s.from)} to ${formatCount(s.to)} (${s.binary}): smaller, because its leftmost flipped bit went from 1 to 0.`;
    case "take":
      return `So take ${chips(s.count)} from pile ${s.pile + 1}, leaving ${pilesWords(s.to)}.`;
    case "check":
      return s.nimSum === 0 ? `New nim-sum is 0: ${outcomeFor("P", "your opponent")}.` : `New nim-sum is ${formatCount(s.nimSum)}.`;
    case "zeroSum":
      return `The nim-sum is 0: ${phrase("P")}. Whatever the player to move does, the nim-sum will not stay 0.`;
    case "anyMove": {
      const took = s.from - s.to;
      const say = `Say the player to move takes ${chips(took)} from pile ${s.pile + 1} (${formatCount(s.from)} → ${formatCount(s.to)})`;
      if (has(context, "misereOnes")) return `${say}.`;
      if (has(context, "mirror")) return `${say}: the two piles are no longer equal.`;
      const odd = s.oddColumns?.length
        ? `${columnsList(s.oddColumns)} now ${s.oddColumns.length === 1 ? "has" : "have"} an odd number of 1s`
        : "some column is now odd";
      return `${say}: ${odd}, so the nim-sum becomes ${formatCount(s.nimSum)}.`;
    }
    case "reply": {
      const answer = `The other player answers by taking ${chips(s.take)} from pile ${s.pile + 1}, leaving ${pilesWords(s.to)}`;
      if (has(context, "misereOnes"))
        return `${answer}: an odd number of one-chip piles again, so the player to move will take the last chip.`;
      if (has(context, "mirror")) return `${answer}: the same move on the other pile, so the piles are equal again.`;
      return `${answer}: nim-sum ${formatCount(s.nimSum)} again.`;
    }
    case "terminal":
      if (s.play === "misere")
        return `No chips left. In misère play the player who took the last chip loses, so the player to move has already won: ${phrase("N")}.`;
      return `No chips left, so no move is possible: the player to move has lost. A terminal position is ${phrase("P")}.`;
    case "mirror": {
      const [i, j] = s.piles ?? [0, 1];
      const [a, b] = s.sizes ?? [0, 0];
      return s.equal
        ? `Only two piles left, pile ${i + 1} and pile ${j + 1}, both with ${chips(a)}. Copy every move on the other pile: the player to move loses (${phrase("P")}).`
        : `Only two piles left: pile ${i + 1} has ${chips(a)} and pile ${j + 1} has ${chips(b)}. Make them equal, then copy every move of your opponent on the other pile.`;
    }
    case "misereNormal":
      return `Misère play, but ${countWord(s.bigPiles)} piles have more than one chip: play exactly as in normal play for now.`;
    case "misereSwitch":
      return `Only pile ${s.pile + 1} (${chips(s.size)}) is bigger than 1, with ${onePiles(s.ones)} beside it. Switch rules: leave it with ${s.to} so that an odd number of one-chip piles remain.`;
    case "misereOnes": {
      const parity = s.ones % 2 === 1 ? "an odd number" : "an even number";
      return s.outcome === "P"
        ? `${cap(onePiles(s.ones))}, ${parity}: the player to move will take the last chip and lose (${phrase("P")}).`
        : `${cap(onePiles(s.ones))}, ${parity}: the player to move can leave an odd number and win (${phrase("N")}).`;
    }
    default:
      return `Step: ${s.kind ?? "?"}.`;
  }
}

/**
 * The cells a step of Nim's own points at: { cols, sumBits, piles, bits: [[pile, column]], sum }
 * (kinds that change no row; the column steps' are impartial-words.js columnsView's).
 */
const POINTS = {
  leftmostOne: (s) => ({ cols: [s.column], sumBits: [s.column] }),
  candidates: (s) => ({ cols: [s.column], piles: s.piles ?? [], bits: (s.piles ?? []).map((p) => [p, s.column]) }),
  choosePile: (s) => ({ piles: [s.pile] }),
  flipBit: (s) => ({ piles: [s.pile], cols: [s.column], bits: [[s.pile, s.column]], sumBits: [s.column] }),
  mirror: (s) => ({ piles: s.piles ?? [] }),
  misereSwitch: (s) => ({ piles: [s.pile] }),
};

/**
 * What the binary table shows at step `index` of `steps` for the explained position `base`
 * ({ piles, nimSum }): { width, rows: [{ pile, size, bits, changed: Set<column> }], sum: {
 * value, bits }, hlCols, hlBits ("pile:column"), hlPiles, hlSum, hlSumBits, takePile, takeCount }:
 * the column steps' view (impartial-words.js columnsView), and Nim's own steps on it.
 */
export function tableView(steps, index, base) {
  const view = columnsView(steps, index, base);
  const { width } = view;
  const sumOf = (value) => ({ value, bits: binary(value, width) });
  const step = steps[index];
  if (!step) return view;
  const point = ({ cols = [], sumBits = [], piles: hl = [], bits = [], sum = false }) => {
    for (const c of cols) view.hlCols.add(c);
    for (const c of sumBits) view.hlSumBits.add(c);
    for (const p of hl) view.hlPiles.add(p);
    for (const [p, c] of bits) view.hlBits.add(`${p}:${c}`);
    view.hlSum ||= sum;
  };
  /** Pile `pile` now has `size` chips: its changed bits are marked. */
  const setRow = (pile, size, given) => {
    const row = view.rows[pile];
    const bits = given ?? binary(size, width);
    if (!row) return;
    for (let k = 0; k < width; k++) if (row.bits[k] !== bits[k]) row.changed.add(width - 1 - k);
    Object.assign(row, { size, bits });
  };
  if (POINTS[step.kind]) point(POINTS[step.kind](step));

  switch (step.kind) {
    case "newSize":
      setRow(step.pile, step.to, step.binary);
      point({ piles: [step.pile], bits: [...(view.rows[step.pile]?.changed ?? [])].map((c) => [step.pile, c]) });
      break;
    case "take": {
      // Steps after the move was chosen show the chosen pile's new size.
      const newSize = steps.slice(0, index + 1).findLast((s) => s.kind === "newSize");
      if (newSize && newSize.pile === step.pile) setRow(newSize.pile, newSize.to, newSize.binary);
      point({ piles: [step.pile] });
      Object.assign(view, { takePile: step.pile, takeCount: step.count });
      break;
    }
    case "check":
      (step.piles ?? []).forEach((size, pile) => setRow(pile, size, step.binary?.[pile]));
      point({ sum: true });
      view.sum = sumOf(step.nimSum);
      break;
    case "anyMove":
      setRow(step.pile, step.to);
      point({
        piles: [step.pile],
        bits: (step.changedColumns ?? []).map((c) => [step.pile, c]),
        cols: step.oddColumns ?? [],
        sumBits: step.oddColumns ?? [],
      });
      Object.assign(view, { sum: sumOf(step.nimSum), takePile: step.pile, takeCount: step.from - step.to });
      break;
    case "reply": {
      // Show the example move first, then the reply on top of it.
      const any = steps.slice(0, index).findLast((s) => s.kind === "anyMove");
      if (any) setRow(any.pile, any.to);
      const before = view.rows[step.pile]?.size;
      if (before !== undefined) {
        view.rows[step.pile].changed.clear();
        setRow(step.pile, before - step.take);
      }
      point({ piles: [step.pile], sum: true });
      view.sum = sumOf(step.nimSum);
      break;
    }
    case "misereOnes":
      point({ piles: view.rows.filter((row) => row.size === 1).map((row) => row.pile) });
      break;
    default:
      break;
  }
  return view;
}
