// Lessons, not just answers: the part of every game page that teaches rather than tells.
// 1. Predict, then reveal: with "Ask me first" on, each position on a person's turn asks "P or
//    N?" (or a draw) while the marks stay hidden; the guess is judged, explained in a sentence
//    and revealed; in an N-position "Which move wins? Make it on the board" follows.
// 2. After a move that throws a win (or a draw) away, a note names the core's refuting reply
//    and offers to take the move back; a move from a P-position is never scolded.
// 3. A game record: every move, who made it and who was winning after it; the move that threw
//    the game away is marked; each row goes back to its position.
// 4. No answers until asked: with Hints and Ask me first off, the record and the notes do not
//    say who is winning until the game ends (concealed()).
// What the lesson needs is kept on the history entries, so undo and redo show the lesson of the
// position on the board. While a question waits (waiting(): "P or N?" or "Which move wins?")
// the turn loop keeps the answers off the page: Hints are off for the while and <body> has the
// class "lesson-hiding", which hides every ".spoiler" a page drew (lessons.css); names for
// screen readers leave those words out while hiding(). The verdict's reason names no winning
// move while the question about it waits. All words go through outcomeName(): "Words for P/N"
// redraws them.

import * as engine from "./engine.js";
import { el } from "./ui.js";
import { outcomeName, onSettingsChange, announce, settings, setSetting } from "./settings.js";
import { outcomePhrase, capitalise } from "./terms.js";
import { nameOf, isAre, known, outcomeDisc, forMover, forPrevious } from "./lessons/words.js";
import { createRecord } from "./lessons/record.js";

// "a P-position", "an N-position", "a draw" (terms.js), re-exported for the page controllers.
export { outcomePhrase };

/**
 * A move as a student reads it. Pages may still give it with the typed-move notation in front,
 * "3-1 (take 1 from pile 3)": the notation belongs in the move box's hint only, so just the
 * words in brackets are kept. A move given in words alone ("cell 7") stays as it is.
 */
function plainMove(text) {
  const words = /^[^\s()]+ \((.+)\)$/.exec(String(text ?? ""));
  return words ? words[1] : String(text ?? "");
}

/**
 * The lesson bar's frame, on every page that has one: its head (the title, the Ask me first
 * toggle `askToggle` with its `tip`, the `score`) and the bar's `parts` under it.
 * @param {HTMLElement} askToggle
 * @param {string} tip
 * @param {HTMLElement} score
 * @param {...HTMLElement} parts
 */
export const lessonBar = (askToggle, tip, score, ...parts) =>
  el(
    "section",
    { id: "lesson", class: "lesson", "aria-labelledby": "lesson-title" },
    el(
      "div",
      { class: "lesson-head" },
      el("h2", { id: "lesson-title", class: "lesson-title", text: "Lesson" }),
      el("label", { class: "toggle", title: tip }, askToggle, " Ask me first"),
      score,
    ),
    ...parts,
  );

/**
 * "Add to lesson" at the end of the lesson bar `bar`, for the position `current()` gives. A
 * teacher's tool, not on the way to a student's first move: its module (lesson/add.js, with the
 * lesson's format) is loaded after the page, and `refresh` does nothing until it is there.
 * @param {HTMLElement} bar
 * @param {() => { game: string, position: string, analysis: Record<string, any> } | null} current
 */
export function lessonAdder(bar, current) {
  /** @type {{ refresh: () => void }} */
  const adder = { refresh: () => {} };
  void import("./lesson/add.js").then(({ addToLesson }) => {
    const box = addToLesson(current);
    bar.append(box);
    adder.refresh = box.refresh;
  });
  return adder;
}

/**
 * What the lesson of one page needs; turns.js makes it, and a page adds keys through its
 * config's `lessons`.
 * @typedef {object} LessonsOptions
 * @property {import("./turns.js").TurnsState} state the turn loop's: entries, cursor, hintsWanted
 * @property {(index: number) => void} goTo shows the history entry `index`
 * @property {"impartial" | "partisan"} kind "impartial" asks P or N; "partisan" P, N or D
 * @property {boolean} [draws] false for a partisan game without draws: P or N only
 * @property {() => string} game the core's game id
 * @property {(index: number) => string} who the player to move at an entry: "you", "computer", "Player 1", "X"
 * @property {(index: number) => boolean} isComputerAt
 * @property {(index: number) => string} [side] the side to move at an entry ("X", "Black"): the question's side
 * @property {Element} [barBefore] the lesson bar goes before it (default #hint-line)
 * @property {Element} [recordAfter] the game record goes after it (default #why-panel)
 * @property {(move: string, before: import("./turns.js").Analysis) => string} moveText a move in words
 * @property {(analysis: import("./turns.js").Analysis) => string | null | undefined} [reason] one sentence on why a position is P or N
 * @property {(analysis: import("./turns.js").Analysis) => boolean} isOver
 * @property {() => void} refresh redraws the board, the badge and the hints
 * @property {(move: string) => void} [highlight] marks a move on the board ("Show the reply")
 * @property {string} [noun] "move" (default) or "bite"
 * @property {string} [unknownReason] why a "?" outcome is not known
 * @property {import("./turns.js").OutcomeClasses} [classes] a partizan game's outcome classes: the question asks for the class, and the record names it
 */

/** @param {LessonsOptions} options */
export function createLessons(options) {
  const { state, who, isComputerAt, isOver, classes } = options;
  const partisan = options.kind === "partisan";
  // A partisan game that cannot end in a draw (the partizan games) asks "P or N?" only.
  const draws = partisan && options.draws !== false;
  const noun = options.noun ?? "move";
  const current = () => state.entries[state.cursor];
  const moveWords = (move, before) => plainMove(options.moveText(move, before));

  const lesson = {
    askFirst: settings().askFirst,
    right: 0,
    asked: 0,
    /** "Every move from a P-position loses" is said once per page. */
    tipShown: false,
    /** The refutation found for the last mistake, which the perfect computer then plays. */
    planned: null,
  };

  // -- The bar under the board, and the record beside it -------------------------------------

  const askToggle = el("input", { type: "checkbox", id: "ask-first", checked: lesson.askFirst });
  const score = el("span", { id: "lesson-score", class: "lesson-score", hidden: true });
  const noteText = el("p", { class: "lesson-note-text" });
  const takeBack = el("button", { type: "button", id: "lesson-take-back", class: "take-back" }, "↶ Take it back");
  const showReply = el("button", { type: "button", id: "lesson-show-reply", hidden: true }, "Show the reply");
  const note = el(
    "div",
    { id: "lesson-note", class: "lesson-note", hidden: true },
    noteText,
    el("div", { class: "lesson-note-buttons" }, takeBack, showReply),
  );
  const question = el("p", { id: "lesson-question", class: "lesson-question" });
  const answers = el("div", { class: "lesson-answers", role: "group", "aria-labelledby": "lesson-question" });
  const ask = el("div", { id: "lesson-ask", class: "lesson-ask", hidden: true }, question, answers);
  const verdictHead = el("span", { class: "verdict-head" });
  const verdictText = el("span", { class: "verdict-text" });
  const verdict = el("p", { id: "lesson-verdict", class: "lesson-verdict", tabindex: "-1", hidden: true }, verdictHead, " ", verdictText);
  const which = el("p", { id: "lesson-which", class: "lesson-which", hidden: true });
  const bar = lessonBar(askToggle, "Guess P or N before the page shows it", score, note, ask, verdict, which);
  // "Add to lesson": the position on show, with the game the core named in its analysis.
  const adder = lessonAdder(bar, () => {
    const entry = current();
    return entry?.analysis ? { game: entry.analysis.game ?? options.game(), position: entry.position, analysis: entry.analysis } : null;
  });
  (options.barBefore ?? document.getElementById("hint-line")).before(bar);

  const record = createRecord({
    state,
    who,
    isOver,
    moveWords,
    concealed: () => concealed(),
    hiding: () => hiding(),
    unknownReason: options.unknownReason,
    goTo: options.goTo,
    after: options.recordAfter ?? document.getElementById("why-panel"),
    classes,
  });

  // -- Predict, then reveal ------------------------------------------------------------------

  /** True while the game at `entry` goes on, unanswered, with a known outcome: there is an answer to keep. */
  const unanswered = (entry) => Boolean(entry && !entry.lesson && known(entry.analysis?.outcome) && !isOver(entry.analysis));

  /**
   * True while the answers wait: Ask me first is on and the position on the board is not
   * answered yet, while the question is up and also through the computer's pause before its
   * reply (the marks would already show that the position the question is about is P).
   */
  const hiding = () => lesson.askFirst && unanswered(current());

  /**
   * True while who is winning stays unsaid (for `entry`, default the position on the board):
   * while a question waits, and with Hints and Ask me first off until the game ends.
   */
  function concealed(entry = current()) {
    if (entry === current() && hiding()) return true;
    return !lesson.askFirst && !state.hintsWanted && unanswered(entry);
  }

  /** True while the question is up: the position on the board waits for the student's guess. */
  const asking = () => hiding() && !isComputerAt(state.cursor);

  /**
   * True while "Which move wins?" waits for the student's move at the position on show (after
   * the answer to "P or N?"): the ✓ marks, "Winning move: ...", the squares' values and the
   * verdict's reason would all answer it.
   */
  function whichWaits() {
    const entry = current();
    const which = ["pending", "retry"].includes(entry?.lesson?.which) && !isComputerAt(state.cursor);
    return Boolean(lesson.askFirst && which && !isOver(entry.analysis));
  }

  /**
   * True while any question waits, "P or N?" (through the computer's pause before it too) or
   * "Which move wins?": the turn loop then keeps every answer off the page (turns.js).
   */
  const waiting = () => hiding() || whichWaits();

  /** The badge shows after an answer even with hints off: the answer is the lesson. */
  const revealed = () => Boolean(lesson.askFirst && current()?.lesson);

  function questionText() {
    const side = partisan ? `${options.side?.(state.cursor) ?? who(state.cursor)} to move: ` : "";
    if (classes) return `${side}who wins with best play?`;
    if (settings().terms === "words") {
      return partisan
        ? `${side}does the previous player win${draws ? ", the next player, or is it a draw" : " or the next player"}?`
        : "Who wins from here: the previous player or the next player?";
    }
    return capitalise(`${side}is this position P${draws ? ", N or a draw" : " or N"}?`);
  }

  answers.addEventListener("click", (event) => {
    const guess = event.target.closest?.("button[data-answer]")?.dataset.answer;
    const entry = current();
    if (!guess || !asking()) return;
    const truth = classes ? classes.of(entry.analysis) : entry.analysis.outcome;
    // Then, when the player to move can win, which move wins.
    const canWin = entry.analysis.outcome === "N" && !isOver(entry.analysis);
    entry.lesson = { guess, right: guess === truth, which: canWin ? "pending" : null };
    scored(entry.lesson.right);
    // The redraw (the turn loop's status) draws the bar and the record again too.
    options.refresh();
    announce(`${verdictWords(entry).join(" ")}${entry.lesson.which ? ` ${whichWords("pending")}` : ""}`);
    verdict.focus();
  });

  function verdictWords(entry) {
    const why = reasonFor(entry);
    if (classes) {
      const words = classes.words(classes.of(entry.analysis));
      return entry.lesson.right ? ["Right!", `${capitalise(words)}. ${why}`] : [`Not quite: ${words}.`, why];
    }
    const truth = entry.analysis.outcome;
    return entry.lesson.right ? ["Right!", `It is ${outcomePhrase(truth)}. ${why}`] : [`Not quite: it is ${outcomePhrase(truth)}.`, why];
  }

  /** One more question answered, rightly or not. */
  const scored = (right) => Object.assign(lesson, { asked: lesson.asked + 1, right: lesson.right + (right ? 1 : 0) });

  const whichWords = (stage) => `${stage === "retry" ? "Try again: which" : "Which"} ${noun} wins? Make it on the board.`;

  /**
   * The verdict's reason at `entry`. While "Which move wins?" waits there it names no winning
   * move: the page's own reason is kept only if no winning move's words are in it, and the
   * sentence on what the moves lead to says that a winning move exists, not which.
   */
  function reasonFor(entry) {
    const { analysis } = entry;
    if (!["pending", "retry"].includes(entry.lesson?.which)) return reasonOf(analysis);
    const own = options.reason?.(analysis);
    const names = winningMoves(analysis).map((move) => moveWords(move, analysis));
    if (own && !names.some((name) => name && own.includes(name))) return own;
    return partisan ? "A move wins with best play: find it." : `A ${noun} leads to ${outcomePhrase("P")}: find it.`;
  }

  /** The winning moves the core listed: its `winning`, else the moves to a P-position. */
  const winningMoves = (analysis) => analysis.winning ?? (analysis.moves ?? []).filter((m) => m.outcome === "P").map((m) => m.move);

  /** One short sentence: the page's own (nim-sum, Grundy value) or what the moves lead to. */
  function reasonOf(analysis) {
    const own = options.reason?.(analysis);
    if (own) return own;
    const moves = analysis.moves ?? [];
    const text = (move) => moveWords(move, analysis);
    if (analysis.outcome === "N") {
      const win = analysis.winning?.[0] ?? moves.find((m) => m.outcome === "P")?.move;
      if (!win) return "A winning move exists.";
      return partisan ? `Playing ${text(win)} wins with best play.` : `The ${noun} “${text(win)}” leads to ${outcomePhrase("P")}.`;
    }
    if (analysis.outcome === "D") {
      const hold = moves.find((m) => m.outcome === "D")?.move;
      return hold ? `No move wins, but ${text(hold)} keeps the draw.` : "Neither side can force a win.";
    }
    if (isOver(analysis)) return "No move is left.";
    return partisan ? "Every move loses against best play." : `Every ${noun} leads to ${outcomePhrase("N")}.`;
  }

  // -- Judging a person's move (before it is pushed, so the note is up before any reply) -----

  /**
   * A person moved from entry `from` to `entry` (not yet in the history). Settles a pending
   * "Which move wins?", and for a move that made the mover's outcome worse asks the core for
   * the refuting reply. Leaves what it found on `entry.feedback`.
   */
  async function judge(from, entry) {
    const before = state.entries[from];
    if (!before || isComputerAt(from)) return;
    const had = forMover(before.analysis?.outcome);
    const now = forPrevious(entry.analysis?.outcome);
    const pending = before.lesson?.which === "pending" || before.lesson?.which === "retry";
    const wins = now === 2;
    if (pending) {
      before.lesson.which = wins ? "right" : "wrong";
      scored(wins);
    }
    if (had !== null && now !== null && now < had) {
      const game = options.game();
      // No reply to name when the core fails: the note still says the move loses.
      const reply = await engine.bestMove(game, entry.position, "perfect", Math.floor(Math.random() * 2 ** 32)).catch(() => null);
      entry.feedback = { kind: "mistake", from, had, now, reply, replyText: reply ? moveWords(reply.move, entry.analysis) : null };
      lesson.planned = reply ? { game, position: entry.position, reply } : null;
    } else if (pending && wins) {
      entry.feedback = { kind: "right" };
    } else if (had === 0 && !lesson.tipShown && !isOver(before.analysis)) {
      lesson.tipShown = true;
      entry.feedback = { kind: "tip" };
    }
    if (!entry.feedback) return;
    // With Ask me first on, where the reply leads is the answer to the question that comes once
    // it is played: screen readers hear it after the answer, as the screen shows it. With Hints
    // off nothing about who is winning is said until the game ends.
    const [shown, spoiler, rest] = feedbackParts(entry.feedback, from + 1, concealed(entry));
    if (shown) announce(lesson.askFirst && !isOver(entry.analysis) ? `${shown}${rest}` : `${shown}${spoiler}${rest}`);
  }

  /** The perfect computer plays the reply the note named (the same move, not another). */
  function plannedReply(game, position, level) {
    const plan = lesson.planned;
    return level === "perfect" && plan?.game === game && plan.position === position ? plan.reply : null;
  }

  /** The message for a person who moves before answering, or null when they may move. */
  const blocksMove = () => (asking() ? `First answer the question under the board: ${questionText()}` : null);

  /**
   * A note's words in three pieces: [shown, spoiler, rest]. The spoiler, where the reply leads
   * ("returns you to a P-position"), answers the question that comes once it is played, so it
   * waits for the answer (between two people the whole note waits: drawBar). `quiet` (Hints
   * off): only that the move loses, since the reply and where it leads say who is winning.
   */
  function feedbackParts(feedback, entryIndex, quiet = false) {
    if (feedback.kind === "right") return [`Right, that ${noun} wins.`, "", ""];
    if (quiet)
      return feedback.kind === "mistake"
        ? [partisan && feedback.now === 1 ? "That move throws away the win." : `That ${noun} loses.`, "", ""]
        : ["", "", ""];
    if (feedback.kind === "tip") {
      return [
        partisan
          ? "Every move here loses against best play; make the game last."
          : `Every ${noun} from ${outcomePhrase("P")} loses; make the game last.`,
        "",
        "",
      ];
    }
    const mover = who(feedback.from);
    const opponent = who(feedback.from + 1);
    // A partisan page names a move as a thing ("cell 4", "a pass"); an impartial one may name
    // it as an action ("take 2 from pile 1"), so there it is quoted as the reply's name.
    const reply = feedback.replyText ? (partisan ? `answering with ${feedback.replyText}` : `the reply “${feedback.replyText}”`) : null;
    // Against the computer the reply may already be on the board.
    const next = state.entries[entryIndex + 1];
    const played = feedback.reply && next && state.cursor > entryIndex && next.move === feedback.reply.move && isComputerAt(entryIndex);
    // The verdict on the move (shown), and where the reply leads (the spoiler).
    const [head, outcome] = !partisan
      ? [
          `That ${noun} loses`,
          reply ? ` returns ${nameOf(mover)} to ${outcomePhrase("P")}` : `: it leaves ${nameOf(opponent)} ${outcomePhrase("N")}`,
        ]
      : feedback.now === 1
        ? ["That move throws away the win", reply ? `, ${nameOf(opponent)} can hold a draw` : ": now best play is a draw"]
        : ["That move loses", reply ? ` wins for ${nameOf(opponent)}` : `: ${nameOf(opponent)} can now win`];
    return [reply ? `${head}: ${reply}` : head, outcome, `.${played ? " The computer did just that." : ""}`];
  }

  takeBack.addEventListener("click", () => {
    const index = Number(note.dataset.from);
    const entry = state.entries[index];
    if (!entry) return;
    // Another go at the same question: which move wins?
    if (entry.lesson?.which === "wrong") entry.lesson.which = "retry";
    options.goTo(index);
    announce(`Taken back. ${capitalise(nameOf(who(index)))} ${isAre(who(index))} to move again.`);
    // The button is gone with the note: the keyboard goes on from the lesson itself.
    const target = which.hidden ? bar : which;
    target.setAttribute("tabindex", "-1");
    target.focus();
  });

  showReply.addEventListener("click", () => showReply.dataset.move && options.highlight?.(showReply.dataset.move));

  // -- Drawing the bar -----------------------------------------------------------------------

  /** The latest move made by a person, up to the position on the board (entry index), or -1. */
  function lastPersonMove() {
    for (let i = state.cursor; i >= 1; i--) if (!isComputerAt(i - 1)) return i;
    return -1;
  }

  function drawBar() {
    const entry = current();
    adder.refresh();
    score.hidden = lesson.asked === 0;
    score.textContent = `${lesson.right} of ${lesson.asked} right`;
    bar.dataset.asking = String(asking());
    // What the question is about: the core's game id and the position on show.
    Object.assign(bar.dataset, { game: entry?.analysis?.game ?? options.game(), position: entry?.position ?? "" });

    // The note on the latest person's move stays up through the computer's reply. Between two
    // people it waits while the other one is asked: that the last move lost (or won) is the
    // answer for the player now to move, and its reply is their winning move.
    const last = lastPersonMove();
    const feedback = last > 0 ? state.entries[last].feedback : null;
    const forOther = feedback && who(feedback.from ?? last - 1) !== who(state.cursor);
    // Hints off: the note keeps who is winning to itself (a tip says nothing at all then).
    const quiet = !hiding() && concealed();
    const [shown, spoiler, rest] = feedback ? feedbackParts(feedback, last, quiet) : [];
    note.hidden = !shown || Boolean(asking() && forOther);
    if (shown) {
      Object.assign(note.dataset, {
        kind: feedback.kind,
        from: String(feedback.from ?? last - 1),
        reply: feedback.reply?.move ?? "",
        replyTo: feedback.reply?.to ?? "",
      });
      noteText.replaceChildren(shown, spoiler ? el("span", { class: "spoiler in-text", text: spoiler }) : "", rest);
      takeBack.hidden = feedback.kind !== "mistake";
      showReply.hidden = !(
        !quiet &&
        feedback.kind === "mistake" &&
        feedback.reply &&
        options.highlight &&
        state.cursor === last &&
        !isComputerAt(last)
      );
      showReply.dataset.move = feedback.reply?.move ?? "";
    }

    ask.hidden = !asking();
    if (asking()) {
      question.textContent = questionText();
      // Rebuilt only when the words change, so that a focused answer button keeps its focus.
      // A partizan game's answers are its classes (chip and words), the others P, N (and D).
      const terms = classes ? "classes" : settings().terms;
      if (answers.dataset.terms !== terms) {
        answers.dataset.terms = terms;
        answers.replaceChildren(
          ...(classes?.letters ?? (draws ? ["P", "N", "D"] : ["P", "N"])).map((letter) =>
            el(
              "button",
              { type: "button", class: ["answer", `answer-${letter.toLowerCase()}`], "data-answer": letter },
              classes ? classes.chip(letter) : outcomeDisc(letter),
              el("span", { class: "answer-text", text: classes ? capitalise(classes.words(letter)) : outcomeName(letter, "long") }),
            ),
          ),
        );
      }
    }
    const answered = Boolean(lesson.askFirst && entry?.lesson);
    const whichOpen = answered && ["pending", "retry"].includes(entry.lesson.which) && !isComputerAt(state.cursor);
    verdict.hidden = !answered;
    which.hidden = !whichOpen;
    if (whichOpen) which.textContent = whichWords(entry.lesson.which);
    if (answered) {
      const [head, text] = verdictWords(entry);
      verdict.dataset.right = String(entry.lesson.right);
      verdictHead.textContent = `${entry.lesson.right ? "✓" : "✗"} ${head}`;
      verdictText.textContent = text;
    }
  }

  // -- Updates, the setting and the end ------------------------------------------------------

  let shown = "";
  function update() {
    if (!current()) return;
    drawBar();
    record.draw();
    // A new question or note in "Ask me first" mode is brought into view if it is off the
    // screen (a tall board on a projector pushes the bar below the fold), but never while the
    // student is typing a move.
    const now = `${state.cursor}|${ask.hidden}|${note.hidden ? "" : noteText.textContent}`;
    if (now !== shown) {
      shown = now;
      const typing = document.activeElement?.matches?.("input[type=text], textarea");
      if (lesson.askFirst && (!ask.hidden || !note.hidden) && !typing) bar.scrollIntoView({ block: "nearest" });
    }
  }

  // Ask me first is a setting of the room (remembered, and followed from another tab), and the
  // room's words for P and N rebuild every sentence here: redraw on either.
  askToggle.addEventListener("change", () => setSetting("askFirst", askToggle.checked));
  onSettingsChange((now) => {
    const toggled = lesson.askFirst !== now.askFirst;
    lesson.askFirst = askToggle.checked = now.askFirst;
    if (!current()) return;
    options.refresh();
    if (toggled && asking()) announce(questionText());
  });

  /**
   * The end of a game, said once per final position. The result itself is in each page's
   * status line (role=status); this adds what the lesson knows: where the game was thrown
   * away, and the score.
   */
  function gameOver() {
    const entry = current();
    if (!entry || entry.overSaid) return;
    entry.overSaid = true;
    const thrown = record.thrownAway();
    announce(
      [
        thrown && `Game over. Move ${thrown.index} threw the game away.`,
        lesson.asked && `Lesson score: ${lesson.right} of ${lesson.asked} right.`,
      ]
        .filter(Boolean)
        .join(" "),
    );
  }

  return { hiding, waiting, concealed, revealed, blocksMove, judge, plannedReply, update, gameOver };
}
