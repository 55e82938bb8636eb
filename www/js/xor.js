// The xor corner: two numbers, their binary columns and their xor; the laws of xor shown with
// those numbers; and the xor swap trick replayed line by line (on the search lab's step player,
// search-lab.js). The core computes every value (its lab "explain"); this file only lays them out.

import * as engine from "./engine.js";
import { STALE, latest } from "./engine.js";
import { el, binary, columnValue, formatCount, reserveCaption, refitCaption, elements } from "./ui.js";
import { readStepHash, replaceHash } from "./step-url.js";
import { stepPlayer } from "./search-lab.js";

/** The corner's elements (ui.js elements): xor.a is #xor-a, swap.caption #swap-caption. */
const xor = elements("xor-");
const swap = elements("swap-");

/** The xor corner's lab (src/api/xor.rs): a and b in binary, the laws of xor with them, the swap. */
const xorLatest = latest((a, b) => /** @type {Promise<import("./types/core").XorExplanation>} */ (engine.lab("xor", "explain", [a, b])));
let result = null;

/** The swap's steps, the arrow keys stepping them; the step on show goes into the address bar: "#5,3@why=3". */
const player = stepPlayer(document.querySelector(".swap"), {
  interval: 1800,
  render: renderSwap,
  write: () => result && writeHash(result.a, result.b),
  arrows: () => true,
});

const n = (v) => formatCount(v);

/** A table of numbers in binary, `width` columns of bits: its head, then a row per entry of `rows`. */
function bitsTable(tableEl, width, rows) {
  const columns = Array.from({ length: width }, (_, i) => width - 1 - i);
  tableEl.tHead.textContent = "";
  tableEl.tHead.append(
    el(
      "tr",
      {},
      el("th", { scope: "col", class: "name", text: "" }),
      el("th", { scope: "col", class: "dec", text: "value" }),
      columns.map((c) => el("th", { scope: "col", class: "bit", text: n(columnValue(c)) })),
    ),
  );
  tableEl.tBodies[0].textContent = "";
  for (const { attrs, name, value, bits, extra = () => null } of rows) {
    const padded = bits.padStart(width, "0");
    tableEl.tBodies[0].append(
      el(
        "tr",
        attrs,
        el("th", { scope: "row", class: "name", text: name }),
        el("td", { class: "dec", text: n(value) }),
        columns.map((c) => el("td", { class: ["bit", extra(c)], "data-column": c, text: padded[width - 1 - c] })),
      ),
    );
  }
}

function renderTable() {
  const { width, binary: bin } = result;
  const differ = (c) => (bin.a[bin.a.length - 1 - c] !== bin.b[bin.b.length - 1 - c] ? "differ" : null);
  bitsTable(xor.table, width, [
    { attrs: { "data-row": "a" }, name: "a", value: result.a, bits: bin.a },
    { attrs: { "data-row": "b" }, name: "b", value: result.b, bits: bin.b },
    { attrs: { class: "sum", "data-row": "a ⊕ b" }, name: "a ⊕ b", value: result.xor, bits: bin.xor, extra: differ },
  ]);
}

/** The laws the core checks, by its name for them: their name here and the rule. */
const LAWS = {
  identity: ["identity", "x ⊕ 0 = x"],
  selfInverse: ["self-inverse", "x ⊕ x = 0"],
  commutative: ["commutative", "x ⊕ y = y ⊕ x"],
  associative: ["associative", "(x ⊕ y) ⊕ z = x ⊕ (y ⊕ z)"],
};

/** A law with the numbers: each side of its rule that is a sum, with x, y and z put in, and the core's value of it. */
const lawExample = (rule, law) =>
  rule
    .split(" = ")
    .filter((side) => side.includes("⊕"))
    .map((side, i) => `${side.replace(/[xyz]/g, (v) => n(law[v]))} = ${n(i === 0 ? (law.left ?? law.result) : law.right)}`);

/**
 * An equation as pieces that keep together, "(x ⊕ y) ⊕ z" and "= x ⊕ (y ⊕ z)": a narrow
 * column (a phone) breaks it only before an equals sign.
 */
const equation = (text, cls) =>
  el(
    "span",
    { class: cls },
    text.split(" = ").flatMap((side, i) => [i > 0 ? " " : "", el("span", { class: "side", text: i > 0 ? `= ${side}` : side })]),
  );

function renderLaws() {
  const body = xor.laws.tBodies[0];
  body.textContent = "";
  for (const law of result.laws ?? []) {
    const [name, rule] = LAWS[law.law] ?? [law.law, ""];
    body.append(
      el(
        "tr",
        { "data-law": law.law },
        el("th", { scope: "row" }, name, equation(rule, "rule")),
        el(
          "td",
          { class: "example" },
          (rule ? lawExample(rule, law) : [JSON.stringify(law)]).map((line) => equation(line, "line")),
        ),
      ),
    );
  }
}

/** What line `k` of the swap did, with the values of a and b before and after it. */
const SWAP_TEXT = [
  (at) => `Before: a = ${n(at(0).a)} and b = ${n(at(0).b)}.`,
  (at) => `a = a ^ b = ${n(at(0).a)} ⊕ ${n(at(0).b)} = ${n(at(1).a)}. a now holds both numbers mixed together; b is still ${n(at(1).b)}.`,
  (at) =>
    `b = a ^ b = ${n(at(1).a)} ⊕ ${n(at(1).b)} = ${n(at(2).b)}. The two copies of the old b cancel (x ⊕ x = 0), so b holds the old a.`,
  (at) =>
    `a = a ^ b = ${n(at(2).a)} ⊕ ${n(at(2).b)} = ${n(at(3).a)}. The old a cancels now, so a holds the old b: swapped, with no third variable.`,
];

/** Every line's caption for the numbers on show, in the order of the swap's steps. */
const swapCaptions = () => (result?.swap ?? []).map((s, k) => SWAP_TEXT[s.line ?? k]?.((i) => result.swap?.[i] ?? { a: 0, b: 0 }) ?? "");
/** The swap's caption box as tall as its tallest caption: none is cut, the table under it stays put. */
const fitSwap = () => reserveCaption(swap.caption, swapCaptions());
const swapMeasured = refitCaption(swap.caption, fitSwap);

function renderSwap() {
  player.refresh();
  if (!result) return;
  const k = player.stepper.index;
  const line = result.swap?.[k]?.line ?? k;
  for (const li of swap.code.querySelectorAll("li")) {
    const on = Number(li.dataset.line) === line;
    li.classList.toggle("current", on);
    if (on) li.setAttribute("aria-current", "step");
    else li.removeAttribute("aria-current");
  }
  swap.caption.textContent = SWAP_TEXT[line]?.((i) => result.swap?.[i] ?? { a: 0, b: 0 }) ?? "";
  const now = result.swap?.[k] ?? { a: 0, b: 0 };
  const before = result.swap?.[k - 1];
  bitsTable(
    swap.values,
    result.width,
    ["a", "b"].map((name) => ({
      attrs: { class: before && before[name] !== now[name] ? "hl-pile" : null, "data-var": name },
      name,
      value: now[name],
      bits: binary(now[name], result.width),
    })),
  );
}

async function update() {
  const a = xor.a.value.trim();
  const b = xor.b.value.trim();
  if (a === "" || b === "") {
    xor.error.textContent = "Type a whole number in both boxes, from 0 to 2,147,483,647.";
    return;
  }
  let answer;
  try {
    answer = await xorLatest(Number(a), Number(b));
  } catch (error) {
    xor.error.textContent = error.message;
    return;
  }
  if (answer === STALE) return;
  xor.error.textContent = "";
  result = answer;
  writeHash(a, b);
  renderTable();
  renderLaws();
  swapMeasured(fitSwap());
  // Other numbers keep the step on show; the address may ask for another one.
  player.address.load(result.swap?.length ?? 0, { keep: true });
  document.body.dataset.state = "ready";
}

let timer = null;
function schedule() {
  clearTimeout(timer);
  timer = setTimeout(update, 150);
}

xor.a.addEventListener("input", schedule);
xor.b.addEventListener("input", schedule);
xor.form.addEventListener("submit", (event) => {
  event.preventDefault();
  update();
});

// ---------------------------------------------------------------------------------------
// The address bar: "#a,b" (xor.html#12,10) opens the corner on those two numbers, so they
// can be shared, and "#a,b@why=k" at step k of the swap (step-url.js; the step is split off
// first). A hash that is not two such numbers says why next to the boxes, and the last good
// numbers stay (in the boxes, the tables and the address bar); a bad step is ignored.

const LIMIT = 2147483647;

/** { a, b, step } from the hash, { error } when it is not two numbers, null when there is none. */
function readHash() {
  const { text, step } = readStepHash();
  if (text === "") return step ? { step } : null;
  const shown = text.length > 24 ? `${text.slice(0, 24)}…` : text;
  const m = /^\s*(\d{1,10})\s*,\s*(\d{1,10})\s*$/.exec(text);
  if (!m || Number(m[1]) > LIMIT || Number(m[2]) > LIMIT) {
    return { error: `The address asks for "${shown}": write two whole numbers from 0 to 2,147,483,647 after the #, e.g. xor.html#5,3.` };
  }
  return { a: m[1].replace(/^0+(?=\d)/, ""), b: m[2].replace(/^0+(?=\d)/, ""), step };
}

const writeHash = (a, b) => replaceHash(`#${Number(a)},${Number(b)}${player.address.suffix()}`);

/** Show what the address asks for, at boot or after an edit of it: its numbers and its swap step. */
async function followHash(booting = false) {
  const wanted = readHash();
  if (!wanted && !booting) return;
  const { a, b, step, error } = wanted ?? {};
  if (error) {
    if (booting) await update();
    else if (result) writeHash(result.a, result.b); // the numbers shown stay the last good ones
    xor.error.textContent = booting ? `${error} Showing ${xor.a.value} and ${xor.b.value} instead.` : error;
    return;
  }
  // The step asked for is shown once the numbers are in; no step leaves the step on show.
  if (step) player.address.want(step);
  else player.address.drop();
  if (a !== undefined) [xor.a.value, xor.b.value] = [a, b];
  // "#@why=3": only a step, for the numbers on show.
  if (a !== undefined || booting) await update();
  else if (result) player.address.load(result.swap?.length ?? 0, { keep: true });
}

window.addEventListener("hashchange", () => followHash());
followHash(true).catch((error) => {
  xor.error.textContent = error.message;
  document.body.dataset.state = "error";
});
