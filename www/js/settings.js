// The room's settings, shared by every page, and the screen-reader announcer.
//
// - Projector mode: bigger type and pieces, stronger contrast (a class on <html>).
// - Terms: the outcome classes named by letter ("P-position", "N-position") or in words
//   ("previous player wins", "next player wins"), as the notes introduce them.
// Both are remembered in localStorage, so a teacher sets them once per machine, and both
// are toggles in every page's header. Dark or light follows the system; so does motion.
//
// announce(text) speaks a sentence through one polite live region (the computer's move, the
// result of a game, a lesson's verdict), so screen readers hear what sighted students see.

import { el } from "./ui.js";

const STORAGE_KEY = "grundy-settings";
const DEFAULTS = { projector: false, terms: "letters" };
/** The event every page can listen to after a setting changed: detail is the settings. */
export const SETTINGS_EVENT = "grundy-settings";

function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return {
      projector: saved.projector === true,
      terms: saved.terms === "words" ? "words" : "letters",
    };
  } catch {
    return { ...DEFAULTS }; // storage off (private window, file:// policy): defaults
  }
}

let current = load();

/** The current settings: `{ projector: boolean, terms: "letters" | "words" }`. */
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
  document.documentElement.classList.toggle("projector", current.projector);
  document.documentElement.dataset.terms = current.terms;
}

// ---------------------------------------------------------------------------------------
// The words for outcomes

const WORDS = {
  letters: {
    P: { short: "P", long: "P-position", sentence: "P-position: the player to move loses" },
    N: { short: "N", long: "N-position", sentence: "N-position: the player to move can win" },
    D: { short: "D", long: "draw", sentence: "Draw: neither player can force a win" },
  },
  words: {
    P: { short: "P", long: "previous player wins", sentence: "Previous player wins: whoever moves now loses" },
    N: { short: "N", long: "next player wins", sentence: "Next player wins: whoever moves now can win" },
    D: { short: "D", long: "draw", sentence: "Draw: neither player can force a win" },
  },
};

/**
 * The name of an outcome ("P", "N" or "D") in the chosen terms. `form` is "short" (the
 * letter, for badges and marks), "long" ("P-position" / "previous player wins") or
 * "sentence" (what it means for the player to move).
 */
export function outcomeName(outcome, form = "long") {
  const table = WORDS[current.terms] ?? WORDS.letters;
  return (table[outcome] ?? table.N)[form];
}

// ---------------------------------------------------------------------------------------
// The live region

let region = null;

/** Say `text` to screen readers, politely (after what they are reading now). */
export function announce(text) {
  if (!region) {
    region = el("div", { id: "announcer", class: "visually-hidden", "aria-live": "polite", "aria-atomic": "true" });
    document.body.append(region);
  }
  // Clear first, so that saying the same sentence twice is heard twice.
  region.textContent = "";
  setTimeout(() => {
    region.textContent = text;
  }, 30);
}

// ---------------------------------------------------------------------------------------
// The toggles in the header

function mountBar() {
  const header = document.querySelector(".site-header");
  if (!header || header.querySelector(".room-settings")) return;
  const projector = el("input", { type: "checkbox", id: "projector-toggle" });
  projector.checked = current.projector;
  projector.addEventListener("change", () => setSetting("projector", projector.checked));
  const terms = el("input", { type: "checkbox", id: "terms-toggle" });
  terms.checked = current.terms === "words";
  terms.addEventListener("change", () => setSetting("terms", terms.checked ? "words" : "letters"));
  header.append(
    el("div", { class: "room-settings", role: "group", "aria-label": "Classroom settings" },
      el("label", { class: "toggle", title: "Bigger type and pieces, stronger contrast" }, projector, " Projector"),
      el("label", { class: "toggle", title: "Say previous/next player wins instead of P and N" }, terms, " Words for P/N"),
    ),
  );
  onSettingsChange((now) => {
    projector.checked = now.projector;
    terms.checked = now.terms === "words";
  });
}

apply();
mountBar();
