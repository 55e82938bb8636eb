// The page shell: what every page shares, drawn from one place. This is the site's one classic
// (non-module) script. It sits in each page's <head>, so it runs before the body is parsed,
// whereas module scripts wait for the whole document; everything it does is therefore on
// screen in the first frame, and nothing moves when the modules arrive.
//
//   1. The room's settings before the first paint: the remembered projector mode, P/N terms
//      and hints. Projector and terms go on <html> at once, so a projector never shows a first
//      frame of small type; the Hints box is drawn checked if it was left on. settings.js owns
//      these settings (same storage key, same defaults) and does everything else: the
//      toggles' changes, the words, the other tabs.
//   2. The head's shared part: the icon and the stylesheets the script tag names, in order
//      (<script src="js/shell.js" data-css="grundy impartial lessons">: css/grundy.css, ...).
//   3. The site's pages, grouped as the notes group them: the one list the menu is drawn from.
//   4. <grundy-header page="nim">: the header of every page (the skip link, the brand, ONE
//      Games menu, the room's toggles). settings.js binds the toggles it finds here.
//   5. The parts of a game page, each an element that draws itself from its attributes:
//        <grundy-title>    the title row: the heading and the Hints toggle
//        <grundy-status>   the status line, its badge and Play again; the position error
//        <grundy-why>      a step-by-step panel (Why?, or a page's "build the table")
//        <grundy-position> the New game form's position box
//        <grundy-players>  the New game form's common fields: who moves first, the play
//                          rule, the opponent, Start
//        <grundy-moves>    the move box, Undo and Redo under the board
//        <grundy-disguise> the impartial pages' "Nim in disguise" panel
//
// How the parts of 5 work. The elements are defined here, before the parser meets them, so the
// parser creates each one already upgraded, and its connectedCallback runs the moment it is
// put in the document, before its children are parsed. The element then draws its markup
// (the same ids, classes, roles and aria attributes as a page would write by hand) and puts
// it in its own place: the custom element does not stay in the document, so the page's CSS
// and scripts see exactly the DOM they would see without the shell. What the page writes
// inside the element is its own part of it (a Why? panel's table, the controls beside a
// title): the parser goes on putting those children into the element, now out of the
// document, and they are moved into the drawn markup's slot as they arrive (a
// MutationObserver, whose callback runs before the browser can paint or run the page's
// modules). In the single-file bundle the children are already there when the element is
// connected, and are moved at once.
//
// The DOM is built with createElement and textContent, never innerHTML, and nothing here needs
// an inline script or style, so every page keeps its strict Content-Security-Policy. The
// single-file bundle (tools/bundle.mjs) runs this file first in its one script, before it
// draws a page.
(() => {
  "use strict";

  // -------------------------------------------------------------------------------------
  // 1. The room's settings before the first paint

  const STORAGE_KEY = "grundy-settings";
  const room = { projector: false, terms: "letters", hints: false };
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    room.projector = saved.projector === true;
    room.terms = saved.terms === "words" ? "words" : "letters";
    room.hints = saved.hints === true;
  } catch {
    // Storage off (private window, file:// policy): the defaults, as settings.js applies them.
  }
  document.documentElement.classList.toggle("projector", room.projector);
  document.documentElement.dataset.terms = room.terms;

  // -------------------------------------------------------------------------------------
  // 2. The head's shared part

  /**
   * The icon and the stylesheets, written into the head by document.write while the parser
   * waits for this script. Written, not appended with createElement: the parser then creates
   * the <link>s itself, so they are exactly what a <link> in the page's HTML is: they hold
   * back the first paint AND the page's module scripts until the styles are in (a script
   * measuring the board never sees an unstyled page). A <link blocking="render"> appended
   * from here would hold back the paint only; the modules could run first.
   *
   * Only when this file is the page's own <script src> in <head>: the single-file bundle
   * runs it from its one inline script at the end of the body, with its styles inline.
   */
  const me = document.currentScript;
  if (me && me.src && !document.body) {
    // Names only (letters, digits, dashes): nothing from the attribute can become markup.
    const own = (me.dataset.css ?? "").split(/\s+/).filter((name) => /^[\w-]+$/.test(name));
    const links = ['<link rel="icon" href="favicon.svg" type="image/svg+xml">',
      ...own.map((name) => `<link rel="stylesheet" href="css/${name}.css">`)];
    document.write(links.join(""));
  }

  // -------------------------------------------------------------------------------------
  // 3. The site's pages

  /** The menu: every page but the home page (the brand), in the notes' groups and order. */
  const MENU = [
    {
      id: "nim",
      title: "Nim and xor",
      pages: [["nim", "Nim"], ["moore", "Moore's Nim"], ["xor", "Xor corner"]],
    },
    {
      id: "sprague-grundy",
      title: "Sprague-Grundy games",
      pages: [["scoring", "The Scoring game"], ["nimble", "Nimble"], ["kayles", "Kayles"],
        ["wythoff", "Corner the Lady"], ["northcott", "Northcott's game"], ["sums", "Sums of games"]],
    },
    {
      id: "chomp",
      title: "Chomp",
      pages: [["chomp", "Chomp"]],
    },
    {
      id: "search",
      title: "Searching and solving",
      pages: [["tictactoe", "Tic-tac-toe"], ["go", "2x2 Go"], ["puzzle", "8-puzzle"]],
    },
  ];

  // -------------------------------------------------------------------------------------
  // Building DOM (the classic-script twin of ui.js's el(): text only, never HTML)

  /** An element with attributes (null/false left out, true as "") and children (text or nodes). */
  function h(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes ?? {})) {
      if (value === null || value === undefined || value === false) continue;
      node.setAttribute(name, value === true ? "" : String(value));
    }
    for (const child of children) {
      if (child !== null && child !== undefined && child !== false) node.append(child);
    }
    return node;
  }

  // -------------------------------------------------------------------------------------
  // 4. The header

  /** The room's two toggles, checked as remembered; settings.js makes them work. */
  function roomSettings() {
    const toggle = (id, checked, label, title) => {
      const box = h("input", { type: "checkbox", id, autocomplete: "off" });
      box.checked = checked;
      return h("label", { class: "toggle", title }, box, ` ${label}`);
    };
    return h("div", { class: "room-settings", role: "group", "aria-label": "Classroom settings" },
      toggle("projector-toggle", room.projector, "Projector", "Bigger type and pieces, stronger contrast"),
      toggle("terms-toggle", room.terms === "words", "Words for P/N", "Say previous/next player wins instead of P and N"));
  }

  /**
   * The menu of every page: a disclosure button (Enter or Space opens it; Escape, a click
   * outside or the focus leaving closes it) and a panel with one list per group. The button
   * names the current page, so a student sees where they are with the menu closed.
   */
  function siteMenu(current) {
    let here = null;
    const groups = MENU.map((group) => {
      const titleId = `site-menu-${group.id}`;
      const links = group.pages.map(([name, label]) => {
        if (name === current) here = label;
        return h("li", null, h("a", { href: `${name}.html`, "aria-current": name === current ? "page" : null }, label));
      });
      return h("div", { class: "menu-group" },
        h("p", { class: "menu-group-title", id: titleId }, group.title),
        h("ul", { "aria-labelledby": titleId }, ...links));
    });
    const panel = h("div", { class: "menu-panel", id: "site-menu-panel", hidden: true }, ...groups);
    // Named in full ("Games: Nim") for screen readers; drawn as "Games | Nim ▾".
    const button = h("button", {
      type: "button",
      class: "menu-button",
      "aria-expanded": "false",
      "aria-controls": panel.id,
      "aria-label": here ? `Games: ${here}` : null,
    },
    h("span", { class: "menu-label" }, "Games"),
    here ? h("span", { class: "menu-here" }, here) : null,
    h("span", { class: "menu-caret", "aria-hidden": "true" }, "▾"));
    const nav = h("nav", { class: "site-menu", "aria-label": "Games" }, button, panel);

    const isOpen = () => button.getAttribute("aria-expanded") === "true";
    const setOpen = (open) => {
      button.setAttribute("aria-expanded", String(open));
      panel.hidden = !open;
    };
    button.addEventListener("click", () => setOpen(!isOpen()));
    nav.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !isOpen()) return;
      event.preventDefault();
      setOpen(false);
      button.focus();
    });
    // Tab past the last link (or Shift+Tab before the button) closes it. A click inside the
    // panel that lands on no link (relatedTarget null) keeps it open.
    nav.addEventListener("focusout", (event) => {
      if (isOpen() && event.relatedTarget instanceof Node && !nav.contains(event.relatedTarget)) setOpen(false);
    });
    document.addEventListener("pointerdown", (event) => {
      if (isOpen() && !(event.target instanceof Node && nav.contains(event.target))) setOpen(false);
    });
    return nav;
  }

  class GrundyHeader extends HTMLElement {
    connectedCallback() {
      // Drawn once: the single-file bundle moves a page's body into the document.
      if (this.querySelector(".site-header")) return;
      const current = this.getAttribute("page") ?? "";
      const home = current === "index";
      // The first stop of the Tab key: past the header to the page's own content
      // (skip="#games" skip-label="Skip to the games"; by default the game's board panel).
      const skip = h("a", { class: "skip-link", href: this.getAttribute("skip") ?? "#board-panel" },
        this.getAttribute("skip-label") ?? "Skip to the game");
      this.replaceChildren(skip, h("header", { class: "site-header" },
        h("a", { class: "brand", href: "index.html", "aria-current": home ? "page" : null }, "Grundy"),
        siteMenu(current),
        roomSettings()));
    }
  }

  if (!customElements.get("grundy-header")) customElements.define("grundy-header", GrundyHeader);

  // -------------------------------------------------------------------------------------
  // 5. The parts of a game page

  /**
   * Move what the page wrote inside `host` into `slot`: what is there now, and what the parser
   * adds while the document is still being parsed. Whitespace between tags is dropped.
   */
  function adoptChildren(host, slot) {
    const move = () => {
      for (const node of [...host.childNodes]) {
        if (node.nodeType === Node.TEXT_NODE && !node.data.trim()) node.remove();
        else slot.append(node);
      }
    };
    move();
    if (document.readyState !== "loading") return;
    const observer = new MutationObserver(move);
    observer.observe(host, { childList: true });
    document.addEventListener("DOMContentLoaded", () => {
      move();
      observer.disconnect();
    }, { once: true });
  }

  /**
   * The base of the parts: `draw()` returns the markup and where the page's own children go
   * (null: nowhere, the element takes none). The markup takes the element's place.
   */
  class ShellPart extends HTMLElement {
    connectedCallback() {
      if (this.drawn) return;
      this.drawn = true;
      const { node, slot } = this.draw();
      this.replaceWith(node);
      if (slot) adoptChildren(this, slot);
    }

    /** The attribute's value, or `fallback` when it is missing. */
    text(name, fallback = "") {
      return this.getAttribute(name) ?? fallback;
    }
  }

  /** A checkbox in a .toggle label, as the game pages draw their toggles. */
  function toggleBox(id, label, checked) {
    // autocomplete off: a page come back to from the history shows the remembered setting,
    // not the box as it was left.
    const box = h("input", { type: "checkbox", id, autocomplete: "off" });
    box.checked = checked;
    return h("label", { class: "toggle" }, box, ` ${label}`);
  }

  /**
   * <grundy-title name="Nim" rule="normal play" hints>: the board panel's title row.
   *   name       the game's name (name-id="game-name": in a span of that id, for a page that
   *              renames itself, e.g. Kayles and Dawson's Kayles)
   *   rule       the play rule, in span#rule-name (the page rewrites it for misère);
   *   note       or a fixed subtitle in span.rule-name (Chomp's, tic-tac-toe's rule)
   *   hints      the page has hints: ONE "Hints" toggle, input#hints, beside the title,
   *              checked if the room remembers it on (settings.js keeps it remembered)
   * Children (the page's own controls, e.g. Scoring's subtraction set) go under the title.
   */
  class GrundyTitle extends ShellPart {
    draw() {
      const nameId = this.getAttribute("name-id");
      const name = nameId ? h("span", { id: nameId }, this.text("name")) : this.text("name");
      const sub = this.hasAttribute("rule")
        ? h("span", { id: "rule-name", class: "rule-name" }, this.text("rule"))
        : this.hasAttribute("note") ? h("span", { class: "rule-name" }, this.text("note")) : null;
      const heading = h("h1", { id: "game-title" }, name, sub ? " " : null, sub);
      const line = h("div", { class: "title-line" }, heading,
        this.hasAttribute("hints") ? toggleBox("hints", "Hints", room.hints) : null);
      const slot = h("div", { class: "title-extras" });
      return { node: h("div", { class: "title-row" }, line, slot), slot };
    }
  }

  /**
   * <grundy-status>: the status line (p#status, the outcome badge span#badge and the Play
   * again button #again, both hidden), then p#hash-error for an address the page cannot read.
   *   loading    the status before the engine answers (default "Loading the game engine…")
   *   note       also p#move-note (what the last move did), between the two
   *   text-only  the status text alone, no badge and no Play again (the 8-puzzle)
   * The row keeps its height (grundy.css) so that nothing under it moves when the text wraps
   * or the badge appears.
   */
  class GrundyStatus extends ShellPart {
    draw() {
      const status = h("p", { id: "status", class: "status", role: "status" }, this.text("loading", "Loading the game engine…"));
      const row = this.hasAttribute("text-only")
        ? h("div", { class: "status-row text-only" }, status)
        : h("div", { class: "status-row" }, status,
          h("span", { id: "badge", class: "badge", hidden: true }),
          h("button", { type: "button", id: "again", class: "primary", hidden: true }, "Play again"));
      const node = document.createDocumentFragment();
      node.append(row,
        this.hasAttribute("note") ? h("p", { id: "move-note", class: "move-note", "aria-live": "polite" }) : "",
        h("p", { id: "hash-error", class: "error banner", role: "alert" }));
      return { node, slot: null };
    }
  }

  /**
   * The five step buttons of a step-by-step panel: first, back, play, forward, last.
   * `prefix` names the ids (why-first, ...), `unit` the aria labels ("Back one step").
   */
  function stepButtons(prefix, label, unit) {
    const button = (step, text, aria) => h("button", { type: "button", "data-step": step, id: `${prefix}-${step}`, "aria-label": aria }, text);
    return h("div", { id: `${prefix}-controls`, class: "step-controls", role: "group", "aria-label": label },
      button("first", "⇤", `First ${unit}`),
      button("back", "◀ Back", `Back one ${unit}`),
      button("play", "▶ Play", null),
      button("forward", "Next ▶", `Forward one ${unit}`),
      button("last", "⇥", `Last ${unit}`));
  }

  /**
   * <grundy-why intro="...">: a step-by-step panel, section#why-panel by default:
   *   prefix     the ids' prefix (default "why": why-panel, why-title, why-toggle, why-intro,
   *              why-body, why-counter, why-caption, why-controls, why-first ... why-last)
   *   heading    the h2 (default "Why?"); toggle: the button that opens it ("Explain this
   *              position"); intro: the line under them
   *   step       the counter's word ("Step"); steps-label: the buttons' group name
   *              ("Explanation steps"); unit: the buttons' names ("step": "Back one step")
   *   no-keys    no line about the arrow keys (they step the Why? panel only)
   *   bits       the binary table of the nim-sum (table#why-table.bits), this its caption;
   *   mex        with the mex figure before it (div#why-mex), the table hidden in
   *              div#why-table-wrap until a step shows it
   * Children (the page's picture or table of the explanation) go between the step buttons and
   * the keys line. The caption has a fixed height (grundy.css): the buttons under it stay put
   * from step to step.
   */
  class GrundyWhy extends ShellPart {
    draw() {
      const p = this.text("prefix", "why");
      const slot = h("div", { class: "why-extras" });
      // The nim-sum table most Why? panels step through: with mex, after the mex figure
      // (div#why-mex) and hidden until a step shows it.
      const mex = this.hasAttribute("mex");
      if (mex) slot.append(h("div", { id: `${p}-mex` }));
      if (this.hasAttribute("bits")) {
        slot.append(h("div", { id: mex ? `${p}-table-wrap` : null, class: "table-wrap", hidden: mex },
          h("table", { id: `${p}-table`, class: "bits" },
            h("caption", null, this.text("bits")), h("thead"), h("tbody"), h("tfoot"))));
      }
      const body = h("div", { id: `${p}-body`, hidden: true },
        h("p", { class: "step-line" }, `${this.text("step", "Step")} `,
          h("span", { id: `${p}-counter`, class: "counter", "data-step-counter": true }, "0 / 0")),
        h("p", { id: `${p}-caption`, class: "caption", "aria-live": "polite" }),
        stepButtons(p, this.text("steps-label", "Explanation steps"), this.text("unit", "step")),
        slot,
        this.hasAttribute("no-keys") ? null
          : h("p", { class: "help keys-help" }, h("kbd", null, "←"), " ", h("kbd", null, "→"), " step through the explanation."));
      const node = h("section", { id: `${p}-panel`, class: `panel ${p}-panel`, "aria-labelledby": `${p}-title` },
        h("div", { class: "why-head" },
          h("h2", { id: `${p}-title` }, this.text("heading", "Why?")),
          h("button", { type: "button", id: `${p}-toggle`, "aria-expanded": "false", "aria-controls": `${p}-body` },
            this.text("toggle", "Explain this position"))),
        h("p", { id: `${p}-intro`, class: "help" }, this.text("intro")),
        body);
      return { node, slot };
    }
  }

  /**
   * <grundy-position label="Piles" placeholder="3,4,5" help="...">: the New game form's
   * position box, input#new-position (name="piles": #new-piles), its help line and the form's
   * error line #new-error.
   *   size       the box's size (default 12); random: a Random button (#random) beside it
   *   help       the help line; or the element's children, for a help line with markup
   */
  class GrundyPosition extends ShellPart {
    draw() {
      const name = this.text("name", "position");
      const id = `new-${name}`;
      const input = h("input", {
        id, name, type: "text", placeholder: this.text("placeholder"), spellcheck: "false",
        "aria-describedby": `new-error ${id}-help`, size: this.text("size", "12"),
      });
      const help = h("span", { id: `${id}-help`, class: "help small" }, this.getAttribute("help"));
      const node = h("div", { class: "field" },
        h("label", { for: id }, this.text("label", "Position")),
        this.hasAttribute("random")
          ? h("div", { class: "inline" }, input, h("button", { type: "button", id: "random" }, "Random"))
          : input,
        help,
        h("span", { id: "new-error", class: "error", role: "alert" }));
      return { node, slot: help };
    }
  }

  /**
   * <grundy-players rule>: the New game form's common fields, after the page's own:
   * fieldset#first-mover (legend: first="Who bites first"; default "Who moves first"), with
   * rule the play rule (normal or misère), the opponent select #opponent and Start (#start).
   */
  class GrundyPlayers extends ShellPart {
    draw() {
      const radio = (name, value, checked, ...label) =>
        h("label", null, h("input", { type: "radio", name, value, checked }), ...label);
      const node = document.createDocumentFragment();
      node.append(
        h("fieldset", { class: "field", id: "first-mover" },
          h("legend", null, this.text("first", "Who moves first")),
          radio("first", "you", true, " You"),
          radio("first", "computer", false, " Computer")),
        this.hasAttribute("rule")
          ? h("fieldset", { class: "field" },
            h("legend", null, "Play rule"),
            radio("rule", "normal", true, " Normal ", h("span", { class: "small" }, "(last to move wins)")),
            radio("rule", "misere", false, " Misère ", h("span", { class: "small" }, "(last to move loses)")))
          : "",
        h("div", { class: "field" },
          h("label", { for: "opponent" }, "Opponent"),
          h("select", { id: "opponent", name: "opponent" },
            h("option", { value: "perfect" }, "Computer, perfect"),
            h("option", { value: "beginner" }, "Computer, beginner"),
            h("option", { value: "human" }, "Two players, no computer"))),
        h("div", { class: "field actions" }, h("button", { type: "submit", id: "start", class: "primary" }, "Start")));
      return { node, slot: null };
    }
  }

  /**
   * <grundy-moves placeholder="2-3">: the row under the board: the move box (form#move-form,
   * input#move-input, #move-submit, #move-error) and Undo (#undo) and Redo (#redo).
   *   label      the box's label (default "Move"); submit: its button (default "Move")
   *   size       the box's size (default 7); inputmode: its keyboard on a phone
   * Children (the page's toggles, e.g. Grundy values) go after Undo and Redo.
   */
  class GrundyMoves extends ShellPart {
    draw() {
      const shortcut = (id, key, label, arrow) =>
        h("button", { type: "button", id, "aria-keyshortcuts": `Control+${key}`, title: `${label} (Ctrl+${key})` }, `${arrow} ${label}`);
      const slot = h("div", { class: "game-buttons" }, shortcut("undo", "Z", "Undo", "↶"), shortcut("redo", "Y", "Redo", "↷"));
      const node = h("div", { class: "controls-row" },
        h("form", { id: "move-form", class: "move-form", autocomplete: "off" },
          h("label", { for: "move-input" }, this.text("label", "Move")),
          h("input", {
            id: "move-input", name: "move", type: "text", inputmode: this.getAttribute("inputmode"),
            placeholder: this.text("placeholder"), spellcheck: "false", "aria-describedby": "move-help move-error",
            size: this.text("size", "7"),
          }),
          h("button", { type: "submit", id: "move-submit" }, this.text("submit", "Move")),
          h("span", { id: "move-error", class: "error", role: "alert" })),
        slot);
      return { node, slot };
    }
  }

  /**
   * <grundy-disguise intro="...">: the impartial pages' "Nim in disguise" panel
   * (section#disguise-panel): its heading (heading, default "Nim in disguise"), the idea in
   * one paragraph (intro), the line saying the values wait for the student's answer (wait),
   * the mirror note (#mirror-note) and the values (#disguise), both spoilers. Children follow.
   */
  class GrundyDisguise extends ShellPart {
    draw() {
      const node = h("section", { id: "disguise-panel", class: "panel disguise-panel", "aria-labelledby": "disguise-title" },
        h("h2", { id: "disguise-title" }, this.text("heading", "Nim in disguise")),
        h("p", { class: "help" }, this.text("intro")),
        h("p", { class: "help spoiler-wait" }, this.text("wait", "The values wait for your answer to the question under the board.")),
        h("div", { id: "mirror-note", class: "mirror-note spoiler", hidden: true }),
        h("div", { id: "disguise" }));
      return { node, slot: node };
    }
  }

  const parts = {
    "grundy-moves": GrundyMoves,
    "grundy-disguise": GrundyDisguise,
    "grundy-title": GrundyTitle,
    "grundy-status": GrundyStatus,
    "grundy-why": GrundyWhy,
    "grundy-position": GrundyPosition,
    "grundy-players": GrundyPlayers,
  };
  for (const [name, part] of Object.entries(parts)) {
    if (!customElements.get(name)) customElements.define(name, part);
  }
})();
