// The home page: one card per entry of the catalogue (www/games.json, read without loading any
// wasm), grouped as the header's Games menu groups the pages (both come from the catalogue, so
// the two never disagree). Each card shows the pictures its entry names, drawn by the same
// functions the pages draw their boards with (boards/<board>.js), its one sentence of rules and a Play
// link; notation, play rules and limits wait behind a "Details" disclosure.

import { catalogue, catalogueEntry, isSumOfGames, menuGroups } from "./catalogue.js";
import { el, formatCount } from "./ui.js";
import { boardPicture, gamePictures } from "./boards/index.js";
import { READY_LESSONS } from "./lesson/ready.js";

const list = document.getElementById("game-list");

/** "maxPiles" -> "max piles" */
const words = (key) => key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();

/**
 * Games that share a page with another game say which one in the hash, after any "misere:":
 * kayles.html#octal:0.07:8 is Dawson's Kayles on the Kayles page.
 */
const startHash = (game) => `${game.hashPrefix ?? ""}${game.defaultPosition}`;

/** The hash for a variant: "nim:misere" shows as "#misere:3,4,5", the plain game as "#3,4,5". */
function variantHash(game, variant) {
  const suffix = variant.id.startsWith(`${game.id}:`) ? variant.id.slice(game.id.length + 1) : "";
  return `#${suffix ? `${suffix}:` : ""}${startHash(game)}`;
}

const PLAY_NAMES = { normal: "normal play", misere: "misère play" };

/** The <svg>s of a card: each picture of its entry, drawn by its board; none for an unknown board. */
function picture(game) {
  return (game.picture ?? []).flatMap(({ board, position }) => {
    const svg = boardPicture(board, position, { game: game.id });
    return svg ? [svg] : [];
  });
}

/** A picture is "wide" when it is much wider than tall: it then takes the card's whole width. */
function isWide(svgs) {
  if (svgs.length > 1) return true;
  const box = svgs[0]?.viewBox?.baseVal;
  return Boolean(box?.height && box.width / box.height > 3.2);
}

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

/** An empty board is written with dots ("........." or "."): name it. */
const startLabel = (position) => (/^\.+$/.test(position) ? "the empty board" : position);

/** The "Details" disclosure: what a student needs to type positions, and the core's limits. */
function details(game) {
  const variants = game.variants ?? [];
  const limits = game.limits ? describeLimits(game.limits) : "";
  return el(
    "details",
    { class: "card-details" },
    el("summary", {}, "Details"),
    el("p", { class: "description-long", text: game.description }),
    game.notation ? el("p", { class: "notation" }, el("span", { class: "label", text: "Positions: " }), game.notation) : null,
    game.moveNotation ? el("p", { class: "notation" }, el("span", { class: "label", text: "Moves: " }), game.moveNotation) : null,
    el("p", { class: "start" }, el("span", { class: "label", text: "Start: " }), startLabel(game.defaultPosition)),
    variants.length > 1
      ? el(
          "p",
          { class: "variants" },
          el("span", { class: "label", text: "Play rule: " }),
          variants.map((v, i) => [
            i ? " · " : "",
            el("a", { href: `${game.page}${variantHash(game, v)}`, "data-variant": v.id }, PLAY_NAMES[v.play] ?? v.play ?? v.id),
          ]),
        )
      : null,
    limits ? el("p", { class: "limits", text: `Limits: ${limits}` }) : null,
  );
}

/** A card: its picture, its name with Play beside it, one sentence, and the details. */
function shell(attrs, svgs, title, play, sentence, more) {
  return el(
    "li",
    { ...attrs, class: ["card", isWide(svgs) ? "wide" : null, ...(attrs.class ?? [])] },
    el("div", { class: "card-picture", "aria-hidden": svgs.length ? null : "true" }, svgs),
    el(
      "div",
      { class: "card-body" },
      el("div", { class: "card-head" }, title, play),
      el("p", { class: "description", text: sentence }),
      more,
    ),
  );
}

/** A card: a game's Play link starts its default position; a lab's Open link opens its page. */
function card(game) {
  const lab = game.kind === "lab";
  const verb = lab ? "Open" : "Play";
  const title = el("h4", { id: lab ? `tool-${game.id}` : null }, el("a", { href: game.page, class: "card-title" }, game.name));
  const play = el(
    "a",
    {
      href: `${game.page}#${startHash(game)}`,
      class: ["button", lab ? null : "primary", "play", "default-position"],
      "data-position": game.defaultPosition,
      "aria-label": `${verb} ${game.name}`,
    },
    verb,
  );
  return shell(
    lab ? { class: ["tool-card"], "data-tool": game.id } : { "data-game": game.id },
    picture(game),
    title,
    play,
    game.card,
    details(game),
  );
}

/**
 * The menu's last group, Teaching: the teacher's own lesson, then each ready-made lesson in the
 * course's order, drawn by the position of its first card.
 */
function teachingCards() {
  const own = shell(
    { "data-lesson": "own", class: ["tool-card"] },
    [],
    el("h4", {}, el("a", { href: "lesson.html", class: "card-title" }, "Your lesson")),
    el("a", { href: "lesson.html", class: ["button", "play"], "aria-label": "Open your lesson" }, "Open"),
    "Add positions from any game page, then share the lesson by a link or a QR code.",
    null,
  );
  const ready = READY_LESSONS.map(({ id, about, lesson }) => {
    const first = lesson.cards.find((c) => !isSumOfGames(catalogueEntry(c.game))) ?? lesson.cards[0];
    return shell(
      { "data-lesson": id },
      gamePictures(first.game, first.position),
      el("h4", {}, el("a", { href: `lesson.html#ready=${id}`, class: "card-title" }, lesson.title)),
      el("a", { href: `lesson.html#ready=${id}`, class: ["button", "primary", "play"], "aria-label": `Start ${lesson.title}` }, "Start"),
      `${about.replace(/\.$/, "")}, in ${lesson.cards.length} cards.`,
      null,
    );
  });
  return [own, ...ready];
}

/** A group of cards under its heading. */
function groupSection(title, cards, index) {
  const id = `group-${index}`;
  return el(
    "section",
    { class: "game-group", "aria-labelledby": id },
    el("h3", { id, class: "group-title", text: title }),
    el("ul", { class: "cards" }, cards),
  );
}

/** The cards, group by group in the catalogue's order (the menu's order). */
function boot() {
  /** @type {Map<string, { title: string, cards: HTMLElement[] }>} */
  const groups = new Map();
  for (const game of catalogue) {
    if (!groups.has(game.group.id)) groups.set(game.group.id, { title: game.group.title, cards: [] });
    groups.get(game.group.id).cards.push(card(game));
  }
  groups.set("teaching", { title: menuGroups().at(-1)?.title ?? "Teaching", cards: teachingCards() });
  list.replaceChildren(...[...groups.values()].map((group, index) => groupSection(group.title, group.cards, index)));
  document.body.dataset.state = "ready";
  // The moment the cards can be clicked: the page benchmark (tests/bench/page.mjs) reads it.
  performance.mark("grundy-interactive");
}

boot();
