// The shell of the single-file bundle (dist/grundy.html): the one script the file runs.
//
// tools/bundle.mjs builds this with esbuild into a classic script at the end of <body>. The
// file holds every page's <body> as a <template id="page-NAME">, every stylesheet as a
// <style data-href="css/...">, the worker's code as text and the wasm module as base64. This
// script:
//   1. picks the page from the query string (?page=nim; none means the home page),
//   2. gives the document that page's title, body attributes and stylesheets, and its body,
//   3. keeps links between pages working: `nim.html#3,4` becomes `?page=nim#3,4`, also for
//      the links the pages draw while they run,
//   4. tells engine.js how to start the core: a Blob worker that gets the wasm bytes in its
//      first message (module workers and fetch() do not work from file://),
//   5. runs that page's scripts, and only that page's.
//
// Before all that, www/js/shell.js runs, as the served pages run it from their <head>: the
// room's settings go on <html> and <grundy-header> and the page's parts (<grundy-board>,
// <grundy-why>, ...) are defined, so the page's header and shared panels are drawn (their
// links rewritten by step 3) the moment its body is put in, before the first paint. Here
// shell.js writes nothing into the head: the file's own title and <style>s are the page's
// (step 2; tools/bundle.mjs reads them from the page's shell.js tag).
//
// "grundy:pages" is written by tools/bundle.mjs: for each page its title, description, body
// attributes, stylesheets and a `run()` that evaluates its script modules in order.

// The page shell, a classic script: imported first, so it is evaluated first.
import "../../www/js/shell.js";
import { PAGES, engineModule } from "grundy:pages";
import { bundleHref } from "./links.mjs";

const names = new Set(Object.keys(PAGES));

// ---------------------------------------------------------------------------------------
// The core's worker

let workerUrl = null;
let wasmBytes = null;

/** Base64 to bytes, with the built-in decoder where the browser has one. */
function decodeBase64(text) {
  if (typeof Uint8Array.fromBase64 === "function") return Uint8Array.fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * A fresh worker running the core, for engine.js (called again after a crash). The source
 * text and the bytes are read once and kept: a restarted worker gets its own copy of the
 * bytes, because posting them copies.
 */
function createWorker() {
  if (!workerUrl) {
    const source = document.getElementById("grundy-worker").textContent;
    workerUrl = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  }
  // Both modules of the core (one per kind of game): the worker runs each call on its own.
  wasmBytes ??= {
    grundy: decodeBase64(document.getElementById("grundy-wasm").textContent.trim()),
    grundy_partizan: decodeBase64(document.getElementById("grundy_partizan-wasm").textContent.trim()),
    grundy_chance: decodeBase64(document.getElementById("grundy_chance-wasm").textContent.trim()),
  };
  const worker = new Worker(workerUrl, { name: "grundy-engine" });
  for (const [core, wasm] of Object.entries(wasmBytes)) worker.postMessage({ core, wasm });
  return worker;
}

// engine.js looks for this before it would start the served site's module worker. `engine`
// gives the console and the tests the page's own engine module (the served site's
// `import("./js/engine.js")`), for example to call its crashForTest().
globalThis.grundyBundle = { createWorker, engine: engineModule, page: null };

// ---------------------------------------------------------------------------------------
// Links

function fixLink(link) {
  const to = bundleHref(link.getAttribute("href"), names);
  if (to) link.setAttribute("href", to);
}

function fixLinksIn(node) {
  if (node.nodeType !== Node.ELEMENT_NODE) return;
  if (node.matches("a[href]")) fixLink(node);
  for (const link of node.querySelectorAll("a[href]")) fixLink(link);
}

/**
 * Rewrite every link a page adds or changes, as it happens. Observer callbacks run before the
 * next event is handled, so no click can reach a link that still says `x.html`; the click
 * listener is a second net for anything the observer could not see.
 */
function watchLinks(root) {
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") fixLinksIn(record.target);
      else for (const node of record.addedNodes) fixLinksIn(node);
    }
  }).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["href"] });
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link) fixLink(link);
    },
    true,
  );
}

// ---------------------------------------------------------------------------------------
// The page

function show(name) {
  const page = PAGES[name];
  document.title = page.title;
  document.querySelector('meta[name="description"]')?.setAttribute("content", page.description);
  // Every page's stylesheets are in the file; keep only this page's, in its order.
  for (const style of document.querySelectorAll("style[data-href]")) {
    if (!page.css.includes(style.dataset.href)) style.remove();
  }
  for (const [attribute, value] of Object.entries(page.body)) document.body.setAttribute(attribute, value);
  const template = document.getElementById(`page-${name}`);
  // The templates (and this script) leave the body: only the chosen page is in the document.
  document.body.replaceChildren(document.importNode(template.content, true));
  fixLinksIn(document.body);
  watchLinks(document.body);
  globalThis.grundyBundle.page = name;
  page.run();
}

const wanted = new URLSearchParams(location.search).get("page") || "index";
// An unknown name (a hand-edited address) shows the home page, where every game is listed.
show(names.has(wanted) ? wanted : "index");
