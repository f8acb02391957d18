import { describe, expect, it, vi } from 'vitest';
import { AbortError, HttpError, ValidationError } from '@storefront-kit/http-core';
import { createReadStore, failedRead } from './read-store';

/** A loader whose answers the test settles by hand, recording each call's signal. */
function controlled<T>() {
  const calls: { signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = ({ signal }: { signal: AbortSignal }) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
      signal.addEventListener('abort', () => reject(new AbortError('aborted')));
    });
  return { calls, load };
}
const flush = () => new Promise<void>((r) => queueMicrotask(r)).then(() => undefined);

describe('createReadStore', () => {
  it('shares one request between subscribers of a key and notifies them all', async () => {
    const store = createReadStore<string>();
    const { calls, load } = controlled<string>();
    let a = 0;
    let b = 0;
    store.subscribe('k', load, () => a++);
    store.subscribe('k', load, () => b++);
    a = 0; // the first subscriber also heard the request start
    expect(calls).toHaveLength(1);
    expect(store.get('k')).toMatchObject({ status: 'pending', isFetching: true });
    calls[0]!.resolve('data');
    await flush();
    expect(store.get('k')).toMatchObject({ status: 'success', data: 'data', error: null, isFetching: false });
    expect(a).toBe(1);
    expect(b).toBe(1);
  });

  it('unsubscribe then subscribe in the same task (StrictMode) keeps the one request', async () => {
    const store = createReadStore<string>();
    const { calls, load } = controlled<string>();
    const off = store.subscribe('k', load, () => {});
    off();
    store.subscribe('k', load, () => {});
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(false);
    expect(store.size).toBe(1);
  });

  it('the last unsubscribe aborts the request, drops the entry and swallows the AbortError', async () => {
    const store = createReadStore<string>();
    const { calls, load } = controlled<string>();
    let notified = 0;
    const off = store.subscribe('k', load, () => notified++);
    const before = notified;
    off();
    await flush();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(store.get('k')).toBeUndefined();
    expect(store.size).toBe(0);
    await flush();
    expect(notified).toBe(before);
  });

  it('an older answer never replaces a newer one (refetch while in flight)', async () => {
    const store = createReadStore<string>();
    const { calls, load } = controlled<string>();
    store.subscribe('k', load, () => {});
    store.refetch('k');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.resolve('new');
    await flush();
    calls[0]!.resolve('old'); // too late, and aborted
    await flush();
    expect(store.get('k')?.data).toBe('new');
  });

  it('keeps typed errors and the previous data on failure; initial data sends nothing', async () => {
    const store = createReadStore<string>();
    const { calls, load } = controlled<string>();
    store.subscribe('seeded', load, () => {}, { status: 'success', data: 'ssr', error: null, isFetching: false });
    expect(calls).toHaveLength(0);
    store.refetch('seeded');
    calls[0]!.reject(new HttpError('System error occurred', 'INTERNAL_SERVER_ERROR', { status: 500 } as never));
    await flush();
    const state = store.get('seeded')!;
    expect(state).toMatchObject({ status: 'error', data: 'ssr', isFetching: false });
    expect(state.error).toMatchObject({ name: 'HttpError', code: 'INTERNAL_SERVER_ERROR' });
  });

  it('wraps a non-SDK throw in a StorefrontError (ERR_UNEXPECTED) with the cause', async () => {
    const store = createReadStore();
    const boom = new TypeError('boom');
    store.subscribe(
      'k',
      () => {
        throw boom;
      },
      () => {},
    );
    await flush();
    expect(store.get('k')?.error).toMatchObject({ name: 'StorefrontError', code: 'ERR_UNEXPECTED', message: 'boom', cause: boom });
  });

  it('a throwing listener neither stops the other listeners nor the read', async () => {
    const store = createReadStore<string>();
    const { calls, load } = controlled<string>();
    // A throwing listener's error is rethrown in a microtask: catch it there instead of failing the run.
    const reported: unknown[] = [];
    const schedule = globalThis.queueMicrotask;
    vi.stubGlobal('queueMicrotask', (task: () => void) =>
      schedule(() => {
        try {
          task();
        } catch (e) {
          reported.push(e);
        }
      }),
    );
    try {
      let heard = 0;
      store.subscribe('k', load, () => {
        throw new Error('listener bug');
      });
      store.subscribe('k', load, () => heard++);
      calls[0]!.resolve('data');
      await flush();
      expect(heard).toBe(1);
      expect(store.get('k')).toMatchObject({ status: 'success', data: 'data' });
      await flush();
      expect(reported).toEqual([new Error('listener bug'), new Error('listener bug')]); // the start and the answer
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('snapshots are frozen and stay the same object until the next change', async () => {
    const store = createReadStore<string>();
    const { calls, load } = controlled<string>();
    store.subscribe('k', load, () => {});
    const first = store.get('k');
    expect(Object.isFrozen(first)).toBe(true);
    expect(store.get('k')).toBe(first);
    calls[0]!.resolve('data');
    await flush();
    expect(store.get('k')).not.toBe(first);
  });

  it('refetch of a key nobody subscribes to does nothing', () => {
    const store = createReadStore();
    store.refetch('nobody');
    expect(store.size).toBe(0);
  });
});

describe('failedRead', () => {
  it('keeps a storefront-kit error as is and wraps anything else as ERR_UNEXPECTED', () => {
    const invalid = new ValidationError('limit must be at most 100', 'limit');
    expect(failedRead(invalid)).toEqual({ status: 'error', data: undefined, error: invalid, isFetching: false });
    expect(failedRead('text').error).toMatchObject({ name: 'StorefrontError', code: 'ERR_UNEXPECTED', message: 'text', cause: 'text' });
    expect(Object.isFrozen(failedRead(invalid))).toBe(true);
  });
});
