// Words for the search lab: the tree view's captions (minimax and alpha-beta, stepped), the
// shared value formatting, and the trace replay that turns the core's events into a tree.
//
// The core records what its search did as small typed events (`enter`, `leaf`, `return`,
// `cut`, with depths, windows and values for the player to move at that node, negamax style).
// This file rebuilds the part of the tree those events have reached and words each event for
// a student, with every value turned to the first player's side (X maximises, O minimises),
// the way the notes draw minimax trees. No rules of any game live here. Captions name the
// position in words ("the position it was given"), never in its notation, and a window as
// "from −1 to +1", never in list brackets.

/** "+1", "0", "−4": a value with its sign, and a real minus sign. */
export function signed(value) {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${-value}`;
  return "0";
}

/** "−1 to +1": a window of values, for the tree's chips and captions. */
export const windowText = ([low, high]) => `${signed(low)} to ${signed(high)}`;

export const plural = (n, one, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** A rate to two significant figures, in words: "210 million", "55,000", "1.2 billion". */
function roughly(perSecond) {
  const two = (x) => Number(x.toPrecision(2)).toLocaleString("en-US");
  if (perSecond >= 1e9) return `${two(perSecond / 1e9)} billion`;
  if (perSecond >= 1e6) return `${two(perSecond / 1e6)} million`;
  return two(perSecond);
}

/** "4.8 ms", "310 ms", "1.25 s": a time measured by the page. */
export function formatMs(ms) {
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/**
 * How fast a search ran, in words a teacher can put in front of the class: "19.4 million
 * positions in 92 ms: about 210 million a second", "1,446 positions in under a millisecond".
 * `ms` is measured by the page around the worker's answer, so it includes the message there
 * and back.
 */
export function rateText(nodes, ms) {
  const count = nodes >= 1e6 ? `${(nodes / 1e6).toFixed(1)} million` : nodes.toLocaleString("en-US");
  const what = `${count} ${nodes === 1 ? "position" : "positions"}`;
  if (!(ms >= 1)) return `${what} in under a millisecond`;
  return `${what} in ${formatMs(ms)}: about ${roughly(nodes / (ms / 1000))} a second`;
}

/**
 * Replay the trace up to event `upto` (included) and return the tree reached so far:
 * `{ root, path, focus, event }`. `path` runs from the root to the node the search is in; a
 * node that returns at step `upto` stays on the path for that step, so that the values it
 * chose from are still on show. Nodes: `{ id, move, depth, window: [a, b] (negamax, for the
 * player to move there), children, value (for the player to move there), done, leaf, cut,
 * nodes (in its subtree so far) }`.
 */
export function replay(trace, upto) {
  const stack = [];
  let root = null;
  let focus = null;
  let ids = 0;
  const node = (fields) => ({
    id: ids++,
    window: null,
    children: [],
    value: null,
    done: false,
    leaf: false,
    cut: null,
    nodes: 1,
    ...fields,
  });
  const last = Math.min(upto, trace.length - 1);
  for (let i = 0; i <= last; i++) {
    const e = trace[i];
    if (e.kind === "enter") {
      focus = node({ move: e.move, depth: e.depth, window: [e.alpha, e.beta] });
      stack.length = Math.min(stack.length, e.depth);
      if (e.depth === 0 || !stack[e.depth - 1]) root = root ?? focus;
      else stack[e.depth - 1].children.push(focus);
      for (const above of stack) above.nodes++;
      stack.push(focus);
    } else if (e.kind === "leaf") {
      // A move that ends the game, scored without a node: its value is for the player making
      // it (the one to move at `depth`); as a child it holds the other side's value.
      focus = node({ move: e.move, depth: e.depth + 1, value: -e.value, done: true, leaf: true, nodes: 0 });
      stack[e.depth]?.children.push(focus);
    } else if (stack[e.depth] && (e.kind === "return" || e.kind === "cut")) {
      focus = stack[e.depth];
      if (e.kind === "cut") {
        focus.cut = { alpha: e.alpha, beta: e.beta, skipped: e.skipped };
      } else {
        focus.value = e.value;
        focus.done = true;
        if (i < last) stack.length = e.depth;
      }
    }
  }
  return { root, path: stack.slice(), focus, event: trace[last] };
}

/**
 * Values and windows from the first player's side. `rootFirst`: the first player (X, Black)
 * is to move at the root. At a node where the first player moves, values are kept; where the
 * second player moves they are negated and the window [a, b] becomes [-b, -a].
 */
export function firstSide(rootFirst) {
  const maxAt = (depth) => rootFirst === (depth % 2 === 0);
  return {
    maxAt,
    value: (node) => (node.value === null ? null : maxAt(node.depth) ? node.value : -node.value),
    window: (node) => (!node.window || maxAt(node.depth) ? node.window : [-node.window[1], -node.window[0]]),
  };
}

/** "X wins", "a draw", "O wins" for a value from X's side. */
const resultWords = (value, names) => (value ? `${value > 0 ? names.first : names.second} wins` : "a draw");

/**
 * The caption of one step of the tree view.
 * ctx: { view (from replay), side (from firstSide), names: { first, second, move(m) },
 *        alphaBeta, position, nodes, steps, rootName (the root in words; default "the
 *        position it was given") }
 */
export function treeCaption(ctx) {
  const { view, side, names, alphaBeta } = ctx;
  const e = view.event;
  const node = view.focus;
  if (!e || !node) return "";
  const mover = (depth) => (side.maxAt(depth) ? names.first : names.second);
  const chooser = (depth) =>
    side.maxAt(depth) ? `${names.first} takes the largest value (max)` : `${names.second} takes the smallest value (min)`;
  switch (e.kind) {
    case "enter": {
      const win = side.window(node);
      const windowNote =
        alphaBeta && win
          ? ` Window from ${windowText(win)}: ${names.first} is already sure of ${signed(win[0])} or more elsewhere, ${names.second} of ${signed(win[1])} or less.`
          : "";
      if (e.depth === 0) {
        return `The search starts at the root, ${ctx.rootName ?? "the position it was given"}, with ${mover(0)} to move.${windowNote}`;
      }
      return `Depth ${e.depth}: ${mover(e.depth - 1)} tries ${names.move(e.move)}.${windowNote}`;
    }
    case "leaf": {
      const v = side.value(node);
      return `${mover(e.depth)} plays ${names.move(e.move)}, which ends the game: ${resultWords(v, names)}, ${signed(v)}. It is scored at once, without a node.`;
    }
    case "return": {
      const v = side.value(node);
      if (e.depth === 0) {
        return (
          `The search is over: the root is worth ${signed(v)}, ${resultWords(v, names)} with best play. ` +
          `It took ${plural(ctx.nodes, "node")}.`
        );
      }
      if (node.children.length === 0) {
        return (
          `${capital(names.move(node.move))} ends the game: ${resultWords(v, names)}, ${signed(v)}. ` +
          `The value goes up to depth ${e.depth - 1}.`
        );
      }
      const early = node.cut ? " (cut short)" : "";
      return (
        `Depth ${e.depth} is done${early}: ${chooser(e.depth)} of its moves, ${signed(v)}. ` + `The value goes up to depth ${e.depth - 1}.`
      );
    }
    case "cut": {
      const skipped = e.skipped;
      const rest =
        skipped === 0
          ? "It was the last move here anyway, so nothing is skipped."
          : `The other ${plural(skipped, "move")} ${skipped === 1 ? "is" : "are"} skipped.`;
      // The root's window is the whole range of values: a bound at its edge cannot be beaten.
      const full = view.root ? side.window(view.root) : null;
      if (side.maxAt(e.depth) && full && e.alpha >= full[1]) {
        return `Cut! Here ${names.first} can already get ${signed(e.alpha)}, the best there is: no other move can do better. ${rest}`;
      }
      if (!side.maxAt(e.depth) && full && -e.alpha <= full[0]) {
        return `Cut! Here ${names.second} can already hold ${names.first} to ${signed(-e.alpha)}, the best there is for ${names.second}: no other move can do better. ${rest}`;
      }
      if (side.maxAt(e.depth)) {
        return (
          `Cut! Here ${names.first} can already get ${signed(e.alpha)}, and β = ${signed(e.beta)}: ` +
          `${names.second} has a way to hold ${names.first} to ${signed(e.beta)} or less elsewhere, so ` +
          `${names.second} never lets the game come here. ${rest}`
        );
      }
      return (
        `Cut! Here ${names.second} can already hold ${names.first} to ${signed(-e.alpha)}, and α = ${signed(-e.beta)}: ` +
        `${names.first} is sure of ${signed(-e.beta)} or more elsewhere, so ${names.first} never lets the game come here. ${rest}`
      );
    }
    default:
      return "";
  }
}

/** "Cell 4" from "cell 4". */
export const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
