// browserStorage's cross-tab lock: tabs take turns renewing tokens (Web Locks), a lock another tab holds
// forever (frozen, crashed) is bypassed after `lockTimeoutMs`, and a session listener that calls the SDK
// during a renewal does not deadlock it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cart, member, setup } from '../../test/session-setup';
import { json, tokenAnswer } from '../../test/helpers';
import { browserStorage } from './browser';
import { cookieStorage } from './cookie';

/** A Web Locks stand-in: one holder per name, the others wait in order (or until their signal aborts). */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const requests: string[] = [];
  const locks = {
    request(name: string, ...args: [() => Promise<unknown>] | [{ signal?: AbortSignal }, () => Promise<unknown>]) {
      const [options, task] = args.length === 1 ? [{} as { signal?: AbortSignal }, args[0]] : args;
      requests.push(name);
      const previous = tails.get(name) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      tails.set(
        name,
        previous.then(() => mine),
      );
      return new Promise((resolve, reject) => {
        const onAbort = () => (release(), reject(new DOMException('The request was aborted.', 'AbortError')));
        options.signal?.addEventListener('abort', onAbort, { once: true });
        void previous.then(() => {
          if (options.signal?.aborted) return;
          options.signal?.removeEventListener('abort', onAbort);
          task().then(resolve, reject).finally(release);
        });
      });
    },
  };
  /** Another tab takes `name` and never gives it back. */
  const holdForever = (name: string) => void locks.request(name, () => new Promise(() => {}));
  return { locks, requests, holdForever };
}

function fakeLocalStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('browserStorage lock', () => {
  it('uses Web Locks where there are some', async () => {
    const { locks, requests } = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    expect(await browserStorage().lock!('sfk.c.tokens', async () => 42)).toBe(42);
    expect(requests).toEqual(['sfk.c.tokens']);
  });

  it('runs the task at once without Web Locks; cookie storages have no lock (they share refreshes instead)', async () => {
    vi.stubGlobal('navigator', {});
    expect(await browserStorage().lock!('n', async () => 'ran')).toBe('ran');
    expect(cookieStorage({ get: () => undefined, set: () => {}, delete: () => {} }).lock).toBeUndefined();
  });

  it('a lock another tab holds forever is bypassed after lockTimeoutMs, not waited on', async () => {
    vi.useFakeTimers();
    const { locks, holdForever } = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    holdForever('sfk.c.tokens');
    const ran = vi.fn(async () => 'renewed');
    const result = browserStorage({ lockTimeoutMs: 3000 }).lock!('sfk.c.tokens', ran);
    await vi.advanceTimersByTimeAsync(2999);
    expect(ran).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('renewed');
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('a task that fails while holding the lock is not run again', async () => {
    const { locks } = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    const failing = vi.fn(async () => Promise.reject(Object.assign(new Error('slow'), { name: 'TimeoutError' })));
    await expect(browserStorage().lock!('n', failing)).rejects.toThrow('slow');
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe('a session over browserStorage', () => {
  it("another tab holding the renewal lock forever does not stop this tab's next call", async () => {
    vi.useFakeTimers();
    const { locks, holdForever } = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    vi.stubGlobal('localStorage', fakeLocalStorage());
    holdForever('sfk.cid.tokens');
    const { client, tokenCalls } = setup((r) => (r.path === '/oauth2/token' ? tokenAnswer() : json({ cart: {} })), {
      storage: browserStorage(),
      tokens: member(),
    });
    const call = client.request(cart);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await call).toEqual({ cart: {} });
    expect(tokenCalls()).toHaveLength(1);
  });

  it('a session listener that calls the SDK during a renewal does not deadlock it', async () => {
    const { locks } = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    vi.stubGlobal('localStorage', fakeLocalStorage());
    const { auth, client, tokenCalls } = setup((r) => (r.path === '/oauth2/token' ? tokenAnswer() : json({ cart: {} })), {
      storage: browserStorage(),
      tokens: member(),
    });
    const fromListener: Promise<unknown>[] = [];
    auth.subscribe(() => fromListener.push(client.request(cart)));
    expect(await client.request(cart)).toEqual({ cart: {} });
    expect(fromListener.length).toBeGreaterThan(0);
    expect(await Promise.all(fromListener)).toEqual(fromListener.map(() => ({ cart: {} })));
    expect(tokenCalls()).toHaveLength(1);
  });
});
