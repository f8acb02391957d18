// The framework-free resource map behind the catalogue hooks (no React here).
import { AbortError, HttpError } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { createResourceMap } from './resource';

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

describe('createResourceMap', () => {
  it('shares one request between subscribers of a key and notifies them all', async () => {
    const map = createResourceMap();
    const { calls, load } = controlled<string>();
    let a = 0;
    let b = 0;
    map.subscribe('k', load, () => a++);
    map.subscribe('k', load, () => b++);
    a = 0; // the first subscriber also heard the request start
    expect(calls).toHaveLength(1);
    expect(map.get('k')).toMatchObject({ status: 'pending', isFetching: true });
    calls[0]!.resolve('data');
    await flush();
    expect(map.get('k')).toMatchObject({ status: 'success', data: 'data', error: null, isFetching: false });
    expect(a).toBe(1);
    expect(b).toBe(1);
  });

  it('unsubscribe then subscribe in the same task (StrictMode) keeps the one request', async () => {
    const map = createResourceMap();
    const { calls, load } = controlled<string>();
    const off = map.subscribe('k', load, () => {});
    off();
    map.subscribe('k', load, () => {});
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(false);
  });

  it('the last unsubscribe aborts the request, drops the entry and swallows the AbortError', async () => {
    const map = createResourceMap();
    const { calls, load } = controlled<string>();
    let notified = 0;
    const off = map.subscribe('k', load, () => notified++);
    const before = notified;
    off();
    await flush();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(map.get('k')).toBeUndefined();
    expect(map.size).toBe(0);
    await flush();
    expect(notified).toBe(before);
  });

  it('an older answer never replaces a newer one (refetch while in flight)', async () => {
    const map = createResourceMap();
    const { calls, load } = controlled<string>();
    map.subscribe('k', load, () => {});
    map.refetch('k');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.resolve('new');
    await flush();
    calls[0]!.resolve('old'); // too late, and aborted
    await flush();
    expect(map.get('k')?.data).toBe('new');
  });

  it('keeps typed errors and the previous data on failure; initial data sends nothing', async () => {
    const map = createResourceMap();
    const { calls, load } = controlled<string>();
    map.subscribe('seeded', load, () => {}, { status: 'success', data: 'ssr', error: null, isFetching: false });
    expect(calls).toHaveLength(0);
    map.refetch('seeded');
    calls[0]!.reject(new HttpError('System error occurred', 'INTERNAL_SERVER_ERROR', { status: 500 } as never));
    await flush();
    const state = map.get('seeded')!;
    expect(state).toMatchObject({ status: 'error', data: 'ssr', isFetching: false });
    expect(state.error).toMatchObject({ name: 'HttpError', code: 'INTERNAL_SERVER_ERROR' });
  });

  it('wraps a non-SDK throw in a StorefrontError (ERR_UNEXPECTED) with the cause', async () => {
    const map = createResourceMap();
    const boom = new TypeError('boom');
    map.subscribe('k', () => { throw boom; }, () => {});
    await flush();
    expect(map.get('k')?.error).toMatchObject({ name: 'StorefrontError', code: 'ERR_UNEXPECTED', cause: boom });
  });
});
