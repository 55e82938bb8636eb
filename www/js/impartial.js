// The layer of the impartial-game pages (Scoring line, Nimble, Kayles, Corner the Lady, Moore's
// and Northcott's games, sums of games, and Nim itself) on the one turn loop of turns.js:
// Grundy values on the badge and in the lessons, the Why? table and mex figure, the "Nim in
// disguise" panel, the pick line under the board, the board's step marks, and the answers kept
// back until someone asks. A page calls createGamePage(config) with its drawing and names
// (every config key of turns.js may be given too); the line pages share createLinePage.
// Every outcome, move, value and explanation comes from the core through engine.js; moves are
// in the core's notation `<part from 1>:<what it becomes>`.
//
// config (besides turns.js's):
//   game                  the core's game id without the rule ("nimble"), or its function of
//                         the settings (Kayles), or with `setting` the family ("scoring")
//   names                 captions' names (impartial-words withNames); namesFor(analysis) when
//                         they depend on the position (sums); shortName(i) for binary tables
//   valuesOf(analysis)    the heaps the binary table shows (default: the parts' Grundy values)
//   caption(step, ctx)    the page's own captions (default: impartial-words caption)
//   tableSoFar(step, ctx) what a tableRow step shows under its mex figure (Scoring's table)
//   whyTable(page, view)  draw the Why? table itself; view { steps, index, analysis } or null
//   renderDisguise(page)  draw the "Nim in disguise" panel itself
//   renderBoard(page)     draw the board into page.dom.board for page.current()
//   describeMove(move, analysis)  a listed move in words: "chip 1 to square 4" (the computer's
//                         line says "The computer moved chip 1 to square 4" unless computerWords)
//   newPosition(analysis) a new position is drawn: forget the page's choice of piece
//   pickText(analysis)    the line under the board while a person may move (waitText: else)
//   highlightStep(page, step)  mark a Why? step on the board; stepClasses: the classes it uses
//   highlightPick(page, move)  mark the computer's chosen move on the board
//   toggles               ids of the page's own answer toggles (P/N marks, values): redrawn on
//                         change, and off while the answers are kept back
//   setting               { key, letter, fallback, name, full, short, example }: the page's one
//                         setting, typed in its own small form, in the address as "<letter>=…:";
//                         the game id is then "<game>:<setting>", as the core writes it back
//   over: [what, who]     the end in words: "Every pin is down", "knocked down the last pin"
//   lessonReason(analysis) (the lesson's reason for P or N)

import { caption, valuesView, mexView, withNames, moveInto, listAnd, cap, pieceNames, stepFocus } from "./impartial-words.js";
import { el, formatCount, columnValue, binary, bindStepControls, bindSquareRow } from "./ui.js";
import { createTurns } from "./turns.js";
import { Stepper } from "./stepper.js";
import { outcomePhrase } from "./lessons.js";

/**
 * The element with id `id`, typed `any`: what it is (a box, a table, a form) is the page's
 * HTML's to say, and the type check does not read the HTML.
 * @param {string} id
 * @returns {any}
 */
export const $ = (id) => document.getElementById(id);

/** A game id under a rule: "nimble" is "nimble:misere" in misère play. */
export const withRule = (id, rule) => (rule === "misere" ? `${id}:misere` : id);

/** A random position "3,7,1": how many numbers and each number, uniformly in [min, max]. */
export function randomList([fewest, most], [least, largest]) {
  const pick = (a, b) => a + Math.floor(Math.random() * (b - a + 1));
  return Array.from({ length: pick(fewest, most) }, () => pick(least, largest)).join(",");
}

/** Rows of a table read across: one per [head, cell(item, k) -> the attributes of item k's cell]. */
export const headedRows = (items, rows) =>
  rows.map(([head, cell]) =>
    el(
      "tr",
      {},
      el("th", { scope: "row", text: head }),
      items.map((item, k) => el("td", cell(item, k))),
    ),
  );

/**
 * The hint line of an impartial game: the winning moves `winning` named by `words` (the first
 * `most` of them), or that none wins, or that the game is over.
 */
export function hintLine(analysis, winning, words, most) {
  if ((analysis.moveCount ?? analysis.moves?.length ?? 0) === 0) return "No moves left: the game is over.";
  if (winning.length === 0) return `No winning move here: every move leaves ${outcomePhrase("N")}.`;
  const more = winning.length > most ? ` and ${winning.length - most} more` : "";
  return `Winning ${winning.length === 1 ? "move" : "moves"}: ${winning.slice(0, most).map(words).join(", ")}${more}`;
}

/** Said where the values wait: with Hints off nothing gives the answer away until asked. */
export const valuesWait = (what = "values") => `The ${what} show when Hints are on, once you answer “Ask me first”, or when the game ends.`;

/** @typedef {import("./turns.js").Analysis} Analysis */
/**
 * A page's build-up (bindBuild): open while it shows, its stepper, and mark() to mark the board.
 * @typedef {{ open: boolean, stepper: Stepper, mark: () => void }} Build
 */
/**
 * The page object of an impartial game: the turn loop's (turns.js) and this layer's own.
 * @typedef {import("./turns.js").TurnsPage & {
 *   listedMove: (analysis: Analysis, move: string) => any,
 *   marks: { from: string | null, step: any },
 *   clearMarks: () => void,
 *   lastMove: () => { move: any, before: Analysis } | null,
 *   answersShown: () => boolean,
 *   build?: Build,
 * }} GamePage
 */
/**
 * The keys of createGamePage's config that are its own (the header above says more); every
 * other key is the turn loop's (TurnsConfig), with page a GamePage.
 * @typedef {object} GamePageOptions
 * @property {string | ((settings: import("./turns.js").Settings) => string)} [game] the core's game id without the rule, or its function of the settings
 * @property {object} [names] captions' names (impartial-words withNames)
 * @property {(analysis: Analysis) => any} [namesFor] the names when they depend on the position (sums)
 * @property {(i: number) => string} [shortName] a part's name in the binary tables
 * @property {(analysis: Analysis) => number[]} [valuesOf] the heaps the binary table shows (default: the parts' Grundy values)
 * @property {(step: any, context: any) => string} [caption] the page's own Why? captions
 * @property {(step: any, context: any) => Node | string} [tableSoFar] what a tableRow step shows under its mex figure
 * @property {(page: GamePage, view: { steps: any[], index: number, analysis: Analysis } | null) => void} [whyTable] draws the Why? table itself
 * @property {(page: GamePage) => void} [renderDisguise] draws the "Nim in disguise" panel itself
 * @property {(move: any, analysis: Analysis) => string} describeMove a listed move ({ move, part, into }) in words: "chip 1 to square 4"
 * @property {(analysis: Analysis) => void} [newPosition] a new position is drawn: forget the page's choice of piece
 * @property {(analysis: Analysis) => string} [pickText] the line under the board while a person may move
 * @property {(analysis: Analysis) => string} [waitText] that line while a person may not
 * @property {(page: GamePage, step: any) => void} [highlightStep] marks a Why? step on the board
 * @property {string[]} [stepClasses] the classes highlightStep puts on the board
 * @property {(page: GamePage, move: any, before: Analysis) => void} [highlightPick] marks the computer's chosen move (as listed)
 * @property {string[]} [toggles] ids of the page's own answer toggles (P/N marks, values)
 * @property {{ key: string, letter: string, fallback: string, name?: string, full?: string, short?: string, example?: string | number }} [setting]
 *   the page's one setting, typed in its own small form, in the address as "<letter>=…:" (name, full, short, example: for a number's messages)
 * @property {[string, string]} [over] the end in words: ["Every pin is down", "knocked down the last pin"]
 * @property {(rule: string) => string} [overNote] the note at the end, by rule
 * @property {(analysis: Analysis) => string | null} [lessonReason] the lesson's reason for P or N
 */
/** @typedef {Omit<Partial<import("./turns.js").TurnsConfig<GamePage>>, keyof GamePageOptions> & GamePageOptions} GamePageConfig */

/**
 * @param {GamePageConfig} config
 * @returns {GamePage}
 */
export function createGamePage(config) {
  const fixedNames = withNames(config.names ?? {});
  /** The names for an analysis: a page may name parts by their game (sums). */
  const namesOf = (analysis) => (config.namesFor ? config.namesFor(analysis) : fixedNames);
  const toggles = (config.toggles ?? []).map($);
  /** What marks the board: "why" (the Why? step `step`) or "build" (the page's build-up). */
  const marks = { from: null, step: null };
  let drawnAt = null;

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
    // What the number means, in the same sentence: the answer's reason is read with Hints off too.
    const like = (analysis.parts ?? []).length > 1 ? "together they play like" : "it plays like";
    return analysis.grundy === 0
      ? `${what} is 0: ${like} an empty Nim pile.`
      : `${what} is ${g}, not 0: ${like} a Nim pile of ${g} ${analysis.grundy === 1 ? "chip" : "chips"}, which the player to move can empty.`;
  }

  function hintText(analysis) {
    const winning = (analysis.moves ?? []).filter((m) => m.outcome === "P");
    // In words only: the code to type is the move box's business.
    return hintLine(analysis, winning, (m) => config.describeMove(m, analysis), 6);
  }

  /** Nim in disguise: every component as a Nim heap of its Grundy value, and their nim-sum. */
  function renderDisguise() {
    if (!page.dom.disguise) return;
    if (config.renderDisguise) return config.renderDisguise(page);
    const { analysis } = page.current();
    const names = namesOf(analysis);
    const parts = analysis.parts ?? [];
    renderDisguiseInto(page.dom.disguise, {
      rows: parts.map((p, i) => ({ name: `${names.part(i)}: ${names.state(p.state, p.game)}`, value: p.grundy })),
      nimSum: analysis.nimSum ?? 0,
      meaning: () => disguiseMeaning(analysis, parts.length),
      rowName: config.shortName ?? ((i) => names.part(i)),
      shown: page.answersShown(),
    });
  }

  function disguiseMeaning(analysis, count) {
    const s = analysis.nimSum ?? 0;
    if (page.state.rule === "misere")
      return "Misère play: these are normal-play values. They do not decide misère play; the computer searches the game instead.";
    if ((analysis.moveCount ?? 0) === 0) return `No move is left: value 0, ${outcomePhrase("P")}.`;
    if (s === 0)
      return count > 1
        ? `The nim-sum is 0, just like a losing Nim position: ${outcomePhrase("P")}.`
        : `Value 0, like an empty Nim heap: ${outcomePhrase("P")}.`;
    const win = (analysis.moves ?? []).find((m) => m.outcome === "P");
    const how = win ? ` Winning move: ${config.describeMove(win, analysis)}.` : "";
    return count > 1
      ? `The nim-sum is ${formatCount(s)}, not 0: ${outcomePhrase("N")}, won like Nim by moving one component to value g xor ${formatCount(s)}.${how}`
      : `Value ${formatCount(s)}, like a Nim heap of ${formatCount(s)}: ${outcomePhrase("N")}, won by moving to value 0.${how}`;
  }

  // The board's marks of a Why? step or of the page's build-up: taken off before each step,
  // and put back after every redraw by whichever stepper marked the board last.
  const stepClasses = config.stepClasses ?? [];
  function clearMarks() {
    if (!stepClasses.length) return;
    for (const node of page.dom.board.querySelectorAll(stepClasses.map((c) => `.${c}`).join(", "))) node.classList.remove(...stepClasses);
  }
  function remark() {
    if (marks.from === "build" && page.build?.open) page.build.mark();
    else if (marks.from === "why" && marks.step && page.state.whyOpen) {
      clearMarks();
      config.highlightStep?.(page, marks.step);
    }
  }

  /** The Why? step on show: caption, the binary table of values, the mex figure, board marks. */
  function renderStep() {
    const { state, stepper, dom } = page;
    page.refreshStepButtons();
    clearMarks();
    const steps = state.steps;
    const explained = state.whyOpen && steps.length > 0 && state.explained;
    const step = explained ? steps[stepper.index] : null;
    const hasColumns = explained && steps.some((s) => s.kind === "piles");
    if (dom.whyTableWrap) dom.whyTableWrap.hidden = !hasColumns;
    if (dom.whyMex) dom.whyMex.textContent = "";
    const { analysis, game } = explained || {};
    const names = explained ? namesOf(analysis) : fixedNames;
    const values = analysis && (config.valuesOf?.(analysis) ?? (analysis.parts ?? []).map((p) => p.grundy));
    if (config.whyTable) config.whyTable(page, hasColumns ? { steps, index: stepper.index, analysis } : null);
    else
      renderBitsTable(dom.whyTable, hasColumns ? valuesView(steps, stepper.index, analysis, values) : null, {
        rowName: config.shortName ?? ((i) => names.part(i)),
        sizeHeader: "value",
      });
    if (!explained) return;
    const context = { names, game, analysis, play: analysis.play ?? state.rule, steps, values };
    dom.whyCaption.textContent = (config.caption ?? caption)(step, context);
    dom.whyCaption.dataset.kind = step.kind;
    if (dom.whyMex && step.kind === "tableRow") dom.whyMex.append(mexFigure(step, names), config.tableSoFar?.(step, context) ?? "");
    if (state.explained.position !== page.current().position) return;
    Object.assign(marks, { from: "why", step });
    remark();
  }

  /**
   * The board, then what follows it: the pick line, the answer toggles, the step marks.
   * @param {GamePage} p
   */
  function renderBoard(p) {
    const { position, analysis } = p.current();
    if (position !== drawnAt) {
      drawnAt = position;
      marks.step = null;
      config.newPosition?.(analysis);
    }
    config.renderBoard(p);
    const shown = p.answersShown();
    for (const box of toggles) {
      box.disabled = !shown;
      box.closest("label").title = shown ? "" : "Shown with Hints on, once you answer “Ask me first”, or when the game ends";
    }
    renderPickLine();
    remark();
  }

  function renderPickLine() {
    if (!config.pickText) return;
    const { analysis } = page.current();
    const text = page.interactive() ? config.pickText(analysis) : config.waitText?.(analysis);
    $("pick-line").textContent = (analysis.moveCount ?? 0) > 0 ? (text ?? "") : "";
  }

  const setting = config.setting;
  const page = /** @type {GamePage} */ (
    createTurns({
      catalogId: null,
      emptyExplanation: "Nothing to explain for this position.",
      moveHelp: "Type a move such as 1:4.",
      badgeValue: (analysis) =>
        analysis.grundy === null || analysis.grundy === undefined ? "" : `, Grundy value ${formatCount(analysis.grundy)}`,
      hintText,
      renderStep,
      gameId: (settings, rule) => withRule(typeof config.game === "function" ? config.game(settings) : config.game, rule),
      ...(setting
        ? {
            gameId: (settings, rule) => withRule(`${config.game}:${settings[setting.key]}`, rule),
            canonicalSettings: (analysis) => ({
              [setting.key]: String(analysis.game)
                .slice(config.game.length + 1)
                .replace(/:misere$/, ""),
            }),
            defaultSettings: { [setting.key]: setting.fallback },
            ...settingHash(setting.key, setting.letter, setting.fallback),
            errorBoxes: () => [$(`${setting.key}-error`)],
          }
        : {}),
      ...config,
      overNote: config.over
        ? () => `${config.over[0]}; whoever ${config.over[1]} ${page.state.rule === "misere" ? "lost (misère play)" : "won"}.`
        : config.overNote
          ? () => config.overNote(page.state.rule)
          : undefined,
      whyClosed: () => {
        if (marks.from === "why") clearMarks();
        marks.step = null;
      },
      renderBoard,
      describeMove: (move, before) => `${move} (${describe(move, before)})`,
      computerWords: config.computerWords ?? ((move, before) => `moved ${describe(move, before)}`),
      highlightPick: (p, move, before) => config.highlightPick?.(p, listedMove(before, move), before),
      interactivityChanged: (p, on) => {
        renderPickLine();
        config.interactivityChanged?.(p, on);
      },
      lessons: { reason: (analysis) => config.lessonReason?.(analysis) ?? grundyReason(analysis), ...config.lessons },
      syncSettings: (p) => {
        if (setting) syncSetting();
        config.syncSettings?.(p);
      },
      renderExtras: (p) => {
        renderDisguise();
        config.renderExtras?.(p);
      },
    })
  );
  const syncSetting = setting ? bindSetting(page, setting) : null;
  for (const box of toggles) box.addEventListener("change", () => page.current() && page.redraw());
  Object.assign(page, {
    listedMove,
    marks,
    clearMarks,
    /** The computer's last move while it stays on show: { move (as listed), before }, or null. */
    lastMove() {
      const shown = page.shownMove();
      return shown ? { move: listedMove(shown.before, shown.move), before: shown.before } : null;
    },
    /**
     * False while the answers are kept back: Hints off and nothing asked until the game ends
     * (lessons.js concealed). While a question waits they are drawn, and lessons.css hides them.
     */
    answersShown: () => !page.lessons.concealed() || page.lessons.hiding(),
  });
  // The badge gives the position's Grundy value with Hints on (unless the page's badge says
  // P or N only): the hints' legend says what it is.
  if (!("badgeValue" in config)) {
    document.getElementById("hint-legend")?.append(el("span", { class: "legend-item grundy-legend" }, GRUNDY_WORDS));
  }
  return page;
}

/** What the badge's "Grundy value 3" means, in the hints' legend. */
const GRUNDY_WORDS = "Grundy value n: the position plays like a Nim pile of n chips, alone or in a sum; 0 means the player to move loses.";

/**
 * parseHash and hashText (see createTurns) for a page with one setting, written at the head
 * of the address as "<letter>=<value>:" unless it is `fallback`: "S=1,3,4:9,4", "k=3:3,4,5".
 */
const settingHash = (key, letter, fallback) => ({
  parseHash(text) {
    const m = new RegExp(`^${letter}=([^:]*):(.*)$`, "i").exec(text);
    return m ? { settings: { [key]: m[1] }, position: m[2] } : { settings: {}, position: text };
  },
  hashText: (settings, position) => (settings[key] === fallback ? position : `${letter}=${settings[key]}:${position}`),
});

/**
 * The setting's own form #<key>-form (box #<key>-input, message #<key>-error): Scoring's S, and
 * the numbers Moore's k and Northcott's row width W, which `name`, `full` and `short` name in
 * messages (`example`: a good value). Returns the function that shows the setting in the box.
 * @param {GamePage} page
 * @param {GamePageOptions["setting"]} setting
 */
function bindSetting(page, { key, name, full, short, example }) {
  const input = $(`${key}-input`);
  const errorBox = $(`${key}-error`);
  // What is wrong with the typed text, or null. A number box holding letters hands over "",
  // and the core would answer that the game "has no variant": say what the box wants instead.
  function problem() {
    if (input.type !== "number") return null;
    const text = input.value.trim();
    const [min, max] = [Number(input.min), Number(input.max)];
    const shown = text.length > 12 ? `${text.slice(0, 12)}…` : text;
    if (input.validity.badInput || text === "") return `Type ${full} as a whole number from ${min} to ${max}.`;
    // A number, even out of range ("40", "-3"), goes to the core, whose message names the range.
    if (!/^[+-]?\d+$/.test(text))
      return `${name} = ${shown} is not a number: type ${short} as a whole number from ${min} to ${max}, e.g. ${example}.`;
    return null;
  }
  $(`${key}-form`).addEventListener("submit", async (event) => {
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

/**
 * A page's build-up, <grundy-why prefix="build"> (Corner the Lady's P-squares from the corner):
 * toggle, step buttons, own arrow keys. `labels` are the toggle's words [closed, open];
 * `count()` the steps when it opens, `render(index)` draws a step, `mark(index)` marks the
 * board (the page's stepClasses), again after every redraw while it marked last. Sets page.build.
 */
export function bindBuild(page, { labels, count, render, mark }) {
  const part = (name) => $(`build-${name}`);
  const stepper = new Stepper({
    onChange: () => {
      refresh();
      if (!build.open) return;
      page.marks.from = "build";
      render(stepper.index);
      build.mark();
    },
  });
  const refresh = bindStepControls(part("body"), stepper);
  const build = {
    open: false,
    stepper,
    mark: () => {
      page.clearMarks();
      mark(stepper.index);
    },
  };
  part("toggle").addEventListener("click", () => {
    build.open = !build.open;
    part("toggle").setAttribute("aria-expanded", String(build.open));
    part("toggle").textContent = labels[build.open ? 1 : 0];
    part("body").hidden = !build.open;
    part("intro").hidden = build.open;
    page.dom.board.classList.toggle("building", build.open);
    if (build.open) stepper.load(count());
    else {
      stepper.dispose();
      page.clearMarks();
    }
  });
  // The panel's own arrow keys step it while the focus is inside it.
  part("panel").setAttribute("data-own-arrows", "");
  part("panel").addEventListener("keydown", (event) => {
    const step = { ArrowLeft: () => stepper.back(), ArrowRight: () => stepper.forward() }[event.key];
    if (!build.open || !step || event.altKey || event.ctrlKey || event.metaKey || event.target.closest("input, select, textarea")) return;
    event.preventDefault();
    step();
  });
  page.build = build;
  return build;
}

// ---------------------------------------------------------------------------------------
// A line of squares with numbered pieces (the Scoring line, the Nimble strip)

/** The classes the Why? steps put on a line. */
const LINE_MARKS = ["hl-now", "hl-opt", "hl-chip", "hl-done"];

/**
 * A page of pieces on a line of squares 0..length, each moved left: a click on a piece chooses
 * it, a click on a square moves it there. `line` says what differs ("chip" and "line", "coin"
 * and "strip": piece, noun): draw, min, max (the drawing and the squares it shows at least and
 * at most), drawOptions(analysis, length), byTarget (a square click with no piece chosen moves
 * the only piece that can go there), stuck(n), refused(n, chosen, movers, pieces) and
 * pickText(chosen, pieces). The rest of `config` goes to createGamePage.
 * @param {Partial<GamePageConfig>} config
 * @param {{ piece: string, noun: string, draw: Function, min: number, max: number, drawOptions?: (analysis: Analysis, length: number) => object,
 *   byTarget?: boolean, stuck: (n: number) => string, refused: (n: number, chosen: number | null, movers: number[], pieces: number[]) => string,
 *   pickText: (chosen: number | null, pieces: number[]) => string }} line
 */
export function createLinePage(config, line) {
  const local = { selected: null };
  const piecesOf = (analysis) => (analysis.parts ?? []).map((p) => Number(p.state));
  const square = (n) => page.dom.board.querySelector(`.square[data-square="${n}"]`);
  const say = (text) => page.showError(page.dom.moveError, text);
  const page = createGamePage({
    names: pieceNames(line.piece),
    describeMove: (move) => `${line.piece} ${move.part + 1} to square ${formatCount(Number(move.into?.[0] ?? moveInto(move.move)))}`,
    stepClasses: LINE_MARKS,
    // A table row's square, the squares it can move to and those already filled in; the chips a
    // step names; the square a move lands on.
    highlightStep(p, step) {
      const { row, parts, move } = stepFocus(step);
      square(row?.state)?.classList.add("hl-now");
      for (const o of row?.options ?? []) square(o.state)?.classList.add("hl-opt");
      for (const s of row ? p.state.steps.slice(0, p.stepper.index) : [])
        if (s.kind === "tableRow") square(s.state)?.classList.add("hl-done");
      for (const i of parts) p.dom.board.querySelector(`.chip[data-part="${i}"]`)?.classList.add("hl-chip");
      if (move) square(moveInto(move.move))?.classList.add("hl-opt");
    },
    highlightPick(p, move) {
      p.dom.board.querySelector(`.chip[data-part="${move.part}"]`)?.classList.add("picked");
      square(Number(move.into?.[0]))?.classList.add("picked");
    },
    pickText: (analysis) => line.pickText(local.selected, piecesOf(analysis)),
    ...config,
    newPosition(analysis) {
      // When every piece that can move stands on one square, a square click moves one of them.
      const movable = [...new Set((analysis.moves ?? []).map((m) => m.part))];
      const pieces = piecesOf(analysis);
      local.selected = new Set(movable.map((i) => pieces[i])).size === 1 ? movable[0] : null;
    },
    renderBoard(p) {
      const { analysis, position } = p.current();
      const pieces = piecesOf(analysis);
      const L = Math.min(line.max, Math.max(line.min, ...pieces));
      // The computer's last move stays on show: the piece it moved, faded on the square it left.
      const last = p.lastMove();
      const ghost = last && { part: last.move.part, from: piecesOf(last.before)[last.move.part] };
      line.draw(p.dom.board, position, {
        chips: pieces,
        length: Math.min(line.max, Math.max(L, ghost?.from ?? 0)),
        selected: local.selected,
        moves: analysis.moves,
        hints: p.state.hints,
        ghost,
        ...line.drawOptions?.(analysis, L),
      });
      p.dom.board.dataset.rule = p.state.rule;
      const far = pieces.map((n, i) => [n, i]).filter(([n]) => n > L);
      const out = listAnd(far.map(([n, i]) => `${line.piece} ${i + 1} on square ${formatCount(n)}`));
      farNote(
        far.length > 0 &&
          `The ${line.noun} is drawn up to square ${line.max}. Further out: ${out}. Type moves for ${far.length === 1 ? "it" : "them"}, e.g. ${far[0][1] + 1}:${far[0][0] - 1}.`,
      );
    },
    renderExtras(p) {
      renderMirrorNote(p, line.piece);
      config.renderExtras?.(p);
    },
  });

  /** A click (or Enter) on square n: move the chosen piece there, or choose a piece. */
  function squareClicked(n) {
    if (!page.interactive()) return;
    const { analysis } = page.current();
    const pieces = piecesOf(analysis);
    const moves = (analysis.moves ?? []).filter((m) => Number(m.into[0]) === n);
    const sel = local.selected;
    const mine = moves.find((m) => m.part === sel);
    if (mine) return page.boardMove(mine.move);
    const here = pieces.flatMap((c, i) => (c === n ? [i] : []));
    if (here.length) {
      const movable = here.filter((i) => (analysis.moves ?? []).some((m) => m.part === i));
      if (movable.length === 0) return say(line.stuck(n));
      // Pieces on one square are alike: keep the chosen one, so a second click changes nothing.
      local.selected = movable.includes(sel) ? sel : movable[0];
      page.dom.moveError.textContent = "";
      return page.redraw();
    }
    const movers = [...new Set(moves.map((m) => m.part))];
    if (line.byTarget && movers.length && new Set(movers.map((i) => pieces[i])).size === 1)
      return page.boardMove(moves.find((m) => m.part === movers[0]).move);
    say(line.refused(n, sel, movers, pieces));
  }
  bindSquareRow(page.dom.board, {
    pick: squareClicked,
    escape: () => {
      local.selected = null;
      page.redraw();
    },
  });
  return page;
}

/** Mark a cell of a board and draw it last, so that its outline is not hidden under its neighbours (none: nothing). */
export function markCell(node, ...classes) {
  if (!node) return;
  node.classList.add(...classes);
  node.parentNode.append(node);
}

/** The note under a board about pieces drawn no further (null or false: none). */
export function farNote(text) {
  const note = $("far-note");
  note.hidden = !text;
  note.textContent = text || "";
}

/** Tweedledum and Tweedledee: pieces sharing a square (not square 0) cancel like equal heaps. */
function renderMirrorNote(page, piece) {
  const note = $("mirror-note");
  const { analysis } = page.current();
  const groups = new Map();
  (analysis.parts ?? []).forEach((p, i) => p.state !== "0" && groups.set(p.state, [...(groups.get(p.state) ?? []), i]));
  const shared = [...groups.entries()].filter(([, list]) => list.length > 1);
  note.hidden = shared.length === 0 || !page.answersShown();
  note.textContent = "";
  for (const [n, list] of shared) {
    const g = formatCount(analysis.parts[list[0]].grundy);
    note.append(
      el(
        "p",
        { "data-square": n },
        el("strong", { text: "Tweedledum and Tweedledee. " }),
        `${cap(listAnd(list.map((i) => `${piece} ${i + 1}`)))} share square ${formatCount(Number(n))}. `,
        list.length % 2 === 0
          ? `Whatever one player does with one of them, the other copies with its twin: like equal Nim heaps, together they are worth ${list.map(() => g).join(" xor ")} = 0.`
          : `Pairs of them cancel (copy every move on the twin), so together they are worth one ${piece} there: ${g}.`,
      ),
    );
  }
}

// ---------------------------------------------------------------------------------------
// Shared renderers

/**
 * Draw a binary table view (rows, the nim-sum row, highlights; view null: empty) into `table`.
 * `foot` replaces the nim-sum row: rows { name, class, cell(c) -> { text, class, data } }
 * (Moore's counts of 1s); view.badCols marks the columns that fail.
 * @param {HTMLTableElement} table
 * @param {any} view
 * @param {{ rowName?: (i: number) => string, sizeHeader?: string, sumName?: string, nameHeader?: string, foot?: any[] }} [options]
 */
export function renderBitsTable(
  table,
  view,
  { rowName = (i) => `pile ${i + 1}`, sizeHeader = "size", sumName = "nim-sum", nameHeader = "", foot } = {},
) {
  const [thead, tbody, tfoot] = [table.tHead, table.tBodies[0], table.tFoot];
  thead.textContent = "";
  tbody.textContent = "";
  tfoot.textContent = "";
  if (!view) return;
  const columns = [];
  for (let c = view.width - 1; c >= 0; c--) columns.push(c);
  const colClass = (c) => ["bit", view.hlCols.has(c) ? "hl-col" : null, view.badCols?.has(c) ? "bad-col" : null];
  const row = (attrs, name, dec, cell) =>
    el(
      "tr",
      attrs,
      el("th", { scope: "row", class: "name", text: name }),
      el("td", { class: "dec", text: dec }),
      columns.map((c) => {
        const { text, class: extra, data } = cell(c);
        return el("td", { class: [...colClass(c), ...(extra ?? [])], "data-column": c, ...data, text });
      }),
    );
  const bit = (bits, c) => bits[bits.length - 1 - c] ?? "0";
  thead.append(
    el(
      "tr",
      {},
      el("th", { scope: "col", class: "name", text: nameHeader }),
      el("th", { scope: "col", class: "dec", text: sizeHeader }),
      columns.map((c) => el("th", { scope: "col", class: colClass(c), "data-column": c, text: formatCount(columnValue(c)) })),
    ),
  );
  for (const r of view.rows) {
    tbody.append(
      row({ class: view.hlPiles.has(r.pile) ? "hl-pile" : null, "data-pile": r.pile }, rowName(r.pile), formatCount(r.size), (c) => ({
        text: bit(r.bits, c),
        class: [view.hlBits.has(`${r.pile}:${c}`) ? "hl-bit" : null, r.changed.has(c) ? "changed" : null],
      })),
    );
  }
  const sum = {
    name: sumName,
    class: ["sum", view.hlSum ? "hl-sum" : null],
    dec: view.sum?.value === null ? "?" : formatCount(view.sum?.value),
    cell: (c) => ({ text: bit(view.sum.bits, c), class: [view.hlSumBits.has(c) ? "hl-bit" : null] }),
  };
  for (const r of foot ?? [sum]) tfoot.append(row({ class: r.class }, r.name, r.dec ?? "", r.cell));
}

/** An empty binary table with its caption, for renderBitsTable. */
export const bitsTable = (className, caption) =>
  el("table", { class: ["bits", className] }, el("caption", { text: caption }), el("thead"), el("tbody"), el("tfoot"));

/** A static view of values and their nim-sum for renderBitsTable (no step highlights). */
export function staticView(values, nimSum) {
  const width = Math.max(1, ...values.map((v) => binary(v).length), binary(nimSum).length);
  return {
    width,
    rows: values.map((v, i) => ({ pile: i, size: v, bits: binary(v, width), changed: new Set() })),
    sum: { value: nimSum, bits: binary(nimSum, width) },
    hlSum: true,
    ...Object.fromEntries(["hlCols", "hlBits", "hlPiles", "hlSumBits"].map((name) => [name, new Set()])),
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
    el(
      "figcaption",
      { class: "mex-title" },
      `g(${step.state}) = mex { ${[...new Set(options.map((o) => o.grundy))].sort((a, b) => a - b).join(", ")} } = `,
      el("strong", { text: formatCount(step.grundy) }),
    ),
  );
  if (options.length) {
    figure.append(
      el(
        "ul",
        { class: "mex-options", "aria-label": `the moves from ${here} and their values` },
        options
          .slice(0, 24)
          .map((o) =>
            el(
              "li",
              { "data-grundy": o.grundy },
              el("span", { class: "opt-state", text: names.option(o.state, step.game) }),
              el("span", { class: "opt-value", text: `g = ${formatCount(o.grundy)}` }),
            ),
          ),
        options.length > 24 ? el("li", { class: "more", text: `and ${options.length - 24} more` }) : null,
      ),
    );
  }
  figure.append(
    el(
      "ol",
      { class: "mex-line", start: 0, "aria-label": "0, 1, 2, …: the values reached, and the smallest missing one" },
      view.cells.map((c) =>
        el(
          "li",
          {
            class: ["mex-cell", c.present ? "present" : "absent", c.mex ? "is-mex" : null],
            "data-value": c.value,
            title: c.present
              ? `${c.value} is reached`
              : c.mex
                ? `${c.value} is the smallest value not reached: the mex`
                : `${c.value} is not reached`,
          },
          el("span", { class: "v", text: c.value }),
          c.mex ? el("span", { class: "tag", text: "mex" }) : null,
        ),
      ),
    ),
  );
  return figure;
}

/**
 * "Nim in disguise" panel: every component (`rows`: { name, value }) as a Nim heap of its
 * value, the values' nim-sum in binary columns, and what it means (`meaning()`). All but the
 * names is a spoiler (lessons.css); with `shown` false only the names and when the values come.
 */
export function renderDisguiseInto(container, { rows, nimSum, meaning, shown, rowName, sizeHeader = "value", what = "values" }) {
  container.textContent = "";
  const list = el("ol", { class: "heaps", "aria-label": "each component as a Nim heap" });
  rows.forEach(({ name, value }, i) => {
    const chips = el("span", { class: "heap-chips spoiler", "aria-hidden": "true" });
    const drawn = Math.min(value, 16);
    for (let k = 0; k < drawn; k++) chips.append(el("span", { class: "heap-chip" }));
    if (value > drawn) chips.append(el("span", { class: "heap-more", text: `+${formatCount(value - drawn)}` }));
    list.append(
      el(
        "li",
        { class: "heap-row", "data-part": i, "data-grundy": shown ? value : null },
        el("span", { class: "heap-name", text: name }),
        shown
          ? [
              el("span", { class: "heap-arrow spoiler", "aria-hidden": "true", text: "→" }),
              el("span", { class: "heap-star spoiler", text: `*${formatCount(value)}`, title: `a Nim heap of ${value}` }),
              chips,
            ]
          : [],
      ),
    );
  });
  container.append(list);
  if (!shown) {
    container.append(el("p", { class: "help values-wait", text: valuesWait() }));
    return;
  }
  if (rows.length > 1) {
    const table = bitsTable("disguise-bits", `The ${what} in binary, and their nim-sum (xor)`);
    renderBitsTable(
      table,
      staticView(
        rows.map((r) => r.value),
        nimSum,
      ),
      { rowName, sizeHeader },
    );
    container.append(
      el("div", { class: "table-wrap spoiler" }, table),
      el("p", { class: "star-sum spoiler", text: `${rows.map((r) => `*${formatCount(r.value)}`).join(" + ")} = *${formatCount(nimSum)}` }),
    );
  }
  container.append(el("p", { class: "disguise-meaning spoiler", "data-nim-sum": nimSum, text: meaning() }));
}
