// The Why? panel of a game page (turns.js): "Explain this position" opens the core's
// explanation of the position on show as steps, the step buttons and the arrow keys walk them,
// and the step on show is part of the address ("#9,4@why=2"), so that a shared link opens the
// same step. A new position closes nothing: the open panel explains the new one. The step
// buttons sit above the caption (shell.js), so they stay put while the caption box takes the
// height of the step on show: no step is cut, and no step leaves an empty block under it.

import * as engine from "../engine.js";
import { Stepper } from "../stepper.js";
import { bindStepControls } from "../ui.js";
import { createStepAddress } from "../step-url.js";

/**
 * What the panel needs of the turn loop.
 * @typedef {object} WhyOptions
 * @property {Record<string, any>} dom the page's elements: whyToggle, whyBody, whyIntro, whyCaption (a page without #why-toggle has no panel)
 * @property {import("../turns.js").TurnsState} state the turn loop's: whyOpen, steps and explained are the panel's
 * @property {() => import("../turns.js").HistoryEntry} current the entry on show
 * @property {() => string} gameId the core's game id now
 * @property {() => void} writeHash writes the address (with the panel's suffix)
 * @property {() => void} renderStep draws the step on show (the page's)
 * @property {() => void} [closed] the panel closed: the page takes the step's marks off
 * @property {(game: string, position: string) => Promise<any>} [explain] the explanation's call (default engine.explain)
 * @property {boolean} [keepCaptionKind] keep the caption's data-kind while a new explanation loads
 * @property {string} [emptyExplanation] the caption when the explanation has no steps
 * @property {{ suffix: () => string, moved: () => void, show: (step: number | null, options?: any) => void }} [address] a page's own step in the address instead of the panel's
 */

/** @param {WhyOptions} options */
export function createWhyPanel({
  dom,
  state,
  current,
  gameId,
  writeHash,
  renderStep,
  closed,
  explain,
  keepCaptionKind,
  emptyExplanation,
  address,
}) {
  // Only the latest call's answer is used: a slow explanation of an older position is dropped.
  const explainLatest = engine.latest(explain ?? engine.explain);
  const stepper = new Stepper({
    onChange: () => {
      whyAddress.changed();
      if (state.whyOpen) renderStep();
      // Each step shown goes into the address bar (replaceState: no history entry per step).
      writeHash();
    },
  });
  const refreshStepButtons = dom.whyBody ? bindStepControls(dom.whyBody, stepper) : () => {};
  const whyAddress = createStepAddress(stepper);

  /** Asks the core to explain the current position; the step shown is the address's. */
  async function load() {
    const { position, analysis } = current();
    dom.whyCaption.textContent = "Working it out…";
    if (!keepCaptionKind) delete dom.whyCaption.dataset.kind;
    let result = null;
    try {
      result = await explainLatest(gameId(), position);
      if (result === engine.STALE) return;
    } catch (error) {
      if (current().position !== position) return;
      dom.whyCaption.textContent = error.message;
    }
    state.steps = result?.steps ?? [];
    state.explained = result && { position, analysis, game: gameId() };
    // The step the address asked for (clamped to the last), else the first.
    whyAddress.load(state.steps.length);
    if (result && state.steps.length === 0 && emptyExplanation) dom.whyCaption.textContent = emptyExplanation;
  }

  function setOpen(open) {
    state.whyOpen = open;
    dom.whyToggle.setAttribute("aria-expanded", String(open));
    dom.whyToggle.textContent = open ? "Hide the explanation" : "Explain this position";
    dom.whyBody.hidden = !open;
    dom.whyIntro.hidden = open;
    if (open) {
      whyAddress.show();
      load();
    } else {
      stepper.dispose();
      closed?.();
      whyAddress.drop();
      writeHash();
    }
  }

  dom.whyToggle?.addEventListener("click", () => setOpen(!state.whyOpen));

  return {
    stepper,
    refreshStepButtons,
    load,
    /** The step in the address: the page's own, or the panel's. */
    address: address ?? {
      suffix: () => (state.whyOpen ? whyAddress.suffix() : ""),
      moved: () => whyAddress.drop(),
      // The address asks for step `step` of the position on show: the panel opens there, or
      // loads its steps afresh when it is open (replacing an explanation still on its way). No
      // step takes it out of the address. A page without a Why? panel ignores a step.
      show: (step) => {
        if (!dom.whyToggle) return;
        if (step) whyAddress.want(step);
        else whyAddress.drop();
        if (step && state.whyOpen) load();
        else if (step) setOpen(true);
        writeHash();
      },
    },
  };
}
