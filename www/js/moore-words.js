// Captions and the column table for Moore's Nim (game `moore:K`): the piles in binary with each
// column's count of 1s taken modulo k + 1 instead of modulo 2. Pure functions of the core's
// steps (piles, column, verdict, move, check, example, reply); the core decides every
// remainder and every move. Moves and positions are named in words ("take 1 from pile 2 and 2
// from pile 3, leaving piles of 3, 3 and 3 chips"), never in the typed-move notation.

import { binary, formatCount, columnValue } from "./ui.js";
import { listAnd, setViewRow } from "./impartial-words.js";
// The outcome words follow the room's "Words for P/N" setting (the page redraws on a change).
import { outcomePhrase as phrase, outcomeFor } from "./terms.js";
import { pilesWords, ones, chips } from "./nim-words.js";

const colName = (c) => formatCount(columnValue(c));

/** A move's takes [[pile index, count], ...] in words: "2 chips from pile 1 and 1 from pile 3". */
export function takesWords(takes) {
  return listAnd(takes.map(([p, c], i) => `${i === 0 ? chips(c) : formatCount(c)} from pile ${p + 1}`));
}

/** The takes of a move text "2-1+3-2" as [[pile index, count], ...]. */
export function takesOf(move) {
  return String(move ?? "")
    .split("+")
    .map((t) => t.split("-").map(Number))
    .filter((t) => t.length === 2)
    .map(([p, c]) => [p - 1, c]);
}

/**
 * One caption per step. `context.k` is k (from the piles step or the analysis).
 */
export function mooreCaption(step, context = {}) {
  const s = step ?? {};
  const k = context.k ?? context.steps?.find((x) => x.kind === "piles")?.k ?? context.analysis?.k ?? 1;
  const m = k + 1;
  switch (s.kind) {
    case "piles": {
      const rows = (s.piles ?? []).map((n, i) => `${formatCount(n)} = ${s.binary?.[i] ?? binary(n)}`);
      const listed = rows.length <= 5 ? `: ${rows.join(", ")}` : "";
      return `Write each pile in binary${listed}. A move may take from up to ${k} ${k === 1 ? "pile" : "piles"}, so each column's 1s are counted modulo k + 1 = ${m} (Nim is k = 1: modulo 2, the xor).`;
    }
    case "column": {
      const verdict = s.remainder === 0 ? `a multiple of ${m}` : `not a multiple of ${m}`;
      return `Column ${colName(s.column)}: ${ones(s.ones)}. ${s.ones} mod ${m} = ${s.remainder}: ${verdict}.`;
    }
    case "verdict": {
      const bad = s.badColumns ?? [];
      if (s.outcome === "P")
        return `Every column holds a multiple of ${m} 1s: ${phrase("P")}. Whatever the player to move takes, some column stops being a multiple of ${m}.`;
      const cols = bad.length === 1 ? `Column ${colName(bad[0])} is` : `Columns ${listAnd(bad.map(colName))} are`;
      return `${cols} not a multiple of ${m}: ${phrase("N")}. The player to move can take from up to ${k} ${k === 1 ? "pile" : "piles"} to make every column a multiple of ${m} again.`;
    }
    case "move": {
      const takes = (s.changes ?? []).map(([p, from, to]) => [p, from - to]);
      return `So take ${takesWords(takes)}, leaving ${pilesWords(s.to)}.`;
    }
    case "check":
      return `Now every column holds a multiple of ${m} 1s (remainders ${(s.remainders ?? []).join(", ")}): ${outcomeFor("P", "the other player")}.`;
    case "example": {
      const bad = s.badColumns ?? [];
      const spoilt = bad.length === 1 ? `column ${colName(bad[0])} is` : `columns ${listAnd(bad.map(colName))} are`;
      return `Say the player to move takes ${takesWords(takesOf(s.move))}, leaving ${pilesWords(s.to)}: ${spoilt} no longer a multiple of ${m}.`;
    }
    case "reply":
      return `The other player answers by taking ${takesWords(takesOf(s.move))}, leaving ${pilesWords(s.to)}: every column is a multiple of ${m} again.`;
    default:
      return `Step: ${s.kind ?? "?"}.`;
  }
}

/**
 * The binary table of a Moore's Nim step: its rows and columns, and what is marked.
 * @typedef {{ width: number, k: number, rows: any[], ones: any[], remainders: any[],
 *   hlCols: Set<any>, hlBits: Set<any>, hlPiles: Set<any>, badCols: Set<any> }} MooreView
 */
/**
 * What the column table shows at step `index`: rows (piles in binary), and under them each
 * column's count of 1s and its remainder modulo k + 1 where the core has given it.
 * Returns { width, k, rows: [{ pile, size, bits, changed:Set }], ones: [..] | null per column,
 * remainders: [..] (null = not known yet), hlCols:Set, hlBits:Set, hlPiles:Set, badCols:Set }.
 */
export function mooreView(steps, index, analysis) {
  const pilesStep = steps.find((s) => s.kind === "piles");
  const piles = analysis.piles ?? pilesStep?.piles ?? [];
  const k = pilesStep?.k ?? analysis.k ?? 1;
  const width = pilesStep?.width ?? Math.max(1, ...piles.map((n) => binary(n).length));
  // The marks (hlCols, hlBits, hlPiles, badCols) start as empty sets, added by name.
  const view = /** @type {MooreView} */ ({
    width,
    k,
    rows: piles.map((size, pile) => ({ pile, size, bits: binary(size, width), changed: new Set() })),
    ones: Array(width).fill(null),
    remainders: Array(width).fill(null),
    ...Object.fromEntries(["hlCols", "hlBits", "hlPiles", "badCols"].map((name) => [name, new Set()])),
  });
  const step = steps[index];
  if (!step) return view;
  const setRows = (text) =>
    String(text)
      .split(",")
      .map(Number)
      .forEach((size, pile) => setViewRow(view, pile, size) && view.hlPiles.add(pile));
  // Columns worked out so far (column steps up to this one).
  const upTo = ["piles", "column", "verdict"].includes(step.kind) ? index : -1;
  for (const s of steps.slice(0, upTo + 1).filter((s) => s.kind === "column")) {
    view.ones[s.column] = s.ones;
    view.remainders[s.column] = s.remainder;
  }
  if (step.kind === "column") {
    view.hlCols.add(step.column);
    for (const p of step.piles ?? []) view.hlBits.add(`${p}:${step.column}`);
  }
  for (const c of step.badColumns ?? []) view.badCols.add(c);
  // A reply follows the example: its piles first, then only the reply's changes marked.
  const example = step.kind === "reply" ? steps.slice(0, index).findLast((s) => s.kind === "example") : null;
  if (example) {
    setRows(example.to);
    for (const row of view.rows) row.changed.clear();
    view.hlPiles.clear();
  }
  if (step.kind === "check") setRows(step.piles ?? steps.findLast((s) => s.kind === "move")?.to ?? "");
  else if (["move", "example", "reply"].includes(step.kind)) setRows(step.to);
  // After a move (made, or said), every column's 1s are counted again.
  if (["check", "example", "reply"].includes(step.kind)) {
    for (let c = 0; c < width; c++) view.ones[c] = view.rows.filter((r) => r.bits[width - 1 - c] === "1").length;
  }
  (step.remainders ?? []).forEach((r, c) => {
    view.remainders[c] = r;
  });
  return view;
}

/** "k = 2: a move takes from 1 or 2 piles" */
export function kText(k) {
  return k === 1 ? "k = 1: a move takes from one pile (this is Nim)" : `k = ${k}: a move takes from 1 to ${k} piles`;
}
