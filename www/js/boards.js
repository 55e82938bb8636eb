// The game boards as pictures: one pure function per game that draws a position into an <svg>.
// Nothing here looks up the page, asks the core or keeps state: a drawing gets the position
// text (or the numbers already read from it) and options for what a game page adds on top
// (hint marks, the selected piece, the square a piece can reach, the computer's last move drawn
// faded). Called with a position alone, a function draws the plain board, so that the same code
// draws a page's board, a small start position on a card or a component of a sum.
//
// Every function is draw<Game>(svg, position, options) and clears `svg` first. Options every
// function knows:
//   small   a picture, not a control: no buttons or tab stops, the class "small" on the svg
//   hints   mark each move as winning (tick) or losing (cross)
//   moves   the core's listed moves (with their outcome, for hints); none: nothing is reachable
//   ghost   the computer's last move, drawn faded (each function says its shape)

import { svgEl, formatCount } from "./ui.js";
import { listAnd } from "./impartial-words.js";
import { biteWords, barWords } from "./chomp-words.js";

/** Numbers of a position such as "3,4,5" (an empty text: none). */
const numbers = (position) => (String(position ?? "").match(/\d+/g) ?? []).map(Number);

/** Clear `svg`, give it its size and name; a `small` picture loses its buttons afterwards. */
function start(svg, position, width, height, label, o, { naturalHeight = true } = {}) {
  svg.textContent = "";
  svg.dataset.position = position;
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.style.setProperty("--natural-width", `${width}px`);
  if (naturalHeight) svg.style.setProperty("--natural-height", `${height}px`);
  svg.setAttribute("aria-label", label);
  svg.classList.toggle("small", Boolean(o.small));
}

/** A small picture is an image: its squares and pieces are no buttons and no tab stops. */
function finish(svg, o) {
  if (!o.small) return;
  for (const node of svg.querySelectorAll("[role=button], [tabindex]")) {
    node.removeAttribute("role");
    node.removeAttribute("tabindex");
  }
  svg.setAttribute("role", "img");
}

/**
 * A hint symbol at (x, y): a tick for a winning move, a cross for a losing one, on a round
 * backing 32 units across (about 30 px on the page) so that it reads at a glance on any board.
 */
export function hintMark(x, y, wins, { className = "mark", r = 16 } = {}) {
  const mark = svgEl("g", { class: className, "data-wins": String(wins), transform: `translate(${x} ${y})`, "aria-hidden": "true" });
  mark.append(
    // No fill of its own (an attribute, so that a page's CSS may still colour it: Kayles).
    svgEl("circle", { class: "mark-back", r, fill: "none" }),
    wins ? svgEl("path", { d: "M -10 1 L -3 8 L 11 -8" }) : svgEl("path", { d: "M -7 -7 L 7 7 M 7 -7 L -7 7" }),
  );
  return mark;
}

/** An outcome mark: a filled circle with P or N, coloured by outcome; a spoiler. */
export function outcomeMark(x, y, outcome, r = 16) {
  const g = svgEl("g", { class: `omark omark-${outcome === "P" ? "p" : "n"} spoiler`, "data-outcome": outcome, transform: `translate(${x} ${y})`, "aria-hidden": "true" });
  g.append(
    svgEl("circle", { r }),
    svgEl("text", { y: r * 0.38, "font-size": r * 1.15, text: outcome }),
  );
  return g;
}

/**
 * How the computer's last move is drawn faded, as attributes rather than CSS so that it looks
 * the same on every page, whichever style sheets it loads (Nim loads no impartial.css).
 */
const FADED = { opacity: 0.4, "stroke-dasharray": "4 4" };

/** The outcome class of a listed move for hints: "wins" when it leaves a P-position. */
const winsClass = (move, hints) => (move && hints ? (move.outcome === "P" ? "wins" : "loses") : null);

// ---------------------------------------------------------------------------------------
// Piles of chips (Nim, Moore's Nim)

/** Piles taller than this are drawn as a shortened bar; moves on them are typed. */
export const MAX_DRAWN = 20;
const PILES = { colW: 104, r: 24, step: 52, bottom: 62, side: 10, barRows: 8, minRows: 3 };

/**
 * The frame of a row of piles: `extra[pile]` faded chips are drawn on top of a pile. Calls
 * `drawPile(group, pile, size, x, base)` for each pile's chips and returns nothing.
 */
function drawPiles(svg, position, piles, o, top, label, drawPile, sizeText = formatCount) {
  const extra = o.extra ?? [];
  const drawnRows = piles.map((n, pile) => (n > MAX_DRAWN ? PILES.barRows : n + (extra[pile] ?? 0)));
  const rows = Math.max(PILES.minRows, ...drawnRows);
  const width = PILES.side * 2 + Math.max(1, piles.length) * PILES.colW;
  const base = top + rows * PILES.step;
  start(svg, position, width, base + PILES.bottom, label, o);
  piles.forEach((size, pile) => {
    const x = PILES.side + pile * PILES.colW + PILES.colW / 2;
    const group = svgEl("g", {
      class: ["pile", o.pileClass?.(pile)],
      "data-pile": pile,
      role: "group",
      "aria-label": `pile ${pile + 1}: ${formatCount(size)} ${size === 1 ? "chip" : "chips"}`,
    });
    group.append(svgEl("rect", { class: "plate", x: x - 40, y: base + 4, width: 80, height: 8, rx: 4 }));
    let topY = base - PILES.barRows * PILES.step;
    if (size > MAX_DRAWN) group.append(drawBar(x, base, pile, size));
    else {
      drawPile(group, pile, size, x, base);
      const faded = extra[pile] ?? 0;
      // The computer's last take stays on show: faded chips where the taken ones stood.
      for (let index = size; index < size + faded; index++) {
        group.append(svgEl("circle", { class: "ghost-chip", cx: x, cy: base - PILES.step / 2 - index * PILES.step, r: PILES.r, fill: "currentColor", stroke: "currentColor", ...FADED, "aria-hidden": "true" }));
      }
      topY = base - (size + faded) * PILES.step;
    }
    const text = sizeText(size, pile);
    const fontSize = Math.min(30, Math.floor((PILES.colW - 8) / (0.62 * text.length)));
    group.append(
      svgEl("text", { class: "size-label", x, y: topY - 12, "font-size": fontSize, "aria-hidden": "true", text }),
      svgEl("text", { class: "pile-label", x, y: base + 44, "aria-hidden": "true", text: `pile ${pile + 1}` }),
    );
    svg.append(group);
  });
  finish(svg, o);
}

/** One chip of a pile as a button: taking it takes every chip above it too. */
function pileToken(x, y, attrs, label, mark) {
  const token = svgEl("g", { class: "token", role: "button", ...attrs, "aria-label": label });
  token.append(
    svgEl("circle", { class: "ring", cx: x, cy: y, r: PILES.r + 4 }),
    svgEl("circle", { class: "body", cx: x, cy: y, r: PILES.r }),
  );
  if (mark !== undefined) token.append(hintMark(x, y, mark));
  return token;
}

/** A pile too tall to draw chip by chip: a bar with a break in it; moves are typed. */
function drawBar(x, base, pile, size) {
  const h = PILES.barRows * PILES.step;
  const w = PILES.r * 2;
  const bar = svgEl("g", {
    class: "bar",
    role: "img",
    "data-pile": pile,
    "aria-label": `pile ${pile + 1}: ${formatCount(size)} chips, drawn shortened; type a move such as ${pile + 1}-1 to take from it`,
  });
  const y0 = base - h;
  bar.append(
    svgEl("rect", { class: "bar-body", x: x - w / 2, y: y0, width: w, height: h - 4, rx: 14 }),
    svgEl("path", {
      class: "bar-break",
      d: `M ${x - w / 2 - 4} ${y0 + h * 0.45} l ${w + 8} -14 M ${x - w / 2 - 4} ${y0 + h * 0.45 + 14} l ${w + 8} -14`,
    }),
  );
  return bar;
}

/**
 * Nim: the piles as stacks of chips. options.piles (else read from the position), moves (with
 * pile, take, outcome), hints, ghost { pile, take }: the computer's take, faded on its pile.
 */
export function drawNim(svg, position, o = {}) {
  const piles = o.piles ?? numbers(position);
  const extra = [];
  if (o.ghost) extra[o.ghost.pile] = o.ghost.take;
  // Each token is the move "take it and every chip above it": its outcome is the listed move's.
  const moves = new Map((o.moves ?? []).map((m) => [`${m.pile}:${m.take}`, m]));
  drawPiles(svg, position, piles, { ...o, extra }, 70, `Nim piles: ${position}`, (group, pile, size, x, base) => {
    for (let index = 0; index < size; index++) {
      const take = size - index;
      const wins = moves.get(`${pile}:${take}`)?.outcome === "P";
      const token = pileToken(x, base - PILES.step / 2 - index * PILES.step, {
        tabindex: index === size - 1 ? 0 : -1,
        "data-pile": pile,
        "data-key": pile,
        "data-index": index,
        "data-take": take,
      }, `pile ${pile + 1}, take ${take}${o.hints ? (wins ? ", winning move" : ", losing move") : ""}`, o.hints ? wins : undefined);
      if (o.hints) token.classList.add(wins ? "wins" : "loses");
      group.append(token);
    }
  });
}

/**
 * Moore's Nim: piles of chips where several can be marked before a move. options.piles, moves
 * (with takes), hints, marked (Map pile -> chips marked), ghost: the computer's takes
 * [[pile, count], ...], faded on their piles.
 */
export function drawMoore(svg, position, o = {}) {
  const piles = o.piles ?? numbers(position);
  const marked = o.marked ?? new Map();
  const extra = [];
  for (const [pile, count] of o.ghost ?? []) extra[pile] = count;
  // Single-pile takes with their outcome, for hints (moves of several piles are listed in words).
  const single = new Map();
  for (const m of o.moves ?? []) if (m.takes?.length === 1) single.set(`${m.takes[0][0]}:${m.takes[0][1]}`, m);
  const firstPile = piles.findIndex((n) => n > 0 && n <= MAX_DRAWN);
  const options = { ...o, extra, pileClass: (pile) => (marked.get(pile) ? "marked-pile" : null) };
  const sizeText = (size, pile) => (marked.get(pile) ? `${formatCount(size)} − ${formatCount(marked.get(pile))}` : formatCount(size));
  drawPiles(svg, position, piles, options, 64, `Piles: ${position}`, (group, pile, size, x, base) => {
    const m = marked.get(pile) ?? 0;
    for (let index = 0; index < size; index++) {
      const take = size - index;
      const wins = single.get(`${pile}:${take}`)?.outcome === "P";
      const label = `pile ${pile + 1}, mark ${take} ${take === 1 ? "chip" : "chips"}${take <= m ? ", marked" : ""}${o.hints ? (wins ? ", taking there alone wins" : ", taking there alone loses") : ""}`;
      const token = pileToken(x, base - PILES.step / 2 - index * PILES.step, {
        tabindex: pile === firstPile && index === size - 1 ? 0 : -1,
        "data-pile": pile,
        "data-index": index,
        "data-take": take,
        "data-key": `t-${pile}-${index}`,
        "data-action": "take",
      }, label, o.hints ? wins : undefined);
      if (take <= m) token.classList.add("marked");
      if (o.hints) token.classList.add(wins ? "wins" : "loses");
      group.append(token);
    }
  }, sizeText);
}

// ---------------------------------------------------------------------------------------
// A line of squares with chips on it (the Scoring line, the Nimble strip)

/** Square -> the parts on it, for the squares drawn (0 to L). */
function stacksOf(chips, L) {
  const stacks = new Map();
  chips.forEach((n, i) => {
    if (n <= L) stacks.set(n, [...(stacks.get(n) ?? []), i]);
  });
  return stacks;
}

/** Square -> the listed move of the selected part that lands there. */
function reachOf(moves, sel) {
  const reach = new Map();
  for (const m of moves ?? []) if (m.part === sel) reach.set(Number(m.into[0]), m);
  return reach;
}

/** A chip (or a coin) numbered i + 1, centred at (cx, cy). */
function chipShape(cx, cy, r, i, classes, n) {
  const chip = svgEl("g", { class: ["chip", ...classes], "data-part": i, "data-square": n, "aria-hidden": "true" });
  chip.append(
    svgEl("circle", { class: "chip-ring", cx, cy, r: r + 4 }),
    svgEl("circle", { class: "chip-body", cx, cy, r }),
    svgEl("text", { class: "chip-num", x: cx, y: cy + 7, "font-size": 20, text: i + 1 }),
  );
  return chip;
}

/** The spot where the selected chip would land, with its hint. */
function landingSpot(cx, ly, r, move, hints) {
  const spot = svgEl("g", { class: "landing", "aria-hidden": "true" });
  spot.append(svgEl("circle", { cx, cy: ly, r }));
  if (hints) spot.append(hintMark(cx, ly, move.outcome === "P"));
  return spot;
}

/** The computer's last move on a line: the chip it moved, faded where it stood. */
function lineGhost(svg, ghost, L, at) {
  if (!ghost || ghost.from > L) return;
  const [cx, cy, r] = at(ghost.from);
  const chip = chipShape(cx, cy, r, ghost.part, ["ghost"], ghost.from);
  for (const [name, value] of Object.entries(FADED)) chip.setAttribute(name, value);
  svg.querySelector(`.square[data-square="${ghost.from}"]`)?.append(chip);
}

/**
 * The two lines of squares: the Scoring game's chips stand above their square, with a row of
 * P/N marks and one of Grundy values below; Nimble's coins sit on their square, square 0 out
 * of play, the numbers below.
 */
const LINES = {
  scoring: {
    w: 58, size: 52, r: 20, step: 44, minLength: 20, minStack: 1, rx: 8, hitPad: 3, piece: "chip", line: "line", naturalHeight: true,
    squareY: (stack) => 8 + stack * 44 + 10,
    pieceY: (sqY, k) => sqY - 44 / 2 - 2 - k * 44,
    height: (sqY) => sqY + 52 + 80,
    number: (n, sqY, cx) => ({ x: cx, y: sqY + 52 / 2 + 8, "font-size": n >= 100 ? 18 : 22 }),
  },
  nimble: {
    w: 62, size: 58, r: 21, step: 46, minLength: 10, minStack: 2, rx: 6, hitPad: 2, piece: "coin", line: "strip", naturalHeight: false,
    squareY: (stack) => 8 + (stack - 1) * 46 + 30,
    pieceY: (sqY, k) => sqY + 58 / 2 - k * 46,
    height: (sqY) => sqY + 58 + 40,
    number: (n, sqY, cx) => ({ x: cx, y: sqY + 58 + 28, "font-size": 20 }),
  },
};
const SIDE = 12;

/**
 * A line of squares 0 to `length` with numbered pieces on them. options.chips (else read from
 * the position), length (default the largest piece, at least 20 on the Scoring line, 10 on the
 * strip), selected (the part a square click moves), moves, hints, outcomes (square -> "P"/"N",
 * for the marks row), values (Grundy values by square, for the values row), asking (marks and
 * values left out of the names), ghost { part, from }: the piece the computer moved, faded on
 * the square it left.
 */
function drawLine(svg, position, o, L0) {
  const chips = o.chips ?? o.coins ?? numbers(position);
  const L = o.length ?? Math.min(60, Math.max(L0.minLength, ...chips));
  const sel = o.selected ?? null;
  const reach = reachOf(o.moves, sel);
  const stacks = stacksOf(chips, L);
  const nimble = L0 === LINES.nimble;
  // Room for the tallest stack plus a landing spot above it.
  const sqY = L0.squareY(Math.max(L0.minStack, ...[...stacks.values()].map((s) => s.length + 1)));
  const markY = sqY + L0.size + 22;
  const width = SIDE * 2 + (L + 1) * L0.w;
  const height = L0.height(sqY);
  start(svg, position, width, height, `The ${L0.line} of squares 0 to ${L}; ${L0.piece}s on ${position}`, o, { naturalHeight: L0.naturalHeight });
  svg.dataset.selected = sel === null ? "" : String(sel);

  const focusSquare = sel !== null ? chips[sel] : chips.find((n) => (!nimble || n > 0) && n <= L) ?? 0;
  for (let n = 0; n <= L; n++) {
    const x = SIDE + n * L0.w + (L0.w - L0.size) / 2;
    const cx = x + L0.size / 2;
    const outcome = o.outcomes?.(n) ?? null;
    const value = o.values?.[n];
    const move = reach.get(n);
    const here = stacks.get(n) ?? [];
    const label = [`square ${n}`];
    if (nimble && n === 0) label.push("out of play");
    if (outcome && !o.asking) label.push(`${outcome}-position`);
    if (value !== undefined && !o.asking) label.push(`Grundy value ${value}`);
    if (here.length) label.push(`${listAnd(here.map((i) => `${L0.piece} ${i + 1}`))} here`);
    if (move) label.push(`${L0.piece} ${sel + 1} can move here${o.hints ? `, ${move.outcome === "P" ? "winning" : "losing"}` : ""}`);
    const g = svgEl("g", {
      class: ["square", nimble && n === 0 ? "out" : null, move ? "reach" : null, winsClass(move, o.hints)],
      "data-square": n,
      "data-key": `sq-${n}`,
      "data-roving": "sq",
      "data-action": "square",
      "data-outcome": nimble ? null : outcome ?? "",
      "data-grundy": nimble ? null : value ?? "",
      role: "button",
      tabindex: n === Math.min(focusSquare, L) ? 0 : -1,
      "aria-label": label.join(", "),
    });
    g.append(
      svgEl("rect", { class: "hit", x: x - L0.hitPad, y: 8, width: L0.size + 2 * L0.hitPad, height: height - 10, rx: 8 }),
      svgEl("rect", { class: "sq", x, y: sqY, width: L0.size, height: L0.size, rx: L0.rx }),
      svgEl("text", { class: "sq-num", ...L0.number(n, sqY, cx), text: n }),
    );
    if (outcome) g.append(outcomeMark(cx, markY, outcome));
    if (value !== undefined) {
      g.append(svgEl("text", { class: ["gval", value === 0 ? "zero" : null, "spoiler"], x: cx, y: markY + 44, "font-size": 24, text: value }));
    }
    if (move) g.append(landingSpot(cx, L0.pieceY(sqY, here.length), L0.r - 2, move, o.hints));
    const classes = (i) => (nimble ? ["coin", i === sel ? "selected" : null, n === 0 ? "spent" : null] : [i === sel ? "selected" : null]);
    here.forEach((i, k) => g.append(chipShape(cx, L0.pieceY(sqY, k), L0.r, i, classes(i), n)));
    svg.append(g);
  }
  lineGhost(svg, o.ghost, L, (n) => [SIDE + n * L0.w + L0.w / 2, L0.pieceY(sqY, (stacks.get(n) ?? []).length), L0.r]);
  finish(svg, o);
}

/** The Scoring game's line of squares with numbered chips (drawLine's options). */
export const drawScoringLine = (svg, position, o = {}) => drawLine(svg, position, o, LINES.scoring);

/** Nimble's strip of squares with numbered coins (drawLine's options; `coins` for `chips`). */
export const drawNimble = (svg, position, o = {}) => drawLine(svg, position, o, LINES.nimble);

// ---------------------------------------------------------------------------------------
// Kayles: rows of pins

/** Rows longer than this are drawn as a bar with their length. */
export const MAX_PINS = 30;
const KAYLES = { label: 110, pitch: 54, rowH: 104, top: 12, side: 12, valueW: 80 };

/**
 * Rows of pins. options.rows (else read from the position), grundy (each row's value: shown
 * with showValues, named unless asking), selected { part, pin }, choice (pin -> "wins"/"loses"
 * for the pins a click on the selected row would knock down), ghost { part, start, count }:
 * the pins the computer knocked down, faded in the row from pin `start` on.
 */
export function drawKayles(svg, position, o = {}) {
  const G = KAYLES;
  const lengths = o.rows ?? numbers(position);
  const sel = o.selected ?? null;
  const choice = o.choice ?? new Map();
  const ghost = o.ghost ?? null;
  // The row the computer knocked pins from is drawn as it was, the knocked pins faded.
  const drawnLength = (r) => lengths[r] + (ghost?.part === r ? ghost.count : 0);
  const drawn = lengths.map((n, r) => Math.min(drawnLength(r), drawnLength(r) > MAX_PINS ? 8 : Infinity));
  const widest = Math.max(5, ...drawn);
  const width = G.side * 2 + G.label + widest * G.pitch + G.valueW;
  const height = G.top * 2 + Math.max(1, lengths.length) * G.rowH;
  start(svg, position, width, height, `Rows of pins: ${position}`, o, { naturalHeight: false });
  svg.dataset.selected = sel ? `${sel.part}:${sel.pin}` : "";

  const firstRow = lengths.findIndex((n) => n > 0 && n <= MAX_PINS);
  lengths.forEach((n, r) => {
    const y = G.top + r * G.rowH;
    const cy = y + G.rowH / 2 + 4;
    const grundy = o.grundy?.[r];
    // The row's value is a spoiler while a lesson question waits: left out of its name too.
    const value = o.asking || grundy === undefined ? "" : `, Grundy value ${grundy}`;
    const row = svgEl("g", { class: "pin-row", "data-part": r, "data-length": n, role: "group", "aria-label": `row ${r + 1}: ${n} ${n === 1 ? "pin" : "pins"}${value}` });
    row.append(
      svgEl("rect", { class: "row-bg", x: G.side - 4, y: y + 4, width: width - G.side * 2 + 8, height: G.rowH - 8, rx: 10 }),
      svgEl("text", { class: "row-label", x: G.side + 8, y: cy + 8, "text-anchor": "start", "font-size": 24, text: `row ${r + 1}` }),
    );
    if (o.showValues && grundy !== undefined) {
      row.append(svgEl("text", { class: "row-value spoiler", x: width - G.side - G.valueW / 2, y: cy + 9, "font-size": 26, text: `*${grundy}` }));
    }
    if (drawnLength(r) > MAX_PINS) {
      const x0 = G.side + G.label;
      row.append(
        svgEl("rect", { class: "pin-bar", x: x0, y: cy - 22, width: 8 * G.pitch - 10, height: 44, rx: 12 }),
        svgEl("text", { class: "pin-bar-label", x: x0 + 4 * G.pitch - 5, y: cy + 8, "font-size": 22, text: `${formatCount(n)} pins` }),
      );
      svg.append(row);
      return;
    }
    const pinX = (slot) => G.side + G.label + slot * G.pitch + G.pitch / 2;
    // Standing pins keep their numbers; a faded gap is left where the computer knocked pins.
    const slotOf = (i) => (ghost?.part === r && i >= ghost.start ? i + ghost.count : i);
    for (let i = 0; i < n; i++) {
      const cx = pinX(slotOf(i));
      const selected = sel && sel.part === r && sel.pin === i;
      const mark = sel && sel.part === r ? choice.get(i) : undefined;
      const label = [`row ${r + 1}, pin ${i + 1} of ${n}`];
      if (selected) label.push("chosen");
      if (mark) label.push(mark === "wins" ? "winning" : "losing");
      const pin = svgEl("g", {
        class: ["pin", selected ? "selected" : null, mark ?? null],
        "data-part": r,
        "data-pin": i,
        "data-key": `p-${r}-${i}`,
        "data-roving": "pin",
        "data-action": "pin",
        role: "button",
        tabindex: (sel ? selected : r === firstRow && i === 0) ? 0 : -1,
        "aria-label": label.join(", "),
      });
      pin.append(svgEl("rect", { class: "hit", x: cx - G.pitch / 2, y: y + 6, width: G.pitch, height: G.rowH - 12 }), ...pinShape(cx, cy));
      if (mark) pin.append(hintMark(cx, cy + 8, mark === "wins", { className: `pin-mark ${mark}` }));
      row.append(pin);
    }
    if (ghost?.part === r) {
      for (let k = 0; k < ghost.count; k++) {
        const knocked = svgEl("g", { class: "pin ghost", "data-part": r, ...FADED, "aria-hidden": "true" });
        knocked.append(...pinShape(pinX(ghost.start + k), cy));
        row.append(knocked);
      }
    }
    svg.append(row);
  });
  finish(svg, o);
}

/** A pin: its outline, body and head around (cx, cy). */
const pinShape = (cx, cy) => [
  svgEl("ellipse", { class: "pin-ring", cx, cy, rx: 23, ry: 40 }),
  svgEl("ellipse", { class: "pin-body", cx, cy: cy + 8, rx: 17, ry: 27 }),
  svgEl("circle", { class: "pin-head", cx, cy: cy - 25, r: 11 }),
];

// ---------------------------------------------------------------------------------------
// Cells of a board with a reachable-square dot and a hint

/** The dot on a square a piece can reach, with a tick or a cross when hints are on. */
function reachDot(mx, my, move, hints) {
  if (!hints) return [svgEl("circle", { class: "reach-dot", cx: mx, cy: my, r: 7 })];
  return [svgEl("circle", { class: "reach-dot", cx: mx, cy: my, r: 16 }), hintMark(mx, my, move.outcome === "P", { className: "reach-mark" })];
}

/** The focus ring of a cell, inset so the cells drawn after it cannot paint over half of it. */
const focusRing = (x, y, size) => svgEl("rect", { class: "focus-ring", x: x + 3.5, y: y + 3.5, width: size - 7, height: size - 7, rx: 4, "aria-hidden": "true" });

// ---------------------------------------------------------------------------------------
// Corner the Lady (Wythoff): queens on boards

const WYTHOFF = { cell: 52, margin: 34, gap: 40, top: 10, perRow: 2 };

/**
 * How many squares of a side are drawn (queens further out are typed): one or two boards of
 * up to 16 x 16, three or more of 12 x 12, so that a redraw stays well under 50 ms.
 */
export const wythoffSize = (queens, size = 8) => Math.min(size, queens > 2 ? 12 : 16);

/**
 * One board per queen. options.queens ([[x, y], ...], else read from the position), size (the
 * squares drawn per side, default 8), pPairs (the P-squares the core listed), grundy (values
 * by [y][x], shown with showValues), partValues (each board's value, in its title), moves,
 * hints (P-squares marked, moves ticked or crossed), ghost { part, x, y }: where the queen the
 * computer moved stood, faded.
 */
export function drawWythoff(svg, position, o = {}) {
  const G = WYTHOFF;
  const queens = o.queens ?? pairsOf(position);
  const size = o.size ?? wythoffSize(queens.length);
  const P = new Set();
  for (const [a, b] of o.pPairs ?? []) P.add(`${a},${b}`).add(`${b},${a}`);
  const boardW = G.margin + size * G.cell;
  const perRow = Math.min(G.perRow, queens.length);
  const rows = Math.ceil(queens.length / perRow);
  const width = perRow * boardW + (perRow - 1) * G.gap + 10;
  const title = queens.length > 1 ? 30 : 0;
  const boardH = G.top + size * G.cell + G.margin + title;
  start(svg, position, width, rows * boardH, `${queens.length === 1 ? "The board" : `${queens.length} boards`}: queens on ${position}`, o, { naturalHeight: false });
  svg.classList.toggle("show-p", Boolean(o.hints));

  queens.forEach(([qx, qy], part) => {
    const ox = (part % perRow) * (boardW + G.gap) + G.margin;
    const oy = Math.floor(part / perRow) * boardH + G.top + title;
    const group = svgEl("g", { class: "queen-board-group", "data-part": part, role: "group", "aria-label": `board ${part + 1}: queen at (${qx}, ${qy})` });
    if (title) {
      // The board's value is a spoiler while a lesson question waits (lessons.css).
      const value = o.partValues?.[part];
      group.append(svgEl("text", { class: "board-title", x: ox + (size * G.cell) / 2, y: oy - 12, "font-size": 22 },
        `queen ${part + 1}`,
        value === undefined ? null : svgEl("tspan", { class: "spoiler in-text", text: `: *${value}` })));
    }
    const reach = new Map();
    for (const m of o.moves ?? []) if (m.part === part) reach.set(m.into[0], m);
    const ghostHere = o.ghost?.part === part ? o.ghost : null;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const cx = ox + x * G.cell;
        const cy = oy + (size - 1 - y) * G.cell; // y = 0 at the bottom
        const mx = cx + G.cell / 2;
        const my = cy + G.cell / 2;
        const key = `${x},${y}`;
        const isQueen = x === qx && y === qy;
        const move = reach.get(key);
        const isP = P.has(key);
        const label = [`(${x}, ${y})`];
        if (isQueen) label.push("the queen");
        if (o.hints && isP) label.push("P-square");
        if (move) label.push(o.hints ? `the queen can move here, ${move.outcome === "P" ? "winning" : "losing"}` : "the queen can move here");
        const g = svgEl("g", {
          class: ["cell", (x + y) % 2 ? "light" : "dark", isP ? "p" : null, move ? "reach" : null, winsClass(move, o.hints)],
          "data-part": part,
          "data-x": x,
          "data-y": y,
          "data-key": `c-${part}-${x}-${y}`,
          "data-roving": `board-${part}`,
          "data-action": "cell",
          role: "button",
          tabindex: isQueen ? 0 : -1,
          "aria-label": label.join(", "),
        });
        g.append(svgEl("rect", { class: "cell-bg", x: cx, y: cy, width: G.cell, height: G.cell }));
        if (o.showValues) {
          const v = o.grundy?.[y]?.[x];
          if (v !== undefined) g.append(svgEl("text", { class: ["cell-value", v === 0 ? "zero" : null, "spoiler"], x: cx + 14, y: cy + G.cell - 8, "font-size": 16, text: v }));
        }
        // On a P-square the dot moves to the lower left, clear of the P mark in the corner.
        const shift = isP && o.hints ? 8 : 0;
        if (move && !isQueen) g.append(...reachDot(mx - shift, my + shift, move, o.hints));
        if (ghostHere && ghostHere.x === x && ghostHere.y === y) g.append(queenShape(mx, my, "queen ghost", true));
        if (isQueen) g.append(queenShape(mx, my, "queen"));
        // The P mark goes on top of the pieces, in the corner, so a queen never hides it.
        if (isP) g.append(outcomeMark(cx + G.cell - 16, cy + 16, "P"));
        g.append(focusRing(cx, cy, G.cell));
        group.append(g);
      }
    }
    // Coordinates along the edges.
    for (let k = 0; k < size; k++) {
      group.append(
        svgEl("text", { class: "coord", x: ox + k * G.cell + G.cell / 2, y: oy + size * G.cell + 24, "font-size": 18, text: k }),
        svgEl("text", { class: "coord", x: ox - 16, y: oy + (size - 1 - k) * G.cell + G.cell / 2 + 6, "font-size": 18, text: k }),
      );
    }
    svg.append(group);
  });
  finish(svg, o);
}

/** Pairs "x,y" of a position such as "3,5" or "3,5 2,7". */
function pairsOf(position) {
  const n = numbers(position);
  const pairs = [];
  for (let i = 0; i + 1 < n.length; i += 2) pairs.push([n[i], n[i + 1]]);
  return pairs;
}

function queenShape(mx, my, className, faded) {
  const qg = svgEl("g", { class: className, ...(faded ? FADED : {}), "aria-hidden": "true" });
  qg.append(
    svgEl("circle", { cx: mx, cy: my, r: WYTHOFF.cell / 2 - 5 }),
    svgEl("text", { x: mx, y: my + 11, "font-size": 30, text: "♛" }),
  );
  return qg;
}

// ---------------------------------------------------------------------------------------
// Northcott's game: a white and a black checker in each row

const NORTHCOTT = { cell: 54, label: 96, gapW: 110, top: 10, rowGap: 14, side: 10 };

/** Rows { white, black, gap } and the side to move of a position such as "w:0-5,2-7". */
function northcottRows(position) {
  const [, turn = "w", rest = ""] = /^([wb]):(.*)$/i.exec(String(position)) ?? [null, "w", String(position)];
  const rows = rest.split(",").filter(Boolean).map((text) => {
    const [white, black] = text.split("-").map(Number);
    return { white, black, gap: Math.abs(black - white) - 1 };
  });
  return { rows, turn: turn.toLowerCase() === "b" ? "black" : "white" };
}

/**
 * Northcott's board. options.rows ([{ white, black, gap }], else read from the position), turn
 * ("white"/"black"), width (columns, default 8), moves (with row and column), hints, ghost
 * { row, column, colour }: where the checker the computer moved stood, faded.
 */
export function drawNorthcott(svg, position, o = {}) {
  const G = NORTHCOTT;
  const parsed = o.rows ? null : northcottRows(position);
  const rows = o.rows ?? parsed.rows;
  const turn = o.turn ?? parsed?.turn ?? "white";
  const width = o.width ?? 8;
  const boardW = G.side * 2 + G.label + width * G.cell + G.gapW;
  const height = G.top * 2 + rows.length * (G.cell + G.rowGap);
  start(svg, position, boardW, height, `Northcott's board, ${turn} to move: ${position}`, o, { naturalHeight: false });
  svg.dataset.turn = turn;
  const reach = new Map();
  for (const m of o.moves ?? []) reach.set(`${m.row}:${m.column}`, m);

  rows.forEach((r, i) => {
    const y = G.top + i * (G.cell + G.rowGap);
    const group = svgEl("g", { class: "nc-row", "data-row": i, "data-gap": r.gap, role: "group", "aria-label": `row ${i + 1}: white on ${r.white}, black on ${r.black}, gap ${r.gap}` });
    group.append(svgEl("text", { class: "row-label", x: G.side + 6, y: y + G.cell / 2 + 8, "font-size": 22, text: `row ${i + 1}` }));
    const mine = turn === "white" ? r.white : r.black;
    for (let c = 0; c < width; c++) {
      const x = G.side + G.label + c * G.cell;
      const move = reach.get(`${i}:${c}`);
      const inGap = c > Math.min(r.white, r.black) && c < Math.max(r.white, r.black);
      const label = [`row ${i + 1}, column ${c}`];
      if (c === r.white) label.push("white checker");
      if (c === r.black) label.push("black checker");
      if (move) label.push(o.hints ? `your checker can move here, ${move.outcome === "P" ? "winning" : "losing"}` : "your checker can move here");
      const g = svgEl("g", {
        class: ["cell", inGap ? "in-gap" : null, move ? "reach" : null, winsClass(move, o.hints)],
        "data-row": i,
        "data-column": c,
        "data-key": `n-${i}-${c}`,
        "data-action": "cell",
        role: "button",
        tabindex: i === 0 && c === mine ? 0 : -1,
        "aria-label": label.join(", "),
      });
      g.append(svgEl("rect", { class: "cell-bg", x, y, width: G.cell, height: G.cell }));
      if (move) g.append(...reachDot(x + G.cell / 2, y + G.cell / 2, move, o.hints));
      const ghost = o.ghost?.row === i && o.ghost.column === c ? o.ghost : null;
      if (ghost) g.append(checkerShape(x, y, ghost.colour, ["ghost"]));
      for (const [colour, at] of [["white", r.white], ["black", r.black]]) {
        if (at === c) g.append(checkerShape(x, y, colour, [colour === turn ? "to-move" : null]));
      }
      g.append(focusRing(x, y, G.cell));
      group.append(g);
    }
    group.append(svgEl("text", { class: "gap-label", x: G.side + G.label + width * G.cell + G.gapW / 2, y: y + G.cell / 2 + 8, "font-size": 22, text: `gap ${r.gap}` }));
    svg.append(group);
  });
  finish(svg, o);
}

function checkerShape(x, y, colour, classes) {
  const half = NORTHCOTT.cell / 2;
  const checker = svgEl("g", { class: ["checker", colour, ...classes], ...(classes.includes("ghost") ? FADED : {}), "aria-hidden": "true" });
  checker.append(
    svgEl("circle", { class: "checker-ring", cx: x + half, cy: y + half, r: half - 3 }),
    svgEl("circle", { class: "checker-body", cx: x + half, cy: y + half, r: half - 8 }),
    svgEl("text", { class: "checker-letter", x: x + half, y: y + half + 7, "font-size": 19, text: colour === "white" ? "W" : "B" }),
  );
  return checker;
}

// ---------------------------------------------------------------------------------------
// Chomp: a bar of chocolate with the poison in the corner

const CHOMP = { cell: 60, top: 8, right: 8 };

/**
 * Geometry of a bar drawn in `frame` (rows x cols), in SVG units. A big board is drawn smaller
 * on the screen, so its row and column labels get bigger in SVG units to stay readable.
 */
function chompGeometry(frame, cell = CHOMP.cell) {
  const label = Math.round(20 + Math.max(frame.rows, frame.cols) * 0.9);
  const left = label * 2 + 12;
  const bottom = label + 30;
  const width = left + frame.cols * cell + CHOMP.right;
  const height = CHOMP.top + frame.rows * cell + bottom;
  const x = (col) => left + col * cell;
  const y = (row) => CHOMP.top + (frame.rows - 1 - row) * cell;
  return { width, height, x, y, cell, label, left };
}

/** The square of the bar at `row`, `col`. */
function chompSquare(g, row, col, classes, extra = {}) {
  const group = svgEl("g", { class: ["sq", ...classes], "data-row": row, "data-col": col, ...extra });
  group.append(svgEl("rect", { class: "face", x: g.x(col) + 2, y: g.y(row) + 2, width: g.cell - 4, height: g.cell - 4, rx: 6 }));
  return group;
}

function poisonMark(g) {
  const cx = g.x(0) + g.cell / 2;
  const cy = g.y(0) + g.cell / 2;
  return svgEl("text", { class: "poison-mark", x: cx, y: cy + g.cell * 0.17, "font-size": g.cell * 0.5, "aria-hidden": "true", text: "☠" });
}

function chompMark(g, row, col, wins) {
  const mark = hintMark(g.x(col) + g.cell / 2, g.y(row) + g.cell / 2, wins);
  mark.setAttribute("transform", `${mark.getAttribute("transform")} scale(${g.cell / 60})`);
  return mark;
}

function axisLabels(g, frame) {
  const group = svgEl("g", { class: "axes", "aria-hidden": "true" });
  const size = g.label;
  for (let c = 0; c < frame.cols; c++) {
    // Narrower type for long labels (c10 and up), so that neighbours never touch.
    const text = `c${c}`;
    const fit = Math.min(size, Math.floor((g.cell * 0.92) / (0.62 * text.length)));
    group.append(svgEl("text", { class: "axis", x: g.x(c) + g.cell / 2, y: g.y(0) + g.cell + size + 8, "font-size": fit, text }));
  }
  for (let r = 0; r < frame.rows; r++) {
    group.append(svgEl("text", { class: "axis axis-row", x: g.left - 8, y: g.y(r) + g.cell / 2 + size * 0.35, "font-size": size, text: `r${r}` }));
  }
  return group;
}

/** The mirror line of the square strategy: the diagonal through the poison. */
function mirrorLine(g, frame) {
  const n = Math.min(frame.rows, frame.cols);
  return svgEl("line", { class: "mirror-line", x1: g.x(0), y1: g.y(0) + g.cell, x2: g.x(n), y2: g.y(n - 1), "aria-hidden": "true" });
}

/**
 * The bar: squares still there, crumbs of the eaten ones, hints, labels. options.rows (row
 * lengths from the poison's row up, else read from the position), frame { rows, cols } (the
 * bar the game started with, default the bar itself), moves (with row, col, move, outcome),
 * hints, focus { row, col } (the keyboard's square), mirror (draw the square strategy's
 * diagonal on a square frame, a spoiler), squares (the count, for the name), ghost (the rows
 * before the computer's bite: the squares it ate drawn faded).
 */
export function drawChomp(svg, position, o = {}) {
  const rows = o.rows ?? numbers(position);
  const frame = o.frame ?? { rows: rows.length, cols: rows[0] ?? 1 };
  const g = chompGeometry(frame);
  const squares = o.squares ?? rows.reduce((a, b) => a + b, 0);
  svg.textContent = "";
  svg.dataset.position = position;
  svg.setAttribute("viewBox", `0 0 ${g.width} ${g.height}`);
  svg.style.setProperty("--rows", frame.rows);
  svg.style.setProperty("--cols", frame.cols);
  svg.setAttribute("aria-label", `Chomp bar ${position}: ${rows.length} ${rows.length === 1 ? "row" : "rows"}, ${squares} squares`);
  svg.setAttribute("role", "group");
  svg.classList.toggle("small", Boolean(o.small));

  const moves = new Map((o.moves ?? []).map((m) => [`${m.row}:${m.col}`, m]));
  const focus = o.focus ?? { row: rows.length - 1, col: rows[rows.length - 1] - 1 };
  const layer = svgEl("g", { class: "squares" });
  for (let r = 0; r < frame.rows; r++) {
    for (let c = 0; c < frame.cols; c++) {
      if (c >= (rows[r] ?? 0)) {
        const eaten = o.ghost && c < (o.ghost[r] ?? 0);
        layer.append(chompSquare(g, r, c, ["crumb", eaten ? "eaten" : null], { "aria-hidden": "true" }));
        continue;
      }
      const poison = r === 0 && c === 0;
      const move = moves.get(`${r}:${c}`);
      const wins = move ? move.outcome === "P" : false;
      // Read aloud in words, never the typed notation.
      const label = poison ? "row 0, column 0, the poison" : `row ${r}, column ${c}, bite${o.hints ? (wins ? ", winning bite" : ", losing bite") : ""}`;
      const square = chompSquare(g, r, c, [poison ? "poison" : "bar", o.hints && !poison ? (wins ? "wins" : "loses") : null], {
        role: "button",
        tabindex: focus.row === r && focus.col === c ? 0 : -1,
        "aria-label": label,
        "data-move": poison ? "r0c0" : move?.move ?? `r${r}c${c}`,
      });
      if (poison) square.append(poisonMark(g));
      else if (o.hints) square.append(chompMark(g, r, c, wins));
      layer.append(square);
    }
  }
  svg.append(layer, axisLabels(g, frame));
  // The Why? picture draws its own mirror, which stays; this one is a spoiler (lessons.css).
  if (o.mirror && frame.rows === frame.cols) {
    const line = mirrorLine(g, frame);
    line.classList.add("spoiler");
    svg.append(line);
  }
  finish(svg, o);
}

/**
 * A step of Chomp's Why? panel into `svg`: the bar `before` a bite, the bite, the squares it
 * eats (to-eat), the winning bites ticked, the mirror line. `position` is the explained bar,
 * which sets the frame.
 */
export function drawChompStep(svg, { before, bite, after, mirror, winning }, position) {
  const rows = numbers(before);
  const explained = numbers(position);
  const frame = { rows: Math.max(explained.length, rows.length), cols: Math.max(explained[0], rows[0]) };
  const g = chompGeometry(frame);
  const afterRows = after ? numbers(after) : rows;
  const [, bitRow, bitCol] = /^r(\d+)c(\d+)$/.exec(bite ?? "") ?? [];
  const won = new Set(winning ?? []);
  svg.setAttribute("viewBox", `0 0 ${g.width} ${g.height}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", bite
    ? `${barWords(before)}: bite ${biteWords(bite)}${after ? `, leaving ${barWords(after)}` : ""}`
    : `the bar: ${barWords(before)}`);
  svg.style.setProperty("--rows", frame.rows);
  svg.style.setProperty("--cols", frame.cols);
  for (let r = 0; r < frame.rows; r++) {
    for (let c = 0; c < frame.cols; c++) {
      if (c >= (rows[r] ?? 0)) {
        svg.append(chompSquare(g, r, c, ["crumb"]));
        continue;
      }
      const poison = r === 0 && c === 0;
      const eaten = c >= (afterRows[r] ?? 0);
      const isBite = bite && Number(bitRow) === r && Number(bitCol) === c;
      const winsHere = won.has(`r${r}c${c}`);
      const square = chompSquare(g, r, c, [poison ? "poison" : "bar", eaten ? "to-eat" : null, isBite ? "bitten" : null, winsHere ? "wins" : null]);
      if (poison) square.append(poisonMark(g));
      else if (winsHere) square.append(chompMark(g, r, c, true));
      svg.append(square);
    }
  }
  svg.append(axisLabels(g, frame));
  if (mirror) svg.append(mirrorLine(g, frame));
}

/** Rows of a Chomp bar, from the poison's row up: "3,3,2" -> [3, 3, 2]. */
export const chompRows = (position) => numbers(position).filter((n) => n > 0);

/**
 * The bar left after biting the square in column `c` of row `r` (both from 0, the poison at
 * 0, 0): that square and everything above it and to its right go. Written as the core writes
 * a bar ("3,3,1"); empty rows on top are dropped.
 */
export function chompBite(rows, r, c) {
  return rows.map((n, k) => (k >= r ? Math.min(n, c) : n)).filter((n) => n > 0).join(",");
}

// ---------------------------------------------------------------------------------------
// Small pictures of the searched games (tic-tac-toe, 2x2 Go, the 8-puzzle): their own pages
// draw their boards themselves; these draw a position as a picture, for a card.

/** Tic-tac-toe: nine characters, x, o or a dot, row by row. */
export function drawTicTacToe(svg, position, o = {}) {
  const cell = 40;
  const marks = String(position).padEnd(9, ".").slice(0, 9);
  start(svg, position, cell * 3 + 8, cell * 3 + 8, `Tic-tac-toe grid: ${position}`, o, { naturalHeight: false });
  for (let k = 1; k < 3; k++) {
    svg.append(
      svgEl("line", { class: "ttt-line", x1: 4 + k * cell, y1: 6, x2: 4 + k * cell, y2: 2 + cell * 3 }),
      svgEl("line", { class: "ttt-line", x1: 6, y1: 4 + k * cell, x2: 2 + cell * 3, y2: 4 + k * cell }),
    );
  }
  [...marks].forEach((m, i) => {
    const cx = 4 + (i % 3) * cell + cell / 2;
    const cy = 4 + Math.floor(i / 3) * cell + cell / 2;
    if (/x/i.test(m)) svg.append(svgEl("path", { class: "ttt-x", d: `M ${cx - 11} ${cy - 11} L ${cx + 11} ${cy + 11} M ${cx + 11} ${cy - 11} L ${cx - 11} ${cy + 11}` }));
    else if (/o/i.test(m)) svg.append(svgEl("circle", { class: "ttt-o", cx, cy, r: 12 }));
  });
  finish(svg, { ...o, small: true });
}

/** 2x2 Go: the four points, row by row, b or w for a stone (an empty board is written "."). */
export function drawGo(svg, position, o = {}) {
  const step = 56;
  const m = 28;
  const stones = String(position).replace(/[^bwBW.]/g, "").padEnd(4, ".").slice(0, 4);
  start(svg, position, m * 2 + step, m * 2 + step, `2x2 Go board: ${position}`, o, { naturalHeight: false });
  svg.append(svgEl("rect", { class: "go-wood", x: 2, y: 2, width: m * 2 + step - 4, height: m * 2 + step - 4, rx: 6 }));
  for (let k = 0; k < 2; k++) {
    svg.append(
      svgEl("line", { class: "go-line", x1: m, y1: m + k * step, x2: m + step, y2: m + k * step }),
      svgEl("line", { class: "go-line", x1: m + k * step, y1: m, x2: m + k * step, y2: m + step }),
    );
  }
  [...stones].forEach((s, i) => {
    if (s === ".") return;
    svg.append(svgEl("circle", { class: ["go-stone", /b/i.test(s) ? "black" : "white"], cx: m + (i % 2) * step, cy: m + Math.floor(i / 2) * step, r: 22 }));
  });
  finish(svg, { ...o, small: true });
}

/** The 8-puzzle's tray: nine digits row by row, 0 the gap. */
export function drawPuzzle(svg, position, o = {}) {
  const cell = 40;
  const tiles = String(position).replace(/\D/g, "").padEnd(9, "0").slice(0, 9);
  start(svg, position, cell * 3 + 8, cell * 3 + 8, `8-puzzle tray: ${position}`, o, { naturalHeight: false });
  svg.append(svgEl("rect", { class: "tray-bg", x: 0, y: 0, width: cell * 3 + 8, height: cell * 3 + 8, rx: 6 }));
  [...tiles].forEach((t, i) => {
    if (t === "0") return;
    const x = 4 + (i % 3) * cell;
    const y = 4 + Math.floor(i / 3) * cell;
    svg.append(
      svgEl("rect", { class: "tile", x: x + 2, y: y + 2, width: cell - 4, height: cell - 4, rx: 5 }),
      svgEl("text", { class: "tile-num", x: x + cell / 2, y: y + cell / 2 + 7, "font-size": 20, text: t }),
    );
  });
  finish(svg, { ...o, small: true });
}
