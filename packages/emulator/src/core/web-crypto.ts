/**
 * Randomness and comparison on the Web Crypto API (`globalThis.crypto`), available in Node 20+ and in
 * browsers alike.
 */

/** `length` cryptographically random bytes. */
export function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/** A uniformly random integer in `[0, max)`, for `max` up to 256. */
export function randomInt(max: number): number {
  // Bytes at or above the largest multiple of `max` are redrawn, so every result is equally likely.
  const limit = 256 - (256 % max);
  for (;;) {
    const byte = randomBytes(1)[0]!;
    if (byte < limit) return byte % max;
  }
}

/** Whether two byte strings are equal, in time that depends only on their lengths. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}
