// A step player: which step of a recorded explanation is showing, and play/pause.
//
// Pure state, no DOM: the page draws whatever `onChange` reports. The explanation is
// computed first (by the core) and only replayed here, so stepping back is free.
//
//   const s = new Stepper({ onChange: ({ index, count, playing }) => draw(index) });
//   s.load(steps.length);   // index 0, paused
//   s.forward(); s.play();  // play advances every `interval` ms and stops at the last step

export class Stepper {
  /**
   * @param {object} [options]
   * @param {number} [options.interval] milliseconds between steps while playing
   * @param {(state: {index:number,count:number,playing:boolean}) => void} [options.onChange]
   * @param {{setTimeout: Function, clearTimeout: Function}} [options.clock] for tests
   */
  constructor({ interval = 1600, onChange = () => {}, clock = globalThis } = {}) {
    this.interval = interval;
    this.onChange = onChange;
    this.clock = clock;
    this.index = 0;
    this.count = 0;
    this.playing = false;
    this.timer = null;
  }

  /** Start over with `count` steps, showing step `index` (default the first), paused. */
  load(count, index = 0) {
    this.stopTimer();
    this.playing = false;
    this.count = Math.max(0, count | 0);
    this.index = this.clamp(index);
    this.emit();
  }

  get atFirst() {
    return this.index <= 0;
  }

  get atLast() {
    return this.index >= this.count - 1;
  }

  /** Show step `index` (clamped into range). Stepping by hand pauses the player. */
  go(index) {
    this.pause(false);
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
    if (this.atLast) this.index = 0;
    this.playing = true;
    this.emit();
    this.schedule();
  }

  /** Stop playing; `notify` false skips the change report (used inside `go`). */
  pause(notify = true) {
    const was = this.playing;
    this.stopTimer();
    this.playing = false;
    if (was && notify) this.emit();
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  /** Stop the timer for good (the page is leaving or the explanation is replaced). */
  dispose() {
    this.stopTimer();
    this.playing = false;
  }

  // -- internals --

  clamp(index) {
    if (this.count === 0) return 0;
    return Math.min(Math.max(0, Math.trunc(index) || 0), this.count - 1);
  }

  schedule() {
    this.stopTimer();
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      if (!this.playing) return;
      this.index = this.clamp(this.index + 1);
      if (this.atLast) this.playing = false;
      this.emit();
      if (this.playing) this.schedule();
    }, this.interval);
  }

  stopTimer() {
    if (this.timer !== null) {
      this.clock.clearTimeout(this.timer);
      this.timer = null;
    }
  }

  emit() {
    this.onChange({ index: this.index, count: this.count, playing: this.playing });
  }
}
