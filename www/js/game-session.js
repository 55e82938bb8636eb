// The machinery the game pages share (Nim, Chomp, the impartial pages through impartial.js,
// tic-tac-toe and 2x2 Go through partisan.js, and the 8-puzzle's hash helpers): who moves when
// against the computer, the game's history (entries and cursor) with undo/redo targets and
// goTo, the computer's visible pause with a generation counter that drops stale replies, the
// URL hash helpers, and the keyboard (Ctrl+Z / Ctrl+Y, arrow keys for the Why? stepper). No DOM
// of its own beyond `document`, `location` and `history`: each page keeps its `state` object and
// drawing, and hands this module the few callbacks it needs.

import { el, isTyping } from "./ui.js";
import { outcomeName, onSettingsChange } from "./settings.js";
import { splitStep } from "./step-url.js";

export { createStepAddress, stepSuffix } from "./step-url.js";

/** The hash prefix of a misère position: page.html#misere:... */
export const MISERE_PREFIX = "misere:";
/** Pauses of the computer's turn: think, then show its move, then make it. */
export const THINK_MS = 450;
export const SHOW_PICK_MS = 550;

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

// ---------------------------------------------------------------------------------------
// Players, history, undo/redo

/**
 * The turn order and history of a game held in `state` ({ opponent, first, entries, cursor,
 * generation }). `arrived()` redraws after the cursor moved (the page writes the hash and
 * redraws); `jumped()` runs first on undo/redo/goTo only (the page clears its errors).
 */
export function createSession(state, { arrived, jumped = () => {} }) {
  /** The players in turn order. Against the computer "you" and "computer"; else two people. */
  function players() {
    if (state.opponent === "human") return ["Player 1", "Player 2"];
    return state.first === "you" ? ["you", "computer"] : ["computer", "you"];
  }
  /** Who is to move in the position at `index` of the game. */
  const moverAt = (index) => players()[index % 2];
  const isComputer = (who) => who === "computer";

  // Against the computer a step goes back to the student's previous turn, so the computer's
  // reply and the student's move are taken back together.
  function undoTarget() {
    if (state.opponent === "human") return state.cursor > 0 ? state.cursor - 1 : -1;
    for (let i = state.cursor - 1; i >= 0; i--) if (!isComputer(moverAt(i))) return i;
    return -1;
  }

  function redoTarget() {
    const last = state.entries.length - 1;
    if (state.cursor >= last) return -1;
    if (state.opponent === "human") return state.cursor + 1;
    for (let i = state.cursor + 1; i <= last; i++) if (!isComputer(moverAt(i)) || i === last) return i;
    return -1;
  }

  /** Show the position at `index`; a pending computer move or request is dropped. */
  function goTo(index) {
    if (index < 0 || index >= state.entries.length) return;
    state.generation++;
    state.cursor = index;
    jumped();
    arrived();
  }

  /** A new position was reached by a move: cut any redo branch and make it current. */
  function push(entry) {
    state.entries = state.entries.slice(0, state.cursor + 1);
    state.entries.push(entry);
    state.cursor = state.entries.length - 1;
    arrived();
  }

  /** Play again: the same start position, rule and players. */
  function again() {
    if (!state.entries.length) return;
    state.entries = state.entries.slice(0, 1);
    // A new game asks its questions afresh (lessons.js keeps its answers on the entries).
    delete state.entries[0].lesson;
    goTo(0);
  }

  return {
    players,
    moverAt,
    isComputer,
    undoTarget,
    redoTarget,
    goTo,
    push,
    again,
    undo: () => goTo(undoTarget()),
    redo: () => goTo(redoTarget()),
  };
}

/** The end of a game in words, for its `winner` ("you", "computer" or a player's name). */
export function winnerText(winner) {
  if (winner === "you") return "You win!";
  if (winner === "computer") return "Computer wins";
  return `${winner} wins!`;
}

/**
 * The hints' outcome badge: the letter in its colour and what it means in the room's words
 * (settings.js outcomeName), then `value` (", Grundy value 3"). `prefix` goes before the
 * meaning ("X to move: "). "P", "N" and, for tic-tac-toe and Go, "D". The badge remembers what
 * it shows, so that switching "Words for P/N" redraws it at once.
 */
export function renderBadge(badge, outcome, value = "", prefix = "") {
  const letter = outcome === "P" || outcome === "D" ? outcome : "N";
  badge.textContent = "";
  badge.className = `badge badge-${letter.toLowerCase()}`;
  badge.dataset.outcome = outcome;
  badge.dataset.badgeValue = value;
  badge.dataset.badgePrefix = prefix;
  badge.append(
    el("span", { class: "badge-letter", "aria-hidden": "true", text: outcomeName(letter, "short") }),
    el("span", { class: "badge-text", text: `${prefix}${outcomeName(letter, "sentence")}${value}` }),
  );
}

// Static words for outcomes (`<span data-outcome-term="P">`) are redrawn by settings.js, which
// every page loads, the home page too.
onSettingsChange(() => {
  for (const badge of document.querySelectorAll(".badge[data-badge-value]")) {
    renderBadge(badge, badge.dataset.outcome, badge.dataset.badgeValue, badge.dataset.badgePrefix);
  }
});

/**
 * The typed-move form (#move-form, #move-input, #move-error in `dom`): an empty box shows
 * `help`; a move played through `personMove(text)` empties the box, which keeps the focus
 * while the game goes on (`phase()` "ready" or "thinking").
 */
export function bindMoveForm(dom, { personMove, help, phase }) {
  dom.moveForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    const text = dom.moveInput.value.trim();
    if (!text) {
      dom.moveError.textContent = help;
      return;
    }
    if (await personMove(text)) {
      dom.moveInput.value = "";
      if (phase() === "ready" || phase() === "thinking") dom.moveInput.focus();
    }
  });
}

/** Who moves first and who the opponent is, from the New game form's data. */
export function readPlayers(data) {
  return {
    first: data.get("first") === "computer" ? "computer" : "you",
    opponent: ["perfect", "beginner", "human"].includes(data.get("opponent")) ? data.get("opponent") : "perfect",
  };
}

// ---------------------------------------------------------------------------------------
// The computer's turn

/**
 * The computer's visible pause. Bumps `state.generation`, calls `begin()` (the page shows
 * "thinking"), then `ask({ level, seed })` for its reply. After THINK_MS from the start,
 * `show(reply)` marks the pick; after `showMs` more, `play(reply)` makes it. Any step is
 * dropped when the generation moved on (undo, a new game) meanwhile; `failed(error)` runs
 * when `ask` threw and nothing newer happened.
 */
export async function computerTurn(state, { begin, ask, show, play, failed, showMs = SHOW_PICK_MS }) {
  const generation = ++state.generation;
  const stale = () => generation !== state.generation;
  begin();
  const level = state.opponent === "beginner" ? "beginner" : "perfect";
  const seed = Math.floor(Math.random() * 2 ** 32);
  const started = performance.now();
  let reply;
  try {
    reply = await ask({ level, seed });
  } catch (error) {
    if (!stale()) failed(error);
    return;
  }
  await sleep(THINK_MS - (performance.now() - started));
  if (stale()) return;
  show(reply);
  await sleep(showMs);
  if (stale()) return;
  play(reply);
}

// ---------------------------------------------------------------------------------------
// The URL hash

// Every page's hash is its position text, and while an explanation step is on show, the step:
// "#3,4,5@why=4" (step-url.js says why "@" never occurs in a position). Pages read it with
// readStepHash and keep the step in it with createStepAddress.

/** The text after "#", decoded when it can be (else raw: the core says what is wrong). */
export function readHashText() {
  let text = location.hash.replace(/^#/, "");
  try {
    text = decodeURIComponent(text);
  } catch {
    // keep the raw text; the core will say what is wrong with it
  }
  return text;
}

/**
 * The hash split into the position text and the explanation step asked for:
 * "#3,4,5@why=4" -> { text: "3,4,5", step: 4, options: {} }; step null when none is asked for.
 */
export const readStepHash = () => splitStep(readHashText());

/** "misere:3,4,5" -> { rule: "misere", text: "3,4,5" }; other text is normal play. */
export function splitRule(text) {
  if (text.startsWith(MISERE_PREFIX)) return { rule: "misere", text: text.slice(MISERE_PREFIX.length) };
  return { rule: "normal", text };
}

/** "#misere:" for misère play, "#" otherwise, then `text`. */
export const ruleHash = (rule, text) => `#${rule === "misere" ? MISERE_PREFIX : ""}${text}`;

/**
 * Put `hash` in the address bar without a history entry, unless it is there already
 * (compared decoded when `decoded`, for hashes whose text the browser escapes).
 */
export function replaceHash(hash, { decoded = false } = {}) {
  let now = location.hash;
  if (decoded) {
    try {
      now = decodeURIComponent(now);
    } catch {
      // A malformed escape typed in the address bar ("#%E0%A4%A"): it is not `hash` either,
      // so fall through and put the last good position back instead of throwing.
    }
  }
  if (now !== hash) history.replaceState(null, "", hash);
}

/**
 * Follow edits of the address bar: `read()` the hash, and unless `isCurrent(read)` start a
 * game there with `start(read)` (resolves true on success); on failure `writeHash()` puts the
 * last good position back. Then `showStep(read)` shows the explanation step the address asks
 * for (read.step; null when it names none), for the new position or for the same one when
 * only the step was edited. Nothing happens before the first game (`current()` empty).
 */
export function followHash({ current, read, isCurrent, start, writeHash, showStep = () => {} }) {
  window.addEventListener("hashchange", () => {
    if (!current()) return;
    const wanted = read();
    if (isCurrent(wanted)) {
      showStep(wanted);
      return;
    }
    start(wanted).then((ok) => {
      if (ok) showStep(wanted);
      else if (current()) writeHash(); // put the last good position back in the address bar
    });
  });
}

// ---------------------------------------------------------------------------------------
// The keyboard

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z redoes (outside text boxes); while the
 * Why? panel is open (`whyOpen()`), the left and right arrows step the explanation unless the
 * focus is somewhere that uses arrows itself (`ownArrows(target)`). `otherKey(event)` sees
 * the remaining keys first and returns true when it handled one.
 */
export function bindGameKeys({ current, undo, redo, stepper, whyOpen, ownArrows, otherKey = () => false }) {
  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || !current()) return;
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !isTyping(event.target)) {
      if (key === "z" && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if (key === "y" || (key === "z" && event.shiftKey)) {
        event.preventDefault();
        redo();
      }
      return;
    }
    if (otherKey(event)) return;
    if (event.altKey || event.ctrlKey || event.metaKey || !whyOpen()) return;
    if (ownArrows(event.target)) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      stepper.back();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      stepper.forward();
    }
  });
}

/** Open or close the Why? panel's parts: the toggle's text and state, body and intro. */
export function showWhyPanel(dom, open) {
  dom.whyToggle.setAttribute("aria-expanded", String(open));
  dom.whyToggle.textContent = open ? "Hide the explanation" : "Explain this position";
  dom.whyBody.hidden = !open;
  dom.whyIntro.hidden = open;
}
