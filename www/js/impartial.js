// The shared controller of the impartial-game pages (Scoring line, Nimble, Kayles, Corner the
// Lady, sums of games): game state, turns, the computer's answer, undo/redo, the URL hash,
// errors, the Why? stepper and the "Nim in disguise" panel. Each page brings its own drawing
// and names through a small `config` object and calls `createGamePage(config)`. The machinery
// it shares with Nim and Chomp (turn order, history and undo/redo, the computer's pause, hash
// helpers, keyboard) is in game-session.js, and the game flow it shares with them (settling
// after each move, the status line, the Why? panel) in game-flow.js.
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

import * as engine from "./engine.js";
import { caption, valuesView, mexView, withNames, moveInto } from "./impartial-words.js";
import { el, svgEl, usesArrowKeys, formatCount, columnValue, binary } from "./ui.js";
import { readStepHash, splitRule, ruleHash, followHash, bindGameKeys } from "./game-session.js";
import { createGameFlow } from "./game-flow.js";
import { outcomePhrase } from "./lessons.js";
import { announce, onSettingsChange } from "./settings.js";

export { MISERE_PREFIX, sleep } from "./game-session.js";

const $ = (id) => document.getElementById(id);

export function createGamePage(config) {
  const fixedNames = withNames(config.names);
  /** The names for an analysis: a page may name parts by their game (sums). */
  const namesOf = (analysis) => (config.namesFor ? config.namesFor(analysis) : fixedNames);
  const dom = {
    body: document.body,
    status: $("status"),
    badge: $("badge"),
    ruleName: $("rule-name"),
    hashError: $("hash-error"),
    board: $("board"),
    hintLine: $("hint-line"),
    hintLegend: $("hint-legend"),
    moveForm: $("move-form"),
    moveInput: $("move-input"),
    moveError: $("move-error"),
    moveSubmit: $("move-submit"),
    undo: $("undo"),
    redo: $("redo"),
    again: $("again"),
    hints: $("hints"),
    whyToggle: $("why-toggle"),
    whyBody: $("why-body"),
    whyIntro: $("why-intro"),
    whyCaption: $("why-caption"),
    whyTable: $("why-table"),
    whyTableWrap: $("why-table-wrap"),
    whyMex: $("why-mex"),
    newForm: $("new-form"),
    newPosition: $("new-position"),
    newError: $("new-error"),
    random: $("random"),
    opponent: $("opponent"),
    firstMover: $("first-mover"),
    disguise: $("disguise"),
  };

  const state = {
    /** "loading" | "ready" | "thinking" | "over" | "error" (mirrored on body[data-state]). */
    phase: "loading",
    rule: "normal",
    settings: { ...(config.defaultSettings ?? {}) },
    /** "perfect" | "beginner" | "human" */
    opponent: "perfect",
    /** "you" | "computer": who moves first against the computer. */
    first: "you",
    /** One entry per position of the game: { position, analysis }; `cursor` is now. */
    entries: [],
    cursor: 0,
    /** The Hints box; `hints` is what the board shows (off while a lesson question is open). */
    hintsWanted: false,
    hints: false,
    whyOpen: false,
    steps: [],
    explained: null,
    generation: 0,
    moving: false,
    defaultPosition: config.defaultPosition,
  };

  const current = () => state.entries[state.cursor];
  const gameId = (settings = state.settings, rule = state.rule) => config.gameId(settings, rule);

  const isOver = (analysis) => (analysis?.moveCount ?? analysis?.moves?.length ?? 0) === 0;

  // The game flow shared with Nim and Chomp (game-flow.js): turn order, history and undo/redo,
  // lessons, what follows each move, the computer's turn, the status line and the Why? panel.
  const flow = createGameFlow({
    state,
    dom,
    isOver,
    jumped: () => {
      state.moving = false;
    },
    errorBoxes: () => config.errorBoxes?.() ?? [],
    // Predict-then-reveal, the losing-move note and the game record (lessons.js).
    lessons: {
      kind: "impartial",
      game: () => gameId(),
      moveText: (move, before) => `${move} (${config.describeMove(listedMove(before, move), before)})`,
      reason: (analysis) => config.lessonReason?.(analysis) ?? grundyReason(analysis),
      refresh: () => {
        applyHints();
        config.renderBoard(page);
        renderInteractivity();
        renderStatus();
        renderDisguise();
        config.renderExtras?.(page);
        if (state.whyOpen) renderStep();
      },
      highlight: (move) => config.highlightPick?.(page, listedMove(current().analysis, move)),
    },
    hash: () => hashOf(state.rule, state.settings, current().position),
    decodedHash: true,
    renderTitle,
    renderBoard: () => config.renderBoard(page),
    renderExtras: () => {
      renderDisguise();
      config.renderExtras?.(page);
      renderInteractivity();
    },
    renderInteractivity,
    overNote: () => config.overNote?.(state.rule) ??
      (state.rule === "misere" ? "No move is left; whoever made the last move lost (misère play)." : "No move is left; whoever made the last move won."),
    badgeValue: (analysis) => (analysis.grundy === null || analysis.grundy === undefined ? "" : `, Grundy value ${formatCount(analysis.grundy)}`),
    hintText,
    computerTurn: computerReply,
    personMove,
    moveHelp: config.moveHelp ?? "Type a move such as 1:4.",
    game: () => gameId(),
    renderStep,
    whyClosed: () => config.clearStepHighlights?.(page),
    emptyExplanation: "Nothing to explain for this position.",
    dropLateErrors: true,
  });
  const { session, lessons, applyHints, setPhase, writeHash, positionChanged, settle, moveRefused, render, renderStatus } = flow;
  const { stepper, address, refreshStepButtons, showStep, showError, clearErrors, syncPlayers, startWithPlayers } = flow;
  const { moverAt, isComputer, undo, redo } = session;

  /** In normal play a position is P exactly when its Grundy value (the parts' nim-sum) is 0. */
  function grundyReason(analysis) {
    if (analysis.play === "misere" || analysis.grundy === null || analysis.grundy === undefined) return null;
    const g = formatCount(analysis.grundy);
    const several = (analysis.parts ?? []).length > 1;
    const what = several ? "The nim-sum of the parts' Grundy values" : "Its Grundy value";
    return analysis.grundy === 0 ? `${what} is 0.` : `${what} is ${g}, not 0.`;
  }

  /** True when a person may move on the board now. */
  const interactive = () => state.phase === "ready" && !state.moving && !isComputer(moverAt(state.cursor));

  // -------------------------------------------------------------------------------------
  // The URL hash

  // "#misere:S=1,3,4:9,4@why=2": the rule, the page's settings and position, and the Why? step
  // (game-session.js readStepHash; the step is split off first, so no parser below sees it).
  function readHash() {
    const { text: hashText, step } = readStepHash();
    const { rule, text } = splitRule(hashText);
    const { settings, position } = config.parseHash(text);
    return { rule, settings: { ...(config.defaultSettings ?? {}), ...settings }, position, step };
  }

  const hashOf = (rule, settings, position) => ruleHash(rule, config.hashText(settings, position));

  // -------------------------------------------------------------------------------------
  // Game flow

  /**
   * Start a game at `position` under `rule` and `settings`. Returns true on success; on a bad
   * position (or game) the core's message goes to `errorBox` and the current game stays.
   */
  async function startGame(position, rule, settings, errorBox) {
    const generation = ++state.generation;
    let analysis;
    try {
      analysis = await engine.analyze(config.gameId(settings, rule), position);
    } catch (error) {
      if (generation === state.generation) {
        showError(errorBox, error.message);
        if (state.entries.length) settle();
      }
      return false;
    }
    if (generation !== state.generation) return false;
    settings = config.canonicalSettings?.(analysis, settings) ?? settings;
    const changed = JSON.stringify(settings) !== JSON.stringify(state.settings) || rule !== state.rule;
    state.rule = rule;
    state.settings = { ...settings };
    state.entries = [{ position: analysis.position, analysis }];
    state.cursor = 0;
    clearErrors();
    // A new game starts without a step in the address; showStep puts one back when asked.
    address.drop();
    writeHash();
    if (dom.newPosition) dom.newPosition.value = analysis.position;
    syncForm();
    if (changed || !state.started) config.settingsChanged?.(page);
    state.started = true;
    positionChanged();
    return true;
  }

  /** The listed move of `analysis` with text `move`, or a minimal one built from the text. */
  function listedMove(analysis, move) {
    const found = analysis.moves?.find((m) => m.move === move);
    if (found) return found;
    const part = Number(String(move).split(":")[0]) - 1;
    const into = moveInto(move);
    return { move, part, into: into === "0" ? [] : into.split("+") };
  }

  /** The computer's move for game-flow.js, which shows "thinking" and makes the pause around it. */
  function computerReply() {
    let position;
    let before;
    let game;
    return {
      begin: () => {
        ({ position, analysis: before } = current());
        game = gameId();
      },
      ask: async ({ level, seed }) => {
        // After a mistake the perfect computer plays the very reply the lesson note names.
        const best = lessons.plannedReply(game, position, level) ?? await engine.bestMove(game, position, level, seed);
        const next = await engine.analyze(game, best.to || (config.emptyPosition ?? ""));
        return { next, chosen: listedMove(before, best.move) };
      },
      show: ({ chosen }) => {
        config.highlightPick?.(page, chosen);
        dom.status.textContent = `Computer plays ${chosen.move}: ${config.describeMove(chosen, before)}…`;
      },
      play: ({ next, chosen }) => {
        rememberFocus();
        session.push({ position: next.position, analysis: next, move: chosen.move });
        restoreFocus();
        // The status line shows this only for a moment before "Your turn": say it to screen readers.
        announce(`Computer plays ${chosen.move}: ${config.describeMove(chosen, before)}.`);
      },
    };
  }

  /** A person makes `move` (core notation). Returns true when it was played. */
  async function personMove(move, errorBox = dom.moveError) {
    if (moveRefused(errorBox)) return false;
    const generation = ++state.generation;
    state.moving = true;
    renderInteractivity();
    try {
      const from = state.cursor;
      // A game whose last heap is gone prints an empty position; the page's emptyPosition names it.
      const to = (await engine.play(gameId(), current().position, move)) || (config.emptyPosition ?? "");
      if (generation !== state.generation) return false;
      const analysis = await engine.analyze(gameId(), to);
      if (generation !== state.generation) return false;
      // The move as the core lists it, judged by the lesson before the computer can reply.
      const listed = state.entries[from].analysis.moves?.find((m) => m.to === analysis.position);
      const entry = { position: analysis.position, analysis, move: listed ? listed.move : move };
      await lessons.judge(from, entry);
      if (generation !== state.generation) return false;
      clearErrors();
      state.moving = false;
      session.push(entry);
      return true;
    } catch (error) {
      if (generation === state.generation) showError(errorBox, error.message);
      return false;
    } finally {
      state.moving = false;
      renderInteractivity();
    }
  }

  // -------------------------------------------------------------------------------------
  // Drawing

  function renderTitle() {
    const rules = config.ruleNames ?? { normal: "normal play: last to move wins", misere: "misère play: last to move loses" };
    dom.ruleName.textContent = rules[state.rule];
    document.title = `${config.title} ${current().position} · Grundy`;
  }

  function hintText(analysis) {
    if (isOver(analysis)) return "No moves left: the game is over.";
    const winning = (analysis.moves ?? []).filter((m) => m.outcome === "P");
    if (winning.length === 0) return `No winning move here: every move leaves ${outcomePhrase("N")}.`;
    const shown = winning.slice(0, 6).map((m) => `${m.move} (${config.describeMove(m, analysis)})`).join(", ");
    const more = winning.length > 6 ? ` and ${winning.length - 6} more` : "";
    return `Winning ${winning.length === 1 ? "move" : "moves"}: ${shown}${more}`;
  }

  function renderInteractivity() {
    const on = interactive();
    dom.board.classList.toggle("interactive", on);
    for (const node of dom.board.querySelectorAll("[data-action]")) {
      if (on) node.removeAttribute("aria-disabled");
      else node.setAttribute("aria-disabled", "true");
    }
    if (current()) config.interactivityChanged?.(page, on);
  }

  // -------------------------------------------------------------------------------------
  // Nim in disguise: every component as a Nim heap of its Grundy value, and their nim-sum.

  function renderDisguise() {
    if (!dom.disguise) return;
    const { analysis } = current();
    if (config.renderDisguise) {
      config.renderDisguise(page);
      return;
    }
    renderDisguiseInto(dom.disguise, analysis, { names: namesOf(analysis), describeMove: config.describeMove, rule: state.rule, shortName: config.shortName });
  }

  // -------------------------------------------------------------------------------------
  // Focus survives redraws: focusable board items carry data-key.

  let focusKey = null;
  function rememberFocus() {
    const active = document.activeElement;
    focusKey = dom.board.contains(active) ? active.closest("[data-key]")?.dataset.key ?? null : null;
  }
  function restoreFocus() {
    if (focusKey === null) return;
    const target = [...dom.board.querySelectorAll("[data-key]")].find((n) => n.dataset.key === focusKey);
    const fallback = dom.board.querySelector('[tabindex="0"]');
    (target ?? fallback ?? dom.board.closest("section"))?.focus();
    if (target) {
      for (const n of dom.board.querySelectorAll('[tabindex="0"]')) if (n !== target && n.dataset.roving === target.dataset.roving) n.setAttribute("tabindex", "-1");
      target.setAttribute("tabindex", "0");
    }
    focusKey = null;
  }

  /** Play `move` from a click on the board; keeps the keyboard focus where it was. */
  async function boardMove(move) {
    if (!interactive()) return false;
    rememberFocus();
    const ok = await personMove(move);
    restoreFocus();
    return ok;
  }

  // -------------------------------------------------------------------------------------
  // The Why? panel

  function captionContext() {
    const { analysis, game } = state.explained;
    return {
      names: namesOf(analysis),
      game,
      analysis,
      play: analysis.play ?? state.rule,
      steps: state.steps,
      values: config.valuesOf?.(analysis) ?? (analysis.parts ?? []).map((p) => p.grundy),
    };
  }

  function renderStep() {
    refreshStepButtons();
    config.clearStepHighlights?.(page);
    const steps = state.steps;
    if (!state.whyOpen || steps.length === 0 || !state.explained) {
      if (config.whyTable) config.whyTable(page, null);
      else renderBitsTable(dom.whyTable, null);
      if (dom.whyTableWrap) dom.whyTableWrap.hidden = true;
      if (dom.whyMex) dom.whyMex.textContent = "";
      return;
    }
    const index = stepper.index;
    const step = steps[index];
    dom.whyCaption.textContent = (config.caption ?? caption)(step, captionContext());
    dom.whyCaption.dataset.kind = step.kind;
    const { analysis } = state.explained;
    const hasColumns = steps.some((s) => s.kind === "piles");
    if (dom.whyTableWrap) dom.whyTableWrap.hidden = !hasColumns;
    const names = namesOf(analysis);
    if (config.whyTable) config.whyTable(page, hasColumns ? { steps, index, analysis } : null);
    else renderBitsTable(dom.whyTable, hasColumns ? valuesView(steps, index, analysis, config.valuesOf?.(analysis)) : null, {
      rowName: config.shortName ?? ((i) => names.part(i)),
      sizeHeader: "value",
    });
    if (dom.whyMex) {
      dom.whyMex.textContent = "";
      if (step.kind === "tableRow") dom.whyMex.append(mexFigure(step, names));
    }
    if (state.explained.position === current().position) config.highlightStep?.(page, step, index, steps);
  }

  // -------------------------------------------------------------------------------------
  // The new-game form

  function syncForm() {
    for (const input of dom.newForm.querySelectorAll('input[name="rule"]')) input.checked = input.value === state.rule;
    syncPlayers();
    config.syncSettings?.(page);
  }

  /** Start from the form's choices at `position`, with `settings` (default: the page's now). */
  function startFromForm(position, settings = config.readSettings?.(page) ?? state.settings, errorBox = dom.newError) {
    return startWithPlayers((data) => startGame(position, data.get("rule") === "misere" ? "misere" : "normal", settings, errorBox));
  }

  /** Same game and players, new settings or rule (the S editor, the Kayles/Dawson switch). */
  async function restart({ position = current()?.position ?? state.defaultPosition, settings = state.settings, rule = state.rule, errorBox = dom.newError } = {}) {
    if (state.phase === "loading" || state.phase === "error") return false;
    return startGame(position, rule, settings, errorBox);
  }

  // -------------------------------------------------------------------------------------
  // Wiring

  dom.newForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = dom.newPosition.value.trim() || current()?.position || state.defaultPosition;
    startFromForm(text);
  });

  dom.random?.addEventListener("click", () => {
    dom.newPosition.value = config.randomPosition(config.readSettings?.(page) ?? state.settings);
    startFromForm(dom.newPosition.value);
  });

  dom.hints.addEventListener("change", () => {
    state.hintsWanted = dom.hints.checked;
    applyHints();
    if (!current()) return;
    config.renderBoard(page);
    renderInteractivity();
    renderStatus();
    if (state.whyOpen) renderStep();
  });

  bindGameKeys({
    current,
    undo,
    redo,
    stepper,
    whyOpen: () => state.whyOpen,
    // Arrow keys belong to text boxes, radio buttons and the board (which has its own).
    ownArrows: (target) => usesArrowKeys(target) || dom.board.contains(target) || target.closest?.("[data-own-arrows]"),
  });

  followHash({
    current,
    read: readHash,
    isCurrent: ({ rule, settings, position }) => hashOf(rule, settings, position) === hashOf(state.rule, state.settings, current().position),
    start: ({ rule, settings, position }) => startGame(position, rule, settings, dom.hashError),
    writeHash,
    showStep: ({ step }) => showStep(step),
  });

  // "Words for P/N" changed: lessons.js redraws the board, status, disguise panel and Why?
  // caption (its refresh above); the page's extras (Scoring's period line) are redrawn here.
  onSettingsChange(() => {
    if (current()) config.renderExtras?.(page);
  });

  async function boot() {
    try {
      await engine.games();
    } catch (error) {
      setPhase("error");
      dom.status.textContent = error.message;
      return;
    }
    syncForm();
    const { rule, settings, position, step } = readHash();
    if (position && (await startGame(position, rule, settings, dom.hashError))) {
      showStep(step);
      return;
    }
    const message = dom.hashError.textContent;
    const ok = await startGame(state.defaultPosition, position ? "normal" : rule, position ? { ...(config.defaultSettings ?? {}) } : settings, dom.hashError);
    if (!ok) await startGame(state.defaultPosition, "normal", { ...(config.defaultSettings ?? {}) }, dom.hashError);
    if (message) showError(dom.hashError, `${message} Showing ${current()?.position ?? state.defaultPosition} instead.`);
    // "#@why=3" names no position: the step is for the default one. A position that failed
    // keeps its error, and its step is not applied to another position.
    else if (ok && !position) showStep(step);
  }

  const page = {
    dom,
    state,
    names: fixedNames,
    namesOf,
    current,
    gameId,
    interactive,
    isComputer,
    moverAt,
    personMove,
    boardMove,
    restart,
    startFromForm,
    showError,
    clearErrors,
    rerender: () => current() && render(),
    /** True while "Ask me first" waits for the student's answer: nothing may give it away. */
    asking: () => lessons.hiding(),
    renderInteractivity,
    boot,
  };
  return page;
}

// ---------------------------------------------------------------------------------------
// Shared renderers

/**
 * Draw a binary table (Nim's table view: rows, the nim-sum row and highlights) into `table`
 * (with thead, tbody, tfoot). `view` null empties it.
 */
export function renderBitsTable(table, view, { rowName = (i) => `pile ${i + 1}`, sizeHeader = "size", sumName = "nim-sum" } = {}) {
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
      el("th", { scope: "col", class: "name", text: "" }),
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
      el("td", { class: "dec", text: formatCount(view.sum.value) }),
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

/** An SVG outcome mark: a filled circle with P or N, coloured by outcome (for boards); a spoiler. */
export function outcomeMark(x, y, outcome, r = 13) {
  const g = svgEl("g", { class: `omark omark-${outcome === "P" ? "p" : "n"} spoiler`, "data-outcome": outcome, transform: `translate(${x} ${y})`, "aria-hidden": "true" });
  g.append(
    svgEl("circle", { r }),
    svgEl("text", { y: r * 0.38, "font-size": r * 1.15, text: outcome }),
  );
  return g;
}

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
