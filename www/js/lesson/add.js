// "Add to lesson" on every game page: the position on the board goes into the lesson being
// built (kept in the browser, lesson/format.js), with the question chosen beside the button.
// The turn loop's lessons (lessons.js) and Pig's page put it in their lesson bar.

import { catalogueEntry } from "../catalogue.js";
import { el } from "../ui.js";
import { addToDraft, cannotAsk, loadDraft, usualHash, QUESTION_NAMES } from "./format.js";
import { readStepHash } from "../step-url.js";

/**
 * The control: a choice of question, the button, and a line that says what happened (or why
 * not) with a link to the lesson page.
 * @param {() => { game: string, position: string, analysis: Record<string, any> } | null} current the game id, position and the core's analysis on show
 * @returns {HTMLElement & { refresh: () => void }}
 */
export function addToLesson(current) {
  const question = el("select", { id: "lesson-add-question", "aria-label": "The question to ask" });
  const button = el("button", { type: "button", id: "lesson-add", class: "lesson-add-button" }, "Add to lesson");
  const said = el("span", { id: "lesson-add-said", class: "lesson-add-said", role: "status" });
  const open = el("a", { href: "lesson.html", id: "lesson-add-open", class: "lesson-add-open" }, "Open the lesson");
  const box = el("div", { class: "lesson-add" }, question, button, said, open);

  /** The question kinds of the game on show, in plain words; the choice is kept across games. */
  function fillQuestions(game) {
    const kinds = catalogueEntry(game)?.questions ?? [];
    const chosen = question.value;
    question.replaceChildren(...kinds.map((k) => el("option", { value: k, text: QUESTION_NAMES[k] ?? k })));
    if (kinds.includes(/** @type {any} */ (chosen))) question.value = chosen;
    box.hidden = kinds.length === 0;
  }

  const count = () => loadDraft().cards.length;
  const openText = () => (open.textContent = `Open the lesson (${count()} ${count() === 1 ? "card" : "cards"})`);

  button.addEventListener("click", () => {
    const now = current();
    if (!now) return;
    const card = { game: now.game, position: now.position, question: question.value, note: "", playOut: false };
    const why = cannotAsk(card, now.analysis);
    if (why) {
      said.textContent = `Not added: ${why}. Choose another question or position.`;
      return;
    }
    // The page's own address when it is not the usual one (a subtraction set of its own).
    const hash = readStepHash().text;
    const result = addToDraft(hash && hash !== usualHash(card) ? { ...card, hash } : card);
    said.textContent = result.message;
    openText();
  });

  const refresh = () => {
    const now = current();
    if (now) fillQuestions(now.game);
    openText();
  };
  // The lesson may have grown in another tab: count it again when this one is shown.
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && openText());
  box.addEventListener("focusin", refresh);
  queueMicrotask(refresh);
  return Object.assign(box, { refresh });
}
