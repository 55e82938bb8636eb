// Links between pages in the single-file bundle (dist/grundy.html).
//
// The served site has one HTML file per page and links like `nim.html#3,4,5`. The bundle is
// one file, so a page is picked by the query string instead: `grundy.html?page=nim#3,4,5`.
// The hash stays as it is, because the pages read their position from it. This module is
// shared by tools/bundle.mjs (rewriting the pages' static links at build time) and by the
// bundle's shell (rewriting the links the pages create while they run), so both agree.

/**
 * The bundle's href for a link to another page, or null to leave `href` alone (a link inside
 * the page such as "#board-panel", another site, or a file that is not one of the pages).
 * `pages` is a Set of page names ("index", "nim", ...).
 */
export function bundleHref(href, pages) {
  if (typeof href !== "string") return null;
  const match = /^(?:\.\/)?([a-z0-9_-]+)\.html(#.*)?$/i.exec(href.trim());
  if (!match || !pages.has(match[1])) return null;
  return `?page=${match[1]}${match[2] ?? ""}`;
}
