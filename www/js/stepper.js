// A step player: which step of a recorded explanation (computed by the core, only replayed
// here) is showing, and play/pause. Pure state: the page draws whatever `onChange({ index,
// count, playing })` reports. `interval`: ms between steps while playing; `clock`: for tests.
//
//   const s = new Stepper({ onChange: ({ index, count, playing }) => draw(index) });
//   s.load(steps.length);   // index 0, paused
//   s.forward(); s.play();  // play advances every `interval` ms and stops at the last step

export class Stepper {
  constructor({ interval = 1600, onChange = () => {}, clock = globalThis } = {}) {
    /** Ms between steps while playing. */
    this.interval = interval;
    /** @type {(state: { index: number, count: number, playing: boolean }) => void} */
    this.onChange = onChange;
    /** @type {{ setTimeout: (fn: () => void, ms: number) => any, clearTimeout: (timer: any) => void }} */
    this.clock = clock;
    this.index = 0;
    this.count = 0;
    this.playing = false;
    this.timer = null;
  }

  /** Start over with `count` steps, showing step `index` (default the first), paused. */
  load(count, index = 0) {
    this.count = Math.max(0, count | 0);
    this.go(index);
  }

  get atFirst() {
    return this.index <= 0;
  }

  get atLast() {
    return this.index >= this.count - 1;
  }

  /** Show step `index` (clamped into range). Stepping by hand pauses the player. */
  go(index) {
    this.dispose();
    this.index = this.clamp(index);
    this.emit();
  }

  first() {
    this.go(0);
  }

  last() {
    this.go(this.count - 1);
  }

  back() {
    this.go(this.index - 1);
  }

  forward() {
    this.go(this.index + 1);
  }

  /** Play from here (from the start if already at the end) until the last step. */
  play() {
    if (this.count < 2) return;
    this.dispose();
    if (this.atLast) this.index = 0;
    this.playing = true;
    this.emit();
    this.schedule();
  }

  /** Stop playing, and say so. */
  pause() {
    const was = this.playing;
    this.dispose();
    if (was) this.emit();
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  // -- internals --

  clamp(index) {
    return this.count === 0 ? 0 : Math.min(Math.max(0, Math.trunc(index) || 0), this.count - 1);
  }

  schedule() {
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      if (!this.playing) return;
      this.index = this.clamp(this.index + 1);
      if (this.atLast) this.playing = false;
      this.emit();
      if (this.playing) this.schedule();
    }, this.interval);
  }

  /** Stop playing and the timer, without a report (also when the explanation is replaced). */
  dispose() {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.playing = false;
  }

  emit() {
    this.onChange({ index: this.index, count: this.count, playing: this.playing });
  }
}
