// The one turn loop of every game page: the history (undo, redo, goTo), the student's move,
// the computer's reply inside a visible pause, the one generation counter that drops an answer
// the game has moved past, starting a game, and the address. The computer's last move stays
// on show until the person moves: named under the board, drawn faded by the page (shownMove()).
// Who acts is the config's `actors` (turns/actors.js): two players (the default), or one solver
// making every move of a puzzle, with no computer's reply and no lessons. Between two players the
// core's analysis says who is on turn (toAct): the same side again is the same player again (a
// turn of Pig goes on after a scoring roll), and where chance acts (the die in the air) the loop
// draws its outcome from the page's `chance.draw` and plays it as part of the move that rolled.
// Its parts, each in a module of its own with what it needs passed in:
//   turns/actors.js  who moves at each entry of the history;
//   turns/status.js  the status line and the outcome badge;
//   turns/why.js     the Why? panel and its step in the address;
//   turns/focus.js   the keyboard focus across redraws of the board;
//   turns/keys.js    undo and redo keys, the arrows that step the explanation;
//   lessons.js       Ask me first, the losing-move note and the game record.
// A page brings its drawing, words and address format: the config, a TurnsConfig (below),
// checked by tsc (tsconfig.json) like every key's type.

import * as engine from "./engine.js";
import { catalogueEntry, otherSide } from "./catalogue.js";
import { el, elements } from "./ui.js";
import { announce } from "./settings.js";
import { endSentence } from "./terms.js";
import { createLessons } from "./lessons.js";
import { readStepHash, splitRule, ruleHash, replaceHash } from "./step-url.js";
import { statusText, renderStatusText, renderBadge, renderClassBadge } from "./turns/status.js";
import { createWhyPanel } from "./turns/why.js";
import { focusedKey as focusIn, restoreFocus as refocus } from "./turns/focus.js";
import { bindTurnKeys } from "./turns/keys.js";
import { undoTarget as historyUndo, redoTarget as historyRedo } from "./turns/history.js";
import { actorsOf } from "./turns/actors.js";

/** Pauses of the computer's turn: think, then show its move, then make it. */
const THINK_MS = 450;
const SHOW_PICK_MS = 550;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const RULE_NAMES = { normal: "normal play: last to move wins", misere: "misère play: last to move loses" };

/**
 * The lessons of a game without any (a solver's puzzle): nothing hidden, asked or recorded.
 * @type {ReturnType<typeof createLessons>}
 */
const NO_LESSONS = {
  hiding: () => false,
  waiting: () => false,
  concealed: () => false,
  revealed: () => false,
  blocksMove: () => null,
  judge: async () => {},
  plannedReply: () => null,
  update: () => {},
  gameOver: () => {},
};

/**
 * The core's analysis of a position (engine.analyze): position, game, toAct, outcome, moves
 * (each { move, to, outcome, ... }), moveCount and each game's own fields.
 * @typedef {Record<string, any>} Analysis
 */
/**
 * One move of the core's list, with what it does (a heap's take, Pig's event).
 * @typedef {Record<string, any>} MoveInfo
 */
/** A page's settings, by key (the subtraction set S, Kayles or Dawson): in the address too. @typedef {Record<string, any>} Settings */
/**
 * What the status line says: a headline alone, or a headline with a note under it.
 * @typedef {string | { headline: string, note?: string }} StatusText
 */
/**
 * One position of the game's history: the move that led to it (`made`: as the core listed it
 * before; `chance`: the outcome chance drew after it, Pig's face) and its note, and the lesson
 * lessons.js keeps on it.
 * @typedef {{ position: string, analysis: Analysis, move?: string, note?: string, made?: MoveInfo, chance?: MoveInfo, lesson?: any, feedback?: any, overSaid?: boolean } & Record<string, any>} HistoryEntry
 */
/**
 * The turn loop's state, and a page's own fields beside them (Chomp's solve, say).
 * @typedef {{
 *   phase: string,
 *   rule: string,
 *   settings: Settings,
 *   opponent: string,
 *   first: string,
 *   entries: HistoryEntry[],
 *   cursor: number,
 *   hintsWanted: boolean,
 *   hints: boolean,
 *   whyOpen: boolean,
 *   steps: any[],
 *   explained: { position: string, analysis: Analysis, game: string } | null,
 *   generation: number,
 *   moving: boolean,
 *   shown: { entry: HistoryEntry, move: string, before: Analysis, words: string | string[] } | null,
 *   defaultPosition: string,
 * } & Record<string, any>} TurnsState
 */

/**
 * A partizan game's outcome classes (L: Left wins whoever starts, R: Right, N: whoever moves
 * first, P: whoever moves second): the letters, a position's class, the words of a class with
 * the game's side names, and its chip (the letter on its colour).
 * @typedef {{ letters: string[], of: (analysis: Analysis) => string, words: (letter: string) => string, chip: (letter: string) => Element }} OutcomeClasses
 */

/**
 * What a page hands to the turn loop: its game, its drawing, its words and its address format.
 * Only the keys below may be given (tsc checks every page's object); P is the page object the
 * callbacks get (a wrapper such as impartial.js's createGamePage hands on a larger one).
 * @template {TurnsPage} [P=TurnsPage]
 * @typedef {object} TurnsConfig
 * @property {import("./turns/actors.js").Actors} [actors] who acts: "two players" (default) or "one solver" (a puzzle)
 * @property {{ turn: StatusText, solved: (analysis: Analysis, moves: number) => StatusText }} [solver]
 *   the status line of "one solver": while at work, and at a solved position `moves` moves into the game
 * @property {string} [title] the game's name at the head of the document title: "<title> <position> · Grundy"
 * @property {string | null} [catalogId] the game's entry in the catalogue (catalogue.js): its default position wins
 * @property {(info: any) => void} [catalog] gets that entry (or undefined) before the first game: a page's limits
 * @property {(settings: Settings, rule: string) => string} gameId the core's game id for the settings and the rule ("nimble:misere")
 * @property {string} [defaultPosition] the start when the address names no position and the catalogue has none
 * @property {Settings} [defaultSettings] the settings when the address gives none
 * @property {false} [rules] false: no misère form (no rule in the address or the New game form)
 * @property {string} [noun] a move's name in the status and the errors: "move" (default), "bite", "cut"
 * @property {string} [emptyPosition] the position after a move when the core answers "" (nothing left): default ""
 * @property {(settings: Settings, position: string) => string} [hashText] the address of settings and position, without "misere:" and the step
 * @property {(text: string) => { settings?: Settings, position: string } | null | undefined} [parseHash] the reverse of hashText (default: the text is the position)
 * @property {(analysis: Analysis) => boolean} [isOver] true when the game has ended (default: no move left)
 * @property {(analysis: Analysis) => string} [sideName] two-sided games: the side to move ("X", "Black", "Blue"); giving it makes the game two-sided
 * @property {(analysis: Analysis, whoPlays: (side: string) => string) => StatusText} [overText] two-sided games: the status at the end
 * @property {(page: P) => void} renderBoard draws page.current() into page.dom.board
 * @property {(page: P) => void} [renderExtras] draws what follows the board and the status (a values box)
 * @property {(page: P, on: boolean) => void} [interactivityChanged] a person may move on the board now (on) or not
 * @property {string} [actionSelector] the board items a person acts on, aria-disabled while they may not (default "[data-action]")
 * @property {(page: P) => void} [positionChanged] a new position is on show (a move, undo, a new game)
 * @property {(move: string, before: Analysis) => string} [describeMove] a move from `before` in words (the record, the lessons, the hints): two players
 * @property {(move: string, before: Analysis, after: Analysis, entry: HistoryEntry) => string | string[]} [computerWords] what follows "The computer ": the words, or [words, spoiler]
 * @property {(page: P, move: string, before: Analysis, after?: Analysis) => void} [highlightPick] marks the computer's chosen move (and a lesson's "Show the reply") on the board
 * @property {(before: Analysis, after: Analysis, move: string, who: string) => string | undefined} [moveNote] a sentence on the move made, in #move-note
 * @property {(analysis: Analysis) => string} [hintText] the hint line while hints are on
 * @property {(analysis: Analysis) => string} [badgeValue] after the badge's meaning: ", Grundy value 3"
 * @property {OutcomeClasses} [outcomeClass] a partizan game's outcome classes: the badge, Ask me first and the record speak of them instead of P and N
 * @property {(analysis: Analysis) => string | undefined} [overNote] the note under "You win!" (default: who made the last move)
 * @property {Record<string, StatusText>} [phaseStatus] the status in the page's own phases: { solving: "Solving the board…" }
 * @property {string} [moveHelp] said when the move box is sent empty: "Type a move such as 1:4."
 * @property {(text: string) => string} [typedMove] the move box's text as the core's move (a name the board shows, as the core numbers it); an Error it throws is said in #move-error and nothing is played
 * @property {Partial<import("./lessons.js").LessonsOptions>} [lessons] more createLessons options (they win over the turn loop's)
 * @property {(loop: LessonsLoop) => ReturnType<typeof createLessons>} [lessonsOf] a game's own lessons instead of P and N's
 *   (a game of chance asks for chances: lessons/chance.js)
 * @property {{ draw: (page: P, outcomes: { move: string, chances: number, outOf: number }[]) => string, ms: number, rolling: (page: P, on: boolean) => void }} [chance]
 *   a game where chance acts: `draw` picks chance's outcome (a seeded die), shown after `ms` of `rolling`
 * @property {string} [ask] what a player decides, after "Your turn: " ("roll or hold?")
 * @property {(analysis: Analysis) => string} [badgeText] the badge of a game with no outcome (Pig's chance of winning), none at its end
 * @property {(position: string, errorBox: HTMLElement, generation: number) => Promise<any>} [prepare] work before a game starts at `position`; a falsy answer stops it
 * @property {(page: P, analysis: Analysis, prepared: any, changed: boolean) => void} [started] a game has started (prepared: prepare's answer; changed: new settings, rule or game)
 * @property {() => string | null | undefined | false} [refuse] the page's reason not to take a move now
 * @property {() => boolean} [lockHistory] true while undo and redo are off
 * @property {(page: P) => void} [renderStep] draws the Why? step on show (page.state.steps[page.stepper.index])
 * @property {(page: P) => void} [whyClosed] the Why? panel closed: take the step's marks off
 * @property {boolean} [keepCaptionKind] keep the Why? caption's data-kind while a new explanation loads
 * @property {string} [emptyExplanation] the Why? caption when the core's explanation has no steps
 * @property {(game: string, position: string) => Promise<any>} [explain] the explanation's call (default engine.explain)
 * @property {{ suffix: () => string, moved: () => void, show: (step: number | null, options?: any) => void }} [address] a page's own step in the address (default: the Why? panel's)
 * @property {{ stepper?: () => import("./stepper.js").Stepper, stepping?: () => boolean, ownArrows?: (target: EventTarget) => boolean, otherKey?: (event: KeyboardEvent) => boolean }} [keys]
 *   a page's own stepper for the arrow keys (stepper, and stepping() while it is open), targets that use
 *   the arrows themselves, and otherKey(event): true when the page took the key
 * @property {(page: P) => string | { position: string, settings: Settings } | null | undefined} [formPosition] the New game form's
 *   position (default: its text box, else the current one), with the game's settings if it brings new ones (Pig's fresh
 *   dice); null: the form is refused, and the page has said why
 * @property {(page: P) => void} [syncSettings] shows the game's settings in the page's form
 * @property {(analysis: Analysis, settings: Settings) => Settings} [canonicalSettings] the settings as the core wrote them back
 * @property {(settings: Settings) => string} [randomPosition] a random start, for the Random button
 * @property {() => (HTMLElement | null)[]} [errorBoxes] the page's own error boxes, emptied with the turn loop's
 * @property {(key: string) => HTMLElement | null | undefined} [focusTarget] after a redraw: the element that gets the focus (undefined: the same data-key)
 * @property {number} [showMs] how long the computer's pick shows before its move is made (default 550 ms)
 * @property {Record<string, HTMLElement | null>} [dom] the page's own elements, by name: they join page.dom
 */

/**
 * What a game's own lessons (config.lessonsOf) get of the loop.
 * @typedef {{ state: TurnsState, goTo: (index: number) => void, refresh: () => void, isComputerAt: (index: number) => boolean,
 *   who: (index: number) => string, isOver: (analysis: Analysis) => boolean, game: () => string }} LessonsLoop
 */

/**
 * The turn loop of one page, as createTurns returns it; pages and wrappers add their own.
 * @typedef {object} TurnsPage
 * @property {Record<string, any>} dom the page's elements by camelCased id (#move-input: dom.moveInput) and config.dom's
 * @property {TurnsState} state
 * @property {ReturnType<typeof createLessons>} lessons
 * @property {() => HistoryEntry} current the entry on show
 * @property {(settings?: Settings, rule?: string) => string} gameId
 * @property {() => boolean} interactive true when a person may move on the board now
 * @property {(analysis: Analysis) => boolean} isOver
 * @property {(index: number) => string} moverAt "you", "computer", "Player 1" or "Player 2"
 * @property {() => TurnsState["shown"]} shownMove the computer's move on show at the current position, or null
 * @property {(move: string, errorBox?: HTMLElement) => Promise<boolean>} personMove
 * @property {(move: string, errorBox?: HTMLElement) => Promise<boolean>} boardMove
 * @property {(index: number) => void} goTo shows the history entry `index` (as undo and redo do)
 * @property {(entries: HistoryEntry[]) => void} pushMoves positions reached by moves made elsewhere (a solver's
 *   solution, replayed by the page) follow the one on show, the redo branch cut; the last is shown
 * @property {(options?: { position?: string, settings?: Settings, rule?: string, errorBox?: HTMLElement }) => false | Promise<boolean>} restart
 * @property {(position: string, settings?: Settings, errorBox?: HTMLElement) => Promise<boolean>} startFromForm
 * @property {(box: HTMLElement, message: string) => string} showError
 * @property {(phase: string) => string} setPhase
 * @property {() => void} renderButtons
 * @property {() => void} renderInteractivity
 * @property {() => void} refreshStepButtons
 * @property {import("./stepper.js").Stepper} stepper
 * @property {() => void} writeHash
 * @property {() => void} redraw
 * @property {() => Promise<void>} boot
 * @property {() => boolean} asking true while "Ask me first" waits for the student's answer
 */

/**
 * @template {TurnsPage} [P=TurnsPage]
 * @param {TurnsConfig<P>} pageConfig the page's config; its callbacks get the page object (P: with a wrapper's additions)
 * @returns {TurnsPage}
 */
export function createTurns(pageConfig) {
  const config = /** @type {TurnsConfig} */ (pageConfig);
  // The page's elements (ui.js elements): #status, #board, #move-input, #why-toggle, ... by
  // camelCased id, and config.dom's under their own names.
  const dom = Object.assign(elements(), { body: document.body }, config.dom);
  const noun = config.noun ?? "move";
  const sided = Boolean(config.sideName);
  const isOver = config.isOver ?? ((analysis) => (analysis?.moveCount ?? analysis?.moves?.length ?? 0) === 0);
  const defaults = () => ({ ...(config.defaultSettings ?? {}) });

  const state = {
    /** "loading" | "ready" | "thinking" | "over" | "error" and a page's own (mirrored on body[data-state]). */
    phase: "loading",
    rule: "normal",
    settings: defaults(),
    /** "perfect" | "beginner" | "human"; "you" | "computer" moves first against the computer. */
    opponent: "perfect",
    first: "you",
    /** One entry per position of the game: { position, analysis, move, note }; `cursor` is now. */
    entries: [],
    cursor: 0,
    /** The Hints box (checked as the room remembers it); `hints` is what the board shows (off while a question is open). */
    hintsWanted: Boolean(dom.hints?.checked),
    hints: false,
    whyOpen: false,
    steps: [],
    explained: null,
    /** Bumped by every change of game or position: an answer for an older one is dropped. */
    generation: 0,
    /** A person's move is on its way to the core; further clicks wait. */
    moving: false,
    /** The computer's last move while it stays on show: { entry, move, before, words }. */
    shown: null,
    defaultPosition: config.defaultPosition,
  };
  const current = () => state.entries[state.cursor];
  const gameId = (settings = state.settings, rule = state.rule) => config.gameId(settings, rule);
  /** A page-wide step is refused while the game is loading or has failed to. */
  const loaded = () => state.phase !== "loading" && state.phase !== "error";

  // -- Players and history -------------------------------------------------------------------

  // The player to move at entry `index` (moverAt: "you", "computer", "Player 1"; playerAt: a
  // two-sided game's person, null between two people), and whether the computer moves there.
  const { solo, moverAt, playerAt, isComputerAt } = actorsOf(config.actors, state, sided);
  /** The side to move at entry `index`: sides alternate strictly (a pass is a move). */
  function sideAt(index) {
    const first = config.sideName(state.entries[0].analysis);
    return index % 2 === 0 ? first : otherSide(catalogueEntry(config.catalogId), first);
  }

  const undoTarget = () => historyUndo(state.cursor, isComputerAt);
  const redoTarget = () => historyRedo(state.cursor, state.entries.length, isComputerAt);
  const locked = () => config.lockHistory?.() ?? false;

  /** Show the position at `index`; a pending computer move or request is dropped. */
  function goTo(index) {
    if (index < 0 || index >= state.entries.length) return;
    Object.assign(state, { generation: state.generation + 1, cursor: index, moving: false, shown: null });
    clearErrors();
    arrived();
  }
  /** A new position was reached by a move: cut any redo branch and make it current. */
  function push(entry) {
    state.entries = [...state.entries.slice(0, state.cursor + 1), entry];
    state.cursor = state.entries.length - 1;
    arrived();
  }
  /** Positions reached by moves made elsewhere (a solver's solution): after the one on show, the last made current. */
  function pushMoves(entries) {
    Object.assign(state, { generation: state.generation + 1, moving: false, shown: null });
    state.entries = [...state.entries.slice(0, state.cursor + 1), ...entries];
    state.cursor = state.entries.length - 1;
    clearErrors();
    arrived();
  }
  /** A move (or undo, redo) leaves the explanation's step behind: the address drops it. */
  function arrived() {
    address.moved();
    writeHash();
    positionChanged();
  }
  const undo = () => !locked() && goTo(undoTarget());
  const redo = () => !locked() && goTo(redoTarget());
  /** Play again: the same start position, rule and players; the questions start afresh. */
  function again() {
    if (!state.entries.length) return;
    state.entries = state.entries.slice(0, 1);
    delete state.entries[0].lesson;
    goTo(0);
  }

  // Predict-then-reveal, the losing-move note and the game record (lessons.js, or the game's
  // own: a game of chance asks for chances); a solver's puzzle has no winner to guess, no
  // mistake to take back and no record: none of it.
  const lessons = solo
    ? NO_LESSONS
    : config.lessonsOf
      ? config.lessonsOf({ state, goTo, refresh: () => refresh(), isComputerAt, who: moverAt, isOver, game: () => gameId() })
      : createLessons({
          state,
          goTo,
          noun,
          isOver,
          kind: sided ? "partisan" : "impartial",
          game: () => gameId(),
          moveText: (move, before) => config.describeMove(move, before),
          refresh: () => refresh(),
          highlight: (move) => config.highlightPick?.(page, move, current().analysis),
          who: sided ? (index) => playerAt(index) ?? sideAt(index) : moverAt,
          isComputerAt,
          classes: config.outcomeClass,
          ...(sided ? { side: sideAt, barBefore: dom.hintLine, recordAfter: dom.board.closest("section") } : {}),
          ...config.lessons,
        });

  /** The phase, mirrored on body[data-state]. */
  const setPhase = (phase) => (dom.body.dataset.state = state.phase = phase);
  /** True when a person may move on the board now (a solver also from a solved position). */
  const interactive = () => (state.phase === "ready" || (solo && state.phase === "over")) && !state.moving && !isComputerAt(state.cursor);

  // -- The address: "#misere:S=1,3,4:9,4@why=2" is the rule, the page's settings and position,
  // and the Why? step (step-url.js; the step is split off first, so no parser sees it).

  function readHash() {
    const { text: full, step, options } = readStepHash();
    const { rule, text } = config.rules === false ? { rule: "normal", text: full } : splitRule(full);
    const { settings, position } = config.parseHash?.(text) ?? { position: text };
    return { rule, settings: { ...defaults(), ...settings }, position, step, options };
  }
  const hashOf = (rule, settings, position) => ruleHash(rule, config.hashText?.(settings, position) ?? position);
  function writeHash() {
    if (current()) replaceHash(hashOf(state.rule, state.settings, current().position) + address.suffix());
  }

  // -- Starting a game -----------------------------------------------------------------------

  /**
   * Start a game at `position` under `rule` and `settings`. Returns true on success; on a bad
   * position the core's message goes to `errorBox` and the current game stays.
   */
  async function startGame(position, rule = state.rule, settings = state.settings, errorBox = dom.newError) {
    const generation = ++state.generation;
    let prepared = null;
    let analysis = null;
    try {
      if (config.prepare) prepared = await config.prepare(position, errorBox, generation);
      if ((prepared || !config.prepare) && generation === state.generation)
        analysis = await engine.analyze(config.gameId(settings, rule), position);
    } catch (error) {
      if (generation === state.generation) showError(errorBox, error.message);
    }
    if (generation !== state.generation) return false;
    if (!analysis) {
      // A pending computer move was cancelled by the bump: let it be picked up again (a solver
      // has none, and keeps the page's own phase: a search on show goes on).
      if (state.entries.length && !solo) settle();
      return false;
    }
    settings = config.canonicalSettings?.(analysis, settings) ?? settings;
    const changed = JSON.stringify(settings) !== JSON.stringify(state.settings) || rule !== state.rule || !state.entries.length;
    Object.assign(state, { rule, settings: { ...settings }, entries: [{ position: analysis.position, analysis }], cursor: 0, shown: null });
    clearErrors();
    // A new game starts without a step in the address; showStep puts one back when asked.
    address.moved();
    writeHash();
    if (dom.newPosition) dom.newPosition.value = analysis.position;
    syncForm();
    config.started?.(page, analysis, prepared, changed);
    positionChanged();
    return true;
  }

  /** Start from the New game form's players and rule at `position`, with `settings`. */
  async function startFromForm(position, settings = state.settings, errorBox = dom.newError) {
    if (!loaded()) return false;
    const data = new FormData(dom.newForm);
    const previous = { first: state.first, opponent: state.opponent };
    state.first = data.get("first") === "computer" ? "computer" : "you";
    const opponent = /** @type {string} */ (data.get("opponent"));
    // The levels the page offers (Pig's "hold at 20" too), or two people.
    state.opponent = [...(dom.opponent?.options ?? [])].some((o) => o.value === opponent) ? opponent : "perfect";
    const rule = data.get("rule") === "misere" && config.rules !== false ? "misere" : "normal";
    const ok = await startGame(position, rule, settings, errorBox);
    if (!ok) Object.assign(state, previous);
    return ok;
  }

  /** Same game and players, new settings or rule (the S editor, the Kayles/Dawson switch). */
  function restart({
    position = current()?.position ?? state.defaultPosition,
    settings = state.settings,
    rule = state.rule,
    errorBox = dom.newError,
  } = {}) {
    return loaded() && startGame(position, rule, settings, errorBox);
  }

  /** The form shows the game's rule and players; "who moves first" only matters against the computer. */
  function syncForm() {
    for (const input of dom.newForm?.querySelectorAll("input[name=rule], input[name=first]") ?? [])
      input.checked = input.value === state[input.name];
    if (dom.opponent) dom.opponent.value = state.opponent;
    syncFirstMover();
    config.syncSettings?.(page);
  }
  function syncFirstMover() {
    if (dom.firstMover) dom.firstMover.disabled = dom.opponent?.value === "human";
  }

  // -- After every change --------------------------------------------------------------------

  /** A new position on the board (a move, undo, a new game): draw it, then settle who moves. */
  function positionChanged() {
    if (dom.ruleName) dom.ruleName.textContent = RULE_NAMES[state.rule];
    document.title = `${config.title} ${current().position} · Grundy`;
    if (dom.moveNote) dom.moveNote.textContent = current().note ?? "";
    const shown = shownMove();
    const [words, spoiler] = Array.isArray(shown?.words) ? shown.words : [shown?.words, ""];
    if (computerLine) computerLine.hidden = !shown;
    computerLine?.replaceChildren(
      ...(shown ? [`The computer ${words}`, spoiler ? el("span", { class: "spoiler in-text", text: spoiler }) : "", "."] : []),
    );
    // The Why? panel follows when its explanation of the new position comes; settle draws the
    // status and the buttons for whoever moves now.
    refresh(false);
    config.positionChanged?.(page);
    if (state.whyOpen) loadExplanation();
    settle();
  }

  /** The game is over, the computer moves, or we wait for a person. */
  function settle() {
    if (isComputerAt(state.cursor) && !isOver(current().analysis)) return computerTurn();
    setPhase(isOver(current().analysis) ? "over" : "ready");
    if (state.phase === "over") lessons.gameOver();
    renderControls();
  }

  /**
   * The computer's visible pause: "thinking", the core's best move, after THINK_MS its pick
   * marked on the board, after SHOW_PICK_MS more the move made. Every step is dropped when the
   * generation moved on (undo, a new game) meanwhile.
   */
  async function computerTurn() {
    const generation = ++state.generation;
    const stale = () => generation !== state.generation;
    const { position, analysis: before } = current();
    const game = gameId();
    setPhase("thinking");
    renderControls();
    const level = state.opponent;
    const started = performance.now();
    /** @type {any} */
    let best;
    try {
      // After a mistake the perfect computer plays the very reply the lesson note names.
      best =
        lessons.plannedReply(game, position, level) ?? (await engine.bestMove(game, position, level, Math.floor(Math.random() * 2 ** 32)));
    } catch (error) {
      return computerFailed(stale, error);
    }
    // A second move of the same turn (Pig's next decision) is thought over for a shorter while.
    const again = shownMove();
    await sleep((again ? THINK_MS / 3 : THINK_MS) - (performance.now() - started));
    if (stale()) return;
    const to = best.to || (config.emptyPosition ?? "");
    const made = before.moves?.find((/** @type {MoveInfo} */ m) => m.move === best.move);
    let landed;
    try {
      landed = await land(game, to, generation);
    } catch (error) {
      return computerFailed(stale, error);
    }
    if (!landed) return;
    const { analysis: next, chance } = landed;
    const entry = { ...entryOf(before, next, best.move, "Computer"), made, chance };
    const said = config.computerWords(best.move, before, next, entry);
    // The computer's moves since the student's last one are named together ("rolled 4, held 6").
    const words = again && !Array.isArray(said) && !Array.isArray(again.words) ? `${again.words}, ${said}` : said;
    const text = `The computer ${Array.isArray(said) ? said.join("") : said}`;
    config.highlightPick?.(page, best.move, before, next);
    dom.status.textContent = `${text}…`;
    await sleep(config.showMs ?? SHOW_PICK_MS);
    if (stale()) return;
    state.shown = { entry, move: best.move, before, words };
    const key = focusedKey();
    push(entry);
    restoreFocus(key);
    // The status line moves on to "Your turn" at once: say the move to screen readers.
    announce(`${text}.`);
  }

  /** The computer's move failed (the core's error): said, and a person may go on. */
  function computerFailed(stale, error) {
    if (stale()) return;
    setPhase("ready");
    showError(dom.hashError, `The computer could not ${noun}: ${error.message}`);
    renderStatus();
  }

  /**
   * Where a move to `to` lands: its analysis, and where chance acts there (the die in the air)
   * the outcome the page's `chance.draw` picks, shown rolling for `chance.ms` (the phase
   * "rolling"), then played. Null when the game moved on meanwhile.
   * @returns {Promise<{ analysis: Analysis, chance?: MoveInfo } | null>}
   */
  async function land(game, to, generation) {
    let analysis = await engine.analyze(game, to);
    if (generation !== state.generation) return null;
    if (analysis.toAct?.kind !== "chance" || !config.chance) return { analysis };
    const chanceConfig = config.chance;
    const phase = state.phase;
    setPhase("rolling");
    chanceConfig.rolling(page, true);
    renderStatus();
    await sleep(chanceConfig.ms);
    chanceConfig.rolling(page, false);
    if (generation !== state.generation) return null;
    setPhase(phase);
    const move = chanceConfig.draw(page, analysis.toAct.outcomes);
    const chance = analysis.moves.find((/** @type {MoveInfo} */ m) => m.move === move);
    analysis = await engine.analyze(game, chance.to);
    if (generation !== state.generation) return null;
    return { analysis, chance };
  }

  /**
   * True when a person may not move now; says why in `errorBox` when it is worth saying (the
   * computer's turn, the game is over, a lesson question waits, the page's own reason).
   */
  function moveRefused(errorBox) {
    const why = /** @type {string | null | undefined | false} */ (
      config.refuse?.() ||
        (state.phase === "thinking"
          ? `Wait for the computer to finish its ${noun}.`
          : state.phase === "over" && !solo
            ? `The game is over: start a new game or undo a ${noun}.`
            : !["ready", "over"].includes(state.phase) || state.moving
              ? ""
              : lessons.blocksMove())
    );
    if (why) showError(errorBox, why);
    return why !== null && why !== undefined && why !== false;
  }

  /** The history entry of `move` (as the core lists it) by `who` from `before` to `after`, with the page's note. */
  const entryOf = (before, after, move, who) => ({
    position: after.position,
    analysis: after,
    move,
    note: config.moveNote?.(before, after, move, who),
  });

  /** A person makes `move` (the core's notation). Returns true when it was played. */
  async function personMove(move, errorBox = dom.moveError) {
    if (moveRefused(errorBox)) return false;
    const generation = ++state.generation;
    state.moving = true;
    renderInteractivity();
    const from = state.cursor;
    const before = current().analysis;
    try {
      const to = (await engine.play(gameId(), current().position, move)) || (config.emptyPosition ?? "");
      if (generation !== state.generation) return false;
      const landed = await land(gameId(), to, generation);
      if (!landed) return false;
      const { analysis, chance } = landed;
      // The move as the core lists it ("2 - 3" typed is "2-3"; the very move made when two
      // lead to the same position), judged by the lesson before the computer can reply.
      const who = playerAt(from) === "you" ? "You" : sided ? config.sideName(before) : moverAt(from);
      const listed = (/** @type {MoveInfo} */ m) => m.to === to || m.to === analysis.position;
      const made = before.moves?.find((/** @type {MoveInfo} */ m) => m.move === move && listed(m)) ?? before.moves?.find(listed);
      const entry = { ...entryOf(before, analysis, made?.move ?? move, who), made, chance };
      await lessons.judge(from, entry);
      if (generation !== state.generation) return false;
      clearErrors();
      Object.assign(state, { moving: false, shown: null });
      push(entry);
      return true;
    } catch (error) {
      if (generation === state.generation) showError(errorBox, error.message);
      return false;
    } finally {
      state.moving = false;
      renderInteractivity();
    }
  }

  /** Play `move` from the board; keeps the keyboard focus where it was. */
  async function boardMove(move, errorBox = dom.boardError ?? dom.moveError) {
    if (!interactive()) return false;
    const key = focusedKey();
    const ok = await personMove(move, errorBox);
    restoreFocus(key);
    return ok;
  }

  // -- Focus survives redraws (turns/focus.js): the same board item, by its data-key, gets it back.

  const focusedKey = () => focusIn(dom.board);
  const restoreFocus = (key) => refocus(dom.board, key, config.focusTarget);

  /** Redraw the board after a change of the page's own (a chosen piece), keeping the focus. */
  function redraw() {
    const key = focusedKey();
    config.renderBoard(page);
    restoreFocus(key);
    renderInteractivity();
  }

  // -- Drawing -------------------------------------------------------------------------------

  /** The line under the board that names the computer's last move while it stays on show (a solver has no computer). */
  const computerLine = solo ? null : el("p", { class: "computer-line", id: "computer-move", hidden: true });
  if (computerLine) (dom.board.closest(".board-wrap, .board-frame") ?? dom.board).after(computerLine);

  /** The computer's move on show at the current position, or null. */
  const shownMove = () => (state.shown && state.shown.entry === current() ? state.shown : null);

  /**
   * The one rule of Ask me first, for every page and whatever Hints says: while a question
   * waits ("P or N?", the outcome class or Pig's chance, then "Which move wins?"), nothing on
   * the page names its answer. The hints are off for the while (refresh), and <body> has the
   * class "lesson-hiding", which hides every ".spoiler" a page drew, the values, marks and
   * "Winning move" sentences (lessons.css). True while it holds.
   */
  function holdAnswers() {
    const waits = lessons.waiting();
    dom.body.classList.toggle("lesson-hiding", waits);
    return waits;
  }

  /** Everything drawn from the position and the hints: after a move, a lesson's answer, the Hints box. */
  function refresh(step = true) {
    if (!current()) return;
    // The board's hints: the Hints box, unless a lesson question waits (holdAnswers).
    state.hints = state.hintsWanted && !holdAnswers();
    config.renderBoard(page);
    renderStatus();
    renderInteractivity();
    config.renderExtras?.(page);
    if (step && state.whyOpen) config.renderStep(page);
  }

  const renderControls = () => {
    renderStatus();
    renderButtons();
    renderInteractivity();
  };

  /** "you", "computer" or the side's own name, for the player of side `side`. */
  function whoPlays(side) {
    const index = side === config.sideName(current().analysis) ? state.cursor : state.cursor + 1;
    return playerAt(index) ?? side;
  }

  function renderStatus() {
    const { analysis } = current() ?? {};
    if (!analysis) return;
    const over = isOver(analysis);
    const side = sided ? config.sideName(analysis) : "";
    const text = statusText({
      phase: state.phase,
      phaseStatus: config.phaseStatus,
      over,
      side,
      player: playerAt(state.cursor),
      mover: (offset) => moverAt(state.cursor + offset),
      overText: () => config.overText(analysis, whoPlays),
      outcome: analysis.outcome,
      overNote: over && !sided ? config.overNote?.(analysis) : undefined,
      rule: state.rule,
      noun,
      ask: config.ask,
      solver: solo
        ? { turn: config.solver?.turn ?? "Your turn", solved: () => config.solver?.solved(analysis, state.cursor) ?? "Solved!" }
        : undefined,
    });
    renderStatusText(dom.status, text);
    dom.status.classList.toggle("over", over);
    // A puzzle's page has neither Play again, hints nor the badge.
    if (dom.again) dom.again.hidden = !over;
    if (dom.hintLine) dom.hintLine.hidden = !state.hints;
    if (dom.hintLegend) dom.hintLegend.hidden = !state.hints;
    if (dom.badge) renderOutcomeBadge(analysis, over, side, text);
    if (state.hints) dom.hintLine.textContent = config.hintText(analysis);
    lessons.update();
    holdAnswers();
  }

  /** The outcome badge: shown with hints, and after a lesson question with or without them. */
  function renderOutcomeBadge(analysis, over, side, text) {
    dom.badge.hidden = !(state.hints || lessons.revealed());
    if (config.badgeText) {
      // A game with no outcome (Pig's chances): the page's words in a neutral colour, none at the end.
      const words = dom.badge.hidden || over ? "" : config.badgeText(analysis);
      dom.badge.className = "badge badge-chance";
      dom.badge.textContent = words;
      dom.badge.hidden ||= !words;
    } else if (!dom.badge.hidden && over) {
      // At the end "P-position: the player to move loses" beside "You win!" reads as a
      // contradiction: the badge says how the game ended and for whom (a two-sided game's own
      // words: "X has three in a row"), in a colour of its own, not the loser's red.
      const mover = sided ? whoPlays(side) : moverAt(state.cursor);
      const how = sided && typeof text !== "string" ? text.note : "";
      renderBadge(dom.badge, analysis.outcome, "", how || endSentence(analysis.outcome, mover === "computer" ? "the computer" : mover));
      dom.badge.classList.add("badge-over");
    } else if (!dom.badge.hidden && config.outcomeClass) {
      renderClassBadge(dom.badge, config.outcomeClass, analysis);
    } else if (!dom.badge.hidden) {
      // Two-sided games: the status beside the badge already names the side to move.
      renderBadge(dom.badge, analysis.outcome, sided ? "" : (config.badgeValue?.(analysis) ?? ""));
    }
  }

  function renderButtons() {
    dom.undo.disabled = locked() || undoTarget() < 0;
    dom.redo.disabled = locked() || redoTarget() < 0;
    if (dom.moveInput) dom.moveInput.disabled = dom.moveSubmit.disabled = state.phase !== "ready";
  }

  /** The board is clickable only when a person is to move. */
  function renderInteractivity() {
    const on = interactive();
    dom.board.classList.toggle("interactive", on);
    for (const node of dom.board.querySelectorAll(config.actionSelector ?? "[data-action]")) {
      if (on) node.removeAttribute("aria-disabled");
      else node.setAttribute("aria-disabled", "true");
    }
    if (current()) config.interactivityChanged?.(page, on);
  }

  // -- The Why? panel (pages with #why-toggle), or the page's own step-through in the address ---

  const why = createWhyPanel({
    dom,
    state,
    current,
    gameId: () => gameId(),
    writeHash: () => writeHash(),
    renderStep: () => config.renderStep(page),
    closed: () => config.whyClosed?.(page),
    explain: config.explain,
    keepCaptionKind: config.keepCaptionKind,
    emptyExplanation: config.emptyExplanation,
    address: config.address,
  });
  const { stepper, refreshStepButtons, address } = why;
  const loadExplanation = why.load;

  // -- Errors --------------------------------------------------------------------------------

  const showError = (box, message) => (box.textContent = message);
  function clearErrors() {
    for (const box of [dom.moveError, dom.newError, dom.hashError, dom.boardError, ...(config.errorBoxes?.() ?? [])])
      if (box) box.textContent = "";
  }

  // -- Wiring --------------------------------------------------------------------------------

  // A puzzle's page has no opponent, move box, Play again, New game form nor Hints.
  dom.opponent?.addEventListener("change", syncFirstMover);
  dom.moveForm?.addEventListener("submit", async (event) => {
    event.preventDefault();
    const text = dom.moveInput.value.trim();
    if (!text) return showError(dom.moveError, config.moveHelp);
    let move = text;
    try {
      move = config.typedMove?.(text) ?? text;
    } catch (error) {
      return showError(dom.moveError, error.message);
    }
    if (await personMove(move)) {
      dom.moveInput.value = "";
      if (state.phase === "ready" || state.phase === "thinking") dom.moveInput.focus();
    }
  });
  dom.again?.addEventListener("click", again);
  dom.undo.addEventListener("click", undo);
  dom.redo.addEventListener("click", redo);

  dom.newForm?.addEventListener("submit", (event) => {
    event.preventDefault();
    const chosen = config.formPosition?.(page);
    if (chosen === null) return;
    const { position, settings } = typeof chosen === "object" ? chosen : { position: chosen, settings: undefined };
    startFromForm(position ?? (dom.newPosition.value.trim() || current()?.position || state.defaultPosition), settings);
  });
  dom.random?.addEventListener("click", () => {
    dom.newPosition.value = config.randomPosition(state.settings);
    startFromForm(dom.newPosition.value);
  });
  dom.hints?.addEventListener("change", () => {
    state.hintsWanted = dom.hints.checked;
    refresh();
  });

  bindTurnKeys({
    board: dom.board,
    ready: () => Boolean(current()),
    undo,
    redo,
    whyOpen: () => state.whyOpen,
    stepper,
    keys: config.keys ?? {},
  });

  // Edits of the address bar: a new position starts a game there (the last good one comes back
  // on failure); then the step the address asks for.
  window.addEventListener("hashchange", async () => {
    if (!current()) return;
    const wanted = readHash();
    const same = hashOf(wanted.rule, wanted.settings, wanted.position) === hashOf(state.rule, state.settings, current().position);
    if (same || (await startGame(wanted.position, wanted.rule, wanted.settings, dom.hashError))) address.show(wanted.step, wanted.options);
    else writeHash();
  });

  /** Read the game's catalogue entry, then start from the address, or from the default position. */
  async function boot() {
    const info = catalogueEntry(config.catalogId);
    if (info?.defaultPosition) state.defaultPosition = info.defaultPosition;
    config.catalog?.(info);
    syncForm();
    const { rule, settings, position, step, options } = readHash();
    if (position && (await startGame(position, rule, settings, dom.hashError))) {
      if (step) address.show(step, options);
      return;
    }
    const message = dom.hashError.textContent;
    const ok =
      (await startGame(state.defaultPosition, position ? "normal" : rule, position ? defaults() : settings, dom.hashError)) ||
      (await startGame(state.defaultPosition, "normal", defaults(), dom.hashError));
    if (message) showError(dom.hashError, `${message} Showing ${current()?.position ?? state.defaultPosition} instead.`);
    // "#@why=3" names no position: the step is for the default one. A position that failed
    // keeps its error, and its step is not applied to another position.
    else if (ok && !position && step) address.show(step, options);
  }

  /** @type {TurnsPage} */
  const page = {
    dom,
    state,
    lessons,
    current,
    gameId,
    interactive,
    isOver,
    moverAt,
    shownMove,
    personMove,
    boardMove,
    goTo,
    pushMoves,
    restart,
    startFromForm,
    showError,
    setPhase,
    renderButtons,
    renderInteractivity,
    refreshStepButtons,
    stepper,
    writeHash,
    redraw,
    boot,
    /** True while a question of "Ask me first" waits for the student's answer: nothing may give it away. */
    asking: () => lessons.waiting(),
  };
  return page;
}
