// The shared controller of the search lab's two-player pages (tic-tac-toe and 2x2 Go): game
// state, the computer's answer after a short visible pause, undo/redo, the URL hash, the hints
// badge (win, draw or loss for the player to move) and errors. The machinery every game page
// shares (turn order, history, the computer's pause, hash and keyboard helpers) comes from
// game-session.js; each page brings its drawing and words through a small `config` object and
// calls `createPartisanPage(config)`.
//
// Every outcome, move and value comes from the core through engine.js. The position text the
// core prints is the page's state: what the URL hash holds and what undo restores. Players
// alternate strictly (a pass in Go is a move), so whose turn it is follows from the index in
// the game, counted from the position the game started at; the side to move (X or O, Black or
// White) is the core's.
//
// config:
//   game                  the core's game id ("tictactoe", "go")
//   title                 the game's name for the document title
//   defaultPosition       used when the hash holds none
//   sideName(analysis)    the name of the side to move ("X", "Black")
//   isOver(analysis)      whether the game has ended
//   overText(analysis, whoPlays)  { headline, note } at the end; `whoPlays(side)` -> "you" / "computer" / the side
//   renderBoard(page)     draw page.current() into page.dom.board
//   interactivityChanged(page, on)  the board became (not) playable
//   describeMove(move, before)      "cell 5", "a stone on b", "a pass" (for the status line)
//   moveNote(before, after, move, who)  a sentence about the move just made (optional)
//   highlightPick(page, move)       mark the computer's choice on the board before it is made
//   hintText(analysis)    the line under the board in hint mode
//   positionChanged(page) anything else that follows the position (optional)
//   emptyMoveHelp         the message for an empty move box
//   keys                  { stepper(), stepping(), ownArrows(target), otherKey(event) }: the page's
//                         stepper, stepped with the arrow keys while `stepping()` (optional)
//   address               { suffix(), moved(), show(step, options) }: the page's step-through in
//                         the address, "#<position>@why=<step>;<options>" (step-url.js): the
//                         suffix to write after the position, the position moved on (drop the
//                         step), the address asks for `step` (null: none) (optional; without
//                         it a step in the address is ignored and the position still loads)

import * as engine from "./engine.js";
import { el, usesArrowKeys } from "./ui.js";
import {
  createSession, bindMoveForm, readPlayers, computerTurn as computerPause, readStepHash, replaceHash, followHash,
  bindGameKeys, renderBadge,
} from "./game-session.js";
import { createLessons } from "./lessons.js";

const $ = (id) => document.getElementById(id);

/** The other side of a two-sided game, for naming players in a game between two people. */
const OTHER_SIDE = { X: "O", O: "X", Black: "White", White: "Black" };

export function createPartisanPage(config) {
  const dom = {
    body: document.body,
    status: $("status"),
    badge: $("badge"),
    again: $("again"),
    moveNote: $("move-note"),
    hashError: $("hash-error"),
    /** Errors of moves made on the board itself, shown right above it. */
    boardError: $("board-error"),
    board: $("board"),
    hintLine: $("hint-line"),
    hintLegend: $("hint-legend"),
    moveForm: $("move-form"),
    moveInput: $("move-input"),
    moveSubmit: $("move-submit"),
    moveError: $("move-error"),
    undo: $("undo"),
    redo: $("redo"),
    hints: $("hints"),
    newForm: $("new-form"),
    newPosition: $("new-position"),
    newError: $("new-error"),
    opponent: $("opponent"),
    firstMover: $("first-mover"),
  };

  const state = {
    /** "loading" | "ready" | "thinking" | "over" | "error" (mirrored on body[data-state]). */
    phase: "loading",
    /** "perfect" | "beginner" | "human" */
    opponent: "perfect",
    /** "you" | "computer": who moves first from the start position against the computer. */
    first: "you",
    /** One entry per position of the game: { position, analysis, move, note }; `cursor` is now. */
    entries: [],
    cursor: 0,
    /** The Hints box; `hints` is what the board shows (off while a lesson question is open). */
    hintsWanted: false,
    hints: false,
    generation: 0,
    moving: false,
    defaultPosition: config.defaultPosition,
  };

  const current = () => state.entries[state.cursor];

  // Turn order, history and undo/redo (game-session.js). Against the computer a step goes back
  // to the student's previous turn, so the computer's reply and the student's move go together.
  const session = createSession(state, {
    arrived: () => {
      // A move (or undo, redo) leaves the step-through's step behind: the address drops it.
      config.address?.moved();
      writeHash();
      positionChanged();
    },
    jumped: () => {
      state.moving = false;
      clearErrors();
    },
  });
  /** "you", "computer", or null in a two-player game (then the side's own name is used). */
  const playerAt = (index) => (state.opponent === "human" ? null : session.moverAt(index));
  const isComputerAt = (index) => playerAt(index) === "computer";
  /** The side to move at entry `index`: sides alternate strictly (a pass is a move). */
  function sideAt(index) {
    const first = config.sideName(state.entries[0].analysis);
    return index % 2 === 0 ? first : OTHER_SIDE[first] ?? first;
  }

  // Predict-then-reveal, the losing-move note and the game record (lessons.js): the outcome
  // here is the core's for the player to move, win (N), loss (P) or draw (D).
  const lessons = createLessons({
    state,
    session,
    kind: "partisan",
    game: () => config.game,
    barBefore: dom.hintLine,
    recordAfter: dom.board.closest("section"),
    who: (index) => playerAt(index) ?? sideAt(index),
    side: sideAt,
    isComputerAt,
    moveText: (move, before) => config.describeMove(move, before),
    isOver: (analysis) => config.isOver(analysis),
    refresh: () => {
      applyHints();
      config.renderBoard(page);
      renderStatus();
      renderInteractivity();
    },
    highlight: (move) => config.highlightPick?.(page, move),
  });

  /** The board's hints: the Hints box, unless a lesson question hides them for now. */
  function applyHints() {
    state.hints = state.hintsWanted && !lessons.hiding();
  }

  function setPhase(phase) {
    state.phase = phase;
    dom.body.dataset.state = phase;
  }

  /** True when a person may move on the board now. */
  const interactive = () => state.phase === "ready" && !state.moving && !isComputerAt(state.cursor);

  /** "#<position>", then the page's step while one is in the address ("@why=12", step-url.js). */
  const writeHash = () => replaceHash(`#${current().position}${config.address?.suffix() ?? ""}`, { decoded: true });

  // -------------------------------------------------------------------------------------
  // Game flow

  /**
   * Start a game at `position`. Returns true on success; on a bad position the core's message
   * goes to `errorBox` and the current game stays as it was.
   */
  async function startGame(position, errorBox) {
    const generation = ++state.generation;
    let analysis;
    try {
      analysis = await engine.analyze(config.game, position);
    } catch (error) {
      if (generation === state.generation) {
        showError(errorBox, error.message);
        if (state.entries.length) settle();
      }
      return false;
    }
    if (generation !== state.generation) return false;
    state.entries = [{ position: analysis.position, analysis }];
    state.cursor = 0;
    clearErrors();
    config.address?.moved();
    writeHash();
    if (dom.newPosition) dom.newPosition.value = analysis.position;
    positionChanged();
    return true;
  }

  function positionChanged() {
    render();
    config.positionChanged?.(page);
    settle();
  }

  function settle() {
    const { analysis } = current();
    if (config.isOver(analysis)) {
      setPhase("over");
      lessons.gameOver();
    } else if (isComputerAt(state.cursor)) {
      computerTurn();
      return;
    } else {
      setPhase("ready");
    }
    renderStatus();
    renderButtons();
    renderInteractivity();
  }

  function computerTurn() {
    const { position, analysis: before } = current();
    return computerPause(state, {
      begin: () => {
        setPhase("thinking");
        renderStatus();
        renderButtons();
        renderInteractivity();
      },
      ask: async ({ level, seed }) => {
        // After a mistake the perfect computer plays the very reply the lesson note names.
        const best = lessons.plannedReply(config.game, position, level) ?? await engine.bestMove(config.game, position, level, seed);
        return { best, next: await engine.analyze(config.game, best.to) };
      },
      show: ({ best }) => {
        config.highlightPick?.(page, best.move);
        dom.status.textContent = `Computer plays ${config.describeMove(best.move, before)}…`;
      },
      play: ({ best, next }) => {
        const note = config.moveNote?.(before, next, best.move, "Computer") ?? "";
        // The note (an aria-live line above the board) says the move to screen readers.
        session.push({ position: next.position, analysis: next, move: best.move, note });
      },
      failed: (error) => {
        setPhase("ready");
        showError(dom.hashError, `The computer could not move: ${error.message}`);
        renderStatus();
      },
    });
  }

  /** A person makes `move` (core notation). Returns true when it was played. */
  async function personMove(move, errorBox = dom.moveError) {
    if (state.phase === "thinking") {
      showError(errorBox, "Wait for the computer to finish its move.");
      return false;
    }
    if (state.phase === "over") {
      showError(errorBox, "The game is over: start a new game or undo a move.");
      return false;
    }
    if (state.phase !== "ready" || state.moving) return false;
    const question = lessons.blocksMove();
    if (question) {
      showError(errorBox, question);
      return false;
    }
    const generation = ++state.generation;
    state.moving = true;
    renderInteractivity();
    const from = state.cursor;
    const before = current().analysis;
    const who = playerAt(state.cursor) === "you" ? "You" : config.sideName(before);
    try {
      const to = await engine.play(config.game, current().position, move);
      if (generation !== state.generation) return false;
      const analysis = await engine.analyze(config.game, to);
      if (generation !== state.generation) return false;
      // The lesson judges the move before the computer can reply.
      const entry = { position: analysis.position, analysis, move, note: config.moveNote?.(before, analysis, move, who) ?? "" };
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

  function render() {
    applyHints();
    document.title = `${config.title} ${current().position} · Grundy`;
    config.renderBoard(page);
    dom.moveNote.textContent = current().note ?? "";
    renderStatus();
    renderButtons();
    renderInteractivity();
  }

  /** "you", "computer" or the side's own name, for the player of side `side`. */
  function whoPlays(side) {
    const toMove = config.sideName(current().analysis);
    const index = side === toMove ? state.cursor : state.cursor + 1;
    return playerAt(index) ?? side;
  }

  function renderStatus() {
    const entry = current();
    if (!entry) return;
    const { analysis } = entry;
    const over = config.isOver(analysis);
    const side = config.sideName(analysis);
    dom.status.textContent = "";
    if (state.phase === "thinking") {
      dom.status.textContent = `Computer (${side}) is thinking…`;
    } else if (over) {
      const { headline, note } = config.overText(analysis, whoPlays);
      dom.status.append(headline, note ? el("span", { class: "status-note", text: note }) : null);
    } else {
      dom.status.textContent = playerAt(state.cursor) === "you" ? `Your turn: you play ${side}` : `${side} to move`;
    }
    dom.status.classList.toggle("over", over);
    dom.again.hidden = !over;

    const hints = state.hints;
    // After a lesson question the badge shows the answer, with or without hints. Its words
    // are the room's (settings.js), for the side to move.
    dom.badge.hidden = !(hints || lessons.revealed());
    dom.hintLine.hidden = !hints;
    dom.hintLegend.hidden = !hints;
    if (!dom.badge.hidden) renderBadge(dom.badge, analysis.outcome, over ? " (the game is over)" : ` (${side} to move)`);
    if (hints) dom.hintLine.textContent = config.hintText(analysis);
    lessons.update();
  }

  function renderButtons() {
    dom.undo.disabled = session.undoTarget() < 0;
    dom.redo.disabled = session.redoTarget() < 0;
    const canMove = state.phase === "ready";
    dom.moveInput.disabled = !canMove;
    dom.moveSubmit.disabled = !canMove;
  }

  function renderInteractivity() {
    const on = interactive();
    dom.board.classList.toggle("interactive", on);
    config.interactivityChanged?.(page, on);
  }

  // -------------------------------------------------------------------------------------
  // Errors

  function showError(box, message) {
    box.textContent = message;
  }

  function clearErrors() {
    for (const box of [dom.moveError, dom.newError, dom.hashError, dom.boardError]) if (box) box.textContent = "";
  }

  // -------------------------------------------------------------------------------------
  // Wiring

  function syncForm() {
    for (const input of dom.newForm.querySelectorAll('input[name="first"]')) input.checked = input.value === state.first;
    dom.opponent.value = state.opponent;
    syncFirstMover();
  }

  /** "Who moves first" only matters against the computer. */
  function syncFirstMover() {
    dom.firstMover.disabled = dom.opponent.value === "human";
  }

  dom.opponent.addEventListener("change", syncFirstMover);

  async function startFromForm(position) {
    if (state.phase === "loading" || state.phase === "error") return false;
    const previous = { first: state.first, opponent: state.opponent };
    Object.assign(state, readPlayers(new FormData(dom.newForm)));
    const ok = await startGame(position, dom.newError);
    if (!ok) Object.assign(state, previous);
    return ok;
  }

  dom.newForm.addEventListener("submit", (event) => {
    event.preventDefault();
    startFromForm(dom.newPosition.value.trim() || state.defaultPosition);
  });

  bindMoveForm(dom, { personMove, help: config.emptyMoveHelp, phase: () => state.phase });

  dom.again.addEventListener("click", session.again);
  dom.undo.addEventListener("click", session.undo);
  dom.redo.addEventListener("click", session.redo);

  dom.hints.addEventListener("change", () => {
    state.hintsWanted = dom.hints.checked;
    applyHints();
    if (!current()) return;
    config.renderBoard(page);
    renderStatus();
    renderInteractivity();
  });

  // Ctrl+Z / Ctrl+Y, and the arrows for the page's own stepper (the tree view, the best line).
  const keys = config.keys ?? {};
  bindGameKeys({
    current,
    undo: session.undo,
    redo: session.redo,
    stepper: { back: () => keys.stepper?.().back(), forward: () => keys.stepper?.().forward() },
    whyOpen: () => Boolean(keys.stepping?.()),
    ownArrows: (target) => usesArrowKeys(target) || Boolean(target.closest?.("#board")) || Boolean(keys.ownArrows?.(target)),
    otherKey: (event) => Boolean(keys.otherKey?.(event)),
  });

  // The position, then the step the address asks for (split off first: no position holds "@").
  followHash({
    current,
    read: readStepHash,
    isCurrent: ({ text }) => text === current().position,
    start: ({ text }) => startGame(text, dom.hashError),
    writeHash,
    showStep: ({ step, options }) => config.address?.show(step, options),
  });

  async function boot() {
    try {
      const list = await engine.games();
      const info = list.find((g) => g.id === config.game);
      if (info?.defaultPosition) state.defaultPosition = info.defaultPosition;
    } catch (error) {
      setPhase("error");
      dom.status.textContent = error.message;
      return;
    }
    syncForm();
    const { text: position, step, options } = readStepHash();
    if (position && (await startGame(position, dom.hashError))) {
      if (step) config.address?.show(step, options);
      return;
    }
    const message = dom.hashError.textContent;
    const ok = await startGame(state.defaultPosition, dom.hashError);
    if (message) showError(dom.hashError, `${message} Showing ${state.defaultPosition} instead.`);
    // "#@why=3" names no position: the step is for the default one. A position that failed
    // keeps its error, and its step is not applied to another position.
    else if (ok && !position && step) config.address?.show(step, options);
  }

  const page = {
    dom,
    state,
    current,
    interactive,
    personMove,
    playerAt,
    whoPlays,
    showError,
    startGame,
    writeHash: () => current() && writeHash(),
    boot,
  };
  return page;
}
