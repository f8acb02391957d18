/** The emulator's clock: a base clock plus an offset the control API moves. */
export interface EmulatorClock {
  /** Epoch milliseconds including the offset. */
  now(): number;
  /** Current offset in milliseconds. */
  offsetMs(): number;
  /** Sets the offset; throws a `RangeError` beyond {@link MAX_CLOCK_OFFSET_MS}. */
  setOffset(ms: number): void;
  /** Moves the clock forward (or back, when negative) by `ms`; throws a `RangeError` when the offset would pass {@link MAX_CLOCK_OFFSET_MS}. */
  advance(ms: number): void;
}

/**
 * The largest clock offset either way: 100 years. Far inside what a `Date` holds (±8.64e15 ms), so every
 * time the emulator formats stays valid, and far beyond any token lifetime a test moves past.
 */
const MAX_CLOCK_OFFSET_MS = 100 * 365.25 * 24 * 60 * 60 * 1000;

/** `offset` when it is a finite number within {@link MAX_CLOCK_OFFSET_MS} and `base() + offset` a valid date; else a `RangeError` naming `field`. */
function checkedOffset(offset: number, field: string, base: () => number): number {
  if (Number.isFinite(offset) && Math.abs(offset) <= MAX_CLOCK_OFFSET_MS && Number.isFinite(new Date(base() + offset).getTime())) return offset;
  throw new RangeError(`${field} must be within ±100 years (±${MAX_CLOCK_OFFSET_MS} ms) of the base clock, got ${String(offset)}`);
}

/** Creates a clock over `base` (default `Date.now`). */
export function createClock(base: () => number = Date.now): EmulatorClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    offsetMs: () => offset,
    setOffset(ms) {
      offset = checkedOffset(ms, 'offsetMs', base);
    },
    advance(ms) {
      offset = checkedOffset(offset + ms, 'offsetMs + advanceMs', base);
    },
  };
}
