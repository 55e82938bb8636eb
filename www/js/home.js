// The home page: one card per game, drawn from the core's list of games, so a new game in the
// core shows up here without touching this file.

import * as engine from "./engine.js";
import { el, formatCount } from "./ui.js";

const list = document.getElementById("game-list");
const errorBox = document.getElementById("games-error");

/** "maxPiles" -> "max piles" */
const words = (key) => key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();

/** The hash for a variant: "nim:misere" shows as "#misere:3,4,5", the plain game as "#3,4,5". */
function variantHash(game, variant) {
  const suffix = variant.id.startsWith(`${game.id}:`) ? variant.id.slice(game.id.length + 1) : "";
  return `#${suffix ? `${suffix}:` : ""}${game.defaultPosition}`;
}

const PLAY_NAMES = { normal: "normal play", misere: "misère play" };

function card(game) {
  const page = game.page;
  const variants = game.variants ?? [];
  return el("li", { class: "card", "data-game": game.id },
    el("h3", {}, el("a", { href: page, class: "card-title" }, game.name)),
    el("p", { class: "description", text: game.description }),
    game.notation ? el("p", { class: "notation" }, el("span", { class: "label", text: "Notation: " }), game.notation) : null,
    el("p", { class: "start" },
      "Start from ",
      el("a", { href: `${page}#${game.defaultPosition}`, class: "default-position", "data-position": game.defaultPosition },
        game.defaultPosition),
    ),
    variants.length > 1
      ? el("p", { class: "variants" },
          "Play rule: ",
          variants.map((v, i) => [
            i ? " · " : "",
            el("a", { href: `${page}${variantHash(game, v)}`, "data-variant": v.id }, PLAY_NAMES[v.play] ?? v.play ?? v.id),
          ]),
        )
      : null,
    game.limits
      ? el("p", { class: "limits small" },
          "Limits: " + Object.entries(game.limits).map(([k, v], i) => `${i ? ", " : ""}${words(k)} ${typeof v === "number" ? formatCount(v) : v}`).join(""),
        )
      : null,
    el("a", { href: page, class: "button primary play" }, `Play ${game.name}`),
  );
}

async function boot() {
  try {
    const games = await engine.games();
    list.textContent = "";
    for (const game of games) list.append(card(game));
    document.body.dataset.state = "ready";
  } catch (error) {
    errorBox.textContent = error.message;
    document.body.dataset.state = "error";
  }
}

boot();
