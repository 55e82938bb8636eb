// A lesson a teacher builds: a title and an ordered list of cards, each a game, a position, the
// question the student is asked and an optional note. This module holds the lesson as data and
// as text: the limits, the check of a lesson read from anywhere (a link, the browser's storage),
// the link (the lesson compressed and written in the address, so that no server keeps it), the
// lesson being built (kept in the browser between visits) and the results code of a student's run.
//
// The link: "lesson.html#L2." and the lesson as compact JSON, deflated (the browser's own
// CompressionStream, "deflate-raw": no library is needed) and written in base64url (RFC 4648 §5,
// the letters an address keeps as they are), then "." and a check of six letters (FNV-1a of what
// comes before it), so that a link changed by one letter is refused as changed instead of
// opening another lesson. "L2" is the format's version: "L1" links, written before links had
// their check, still open.

import { catalogueEntry } from "../catalogue.js";
import { formatCount } from "../ui.js";

/** The published limits of a lesson (the README's too). */
export const LESSON_LIMITS = Object.freeze({ cards: 24, title: 80, note: 280, position: 200, link: 4000, choices: 30 });

/** The question kinds, in the catalogue's names, and how a teacher picks them. */
export const QUESTION_NAMES = Object.freeze({
  pn: "Who wins: P or N?",
  outcomeClass: "Who wins, whoever starts?",
  winningMove: "Which move wins?",
  grundy: "What is its Grundy value?",
  value: "What is its value?",
  rollOrHold: "Roll or hold?",
  chanceAboveHalf: "Is the chance of winning above one half?",
});

const PREFIX = "L2.";
/** The first format, without the check: its links still open. */
const OLD_PREFIX = "L1.";

/**
 * @typedef {object} LessonCard
 * @property {string} game the core's game id (`nim:misere`, `scoring:1,3,4`)
 * @property {string} position the position in the game's notation
 * @property {string} question a question kind the catalogue allows for the game
 * @property {string} note the teacher's note ("" for none)
 * @property {boolean} playOut then play it out against the computer on its page
 * @property {string} [hash] the game page's address after "#", when it is not the usual one
 */
/** @typedef {{ title: string, cards: LessonCard[] }} Lesson */
/** A card left out of a lesson, and why (in words a teacher can act on). @typedef {{ index: number, name: string, reason: string }} Skipped */

/** An empty lesson. @returns {Lesson} */
export const emptyLesson = () => ({ title: "", cards: [] });

/** A lesson link that cannot be read: its message says what is wrong. */
export class LessonLinkError extends Error {}

/** The game's name on a card: the catalogue's, or the id as written when the game is unknown. */
export const gameName = (game) => catalogueEntry(game)?.name ?? String(game);

/**
 * One card checked against the catalogue and the limits: the card, cleaned, or the reason it is
 * left out. The position itself is the core's to check (lesson.js asks it when the card is shown).
 * @returns {{ card: LessonCard } | { reason: string }}
 */
export function checkCard(raw) {
  if (!raw || typeof raw !== "object") return { reason: "it is not a card" };
  const game = typeof raw.game === "string" ? raw.game.trim() : "";
  const entry = game ? catalogueEntry(game) : undefined;
  if (!entry) return { reason: `there is no game called "${game.slice(0, 24)}" here` };
  const position = typeof raw.position === "string" ? raw.position.trim() : "";
  if (!position) return { reason: "it has no position" };
  if (position.length > LESSON_LIMITS.position) return { reason: `its position is longer than ${LESSON_LIMITS.position} characters` };
  const question = String(raw.question ?? "");
  if (!entry.questions.includes(/** @type {any} */ (question))) {
    return { reason: `${entry.name} cannot be asked "${QUESTION_NAMES[question] ?? question}"` };
  }
  const note = typeof raw.note === "string" ? raw.note.slice(0, LESSON_LIMITS.note) : "";
  const hash = typeof raw.hash === "string" && raw.hash ? raw.hash.slice(0, LESSON_LIMITS.position + 40) : undefined;
  return { card: { game, position, question, note, playOut: Boolean(raw.playOut), ...(hash ? { hash } : {}) } };
}

/**
 * A lesson from anywhere, checked: the title cut to its limit, each card checked (a bad one is
 * named and skipped), at most LESSON_LIMITS.cards cards; `origin`: each kept card's place in `raw`.
 * @returns {{ lesson: Lesson, skipped: Skipped[], origin: number[] }}
 */
export function checkLesson(raw) {
  const title = typeof raw?.title === "string" ? raw.title.slice(0, LESSON_LIMITS.title) : "";
  const list = Array.isArray(raw?.cards) ? raw.cards : [];
  /** @type {LessonCard[]} */
  const cards = [];
  /** @type {Skipped[]} */
  const skipped = [];
  /** @type {number[]} */
  const origin = [];
  list.forEach((item, index) => {
    const checked = checkCard(item);
    const name = gameName(item?.game);
    if ("reason" in checked) skipped.push({ index, name, reason: checked.reason });
    else if (cards.length >= LESSON_LIMITS.cards)
      skipped.push({ index, name, reason: `a lesson has at most ${LESSON_LIMITS.cards} cards` });
    else {
      cards.push(checked.card);
      origin.push(index);
    }
  });
  return { lesson: { title, cards }, skipped, origin };
}

/**
 * Why a card cannot be asked, or null when it can: a move to find among more moves than a card
 * offers (LESSON_LIMITS.choices), or a game of chance's question where nothing is to decide.
 * @param {LessonCard} card
 * @param {Record<string, any>} analysis the core's analysis of its position
 */
export function cannotAsk(card, analysis) {
  if (card.question === "winningMove") {
    const count = analysis.moveCount ?? analysis.moves?.length ?? 0;
    if (count === 0) return "the game is over there: nobody can move";
    if (count > LESSON_LIMITS.choices || analysis.movesComplete === false) {
      return `its position has ${formatCount(count)} moves, more than the ${LESSON_LIMITS.choices} a card offers to choose from`;
    }
  }
  if (card.question === "rollOrHold" && (analysis.hold === null || analysis.hold === undefined)) {
    return "there is nothing to hold at the start of a turn: the player must roll";
  }
  return null;
}

// -- The link ----------------------------------------------------------------------------------

/** The lesson as compact JSON: [title, [game, position, question, note, playOut, hash?]...]. */
function compact(lesson) {
  return JSON.stringify([
    lesson.title,
    lesson.cards.map((c) => [c.game, c.position, c.question, c.note, c.playOut ? 1 : 0, ...(c.hash ? [c.hash] : [])]),
  ]);
}

/** The reverse of compact, shaped as a lesson for checkLesson (which trusts none of it). */
function expand(value) {
  if (!Array.isArray(value) || !Array.isArray(value[1]))
    throw new LessonLinkError("This lesson link was changed: it holds no list of cards.");
  return {
    title: value[0],
    cards: value[1].map((c) =>
      Array.isArray(c) ? { game: c[0], position: c[1], question: c[2], note: c[3], playOut: c[4] === 1, hash: c[5] } : null,
    ),
  };
}

/** Bytes through a CompressionStream or DecompressionStream. */
async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

const toBase64url = (bytes) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) {
    throw new LessonLinkError("This lesson link was changed or cut short: it has letters a lesson link never has. Ask for the link again.");
  }
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The text after "#" of a lesson's link. @param {Lesson} lesson */
export async function encodeLesson(lesson) {
  const bytes = new TextEncoder().encode(compact(lesson));
  const body = PREFIX + toBase64url(await pipe(bytes, new CompressionStream("deflate-raw")));
  return `${body}.${linkCheck(body)}`;
}

/** FNV-1a of a text, 32 bits: the link's check, the lesson's tag and the results code's check. */
function fnv(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The six letters that check a link's text: its FNV-1a, big-endian, in base64url. */
function linkCheck(text) {
  const h = fnv(text);
  return toBase64url(Uint8Array.of(h >>> 24, (h >>> 16) & 255, (h >>> 8) & 255, h & 255));
}

/** True when the text after "#" is a lesson's (of any version). */
export const isLessonHash = (text) => /^L\d+\./.test(text);

/**
 * The lesson of a link's text after "#", checked; a link that cannot be read throws a
 * LessonLinkError that says what is wrong.
 * @returns {Promise<{ lesson: Lesson, skipped: Skipped[], origin: number[] }>}
 */
export async function decodeLesson(text) {
  const old = text.startsWith(OLD_PREFIX);
  if (!text.startsWith(PREFIX) && !old) {
    throw new LessonLinkError(
      isLessonHash(text)
        ? "This lesson link was made by a newer Grundy than this one: open it on the site it came from."
        : "This is not a lesson link: it should start with lesson.html#L2.",
    );
  }
  let body = text.slice(PREFIX.length);
  if (body.length > LESSON_LIMITS.link)
    throw new LessonLinkError(`This lesson link is longer than ${LESSON_LIMITS.link} characters, more than any lesson needs.`);
  if (!old) {
    const dot = body.lastIndexOf(".");
    if (dot < 0) throw new LessonLinkError("This lesson link is cut short: its last letters are missing. Copy the whole link again.");
    if (linkCheck(text.slice(0, PREFIX.length + dot)) !== body.slice(dot + 1)) {
      throw new LessonLinkError(
        "This lesson link was changed or cut short: its letters do not match its check, so it is not the lesson the teacher shared. Ask for the link again.",
      );
    }
    body = body.slice(0, dot);
  }
  let json;
  try {
    json = new TextDecoder("utf-8", { fatal: true }).decode(await pipe(fromBase64url(body), new DecompressionStream("deflate-raw")));
  } catch (error) {
    if (error instanceof LessonLinkError) throw error;
    throw new LessonLinkError(
      "This lesson link is cut short or was changed, so the lesson cannot be read from it. Copy the whole link again.",
    );
  }
  let value;
  try {
    value = JSON.parse(json);
  } catch {
    throw new LessonLinkError("This lesson link was changed: what it holds is not a lesson.");
  }
  return checkLesson(expand(value));
}

// -- The lesson being built ----------------------------------------------------------------------

const DRAFT_KEY = "grundy-lesson";

/** The lesson being built, from the browser's storage (an empty one when there is none). @returns {Lesson} */
export function loadDraft() {
  try {
    return checkLesson(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null")).lesson;
  } catch {
    return emptyLesson();
  }
}

/** Keeps `lesson` as the lesson being built. @param {Lesson} lesson */
export function saveDraft(lesson) {
  localStorage.setItem(DRAFT_KEY, JSON.stringify(lesson));
}

/**
 * Adds a card to the lesson being built; the message says where it went or why it could not.
 * @returns {{ ok: boolean, message: string, count: number }}
 */
export function addToDraft(raw) {
  const lesson = loadDraft();
  const checked = checkCard(raw);
  if ("reason" in checked)
    return { ok: false, message: `This card cannot go into a lesson: ${checked.reason}.`, count: lesson.cards.length };
  if (lesson.cards.length >= LESSON_LIMITS.cards) {
    return {
      ok: false,
      message: `The lesson has ${LESSON_LIMITS.cards} cards, the most it can have: remove one on the lesson page first.`,
      count: lesson.cards.length,
    };
  }
  // The same position asked the same question twice is a slip: the card already there is named.
  const card = checked.card;
  const same = lesson.cards.findIndex((c) => c.game === card.game && c.position === card.position && c.question === card.question);
  if (same >= 0) {
    return {
      ok: false,
      message: `This position is already card ${same + 1} of your lesson, with the same question: choose another question to add it again.`,
      count: lesson.cards.length,
    };
  }
  lesson.cards.push(card);
  saveDraft(lesson);
  const n = lesson.cards.length;
  return { ok: true, message: `Added as card ${n} of your lesson.`, count: n };
}

// -- The results code ----------------------------------------------------------------------------

const CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** The letter of a card the student did not answer (a choice's number or a typed answer's length is never 31). */
const SKIPPED = CODE_LETTERS.length - 1;
/** A typed answer's longest UTF-8 form that a results code holds (its length is one letter). */
export const TYPED_BYTES = SKIPPED - 1;

/** `count` letters of CODE_LETTERS for the number `h`. */
function lettersOf(h, count) {
  let out = "";
  for (let i = 0; i < count; i++, h = Math.floor(h / 32)) out += CODE_LETTERS[h % 32];
  return out;
}

/** Four letters that name a lesson's link: a results code says which lesson it is for. */
export const lessonTag = (hash) => lettersOf(fnv(hash), 4);

/**
 * A student's answer as a results code holds it: the number of the choice pressed, the text
 * typed, or null for a card not answered.
 * @typedef {{ choice: number } | { typed: string } | null} CodedAnswer
 */

/** Bytes as letters of CODE_LETTERS, five bits a letter (base32, RFC 4648's way, without padding). */
function bytesToLetters(bytes) {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += CODE_LETTERS[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += CODE_LETTERS[(value << (5 - bits)) & 31];
  return out;
}

/** The reverse of bytesToLetters for `count` bytes; null when the letters are too few. */
function lettersToBytes(letters, count) {
  const bytes = [];
  let bits = 0;
  let value = 0;
  for (const letter of letters) {
    value = ((value << 5) | CODE_LETTERS.indexOf(letter)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
    if (bytes.length === count) break;
  }
  return bytes.length === count ? Uint8Array.from(bytes) : null;
}

/** How many letters `count` bytes take. */
const lettersFor = (count) => Math.ceil((count * 8) / 5);

/**
 * A student's results as a short code to show or send: the lesson's tag, then the student's
 * answers, then three letters of check, in groups of four: "K7QD-BAHC-9EYC-Q". The code holds
 * the answers, not whether they were right: the teacher's page judges them again with the core,
 * so a code that reads as all right must hold the right answers, and a forged one is pointless.
 * A choice is one letter (its number); a typed answer one letter for its length in bytes, then
 * the bytes five bits a letter; a card not answered the letter 9.
 * @param {string} hash the lesson link's text after "#"
 * @param {CodedAnswer[]} answers per card
 */
export function resultsCode(hash, answers) {
  const body = answers
    .map((a) => {
      if (a === null) return CODE_LETTERS[SKIPPED];
      if ("choice" in a) return CODE_LETTERS[Math.min(a.choice, SKIPPED - 1)];
      const bytes = new TextEncoder().encode(a.typed).slice(0, TYPED_BYTES);
      return CODE_LETTERS[bytes.length] + bytesToLetters(bytes);
    })
    .join("");
  const text = lessonTag(hash) + body;
  return (text + lettersOf(fnv(text), 3)).match(/.{1,4}/g)?.join("-") ?? "";
}

/** A results code that cannot be read: its message says what to do. */
export class ResultsCodeError extends Error {}

/**
 * The answers in a results code for the lesson of `hash`, whose cards are answered by choosing
 * ("choice") or typing ("typed"); a code of another lesson, or one mistyped or cut short,
 * throws a ResultsCodeError that says so.
 * @param {string} code
 * @param {string} hash
 * @param {("choice" | "typed")[]} kinds per card
 * @returns {CodedAnswer[]}
 */
export function readResultsCode(code, hash, kinds) {
  const text = String(code ?? "")
    .toUpperCase()
    .replace(/[\s-]/g, "");
  if (!/^[A-Z2-9]+$/.test(text) || [..."IO"].some((c) => text.includes(c)) || text.length < 7) {
    throw new ResultsCodeError(
      "A results code is letters and digits in groups of four, such as K7QD-BAHC-9EYC-Q: copy it as the student's screen shows it.",
    );
  }
  if (text.slice(0, 4) !== lessonTag(hash))
    throw new ResultsCodeError("This results code is for another lesson, or for another version of this one.");
  const body = text.slice(0, -3);
  if (lettersOf(fnv(body), 3) !== text.slice(-3)) {
    throw new ResultsCodeError("This results code does not read: a letter was changed, left out or added. Check that it was copied whole.");
  }
  /** @type {CodedAnswer[]} */
  const answers = [];
  let at = 4;
  for (const kind of kinds) {
    const letter = body[at++];
    const n = letter === undefined ? -1 : CODE_LETTERS.indexOf(letter);
    if (n < 0) break;
    if (n === SKIPPED) answers.push(null);
    else if (kind === "choice") answers.push({ choice: n });
    else {
      const bytes = lettersToBytes(body.slice(at, at + lettersFor(n)), n);
      if (!bytes) break;
      at += lettersFor(n);
      answers.push({ typed: new TextDecoder().decode(bytes) });
    }
  }
  if (answers.length !== kinds.length || at !== body.length) {
    throw new ResultsCodeError(
      `This results code does not hold one answer for each of the lesson's ${kinds.length} cards: check that it is this lesson's code.`,
    );
  }
  return answers;
}

// -- A card's page -------------------------------------------------------------------------------

/**
 * The game page's address after "#" for a card's game and position, as the page writes it:
 * "misere:" first for misère play, then what comes before the position on a shared page
 * (Dawson's Kayles' "octal:0.07:"), then the position. A page with settings of its own (the
 * Scoring game's subtraction set) gives its address as it is: the card keeps it as `hash`.
 * @param {LessonCard} card
 */
export function usualHash(card) {
  const entry = catalogueEntry(card.game);
  const misere = /:misere$/.test(card.game);
  return `${misere ? "misere:" : ""}${entry?.hashPrefix ?? ""}${card.position}`;
}

/** The game page of a card at its position (its own address when it has one). @param {LessonCard} card */
export function cardHref(card) {
  const entry = catalogueEntry(card.game);
  return `${entry?.page ?? "index.html"}#${card.hash ?? usualHash(card)}`;
}
