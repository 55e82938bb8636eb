// Every explanation step has an address: the page's position hash, then "@why=" and the step
// counted from 1, e.g. nim.html#3,4,5@why=4 or sums.html#kayles(5)+nim(3)@why=2. A page whose
// step-through needs more than the position (the tic-tac-toe tree's own position and search)
// adds options after the step, separated by ";": tictactoe.html#.........@why=12;tree=x.o.x...o.
//
// Why "@": no position text holds it (digits, commas, "+:();", "x", "o", ".", "-", "_", a-d and
// "pass", spaces, and the prefixes "misere:", "S=", "k=", "W=", "octal:", "dawson:").

/** The mark between the position and the step, and the step's name: "@why=4". */
const STEP_MARK = "@";
const STEP_KEY = "why";
/** The hash prefix of a misère position: page.html#misere:... */
const MISERE_PREFIX = "misere:";

/**
 * Split the text after "#" into the position text and the step asked for.
 *   "3,4,5"                  -> { text: "3,4,5", step: null, options: {} }
 *   "3,4,5@why=4"            -> { text: "3,4,5", step: 4, options: {} }
 *   "3,4,5@why=4;tree=x.o"   -> { ..., step: 4, options: { tree: "x.o" } }
 *   "3,4,5@why=oops", "@why" -> step 1: the explanation was asked for, from its start
 *   "3,4,5@junk"             -> step null: garbage after the mark is ignored
 * The position text is returned untouched, so a bad position keeps its own error message.
 * Steps are not clamped here (the page knows how many there are): 0 comes back as 1.
 */
export function splitStep(text) {
  const source = String(text ?? "");
  const at = source.indexOf(STEP_MARK);
  if (at < 0) return { text: source, step: null, options: {} };
  const [head, ...rest] = source.slice(at + 1).split(";");
  const m = new RegExp(`^\\s*${STEP_KEY}\\b\\s*(?:=\\s*(\\d+))?`, "i").exec(head);
  const options = {};
  for (const piece of m ? rest : []) {
    const eq = piece.indexOf("=");
    const key = (eq < 0 ? piece : piece.slice(0, eq)).trim().toLowerCase();
    if (key) options[key] = eq < 0 ? "" : piece.slice(eq + 1).trim();
  }
  const step = !m ? null : m[1] === undefined ? 1 : Math.max(1, Number(m[1]) || 1);
  return { text: source.slice(0, at), step, options };
}

/** "@why=4", then ";key=value" for each option that is set (null, undefined and false are left out). */
export function stepSuffix(step, options = {}) {
  const extra = Object.entries(options)
    .filter(([, value]) => value !== null && value !== undefined && value !== false)
    .map(([key, value]) => `;${key}=${value}`)
    .join("");
  return `${STEP_MARK}${STEP_KEY}=${Math.max(1, Math.trunc(step) || 1)}${extra}`;
}

/**
 * Keeps a page's step-through in its address. The page builds its stepper with `onChange: ()
 * => { address.changed(); draw(); writeHash(); }`, loads steps with `address.load(count)`,
 * calls `address.want(step)` when the address asks for a step, `address.show()` when the
 * person opens the panel, `address.drop()` when the position moves on or the panel closes, and
 * appends `address.suffix()` to the hash it writes (with history.replaceState, so stepping
 * leaves no history entry per step).
 */
export function createStepAddress(stepper) {
  /** Does the address carry the step now? */
  let inAddress = false;
  /** The step (from 1) the address asked for, until steps are loaded to show it. */
  let wanted = null;
  /** True while `load` runs: the stepper's report then is not a step made by a person. */
  let loading = false;
  return {
    want(step) {
      wanted = step;
      inAddress = true;
    },
    show() {
      inAddress = true;
    },
    drop() {
      inAddress = false;
      wanted = null;
    },
    /** Load `count` steps, showing the wanted step (clamped to the last), the one on show (`keep`) or the first. */
    load(count, { keep = false } = {}) {
      const index = wanted !== null ? wanted - 1 : keep ? stepper.index : 0;
      wanted = null;
      loading = true;
      try {
        stepper.load(count, index);
      } finally {
        loading = false;
      }
    },
    /** From the stepper's onChange: a step made by a person puts the step in the address. */
    changed() {
      if (!loading) inAddress = true;
    },
    /** True when the address asked for a step not shown yet. */
    get pending() {
      return wanted !== null;
    },
    get inAddress() {
      return inAddress;
    },
    /** "@why=4" (with `options`) while the step is in the address, else "". */
    suffix(options = {}) {
      return inAddress ? stepSuffix(wanted ?? (stepper.count ? stepper.index + 1 : 1), options) : "";
    },
  };
}

/** `text` decoded when it can be, else as it is (the core says what is wrong with it). */
function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The text after "#", split into the position text and the step: "#3,4,5@why=4" -> { text: "3,4,5", step: 4 }. */
export const readStepHash = () => splitStep(decoded(location.hash.replace(/^#/, "")));

/** "misere:3,4,5" -> { rule: "misere", text: "3,4,5" }; other text is normal play. */
export const splitRule = (text) =>
  text.startsWith(MISERE_PREFIX) ? { rule: "misere", text: text.slice(MISERE_PREFIX.length) } : { rule: "normal", text };

/** "#misere:" for misère play, "#" otherwise, then `text`. */
export const ruleHash = (rule, text) => `#${rule === "misere" ? MISERE_PREFIX : ""}${text}`;

/**
 * The address as the page last wrote it or last heard of it by a hashchange. An address that
 * differs from it is an edit (typed, or a link followed) whose hashchange is still to come: the
 * page's handler reads it then, so a redraw that ends before (a late answer of the core) must not
 * write the old position back over it.
 * @type {string | null}
 */
let known = null;
if (typeof window !== "undefined") window.addEventListener("hashchange", () => (known = location.hash));

/** Put `hash` in the address bar without a history entry, unless it is there already (compared decoded: the browser escapes some text). */
export function replaceHash(hash) {
  if (known !== null && location.hash !== known) return;
  if (decoded(location.hash) !== hash) history.replaceState(null, "", hash);
  known = location.hash;
}
