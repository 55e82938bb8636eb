// The page shell: what every page shares, drawn from one place. This is the site's one classic
// (non-module) script, in each page's <head>: it runs before the body is parsed (modules wait
// for the whole document), so all it draws is in the first frame, and nothing moves later.
//
//   1. The room's settings before the first paint: projector mode, P/N terms and hints, as
//      remembered (settings.js owns them: same storage key, same defaults; it does the rest).
//   2. The head's shared part, written where <script src="js/shell.js" data-title="Nim"
//      data-css="grundy board boards/nim lessons"> stands: the title ("Nim · Grundy"), the
//      viewport, the icon, the stylesheets (css/grundy.css, css/boards/nim.css, ...). The page keeps what must not wait for this
//      file: its CSP, the wasm preload and engine.js (they start the engine at once on a slow
//      connection), settings.js, its own module script and its description.
//   3. The site's pages: the menu's button; its panel is filled from the catalogue (menu.js).
//   4. <grundy-header page="nim">: every page's header (the skip link, the brand, ONE Games
//      menu, the room's toggles, which settings.js binds).
//   5. The parts of a game page, each an element that draws itself from its attributes:
//        <grundy-board>    the board's panel: the title with the Hints toggle, the status
//                          line with its badge and Play again, then the page's board
//        <grundy-moves>    under the board: the hint line, the move box, Undo and Redo, the
//                          hints' legend
//        <grundy-setting>  a setting beside the title, with its Apply button (k, W, S)
//        <grundy-why>      a step-by-step panel (Why?, or a page's "build the table")
//        <grundy-steps>    the counter and step buttons of a page's own stepper
//        <grundy-new-game> the New game panel: the position, who moves first, the play rule,
//                          the opponent, Start
//        <grundy-disguise> the impartial pages' "Nim in disguise" panel
//
// How the parts work. They are defined before the parser meets them, so each is created
// upgraded and its connectedCallback runs as soon as it is in the document, before its
// children are parsed. It draws its markup (the ids, classes, roles and aria attributes the
// scripts and the CSS use) in its own place and leaves the document: the page's CSS and scripts
// see plain HTML. What the page writes inside is its own (its board, a Why? panel's table, the
// controls beside a title): the parser goes on putting it into the element, now out of the
// document, and it is moved into the drawn markup as it arrives (a MutationObserver, whose
// callback runs before the browser can paint or run the page's modules), each child to its
// slot (slot="title": beside the title, ...; each part lists its slots). In the single-file
// bundle the children are there when the element is connected, and are moved at once.
//
// The DOM is built with createElement and textContent, never innerHTML, and nothing here needs
// an inline script or style, so every page keeps its strict Content-Security-Policy. The
// single-file bundle (tools/bundle.mjs) runs this file first in its one script.
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
  // A page opened at an address after "#" (a shared lesson, a position) says so from the first
  // frame, before its modules load: the lesson page shows "Opening the lesson…" by it.
  if (location.hash.length > 1) document.documentElement.dataset.address = "";

  // -------------------------------------------------------------------------------------
  // 2. The head's shared part

  /**
   * Written by document.write while the parser waits for this script: the parser creates the
   * <link>s itself, so they hold back the first paint AND the page's modules until the styles
   * are in, as a <link> in the HTML would (createElement would hold back the paint only).
   * Only from the page's own <script src> in <head>: the bundle has a head of its own.
   */
  const me = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  if (me?.src && !document.body) {
    document.title = me.dataset.title ? `${me.dataset.title} · Grundy` : "Grundy";
    // Names only (letters, digits, dashes; "boards/nim" for a board's own sheet, kept under
    // css/ beside the others so that this one rule and the bundle's reading of data-css name
    // every sheet): nothing from the attribute can become markup or leave css/. "boards" is
    // every board's sheet: css/boards.css, written by the build from the catalogue, imports
    // them (the served copy and the bundle put them in its place).
    const own = (me.dataset.css ?? "").split(/\s+/).filter((name) => /^(boards\/)?[\w-]+$/.test(name));
    document.write(
      [
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<link rel="icon" href="favicon.svg" type="image/svg+xml">',
        ...own.map((name) => `<link rel="stylesheet" href="css/${name}.css">`),
      ].join(""),
    );
  }

  // -------------------------------------------------------------------------------------
  // 3. The site's pages
  //
  // The menu's groups and links come from the catalogue (www/games.json, written by the build
  // from the core's games()): menu.js, a module every page loads through settings.js, fills the
  // panel drawn here. Only the button is drawn in the first frame; it names the current page by
  // its title (the page's data-title, which tests/catalogue.rs checks against the catalogue).

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

  /** A fragment of `children` (null/false left out). */
  function nodes(...children) {
    const fragment = document.createDocumentFragment();
    for (const child of children) if (child) fragment.append(child);
    return fragment;
  }

  /** A checkbox in a .toggle label, checked as the room remembers it (settings.js makes it work). */
  function toggleBox(id, label, checked, title) {
    // autocomplete off: a page come back to from the history shows the remembered setting,
    // not the box as it was left.
    const box = h("input", { type: "checkbox", id, autocomplete: "off" });
    box.checked = checked;
    return h("label", { class: "toggle", title }, box, ` ${label}`);
  }

  // -------------------------------------------------------------------------------------
  // 4. The header

  /** The room's two toggles. */
  function roomSettings() {
    return h(
      "div",
      { class: "room-settings", role: "group", "aria-label": "Classroom settings" },
      toggleBox("projector-toggle", "Projector", room.projector, "Bigger type and pieces, stronger contrast"),
      toggleBox("terms-toggle", "Words for P/N", room.terms === "words", "Say previous/next player wins instead of P and N"),
    );
  }

  /**
   * The menu of every page: a disclosure button (Enter or Space opens it; Escape, a click
   * outside or the focus leaving closes it) and a panel with one list per group. The button
   * names the current page, so a student sees where they are with the menu closed.
   */
  function siteMenu(current) {
    const here = current === "index" ? null : document.title.replace(/ · Grundy$/, "") || null;
    // Filled from the catalogue by menu.js: one list per group.
    const panel = h("div", { class: "menu-panel", id: "site-menu-panel", hidden: true, "data-current": current });
    // Named in full ("Games: Nim") for screen readers; drawn as "Games | Nim ▾".
    const button = h(
      "button",
      {
        type: "button",
        class: "menu-button",
        "aria-expanded": "false",
        "aria-controls": panel.id,
        "aria-label": here ? `Games: ${here}` : null,
      },
      h("span", { class: "menu-label" }, "Games"),
      here ? h("span", { class: "menu-here" }, here) : null,
      h("span", { class: "menu-caret", "aria-hidden": "true" }, "▾"),
    );
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
      // (skip="#xor-corner" skip-label="Skip to the xor corner"; by default the game's board
      // panel, or the home page's list of games).
      const skip = h(
        "a",
        { class: "skip-link", href: this.getAttribute("skip") ?? (home ? "#games" : "#board-panel") },
        this.getAttribute("skip-label") ?? (home ? "Skip to the games" : "Skip to the game"),
      );
      this.replaceChildren(
        skip,
        h(
          "header",
          { class: "site-header" },
          h("a", { class: "brand", href: "index.html", "aria-current": home ? "page" : null }, "Grundy"),
          siteMenu(current),
          roomSettings(),
        ),
      );
    }
  }

  if (!customElements.get("grundy-header")) customElements.define("grundy-header", GrundyHeader);

  // -------------------------------------------------------------------------------------
  // 5. The parts of a game page

  /**
   * Move what the page wrote inside `host` (now, and as the parser adds it) into the drawn
   * markup: a child with slot="name" by slots[name], any other by slots[""] (functions that put
   * a node in place). Whitespace between tags is dropped.
   */
  function adoptChildren(host, slots) {
    const move = () => {
      for (const node of [...host.childNodes]) {
        const name = node.nodeType === Node.ELEMENT_NODE ? node.getAttribute("slot") : null;
        if (name) node.removeAttribute("slot");
        if (node.nodeType === Node.TEXT_NODE && !node.data.trim()) node.remove();
        else (slots[name ?? ""] ?? slots[""])(node);
      }
    };
    move();
    if (document.readyState !== "loading") return;
    const observer = new MutationObserver(move);
    observer.observe(host, { childList: true });
    document.addEventListener(
      "DOMContentLoaded",
      () => {
        move();
        observer.disconnect();
      },
      { once: true },
    );
  }

  /** Slots that append to `node`, with `more` named ones. */
  const into = (node, more) => ({ "": (child) => node.append(child), ...more });

  /** The base of the parts: `draw()` returns the markup that takes the element's place and its slots. */
  class ShellPart extends HTMLElement {
    connectedCallback() {
      if (this.drawn) return;
      this.drawn = true;
      // Every part defines draw(); the cast says so to the type check.
      const { node, slots } = /** @type {this & { draw(): { node: Element, slots?: object } }} */ (this).draw();
      this.replaceWith(node);
      if (slots) adoptChildren(this, slots);
    }

    /** The attribute's value, or `fallback` when it is missing. */
    text(name, fallback = "") {
      return this.getAttribute(name) ?? fallback;
    }

    /** `make()` if the element has the attribute `name`, else null. */
    when(name, make) {
      return this.hasAttribute(name) ? make() : null;
    }
  }

  /**
   * <grundy-board name="Nim" rule="normal play" hints>: section#board-panel, the game's panel.
   *   name       the game's name, in h1#game-title > span#game-name (a page may rename itself)
   *   rule       the play rule, in span#rule-name (the page rewrites it for misère);
   *   note       or a fixed subtitle in span.rule-name (Chomp's, tic-tac-toe's rule)
   *   hints      ONE "Hints" toggle, input#hints, beside the title, checked if the room
   *              remembers it on (settings.js keeps it remembered)
   *   loading    the status before the engine answers (default "Loading the game engine…")
   *   text-only  the status text alone, no badge#badge and no Play again (#again)
   * Then p#hash-error, for an address the page cannot read. The status row keeps its height
   * (grundy.css), so nothing under it moves when the text wraps or the badge appears.
   * Slots: the page's board and all under it by default; slot="title" under the title (a
   * subtraction set, k, a variant); slot="status" under the status line (a move note).
   */
  class GrundyBoard extends ShellPart {
    draw() {
      const sub = this.hasAttribute("rule")
        ? h("span", { id: "rule-name", class: "rule-name" }, this.text("rule"))
        : this.hasAttribute("note")
          ? h("span", { class: "rule-name" }, this.text("note"))
          : null;
      const heading = h("h1", { id: "game-title" }, h("span", { id: "game-name" }, this.text("name")), sub ? " " : null, sub);
      const extras = h("div", { class: "title-extras" });
      const status = h("p", { id: "status", class: "status", role: "status" }, this.text("loading", "Loading the game engine…"));
      const hashError = h("p", { id: "hash-error", class: "error banner", role: "alert" });
      const node = h(
        "section",
        { id: "board-panel", class: "panel board-panel", "aria-labelledby": "game-title", tabindex: "-1" },
        h(
          "div",
          { class: "title-row" },
          h(
            "div",
            { class: "title-line" },
            heading,
            this.when("hints", () => toggleBox("hints", "Hints", room.hints)),
          ),
          extras,
        ),
        this.hasAttribute("text-only")
          ? h("div", { class: "status-row text-only" }, status)
          : h(
              "div",
              { class: "status-row" },
              status,
              h("span", { id: "badge", class: "badge", hidden: true }),
              h("button", { type: "button", id: "again", class: "primary", hidden: true }, "Play again"),
            ),
        hashError,
      );
      fitBoard(node);
      return { node, slots: into(node, { title: (child) => extras.append(child), status: (child) => hashError.before(child) }) };
    }
  }

  /**
   * The board on the first screen: sets --board-room on the board's panel, the height from the
   * top of its #board to the bottom of the window, less the short instruction under the board
   * and a margin (at least 11rem), which board.css makes the board's largest height. Measured again when the window or the panel
   * changes size (projector mode, a title that wraps); the board's own height never moves its
   * top, so one measure settles it.
   */
  function fitBoard(panel) {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const board = panel.querySelector("#board");
      if (!board) return;
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const box = board.getBoundingClientRect();
      // The short instruction under the board (and whatever stands between them) stays on screen too.
      const help = panel.querySelector("#move-help")?.getBoundingClientRect();
      const under = help && help.top >= box.bottom ? help.bottom - box.bottom : 0;
      const room = `${Math.round(Math.max(window.innerHeight - (box.top + window.scrollY) - under - 0.75 * rem, 11 * rem))}px`;
      if (panel.style.getPropertyValue("--board-room") !== room) panel.style.setProperty("--board-room", room);
    };
    // In the next frame: a change of size made in a ResizeObserver's own callback is reported as an error.
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    const start = () => {
      measure();
      new ResizeObserver(soon).observe(panel);
      window.addEventListener("resize", soon);
    };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
    else start();
  }

  /** The swatch of each mark a legend item may start with. */
  const SWATCHES = { "✓": "win", "✗": "lose", "=": "draw", "☠": "poison", P: "lose" };

  /** The hints' legend, p#hint-legend (hidden), from "✓ taking there wins | ✗ ...". */
  function hintLegend(text) {
    const items = text.split("|").map((item) => {
      const [mark, ...words] = item.trim().split(" ");
      return h(
        "span",
        { class: "legend-item" },
        ...(SWATCHES[mark]
          ? [h("span", { class: `swatch swatch-${SWATCHES[mark]}`, "aria-hidden": "true" }, mark), ` ${words.join(" ")}`]
          : [item.trim()]),
      );
    });
    return h("p", { class: "legend", id: "hint-legend", hidden: true }, ...items);
  }

  /**
   * <grundy-moves placeholder="2-3" legend="✓ taking there wins | ✗ taking there loses">:
   * what goes under every board: p#hint-line (hidden until hints are on), the row of the move
   * box (form#move-form, input#move-input, #move-submit, #move-error) with Undo (#undo) and
   * Redo (#redo), then the hints' legend, p#hint-legend (hidden).
   *   pick       first p#pick-line (what the student has picked); far: p#far-note (hidden)
   *   label      the box's label (default "Move"); submit: its button (default "Move")
   *   size       the box's size (default 7); inputmode: its keyboard on a phone
   *   legend     its items, split by "|"; an item's first word, ✓ ✗ = ☠ or P, is its swatch
   * Slots: after Undo and Redo by default (a page's toggles); slot="form" after the move
   * box's button (a page's own buttons for a move).
   */
  class GrundyMoves extends ShellPart {
    draw() {
      const shortcut = (id, key, label, arrow) =>
        h("button", { type: "button", id, "aria-keyshortcuts": `Control+${key}`, title: `${label} (Ctrl+${key})` }, `${arrow} ${label}`);
      const buttons = h("div", { class: "game-buttons" }, shortcut("undo", "Z", "Undo", "↶"), shortcut("redo", "Y", "Redo", "↷"));
      const error = h("span", { id: "move-error", class: "error", role: "alert" });
      const node = nodes(
        this.when("pick", () => h("p", { id: "pick-line", class: "pick-line", "aria-live": "polite" })),
        this.when("far", () => h("p", { id: "far-note", class: "help", hidden: true })),
        h("p", { id: "hint-line", class: "hint-line", hidden: true }),
        h(
          "div",
          { class: "controls-row" },
          h(
            "form",
            { id: "move-form", class: "move-form", autocomplete: "off" },
            h("label", { for: "move-input" }, this.text("label", "Move")),
            h("input", {
              id: "move-input",
              name: "move",
              type: "text",
              inputmode: this.getAttribute("inputmode"),
              placeholder: this.text("placeholder"),
              spellcheck: "false",
              "aria-describedby": "move-help move-error",
              size: this.text("size", "7"),
            }),
            h("button", { type: "submit", id: "move-submit" }, this.text("submit", "Move")),
            error,
          ),
          buttons,
        ),
        this.when("legend", () => hintLegend(this.text("legend"))),
      );
      return { node, slots: into(buttons, { form: (child) => error.before(child) }) };
    }
  }

  /**
   * The counter and the five step buttons of a stepper: [p.step-line ("Step 1 / 9", the counter
   * span#PREFIX-counter), div#PREFIX-controls with first, back, play, forward and last
   * (#PREFIX-first ...)]. `label` names the group, `unit` the buttons ("Back one step").
   */
  function stepParts(prefix, word, label, unit) {
    // A button's word (in .step-word) gives way to its symbol alone on a phone (grundy.css);
    // its aria-label names it there too.
    const button = (step, symbol, word, aria, wordFirst = false) => {
      const parts = [word ? h("span", { class: "step-word" }, word) : "", word ? " " : "", symbol];
      return h(
        "button",
        { type: "button", "data-step": step, id: `${prefix}-${step}`, "aria-label": aria },
        ...(wordFirst ? parts : parts.reverse()),
      );
    };
    return [
      h(
        "p",
        { class: "step-line" },
        `${word} `,
        h("span", { id: `${prefix}-counter`, class: "counter", "data-step-counter": true }, "0 / 0"),
      ),
      h(
        "div",
        { id: `${prefix}-controls`, class: "step-controls", role: "group", "aria-label": label },
        // Each its own symbol (a phone shows the symbols alone): the arrows of the keys that
        // step too, and Play's triangle.
        button("first", "⇤", "", `First ${unit}`),
        button("back", "←", "Back", `Back one ${unit}`),
        button("play", "▶", "Play", "Play"),
        button("forward", "→", "Next", `Forward one ${unit}`, true),
        button("last", "⇥", "", `Last ${unit}`),
      ),
    ];
  }

  /**
   * <grundy-steps prefix="swap" label="Swap steps">: the counter and step buttons of a page's
   * own stepper (stepParts). Slot: after the last button (a page's own step buttons).
   */
  class GrundySteps extends ShellPart {
    draw() {
      const [line, controls] = stepParts(this.text("prefix"), "Step", this.text("label"), "step");
      return { node: nodes(line, controls), slots: into(controls) };
    }
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
   * Slot: between the caption and the keys line (the page's picture or table of the
   * explanation). The step buttons come before the caption, so that they stay put from step
   * to step while the caption is as tall as the step on show needs, and no taller.
   */
  class GrundyWhy extends ShellPart {
    draw() {
      const p = this.text("prefix", "why");
      const slot = h("div", { class: "why-extras" });
      const mex = this.hasAttribute("mex");
      if (mex) slot.append(h("div", { id: `${p}-mex` }));
      if (this.hasAttribute("bits")) {
        slot.append(
          h(
            "div",
            { id: mex ? `${p}-table-wrap` : null, class: "table-wrap", hidden: mex },
            h("table", { id: `${p}-table`, class: "bits" }, h("caption", null, this.text("bits")), h("thead"), h("tbody"), h("tfoot")),
          ),
        );
      }
      const [line, controls] = stepParts(
        p,
        this.text("step", "Step"),
        this.text("steps-label", "Explanation steps"),
        this.text("unit", "step"),
      );
      const body = h(
        "div",
        { id: `${p}-body`, hidden: true },
        line,
        controls,
        h("p", { id: `${p}-caption`, class: "caption", "aria-live": "polite" }),
        slot,
        this.hasAttribute("no-keys")
          ? null
          : h("p", { class: "help keys-help" }, h("kbd", null, "←"), " ", h("kbd", null, "→"), " step through the explanation."),
      );
      const node = h(
        "section",
        { id: `${p}-panel`, class: `panel ${p}-panel`, "aria-labelledby": `${p}-title` },
        h(
          "div",
          { class: "why-head" },
          h("h2", { id: `${p}-title` }, this.text("heading", "Why?")),
          h(
            "button",
            { type: "button", id: `${p}-toggle`, "aria-expanded": "false", "aria-controls": `${p}-body` },
            this.text("toggle", "Explain this position"),
          ),
        ),
        h("p", { id: `${p}-intro`, class: "help" }, this.text("intro")),
        body,
      );
      return { node, slots: into(slot) };
    }
  }

  /**
   * <grundy-new-game label="Piles" placeholder="3,4,5" help="..." random rule>: the New game
   * panel, section#new-game with form#new-form:
   *   the position box, input#new-position (name="piles": #new-piles), under its label (label,
   *   default "Position"), its size (size, default 12), a Random button (random: #random), its
   *   help line (help) and the form's error line #new-error;
   *   fieldset#first-mover (its legend first, default "Who moves first"), the play rule (rule:
   *   normal or misère), the opponent select #opponent and Start (#start).
   * Slots: after the form by default (how to share a position); slot="form" before the
   * position box (a page's own fields); slot="help" the help line (a help line with markup).
   */
  class GrundyNewGame extends ShellPart {
    draw() {
      const name = this.text("name", "position");
      const id = `new-${name}`;
      const input = h("input", {
        id,
        name,
        type: "text",
        placeholder: this.text("placeholder"),
        spellcheck: "false",
        "aria-describedby": `new-error ${id}-help`,
        size: this.text("size", "12"),
      });
      const help = h("span", { id: `${id}-help`, class: "help small" }, this.getAttribute("help"));
      const position = h(
        "div",
        { class: "field" },
        h("label", { for: id }, this.text("label", "Position")),
        this.hasAttribute("random") ? h("div", { class: "inline" }, input, h("button", { type: "button", id: "random" }, "Random")) : input,
        help,
        h("span", { id: "new-error", class: "error", role: "alert" }),
      );
      const radio = (group, value, checked, ...label) =>
        h("label", null, h("input", { type: "radio", name: group, value, checked }), ...label);
      const form = h(
        "form",
        { id: "new-form", autocomplete: "off" },
        position,
        h(
          "fieldset",
          { class: "field", id: "first-mover" },
          h("legend", null, this.text("first", "Who moves first")),
          radio("first", "you", true, " You"),
          radio("first", "computer", false, " Computer"),
        ),
        this.when("rule", () =>
          h(
            "fieldset",
            { class: "field" },
            h("legend", null, "Play rule"),
            radio("rule", "normal", true, " Normal ", h("span", { class: "small" }, "(last to move wins)")),
            radio("rule", "misere", false, " Misère ", h("span", { class: "small" }, "(last to move loses)")),
          ),
        ),
        h(
          "div",
          { class: "field" },
          h("label", { for: "opponent" }, "Opponent"),
          h(
            "select",
            { id: "opponent", name: "opponent" },
            h("option", { value: "perfect" }, "Computer, perfect"),
            h("option", { value: "beginner" }, "Computer, beginner"),
            h("option", { value: "human" }, "Two players, no computer"),
          ),
        ),
        h("div", { class: "field actions" }, h("button", { type: "submit", id: "start", class: "primary" }, "Start")),
      );
      const node = h(
        "section",
        { id: "new-game", class: "panel new-game", "aria-labelledby": "new-title" },
        h("h2", { id: "new-title" }, "New game"),
        form,
      );
      return { node, slots: into(node, { form: (child) => position.before(child), help: (child) => help.append(child) }) };
    }
  }

  /**
   * <grundy-setting key="k" label="..., k =" type="number" min="1" value="2">: a setting of the
   * game beside its title, applied by its button: form#k-form with the box input#k-input
   * (name="k"; the element's other attributes are the box's), Apply (#k-apply) and the
   * message #k-error (impartial.js settingHash reads them by these ids).
   */
  class GrundySetting extends ShellPart {
    draw() {
      const key = this.text("key");
      const input = h("input", { id: `${key}-input`, name: key, "aria-describedby": `${key}-error` });
      for (const { name, value } of this.attributes) if (name !== "key" && name !== "label") input.setAttribute(name, value);
      const node = h(
        "form",
        { id: `${key}-form`, class: "inline-form", autocomplete: "off", novalidate: true },
        h("label", { for: input.id }, this.text("label")),
        input,
        h("button", { type: "submit", id: `${key}-apply` }, "Apply"),
        h("span", { id: `${key}-error`, class: "error", role: "alert" }),
      );
      return { node, slots: null };
    }
  }

  /**
   * <grundy-disguise intro="...">: the impartial pages' "Nim in disguise" panel
   * (section#disguise-panel): its heading (heading, default "Nim in disguise"), the idea in
   * one paragraph (intro), the line saying the values wait for the student's answer (wait),
   * the mirror note (#mirror-note) and the values (#disguise), both spoilers. Slots: after them
   * by default; slot="intro" the idea's paragraph (an idea with quotes or markup).
   */
  class GrundyDisguise extends ShellPart {
    draw() {
      const intro = h("p", { class: "help" }, this.text("intro"));
      const node = h(
        "section",
        { id: "disguise-panel", class: "panel disguise-panel", "aria-labelledby": "disguise-title" },
        h("h2", { id: "disguise-title" }, this.text("heading", "Nim in disguise")),
        intro,
        h("p", { class: "help spoiler-wait" }, this.text("wait", "The values wait for your answer to the question under the board.")),
        h("div", { id: "mirror-note", class: "mirror-note spoiler", hidden: true }),
        h("div", { id: "disguise" }),
      );
      return { node, slots: into(node, { intro: (child) => intro.append(child) }) };
    }
  }

  const parts = {
    "grundy-board": GrundyBoard,
    "grundy-moves": GrundyMoves,
    "grundy-steps": GrundySteps,
    "grundy-why": GrundyWhy,
    "grundy-new-game": GrundyNewGame,
    "grundy-setting": GrundySetting,
    "grundy-disguise": GrundyDisguise,
  };
  for (const [name, part] of Object.entries(parts)) {
    if (!customElements.get(name)) customElements.define(name, part);
  }
})();
