// The Games menu's panel, filled from the catalogue: one list per group, a link per page, the
// current page marked. shell.js draws the button and the empty panel in the first frame (and
// opens and closes it); every page loads this module through settings.js.

import { menuGroups } from "./catalogue.js";
import { el } from "./ui.js";

/** Fill the panel of the header's menu (once; a page without a header has none). */
export function fillMenu() {
  const panel = document.getElementById("site-menu-panel");
  if (!panel || panel.childElementCount) return;
  const current = panel.dataset.current ?? "";
  panel.append(
    ...menuGroups().map((group) => {
      const titleId = `site-menu-${group.id}`;
      return el(
        "div",
        { class: "menu-group" },
        el("p", { class: "menu-group-title", id: titleId, text: group.title }),
        el(
          "ul",
          { "aria-labelledby": titleId },
          group.pages.map(({ page, name }) =>
            el("li", {}, el("a", { href: page, "aria-current": page === `${current}.html` ? "page" : null }, name)),
          ),
        ),
      );
    }),
  );
}

fillMenu();
