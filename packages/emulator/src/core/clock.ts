/** The emulator's clock: a base clock plus an offset the control API moves. */
export interface EmulatorClock {
  /** Epoch milliseconds including the offset. */
  now(): number;
  /** Current offset in milliseconds. */
  offsetMs(): number;
  /** Sets the offset. */
  setOffset(ms: number): void;
  /** Moves the clock forward (or back, when negative) by `ms`. */
  advance(ms: number): void;
}

/** Creates a clock over `base` (default `Date.now`). */
export function createClock(base: () => number = Date.now): EmulatorClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    offsetMs: () => offset,
    setOffset(ms) {
      offset = ms;
    },
    advance(ms) {
      offset += ms;
    },
  };
}
