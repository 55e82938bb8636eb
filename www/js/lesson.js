// The lesson page (lesson.html). Three views of one lesson (lesson/format.js):
//   - the builder (lesson.html): the lesson being built, kept in this browser; its cards drawn
//     by the games' own board modules, put in order by mouse (drag a card, or its arrows) and by
//     keyboard (its arrows, or Alt+↑ and Alt+↓ on a card), each with its question and note;
//     shared by its link (Copy link) or a QR code of the link, computed by the core;
//   - the run (lesson.html#L1.…, or #ready=nim for a ready-made lesson): card by card, the
//     student answers and the core judges, with the reason in the pages' words (lesson/
//     questions.js); progress, a way back to each card, a summary and a results code at the end;
//   - the summary of a results code typed in by the teacher, for the lesson of the link;
//   - presenting (#present:L1.…, or Present): one card at a time for the projector, the answer
//     shown on a click, the arrow keys from card to card;
//   - the worksheet (Print worksheet): every card laid out for paper with room to write, and the
//     answer key, computed by the core, on pages of its own.
// Nothing leaves the browser: the lesson is in the address, the student's answers in this tab's
// sessionStorage (a reload keeps them), the lesson being built in localStorage.

import * as engine from "./engine.js";
import { catalogueEntry, isSumOfGames } from "./catalogue.js";
import { el, svgEl, elements } from "./ui.js";
import { boardPick, gamePictures } from "./boards/index.js";
import { isStep } from "./boards/common.js";
import { capitalise } from "./terms.js";
import { readStepHash } from "./step-url.js";
import {
  LESSON_LIMITS,
  QUESTION_NAMES,
  LessonLinkError,
  checkLesson,
  decodeLesson,
  encodeLesson,
  loadDraft,
  saveDraft,
  emptyLesson,
  gameName,
  cardHref,
  cannotAsk,
  resultsCode,
  readResultsCode,
  ResultsCodeError,
  TYPED_BYTES,
} from "./lesson/format.js";
import { analyseCard, answerOf, choicesOf, judge, onBoard, questionText } from "./lesson/questions.js";
import { READY_LESSONS } from "./lesson/ready.js";

/** @typedef {import("./lesson/format.js").Lesson} Lesson */
/** @typedef {import("./lesson/format.js").LessonCard} LessonCard */
/** @typedef {import("./lesson/format.js").Skipped} Skipped */
/** One answer of a run: the answer given and whether it was right. @typedef {{ answer: string, right: boolean }} RunAnswer */

const dom = elements();
const body = document.body;
const setState = (phase) => (body.dataset.state = phase);

/** A card with the core's analysis of its position, or the reason it cannot be asked. */
async function analysed(card) {
  try {
    const analysis = await analyseCard(card);
    const why = cannotAsk(card, analysis);
    return why ? { card, error: `${capitalise(why)}.` } : { card, analysis };
  } catch (error) {
    return { card, error: error?.message ?? String(error) };
  }
}

/** "Card 3 (Nim) was left out: …": the cards a lesson skips, named. @param {Skipped[]} skipped */
function showSkipped(skipped) {
  dom.lessonSkipped.hidden = skipped.length === 0;
  dom.lessonSkipped.replaceChildren(
    ...skipped.map((s) => el("span", { class: "skipped-line", text: `Card ${s.index + 1} (${s.name}) was left out: ${s.reason}. ` })),
  );
}

// -- The builder ---------------------------------------------------------------------------------

let draft = loadDraft();

/** Keeps the draft and redraws the builder; `focus` names the control to focus after. */
function changed(focus) {
  saveDraft(draft);
  drawBuilder(focus);
  void refreshLink();
}

/** Keeps the draft and its link after a change that needs no redraw (a note, a tick, the title). */
function kept() {
  saveDraft(draft);
  void refreshLink();
}

/** The card removed last and its place, which Undo puts back. @type {{ card: LessonCard, index: number } | null} */
let removed = null;

dom.removedUndo.addEventListener("click", () => {
  if (!removed) return;
  const { card, index } = removed;
  removed = null;
  dom.removedSaid.hidden = true;
  draft.cards.splice(Math.min(index, draft.cards.length), 0, card);
  changed({ index, control: "card" });
});

/** The card being dragged by the mouse (its place), or null. @type {number | null} */
let dragged = null;

/** Moves card `from` to place `to` (both 0-based). */
function moveCard(from, to) {
  if (to < 0 || to >= draft.cards.length || from === to) return;
  const [card] = draft.cards.splice(from, 1);
  draft.cards.splice(to, 0, card);
  changed({ index: to, control: "card" });
}

/**
 * The pictures of a card's position (a sum's parts need the core's analysis); `play`: the board
 * a move is made on, its pieces buttons.
 */
/** The pictures of a position a card shows besides its own (a choice, the winning move's): a sum's part by part. */
const positionPictures = (card, analysis, position) => gamePictures(card.game, position, analysis?.partsAfter?.[position]);

function pictures(card, analysis, play = false, chosen = undefined) {
  // A board to play on gets the core's moves, which its pieces carry (a domino's, an edge's), and
  // what a first click chose (a Kayles pin).
  const svgs = gamePictures(card.game, card.position, analysis?.parts, play ? { small: false, moves: analysis?.moves ?? [], chosen } : {});
  return svgs.length ? svgs : [el("span", { class: "no-picture", text: card.position })];
}

/** One card of the builder: number, picture, game, question, note, its arrows and Remove. */
function builderCard(card, index, count) {
  const entry = catalogueEntry(card.game);
  const n = index + 1;
  const question = el(
    "select",
    { class: "card-question", "aria-label": `Card ${n}: question` },
    (entry?.questions ?? []).map((k) => el("option", { value: k, text: QUESTION_NAMES[k] ?? k, selected: k === card.question })),
  );
  question.addEventListener("change", () => {
    card.question = question.value;
    changed({ index, control: "question" });
  });
  const note = el("textarea", {
    class: "card-note",
    rows: 2,
    maxlength: LESSON_LIMITS.note,
    "aria-label": `Card ${n}: note for the students`,
    placeholder: "A note for the students (optional)",
  });
  note.value = card.note;
  // Kept as it is typed (a reload loses nothing), without redrawing the cards under the cursor.
  note.addEventListener("input", () => {
    card.note = note.value.slice(0, LESSON_LIMITS.note);
    kept();
  });
  const playOut = el("input", { type: "checkbox", class: "card-play-out", checked: card.playOut });
  playOut.addEventListener("change", () => {
    card.playOut = playOut.checked;
    kept();
  });
  const up = el("button", { type: "button", class: "card-up", "aria-label": `Move card ${n} up`, disabled: index === 0 }, "↑");
  const down = el(
    "button",
    { type: "button", class: "card-down", "aria-label": `Move card ${n} down`, disabled: index === count - 1 },
    "↓",
  );
  const remove = el("button", { type: "button", class: "card-remove", "aria-label": `Remove card ${n}` }, "Remove");
  up.addEventListener("click", () => moveCard(index, index - 1));
  down.addEventListener("click", () => moveCard(index, index + 1));
  remove.addEventListener("click", () => {
    const [gone] = draft.cards.splice(index, 1);
    removed = { card: gone, index };
    changed({ index: Math.min(index, draft.cards.length - 1), control: "card" });
    dom.removedText.textContent = `Card ${n} (${gameName(gone.game)}) was removed.`;
    dom.removedSaid.hidden = false;
  });
  const problem = el("p", { class: "card-problem error", hidden: true });
  const picture = el("div", { class: "card-picture" }, pictures(card));
  // The core checks the position and draws a sum's parts; a card it cannot ask is named.
  void analysed(card).then((result) => {
    if (result.analysis && isSumOfGames(catalogueEntry(card.game))) picture.replaceChildren(...pictures(card, result.analysis));
    problem.hidden = !result.error;
    problem.textContent = result.error ? `This card cannot be asked: ${result.error}` : "";
  });
  const item = el(
    "li",
    {
      class: "builder-card",
      "data-index": index,
      draggable: "true",
      tabindex: -1,
      "aria-label": `Card ${n} of ${count}: ${gameName(card.game)}, ${QUESTION_NAMES[card.question] ?? card.question}`,
    },
    el("span", { class: "card-number", "aria-hidden": "true", text: String(n) }),
    picture,
    el(
      "div",
      { class: "card-fields" },
      el(
        "p",
        { class: "card-game" },
        el("strong", { text: gameName(card.game) }),
        " ",
        el("a", { href: cardHref(card), class: "card-open" }, "open its page"),
      ),
      question,
      note,
      el("label", { class: "toggle card-play-label" }, playOut, " Then play it out against the computer"),
      problem,
    ),
    el("div", { class: "card-moves" }, up, down, remove),
  );
  // Alt+↑ and Alt+↓ move the card that has the focus (or holds the focused control).
  item.addEventListener("keydown", (event) => {
    if (!event.altKey || !["ArrowUp", "ArrowDown"].includes(event.key)) return;
    event.preventDefault();
    moveCard(index, index + (event.key === "ArrowUp" ? -1 : 1));
  });
  item.addEventListener("dragstart", (event) => {
    dragged = index;
    event.dataTransfer?.setData("text/plain", String(n));
    item.classList.add("dragging");
  });
  item.addEventListener("dragend", () => item.classList.remove("dragging"));
  item.addEventListener("dragover", (event) => event.preventDefault());
  item.addEventListener("drop", (event) => {
    event.preventDefault();
    if (dragged !== null) moveCard(dragged, index);
    dragged = null;
  });
  return item;
}

/** @param {{ index: number, control: string } | undefined} focus */
function drawBuilder(focus) {
  dom.lessonTitleInput.value = draft.title;
  dom.builderEmpty.hidden = draft.cards.length > 0;
  dom.cardList.replaceChildren(...draft.cards.map((card, i) => builderCard(card, i, draft.cards.length)));
  for (const id of ["lessonStart", "lessonCopy", "lessonQr", "lessonPresent", "lessonPrint", "lessonClear"])
    dom[id].disabled = draft.cards.length === 0;
  if (!focus || focus.index < 0) return;
  const item = dom.cardList.children[focus.index];
  // The question's menu keeps the focus after a new question; the card itself after a move.
  const target = focus.control === "question" ? item?.querySelector(".card-question") : item;
  /** @type {HTMLElement | null | undefined} */ (target)?.focus();
}

/** The link of the lesson being built, shown beside Copy link. */
async function lessonLink(lesson) {
  const url = new URL(location.href);
  url.hash = await encodeLesson(lesson);
  // The lesson page's own address; in the single file (grundy.html?page=lesson) the file's.
  if (url.searchParams.get("page") !== "lesson") {
    url.search = "";
    url.pathname = url.pathname.replace(/[^/]*$/, "lesson.html");
  }
  return url.href;
}

async function refreshLink() {
  dom.lessonLink.value = draft.cards.length ? await lessonLink(draft) : "";
}

dom.lessonTitleInput.addEventListener("input", () => {
  draft.title = dom.lessonTitleInput.value.slice(0, LESSON_LIMITS.title);
  kept();
});

dom.lessonStart.addEventListener("click", async () => {
  location.hash = `#${await encodeLesson(draft)}`;
});
dom.lessonPresent.addEventListener("click", async () => {
  location.hash = `#${PRESENT}${await encodeLesson(draft)}`;
});
dom.lessonPrint.addEventListener("click", async () => {
  setState("busy");
  const results = await Promise.all(draft.cards.map(analysed));
  await printWorksheet(
    draft.title,
    results.filter((r) => r.analysis).map((r) => ({ card: r.card, analysis: r.analysis })),
  );
});

dom.lessonCopy.addEventListener("click", async () => {
  await refreshLink();
  try {
    await navigator.clipboard.writeText(dom.lessonLink.value);
    dom.shareSaid.textContent = "The link is copied: paste it into a message, a slide or the class page.";
  } catch {
    // No clipboard (a page opened from a file, a browser that asks first): the link is selected to copy by hand.
    dom.lessonLink.select();
    dom.shareSaid.textContent = "Copy the selected link by hand (Ctrl+C).";
  }
});

dom.lessonClear.addEventListener("click", () => {
  if (!confirm("Empty the lesson? Its cards are removed from this browser.")) return;
  draft = emptyLesson();
  changed(undefined);
});

// -- The QR code --------------------------------------------------------------------------------

/** A QR code as the core encodes it (`engine.qrCode`), drawn with its quiet zone of four modules. */
function qrSvg(qr, label) {
  const side = qr.size + 8;
  const path = qr.rows.flatMap((row, y) => [...row].map((bit, x) => (bit === "1" ? `M${x + 4} ${y + 4}h1v1h-1z` : ""))).join("");
  return svgEl(
    "svg",
    { class: "qr", viewBox: `0 0 ${side} ${side}`, role: "img", "aria-label": label, "shape-rendering": "crispEdges" },
    svgEl("rect", { width: side, height: side, fill: "#fff" }),
    svgEl("path", { d: path, fill: "#000" }),
  );
}

/** The QR code of `link`, over the page. */
async function showQr(link) {
  dom.qrPanel.hidden = false;
  dom.qrCode.replaceChildren();
  dom.qrSaid.textContent = "";
  try {
    const qr = await engine.qrCode(link);
    dom.qrCode.append(qrSvg(qr, "QR code of the lesson's link"));
    dom.qrPanel.dataset.version = String(qr.version);
    dom.qrSaid.textContent = `Or type the link: ${link}`;
  } catch (error) {
    dom.qrSaid.textContent = error?.message ?? String(error);
  }
  dom.qrClose.focus();
}

dom.lessonQr.addEventListener("click", async () => showQr(await lessonLink(draft)));
dom.qrClose.addEventListener("click", () => {
  dom.qrPanel.hidden = true;
  dom.lessonQr.focus();
});
// The QR code covers the page: Escape closes it too.
dom.qrPanel.addEventListener("keydown", (event) => {
  if (event.key === "Escape") dom.qrClose.click();
});

// -- The run ------------------------------------------------------------------------------------

const run = {
  /** The text after "#" of the lesson (its link's, or "ready=…"). */
  hash: "",
  /** @type {Lesson} */
  lesson: emptyLesson(),
  /** The cards that can be asked, each with the core's analysis. @type {{ card: LessonCard, analysis: any }[]} */
  cards: [],
  index: 0,
  /** @type {(RunAnswer | null)[]} */
  answers: [],
  summary: false,
  /** A student's answers read from a results code, judged again: the summary shows them, read only. @type {(RunAnswer | null)[] | null} */
  fromCode: null,
  /** Presenting: the answer is shown on a click, nothing is judged or kept. */
  presenting: false,
  /** Presenting: the card whose answer is on show. */
  revealed: -1,
  /** A move being made on the card's board in several clicks: what is chosen so far, and the move it makes once confirmed. @type {{ chosen: any, ready?: Record<string, any> } | null} */
  picking: null,
};

/** What comes before a lesson's link text in the address of its presentation. */
const PRESENT = "present:";

const runKey = () => `grundy-run:${run.hash}`;
function saveRun() {
  sessionStorage.setItem(runKey(), JSON.stringify({ index: run.index, answers: run.answers, summary: run.summary }));
}
function loadRun() {
  try {
    const saved = JSON.parse(sessionStorage.getItem(runKey()) ?? "null");
    if (saved && Array.isArray(saved.answers) && saved.answers.length === run.cards.length) {
      run.answers = saved.answers.map((a) =>
        a && typeof a.right === "boolean" ? { answer: String(a.answer ?? ""), right: a.right } : null,
      );
      run.index = Math.min(Math.max(0, Number(saved.index) || 0), run.cards.length - 1);
      run.summary = Boolean(saved.summary);
    }
  } catch {
    // A stored run that does not read starts the lesson afresh.
  }
}

/** ✓, ✗ or – for a card's result: a symbol as well as a colour. */
const mark = (right) => (right === true ? "✓" : right === false ? "✗" : "–");
const resultWord = (right) => (right === true ? "right" : right === false ? "wrong" : "not answered");

function drawDots() {
  dom.runDots.replaceChildren(
    ...run.cards.map((c, i) => {
      const right = run.answers[i]?.right ?? null;
      const button = el(
        "button",
        {
          type: "button",
          class: ["run-dot", right === true ? "is-right" : right === false ? "is-wrong" : null],
          "aria-current": !run.summary && i === run.index ? "step" : null,
          "aria-label": `Card ${i + 1}, ${gameName(c.card.game)}: ${resultWord(right)}`,
        },
        el("span", { text: String(i + 1) }),
        el("span", { class: "dot-mark", "aria-hidden": "true", text: right === null ? "" : mark(right) }),
      );
      button.addEventListener("click", () => goToCard(i));
      return el("li", {}, button);
    }),
  );
}

async function goToCard(i) {
  run.index = i;
  run.summary = false;
  saveRun();
  await settled(drawRun());
}

/** The page's state is "busy" while a card is drawn (the core may be asked), then "ready" again. */
async function settled(drawing) {
  setState("busy");
  await drawing;
  setState("ready");
}

/** The verdict under a card: right or not, the answer, the reason, and the position a winning move leaves where the move was made on the board. */
function drawVerdict(verdict, card = null, analysis = null) {
  dom.runVerdict.hidden = !verdict;
  if (!verdict) return;
  dom.runVerdict
    .querySelector(".verdict-picture")
    .replaceChildren(...(verdict.shows && card ? positionPictures(card, analysis, verdict.shows) : []));
  dom.runVerdict.dataset.right = String(verdict.right);
  dom.runVerdict.querySelector(".verdict-head").textContent = verdict.head ?? (verdict.right ? "✓ Right." : "✗ Not this time.");
  dom.runVerdict.querySelector(".verdict-answer").textContent = verdict.answer;
  dom.runVerdict.querySelector(".verdict-reason").textContent = verdict.reason;
}

/** Judges `answer` to the card on show, keeps it and shows the verdict. */
async function answerCard(answer) {
  const i = run.index;
  const { card, analysis } = run.cards[i];
  const verdict = await judge(card, analysis, answer);
  if (run.index !== i) return;
  run.answers[i] = { answer, right: verdict.right };
  saveRun();
  await drawCard();
  drawDots();
  dom.runVerdict.focus();
}

/** The card on show, answered or not. */
async function drawCard() {
  const i = run.index;
  const { card, analysis } = run.cards[i];
  const given = run.answers[i];
  dom.runProgress.textContent = `Card ${i + 1} of ${run.cards.length}`;
  dom.runGame.textContent = gameName(card.game);
  const picking = onBoard(card, analysis);
  const onCard = picking && !given && !run.presenting;
  run.picking = null;
  dom.runPicture.replaceChildren(...pictures(card, analysis, onCard));
  dom.runPicking.hidden = !onCard;
  dom.runPicked.textContent = "";
  dom.runMake.hidden = true;
  dom.runNote.hidden = !card.note;
  dom.runNote.textContent = card.note;
  dom.runQuestion.textContent = questionText(card, analysis);
  dom.runWhy.setAttribute("href", cardHref(card));
  dom.runPlay.setAttribute("href", cardHref(card));
  dom.runPlay.hidden = !card.playOut;
  dom.runError.hidden = true;
  dom.runTypedError.textContent = "";

  const choices = choicesOf(card, analysis);
  // Many moves on a board that takes a move: the move is made on the card's board, and only
  // "there is no winning move" is a button.
  dom.runPicture.classList.toggle("pick-board", onCard);
  const shown = picking ? (choices ?? []).filter((c) => c.value === "") : choices;
  dom.runReveal.hidden = true;
  dom.runTyped.hidden = Boolean(choices);
  dom.runChoices.hidden = !choices;
  dom.runChoices.classList.toggle("positions", card.question === "winningMove");
  dom.runChoices.replaceChildren(
    ...(shown ?? []).map((choice) => {
      const chosen = given?.answer === choice.value;
      const button = el(
        "button",
        {
          type: "button",
          class: ["run-choice", chosen ? "chosen" : null],
          "data-answer": choice.value,
          "aria-pressed": String(chosen),
          disabled: Boolean(given),
        },
        choice.position ? positionPictures(card, analysis, choice.position) : null,
        el("span", { class: "choice-text", text: choice.label }),
      );
      button.addEventListener("click", () => settled(answerCard(choice.value)));
      return button;
    }),
  );
  // A value's symbols as buttons: a school keyboard has no ↑, ↓ or ±.
  dom.runSymbols.hidden = card.question !== "value";
  if (!choices) {
    dom.runAnswerLabel.textContent = card.question === "grundy" ? "Grundy value" : "Value";
    dom.runAnswer.inputMode = card.question === "grundy" ? "numeric" : "text";
    dom.runAnswer.value = given?.answer ?? "";
    dom.runAnswer.disabled = Boolean(given);
  }
  if (run.presenting) return drawPresented(card, analysis, choices);
  drawVerdict(given ? await judge(card, analysis, given.answer) : null, card, analysis);
  if (given && choices) markWinning(card, analysis);
  dom.runPrev.disabled = i === 0;
  dom.runNext.textContent = i === run.cards.length - 1 ? "Summary →" : "Next →";
}

/** The winning choices of an answered (or revealed) card that asks for a move: a tick as well as the colour. */
function markWinning(card, analysis) {
  if (card.question !== "winningMove") return;
  const moves = analysis.moves ?? [];
  for (const button of dom.runChoices.querySelectorAll(".run-choice")) {
    const move = moves.find((m) => m.move === /** @type {HTMLElement} */ (button).dataset.answer);
    if (move ? move.outcome === "P" : !moves.some((m) => m.outcome === "P")) button.classList.add("winning");
  }
}

/** A card presented: its question and its answers to discuss, the answer shown on a click. */
async function drawPresented(card, analysis, choices) {
  dom.runTyped.hidden = true;
  dom.runChoices.hidden = !choices;
  for (const button of dom.runChoices.querySelectorAll("button")) button.setAttribute("disabled", "");
  const shown = run.revealed === run.index;
  dom.runReveal.hidden = shown;
  if (shown) {
    drawVerdict({ ...(await answerOf(card, analysis)), head: "Answer" }, card, analysis);
    markWinning(card, analysis);
  } else drawVerdict(null);
  dom.runPrev.disabled = run.index === 0;
  dom.runNext.textContent = run.index === run.cards.length - 1 ? "End →" : "Next →";
}

/** The words of an answer given to a card: the choice's words, or the text typed. */
function answerWords(card, analysis, answer) {
  // A move made on the board has no number: it is named by the position it leaves.
  const made = onBoard(card, analysis) ? (analysis.moves ?? []).find((m) => m.move === answer) : undefined;
  if (made) return `the move leaving ${made.to}`;
  const choice = choicesOf(card, analysis)?.find((c) => c.value === answer);
  return choice ? choice.label.replace(/:.*$/, "") : `“${answer}”`;
}

/** The run's answers as a results code holds them: the number of the choice, or the text typed. */
function codedAnswers() {
  return run.cards.map(({ card, analysis }, i) => {
    const given = run.answers[i];
    if (!given) return null;
    const choices = choicesOf(card, analysis);
    return choices
      ? {
          choice: Math.max(
            0,
            choices.findIndex((c) => c.value === given.answer),
          ),
        }
      : { typed: given.answer };
  });
}

/**
 * The answers a results code holds, judged again by the core for the lesson on show: a forged
 * code is only right where it holds the right answers. Throws the code's ResultsCodeError.
 * @returns {Promise<(RunAnswer | null)[]>}
 */
async function judgeCode(code) {
  const kinds = run.cards.map(({ card, analysis }) => (choicesOf(card, analysis) ? "choice" : "typed"));
  const coded = readResultsCode(code, run.hash, /** @type {("choice" | "typed")[]} */ (kinds));
  return Promise.all(
    coded.map(async (a, i) => {
      if (a === null) return null;
      const { card, analysis } = run.cards[i];
      const answer = "typed" in a ? a.typed : (choicesOf(card, analysis)?.[a.choice]?.value ?? "");
      return { answer, right: (await judge(card, analysis, answer)).right };
    }),
  );
}

function drawSummary() {
  const answers = run.fromCode ?? run.answers;
  const results = answers.map((a) => a?.right ?? null);
  const right = results.filter((r) => r === true).length;
  dom.summary.hidden = false;
  dom.summaryTitle.textContent = run.fromCode ? "A student's results" : "Summary";
  dom.summaryScore.textContent = `${right} of ${results.length} right.`;
  dom.summaryList.replaceChildren(
    ...run.cards.map((c, i) => {
      const r = results[i];
      const given = answers[i];
      const back = el("button", { type: "button", class: "summary-back" }, `Card ${i + 1}`);
      back.addEventListener("click", () => goToCard(i));
      const said = given ? ` (answered ${answerWords(c.card, c.analysis, given.answer)})` : "";
      return el(
        "li",
        { class: ["summary-item", r === true ? "is-right" : r === false ? "is-wrong" : null], "data-result": resultWord(r) },
        el("span", { class: "summary-mark", "aria-hidden": "true", text: mark(r) }),
        back,
        el("span", { text: ` ${gameName(c.card.game)}, “${QUESTION_NAMES[c.card.question]}”: ${resultWord(r)}${said}.` }),
      );
    }),
  );
  const code = run.fromCode ? "" : resultsCode(run.hash, codedAnswers());
  dom.resultsCode.textContent = code;
  for (const part of dom.summary.querySelectorAll(".summary-code")) /** @type {HTMLElement} */ (part).hidden = Boolean(run.fromCode);
  // The code as a QR code too, for the teacher's camera.
  dom.resultsQr.replaceChildren();
  if (code)
    void engine.qrCode(code).then((qr) => {
      if (dom.resultsCode.textContent === code) dom.resultsQr.replaceChildren(qrSvg(qr, `QR code of the results code ${code}`));
    });
  dom.runAgain.hidden = Boolean(run.fromCode);
}

// -- A class's results ----------------------------------------------------------------------------

/**
 * The lines a teacher pasted, each a student's results code with the student's name (or
 * anything) before it: "Ana K7QD-BAHC-9EYC-Q", "Ben: …", a spreadsheet's two columns.
 * @returns {{ line: number, name: string, code: string }[]}
 */
function pastedCodes(text) {
  return String(text)
    .split(/\r?\n/)
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw !== "")
    .map(({ raw, line }) => {
      const words = raw.split(/\s+/);
      const code = words.pop() ?? "";
      return { line, name: words.join(" ").replace(/[\s:;,.-]+$/, ""), code };
    });
}

/**
 * The class table of several results codes: card by card how many got it right and the most
 * common wrong answer, then each student's row; codes that do not read are named by their line.
 * @param {{ line: number, name: string, code: string }[]} lines
 */
async function drawClass(lines) {
  /** @type {{ name: string, answers: (RunAnswer | null)[] }[]} */
  const students = [];
  /** @type {string[]} */
  const refused = [];
  for (const { line, name, code } of lines) {
    try {
      students.push({ name: name || `Student ${students.length + 1}`, answers: await judgeCode(code) });
    } catch (error) {
      if (!(error instanceof ResultsCodeError)) throw error;
      refused.push(`Line ${line}${name ? ` (${name})` : ""}: ${error.message}`);
    }
  }
  const head = el(
    "tr",
    {},
    el("th", { scope: "col", text: "Student" }),
    ...run.cards.map((c, i) => el("th", { scope: "col", title: gameName(c.card.game), text: `Card ${i + 1}` })),
    el("th", { scope: "col", text: "Right" }),
  );
  const rows = students.map((s) =>
    el(
      "tr",
      { class: "class-student" },
      el("th", { scope: "row", text: s.name }),
      ...s.answers.map((a, i) =>
        el(
          "td",
          { class: a?.right ? "is-right" : a ? "is-wrong" : null, "data-result": resultWord(a?.right ?? null) },
          `${mark(a?.right ?? null)}${a && !a.right ? ` ${answerWords(run.cards[i].card, run.cards[i].analysis, a.answer)}` : ""}`,
        ),
      ),
      el("td", { text: `${s.answers.filter((a) => a?.right).length} of ${run.cards.length}` }),
    ),
  );
  const rightRow = el(
    "tr",
    { class: "class-right" },
    el("th", { scope: "row", text: "Got it right" }),
    ...run.cards.map((_, i) => el("td", { text: `${students.filter((s) => s.answers[i]?.right).length} of ${students.length}` })),
    el("td"),
  );
  const wrongRow = el(
    "tr",
    { class: "class-wrong" },
    el("th", { scope: "row", text: "Most common wrong answer" }),
    ...run.cards.map(({ card, analysis }, i) => {
      /** @type {Map<string, number>} */
      const counts = new Map();
      for (const s of students) {
        const a = s.answers[i];
        if (a && !a.right) counts.set(a.answer, (counts.get(a.answer) ?? 0) + 1);
      }
      const [answer, count] = [...counts].sort((x, y) => y[1] - x[1])[0] ?? [];
      return el("td", { text: count ? `${answerWords(card, analysis, answer ?? "")} (${count})` : "none" });
    }),
    el("td"),
  );
  // A student's summary opened from a code before gives way to the class's table.
  if (run.fromCode) dom.summary.hidden = true;
  dom.classResults.hidden = false;
  dom.classScore.textContent = students.length
    ? `The answers of ${students.length} student${students.length === 1 ? "" : "s"}, judged again by the core.`
    : "No code could be read.";
  dom.classTable.replaceChildren(el("thead", {}, head), el("tbody", {}, ...rows), el("tfoot", {}, rightRow, wrongRow));
  dom.classTable.hidden = students.length === 0;
  dom.classRefused.hidden = refused.length === 0;
  dom.classRefused.replaceChildren(...refused.map((r) => el("li", { text: r })));
  dom.classResults.scrollIntoView({ block: "nearest" });
}

async function drawRun() {
  dom.runTitle.textContent = run.lesson.title || "Lesson";
  drawDots();
  dom.runCard.hidden = run.summary;
  dom.summary.hidden = !run.summary;
  dom.runPrev.parentElement.hidden = run.summary;
  if (run.summary) {
    dom.runProgress.textContent = "End of the lesson";
    drawSummary();
  } else {
    run.fromCode = null;
    await drawCard();
  }
}

/**
 * A move made on the card's board (a card with many moves, lesson/questions.js onBoard): the
 * board's pick says which listed move the piece pointed at makes; anything else is named.
 */
function pickedOnBoard(target) {
  const { card, analysis } = run.cards[run.index] ?? {};
  if (!card || !dom.runPicture.classList.contains("pick-board")) return;
  const pick = boardPick(card.game)?.(target, analysis.moves ?? [], run.picking?.chosen);
  if (isStep(pick)) return pickStep(card, analysis, pick);
  dom.runError.hidden = Boolean(pick);
  dom.runError.textContent = pick ? "" : "That is not a move: point at a piece the player to move can take or move.";
  if (pick) void settled(answerCard(pick.move));
}

/**
 * A step of a move made in several clicks (a Kayles pin chosen, Moore's chips marked): the board
 * drawn again with it, its words said, and the piece focused; "Make this move" when the choice
 * is a move once confirmed.
 * @param {import("./boards/common.js").PickStep} step
 */
function pickStep(card, analysis, step) {
  run.picking = { chosen: step.chosen, ready: step.ready };
  dom.runError.hidden = true;
  dom.runPicture.replaceChildren(...pictures(card, analysis, true, step.chosen));
  dom.runPicked.textContent = step.words;
  dom.runMake.hidden = !step.ready;
  const piece = step.focus ? /** @type {HTMLElement | null} */ (dom.runPicture.querySelector(step.focus)) : null;
  piece?.focus();
}
dom.runMake.addEventListener("click", () => {
  const move = run.picking?.ready;
  if (move) void settled(answerCard(move.move));
});
dom.runPicture.addEventListener("click", (event) => pickedOnBoard(/** @type {Element} */ (event.target)));
// The board's pieces are buttons: Enter or Space makes the move, arrow keys go piece to piece.
dom.runPicture.addEventListener("keydown", (event) => {
  const target = /** @type {Element} */ (event.target);
  if (!dom.runPicture.classList.contains("pick-board") || !target.closest?.("[role=button]")) return;
  if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    pickedOnBoard(target);
    return;
  }
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  if (!step) return;
  event.preventDefault();
  const pieces = [...dom.runPicture.querySelectorAll("[role=button]")];
  const next = /** @type {HTMLElement | undefined} */ (pieces[pieces.indexOf(target.closest("[role=button]")) + step]);
  next?.focus();
});

/** The symbols of a value the buttons type, with the words a screen reader says. */
const SYMBOLS = [
  ["↑", "up"],
  ["↓", "down"],
  ["*", "star"],
  ["±", "plus or minus"],
  ["{", "open brace"],
  ["|", "bar"],
  ["}", "close brace"],
  ["/", "fraction bar"],
  ["-", "minus"],
];
dom.runSymbols.replaceChildren(
  ...SYMBOLS.map(([symbol, name]) => {
    const button = el("button", { type: "button", class: "run-symbol", "aria-label": `Type ${name}` }, symbol);
    // Typed where the cursor is in the answer box, which keeps the focus.
    button.addEventListener("click", () => {
      const input = /** @type {HTMLInputElement} */ (dom.runAnswer);
      if (input.disabled) return;
      const at = input.selectionStart ?? input.value.length;
      input.setRangeText(symbol, at, input.selectionEnd ?? at, "end");
      input.focus();
    });
    return button;
  }),
);

dom.runPrev.addEventListener("click", () => run.index > 0 && goToCard(run.index - 1));
dom.runNext.addEventListener("click", async () => {
  if (run.index < run.cards.length - 1) await goToCard(run.index + 1);
  else if (run.presenting) location.hash = `#${run.hash}`;
  else {
    run.summary = true;
    saveRun();
    await settled(drawRun());
    dom.summaryScore.focus();
  }
});
dom.runReveal.addEventListener("click", async () => {
  run.revealed = run.index;
  await settled(drawCard());
  dom.runVerdict.focus();
});
dom.runPresent.addEventListener("click", () => {
  location.hash = `#${run.presenting ? "" : PRESENT}${run.hash}`;
});
dom.runPrint.addEventListener("click", async () => {
  setState("busy");
  await printWorksheet(run.lesson.title, run.cards);
});
// Presenting: the arrow keys (and a clicker's Page Up and Page Down) go from card to card, Home
// and End to the first and the last, Escape stops presenting.
document.addEventListener("keydown", (event) => {
  if (!run.presenting || dom.run.hidden || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.target instanceof HTMLElement && event.target.closest("input, textarea, select, summary")) return;
  if (event.key === "Escape") {
    event.preventDefault();
    location.hash = `#${run.hash}`;
    return;
  }
  const last = run.cards.length - 1;
  const to = { ArrowRight: run.index + 1, PageDown: run.index + 1, ArrowLeft: run.index - 1, PageUp: run.index - 1, Home: 0, End: last }[
    event.key
  ];
  if (to === undefined || to < 0 || to > last) return;
  event.preventDefault();
  if (to !== run.index) void goToCard(to);
});

dom.runAgain.addEventListener("click", () => {
  run.answers = run.cards.map(() => null);
  goToCard(0);
});
dom.runTyped.addEventListener("submit", (event) => {
  event.preventDefault();
  const typed = dom.runAnswer.value.trim();
  if (!typed) {
    dom.runTypedError.textContent = "Type your answer first.";
    return;
  }
  const card = run.cards[run.index].card;
  if (card.question === "grundy" && !/^\d+$/.test(typed)) {
    dom.runTypedError.textContent = "A Grundy value is a whole number: 0, 1, 2, …";
    return;
  }
  // A results code holds a typed answer of at most TYPED_BYTES bytes (an arrow takes three).
  if (new TextEncoder().encode(typed).length > TYPED_BYTES) {
    dom.runTypedError.textContent = `That is longer than any answer here: type at most ${TYPED_BYTES} characters (an arrow counts as 3).`;
    return;
  }
  void settled(answerCard(typed));
});
dom.codeForm.addEventListener("submit", async (event) => {
  event.preventDefault();
  const lines = pastedCodes(dom.codeInput.value);
  dom.codeError.textContent = "";
  dom.classResults.hidden = true;
  if (lines.length === 0) {
    dom.codeError.textContent = "Paste or type a results code first: one student's, or a class's, one a line.";
    return;
  }
  setState("busy");
  try {
    if (lines.length > 1) await drawClass(lines);
    else {
      run.fromCode = await judgeCode(lines[0].code);
      run.summary = true;
      dom.runCard.hidden = true;
      dom.runPrev.parentElement.hidden = true;
      drawSummary();
    }
  } catch (error) {
    if (!(error instanceof ResultsCodeError)) throw error;
    dom.codeError.textContent = error.message;
  } finally {
    setState("ready");
  }
});
// -- Scanning a class's codes with the camera (lesson/scan.js, loaded only when asked for) ---------

/** Stops the camera, when it is on. @type {(() => void) | null} */
let stopScan = null;

function endScan(said) {
  stopScan?.();
  stopScan = null;
  dom.scanVideo.hidden = true;
  dom.scanStop.hidden = true;
  dom.scanStart.hidden = false;
  if (said !== undefined) dom.scanSaid.textContent = said;
}

dom.scanStart.addEventListener("click", async () => {
  dom.scanSaid.textContent = "Starting the camera…";
  try {
    const { startScan } = await import("./lesson/scan.js");
    stopScan = await startScan(dom.scanVideo, (text) => {
      // Each code read goes on a line of its own in the box, as if typed.
      const lines = pastedCodes(dom.codeInput.value).map((l) => l.code.toUpperCase());
      if (lines.includes(text.toUpperCase())) return;
      dom.codeInput.value = `${dom.codeInput.value.replace(/\s*$/, "")}${dom.codeInput.value.trim() ? "\n" : ""}${text}`;
      const count = lines.length + 1;
      dom.scanSaid.textContent = `Read ${text}: ${count} code${count === 1 ? "" : "s"} in the box. Show the next screen, or press Open.`;
    });
    dom.scanVideo.hidden = false;
    dom.scanStop.hidden = false;
    dom.scanStart.hidden = true;
    dom.scanSaid.textContent = "Hold a student's results QR code up to the camera.";
  } catch (error) {
    endScan(
      error?.name === "NotAllowedError"
        ? "The camera was not allowed: type or paste the codes instead."
        : "No camera could be started here: type or paste the codes instead.",
    );
  }
});
dom.scanStop.addEventListener("click", () => endScan(""));

dom.runEdit.addEventListener("click", () => {
  if (draft.cards.length && !confirm("Replace the lesson you are building with a copy of this one?")) return;
  draft = structuredClone(run.lesson);
  saveDraft(draft);
  location.hash = "";
});

/** Opens the lesson of `address` for a run (presented after "present:"); a link that does not read says why and opens nothing. */
async function openRun(address) {
  run.presenting = address.startsWith(PRESENT);
  const hash = run.presenting ? address.slice(PRESENT.length) : address;
  /** @type {{ lesson: Lesson, skipped: Skipped[], origin: number[] }} */
  let read;
  try {
    if (hash.startsWith("ready=")) {
      const ready = READY_LESSONS.find((r) => r.id === hash.slice("ready=".length));
      if (!ready) throw new LessonLinkError(`There is no ready-made lesson called "${hash.slice(6, 30)}": choose one below.`);
      read = checkLesson(ready.lesson);
    } else {
      read = await decodeLesson(hash);
    }
  } catch (error) {
    if (!(error instanceof LessonLinkError)) throw error;
    dom.lessonLinkError.textContent = error.message;
    dom.lessonLinkError.hidden = false;
    return false;
  }
  const results = await Promise.all(read.lesson.cards.map(analysed));
  const skipped = [...read.skipped];
  results.forEach(
    (r, i) => r.error && skipped.push({ index: read.origin[i], name: gameName(r.card.game), reason: r.error.replace(/\.$/, "") }),
  );
  showSkipped(skipped.sort((a, b) => a.index - b.index));
  run.hash = hash;
  run.lesson = read.lesson;
  run.cards = results.filter((r) => r.analysis).map((r) => ({ card: r.card, analysis: r.analysis }));
  if (!run.cards.length) {
    dom.lessonLinkError.textContent = "None of this lesson's cards can be shown, so there is nothing to work through.";
    dom.lessonLinkError.hidden = false;
    return false;
  }
  run.index = 0;
  run.summary = false;
  run.revealed = -1;
  run.answers = run.cards.map(() => null);
  if (!run.presenting) loadRun();
  body.classList.toggle("presenting", run.presenting);
  dom.runPresent.setAttribute("aria-pressed", String(run.presenting));
  dom.runPresent.textContent = run.presenting ? "Stop presenting" : "Present";
  dom.run.hidden = false;
  await drawRun();
  return true;
}

// -- The worksheet --------------------------------------------------------------------------------

/**
 * The worksheet of `cards` (each with the core's analysis), then the answer key on pages of its
 * own, and the browser's print dialog. On paper nothing is told by colour alone: the choices have
 * boxes to tick and numbers, the key says each answer in words.
 * @param {string} title
 * @param {{ card: LessonCard, analysis: any }[]} cards
 */
async function printWorksheet(title, cards) {
  const heading = title || "Lesson";
  const sheet = cards.map(({ card, analysis }, i) => {
    // A move made on the board is drawn on the printed board too: only "no winning move" is ticked.
    const choices = onBoard(card, analysis) ? (choicesOf(card, analysis) ?? []).filter((c) => c.value === "") : choicesOf(card, analysis);
    return el(
      "article",
      { class: "sheet-card" },
      el("h3", { text: `${i + 1}. ${gameName(card.game)}` }),
      el("div", { class: "sheet-picture" }, pictures(card, analysis)),
      card.note ? el("p", { class: "sheet-note", text: card.note }) : null,
      el("p", { class: "sheet-question", text: questionText(card, analysis) }),
      choices
        ? el(
            "ul",
            { class: ["sheet-choices", card.question === "winningMove" ? "positions" : null] },
            choices.map((c) =>
              el(
                "li",
                {},
                el("span", { class: "tick-box", "aria-hidden": "true" }),
                c.position ? positionPictures(card, analysis, c.position) : null,
                ` ${c.label}`,
              ),
            ),
          )
        : el("p", { class: "sheet-write", text: "Answer:" }),
      el("p", { class: "sheet-write", text: "Why?" }),
    );
  });
  const key = await Promise.all(
    cards.map(async ({ card, analysis }, i) => {
      const answer = await answerOf(card, analysis);
      const best = card.question === "winningMove" ? (analysis.moves ?? []).find((m) => m.outcome === "P") : null;
      return el(
        "li",
        { class: "key-item" },
        el("strong", { text: `${i + 1}. ${gameName(card.game)}: ` }),
        `${answer.answer} ${answer.reason}`,
        best ? el("div", { class: "sheet-picture" }, positionPictures(card, analysis, best.to)) : null,
      );
    }),
  );
  dom.worksheet.replaceChildren(
    el("header", { class: "sheet-head" }, el("h2", { text: heading }), el("p", { class: "sheet-name", text: "Name:" })),
    ...sheet,
    el("section", { class: "answer-key" }, el("h2", { text: `${heading}: answer key` }), el("ol", { class: "key-list" }, key)),
  );
  setState("ready");
  window.print();
}

// -- The ready-made lessons -----------------------------------------------------------------------

function drawReady() {
  dom.readyList.replaceChildren(
    ...READY_LESSONS.map((r) => {
      const copy = el("button", { type: "button", class: "ready-copy", "data-ready": r.id }, "Copy into my lesson");
      copy.addEventListener("click", () => {
        if (draft.cards.length && !confirm("Replace the lesson you are building with this one?")) return;
        draft = structuredClone(r.lesson);
        saveDraft(draft);
        if (location.hash) location.hash = "";
        else show();
      });
      return el(
        "li",
        { class: "ready-item", "data-ready": r.id },
        el("a", { href: `lesson.html#ready=${r.id}`, class: "ready-open" }, r.lesson.title),
        el("span", { class: "ready-count", text: ` ${r.lesson.cards.length} cards: ${r.about} ` }),
        copy,
      );
    }),
  );
}

// -- Which view ---------------------------------------------------------------------------------

async function show() {
  setState("loading");
  endScan();
  // The text after "#", decoded (a lesson's link holds no "@", so there is no step to split off).
  const hash = readStepHash().text;
  document.documentElement.toggleAttribute("data-address", hash !== "");
  dom.lessonLinkError.hidden = true;
  dom.lessonSkipped.hidden = true;
  dom.qrPanel.hidden = true;
  dom.run.hidden = true;
  dom.builder.hidden = true;
  body.classList.remove("presenting");
  // Any text after "#" is a lesson to open (a link that is none says so); the builder otherwise, or then.
  if (!hash || !(await openRun(hash))) {
    draft = loadDraft();
    drawBuilder(undefined);
    await refreshLink();
    dom.builder.hidden = false;
  }
  setState("ready");
}

window.addEventListener("hashchange", () => void show());
// The lesson may have grown in another tab (a card added on a game page).
window.addEventListener("storage", (event) => {
  if (event.key === "grundy-lesson" && !dom.builder.hidden) {
    draft = loadDraft();
    drawBuilder(undefined);
    void refreshLink();
  }
});
drawReady();
void show();
