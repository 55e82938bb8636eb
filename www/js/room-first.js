// The room's settings before the first paint. This is the one classic (non-module) script of
// the site: it sits in each page's <head> and runs before the body is drawn, whereas module
// scripts wait for the whole document. It puts the remembered projector mode and P/N terms on
// <html> at once, so that a projector never shows a first frame of small type. settings.js owns
// these settings (same storage key, same defaults) and does everything else: the toggles, the
// words, the changes. The single-file bundle leaves this script out, because its one script
// runs settings.js before the page is drawn.
(() => {
  try {
    const saved = JSON.parse(localStorage.getItem("grundy-settings") ?? "{}");
    document.documentElement.classList.toggle("projector", saved.projector === true);
    document.documentElement.dataset.terms = saved.terms === "words" ? "words" : "letters";
  } catch {
    // Storage off (private window, file:// policy): settings.js applies the defaults.
  }
})();
