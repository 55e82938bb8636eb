// The home page: one card per game, grouped as the header's Games menu groups the pages. Each
// card shows the game's start position drawn by the same function its page draws its board
// with (boards.js), one sentence of rules and a Play link; notation, play rules and limits
// wait behind a "Details" disclosure. The games come from the core's list, so a game the core
// adds shows up here (in a last group) without touching this file; the menu (drawn by
// shell.js) gives the groups and their order, so the two never disagree.

import * as engine from "./engine.js";
import { el, svgEl, formatCount } from "./ui.js";
import {
  drawNim,
  drawMoore,
  drawScoringLine,
  drawNimble,
  drawKayles,
  drawWythoff,
  drawNorthcott,
  drawChomp,
  drawTicTacToe,
  drawGo,
  drawPuzzle,
  drawHackenbush,
  drawDomineering,
  drawCutcake,
  drawToads,
} from "./boards.js";

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
 * One sentence of rules per game, in the words a student meets first. The core's own
 * descriptions carry notation and theory (and several games share one page's wording), so
 * each card gets its own; a game not named here shows the first sentence of the core's.
 */
const SENTENCES = {
  nim: "Take any number of chips from one pile; taking the last chip wins.",
  "moore:2": "Nim, but one move may take from up to two piles at once.",
  "scoring:1,2,3": "Slide the chip 1, 2 or 3 squares toward 0; who cannot move loses.",
  nimble: "Slide one coin any distance to the left; coins may share a square.",
  kayles: "Knock down one pin or two side by side; a row may break in two.",
  "octal:0.07": "Dawson's Kayles: every move knocks down two pins side by side.",
  wythoff: "Move the queen left, down or down-left; reaching the corner wins.",
  "northcott:8": "Slide your checker along its row, never past the other one.",
  sums: "Several games side by side: each move is made in just one of them.",
  chomp: "Bite a square and all above and right of it; the poison loses.",
  tictactoe: "Three in a row on a 3x3 grid; watch a search try every game.",
  go: "Go on the smallest board; a search proves who wins.",
  hackenbush: "Cut an edge of your colour; whatever loses the ground falls.",
  domineering: "Place a domino, standing up or lying down as your side does.",
  cutcake: "Cut a cake along a line, down or across as your side does.",
  toads: "Toads step or jump right, frogs left; who cannot move loses.",
  values: "Type games as values, compare and add them, play them.",
};
const firstSentence = (text) => (/^.*?[.!?](\s|$)/.exec(text ?? "")?.[0] ?? text ?? "").trim();

/**
 * The start position, drawn as the game's page draws it (small: a picture, not a control).
 * Returns the <svg>s; a game with no drawing here gets none.
 */
function picture(game) {
  const svg = () => svgEl("svg", { class: "board mini-board", xmlns: "http://www.w3.org/2000/svg" });
  const one = (draw, position = game.defaultPosition, options = {}, board = null) => {
    const node = svg();
    // The partizan games' colours hang on their board's class (partizan.css).
    if (board) node.classList.add(board);
    draw(node, position, { small: true, ...options });
    return [node];
  };
  switch (game.id) {
    case "nim":
      return one(drawNim);
    case "moore:2":
      return one(drawMoore);
    case "scoring:1,2,3":
      return one(drawScoringLine, game.defaultPosition, { length: Number(game.defaultPosition) || 20 });
    case "nimble":
      return one(drawNimble);
    case "kayles":
    case "octal:0.07":
      return one(drawKayles);
    case "wythoff":
      return one(drawWythoff, game.defaultPosition, { size: 7 });
    case "northcott:8":
      return one(drawNorthcott);
    case "chomp":
      return one(drawChomp);
    case "tictactoe":
      return one(drawTicTacToe);
    case "go":
      return one(drawGo);
    case "hackenbush":
      return one(drawHackenbush, game.defaultPosition, {}, "hackenbush-board");
    case "domineering":
      return one(drawDomineering, game.defaultPosition, {}, "domineering-board");
    case "cutcake":
      return one(drawCutcake, game.defaultPosition, {}, "cutcake-board");
    case "toads":
      return one(drawToads, game.defaultPosition, {}, "toads-board");
    case "values":
      return [valuesPicture()];
    case "sums": {
      // The default sum's components, each by its own game's drawing.
      const parts = [
        [drawScoringLine, "7", { length: 7 }],
        [drawKayles, "5"],
        [drawNim, "4"],
      ];
      return parts.flatMap(([draw, position, options]) => one(draw, position, options));
    }
    default:
      return [];
  }
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
function details(game, ready) {
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
    ready && variants.length > 1
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

/**
 * A game's card. Its page is ready when the menu lists it: the core may list a game before its
 * page exists, and that card says its page is coming instead of linking to nothing.
 */
function card(game, ready) {
  const page = game.page;
  const title = el("h4", {}, ready ? el("a", { href: page, class: "card-title" }, game.name) : game.name);
  const play = ready
    ? el(
        "a",
        {
          href: `${page}#${startHash(game)}`,
          class: "button primary play default-position",
          "data-position": game.defaultPosition,
          "aria-label": `Play ${game.name}`,
        },
        "Play",
      )
    : el("p", { class: "coming" }, "Its page is coming soon.");
  return shell(
    { class: [ready ? null : "not-ready"], "data-game": game.id, "data-ready": String(ready) },
    picture(game),
    title,
    play,
    SENTENCES[game.id] ?? firstSentence(game.description),
    details(game, ready),
  );
}

/** The xor corner's picture: a xor of two numbers in binary columns. */
function xorPicture() {
  const svg = svgEl("svg", {
    class: "board mini-board xor-picture",
    viewBox: "0 0 150 110",
    role: "img",
    "aria-label": "110 xor 011 equals 101",
  });
  [
    ["", "110"],
    ["⊕", "011"],
    ["=", "101"],
  ].forEach(([sign, bits], row) => {
    const y = 30 + row * 34;
    svg.append(svgEl("text", { class: "xor-sign", x: 22, y, "font-size": 24, text: sign }));
    [...bits].forEach((b, k) =>
      svg.append(svgEl("text", { class: ["xor-bit", b === "1" ? "one" : null], x: 62 + k * 28, y, "font-size": 26, text: b })),
    );
  });
  svg.append(svgEl("line", { class: "xor-rule", x1: 44, y1: 72, x2: 140, y2: 72 }));
  return svg;
}

/** The values lab's picture: a game written by its options, and its value. */
function valuesPicture() {
  const svg = svgEl("svg", {
    class: "board mini-board values-picture",
    viewBox: "0 0 170 110",
    role: "img",
    "aria-label": "the game with Left's option 1 and Right's option star",
  });
  svg.append(
    svgEl("text", { class: "values-braces", x: 85, y: 48, "font-size": 30, text: "{1 | *}" }),
    svgEl("text", { class: "values-left", x: 48, y: 88, "font-size": 18, text: "Left" }),
    svgEl("text", { class: "values-right", x: 122, y: 88, "font-size": 18, text: "Right" }),
  );
  return svg;
}

/** The pages in the menu that are tools rather than games of the core: their own cards. */
const TOOLS = {
  "xor.html": {
    id: "tool-xor",
    name: "Xor corner",
    sentence: "The nim-sum is a xor: xor numbers in binary, check its laws.",
    picture: xorPicture,
    play: "Open",
    more: () =>
      el(
        "details",
        { class: "card-details" },
        el("summary", {}, "Details"),
        el("p", {}, "Xor two numbers in binary, check the laws of xor with them, and step through the xor swap trick."),
      ),
  },
  "puzzle.html": {
    id: "tool-search",
    name: "The 8-puzzle",
    sentence: "Slide tiles into order; watch a search find the shortest way.",
    picture: () => {
      const svg = svgEl("svg", { class: "board mini-board" });
      drawPuzzle(svg, "867254301", { small: true });
      return svg;
    },
    play: "Open",
    more: () =>
      el(
        "details",
        { class: "card-details" },
        el("summary", {}, "Details"),
        el(
          "p",
          { class: "start" },
          el("a", { href: "puzzle.html#867254301" }, "A tray that needs 31 slides"),
          " · ",
          el("a", { href: "puzzle.html#complexity" }, "How big is each game?"),
        ),
        el(
          "p",
          {},
          "Backtracking from the notes: the search undoes dead ends and raises its depth limit until the shortest solution fits; trays that can never be solved are caught by parity.",
        ),
      ),
  },
};

function toolCard(page) {
  const tool = TOOLS[page];
  return shell(
    { class: ["tool-card"], "data-tool": page.replace(/\.html$/, "") },
    [tool.picture()],
    el("h4", { id: tool.id }, el("a", { href: page, class: "card-title" }, tool.name)),
    el("a", { href: page, class: "button play", "aria-label": `Open ${tool.name}` }, tool.play),
    tool.sentence,
    tool.more(),
  );
}

/** "nim.html" from a link to a page, as the site writes it or as the one-file bundle does ("?page=nim"). */
function pageOf(href) {
  const bundled = /[?&]page=([\w-]+)/.exec(href);
  return bundled ? `${bundled[1]}.html` : href.split(/[?#]/)[0];
}

/**
 * The groups of the header's Games menu as [{ title, pages }], read from the menu shell.js
 * drew (it holds the one list of pages); none when the header is missing.
 */
function menuGroups() {
  return [...document.querySelectorAll(".site-menu .menu-group")].map((group) => ({
    title: group.querySelector(".menu-group-title")?.textContent ?? "",
    pages: [...group.querySelectorAll("a[href]")].map((a) => pageOf(a.getAttribute("href"))),
  }));
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

async function boot() {
  try {
    const games = await engine.games();
    list.textContent = "";
    const shown = new Set();
    const groups = menuGroups().map((group, index) => {
      const cards = group.pages.flatMap((page) => {
        const mine = games.filter((g) => g.page === page && !shown.has(g.id));
        for (const g of mine) shown.add(g.id);
        if (mine.length) return mine.map((g) => card(g, true));
        return TOOLS[page] ? [toolCard(page)] : [];
      });
      return cards.length ? groupSection(group.title, cards, index) : null;
    });
    // Games the core lists whose page the menu does not name yet.
    const rest = games.filter((g) => !shown.has(g.id)).map((g) => card(g, false));
    if (rest.length) groups.push(groupSection("More games", rest, groups.length));
    list.append(...groups.filter(Boolean));
    document.body.dataset.state = "ready";
    // The moment the cards can be clicked: the page benchmark (tests/bench/page.mjs) reads it.
    performance.mark("grundy-interactive");
  } catch (error) {
    errorBox.textContent = error.message;
    document.body.dataset.state = "error";
  }
}

boot();
