// The game flow the Nim page, the Chomp page and the impartial pages (impartial.js) share, on
// top of game-session.js: the history (createSession) and lessons (createLessons) of the
// page's `state`, what happens after every change of position (redraw, reload the Why?
// explanation, then settle: game over, the computer's turn or wait for a person), the
// computer's turn around the page's own pick, the checks before a person's move, the status
// line with its hints and badge, the undo/redo and move buttons, the Why? panel (stepper, step
// address, loading the explanation, opening and closing), errors shown next to inputs and the
// players of the New game form.
//
// The page keeps its drawing, its words and its hash format, and hands them in:
//   state, dom            the page's state object and elements (status, badge, hint-line,
//                         again, undo, redo, move form, Why? panel, error boxes, the New game
//                         form with its opponent and first-mover fields)
//   noun                  "move" (default) or "bite": in the status line and error messages
//   isOver(analysis)      the game is over at this position
//   lessons               createLessons' options but state, session, noun and isOver (lessons.js)
//   hash()                the address of the current position, without the Why? step
//   decodedHash           compare the address decoded (game-session.js replaceHash)
//   jumped()              after undo/redo/goTo, besides clearing the errors (optional)
//   errorBoxes()          error boxes besides the move, new-game and address ones (optional)
//   renderTitle(), renderBoard(), renderExtras()  the page's part of a full redraw
//   renderInteractivity() after the phase changed: the board is (not) clickable
//   overNote(analysis)    the sentence under "You win!"
//   badgeValue(analysis)  what follows the outcome on the badge (optional)
//   hintText(analysis)    the hint line
//   phaseStatus           status text of the page's own phases ({ solving: "..." }; optional)
//   lockHistory()         true while undo and redo are off besides (optional)
//   computerTurn()        one turn's hooks for game-session.js computerTurn: { begin, ask,
//                         show, play, showMs }; the flow adds the "thinking" phase and errors
//   personMove(text)      a typed move (game-session.js bindMoveForm); moveHelp its help
//   game()                the core's game id, for the explanation
//   renderStep()          draw the Why? step on show (stepper.index of state.steps)
//   whyClosed()           after the Why? panel closed (optional)
//   keepCaptionKind       Chomp: the caption keeps its step kind while a new one loads
//   emptyExplanation      the caption when there are no steps (optional: else it stays)
//   dropLateErrors        an explanation's error for a position already left is not shown

import * as engine from "./engine.js";
import { STALE, latest } from "./engine.js";
import { Stepper } from "./stepper.js";
import { el, bindStepControls } from "./ui.js";
import { createSession, winnerText as winnerName, renderBadge, bindMoveForm, readPlayers, computerTurn as computerPause, replaceHash, showWhyPanel, createStepAddress } from "./game-session.js";
import { createLessons } from "./lessons.js";

export function createGameFlow(options) {
  const { state, dom, noun = "move", isOver } = options;
  const current = () => state.entries[state.cursor];

  // Turn order, history and undo/redo (game-session.js). Against the computer a step goes back
  // to the student's previous turn, so the computer's reply and the student's move go together.
  const session = createSession(state, {
    jumped: () => {
      clearErrors();
      options.jumped?.();
    },
    arrived: () => {
      // A move (or undo, redo) leaves the explanation's step behind: the address drops it.
      address.drop();
      writeHash();
      positionChanged();
    },
  });
  const { moverAt, isComputer, undoTarget, redoTarget, undo, redo } = session;

  // Predict-then-reveal, the losing-move note and the game record (lessons.js).
  const lessons = createLessons({ state, session, noun, isOver, ...options.lessons });

  /** The board's hints: the Hints box, unless a lesson question hides them for now. */
  function applyHints() {
    state.hints = state.hintsWanted && !lessons.hiding();
  }

  function setPhase(phase) {
    state.phase = phase;
    dom.body.dataset.state = phase;
  }

  /** The current position's address, with the Why? step while one is on show. */
  function writeHash() {
    const step = state.whyOpen ? address.suffix() : "";
    replaceHash(options.hash() + step, { decoded: options.decodedHash });
  }

  // -------------------------------------------------------------------------------------
  // After every change

  /** Redraw everything for the current position and decide who acts next. */
  function positionChanged() {
    render();
    if (state.whyOpen) loadExplanation();
    settle();
  }

  /** After any change: the game is over, the computer moves, or we wait for a person. */
  function settle() {
    const { analysis } = current();
    if (isOver(analysis)) {
      setPhase("over");
      lessons.gameOver();
    } else if (isComputer(moverAt(state.cursor))) {
      computerTurn();
      return;
    } else {
      setPhase("ready");
    }
    renderStatus();
    renderButtons();
    options.renderInteractivity();
  }

  /** The computer's turn: the page's pick (options.computerTurn) inside the visible pause. */
  function computerTurn() {
    const turn = options.computerTurn();
    return computerPause(state, {
      showMs: turn.showMs,
      begin: () => {
        setPhase("thinking");
        renderStatus();
        renderButtons();
        options.renderInteractivity();
        turn.begin?.();
      },
      ask: turn.ask,
      failed: (error) => {
        setPhase("ready");
        showError(dom.hashError, `The computer could not ${noun}: ${error.message}`);
        renderStatus();
      },
      show: turn.show,
      play: turn.play,
    });
  }

  /**
   * True when a person may not move now; says why in `errorBox` when it is worth saying (the
   * computer's turn, the game is over, a lesson question waits).
   */
  function moveRefused(errorBox) {
    if (state.phase === "thinking") {
      showError(errorBox, `Wait for the computer to finish its ${noun}.`);
      return true;
    }
    if (state.phase === "over") {
      showError(errorBox, `The game is over: start a new game or undo a ${noun}.`);
      return true;
    }
    if (state.phase !== "ready" || state.moving) return true;
    const question = lessons.blocksMove();
    if (question) {
      showError(errorBox, question);
      return true;
    }
    return false;
  }

  // -------------------------------------------------------------------------------------
  // Drawing

  function render() {
    applyHints();
    options.renderTitle();
    options.renderBoard();
    renderStatus();
    renderButtons();
    options.renderExtras?.();
  }

  function winnerText(analysis) {
    const toMove = moverAt(state.cursor);
    const other = moverAt(state.cursor + 1);
    // At the end the core's outcome says whether the player to move has won (N) or lost (P).
    return winnerName(analysis.outcome === "N" ? toMove : other);
  }

  function renderStatus() {
    const entry = current();
    if (!entry) return;
    const { analysis } = entry;
    const over = isOver(analysis);
    const phaseText = options.phaseStatus?.[state.phase];
    dom.status.textContent = "";
    if (state.phase === "thinking") dom.status.textContent = "Computer is thinking…";
    else if (phaseText) dom.status.textContent = phaseText;
    else if (over) dom.status.append(winnerText(analysis), el("span", { class: "status-note", text: options.overNote(analysis) }));
    else {
      const who = moverAt(state.cursor);
      dom.status.textContent = who === "you" ? "Your turn" : `${who} to ${noun}`;
    }
    dom.status.classList.toggle("over", over);
    dom.again.hidden = !over;

    const hints = state.hints;
    // After a lesson question the badge shows the answer, with or without hints.
    dom.badge.hidden = !(hints || lessons.revealed());
    dom.hintLine.hidden = !hints;
    if (dom.hintLegend) dom.hintLegend.hidden = !hints;
    if (!dom.badge.hidden) renderBadge(dom.badge, analysis.outcome, options.badgeValue?.(analysis));
    if (hints) dom.hintLine.textContent = options.hintText(analysis);
    lessons.update();
  }

  function renderButtons() {
    const locked = options.lockHistory?.() ?? false;
    dom.undo.disabled = locked || undoTarget() < 0;
    dom.redo.disabled = locked || redoTarget() < 0;
    const canMove = state.phase === "ready";
    dom.moveInput.disabled = !canMove;
    dom.moveSubmit.disabled = !canMove;
  }

  // -------------------------------------------------------------------------------------
  // The Why? panel

  const explainLatest = latest(engine.explain);
  const stepper = new Stepper({
    onChange: () => {
      address.changed();
      options.renderStep();
      // Each step shown goes into the address bar (replaceState: no history entry per step).
      if (current()) writeHash();
    },
  });
  const refreshStepButtons = bindStepControls(dom.whyBody, stepper);
  /** The Why? step in the address: "#3,4,5@why=4" (step-url.js). */
  const address = createStepAddress(stepper);

  /** Ask the core to explain the current position; the step shown is the address's. */
  async function loadExplanation() {
    const { position, analysis } = current();
    dom.whyCaption.textContent = "Working it out…";
    if (!options.keepCaptionKind) delete dom.whyCaption.dataset.kind;
    let result;
    try {
      result = await explainLatest(options.game(), position);
    } catch (error) {
      if (options.dropLateErrors && current().position !== position) return;
      dom.whyCaption.textContent = error.message;
      state.steps = [];
      state.explained = null;
      address.load(0);
      return;
    }
    if (result === STALE) return;
    state.steps = result.steps ?? [];
    state.explained = { position, analysis, game: options.game() };
    // The step the address asked for (clamped to the last), else the first.
    address.load(state.steps.length);
    if (state.steps.length === 0 && options.emptyExplanation) dom.whyCaption.textContent = options.emptyExplanation;
  }

  function setWhyOpen(open) {
    state.whyOpen = open;
    showWhyPanel(dom, open);
    if (open) {
      address.show();
      loadExplanation();
    } else {
      stepper.dispose();
      options.whyClosed?.();
      // Closed: the step leaves the address.
      address.drop();
      writeHash();
    }
  }

  /** The address asks for Why? step `step` of the position on show, or for none (null). */
  function showStep(step) {
    address.follow(step, { isOpen: () => state.whyOpen, open: () => setWhyOpen(true), reload: loadExplanation, writeHash });
  }

  // -------------------------------------------------------------------------------------
  // Errors

  function showError(box, message) {
    box.textContent = message;
  }

  function clearErrors() {
    for (const box of [dom.moveError, dom.newError, dom.hashError, ...(options.errorBoxes?.() ?? [])]) {
      if (box) box.textContent = "";
    }
  }

  // -------------------------------------------------------------------------------------
  // The New game form's players: who moves first and the opponent

  /** "Who moves first" only matters against the computer; two players take turns from Player 1. */
  function syncFirstMover() {
    if (dom.firstMover) dom.firstMover.disabled = dom.opponent.value === "human";
  }

  /** Show the game's players in the form. */
  function syncPlayers() {
    for (const input of dom.newForm.querySelectorAll('input[name="first"]')) input.checked = input.value === state.first;
    dom.opponent.value = state.opponent;
    syncFirstMover();
  }

  /**
   * Start a game with the form's players: `start(data)` (the form's FormData) resolves true on
   * success; on failure the players go back to those of the game on show.
   */
  async function startWithPlayers(start) {
    if (state.phase === "loading" || state.phase === "error") return false;
    const data = new FormData(dom.newForm);
    const previous = { first: state.first, opponent: state.opponent };
    Object.assign(state, readPlayers(data));
    const ok = await start(data);
    if (!ok) Object.assign(state, previous);
    return ok;
  }

  // -------------------------------------------------------------------------------------
  // Wiring: the opponent, the typed move, Play again, undo/redo and the Why? toggle

  dom.opponent.addEventListener("change", syncFirstMover);
  bindMoveForm(dom, {
    personMove: (text) => options.personMove(text),
    help: options.moveHelp,
    phase: () => state.phase,
  });
  dom.again.addEventListener("click", session.again);
  dom.undo.addEventListener("click", undo);
  dom.redo.addEventListener("click", redo);
  dom.whyToggle.addEventListener("click", () => setWhyOpen(!state.whyOpen));

  return {
    session,
    lessons,
    current,
    applyHints,
    setPhase,
    writeHash,
    positionChanged,
    settle,
    moveRefused,
    render,
    renderStatus,
    renderButtons,
    winnerText,
    stepper,
    address,
    refreshStepButtons,
    loadExplanation,
    setWhyOpen,
    showStep,
    showError,
    clearErrors,
    syncPlayers,
    startWithPlayers,
  };
}
