// The game boards as pictures: one pure function per game, draw<Game>(svg, position, options),
// that clears `svg` and draws a position into it. Nothing here looks up the page, asks the core
// or keeps state: options add what a game page shows on top (hints, the selected piece, the
// squares a piece can reach, the computer's last move faded). Called with a position alone, a
// function draws the plain board: a page's board, a card's start position, a component of a
// sum. Options every function knows:
//   small   a picture, not a control: no buttons or tab stops, the class "small" on the svg
//   hints   mark each move as winning (tick) or losing (cross)
//   moves   the core's listed moves (with their outcome, for hints); none: nothing is reachable
//   ghost   the computer's last move, drawn faded (each function says its shape)

import { svgEl, formatCount } from "./ui.js";
import { listAnd } from "./impartial-words.js";

/** Numbers of a position such as "3,4,5" (an empty text: none). */
const numbers = (position) => (String(position ?? "").match(/\d+/g) ?? []).map(Number);

/** The CSS sizes a page's board takes its size from: the drawing's natural width (and height). */
const natural = (width, height) => ({ "--natural-width": `${width}px`, ...(height ? { "--natural-height": `${height}px` } : {}) });

/**
 * Clear `svg`, give it its size, name and CSS `style`; a `small` picture loses its buttons afterwards.
 * @param {Record<string, any>} [style] CSS custom properties by name
 */
function start(svg, position, width, height, label, o, style = natural(width, height)) {
  svg.textContent = "";
  svg.dataset.position = position;
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  for (const [name, value] of Object.entries(style)) svg.style.setProperty(name, value);
  svg.setAttribute("aria-label", label);
  svg.classList.toggle("small", Boolean(o.small));
}

/** A small picture (or a Why? picture) is an image: its squares and pieces are no buttons and no tab stops. */
function finish(svg, o) {
  if (!o.small && !o.picture) return;
  for (const node of svg.querySelectorAll("[role=button], [tabindex]")) {
    node.removeAttribute("role");
    node.removeAttribute("tabindex");
  }
  svg.setAttribute("role", "img");
}

/** A square or piece a person plays: a button, the tab stop of its group when `focused`; `label` parts joined by commas. */
const button = (classes, data, focused, label, ...children) =>
  svgEl(
    "g",
    { class: classes, ...data, role: "button", tabindex: focused ? 0 : -1, "aria-label": label.filter(Boolean).join(", ") },
    ...children,
  );

/** A hint at (x, y): a tick for a winning move, a cross for a losing one, on a round backing 32 units (30 px) across. */
function hintMark(x, y, wins, { className = "mark", r = 16 } = {}) {
  return svgEl(
    "g",
    { class: className, "data-wins": String(wins), transform: `translate(${x} ${y})`, "aria-hidden": "true" },
    // No fill of its own (an attribute, so that a page's CSS may still colour it: Kayles).
    svgEl("circle", { class: "mark-back", r, fill: "none" }),
    svgEl("path", { d: wins ? "M -10 1 L -3 8 L 11 -8" : "M -7 -7 L 7 7 M 7 -7 L -7 7" }),
  );
}

/** An outcome mark: a filled circle with P or N, coloured by outcome; a spoiler. */
export function outcomeMark(x, y, outcome, r = 16) {
  return svgEl(
    "g",
    {
      class: `omark omark-${outcome === "P" ? "p" : "n"} spoiler`,
      "data-outcome": outcome,
      transform: `translate(${x} ${y})`,
      "aria-hidden": "true",
    },
    svgEl("circle", { r }),
    svgEl("text", { y: r * 0.38, "font-size": r * 1.15, text: outcome }),
  );
}

/** The computer's last move drawn faded, as attributes: the same whichever style sheets a page loads (Nim has no impartial.css). */
const FADED = { opacity: 0.4, "stroke-dasharray": "4 4", "aria-hidden": "true" };

/** A listed move with hints on: "wins" when it leaves a P-position, else "loses"; null without. */
const verdict = (move, hints) => (move && hints ? (move.outcome === "P" ? "wins" : "loses") : null);
/** The same verdict in a square's name: ", winning" or ", losing". */
const verdictWord = (move, hints) => ({ wins: "winning", loses: "losing" })[verdict(move, hints)];
/** The listed moves by `keyOf(move)`. */
const byKey = (moves, keyOf) => new Map((moves ?? []).map((m) => [keyOf(m), m]));

// -- Piles of chips (Nim, Moore's Nim) -------------------------------------------------------

/** Piles taller than this are drawn as a shortened bar; moves on them are typed. */
const MAX_DRAWN = 20;
const PILES = { colW: 104, r: 24, step: 52, bottom: 62, side: 10, barRows: 8, minRows: 3 };

/**
 * A row of piles, each chip a button taking it and the chips above: `token(pile, take, index,
 * size)` gives its { data, label, classes, wins } (marked with o.hints), and `o.extra[pile]`
 * faded chips (the computer's last take) are drawn on top of a pile.
 * @param {(size: number, pile: number) => string} [sizeText] a pile's size in words (default formatCount)
 */
function drawPiles(svg, position, piles, o, top, label, token, sizeText = formatCount) {
  const extra = o.extra ?? [];
  const drawnRows = piles.map((n, pile) => (n > MAX_DRAWN ? PILES.barRows : n + (extra[pile] ?? 0)));
  const width = PILES.side * 2 + Math.max(1, piles.length) * PILES.colW;
  const base = top + Math.max(PILES.minRows, ...drawnRows) * PILES.step;
  start(svg, position, width, base + PILES.bottom, label, o);
  const chipY = (index) => base - PILES.step / 2 - index * PILES.step;
  piles.forEach((size, pile) => {
    const x = PILES.side + pile * PILES.colW + PILES.colW / 2;
    const group = svgEl(
      "g",
      {
        class: ["pile", o.pileClass?.(pile)],
        "data-pile": pile,
        role: "group",
        "aria-label": `pile ${pile + 1}: ${formatCount(size)} ${size === 1 ? "chip" : "chips"}`,
      },
      svgEl("rect", { class: "plate", x: x - 40, y: base + 4, width: 80, height: 8, rx: 4 }),
    );
    const tall = size > MAX_DRAWN;
    const faded = tall ? 0 : (extra[pile] ?? 0);
    if (tall) group.append(drawBar(x, base, pile, size));
    for (let index = 0; index < (tall ? 0 : size); index++) {
      const t = token(pile, size - index, index, size);
      group.append(
        svgEl(
          "g",
          {
            class: ["token", ...t.classes, o.hints ? (t.wins ? "wins" : "loses") : null],
            role: "button",
            "data-pile": pile,
            "data-index": index,
            "data-take": size - index,
            ...t.data,
            "aria-label": t.label,
          },
          svgEl("circle", { class: "ring", cx: x, cy: chipY(index), r: PILES.r + 4 }),
          svgEl("circle", { class: "body", cx: x, cy: chipY(index), r: PILES.r }),
          o.hints ? hintMark(x, chipY(index), t.wins) : null,
        ),
      );
    }
    // The computer's last take stays on show: faded chips where the taken ones stood.
    for (let index = size; index < size + faded; index++) {
      group.append(
        svgEl("circle", {
          class: "ghost-chip",
          cx: x,
          cy: chipY(index),
          r: PILES.r,
          fill: "currentColor",
          stroke: "currentColor",
          ...FADED,
        }),
      );
    }
    const topY = base - (tall ? PILES.barRows : size + faded) * PILES.step;
    const text = sizeText(size, pile);
    group.append(
      svgEl("text", {
        class: "size-label",
        x,
        y: topY - 12,
        "font-size": Math.min(30, Math.floor((PILES.colW - 8) / (0.62 * text.length))),
        "aria-hidden": "true",
        text,
      }),
      svgEl("text", { class: "pile-label", x, y: base + 44, "aria-hidden": "true", text: `pile ${pile + 1}` }),
    );
    svg.append(group);
  });
  finish(svg, o);
}

/** A pile too tall to draw chip by chip: a bar with a break in it; moves are typed. */
function drawBar(x, base, pile, size) {
  const h = PILES.barRows * PILES.step;
  const w = PILES.r * 2;
  const y = base - h + h * 0.45;
  return svgEl(
    "g",
    {
      class: "bar",
      role: "img",
      "data-pile": pile,
      "aria-label": `pile ${pile + 1}: ${formatCount(size)} chips, drawn shortened; type a move such as ${pile + 1}-1 to take from it`,
    },
    svgEl("rect", { class: "bar-body", x: x - w / 2, y: base - h, width: w, height: h - 4, rx: 14 }),
    svgEl("path", { class: "bar-break", d: `M ${x - w / 2 - 4} ${y} l ${w + 8} -14 M ${x - w / 2 - 4} ${y + 14} l ${w + 8} -14` }),
  );
}

/**
 * Nim: the piles as stacks of chips. options.piles (else read from the position), moves (with
 * pile, take, outcome), hints, ghost { pile, take }: the computer's take, faded on its pile.
 */
export function drawNim(svg, position, o = {}) {
  const extra = [];
  if (o.ghost) extra[o.ghost.pile] = o.ghost.take;
  // Each token is the move "take it and every chip above it": its outcome is the listed move's.
  const moves = byKey(o.moves, (m) => `${m.pile}:${m.take}`);
  drawPiles(svg, position, o.piles ?? numbers(position), { ...o, extra }, 70, `Nim piles: ${position}`, (pile, take, index, size) => {
    const wins = moves.get(`${pile}:${take}`)?.outcome === "P";
    return {
      data: { tabindex: index === size - 1 ? 0 : -1, "data-key": pile },
      label: `pile ${pile + 1}, take ${take}${o.hints ? (wins ? ", winning move" : ", losing move") : ""}`,
      classes: [],
      wins,
    };
  });
}

/**
 * Moore's Nim: piles where chips of several can be marked before a move. options.piles, moves
 * (with takes), hints, marked (Map pile -> chips marked), ghost: the computer's [[pile, count]].
 */
export function drawMoore(svg, position, o = {}) {
  const piles = o.piles ?? numbers(position);
  const marked = o.marked ?? new Map();
  const extra = [];
  for (const [pile, count] of o.ghost ?? []) extra[pile] = count;
  // Single-pile takes with their outcome, for hints (moves of several piles are listed in words).
  const single = byKey(
    (o.moves ?? []).filter((m) => m.takes?.length === 1),
    (m) => `${m.takes[0][0]}:${m.takes[0][1]}`,
  );
  const firstPile = piles.findIndex((n) => n > 0 && n <= MAX_DRAWN);
  const options = { ...o, extra, pileClass: (pile) => (marked.get(pile) ? "marked-pile" : null) };
  const sizeText = (size, pile) => (marked.get(pile) ? `${formatCount(size)} − ${formatCount(marked.get(pile))}` : formatCount(size));
  drawPiles(
    svg,
    position,
    piles,
    options,
    64,
    `Piles: ${position}`,
    (pile, take, index, size) => {
      const wins = single.get(`${pile}:${take}`)?.outcome === "P";
      const isMarked = take <= (marked.get(pile) ?? 0);
      return {
        data: { tabindex: pile === firstPile && index === size - 1 ? 0 : -1, "data-key": `t-${pile}-${index}`, "data-action": "take" },
        label: `pile ${pile + 1}, mark ${take} ${take === 1 ? "chip" : "chips"}${isMarked ? ", marked" : ""}${o.hints ? (wins ? ", taking there alone wins" : ", taking there alone loses") : ""}`,
        classes: [isMarked ? "marked" : null],
        wins,
      };
    },
    sizeText,
  );
}

// -- A line of squares with chips on it (the Scoring line, the Nimble strip) -----------------

/** A chip (or a coin) numbered i + 1, centred at (cx, cy), on square n. */
function chipShape(cx, cy, r, i, classes, n, attrs = {}) {
  return svgEl(
    "g",
    { class: ["chip", ...classes], "data-part": i, "data-square": n, "aria-hidden": "true", ...attrs },
    svgEl("circle", { class: "chip-ring", cx, cy, r: r + 4 }),
    svgEl("circle", { class: "chip-body", cx, cy, r }),
    svgEl("text", { class: "chip-num", x: cx, y: cy + 7, "font-size": 20, text: i + 1 }),
  );
}

/**
 * The two lines: the Scoring game's chips stand above their square, P/N marks and Grundy values
 * below; Nimble's coins sit on their square, square 0 out of play, the numbers below.
 */
const LINES = {
  scoring: {
    w: 58,
    size: 52,
    r: 20,
    minLength: 20,
    minStack: 1,
    rx: 8,
    hitPad: 3,
    piece: "chip",
    line: "line",
    naturalHeight: true,
    squareY: (stack) => 8 + stack * 44 + 10,
    pieceY: (sqY, k) => sqY - 44 / 2 - 2 - k * 44,
    height: (sqY) => sqY + 52 + 80,
    number: (n, sqY, cx) => ({ x: cx, y: sqY + 52 / 2 + 8, "font-size": n >= 100 ? 18 : 22 }),
  },
  nimble: {
    w: 62,
    size: 58,
    r: 21,
    minLength: 10,
    minStack: 2,
    rx: 6,
    hitPad: 2,
    piece: "coin",
    line: "strip",
    naturalHeight: false,
    squareY: (stack) => 8 + (stack - 1) * 46 + 30,
    pieceY: (sqY, k) => sqY + 58 / 2 - k * 46,
    height: (sqY) => sqY + 58 + 40,
    number: (n, sqY, cx) => ({ x: cx, y: sqY + 58 + 28, "font-size": 20 }),
  },
};

/**
 * A line of squares 0 to `length` (default the largest piece; at least 20 on the Scoring line,
 * 10 on the strip) with numbered pieces. options.chips (else the position's), selected (the part
 * a square click moves), moves, hints, outcomes (square -> "P"/"N": the marks row), values (by
 * square: the values row), asking (marks and values left out of the names), ghost { part,
 * from }: the piece the computer moved, faded on the square it left.
 */
function drawLine(svg, position, o, L0) {
  const chips = o.chips ?? o.coins ?? numbers(position);
  const L = o.length ?? Math.min(60, Math.max(L0.minLength, ...chips));
  const sel = o.selected ?? null;
  // Square -> the listed move of the selected part that lands there; square -> the parts on it.
  const reach = byKey(
    (o.moves ?? []).filter((m) => m.part === sel),
    (m) => Number(m.into[0]),
  );
  const stacks = new Map();
  chips.forEach((n, i) => n <= L && stacks.set(n, [...(stacks.get(n) ?? []), i]));
  const nimble = L0 === LINES.nimble;
  // Room for the tallest stack plus a landing spot above it.
  const sqY = L0.squareY(Math.max(L0.minStack, ...[...stacks.values()].map((s) => s.length + 1)));
  const markY = sqY + L0.size + 22;
  const width = 24 + (L + 1) * L0.w;
  const height = L0.height(sqY);
  start(
    svg,
    position,
    width,
    height,
    `The ${L0.line} of squares 0 to ${L}; ${L0.piece}s on ${position}`,
    o,
    natural(width, L0.naturalHeight && height),
  );
  svg.dataset.selected = sel === null ? "" : String(sel);

  const focusSquare = sel !== null ? chips[sel] : (chips.find((n) => (!nimble || n > 0) && n <= L) ?? 0);
  for (let n = 0; n <= L; n++) {
    const cx = 12 + n * L0.w + L0.w / 2;
    const x = cx - L0.size / 2;
    const outcome = o.outcomes?.(n) ?? null;
    const value = o.values?.[n];
    const move = reach.get(n);
    const here = stacks.get(n) ?? [];
    const ly = L0.pieceY(sqY, here.length);
    const classes = (i) => (nimble ? ["coin", i === sel ? "selected" : null, n === 0 ? "spent" : null] : [i === sel ? "selected" : null]);
    svg.append(
      button(
        ["square", nimble && n === 0 ? "out" : null, move ? "reach" : null, verdict(move, o.hints)],
        {
          "data-square": n,
          "data-key": `sq-${n}`,
          "data-roving": "sq",
          "data-action": "square",
          "data-outcome": nimble ? null : (outcome ?? ""),
          "data-grundy": nimble ? null : (value ?? ""),
        },
        n === Math.min(focusSquare, L),
        [
          `square ${n}`,
          nimble && n === 0 && "out of play",
          outcome && !o.asking && `${outcome}-position`,
          value !== undefined && !o.asking && `Grundy value ${value}`,
          here.length && `${listAnd(here.map((i) => `${L0.piece} ${i + 1}`))} here`,
          move && `${L0.piece} ${sel + 1} can move here${o.hints ? `, ${verdictWord(move, o.hints)}` : ""}`,
        ],
        svgEl("rect", { class: "hit", x: x - L0.hitPad, y: 8, width: L0.size + 2 * L0.hitPad, height: height - 10, rx: 8 }),
        svgEl("rect", { class: "sq", x, y: sqY, width: L0.size, height: L0.size, rx: L0.rx }),
        svgEl("text", { class: "sq-num", ...L0.number(n, sqY, cx), text: n }),
        outcome ? outcomeMark(cx, markY, outcome) : null,
        value === undefined
          ? null
          : svgEl("text", { class: ["gval", value === 0 ? "zero" : null, "spoiler"], x: cx, y: markY + 44, "font-size": 24, text: value }),
        // The spot where the selected piece would land, with its hint.
        move
          ? svgEl(
              "g",
              { class: "landing", "aria-hidden": "true" },
              svgEl("circle", { cx, cy: ly, r: L0.r - 2 }),
              o.hints ? hintMark(cx, ly, move.outcome === "P") : null,
            )
          : null,
        here.map((i, k) => chipShape(cx, L0.pieceY(sqY, k), L0.r, i, classes(i), n)),
        // The computer's last move: the piece it moved, faded where it stood.
        o.ghost?.from === n ? chipShape(cx, ly, L0.r, o.ghost.part, ["ghost"], n, FADED) : null,
      ),
    );
  }
  finish(svg, o);
}

/** The Scoring game's line of squares with numbered chips (drawLine's options). */
export const drawScoringLine = (svg, position, o = {}) => drawLine(svg, position, o, LINES.scoring);

/** Nimble's strip of squares with numbered coins (drawLine's options; `coins` for `chips`). */
export const drawNimble = (svg, position, o = {}) => drawLine(svg, position, o, LINES.nimble);

// -- Kayles: rows of pins --------------------------------------------------------------------

/** Rows longer than this are drawn as a bar with their length. */
const MAX_PINS = 30;
const KAYLES = { label: 110, pitch: 54, rowH: 104, top: 12, side: 12, valueW: 80 };

/**
 * Rows of pins. options.rows, grundy (each row's value: shown with showValues, named unless
 * asking), selected { part, pin }, choice (pin -> "wins"/"loses": what a click on the selected
 * row would knock down), ghost { part, start, count }: the pins the computer knocked down.
 */
export function drawKayles(svg, position, o = {}) {
  const G = KAYLES;
  const lengths = o.rows ?? numbers(position);
  const sel = o.selected ?? null;
  const ghost = o.ghost ?? null;
  // The row the computer knocked pins from is drawn as it was, the knocked pins faded.
  const drawnLength = (r) => lengths[r] + (ghost?.part === r ? ghost.count : 0);
  const widest = Math.max(5, ...lengths.map((n, r) => (drawnLength(r) > MAX_PINS ? 8 : drawnLength(r))));
  const width = G.side * 2 + G.label + widest * G.pitch + G.valueW;
  start(svg, position, width, G.top * 2 + Math.max(1, lengths.length) * G.rowH, `Rows of pins: ${position}`, o, natural(width));
  svg.dataset.selected = sel ? `${sel.part}:${sel.pin}` : "";

  const firstRow = lengths.findIndex((n) => n > 0 && n <= MAX_PINS);
  lengths.forEach((n, r) => {
    const y = G.top + r * G.rowH;
    const cy = y + G.rowH / 2 + 4;
    const grundy = o.grundy?.[r];
    // The row's value is a spoiler while a lesson question waits: left out of its name too.
    const value = o.asking || grundy === undefined ? "" : `, Grundy value ${grundy}`;
    const row = svgEl(
      "g",
      {
        class: "pin-row",
        "data-part": r,
        "data-length": n,
        role: "group",
        "aria-label": `row ${r + 1}: ${n} ${n === 1 ? "pin" : "pins"}${value}`,
      },
      svgEl("rect", { class: "row-bg", x: G.side - 4, y: y + 4, width: width - G.side * 2 + 8, height: G.rowH - 8, rx: 10 }),
      svgEl("text", { class: "row-label", x: G.side + 8, y: cy + 8, "text-anchor": "start", "font-size": 24, text: `row ${r + 1}` }),
      o.showValues && grundy !== undefined
        ? svgEl("text", { class: "row-value spoiler", x: width - G.side - G.valueW / 2, y: cy + 9, "font-size": 26, text: `*${grundy}` })
        : null,
    );
    svg.append(row);
    const pinX = (slot) => G.side + G.label + slot * G.pitch + G.pitch / 2;
    if (drawnLength(r) > MAX_PINS) {
      row.append(
        svgEl("rect", { class: "pin-bar", x: pinX(0) - G.pitch / 2, y: cy - 22, width: 8 * G.pitch - 10, height: 44, rx: 12 }),
        svgEl("text", { class: "pin-bar-label", x: pinX(4) - G.pitch / 2 - 5, y: cy + 8, "font-size": 22, text: `${formatCount(n)} pins` }),
      );
      return;
    }
    // Standing pins keep their numbers; a faded gap is left where the computer knocked pins.
    const slotOf = (i) => (ghost?.part === r && i >= ghost.start ? i + ghost.count : i);
    for (let i = 0; i < n; i++) {
      const cx = pinX(slotOf(i));
      const selected = sel?.part === r && sel.pin === i;
      const mark = sel?.part === r ? o.choice?.get(i) : undefined;
      row.append(
        button(
          ["pin", selected ? "selected" : null, mark ?? null],
          { "data-part": r, "data-pin": i, "data-key": `p-${r}-${i}`, "data-roving": "pin", "data-action": "pin" },
          sel ? selected : r === firstRow && i === 0,
          [`row ${r + 1}, pin ${i + 1} of ${n}`, selected && "chosen", mark && (mark === "wins" ? "winning" : "losing")],
          svgEl("rect", { class: "hit", x: cx - G.pitch / 2, y: y + 6, width: G.pitch, height: G.rowH - 12 }),
          pinShape(cx, cy),
          mark ? hintMark(cx, cy + 8, mark === "wins", { className: `pin-mark ${mark}` }) : null,
        ),
      );
    }
    for (let k = 0; ghost?.part === r && k < ghost.count; k++) {
      row.append(svgEl("g", { class: "pin ghost", "data-part": r, ...FADED }, ...pinShape(pinX(ghost.start + k), cy)));
    }
  });
  finish(svg, o);
}

/** A pin: its outline, body and head around (cx, cy). */
const pinShape = (cx, cy) => [
  svgEl("ellipse", { class: "pin-ring", cx, cy, rx: 23, ry: 40 }),
  svgEl("ellipse", { class: "pin-body", cx, cy: cy + 8, rx: 17, ry: 27 }),
  svgEl("circle", { class: "pin-head", cx, cy: cy - 25, r: 11 }),
];

// -- Cells of a board with a reachable-square dot and a hint ---------------------------------

/** The dot on a square a piece can reach, with a tick or a cross when hints are on. */
function reachDot(mx, my, move, hints) {
  if (!hints) return [svgEl("circle", { class: "reach-dot", cx: mx, cy: my, r: 7 })];
  return [
    svgEl("circle", { class: "reach-dot", cx: mx, cy: my, r: 16 }),
    hintMark(mx, my, move.outcome === "P", { className: "reach-mark" }),
  ];
}

/**
 * A cell of a board as a button (button's arguments): its background, `children` (dots,
 * pieces, marks) and on top its focus ring, inset so the cells drawn after it cannot paint over
 * half of it.
 */
const cellButton = ([x, y, size], classes, data, focused, label, ...children) =>
  button(
    classes,
    data,
    focused,
    label,
    svgEl("rect", { class: "cell-bg", x, y, width: size, height: size }),
    ...children,
    svgEl("rect", { class: "focus-ring", x: x + 3.5, y: y + 3.5, width: size - 7, height: size - 7, rx: 4, "aria-hidden": "true" }),
  );

/** "the queen can move here", with ", winning" or ", losing" when hints are on. */
const canMove = (piece, move, hints) => move && `${piece} can move here${hints ? `, ${verdictWord(move, hints)}` : ""}`;

// -- Corner the Lady (Wythoff): queens on boards ---------------------------------------------

const WYTHOFF = { cell: 52, margin: 34, gap: 40, top: 10, perRow: 2 };

/**
 * How many squares of a side are drawn (queens further out are typed): one or two boards of
 * up to 16 x 16, three or more of 12 x 12, so that a redraw stays well under 50 ms.
 */
export const wythoffSize = (queens, size = 8) => Math.min(size, queens > 2 ? 12 : 16);

/**
 * One board per queen. options.queens ([[x, y], ...], else the position's), size (squares per
 * side), pPairs (the P-squares the core listed), grundy (values by [y][x], shown with
 * showValues), partValues (each board's value, in its title), moves, hints (P-squares marked,
 * moves ticked or crossed), ghost { part, x, y }: where the queen the computer moved stood.
 */
export function drawWythoff(svg, position, o = {}) {
  const { cell, margin, gap, top, perRow: most } = WYTHOFF;
  // Pairs "x,y" of a position such as "3,5" or "3,5 2,7".
  const n = numbers(position);
  const queens = o.queens ?? n.flatMap((v, i) => (i % 2 === 0 && i + 1 < n.length ? [[v, n[i + 1]]] : []));
  const size = o.size ?? wythoffSize(queens.length);
  const P = new Set((o.pPairs ?? []).flatMap(([a, b]) => [`${a},${b}`, `${b},${a}`]));
  const boardW = margin + size * cell;
  const perRow = Math.min(most, queens.length);
  const title = queens.length > 1 ? 30 : 0;
  const boardH = top + size * cell + margin + title;
  const width = perRow * boardW + (perRow - 1) * gap + 10;
  start(
    svg,
    position,
    width,
    Math.ceil(queens.length / perRow) * boardH,
    `${queens.length === 1 ? "The board" : `${queens.length} boards`}: queens on ${position}`,
    o,
    natural(width),
  );
  svg.classList.toggle("show-p", Boolean(o.hints));

  queens.forEach(([qx, qy], part) => {
    const ox = (part % perRow) * (boardW + gap) + margin;
    const oy = Math.floor(part / perRow) * boardH + top + title;
    const group = svgEl("g", {
      class: "queen-board-group",
      "data-part": part,
      role: "group",
      "aria-label": `board ${part + 1}: queen at (${qx}, ${qy})`,
    });
    if (title) {
      // The board's value is a spoiler while a lesson question waits (lessons.css).
      const value = o.partValues?.[part];
      group.append(
        svgEl(
          "text",
          { class: "board-title", x: ox + (size * cell) / 2, y: oy - 12, "font-size": 22 },
          `queen ${part + 1}`,
          value === undefined ? null : svgEl("tspan", { class: "spoiler in-text", text: `: *${value}` }),
        ),
      );
    }
    const reach = byKey(
      (o.moves ?? []).filter((m) => m.part === part),
      (m) => m.into[0],
    );
    const ghost = o.ghost?.part === part ? o.ghost : null;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const cx = ox + x * cell;
        const cy = oy + (size - 1 - y) * cell; // y = 0 at the bottom
        const [mx, my] = [cx + cell / 2, cy + cell / 2];
        const isQueen = x === qx && y === qy;
        const move = reach.get(`${x},${y}`);
        const isP = P.has(`${x},${y}`);
        const v = o.showValues ? o.grundy?.[y]?.[x] : undefined;
        // On a P-square the dot moves to the lower left, clear of the P mark in the corner; the
        // P mark goes on top of the pieces, so a queen never hides it.
        const shift = isP && o.hints ? 8 : 0;
        group.append(
          cellButton(
            [cx, cy, cell],
            ["cell", (x + y) % 2 ? "light" : "dark", isP ? "p" : null, move ? "reach" : null, verdict(move, o.hints)],
            {
              "data-part": part,
              "data-x": x,
              "data-y": y,
              "data-key": `c-${part}-${x}-${y}`,
              "data-roving": `board-${part}`,
              "data-action": "cell",
            },
            isQueen,
            [`(${x}, ${y})`, isQueen && "the queen", o.hints && isP && "P-square", canMove("the queen", move, o.hints)],
            v === undefined
              ? null
              : svgEl("text", {
                  class: ["cell-value", v === 0 ? "zero" : null, "spoiler"],
                  x: cx + 14,
                  y: cy + cell - 8,
                  "font-size": 16,
                  text: v,
                }),
            move && !isQueen ? reachDot(mx - shift, my + shift, move, o.hints) : null,
            ghost?.x === x && ghost.y === y ? queenShape(mx, my, "queen ghost", FADED) : null,
            isQueen ? queenShape(mx, my, "queen") : null,
            isP ? outcomeMark(cx + cell - 16, cy + 16, "P") : null,
          ),
        );
      }
    }
    // Coordinates along the edges.
    for (let k = 0; k < size; k++) {
      group.append(
        svgEl("text", { class: "coord", x: ox + k * cell + cell / 2, y: oy + size * cell + 24, "font-size": 18, text: k }),
        svgEl("text", { class: "coord", x: ox - 16, y: oy + (size - 1 - k) * cell + cell / 2 + 6, "font-size": 18, text: k }),
      );
    }
    svg.append(group);
  });
  finish(svg, o);
}

const queenShape = (mx, my, className, faded = {}) =>
  svgEl(
    "g",
    { class: className, ...faded, "aria-hidden": "true" },
    svgEl("circle", { cx: mx, cy: my, r: WYTHOFF.cell / 2 - 5 }),
    svgEl("text", { x: mx, y: my + 11, "font-size": 30, text: "♛" }),
  );

// -- Northcott's game: a white and a black checker in each row -------------------------------

const NORTHCOTT = { cell: 54, label: 96, gapW: 110, top: 10, rowGap: 14, side: 10 };

/**
 * Northcott's board. options.rows ([{ white, black, gap }], else the position's, "w:0-5,2-7"),
 * turn ("white"/"black"), width (columns, default 8), moves (row, column), hints, ghost { row,
 * column, colour }: where the checker the computer moved stood, faded.
 */
export function drawNorthcott(svg, position, o = {}) {
  const { cell, label, gapW, top, rowGap, side } = NORTHCOTT;
  const [, letter = "w", rest = ""] = /^([wb]):(.*)$/i.exec(String(position)) ?? [null, "w", String(position)];
  const rows =
    o.rows ??
    rest
      .split(",")
      .filter(Boolean)
      .map((text) => {
        const [white, black] = text.split("-").map(Number);
        return { white, black, gap: Math.abs(black - white) - 1 };
      });
  const turn = o.turn ?? (o.rows ? "white" : letter.toLowerCase() === "b" ? "black" : "white");
  const width = o.width ?? 8;
  const boardW = side * 2 + label + width * cell + gapW;
  start(
    svg,
    position,
    boardW,
    top * 2 + rows.length * (cell + rowGap),
    `Northcott's board, ${turn} to move: ${position}`,
    o,
    natural(boardW),
  );
  svg.dataset.turn = turn;
  const reach = byKey(o.moves, (m) => `${m.row}:${m.column}`);

  rows.forEach((r, i) => {
    const y = top + i * (cell + rowGap);
    const group = svgEl(
      "g",
      {
        class: "nc-row",
        "data-row": i,
        "data-gap": r.gap,
        role: "group",
        "aria-label": `row ${i + 1}: white on ${r.white}, black on ${r.black}, gap ${r.gap}`,
      },
      svgEl("text", { class: "row-label", x: side + 6, y: y + cell / 2 + 8, "font-size": 22, text: `row ${i + 1}` }),
    );
    const mine = turn === "white" ? r.white : r.black;
    for (let c = 0; c < width; c++) {
      const x = side + label + c * cell;
      const move = reach.get(`${i}:${c}`);
      const inGap = c > Math.min(r.white, r.black) && c < Math.max(r.white, r.black);
      group.append(
        cellButton(
          [x, y, cell],
          ["cell", inGap ? "in-gap" : null, move ? "reach" : null, verdict(move, o.hints)],
          { "data-row": i, "data-column": c, "data-key": `n-${i}-${c}`, "data-action": "cell" },
          i === 0 && c === mine,
          [
            `row ${i + 1}, column ${c}`,
            c === r.white && "white checker",
            c === r.black && "black checker",
            canMove("your checker", move, o.hints),
          ],
          move ? reachDot(x + cell / 2, y + cell / 2, move, o.hints) : null,
          o.ghost?.row === i && o.ghost.column === c ? checkerShape(x, y, o.ghost.colour, "ghost") : null,
          [
            ["white", r.white],
            ["black", r.black],
          ].map(([colour, at]) => (at === c ? checkerShape(x, y, colour, colour === turn ? "to-move" : null) : null)),
        ),
      );
    }
    group.append(
      svgEl("text", {
        class: "gap-label",
        x: side + label + width * cell + gapW / 2,
        y: y + cell / 2 + 8,
        "font-size": 22,
        text: `gap ${r.gap}`,
      }),
    );
    svg.append(group);
  });
  finish(svg, o);
}

function checkerShape(x, y, colour, kind) {
  const [cx, cy, half] = [x + NORTHCOTT.cell / 2, y + NORTHCOTT.cell / 2, NORTHCOTT.cell / 2];
  return svgEl(
    "g",
    { class: ["checker", colour, kind], ...(kind === "ghost" ? FADED : {}), "aria-hidden": "true" },
    svgEl("circle", { class: "checker-ring", cx, cy, r: half - 3 }),
    svgEl("circle", { class: "checker-body", cx, cy, r: half - 8 }),
    svgEl("text", { class: "checker-letter", x: cx, y: cy + 7, "font-size": 19, text: colour === "white" ? "W" : "B" }),
  );
}

// -- Chomp: a bar of chocolate with the poison in the corner ---------------------------------

/**
 * The bar: squares still there, crumbs of the eaten ones, hints, labels. options.rows (from the
 * poison's row up, else read from the position), frame { rows, cols } (the bar the game started
 * with), moves (row, col, move, outcome), hints, focus { row, col } (the keyboard's square),
 * mirror (the square strategy's diagonal, a spoiler), squares (the count), ghost (the rows
 * before the computer's bite: what it ate drawn faded). A Why? step's picture (picture: true,
 * named by `label`) adds bite ("r1c3", outlined), after (the bar left: what the bite eats
 * marked to-eat) and winning (the bites ticked); its mirror is no spoiler.
 */
export function drawChomp(svg, position, o = {}) {
  const rows = o.rows ?? numbers(position);
  const frame = o.frame ?? { rows: rows.length, cols: rows[0] ?? 1 };
  // A big board is drawn smaller on the screen, so its row and column labels get bigger in SVG
  // units to stay readable.
  const cell = 60;
  const size = Math.round(20 + Math.max(frame.rows, frame.cols) * 0.9);
  const left = size * 2 + 12;
  const X = (c) => left + c * cell;
  const Y = (r) => 8 + (frame.rows - 1 - r) * cell;
  const squares = o.squares ?? rows.reduce((a, b) => a + b, 0);
  start(
    svg,
    position,
    left + frame.cols * cell + 8,
    8 + frame.rows * cell + size + 30,
    o.label ?? `Chomp bar ${position}: ${rows.length} ${rows.length === 1 ? "row" : "rows"}, ${squares} squares`,
    o,
    { "--rows": frame.rows, "--cols": frame.cols },
  );
  svg.setAttribute("role", "group");

  const moves = byKey(o.moves, (m) => `${m.row}:${m.col}`);
  const after = o.after ? numbers(o.after) : null;
  const winning = new Set(o.winning ?? []);
  const focus = o.focus ?? { row: rows.length - 1, col: rows[rows.length - 1] - 1 };
  const layer = svgEl("g", { class: "squares" });
  const square = (r, c, classes, attrs, mark = null) =>
    svgEl(
      "g",
      { class: ["sq", ...classes], "data-row": r, "data-col": c, ...attrs },
      svgEl("rect", { class: "face", x: X(c) + 2, y: Y(r) + 2, width: cell - 4, height: cell - 4, rx: 6 }),
      mark,
    );
  for (let r = 0; r < frame.rows; r++) {
    for (let c = 0; c < frame.cols; c++) {
      if (c >= (rows[r] ?? 0)) {
        layer.append(square(r, c, ["crumb", o.ghost && c < (o.ghost[r] ?? 0) ? "eaten" : null], { "aria-hidden": "true" }));
        continue;
      }
      const name = `r${r}c${c}`;
      const poison = name === "r0c0";
      const wins = o.picture ? (winning.has(name) ? "wins" : null) : verdict(moves.get(`${r}:${c}`) ?? { outcome: "N" }, o.hints);
      const [cx, cy] = [X(c) + cell / 2, Y(r) + cell / 2];
      layer.append(
        square(
          r,
          c,
          [
            poison ? "poison" : "bar",
            poison ? null : wins,
            after && c >= (after[r] ?? 0) ? "to-eat" : null,
            o.bite === name ? "bitten" : null,
          ],
          {
            role: "button",
            tabindex: focus.row === r && focus.col === c ? 0 : -1,
            // Read aloud in words, never the typed notation.
            "aria-label": poison
              ? "row 0, column 0, the poison"
              : `row ${r}, column ${c}, bite${wins ? `, ${wins === "wins" ? "winning" : "losing"} bite` : ""}`,
            "data-move": moves.get(`${r}:${c}`)?.move ?? name,
          },
          poison
            ? svgEl("text", { class: "poison-mark", x: cx, y: cy + cell * 0.17, "font-size": cell * 0.5, "aria-hidden": "true", text: "☠" })
            : wins
              ? hintMark(cx, cy, wins === "wins")
              : null,
        ),
      );
    }
  }
  const axes = svgEl("g", { class: "axes", "aria-hidden": "true" });
  for (let c = 0; c < frame.cols; c++) {
    // Narrower type for long labels (c10 and up), so that neighbours never touch.
    const fit = Math.min(size, Math.floor((cell * 0.92) / (0.62 * `c${c}`.length)));
    axes.append(svgEl("text", { class: "axis", x: X(c) + cell / 2, y: Y(0) + cell + size + 8, "font-size": fit, text: `c${c}` }));
  }
  for (let r = 0; r < frame.rows; r++) {
    axes.append(svgEl("text", { class: "axis axis-row", x: left - 8, y: Y(r) + cell / 2 + size * 0.35, "font-size": size, text: `r${r}` }));
  }
  svg.append(layer, axes);
  // The mirror line of the square strategy, the diagonal through the poison, tells who has the
  // winning plan: a spoiler on the board (lessons.css); a Why? picture's mirror stays.
  if (o.mirror && (o.picture || frame.rows === frame.cols)) {
    const n = Math.min(frame.rows, frame.cols);
    svg.append(
      svgEl("line", {
        class: ["mirror-line", o.picture ? null : "spoiler"],
        x1: X(0),
        y1: Y(0) + cell,
        x2: X(n),
        y2: Y(n - 1),
        "aria-hidden": "true",
      }),
    );
  }
  finish(svg, o);
}

/** Rows of a Chomp bar, from the poison's row up: "3,3,2" -> [3, 3, 2]. */
export const chompRows = (position) => numbers(position).filter((n) => n > 0);

/**
 * The bar left after biting the square in column `c` of row `r` (both from 0, the poison at
 * 0, 0): that square and everything above it and to its right go. Written as the core writes
 * a bar ("3,3,1"); empty rows on top are dropped.
 */
export function chompBite(rows, r, c) {
  return rows
    .map((n, k) => (k >= r ? Math.min(n, c) : n))
    .filter((n) => n > 0)
    .join(",");
}

// -- Small pictures of the searched games (tic-tac-toe, 2x2 Go, the 8-puzzle), for a card. ---

/** A small picture of an n x n grid of `cell` units with a margin `pad`: `draw(i, x, y)` for each cell's corner. */
function drawGrid(svg, position, label, o, [n, cell, pad], background, draw) {
  const size = n * cell + 2 * pad;
  start(svg, position, size, size, label, o, natural(size));
  svg.append(...background);
  for (let i = 0; i < n * n; i++) svg.append(...draw(i, pad + (i % n) * cell, pad + Math.floor(i / n) * cell));
  finish(svg, { ...o, small: true });
}

/** Tic-tac-toe: nine characters, x, o or a dot, row by row. */
export function drawTicTacToe(svg, position, o = {}) {
  const marks = String(position).padEnd(9, ".");
  const lines = [44, 84].flatMap((k) => [
    svgEl("line", { class: "ttt-line", x1: k, y1: 6, x2: k, y2: 122 }),
    svgEl("line", { class: "ttt-line", x1: 6, y1: k, x2: 122, y2: k }),
  ]);
  drawGrid(svg, position, `Tic-tac-toe grid: ${position}`, o, [3, 40, 4], lines, (i, x, y) => {
    const [cx, cy] = [x + 20, y + 20];
    if (/x/i.test(marks[i]))
      return [
        svgEl("path", {
          class: "ttt-x",
          d: `M ${cx - 11} ${cy - 11} L ${cx + 11} ${cy + 11} M ${cx + 11} ${cy - 11} L ${cx - 11} ${cy + 11}`,
        }),
      ];
    return /o/i.test(marks[i]) ? [svgEl("circle", { class: "ttt-o", cx, cy, r: 12 })] : [];
  });
}

/** The 8-puzzle's tray: nine digits row by row, 0 the gap. */
export function drawPuzzle(svg, position, o = {}) {
  const tiles = String(position).replace(/\D/g, "").padEnd(9, "0");
  drawGrid(
    svg,
    position,
    `8-puzzle tray: ${position}`,
    o,
    [3, 40, 4],
    [svgEl("rect", { class: "tray-bg", x: 0, y: 0, width: 128, height: 128, rx: 6 })],
    (i, x, y) =>
      tiles[i] === "0"
        ? []
        : [
            svgEl("rect", { class: "tile", x: x + 2, y: y + 2, width: 36, height: 36, rx: 5 }),
            svgEl("text", { class: "tile-num", x: x + 20, y: y + 27, "font-size": 20, text: tiles[i] }),
          ],
  );
}

/** 2x2 Go: the four points, row by row, b or w for a stone (an empty board is written "."); the lines join the cells' centres. */
export function drawGo(svg, position, o = {}) {
  const stones = String(position)
    .replace(/[^bwBW.]/g, "")
    .padEnd(4, ".");
  const board = [svgEl("rect", { class: "go-wood", x: 2, y: 2, width: 108, height: 108, rx: 6 })].concat(
    [28, 84].flatMap((k) => [
      svgEl("line", { class: "go-line", x1: 28, y1: k, x2: 84, y2: k }),
      svgEl("line", { class: "go-line", x1: k, y1: 28, x2: k, y2: 84 }),
    ]),
  );
  drawGrid(svg, position, `2x2 Go board: ${position}`, o, [2, 56, 0], board, (i, x, y) =>
    stones[i] === "."
      ? []
      : [svgEl("circle", { class: ["go-stone", /b/i.test(stones[i]) ? "black" : "white"], cx: x + 28, cy: y + 28, r: 22 })],
  );
}

// -- The partizan games: Blue-Red Hackenbush, Cutcake, Toads and Frogs -----------------------

/** A partizan position's board without the side to move: "L:BBR,RB" -> "BBR,RB". */
const partizanBoard = (position) =>
  String(position ?? "")
    .trim()
    .replace(/^[LR]\s*:\s*/i, "")
    .replace(/\s+/g, "");

/** A part's value under or beside it (hints on): a spoiler while a lesson question waits. */
const partValue = (x, y, value, part, size = 24) =>
  svgEl(
    "g",
    { class: "part-value spoiler", "data-part": part, "aria-hidden": "true" },
    svgEl("rect", {
      class: "part-value-back",
      x: x - (12 + String(value).length * size * 0.3),
      y: y - size * 0.95,
      width: 24 + String(value).length * size * 0.6,
      height: size * 1.3,
      rx: 8,
    }),
    svgEl("text", { class: "part-value-text", x, y: y - size * 0.05, "font-size": size, text: value }),
  );

/**
 * The edges of a Hackenbush drawing in the order of their numbers, as the core's analysis
 * lists them: "L:BB(R,B),R" -> [{ colour: "B", parent: null, piece: 0 }, { colour: "B",
 * parent: 0, piece: 0 }, ...]. A piece is a run of edges from the ground up, then branches
 * in brackets standing on its top edge; "empty" is the empty drawing.
 */
export function hackenbushEdges(position) {
  const text = partizanBoard(position);
  const edges = [];
  if (/^empty$/i.test(text)) return edges;
  let i = 0;
  const piece = (below, index) => {
    let parent = below;
    while (/[BR]/i.test(text[i] ?? "")) {
      edges.push({ colour: text[i++].toUpperCase(), parent, piece: index });
      parent = edges.length - 1;
    }
    if (text[i] !== "(") return;
    i++;
    for (;;) {
      const at = i;
      piece(parent, index);
      if (text[i] === ",") i++;
      else if (text[i] === ")") return void i++;
      if (i === at) return;
    }
  };
  for (let index = 0; i < text.length; index++) {
    const at = i;
    piece(null, index);
    if (text[i] === ",") i++;
    if (i === at) break;
  }
  return edges;
}

const HACKENBUSH = { unit: 84, rise: 96, side: 44, top: 40, below: 64, pieceGap: 0.5 };

/**
 * Where each edge stands: its foot and top in units (x across, in branch widths; y up, in
 * edges from the ground), and where each piece stands on the ground. A piece is as wide as its
 * branches side by side; an edge with one edge on it goes on straight up, with several they
 * fan out from its top.
 */
function hackenbushLayout(edges) {
  const children = edges.map(() => []);
  const roots = [];
  edges.forEach((e, k) =>
    e.parent === null || e.parent === undefined || !children[e.parent] ? roots.push(k) : children[e.parent].push(k),
  );
  const span = [];
  const spanOf = (k) =>
    (span[k] ??= Math.max(
      1,
      children[k].reduce((sum, c) => sum + spanOf(c), 0),
    ));
  const at = [];
  const place = (k, left, footX, level) => {
    const x = left + spanOf(k) / 2;
    at[k] = { x1: footX, y1: level, x2: x, y2: level + 1 };
    let l = left;
    for (const c of children[k]) {
      place(c, l, x, level + 1);
      l += spanOf(c);
    }
  };
  const pieces = [];
  let left = 0;
  for (const root of roots) {
    place(root, left, left + spanOf(root) / 2, 0);
    const piece = edges[root].piece;
    const last = pieces.at(-1);
    if (last?.piece === piece) last.right = left + spanOf(root);
    else pieces.push({ piece, left, right: left + spanOf(root) });
    left += spanOf(root) + HACKENBUSH.pieceGap;
  }
  return { at, pieces, width: Math.max(3, left - HACKENBUSH.pieceGap), height: Math.max(2, ...at.map((a) => a.y2)) };
}

/**
 * A Blue-Red Hackenbush drawing: pieces standing on the ground, each edge a thick blue or red
 * line (red ones with a light stripe along the middle, so the colours differ by more than
 * hue), numbered. options.edges (the core's [{ colour, parent, piece }], else the position's),
 * toMove ("L": Blue cuts blue edges, "R": Red red ones), moves (the core's, by edge number,
 * each with `removed`), hints (the mover's edges ticked or crossed), partValues (each piece's
 * value under it, a spoiler), focus (the edge number with the tab stop), ghost { edges,
 * removed, leaving }: the drawing before the computer's cut, whose fallen edges are drawn faded
 * where they stood (the others keep their places and carry their new numbers); with leaving,
 * the student's own cut: its fallen edges are drawn to fall away (class "fell", CSS). Each edge is a
 * button (data-move: its number) with data-edge (0-based), data-part (its piece) and
 * data-removed (the numbers of the edges a cut there brings down, for the page's preview).
 */
export function drawHackenbush(svg, position, o = {}) {
  const G = HACKENBUSH;
  const edges = o.ghost?.edges ?? o.edges ?? hackenbushEdges(position);
  const fallen = new Set(o.ghost?.removed ?? []);
  // The edges still standing keep their order: edge k's number is its rank among them.
  const number = [];
  let n = 0;
  edges.forEach((e, k) => (number[k] = fallen.has(k) ? null : ++n));
  const pieceNumber = new Map();
  edges.forEach((e, k) => !fallen.has(k) && !pieceNumber.has(e.piece) && pieceNumber.set(e.piece, pieceNumber.size));
  const { at, pieces, width: units, height: levels } = hackenbushLayout(edges);
  const X = (u) => G.side + u * G.unit;
  // A tall drawing gets shorter edges, so that it is not drawn tiny in a wide panel.
  const rise = Math.max(44, Math.min(G.rise, Math.round(520 / levels)));
  const ground = G.top + levels * rise;
  const Y = (level) => ground - level * rise;
  const [width, height] = [G.side * 2 + units * G.unit, ground + G.below];
  const toMove = o.toMove ?? (/^\s*R\s*:/i.test(String(position)) ? "R" : "L");
  const mine = toMove === "L" ? "B" : "R";
  start(
    svg,
    position,
    width,
    height,
    o.label ??
      `Hackenbush drawing: ${n} ${n === 1 ? "edge" : "edges"} in ${pieceNumber.size} ${pieceNumber.size === 1 ? "piece" : "pieces"}`,
    o,
    natural(width, height),
  );
  svg.setAttribute("role", "group");
  svg.dataset.toMove = toMove;
  const moves = byKey(o.moves, (m) => String(m.move));
  const focus = o.focus ?? number[edges.findIndex((e, k) => e.colour === mine && !fallen.has(k))] ?? 1;

  svg.append(svgEl("rect", { class: "ground", x: 0, y: ground, width, height: 12, rx: 4, "aria-hidden": "true" }));
  const layer = svgEl("g", { class: "edges" });
  const joints = svgEl("g", { class: "joints", "aria-hidden": "true" });
  edges.forEach((e, k) => {
    const { x1, y1, x2, y2 } = at[k];
    const line = { x1: X(x1), y1: Y(y1), x2: X(x2), y2: Y(y2) };
    const colour = e.colour === "B" ? "blue" : "red";
    const shape = [
      svgEl("line", { class: "edge-line", ...line }),
      colour === "red" ? svgEl("line", { class: "edge-stripe", ...line }) : null,
    ];
    const joint = svgEl("circle", { class: "joint", cx: line.x2, cy: line.y2, r: 8 });
    if (fallen.has(k))
      return layer.append(
        svgEl(
          "g",
          {
            class: ["edge", colour, o.ghost.leaving ? "fell" : "ghost"],
            "data-edge": k,
            ...(o.ghost.leaving ? { "aria-hidden": "true" } : FADED),
          },
          shape,
          joint,
        ),
      );
    joints.append(joint);
    const move = moves.get(String(number[k]));
    const [mx, my] = [(line.x1 + line.x2) / 2, (line.y1 + line.y2) / 2];
    const below = e.parent === null || e.parent === undefined ? "on the ground" : `on edge ${number[e.parent]}`;
    layer.append(
      button(
        ["edge", colour, e.colour === mine ? "mine" : "theirs", verdict(move, o.hints)],
        {
          "data-edge": k,
          "data-part": pieceNumber.get(e.piece),
          "data-move": number[k],
          "data-key": `e-${number[k]}`,
          "data-removed": (move?.removed ?? []).map((r) => r + 1).join(" "),
        },
        number[k] === focus,
        [`edge ${number[k]}, ${colour}, ${below}`, move && o.hints && `${verdictWord(move, true)} cut`],
        svgEl("line", { class: "edge-hit", ...line }),
        svgEl("line", { class: "edge-focus", ...line }),
        shape,
        svgEl("text", { class: "edge-number", x: mx + 22, y: my + 7, "font-size": 20, "aria-hidden": "true", text: number[k] }),
        move && o.hints ? hintMark(mx, my, move.outcome === "P", { r: 15 }) : null,
      ),
    );
  });
  svg.append(layer, joints);
  for (const { piece, left, right } of pieces) {
    const value = o.partValues?.[pieceNumber.get(piece)];
    if (value !== undefined && value !== null && pieceNumber.has(piece))
      svg.append(partValue(X((left + right) / 2), ground + 48, value, pieceNumber.get(piece)));
  }
  finish(svg, o);
}

/** The pieces of a Cutcake position, "L:3x4,2x2" -> [{ width: 3, height: 4 }, { width: 2, height: 2 }]. */
export const cutcakePieces = (position) =>
  [...partizanBoard(position).matchAll(/(\d+)x(\d+)/gi)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));

const CUTCAKE = { cell: 44, gap: 0.75, pad: 16, label: 34, aspect: 2.2 };

/** Cakes side by side in rows at most `row` squares wide: each cake's top-left corner, in squares. */
function cutcakeRows(pieces, row) {
  const layout = [];
  let [x, y, tallest] = [0, 0, 0];
  for (const { width, height } of pieces) {
    if (x > 0 && x + width > row) [x, y, tallest] = [0, y + tallest + CUTCAKE.gap, 0];
    layout.push({ x, y });
    x += width + CUTCAKE.gap;
    tallest = Math.max(tallest, height);
  }
  return layout;
}

/**
 * Cakes side by side, in rows as wide as makes the whole drawing about CUTCAKE.aspect times as
 * wide as it is high (a board panel's shape): each cake's top-left corner, in squares.
 */
export function cutcakeLayout(pieces) {
  const widest = Math.max(1, ...pieces.map((p) => p.width));
  const total = pieces.reduce((sum, p) => sum + p.width + CUTCAKE.gap, 0);
  let best = null;
  for (let row = widest; row <= Math.max(widest, Math.ceil(total)); row++) {
    const layout = cutcakeRows(pieces, row);
    const w = Math.max(1, ...pieces.map((p, i) => layout[i].x + p.width));
    const h = Math.max(1, ...pieces.map((p, i) => layout[i].y + p.height));
    const miss = Math.abs(Math.log(w / h / CUTCAKE.aspect));
    if (!best || miss < best.miss - 1e-9) best = { layout, miss };
  }
  return best.layout;
}

/**
 * The layout after a cut: piece `index` (0-based) becomes the two halves the core names, the
 * first `first` ([width, height]) at the piece's corner and the second a gap to its right (side
 * "L", a vertical cut) or below it ("R"); every cake further right (or lower) moves over by the
 * gap, so nothing overlaps.
 */
export function cutcakeSplit(layout, index, first, side) {
  const { x, y } = layout[index];
  const vertical = side === "L";
  const moved = layout.map((p) =>
    vertical ? { x: p.x > x ? p.x + CUTCAKE.gap : p.x, y: p.y } : { x: p.x, y: p.y > y ? p.y + CUTCAKE.gap : p.y },
  );
  const second = vertical ? { x: x + first[0] + CUTCAKE.gap, y } : { x, y: y + first[1] + CUTCAKE.gap };
  return [...moved.slice(0, index), { x, y }, second, ...moved.slice(index + 1)];
}

/**
 * Cutcake: each cake a rectangle of squares with its grid lines. options.pieces (else the
 * position's), layout (each cake's top-left corner in squares: cutcakeLayout, or where the
 * game's cuts have put them), toMove ("L": Vertical cuts along the lines between columns, "R":
 * Horizontal between rows), moves, hints (each of the mover's lines ticked or crossed; each
 * cake's value in it), partValues, focus (the data-key with the tab stop), ghost { x1, y1, x2,
 * y2 } in squares: the computer's last cut, drawn faded between the two halves. The mover's
 * lines inside each cake are the buttons (data-move "cake:cut").
 */
export function drawCutcake(svg, position, o = {}) {
  const { cell, pad, label } = CUTCAKE;
  const pieces = o.pieces ?? cutcakePieces(position);
  const layout = o.layout?.length === pieces.length ? o.layout : cutcakeLayout(pieces);
  const right = Math.max(4, ...pieces.map((p, i) => layout[i].x + p.width));
  const bottom = Math.max(2, ...pieces.map((p, i) => layout[i].y + p.height));
  const [width, height] = [pad * 2 + right * cell, pad + label + bottom * cell + pad];
  const X = (u) => pad + u * cell;
  const Y = (u) => pad + label + u * cell;
  const toMove = o.toMove ?? (/^\s*R\s*:/i.test(String(position)) ? "R" : "L");
  const vertical = toMove === "L";
  start(
    svg,
    position,
    width,
    height,
    o.label ??
      `Cutcake: ${pieces.length} ${pieces.length === 1 ? "cake" : "cakes"}, ${pieces.map((p) => `${p.width} by ${p.height}`).join(", ")}`,
    o,
    natural(width, height),
  );
  svg.setAttribute("role", "group");
  svg.dataset.toMove = toMove;
  const moves = byKey(o.moves, (m) => String(m.move));
  const firstCut = pieces.findIndex((p) => (vertical ? p.width : p.height) > 1);
  const focus = o.focus ?? (firstCut < 0 ? null : `c-${firstCut + 1}-1`);
  pieces.forEach((piece, i) => {
    const [x0, y0] = [X(layout[i].x), Y(layout[i].y)];
    const [w, h] = [piece.width * cell, piece.height * cell];
    const group = svgEl(
      "g",
      { class: "cake", "data-part": i, role: "group", "aria-label": `piece ${i + 1}: ${piece.width} wide, ${piece.height} high` },
      svgEl("rect", { class: "cake-body", x: x0, y: y0, width: w, height: h, rx: 6 }),
      svgEl("text", {
        class: "cake-label",
        x: x0 + 2,
        y: y0 - 9,
        "text-anchor": "start",
        "font-size": 20,
        "aria-hidden": "true",
        text: i + 1,
      }),
    );
    const grid = svgEl("g", { class: "cake-grid", "aria-hidden": "true" });
    for (let c = 1; c < piece.width; c++) grid.append(svgEl("line", { x1: x0 + c * cell, y1: y0, x2: x0 + c * cell, y2: y0 + h }));
    for (let r = 1; r < piece.height; r++) grid.append(svgEl("line", { x1: x0, y1: y0 + r * cell, x2: x0 + w, y2: y0 + r * cell }));
    group.append(grid);
    const count = vertical ? piece.width : piece.height;
    for (let k = 1; k < count; k++) {
      const move = moves.get(`${i + 1}:${k}`);
      const line = vertical
        ? { x1: x0 + k * cell, y1: y0, x2: x0 + k * cell, y2: y0 + h }
        : { x1: x0, y1: y0 + k * cell, x2: x0 + w, y2: y0 + k * cell };
      const hit = vertical ? { x: line.x1 - 14, y: y0, width: 28, height: h } : { x: x0, y: line.y1 - 14, width: w, height: 28 };
      const [mx, my] = [(line.x1 + line.x2) / 2, (line.y1 + line.y2) / 2];
      const key = `c-${i + 1}-${k}`;
      group.append(
        button(
          ["cut", vertical ? "vertical" : "horizontal", verdict(move, o.hints)],
          { "data-part": i, "data-cake": i, "data-cut": k, "data-slot": k - 1, "data-move": `${i + 1}:${k}`, "data-key": key },
          key === focus,
          [
            `piece ${i + 1}, cut ${vertical ? `after column ${k} of ${piece.width}` : `after row ${k} of ${piece.height}`}`,
            move && o.hints && verdictWord(move, true),
          ],
          svgEl("rect", { class: "cut-hit", ...hit }),
          svgEl("line", { class: "cut-line", ...line }),
          move && o.hints ? hintMark(mx, my, move.outcome === "P", { r: 14 }) : null,
        ),
      );
    }
    // Its value (hints on) above its top-right corner, clear of the lines' marks.
    const value = o.partValues?.[i];
    if (value !== undefined && value !== null) group.append(partValue(x0 + w - 6 - String(value).length * 5.4, y0 - 8, value, i, 18));
    svg.append(group);
  });
  if (o.ghost) {
    const g = o.ghost;
    svg.append(svgEl("line", { class: "cut-ghost ghost", x1: X(g.x1), y1: Y(g.y1), x2: X(g.x2), y2: Y(g.y2), ...FADED }));
  }
  finish(svg, o);
}

/** The strips of a Toads and Frogs position, "L:TT..FF,T.F" -> ["TT..FF", "T.F"]. */
export const toadsStrips = (position) =>
  partizanBoard(position)
    .split(",")
    .filter(Boolean)
    .map((s) => s.toUpperCase());

const TOADS = { cell: 76, gap: 30, label: 96, valueW: 110, pad: 12 };

/** A toad: a square body with bumps, its eyes on the right, facing right; or a frog: a round body, its eyes on the left, facing left. */
function creature(cx, cy, kind, attrs = {}) {
  const r = TOADS.cell * 0.36;
  const toad = kind === "T";
  const dir = toad ? 1 : -1;
  return svgEl(
    "g",
    { class: ["creature", toad ? "toad" : "frog"], "aria-hidden": "true", ...attrs },
    toad
      ? svgEl("rect", { class: "creature-body", x: cx - r, y: cy - r * 0.85, width: 2 * r, height: 1.7 * r, rx: 7 })
      : svgEl("ellipse", { class: "creature-body", cx, cy, rx: r, ry: r * 0.85 }),
    svgEl("circle", { class: "creature-eye", cx: cx + dir * r * 0.45, cy: cy - r * 0.55, r: 6 }),
    svgEl("circle", { class: "creature-eye", cx: cx + dir * r * 0.05, cy: cy - r * 0.55, r: 6 }),
    svgEl("path", {
      class: "creature-arrow",
      d: `M ${cx + dir * r * 0.25} ${cy + r * 0.05} l ${dir * r * 0.45} ${r * 0.25} l ${-dir * r * 0.45} ${r * 0.25}`,
    }),
    svgEl("text", { class: "creature-letter", x: cx - dir * r * 0.3, y: cy + r * 0.5, "font-size": 22, text: kind }),
  );
}

/**
 * Toads and Frogs: each strip a row of squares, toads (T, a square body facing right) and
 * frogs (F, a round body facing left). options.strips (else the position's), toMove ("L":
 * toads move, "R": frogs), moves, hints (the mover's creatures ticked or crossed), partValues
 * (each strip's value at its right end, a spoiler), focus (the data-key with the tab stop),
 * ghost { strip, square, kind }: where the creature the computer moved stood, faded. Every
 * square is a button (data-strip, data-square, 0-based; data-move when the mover's creature
 * there can move); a landing dot (class "landing", data-from its square's key) marks where
 * each movable creature would go, for the page's preview.
 */
export function drawToads(svg, position, o = {}) {
  const { cell, gap, label, valueW, pad } = TOADS;
  const strips = o.strips ?? toadsStrips(position);
  const longest = Math.max(4, ...strips.map((s) => s.length));
  const [width, height] = [pad * 2 + label + longest * cell + valueW, pad * 2 + Math.max(1, strips.length) * (cell + gap) - gap];
  const toMove = o.toMove ?? (/^\s*R\s*:/i.test(String(position)) ? "R" : "L");
  const mover = toMove === "L" ? "T" : "F";
  start(svg, position, width, height, o.label ?? `Toads and Frogs: ${strips.join(", ")}`, o, natural(width, height));
  svg.setAttribute("role", "group");
  svg.dataset.toMove = toMove;
  const moves = byKey(o.moves, (m) => String(m.move));
  const firstMove = (o.moves ?? [])[0]?.move;
  const focus = o.focus ?? (firstMove ? `t-${firstMove.replace(":", "-")}` : "t-1-1");
  const NAME = { T: "a toad", F: "a frog", ".": "empty" };
  strips.forEach((strip, s) => {
    const y = pad + s * (cell + gap);
    const group = svgEl(
      "g",
      { class: "strip", "data-part": s, role: "group", "aria-label": `strip ${s + 1}: ${strip.length} squares` },
      svgEl("text", {
        class: "strip-label",
        x: pad,
        y: y + cell / 2 + 8,
        "text-anchor": "start",
        "font-size": 22,
        "aria-hidden": "true",
        text: `strip ${s + 1}`,
      }),
    );
    const landings = [];
    [...strip].forEach((ch, q) => {
      const x = pad + label + q * cell;
      const key = `t-${s + 1}-${q + 1}`;
      const move = ch === mover ? moves.get(`${s + 1}:${q + 1}`) : undefined;
      const ghost =
        o.ghost?.strip === s && o.ghost.square === q
          ? creature(x + cell / 2, y + cell / 2, o.ghost.kind, {
              class: ["creature", "ghost", o.ghost.kind === "T" ? "toad" : "frog"],
              ...FADED,
            })
          : null;
      // Where the creature lands: the core's answer (a step, or a jump over one of the other side).
      const to = move?.landing ?? -1;
      if (to >= 0)
        landings.push(
          svgEl("circle", {
            class: "landing",
            "data-from": key,
            cx: pad + label + to * cell + cell / 2,
            cy: y + cell / 2,
            r: 14,
            "aria-hidden": "true",
          }),
        );
      group.append(
        cellButton(
          [x, y, cell],
          ["sq", ch === "." ? "empty" : ch === "T" ? "has-toad" : "has-frog", move ? "movable" : null, verdict(move, o.hints)],
          { "data-strip": s, "data-square": q, "data-part": s, "data-key": key, "data-move": move?.move },
          key === focus,
          [
            `strip ${s + 1}, square ${q + 1}: ${NAME[ch] ?? "empty"}`,
            move && `can ${to >= 0 && Math.abs(to - q) === 2 ? "jump" : "move"} to square ${to + 1}`,
            move && o.hints && verdictWord(move, true),
          ],
          ghost,
          ch === "T" || ch === "F" ? creature(x + cell / 2, y + cell / 2, ch) : null,
          move && o.hints ? hintMark(x + cell - 17, y + cell - 17, move.outcome === "P", { r: 13 }) : null,
        ),
      );
    });
    group.append(...landings);
    const value = o.partValues?.[s];
    if (value !== undefined && value !== null)
      group.append(partValue(pad + label + strip.length * cell + valueW / 2, y + cell / 2 + 10, value, s));
    svg.append(group);
  });
  finish(svg, o);
}

// -- Domineering: dominoes on a grid ---------------------------------------------------------

const DOMINEERING = { cell: 64, axis: 30, pad: 7 };

/** The rows of a Domineering board, "L:..#./...." or "3x4" (the side is optional): ["..#.", "...."]. */
export function domineeringCells(position) {
  const board = String(position ?? "")
    .trim()
    .replace(/^[LR]:/i, "");
  const size = /^(\d+)\s*x\s*(\d+)$/i.exec(board);
  if (size) return Array.from({ length: Number(size[1]) }, () => ".".repeat(Number(size[2])));
  return board.split("/").filter(Boolean);
}

/** A domino's two squares ([[r, c], [r, c]]) as a rectangle in the grid's units, inset by `inset`. */
function dominoBox(squares, X, Y, inset) {
  const [[r1, c1], [r2, c2]] = squares;
  const [top, left] = [Math.min(r1, r2), Math.min(c1, c2)];
  const { cell } = DOMINEERING;
  return {
    x: X(left) + inset,
    y: Y(top) + inset,
    width: (Math.abs(c2 - c1) + 1) * cell - 2 * inset,
    height: (Math.abs(r2 - r1) + 1) * cell - 2 * inset,
  };
}

/**
 * Domineering's grid. options.cells (rows of "." free and "#" taken, else the position's),
 * toMove ("L": Vertical places dominoes standing up, "R": Horizontal lying down), moves (the
 * core's, each with its squares), hints (each place a domino can go ticked or crossed at its
 * middle; the regions tinted and outlined, each with its value from `regions` and
 * `regionValues`, a spoiler), dominoes ([{ squares, side }]: the dominoes placed in this
 * game; the other taken squares are drawn as blocked), focus { row, col } (the keyboard's
 * square), ghost (the squares of the computer's last domino: ringed until the student moves).
 * regions also give each free square its data-part (the region's index, for a Why? step's mark).
 * Every square is a button: data-move is the domino a click places there (the square as its
 * top or left half, else as its bottom or right half), none when no domino fits; a hidden
 * .placement per move is shown by the page's preview (class "preview").
 */
export function drawDomineering(svg, position, o = {}) {
  const { cell, axis, pad } = DOMINEERING;
  const cells = o.cells ?? domineeringCells(position);
  const rows = cells.length;
  const cols = Math.max(1, ...cells.map((r) => r.length));
  const X = (c) => axis + c * cell;
  const Y = (r) => axis + r * cell;
  const [width, height] = [axis + cols * cell + 6, axis + rows * cell + 6];
  const free = cells
    .join("")
    .split("")
    .filter((ch) => ch === ".").length;
  start(
    svg,
    position,
    width,
    height,
    o.label ?? `Domineering board, ${rows} by ${cols}, ${free} free ${free === 1 ? "square" : "squares"}`,
    o,
    { ...natural(width, height), "--rows": rows, "--cols": cols },
  );
  svg.setAttribute("role", "group");
  svg.dataset.toMove = o.toMove ?? "L";
  const vertical = (o.toMove ?? "L") === "L";
  const isFree = (r, c) => cells[r]?.[c] === ".";

  // The moves by their first square; a square's click places the domino it starts, else the one it ends.
  const moves = byKey(
    (o.moves ?? []).filter((m) => m.squares),
    (m) => `${m.squares[0][0]},${m.squares[0][1]}`,
  );
  const moveAt = (r, c) => moves.get(`${r},${c}`) ?? moves.get(vertical ? `${r - 1},${c}` : `${r},${c - 1}`);
  const covered = new Map();
  for (const domino of o.dominoes ?? []) for (const [r, c] of domino.squares) covered.set(`${r},${c}`, domino.side);
  const focus = o.focus ?? { row: 0, col: 0 };
  const partOf = new Map((o.regions ?? []).flatMap((region, k) => region.map(([r, c]) => [`${r},${c}`, k])));

  const tints = svgEl("g", { class: "regions", "aria-hidden": "true" });
  const squares = svgEl("g", { class: "squares" });
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const open = isFree(r, c);
      const side = covered.get(`${r},${c}`);
      const move = open ? moveAt(r, c) : null;
      const what = open ? "free" : side ? `covered by a ${side === "L" ? "standing" : "lying"} domino` : "blocked";
      const fits = move
        ? `place a domino ${vertical ? "standing up" : "lying down"} here${o.hints ? `, ${verdictWord(move, true)}` : ""}`
        : open
          ? "no domino fits here"
          : null;
      const node = cellButton(
        [X(c), Y(r), cell],
        ["cell", "dom-cell", open ? "free" : side ? "covered" : "blocked"],
        {
          "data-row": r,
          "data-col": c,
          "data-part": partOf.get(`${r},${c}`),
          "data-key": `d-${r}-${c}`,
          "data-move": move?.move,
          "aria-disabled": move ? null : "true",
        },
        focus.row === r && focus.col === c,
        [`row ${r + 1}, column ${c + 1}`, what, fits],
        open || side
          ? null
          : svgEl("path", {
              class: "blocked-mark",
              d: `M ${X(c) + 14} ${Y(r) + 14} L ${X(c) + cell - 14} ${Y(r) + cell - 14} M ${X(c) + cell - 14} ${Y(r) + 14} L ${X(c) + 14} ${Y(r) + cell - 14}`,
            }),
      );
      squares.append(node);
    }
  }

  // The dominoes of this game, the computer's last one ringed.
  const pieces = svgEl("g", { class: "dominoes", "aria-hidden": "true" });
  const ghost = o.ghost ? JSON.stringify(o.ghost) : null;
  for (const domino of o.dominoes ?? []) {
    const box = dominoBox(domino.squares, X, Y, pad);
    const last = ghost === JSON.stringify(domino.squares);
    pieces.append(
      svgEl("rect", { class: ["domino", domino.side === "L" ? "vertical" : "horizontal", last ? "last" : null], ...box, rx: 10 }),
    );
    if (last)
      pieces.append(
        svgEl("rect", { class: "last-ring", x: box.x - 4, y: box.y - 4, width: box.width + 8, height: box.height + 8, rx: 13 }),
      );
  }

  // Where each move would put its domino: hidden until the page previews it.
  const placements = svgEl("g", { class: "placements", "aria-hidden": "true" });
  const marks = svgEl("g", { class: "marks", "aria-hidden": "true" });
  for (const move of moves.values()) {
    placements.append(
      svgEl("rect", {
        class: ["placement", vertical ? "vertical" : "horizontal"],
        "data-move": move.move,
        ...dominoBox(move.squares, X, Y, pad),
        rx: 10,
      }),
    );
    if (!o.hints) continue;
    const [[r, c]] = move.squares;
    const [mx, my] = vertical ? [X(c) + cell / 2, Y(r + 1)] : [X(c + 1), Y(r) + cell / 2];
    marks.append(hintMark(mx, my, move.outcome === "P", { r: 14 }));
  }

  // With hints: each region (a part of the sum) tinted and outlined, its value in its first
  // square. (Every free square names its region in data-part, for a Why? step to mark.)
  const labels = svgEl("g", { class: "region-values spoiler", "aria-hidden": "true" });
  (o.regions ?? []).forEach((region, k) => {
    if (!o.hints) return;
    const inside = new Set(region.map(([r, c]) => `${r},${c}`));
    let d = "";
    for (const [r, c] of region) {
      tints.append(svgEl("rect", { class: `region-tint tint-${k % 4}`, x: X(c), y: Y(r), width: cell, height: cell }));
      const edges = [
        [r - 1, c, X(c), Y(r), X(c + 1), Y(r)],
        [r + 1, c, X(c), Y(r + 1), X(c + 1), Y(r + 1)],
        [r, c - 1, X(c), Y(r), X(c), Y(r + 1)],
        [r, c + 1, X(c + 1), Y(r), X(c + 1), Y(r + 1)],
      ];
      for (const [nr, nc, x1, y1, x2, y2] of edges) if (!inside.has(`${nr},${nc}`)) d += `M ${x1} ${y1} L ${x2} ${y2} `;
    }
    tints.append(svgEl("path", { class: `region-outline tint-${k % 4}`, d }));
    const value = o.regionValues?.[k];
    if (value === undefined || value === null) return;
    const [r, c] = [...region].sort((a, b) => a[0] - b[0] || a[1] - b[1])[0];
    const text = String(value);
    const w = 14 + text.length * 10;
    labels.append(
      svgEl(
        "g",
        { class: `region-value tint-${k % 4}`, "data-region": k },
        svgEl("rect", { x: X(c) + 3, y: Y(r) + 3, width: w, height: 24, rx: 6 }),
        svgEl("text", { x: X(c) + 3 + w / 2, y: Y(r) + 21, "font-size": 18, text }),
      ),
    );
  });

  const axes = svgEl("g", { class: "axes", "aria-hidden": "true" });
  for (let c = 0; c < cols; c++)
    axes.append(svgEl("text", { class: "axis", x: X(c) + cell / 2, y: axis - 8, "font-size": 18, text: c + 1 }));
  for (let r = 0; r < rows; r++)
    axes.append(svgEl("text", { class: "axis", x: axis / 2, y: Y(r) + cell / 2 + 6, "font-size": 18, text: r + 1 }));
  svg.append(squares, tints, pieces, placements, marks, labels, axes);
  finish(svg, o);
}
