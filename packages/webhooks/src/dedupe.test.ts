import { describe, expect, it } from 'vitest';
import { createMemoryDedupeStore } from './index';

describe('createMemoryDedupeStore', () => {
  function clock() {
    let t = 1_000_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  }

  it('claims once, reports in-flight, then done', () => {
    const store = createMemoryDedupeStore();
    expect(store.claim('a', 1000)).toBe('claimed');
    expect(store.claim('a', 1000)).toBe('in-flight');
    store.markDone('a', 60_000);
    expect(store.claim('a', 1000)).toBe('done');
  });

  it('release lets a later claim succeed, but does not erase a done key', () => {
    const store = createMemoryDedupeStore();
    store.claim('a', 1000);
    store.release('a');
    expect(store.claim('a', 1000)).toBe('claimed');
    store.markDone('a', 60_000);
    store.release('a');
    expect(store.claim('a', 1000)).toBe('done');
  });

  it('forgets a done key after its TTL and a crashed claim after its lease', () => {
    const { now, advance } = clock();
    const store = createMemoryDedupeStore({ now });
    store.claim('done', 1000);
    store.markDone('done', 60_000);
    store.claim('crashed', 5_000);
    advance(4_999);
    expect(store.claim('crashed', 5_000)).toBe('in-flight');
    advance(1);
    expect(store.claim('crashed', 5_000)).toBe('claimed');
    advance(59_999 - 5_000);
    expect(store.claim('done', 1000)).toBe('done');
    advance(1);
    expect(store.claim('done', 1000)).toBe('claimed');
  });

  it('evicts the oldest handled keys when full, never in-flight claims', () => {
    const store = createMemoryDedupeStore({ maxEntries: 3 });
    store.claim('running', 60_000);
    for (const key of ['d1', 'd2']) {
      store.claim(key, 1000);
      store.markDone(key, 60_000);
    }
    store.claim('d3', 1000);
    expect(store.claim('running', 1000)).toBe('in-flight');
    expect(store.claim('d2', 1000)).toBe('done');
    expect(store.claim('d1', 1000)).toBe('claimed');
  });

  it('refuses a bad maxEntries', () => {
    expect(() => createMemoryDedupeStore({ maxEntries: 0 })).toThrow(RangeError);
  });
});
