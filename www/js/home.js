// The home page: one card per game, drawn from the core's list of games, so a new game in the
// core shows up here without touching this file.

import * as engine from "./engine.js";
import { el, formatCount } from "./ui.js";

const list = document.getElementById("game-list");
const errorBox = document.getElementById("games-error");

/** "maxPiles" -> "max piles" */
const words = (key) => key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();

/**
 * Games that share a page with another game say which one in the hash, after any "misere:":
 * kayles.html#octal:0.07:8 is Dawson's Kayles on the Kayles page.
 */
const HASH_PREFIX = { "octal:0.07": "octal:0.07:" };
const startHash = (game) => `${HASH_PREFIX[game.id] ?? ""}${game.defaultPosition}`;

/** The hash for a variant: "nim:misere" shows as "#misere:3,4,5", the plain game as "#3,4,5". */
function variantHash(game, variant) {
  const suffix = variant.id.startsWith(`${game.id}:`) ? variant.id.slice(game.id.length + 1) : "";
  return `#${suffix ? `${suffix}:` : ""}${startHash(game)}`;
}

const PLAY_NAMES = { normal: "normal play", misere: "misère play" };

/**
 * The game pages this front end has so far. The core may list a game before its page exists;
 * such a card says its page is coming instead of linking to nothing. Add a page here with it.
 */
const PAGES_READY = new Set([
  "nim.html", "chomp.html", "scoring.html", "nimble.html", "kayles.html", "wythoff.html", "sums.html", "moore.html",
  "northcott.html", "tictactoe.html", "go.html", "puzzle.html",
]);

/** "max piles 64, max pile size 2,147,483,647" from the limits object, however it nests. */
function describeLimits(limits) {
  const parts = [];
  const walk = (value, key) => {
    if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    } else if (key !== undefined) {
      parts.push(`${words(key)} ${typeof value === "number" ? formatCount(value) : value}`);
    }
  };
  walk(limits);
  return parts.join(", ");
}

/** An empty board is written with dots ("........." or "."): name it, so the link has something to click. */
const startLabel = (position) => (/^\.+$/.test(position) ? "the empty board" : position);

function card(game) {
  const page = game.page;
  const ready = PAGES_READY.has(page);
  const variants = game.variants ?? [];
  const limits = game.limits ? describeLimits(game.limits) : "";
  return el("li", { class: ["card", ready ? null : "not-ready"], "data-game": game.id, "data-ready": String(ready) },
    el("h3", {}, ready ? el("a", { href: page, class: "card-title" }, game.name) : game.name),
    el("p", { class: "description", text: game.description }),
    game.notation ? el("p", { class: "notation" }, el("span", { class: "label", text: "Positions: " }), game.notation) : null,
    game.moveNotation ? el("p", { class: "notation" }, el("span", { class: "label", text: "Moves: " }), game.moveNotation) : null,
    ready
      ? el("p", { class: "start" },
          "Start from ",
          el("a", { href: `${page}#${startHash(game)}`, class: "default-position", "data-position": game.defaultPosition },
            startLabel(game.defaultPosition)),
        )
      : el("p", { class: "start" }, "Start from ", el("code", { class: "default-position", text: game.defaultPosition })),
    ready && variants.length > 1
      ? el("p", { class: "variants" },
          "Play rule: ",
          variants.map((v, i) => [
            i ? " · " : "",
            el("a", { href: `${page}${variantHash(game, v)}`, "data-variant": v.id }, PLAY_NAMES[v.play] ?? v.play ?? v.id),
          ]),
        )
      : null,
    limits ? el("p", { class: "limits small", text: `Limits: ${limits}` }) : null,
    ready
      ? el("a", { href: page, class: "button primary play" }, `Play ${game.name}`)
      : el("p", { class: "coming" }, "Its page is coming soon."),
  );
}

async function boot() {
  try {
    const games = await engine.games();
    list.textContent = "";
    for (const game of games) list.append(card(game));
    document.body.dataset.state = "ready";
    // The moment the cards can be clicked: the page benchmark (tests/bench/page.mjs) reads it.
    performance.mark("grundy-interactive");
  } catch (error) {
    errorBox.textContent = error.message;
    document.body.dataset.state = "error";
  }
}

boot();
