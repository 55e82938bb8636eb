// The page shell: what every page shares, drawn from one place. This is the site's one classic
// (non-module) script. It sits in each page's <head>, so it runs before the body is parsed,
// whereas module scripts wait for the whole document; everything it does is therefore on
// screen in the first frame, and nothing moves when the modules arrive.
//
//   1. The room's settings before the first paint: the remembered projector mode and P/N terms
//      go on <html> at once, so a projector never shows a first frame of small type.
//      settings.js owns these settings (same storage key, same defaults) and does everything
//      else: the toggles' changes, the words, the other tabs.
//   2. The site's pages, grouped as the notes group them: the one list the menu is drawn from.
//   3. <grundy-header page="nim">: the header of every page. The element is defined here,
//      before the parser meets it, so the parser builds it with its content in place: the
//      brand, ONE menu of every page (a "Games" button that opens the groups as lists, the
//      current page marked), and the room's toggles, checked as remembered. settings.js binds
//      the toggles it finds here.
//
// A page declares only what is its own: <grundy-header page="NAME"> (its file name without
// ".html"; "index" for the home page). More shared parts go here as further elements.
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
  const room = { projector: false, terms: "letters" };
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    room.projector = saved.projector === true;
    room.terms = saved.terms === "words" ? "words" : "letters";
  } catch {
    // Storage off (private window, file:// policy): the defaults, as settings.js applies them.
  }
  document.documentElement.classList.toggle("projector", room.projector);
  document.documentElement.dataset.terms = room.terms;

  // -------------------------------------------------------------------------------------
  // 2. The site's pages

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
  // 3. The header

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
      this.replaceChildren(h("header", { class: "site-header" },
        h("a", { class: "brand", href: "index.html", "aria-current": home ? "page" : null }, "Grundy"),
        siteMenu(current),
        roomSettings()));
    }
  }

  if (!customElements.get("grundy-header")) customElements.define("grundy-header", GrundyHeader);
})();
