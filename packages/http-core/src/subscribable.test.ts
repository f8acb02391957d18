import { describe, expect, it, vi } from 'vitest';
import { createSubscribable } from './subscribable';

describe('createSubscribable', () => {
  it('holds a snapshot that changes only on set, and notifies in subscription order', () => {
    const store = createSubscribable({ n: 0 });
    const first = store.getSnapshot();
    const seen: string[] = [];
    store.subscribe(() => seen.push(`a${store.getSnapshot().n}`));
    store.subscribe(() => seen.push(`b${store.getSnapshot().n}`));
    expect(store.getSnapshot()).toBe(first);
    store.set({ n: 1 });
    expect(seen).toEqual(['a1', 'b1']);
    expect(store.size).toBe(2);
  });

  it('keeps notifying the others when a listener throws, and reports the error in a microtask', async () => {
    const store = createSubscribable(0);
    const boom = new Error('listener failed');
    const reported = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementationOnce((task) =>
        original(() => {
          try {
            task();
          } catch (e) {
            resolve(e);
          }
        }),
      );
    });
    const after = vi.fn();
    store.subscribe(() => {
      throw boom;
    });
    store.subscribe(after);
    expect(() => store.set(1)).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
    expect(await reported).toBe(boom);
    vi.restoreAllMocks();
  });

  it('unsubscribes one subscription at a time, even of the same function, and tolerates unsubscribing during a notify', () => {
    const store = createSubscribable('x');
    const listener = vi.fn();
    const stopFirst = store.subscribe(listener);
    store.subscribe(listener);
    stopFirst();
    stopFirst();
    store.set('y');
    expect(listener).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    const stopSelf = store.subscribe(() => stopSelf());
    store.subscribe(late);
    store.set('z');
    store.set('w');
    expect(late).toHaveBeenCalledTimes(2);
  });
});
