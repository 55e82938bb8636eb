// Small DOM helpers shared by the pages. Text always goes in through textContent, never
// innerHTML, so nothing a student types (or the core says) is ever parsed as markup.

function build(node, attrs, children) {
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.setAttribute("class", Array.isArray(value) ? value.filter(Boolean).join(" ") : value);
    else if (key === "text") node.textContent = String(value);
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** An HTML element: `el("p", { class: "note" }, "text", el("b", {}, "bold"))`. */
export const el = (tag, attrs, ...children) => build(document.createElement(tag), attrs, children);

/** An SVG element, same calling style as `el`. */
export const svgEl = (tag, attrs, ...children) => build(document.createElementNS("http://www.w3.org/2000/svg", tag), attrs, children);

/**
 * A page's elements by camelCased id, looked up when asked for: `elements().moveInput` is
 * #move-input (null on a page without one), `elements("tree-").useBoard` is #tree-use-board. A
 * key set on it (an element under a name of the page's choosing, or the page's own state) wins.
 * @param {string} [prefix]
 * @returns {Record<string, any>}
 */
export const elements = (prefix = "") =>
  new Proxy(
    {},
    {
      get: (own, name) =>
        typeof name !== "string" || name in own
          ? own[name]
          : document.getElementById(prefix + name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
    },
  );

const inputType = (target) => (target.getAttribute("type") || "text").toLowerCase();

/** True when the key event comes from somewhere that types text (arrows move the caret there). */
export function isTyping(target) {
  if (!(target instanceof Element)) return false;
  if (/** @type {HTMLElement} */ (target).isContentEditable || target.tagName === "TEXTAREA" || target.tagName === "SELECT") return true;
  return (
    target.tagName === "INPUT" &&
    !["button", "submit", "reset", "checkbox", "radio", "range", "color", "file", "image"].includes(inputType(target))
  );
}

/** True when the arrow keys already mean something there (text, number, select, radio, slider): page-wide arrow keys skip it. */
export function usesArrowKeys(target) {
  return isTyping(target) || (target instanceof Element && target.tagName === "INPUT" && ["radio", "range"].includes(inputType(target)));
}

/**
 * Wire the step buttons inside `root` (data-step="first|back|play|forward|last", and a
 * data-step-counter) to a Stepper; returns the function that redraws them from its state.
 */
export function bindStepControls(root, stepper) {
  const button = (name) => root.querySelector(`[data-step="${name}"]`);
  for (const name of ["first", "back", "forward", "last"]) button(name)?.addEventListener("click", () => stepper[name]());
  button("play")?.addEventListener("click", () => stepper.toggle());
  const counter = root.querySelector("[data-step-counter]");
  keepOnOneRow(button("play")?.closest(".step-controls"));
  return function refresh() {
    const { index, count, playing } = stepper;
    if (counter) counter.textContent = count ? `${index + 1} / ${count}` : "0 / 0";
    button("first").disabled = button("back").disabled = count === 0 || stepper.atFirst;
    button("forward").disabled = button("last").disabled = count === 0 || stepper.atLast;
    const play = button("play");
    play.disabled = count < 2;
    // The symbol, then the word (which a phone hides: the aria-label says it).
    const word = playing ? "Pause" : "Play";
    play.replaceChildren(`${playing ? "❚❚" : "▶"} `, el("span", { class: "step-word", text: word }));
    play.setAttribute("aria-label", word);
    play.setAttribute("aria-pressed", String(playing));
  };
}

/**
 * The step buttons share one row wherever they are drawn: where their words do not fit beside
 * each other (a narrow panel in projector type), the row is marked "compact" and shows the
 * symbols alone (grundy.css; each button's aria-label still names it). Checked again whenever
 * the row's size changes.
 * @param {Element | null | undefined} row
 */
function keepOnOneRow(row) {
  if (!row) return;
  const steps = () => [...row.querySelectorAll("[data-step]")].filter((b) => b.getClientRects().length > 0);
  const wraps = () => new Set(steps().map((b) => Math.round(b.getBoundingClientRect().top))).size > 1;
  const fit = () => {
    row.classList.remove("compact");
    if (wraps()) row.classList.add("compact");
  };
  new ResizeObserver(fit).observe(row);
}

/**
 * One height for a stepper's caption box: the tallest of its captions, so that none is cut and
 * the step buttons and whatever follows stay put while the steps change. `captions` is every
 * step's words, or a function that draws step `i` into the box (for a page that draws its
 * caption with the rest of the step; the caller then draws the step on show). Measured at the
 * box's present width; returns that width, for measuring again when it changes.
 * @param {HTMLElement} caption
 * @param {string[] | ((index: number) => void)} captions
 * @param {number} [count] how many steps `captions` draws, when it is a function
 * @returns {number}
 */
export function reserveCaption(caption, captions, count) {
  const before = caption.textContent;
  // Words alone: the longest dozen, which hold the tallest (a replay may have thousands).
  const texts = Array.isArray(captions) ? [...new Set(captions)].sort((a, b) => b.length - a.length).slice(0, 12) : null;
  const draw = Array.isArray(captions) ? (i) => (caption.textContent = texts[i]) : captions;
  caption.classList.add("measuring");
  let tallest = 0;
  for (let i = 0; i < (texts ? texts.length : count); i++) {
    draw(i);
    tallest = Math.max(tallest, caption.scrollHeight);
  }
  if (texts) caption.textContent = before;
  caption.classList.remove("measuring");
  caption.classList.add("reserved");
  caption.style.setProperty("--caption-height", `${Math.ceil(tallest)}px`);
  return caption.clientWidth;
}

/**
 * Calls `measure()` again whenever `caption`'s width changes from what it last measured at
 * (a phone turned, projector mode): `measure` returns the width it measured at.
 * @param {HTMLElement} caption
 * @param {() => number} measure
 */
export function refitCaption(caption, measure) {
  let width = 0;
  new ResizeObserver(() => {
    if (caption.clientWidth && caption.clientWidth !== width && caption.classList.contains("reserved")) width = measure();
  }).observe(caption);
  return (measured) => {
    width = measured;
  };
}

/** Write a non-negative integer in binary, padded on the left to `width` digits. */
export const binary = (value, width = 1) => Math.max(0, Math.trunc(value)).toString(2).padStart(width, "0");

const COUNT_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
/** "two", "three", ... for small counts in captions; digits past twelve. */
export const countWord = (n) => COUNT_WORDS[n] ?? String(n);

/** "4", "1 and 3", "1, 2 and 4": names joined as a sentence lists them. */
export const andList = (names) => (names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join(""));

/** "pile 1", "piles 1 and 3", "piles 1, 2 and 4" from 0-based indexes. */
export function pileList(indexes) {
  if (indexes.length === 0) return "no pile";
  return `${indexes.length === 1 ? "pile" : "piles"} ${andList(indexes.map((i) => String(i + 1)))}`;
}

/** 2^column written as a number, the way the column headers show it ("4" for column 2). */
export const columnValue = (column) => 2 ** column;

/** Thousands separators for long pile sizes. */
export const formatCount = (n) => Number(n).toLocaleString("en-US");

/** A chance as a student reads it: 0.5306 -> "53.1%". */
export const formatPercent = (p) => `${(100 * p).toFixed(1)}%`;

/**
 * Mouse and keyboard for a board of items laid out in lines (the chips of piles, the pins of
 * rows, a row of squares): a click, Enter or Space picks an item; the `along` arrows move the
 * focus within its line (stopping at the ends), the `across` arrows to the same place in the
 * previous or next line that holds items, Home and End to the line's first and last item.
 * Items carry data-<line> and data-<index>, in order; `keys` adds a page's own keys (key ->
 * function(item)). One tab stop per line with `perLine`, else one on the whole board.
 */
export function bindLines(
  board,
  { item, line, index, along = ["ArrowLeft", "ArrowRight"], across = ["ArrowUp", "ArrowDown"], perLine = false, pick, keys = {} },
) {
  board.addEventListener("click", (event) => {
    const node = event.target.closest?.(item);
    if (node) pick(node);
  });
  board.addEventListener("keydown", (event) => {
    const node = event.target.closest?.(item);
    if (!node || event.altKey || event.ctrlKey || event.metaKey) return;
    const all = [...board.querySelectorAll(item)];
    const lines = [...new Set(all.map((n) => n.dataset[line]))];
    const at = lines.indexOf(node.dataset[line]);
    const i = Number(node.dataset[index]);
    const focus = (l, k) => {
      if (l < 0 || l >= lines.length) return;
      const inLine = all.filter((n) => n.dataset[line] === lines[l]);
      const target = inLine[Math.max(0, Math.min(inLine.length - 1, k))];
      for (const n of perLine ? inLine : all) n.setAttribute("tabindex", n === target ? "0" : "-1");
      target.focus();
    };
    const actions = {
      [along[0]]: () => focus(at, i - 1),
      [along[1]]: () => focus(at, i + 1),
      ...(across ? { [across[0]]: () => focus(at - 1, i), [across[1]]: () => focus(at + 1, i) } : {}),
      Home: () => focus(at, 0),
      End: () => focus(at, Infinity),
      Enter: () => pick(node),
      " ": () => pick(node),
      ...keys,
    };
    if (!actions[event.key]) return;
    actions[event.key](node);
    event.preventDefault();
  });
}

/**
 * Hovering or focusing an item (`item`, a selector) of `board` previews what it would do:
 * `show(node, focused)`; the pointer leaving the board or the focus leaving an item, `show(null)`.
 */
export function bindPreview(board, item, show) {
  board.addEventListener("focusin", (event) => show(event.target.closest?.(item) ?? null, true));
  board.addEventListener("pointerover", (event) => show(event.target.closest?.(item) ?? null, false));
  for (const type of ["pointerleave", "focusout"]) board.addEventListener(type, () => show(null, false));
}

/** A row of `.square` elements (data-square="n") played by mouse and keyboard (bindLines): `pick(n)`, Escape `escape()`. */
export function bindSquareRow(board, { pick, escape: onEscape }) {
  bindLines(board, {
    item: ".square",
    line: "roving",
    index: "square",
    across: null,
    pick: (square) => pick(Number(square.dataset.square)),
    keys: onEscape ? { Escape: onEscape } : {},
  });
}
