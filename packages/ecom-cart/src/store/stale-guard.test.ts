import { describe, expect, it } from 'vitest';
import type { Cart } from '@storefront-kit/wire/cart';
import { createStaleGuard } from './operations';

const cart = (revision: number, id = 'c1'): Cart => ({ id, revision: String(revision) });

describe('createStaleGuard', () => {
  it('applies answers in any order, but never one older than the answer applied', () => {
    const guard = createStaleGuard();
    const first = guard.send(true);
    const second = guard.send(true);
    expect(guard.accepts(second, cart(2), null)).toBe(true);
    expect(guard.accepts(first, cart(1), null)).toBe(false);
  });

  it('drops a read that a later write overtook, not a write', () => {
    const guard = createStaleGuard();
    const reading = guard.send();
    const writing = guard.send(true);
    expect(guard.accepts(reading, cart(1), null, true)).toBe(false);
    expect(guard.accepts(writing, cart(2), null)).toBe(true);
  });

  it('drops a cart of the same id with a lower revision than the one known, whatever its number', () => {
    const guard = createStaleGuard();
    expect(guard.accepts(guard.send(), cart(3), cart(5), true)).toBe(false);
    expect(guard.accepts(guard.send(), cart(3, 'other'), cart(5), true)).toBe(true);
  });

  it('drops every answer to an operation sent for the owner before', () => {
    const guard = createStaleGuard();
    const before = guard.send();
    guard.changeOwner();
    expect(before.of).not.toBe(guard.owner);
    expect(guard.accepts(before, cart(9), null, true)).toBe(false);
    expect(guard.accepts(guard.send(), null, null, true)).toBe(true);
  });
});
