// The room's settings, shared by every page, and the screen-reader announcer.
//
// - Projector mode: bigger type and pieces, stronger contrast (a class on <html>).
// - Terms: the outcome classes named by letter ("P-position", "N-position") or in words
//   ("previous player wins", "next player wins"), as the notes introduce them. The words
//   themselves are in terms.js, which the Why? captions read too.
// - Hints: the game pages' one "Hints" toggle (input#hints, beside the title), off until a
//   student ticks it; then it stays on from page to page.
// All are remembered in localStorage, so a teacher sets them once per machine. Projector and
// terms are toggles in every page's header, hints in every game page's title row (shell.js
// draws all three, checked as remembered). Dark or light follows the system; so does motion.
//
// announce(text) speaks a sentence through one polite live region (the computer's move, the
// result of a game, a lesson's verdict), so screen readers hear what sighted students see.

import { el } from "./ui.js";
import { outcomeName, setTerms } from "./terms.js";

const STORAGE_KEY = "grundy-settings";
const DEFAULTS = { projector: false, terms: "letters", hints: false };
/** The event every page can listen to after a setting changed: detail is the settings. */
export const SETTINGS_EVENT = "grundy-settings";

function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return {
      projector: saved.projector === true,
      terms: saved.terms === "words" ? "words" : "letters",
      hints: saved.hints === true,
    };
  } catch {
    return { ...DEFAULTS }; // storage off (private window, file:// policy): defaults
  }
}

let current = load();

/** The current settings: `{ projector: boolean, terms: "letters" | "words", hints: boolean }`. */
export const settings = () => ({ ...current });

/** Change one setting, remember it, apply it and tell the page. */
export function setSetting(name, value) {
  if (!(name in DEFAULTS)) return;
  current = { ...current, [name]: value };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // not remembered, still applied
  }
  apply();
  window.dispatchEvent(new CustomEvent(SETTINGS_EVENT, { detail: settings() }));
}

/** Run `fn(settings)` after every change of a setting. */
export function onSettingsChange(fn) {
  window.addEventListener(SETTINGS_EVENT, (event) => fn(event.detail));
}

function apply() {
  // The words first: pages listening for the change read them at once.
  setTerms(current.terms);
  document.documentElement.classList.toggle("projector", current.projector);
  document.documentElement.dataset.terms = current.terms;
  renderTerms();
}

// ---------------------------------------------------------------------------------------
// The words for outcomes: the table lives in terms.js (pure, so the caption modules and their
// unit tests can use it); this module sets it from the room's setting.

export { outcomeName, outcomePhrase, outcomeFor } from "./terms.js";

/**
 * Static words for outcomes in a page (a legend's "P-position", the home page's vocabulary):
 * `<span data-outcome-term="P">` holds outcomeName("P"), or the form named by
 * data-outcome-form ("short", "long", "title", "plural", "phrase", "sentence"). Redrawn after
 * every change of the terms.
 */
function renderTerms() {
  for (const term of document.querySelectorAll("[data-outcome-term]")) {
    term.textContent = outcomeName(term.dataset.outcomeTerm, term.dataset.outcomeForm ?? "long");
  }
}

// ---------------------------------------------------------------------------------------
// The live region

let region = null;

/**
 * The live region, made once. It is made when the page loads (see the end of this file), not
 * on the first message: screen readers often miss what is said in a region that appeared in
 * the same moment, and the first message (the computer's first move) would be lost.
 */
function liveRegion() {
  if (!region && document.body) {
    region = el("div", { id: "announcer", class: "visually-hidden", "aria-live": "polite", "aria-atomic": "true" });
    document.body.append(region);
  }
  return region;
}

let waiting = [];
let timer = null;

/** Say `text` to screen readers, politely (after what they are reading now). */
export function announce(text) {
  const box = liveRegion();
  if (!box || !text) return;
  // Clear first, so that saying the same sentence twice is heard twice. Sentences that come
  // together (the computer's move, then a lesson's verdict on it) are said together: written
  // one after the other, the second would replace the first before it is read.
  waiting.push(String(text));
  if (timer !== null) return;
  box.textContent = "";
  timer = setTimeout(() => {
    box.textContent = waiting.join(" ");
    waiting = [];
    timer = null;
  }, 30);
}

// ---------------------------------------------------------------------------------------
// The toggles in the header

/**
 * Make the header's two toggles work. shell.js draws them with the header, checked as
 * remembered, so they are there in the first frame; this binds them. A page whose header has
 * no toggles gets them appended here (a header without the shell); a page without a header
 * gets none.
 */
function mountBar() {
  const header = document.querySelector(".site-header");
  if (!header) return;
  let projector = document.getElementById("projector-toggle");
  let terms = document.getElementById("terms-toggle");
  if (!projector || !terms) {
    projector = el("input", { type: "checkbox", id: "projector-toggle" });
    terms = el("input", { type: "checkbox", id: "terms-toggle" });
    header.append(
      el("div", { class: "room-settings", role: "group", "aria-label": "Classroom settings" },
        el("label", { class: "toggle", title: "Bigger type and pieces, stronger contrast" }, projector, " Projector"),
        el("label", { class: "toggle", title: "Say previous/next player wins instead of P and N" }, terms, " Words for P/N"),
      ),
    );
  }
  projector.checked = current.projector;
  terms.checked = current.terms === "words";
  projector.addEventListener("change", () => setSetting("projector", projector.checked));
  terms.addEventListener("change", () => setSetting("terms", terms.checked ? "words" : "letters"));
  onSettingsChange((now) => {
    projector.checked = now.projector;
    terms.checked = now.terms === "words";
  });
}

// ---------------------------------------------------------------------------------------
// The Hints toggle

/**
 * Keep the page's Hints box and the remembered setting together. The page's script listens to
 * the box's "change" events and reads the box then; so when the box starts checked (the room
 * remembers hints on) it is told once, after the page's modules have run (DOMContentLoaded
 * comes after them), and again whenever another tab changes the setting.
 */
function bindHints() {
  const box = document.getElementById("hints");
  if (!box) return;
  const tell = () => box.dispatchEvent(new Event("change", { bubbles: true }));
  box.checked = current.hints;
  box.addEventListener("change", () => {
    if (box.checked !== current.hints) setSetting("hints", box.checked);
  });
  onSettingsChange((now) => {
    if (box.checked === now.hints) return;
    box.checked = now.hints;
    tell();
  });
  if (!box.checked) return;
  // Module scripts run while readyState is already "interactive", before DOMContentLoaded; the
  // navigation's timing says whether it has come.
  const navigation = performance.getEntriesByType?.("navigation")[0];
  const loaded = document.readyState === "complete" || (navigation?.domContentLoadedEventStart ?? 0) > 0;
  if (loaded) setTimeout(tell, 0);
  else document.addEventListener("DOMContentLoaded", tell, { once: true });
}

// Another tab of the site changed a setting (the teacher has the game and the notes open
// side by side): follow it here too.
window.addEventListener("storage", (event) => {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  const now = load();
  if (now.projector === current.projector && now.terms === current.terms && now.hints === current.hints) return;
  current = now;
  apply();
  window.dispatchEvent(new CustomEvent(SETTINGS_EVENT, { detail: settings() }));
});

apply();
mountBar();
bindHints();
liveRegion();
