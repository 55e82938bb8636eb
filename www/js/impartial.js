// The shared controller of the impartial-game pages (Scoring line, Nimble, Kayles, Corner the
// Lady, Moore's and Northcott's games, sums of games, and Nim itself): what an impartial game
// adds to the one turn loop of turns.js (Grundy values on the badge and in the lessons, the
// moves written `<part from 1>:<what it becomes>`, the Why? table and mex figure, the "Nim in
// disguise" panel). Each page brings its own drawing and names through a small `config`
// object and calls `createGamePage(config)`; every config key of turns.js may be given too.
//
// Every outcome, move, value and explanation comes from the core through engine.js. Moves are
// written in the core's notation `<part from 1>:<what it becomes>`; the position text the core
// prints is the page's state: what the URL hash holds and what undo restores.
//
// config:
//   title                 the game's name for the document title ("The Scoring game")
//   defaultPosition       used when the hash holds none
//   defaultSettings       the page's own settings (the subtraction set, Kayles or Dawson, ...)
//   gameId(settings, rule)        the core's game id, e.g. "scoring:1,2,3:misere"
//   parseHash(text)       text after "#" and after "misere:" -> { settings, position }
//   hashText(settings, position)  the inverse (without the "misere:" prefix)
//   names                 captions' names (impartial-words withNames)
//   namesFor(analysis)    names that depend on the position (sums of games; optional)
//   shortName(i)          a short row name for binary tables (optional)
//   valuesOf(analysis)    the heaps the binary table shows (default: the parts' Grundy values)
//   caption(step, ctx)    the page's own captions (default: impartial-words caption)
//   whyTable(page, view)  draw the Why? table itself; view { steps, index, analysis } or null
//   renderDisguise(page)  draw the "Nim in disguise" panel itself
//   renderBoard(page)     draw the board into page.dom.board for page.current()
//   describeMove(move)    a listed move of analysis.moves -> "chip 1 to square 4"
//   highlightPick(page, move)     mark the computer's chosen move on the board (optional)
//   highlightStep(page, step, index, steps)  Why? highlights on the board (optional)
//   clearStepHighlights(page)     remove them (optional)
//   renderExtras(page)    anything else that follows the position (optional)
//   interactivityChanged(page, on) after the board becomes (not) clickable (optional)
//   settingsChanged(page) after a game starts with new settings (optional)
//   canonicalSettings(analysis, settings)  settings as the core wrote them (optional)
//   readSettings(page), syncSettings(page)  page settings from/to the form (optional)
//   randomPosition(settings)      for the Random button
//   ruleNames             { normal, misere } shown next to the title (optional)
//   overNote(rule)        the sentence under "You win!" (optional)
//   emptyPosition         the position to use when the core prints an empty one (optional)
//   moveHelp              placeholder text for a typed move error ("Type a move such as 1:18")
//   lessonReason(analysis)  the lesson's one-sentence reason for P or N (optional; default: the
//                         Grundy value or nim-sum in normal play, else the winning move)

import { caption, valuesView, mexView, withNames, moveInto } from "./impartial-words.js";
import { el, formatCount, columnValue, binary } from "./ui.js";
import { createTurns } from "./turns.js";
import { outcomePhrase } from "./lessons.js";

export function createGamePage(config) {
  const fixedNames = withNames(config.names ?? {});
  /** The names for an analysis: a page may name parts by their game (sums). */
  const namesOf = (analysis) => (config.namesFor ? config.namesFor(analysis) : fixedNames);
  const $ = (id) => document.getElementById(id);
  const dom = { whyTable: $("why-table"), whyTableWrap: $("why-table-wrap"), whyMex: $("why-mex"), disguise: $("disguise") };

  /** The listed move of `analysis` with text `move`, or a minimal one built from the text. */
  function listedMove(analysis, move) {
    const found = analysis.moves?.find((m) => m.move === move);
    if (found) return found;
    const part = Number(String(move).split(":")[0]) - 1;
    const into = moveInto(move);
    return { move, part, into: into === "0" ? [] : into.split("+") };
  }
  const describe = (move, before) => config.describeMove(listedMove(before, move), before);

  /** In normal play a position is P exactly when its Grundy value (the parts' nim-sum) is 0. */
  function grundyReason(analysis) {
    if (analysis.play === "misere" || analysis.grundy === null || analysis.grundy === undefined) return null;
    const g = formatCount(analysis.grundy);
    const what = (analysis.parts ?? []).length > 1 ? "The nim-sum of the parts' Grundy values" : "Its Grundy value";
    return analysis.grundy === 0 ? `${what} is 0.` : `${what} is ${g}, not 0.`;
  }

  function hintText(analysis) {
    if ((analysis.moveCount ?? analysis.moves?.length ?? 0) === 0) return "No moves left: the game is over.";
    const winning = (analysis.moves ?? []).filter((m) => m.outcome === "P");
    if (winning.length === 0) return `No winning move here: every move leaves ${outcomePhrase("N")}.`;
    const shown = winning.slice(0, 6).map((m) => `${m.move} (${config.describeMove(m, analysis)})`).join(", ");
    const more = winning.length > 6 ? ` and ${winning.length - 6} more` : "";
    return `Winning ${winning.length === 1 ? "move" : "moves"}: ${shown}${more}`;
  }

  /** Nim in disguise: every component as a Nim heap of its Grundy value, and their nim-sum. */
  function renderDisguise() {
    if (!dom.disguise) return;
    if (config.renderDisguise) return config.renderDisguise(page);
    const { analysis } = page.current();
    renderDisguiseInto(dom.disguise, analysis, { names: namesOf(analysis), describeMove: config.describeMove, rule: page.state.rule, shortName: config.shortName });
  }

  function captionContext() {
    const { analysis, game } = page.state.explained;
    return {
      names: namesOf(analysis),
      game,
      analysis,
      play: analysis.play ?? page.state.rule,
      steps: page.state.steps,
      values: config.valuesOf?.(analysis) ?? (analysis.parts ?? []).map((p) => p.grundy),
    };
  }

  /** The Why? step on show: caption, the binary table of values, the mex figure, board marks. */
  function renderStep() {
    const { state, stepper } = page;
    page.refreshStepButtons();
    config.clearStepHighlights?.(page);
    const steps = state.steps;
    const explained = state.whyOpen && steps.length > 0 && state.explained;
    const step = explained ? steps[stepper.index] : null;
    const hasColumns = explained && steps.some((s) => s.kind === "piles");
    if (dom.whyTableWrap) dom.whyTableWrap.hidden = !hasColumns;
    if (dom.whyMex) dom.whyMex.textContent = "";
    const analysis = explained ? state.explained.analysis : null;
    const names = explained ? namesOf(analysis) : fixedNames;
    if (config.whyTable) config.whyTable(page, hasColumns ? { steps, index: stepper.index, analysis } : null);
    else renderBitsTable(dom.whyTable, hasColumns ? valuesView(steps, stepper.index, analysis, config.valuesOf?.(analysis)) : null, {
      rowName: config.shortName ?? ((i) => names.part(i)),
      sizeHeader: "value",
    });
    if (!explained) return;
    page.dom.whyCaption.textContent = (config.caption ?? caption)(step, captionContext());
    page.dom.whyCaption.dataset.kind = step.kind;
    if (dom.whyMex && step.kind === "tableRow") dom.whyMex.append(mexFigure(step, names));
    if (state.explained.position === page.current().position) config.highlightStep?.(page, step, stepper.index, steps);
  }

  const page = createTurns({
    catalogId: null,
    emptyExplanation: "Nothing to explain for this position.",
    moveHelp: "Type a move such as 1:4.",
    badgeValue: (analysis) => (analysis.grundy === null || analysis.grundy === undefined ? "" : `, Grundy value ${formatCount(analysis.grundy)}`),
    overNote: config.overNote ? () => config.overNote(page.state.rule) : undefined,
    hintText,
    renderStep,
    whyClosed: () => config.clearStepHighlights?.(page),
    ...config,
    dom: { ...dom, ...config.dom },
    describeMove: (move, before) => `${move} (${describe(move, before)})`,
    computerWords: config.computerWords ?? ((move, before) => `played ${move}: ${describe(move, before)}`),
    highlightPick: (p, move, before) => config.highlightPick?.(p, listedMove(before, move), before),
    lessons: { reason: (analysis) => config.lessonReason?.(analysis) ?? grundyReason(analysis), ...config.lessons },
    started: (p, analysis, prepared, changed) => {
      if (changed) config.settingsChanged?.(p);
      config.started?.(p, analysis, prepared, changed);
    },
    renderExtras: (p) => {
      renderDisguise();
      config.renderExtras?.(p);
    },
  });
  page.names = fixedNames;
  page.namesOf = namesOf;
  page.listedMove = listedMove;
  return page;
}

/**
 * parseHash and hashText (see createTurns) for a page with one setting, written at the head
 * of the address as "<letter>=<value>:" unless it is `fallback`: "S=1,3,4:9,4", "k=3:3,4,5".
 */
export const settingHash = (key, letter, fallback) => ({
  parseHash(text) {
    const m = new RegExp(`^${letter}=([^:]*):(.*)$`, "i").exec(text);
    return m ? { settings: { [key]: m[1] }, position: m[2] } : { settings: {}, position: text };
  },
  hashText: (settings, position) => (settings[key] === fallback ? position : `${letter}=${settings[key]}:${position}`),
});

/**
 * A page's number setting typed in its own small form (Moore's k, Northcott's row width W):
 * the form #<key>-form with the box #<key>-input and the message #<key>-error. `name` is the
 * setting's letter, `full` and `short` how the messages call it, `example` a good value.
 * Returns the function that shows the game's setting in the box.
 */
export function bindNumberSetting(page, { key, name, full, short, example }) {
  const input = document.getElementById(`${key}-input`);
  const errorBox = document.getElementById(`${key}-error`);
  /**
   * What is wrong with the typed text, or null. A number box that holds no number (letters
   * typed into it) hands over an empty string, and the core would answer that the game "has
   * no variant \"\"": say plainly what the box wants instead.
   */
  function problem() {
    const text = input.value.trim();
    const [min, max] = [Number(input.min), Number(input.max)];
    const shown = text.length > 12 ? `${text.slice(0, 12)}…` : text;
    if (input.validity.badInput || text === "") return `Type ${full} as a whole number from ${min} to ${max}.`;
    // A number, even out of range ("40", "-3"), goes to the core, whose message names the range.
    if (!/^[+-]?\d+$/.test(text)) return `${name} = ${shown} is not a number: type ${short} as a whole number from ${min} to ${max}, e.g. ${example}.`;
    return null;
  }
  document.getElementById(`${key}-form`).addEventListener("submit", async (event) => {
    event.preventDefault();
    const wrong = problem();
    if (wrong) {
      page.showError(errorBox, wrong); // the game goes on with the setting it had
      input.focus();
      return;
    }
    const ok = await page.restart({ settings: { [key]: input.value.trim() }, errorBox });
    if (!ok) input.focus();
  });
  return () => {
    input.value = page.state.settings[key];
  };
}

// ---------------------------------------------------------------------------------------
// Shared renderers

/**
 * Draw a binary table (Nim's table view: rows, the nim-sum row and highlights) into `table`
 * (with thead, tbody, tfoot). `view` null empties it.
 */
export function renderBitsTable(table, view, { rowName = (i) => `pile ${i + 1}`, sizeHeader = "size", sumName = "nim-sum", nameHeader = "" } = {}) {
  const [thead, tbody, tfoot] = [table.tHead, table.tBodies[0], table.tFoot];
  thead.textContent = "";
  tbody.textContent = "";
  tfoot.textContent = "";
  if (!view) return;
  const columns = [];
  for (let c = view.width - 1; c >= 0; c--) columns.push(c);
  const colClass = (c) => (view.hlCols.has(c) ? "hl-col" : null);
  thead.append(
    el("tr", {},
      el("th", { scope: "col", class: "name", text: nameHeader }),
      el("th", { scope: "col", class: "dec", text: sizeHeader }),
      columns.map((c) => el("th", { scope: "col", class: ["bit", colClass(c)], "data-column": c, text: formatCount(columnValue(c)) })),
    ),
  );
  for (const row of view.rows) {
    tbody.append(
      el("tr", { class: view.hlPiles.has(row.pile) ? "hl-pile" : null, "data-pile": row.pile },
        el("th", { scope: "row", class: "name", text: rowName(row.pile) }),
        el("td", { class: "dec", text: formatCount(row.size) }),
        columns.map((c) => el("td", {
          class: ["bit", colClass(c), view.hlBits.has(`${row.pile}:${c}`) ? "hl-bit" : null, row.changed.has(c) ? "changed" : null],
          "data-column": c,
          text: row.bits[row.bits.length - 1 - c] ?? "0",
        })),
      ),
    );
  }
  tfoot.append(
    el("tr", { class: ["sum", view.hlSum ? "hl-sum" : null] },
      el("th", { scope: "row", class: "name", text: sumName }),
      el("td", { class: "dec", text: view.sum.value === null ? "?" : formatCount(view.sum.value) }),
      columns.map((c) => el("td", {
        class: ["bit", colClass(c), view.hlSumBits.has(c) ? "hl-bit" : null],
        "data-column": c,
        text: view.sum.bits[view.sum.bits.length - 1 - c] ?? "0",
      })),
    ),
  );
}

/** A static view of values and their nim-sum for renderBitsTable (no step highlights). */
export function staticView(values, nimSum) {
  const width = Math.max(1, ...values.map((v) => binary(v).length), binary(nimSum).length);
  return {
    width,
    rows: values.map((v, i) => ({ pile: i, size: v, bits: binary(v, width), changed: new Set() })),
    sum: { value: nimSum, bits: binary(nimSum, width) },
    hlCols: new Set(),
    hlBits: new Set(),
    hlPiles: new Set(),
    hlSum: true,
    hlSumBits: new Set(),
  };
}

/**
 * The mex of a tableRow step as a figure: the option values listed, then the numbers 0, 1, 2,
 * ... with those present filled and the first missing one (the core's value) ringed.
 */
export function mexFigure(step, names) {
  const view = mexView(step);
  const here = names.state(step.state, step.game);
  const options = step.options ?? [];
  const figure = el("figure", { class: "mex", "data-state": step.state, "data-grundy": step.grundy });
  figure.append(
    el("figcaption", { class: "mex-title" },
      `g(${step.state}) = mex { ${[...new Set(options.map((o) => o.grundy))].sort((a, b) => a - b).join(", ")} } = `,
      el("strong", { text: formatCount(step.grundy) }),
    ),
  );
  if (options.length) {
    figure.append(
      el("ul", { class: "mex-options", "aria-label": `the moves from ${here} and their values` },
        options.slice(0, 24).map((o) => el("li", { "data-grundy": o.grundy },
          el("span", { class: "opt-state", text: names.option(o.state, step.game) }),
          el("span", { class: "opt-value", text: `g = ${formatCount(o.grundy)}` }),
        )),
        options.length > 24 ? el("li", { class: "more", text: `and ${options.length - 24} more` }) : null,
      ),
    );
  }
  figure.append(
    el("ol", { class: "mex-line", start: 0, "aria-label": "0, 1, 2, …: the values reached, and the smallest missing one" },
      view.cells.map((c) => el("li", {
        class: ["mex-cell", c.present ? "present" : "absent", c.mex ? "is-mex" : null],
        "data-value": c.value,
        title: c.present ? `${c.value} is reached` : c.mex ? `${c.value} is the smallest value not reached: the mex` : `${c.value} is not reached`,
      }, el("span", { class: "v", text: c.value }), c.mex ? el("span", { class: "tag", text: "mex" }) : null)),
    ),
  );
  return figure;
}

/**
 * "Nim in disguise" panel: every component as a Nim heap of its Grundy value (a row of small
 * chips), the nim-sum in binary columns, and what it means. Everything but the components'
 * names is a spoiler (lessons.css): the values xor to the answer of "P or N?".
 */
export function renderDisguiseInto(container, analysis, { names, describeMove, rule, shortName }) {
  container.textContent = "";
  const parts = analysis.parts ?? [];
  const values = parts.map((p) => p.grundy);
  const list = el("ol", { class: "heaps", "aria-label": "each component as a Nim heap" });
  parts.forEach((p, i) => {
    const chips = el("span", { class: "heap-chips spoiler", "aria-hidden": "true" });
    const shown = Math.min(p.grundy, 16);
    for (let k = 0; k < shown; k++) chips.append(el("span", { class: "heap-chip" }));
    if (p.grundy > shown) chips.append(el("span", { class: "heap-more", text: `+${formatCount(p.grundy - shown)}` }));
    list.append(el("li", { class: "heap-row", "data-part": i, "data-grundy": p.grundy },
      el("span", { class: "heap-name", text: `${names.part(i)}: ${names.state(p.state, p.game)}` }),
      el("span", { class: "heap-arrow spoiler", "aria-hidden": "true", text: "→" }),
      el("span", { class: "heap-star spoiler", text: `*${formatCount(p.grundy)}`, title: `a Nim heap of ${p.grundy}` }),
      chips,
    ));
  });
  container.append(list);
  if (parts.length > 1) {
    const table = el("table", { class: "bits disguise-bits" },
      el("caption", { text: "The values in binary, and their nim-sum (xor)" }),
      el("thead"), el("tbody"), el("tfoot"));
    renderBitsTable(table, staticView(values, analysis.nimSum ?? 0), { rowName: shortName ?? ((i) => names.part(i)), sizeHeader: "value" });
    container.append(el("div", { class: "table-wrap spoiler" }, table));
    const stars = values.map((v) => `*${formatCount(v)}`).join(" + ");
    container.append(el("p", { class: "star-sum spoiler", text: `${stars} = *${formatCount(analysis.nimSum ?? 0)}` }));
  }
  const s = analysis.nimSum ?? 0;
  let meaning;
  if (rule === "misere") {
    meaning = "Misère play: these are normal-play values. They do not decide misère play; the computer searches the game instead.";
  } else if ((analysis.moveCount ?? 0) === 0) {
    meaning = `No move is left: value 0, ${outcomePhrase("P")}.`;
  } else if (s === 0) {
    meaning = parts.length > 1
      ? `The nim-sum is 0, just like a losing Nim position: ${outcomePhrase("P")}.`
      : `Value 0, like an empty Nim heap: ${outcomePhrase("P")}.`;
  } else {
    const win = (analysis.moves ?? []).find((m) => m.outcome === "P");
    const how = win ? ` Winning move: ${win.move} (${describeMove(win, analysis)}).` : "";
    meaning = parts.length > 1
      ? `The nim-sum is ${formatCount(s)}, not 0: ${outcomePhrase("N")}, won like Nim by moving one component to value g xor ${formatCount(s)}.${how}`
      : `Value ${formatCount(s)}, like a Nim heap of ${formatCount(s)}: ${outcomePhrase("N")}, won by moving to value 0.${how}`;
  }
  container.append(el("p", { class: "disguise-meaning spoiler", "data-nim-sum": s, text: meaning }));
}

/** The boards' outcome mark (boards.js), for the pages that draw one of their own. */
export { outcomeMark } from "./boards.js";

// ---------------------------------------------------------------------------------------
// Step highlights on a line of squares with chips (the Scoring line, the Nimble strip)

/** The classes the Why? and Build steps put on such a board. */
const STEP_HIGHLIGHTS = ["hl-now", "hl-opt", "hl-chip", "hl-done"];

/** Takes every step highlight off `board`. */
export function clearStepHighlights(board) {
  for (const node of board.querySelectorAll(STEP_HIGHLIGHTS.map((name) => `.${name}`).join(", "))) {
    node.classList.remove(...STEP_HIGHLIGHTS);
  }
}

/**
 * Marks on `board` what a Why? step is about: a table row's square and the squares it can move
 * to, the chips of a sum, the chip a move takes and the square it lands on.
 */
export function highlightChipStep(board, step) {
  clearStepHighlights(board);
  const square = (n) => board.querySelector(`.square[data-square="${n}"]`);
  const chip = (i) => board.querySelector(`.chip[data-part="${i}"]`);
  switch (step.kind) {
    case "tableRow":
      square(step.state)?.classList.add("hl-now");
      for (const o of step.options ?? []) square(o.state)?.classList.add("hl-opt");
      break;
    case "components":
      for (const p of step.parts ?? []) chip(p.part)?.classList.add("hl-chip");
      break;
    case "mirror":
      for (const i of step.parts ?? []) chip(i)?.classList.add("hl-chip");
      break;
    case "target":
      chip(step.part)?.classList.add("hl-chip");
      break;
    case "move":
    case "example":
    case "reply":
      chip(step.part)?.classList.add("hl-chip");
      square(moveInto(step.move))?.classList.add("hl-opt");
      break;
    default:
      break;
  }
}
