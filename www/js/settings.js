// The room's settings, shared by every page, and the screen-reader announcer. Projector mode
// (bigger type and pieces, stronger contrast: a class on <html>); the terms (outcome classes by
// letter, "P-position", or in words, "previous player wins": terms.js holds the words); Hints
// (the game pages' one toggle beside the title, off until a student ticks it) and Ask me first
// (lessons.js). All are remembered in localStorage, so a teacher sets them once per machine,
// and followed from another tab. Dark or light follows the system; so does motion.
//
// announce(text) speaks a sentence through one polite live region (the computer's move, the
// result of a game, a lesson's verdict), so screen readers hear what sighted students see.

import "./menu.js";
import { el } from "./ui.js";
import { outcomeName, setTerms } from "./terms.js";

const STORAGE_KEY = "grundy-settings";
const DEFAULTS = { projector: false, terms: "letters", hints: false, askFirst: false };
/** The event every page can listen to after a setting changed: detail is the settings. */
const SETTINGS_EVENT = "grundy-settings";

function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return {
      projector: saved.projector === true,
      terms: saved.terms === "words" ? "words" : "letters",
      hints: saved.hints === true,
      askFirst: saved.askFirst === true,
    };
  } catch {
    return { ...DEFAULTS }; // storage off (private window, file:// policy): defaults
  }
}

let current = load();

/** The current settings: `{ projector, terms: "letters" | "words", hints, askFirst }`. */
export const settings = () => ({ ...current });

/** Apply the settings, and tell the page (after a change here or in another tab). */
function apply(tell = true) {
  // The words first: pages listening for the change read them at once.
  setTerms(current.terms);
  document.documentElement.classList.toggle("projector", current.projector);
  document.documentElement.dataset.terms = current.terms;
  // Static words for outcomes in a page (a legend's "P-position", the home page's vocabulary):
  // <span data-outcome-term="P"> holds outcomeName("P"), or the form named by data-outcome-form.
  for (const term of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-outcome-term]"))) {
    term.textContent = outcomeName(term.dataset.outcomeTerm, term.dataset.outcomeForm ?? "long");
  }
  if (tell) window.dispatchEvent(new CustomEvent(SETTINGS_EVENT, { detail: settings() }));
}

/**
 * Change one setting, remember it, apply it and tell the page.
 * @param {string} name
 * @param {string | boolean} value
 */
export function setSetting(name, value) {
  if (!(name in DEFAULTS)) return;
  current = { ...current, [name]: value };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // not remembered, still applied
  }
  apply();
}

/** Run `fn(settings)` after every change of a setting. */
export function onSettingsChange(fn) {
  window.addEventListener(SETTINGS_EVENT, (event) => fn(/** @type {CustomEvent} */ (event).detail));
}

// The words for outcomes: the table lives in terms.js (pure, so the caption modules and their
// unit tests can use it); this module sets it from the room's setting.
export { outcomeName, outcomePhrase, outcomeFor } from "./terms.js";

// -- The live region -------------------------------------------------------------------------

/**
 * The live region, made when the page loads (see the end of this file), not on the first
 * message: screen readers often miss what is said in a region that appeared in the same
 * moment, and the first message (the computer's first move) would be lost.
 */
let region = null;
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

// -- The toggles: the header's two (shell.js draws them with the header, checked as remembered,
// so they are there in the first frame) and the page's Hints box, each kept together with its
// setting (id, setting, its value when checked, when not), here and from another tab.

/** The page's toggles of a setting: [box id, setting, value when checked, value when not]. @type {[string, string, string | boolean, string | boolean][]} */
const TOGGLES = [
  ["projector-toggle", "projector", true, false],
  ["terms-toggle", "terms", "words", "letters"],
  ["hints", "hints", true, false],
];
for (const [id, name, on, off] of TOGGLES) {
  const box = /** @type {HTMLInputElement | null} */ (document.getElementById(id));
  if (!box) continue;
  box.checked = current[name] === on;
  box.addEventListener("change", () => {
    if ((box.checked ? on : off) !== current[name]) setSetting(name, box.checked ? on : off);
  });
  onSettingsChange((now) => {
    if (box.checked === (now[name] === on)) return;
    box.checked = now[name] === on;
    // The page's script reads the Hints box when it starts, and then on its "change" events.
    if (id === "hints") box.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

// Another tab of the site changed a setting (the teacher has the game and the notes open
// side by side): follow it here too.
window.addEventListener("storage", (event) => {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  const now = load();
  if (Object.keys(DEFAULTS).every((name) => now[name] === current[name])) return;
  current = now;
  apply();
});

apply(false);
liveRegion();
