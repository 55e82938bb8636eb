// The game record beside the board (lessons.js): every move, who made it and who was winning
// after it; the first move that threw the game away is marked and summed up under the list;
// each row goes back to its position. With Hints and Ask me first off it does not say who is
// winning until the game ends (concealed), and while a question waits those words are
// spoilers that screen readers do not hear either (hiding).

import { el } from "../ui.js";
import { outcomeName } from "../settings.js";
import { capitalise } from "../terms.js";
import { nameOf, titleOf, isAre, forMover, forPrevious, known, outcomeDisc } from "./words.js";

/**
 * A position the record repeats after its move: heaps or rows written as numbers ("1,4,5"),
 * which a student reads as they are, at most this long. Other games' position texts are
 * codes ("w:0-5,2-7", "R:RB,B(R,BB)", Go's "adbca"): the move in words says enough.
 */
const READABLE_POSITION = /^\d+(,\d+)*$/;
const SHORT_POSITION = 16;

/**
 * @param {object} options
 * @param {import("../turns.js").TurnsState} options.state the turn loop's: entries and cursor
 * @param {(index: number) => string} options.who the player to move at an entry: "you", "computer", "Player 1", "X"
 * @param {(analysis: import("../turns.js").Analysis) => boolean} options.isOver
 * @param {(move: string, before: import("../turns.js").Analysis) => string} options.moveWords a move in words
 * @param {() => boolean} options.concealed true while who is winning is not to be said
 * @param {() => boolean} options.hiding true while a question waits for its answer
 * @param {string} [options.unknownReason] why a "?" outcome is not known
 * @param {(index: number) => void} options.goTo shows the history entry `index`
 * @param {Element} options.after the record's panel goes after it
 * @param {import("../turns.js").OutcomeClasses} [options.classes] a partizan game's classes: each row names its position's class
 */
export function createRecord({ state, who, isOver, moveWords, concealed, hiding, unknownReason, goTo, after, classes }) {
  const recordList = el("ol", { id: "record", class: "record-list", "aria-labelledby": "record-title" });
  const recordSummary = el("p", { id: "record-summary", class: "record-summary spoiler", hidden: true });
  const recordHelp = el("p", { class: "help small record-help" });
  const recordPanel = el(
    "section",
    { id: "record-panel", class: "panel record-panel", "aria-labelledby": "record-title" },
    el("h2", { id: "record-title", text: "Game record" }),
    recordHelp,
    el("div", { class: "record-wrap" }, recordList),
    recordSummary,
  );
  after.after(recordPanel);

  /** Who is winning at entry `index`, in words, and the outcome letter's class. */
  function standing(index) {
    const analysis = state.entries[index].analysis;
    const outcome = analysis?.outcome;
    if (!known(outcome)) return { outcome: "?", words: `not known: ${unknownReason ?? "this position has not been worked out"}` };
    const over = isOver(analysis);
    // The row's term already says "A draw": the words say only when.
    if (outcome === "D") return { outcome, words: over ? "at the end" : "with best play" };
    const winner = outcome === "N" ? who(index) : who(index + 1);
    return { outcome, words: over ? `${nameOf(winner)} won` : `${nameOf(winner)} ${isAre(winner)} winning` };
  }

  /** The first move that made its mover's outcome worse: where the game was thrown away. */
  function thrownAway() {
    for (let i = 1; i < state.entries.length; i++) {
      const had = forMover(state.entries[i - 1].analysis?.outcome);
      const now = forPrevious(state.entries[i].analysis?.outcome);
      if (had !== null && now !== null && now < had) return { index: i, had, mover: who(i - 1) };
    }
    return null;
  }

  function drawRecord() {
    const active = /** @type {HTMLElement | null} */ (document.activeElement);
    const refocus = recordList.contains(active) ? active.dataset.index : null;
    // While a question waits, who was winning (now, after a redo, or just before: the perfect
    // computer's reply follows from it) would answer it: the outcomes and the thrown-away flag
    // are spoilers, and the rows' names for screen readers leave them out until the answer.
    // With Hints off (and no question) they are not drawn at all until the game ends.
    const unsaid = concealed();
    const quiet = unsaid && !hiding();
    const thrown = quiet ? null : thrownAway();
    recordPanel.dataset.concealed = String(quiet);
    recordHelp.textContent = quiet
      ? "Every move so far. Who was winning shows when the game ends, or with Hints on. Choose a row to go back to that position."
      : "Who was winning after each move. Choose a row to go back to that position.";
    recordList.replaceChildren(
      ...state.entries.map((entry, index) => {
        const { outcome, words } = standing(index);
        const move =
          index === 0
            ? "Start"
            : `${titleOf(who(index - 1))}: ${entry.move ? moveWords(entry.move, state.entries[index - 1].analysis) : entry.position}`;
        const position = String(entry.position ?? "");
        const showPosition = READABLE_POSITION.test(position) && position.length <= SHORT_POSITION;
        const isThrown = thrown?.index === index;
        // A partizan game names the position's class ("Blue wins, whoever starts"), the others P or N.
        const letter = classes && known(outcome) ? classes.of(entry.analysis) : null;
        const then = letter ? capitalise(classes.words(letter)) : known(outcome) ? outcomeName(outcome, "long") : "?";
        const where =
          index === 0
            ? `Start${showPosition ? `: ${position}` : ""}`
            : `Move ${index}, ${move}${showPosition ? `, leaving ${position}` : ""}`;
        const label =
          `${where}.${unsaid ? "" : ` Then: ${then}, ${words}.`}` +
          `${isThrown && !unsaid ? " The game was thrown away here." : ""}${index === state.cursor ? " On the board now." : ""}`;
        return el(
          "li",
          {},
          el(
            "button",
            {
              type: "button",
              class: ["record-row", index > state.cursor ? "undone" : null, isThrown ? "thrown" : null],
              "data-index": index,
              // Not even in the data while it stays unsaid.
              "data-outcome": quiet ? "" : outcome,
              "aria-label": label,
              "aria-current": index === state.cursor ? "step" : null,
              title: !known(outcome) && !quiet ? words : null,
            },
            el("span", { class: "record-num", text: index === 0 ? "" : String(index) }),
            el(
              "span",
              { class: "record-move" },
              el("span", { class: "record-move-text", text: move }),
              showPosition ? el("span", { class: "record-position", text: `→ ${position}` }) : null,
              isThrown ? el("span", { class: "record-thrown spoiler", text: "⚑ thrown away here" }) : null,
            ),
            quiet
              ? null
              : el(
                  "span",
                  {
                    class: ["record-then", letter ? "then-class" : `then-${known(outcome) ? outcome.toLowerCase() : "unknown"}`, "spoiler"],
                  },
                  letter ? classes.chip(letter) : outcomeDisc(outcome),
                  el(
                    "span",
                    { class: "record-then-text" },
                    el("span", { class: "record-term", text: then }),
                    el("span", { class: "record-words", text: words }),
                  ),
                ),
          ),
        );
      }),
    );
    recordSummary.hidden = !thrown;
    if (thrown) {
      const was =
        thrown.had === 2 ? `${nameOf(thrown.mover)} ${thrown.mover === "you" ? "were" : "was"} winning` : "it was a draw with best play";
      recordSummary.textContent = `⚑ Move ${thrown.index} threw the game away: before it, ${was}.`;
    }
    // Keep the row on the board in view inside the list (not by scrolling the page).
    const here = recordList.querySelector('[aria-current="step"]');
    const wrap = recordList.parentElement;
    const top = here ? here.offsetTop - wrap.offsetTop : 0;
    if (
      here &&
      wrap.scrollHeight > wrap.clientHeight &&
      (top < wrap.scrollTop || top + here.offsetHeight > wrap.scrollTop + wrap.clientHeight)
    ) {
      wrap.scrollTop = Math.max(0, top - wrap.clientHeight / 2);
    }
    if (refocus !== null && refocus !== undefined) recordList.querySelector(`[data-index="${refocus}"]`)?.focus();
  }

  recordList.addEventListener("click", (event) => {
    const row = event.target.closest?.(".record-row");
    if (row && Number(row.dataset.index) !== state.cursor) goTo(Number(row.dataset.index));
  });

  return { draw: drawRecord, thrownAway };
}
