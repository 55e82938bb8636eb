// The lessons of a game of chance (Pig), in place of lessons.js's P and N: nobody wins for sure,
// so the question is a chance. With "Ask me first" on, each decision of a person's turn first
// asks "Is your chance of winning above one half?" while the chances stay hidden (the badge, the
// hint line); the guess is judged with the core's chance, then "which gives the better chance?"
// waits for the decision. After a person's decision a note says whether it was best play, with
// each option's chance (said only when someone asked: a question or Hints). The record lists the
// game turn by turn (a player's decisions until the turn passes), each row going back to the
// turn's start; decisions that were not best play are marked with hints on or once the game is over.
// It answers the turn loop as lessons.js does (turns.js config.lessonsOf).

import { el, formatPercent as percent } from "../ui.js";
import { announce, settings, setSetting, onSettingsChange } from "../settings.js";
import { capitalise } from "../terms.js";
import { lessonBar, lessonAdder } from "../lessons.js";

const QUESTION = "Is your chance of winning above one half?";

/**
 * @typedef {object} ChanceLessonsOptions
 * @property {(entry: import("../turns.js").HistoryEntry) => string} moveWords what the move that led to an entry did, after
 *   "You " or "The computer ": "rolled 4", "held 12"
 * @property {(move: string) => string} optionName a decision as a thing done: "rolling", "holding"
 * @property {string} title the record's help line: what a row holds
 * @property {HTMLInputElement} hintsBox the Hints checkbox
 */

/**
 * @param {import("../turns.js").LessonsLoop} loop
 * @param {ChanceLessonsOptions} options
 */
export function createChanceLessons(loop, options) {
  const { state, isComputerAt, who, isOver } = loop;
  const current = () => state.entries[state.cursor];
  const lesson = { asked: 0, right: 0 };
  const scored = (right) => Object.assign(lesson, { asked: lesson.asked + 1, right: lesson.right + (right ? 1 : 0) });

  // -- The bar under the board -----------------------------------------------------------------

  const askToggle = el("input", { type: "checkbox", id: "ask-first", checked: settings().askFirst });
  const score = el("span", { id: "lesson-score", class: "lesson-score", hidden: true });
  const question = el("p", { id: "lesson-question", class: "lesson-question", text: QUESTION });
  const answers = el(
    "div",
    { class: "lesson-answers", role: "group", "aria-labelledby": "lesson-question" },
    el("button", { type: "button", class: "answer", "data-answer": "above" }, "▲ Yes, above one half"),
    el("button", { type: "button", class: "answer", "data-answer": "below" }, "▼ No, one half or less"),
  );
  const ask = el("div", { id: "lesson-ask", class: "lesson-ask", hidden: true }, question, answers);
  const verdict = el("p", { id: "lesson-verdict", class: "lesson-verdict", tabindex: "-1", hidden: true });
  const which = el("p", {
    id: "lesson-which",
    class: "lesson-which",
    hidden: true,
    text: "Which gives the better chance? Decide on the board.",
  });
  const note = el("p", { id: "lesson-note", class: "lesson-note", hidden: true });
  const bar = lessonBar(askToggle, "Guess your chance before the page shows it", score, note, ask, verdict, which);
  // "Add to lesson": the position on show (not at the end of a game, where nothing is asked).
  const adder = lessonAdder(bar, () => {
    const entry = current();
    return entry && !isOver(entry.analysis) ? { game: loop.game(), position: entry.position, analysis: entry.analysis } : null;
  });
  document.getElementById("hint-line")?.before(bar);

  /** True while the question waits for a person's answer at the position on show. */
  const asking = () => {
    const entry = current();
    return settings().askFirst && Boolean(entry) && !isOver(entry.analysis) && !entry.asked && !isComputerAt(state.cursor);
  };

  /** True while "Which gives the better chance?" waits for the decision on the board. */
  const decisionWaits = () => {
    const entry = current();
    return (
      settings().askFirst && Boolean(entry?.asked) && !isOver(entry.analysis) && state.phase === "ready" && !isComputerAt(state.cursor)
    );
  };

  answers.addEventListener("click", (event) => {
    const guess = /** @type {HTMLElement} */ (event.target).closest?.("button[data-answer]")?.getAttribute("data-answer");
    if (!guess || !asking()) return;
    const { chance } = current().analysis;
    const right = (guess === "above") === chance > 0.5;
    current().asked = { guess, right };
    scored(right);
    loop.refresh();
    announce(`${verdict.textContent} ${which.textContent}`);
    verdict.focus();
  });

  /** Each option's chance, as the core listed the decisions: "rolling gives 41.3%, holding gives 39.0%". */
  const optionsWords = (analysis) =>
    analysis.moves.map((/** @type {any} */ m) => `${options.optionName(m.move)} gives ${percent(m.chance)}`).join(", ");

  /**
   * A person decided from entry `from`: was it best play (the core's best decision)? Kept on
   * the new entry, for the note and the record.
   */
  async function judge(from, entry) {
    const before = state.entries[from];
    if (!before || isComputerAt(from) || isOver(before.analysis)) return;
    const best = before.analysis.winning?.[0];
    entry.judged = {
      best: entry.move === best,
      move: entry.move,
      better: best,
      options: optionsWords(before.analysis),
      asked: Boolean(before.asked),
    };
    if (before.asked) scored(entry.judged.best);
  }

  function drawBar() {
    adder.refresh();
    const entry = current();
    const waiting = asking();
    bar.dataset.asking = String(waiting);
    // What the question is about: the core's game id and the position on show.
    Object.assign(bar.dataset, { game: loop.game(), position: entry?.position ?? "" });
    score.hidden = lesson.asked === 0;
    score.textContent = `${lesson.right} of ${lesson.asked} right`;
    ask.hidden = !waiting;
    const answered = settings().askFirst && Boolean(entry?.asked);
    verdict.hidden = !answered;
    which.hidden = !answered || state.phase !== "ready" || isComputerAt(state.cursor);
    if (answered) {
      const { chance } = entry.analysis;
      verdict.dataset.right = String(entry.asked.right);
      verdict.textContent = `${entry.asked.right ? "✓ Right! Your" : "✗ Not quite: your"} chance of winning is ${percent(chance)}, ${chance > 0.5 ? "above" : "not above"} one half.`;
    }
    // The note on the person's last decision: said only when someone asked (a question, Hints).
    const judged = state.entries
      .slice(1, state.cursor + 1)
      .reverse()
      .find((e) => e.judged)?.judged;
    const show = Boolean(judged && (judged.asked || options.hintsBox.checked) && !waiting);
    note.hidden = !show;
    if (show) {
      note.dataset.kind = judged.best ? "right" : "mistake";
      note.textContent = judged.best
        ? `${capitalise(options.optionName(judged.move))} was best play: ${judged.options}.`
        : `${capitalise(options.optionName(judged.better))} was better: ${judged.options}.`;
    }
  }

  // -- The record: each turn, who played it and what it did -------------------------------------

  const record = el("ol", { id: "record", class: "record-list" });
  const recordPanel = el(
    "section",
    { id: "record-panel", class: "panel record-panel", "aria-labelledby": "record-title" },
    el("h2", { id: "record-title", text: "Game record" }),
    el("p", { class: "help", text: options.title }),
    record,
  );
  document.getElementById("why-panel")?.after(recordPanel);

  /** The game's turns: runs of moves by the same player, each from its start (an entry index). */
  function turns() {
    /** @type {{ by: string, start: number, entries: import("../turns.js").HistoryEntry[] }[]} */
    const list = [];
    for (let i = 1; i < state.entries.length; i++) {
      const by = who(i - 1);
      const last = list.at(-1);
      if (last && last.by === by && last.start + last.entries.length === i - 1) last.entries.push(state.entries[i]);
      else list.push({ by, start: i - 1, entries: [state.entries[i]] });
    }
    return list;
  }

  function drawRecord() {
    const list = turns();
    const over = isOver(current().analysis);
    record.replaceChildren(
      ...list.map((turn, n) => {
        const words = turn.entries.map(options.moveWords).join(", ");
        const missed = turn.entries.filter((e) => e.judged && !e.judged.best).length;
        // Whether a decision was best play is said with hints on or once the game is over.
        const said = missed && (options.hintsBox.checked || over);
        return el(
          "li",
          { class: ["record-row", turn.start < state.cursor && state.cursor <= turn.start + turn.entries.length ? "current" : null] },
          el(
            "button",
            { type: "button", class: "record-go", "data-index": turn.start, "aria-label": `Go back to the start of turn ${n + 1}` },
            `${n + 1}.`,
          ),
          ` ${capitalise(turn.by)}: ${words}.`,
          said
            ? el("span", {
                class: "record-missed",
                text: ` ✗ ${missed === 1 ? "one decision was" : `${missed} decisions were`} not best play`,
              })
            : "",
        );
      }),
    );
    recordPanel.hidden = list.length === 0;
  }
  record.addEventListener("click", (event) => {
    const index = /** @type {HTMLElement} */ (event.target).closest?.("button[data-index]")?.getAttribute("data-index");
    if (index !== null && index !== undefined) loop.goTo(Number(index));
  });

  askToggle.addEventListener("change", () => setSetting("askFirst", askToggle.checked));
  onSettingsChange((now) => {
    askToggle.checked = now.askFirst;
    if (current()) loop.refresh();
  });

  return {
    hiding: asking,
    // Any question waits: "above one half?", or the decision it leads to while it is to be made.
    waiting: () => asking() || decisionWaits(),
    /** With Hints and Ask me first off, nothing says who is doing better until the game ends. */
    concealed: () => asking() || (!settings().askFirst && !options.hintsBox.checked && !isOver(current()?.analysis)),
    revealed: () => Boolean(settings().askFirst && current()?.asked),
    blocksMove: () => (asking() ? `First answer the question under the board: ${QUESTION}` : null),
    judge,
    plannedReply: () => null,
    update: () => {
      if (!current()) return;
      drawBar();
      drawRecord();
    },
    gameOver: () => {
      if (lesson.asked) announce(`Lesson score: ${lesson.right} of ${lesson.asked} right.`);
    },
  };
}
