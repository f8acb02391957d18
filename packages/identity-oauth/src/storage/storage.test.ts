import { describe, expect, it, vi } from 'vitest';
import { createOAuthStrategy } from '../session/strategy';
import { browserStorage } from './browser';
import { cookieStorage, type CookieAttributes } from './cookie';
import { memoryStorage } from './memory';
import type { StorageAdapter } from './types';

const KEY = 'sfk.client-1.tokens';
const valid = { accessToken: { value: 'a', expiresAt: 4_000_000_000 }, refreshToken: { value: 'r', role: 'member' } };

function fakeWebStorage(): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
  };
}

const session = (storage: StorageAdapter, warn?: (m: string) => void) =>
  createOAuthStrategy({ clientId: 'client-1', storage, fetch: async () => new Response('{}'), ...(warn ? {} : {}) });

describe('stored tokens are schema-checked', () => {
  it.each([
    ['null', 'null'],
    ['{}', '{}'],
    ['non-JSON', '{not json'],
    ['wrong types', JSON.stringify({ ...valid, accessToken: { value: 'a', expiresAt: '2099' } })],
    ['unknown role', JSON.stringify({ ...valid, refreshToken: { value: 'r', role: 'admin' } })],
    ['an array', '[1,2]'],
  ])('%s -> cleared and treated as empty, never a TypeError', async (_name, raw) => {
    const mem = memoryStorage();
    mem.setItem(KEY, raw);
    const s = session(mem);
    expect(s.getSnapshot().role).toBe('none');
    expect(s.getTokens().accessToken.value).toBe('');
    await Promise.resolve();
    expect(mem.getItem(KEY)).toBeNull();
  });

  it('a valid stored session is loaded synchronously', () => {
    const mem = memoryStorage();
    mem.setItem(KEY, JSON.stringify(valid));
    const s = session(mem);
    expect(s.getSnapshot()).toMatchObject({ role: 'member', loggedIn: true });
    expect(s.loggedIn()).toBe(true);
  });
});

describe('browserStorage', () => {
  it('uses localStorage under a key that contains the client id', () => {
    const ls = fakeWebStorage();
    vi.stubGlobal('localStorage', ls);
    try {
      const s = session(browserStorage());
      s.setTokens(valid as never);
      expect([...ls.map.keys()]).toEqual([KEY]);
      expect(JSON.parse(ls.map.get(KEY)!)).toEqual(valid);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back to memory with one warning (no token values) when storage throws', () => {
    const ls = fakeWebStorage();
    const err = Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
    ls.setItem = () => {
      throw err;
    };
    ls.getItem = () => {
      throw Object.assign(new Error('denied'), { name: 'SecurityError' });
    };
    vi.stubGlobal('localStorage', ls);
    const warnings: string[] = [];
    try {
      const store = browserStorage({ onWarning: (m) => warnings.push(m) });
      expect(store.getItem('x')).toBeNull();
      store.setItem('x', 'secret-token-value');
      expect(store.getItem('x')).toBe('secret-token-value');
      store.setItem('y', 'other-secret');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('SecurityError');
      expect(warnings.join()).not.toContain('secret');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('works (in memory, one warning) where there is no localStorage at all', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = browserStorage();
    store.setItem('k', 'v');
    expect(store.getItem('k')).toBe('v');
    store.removeItem('k');
    expect(store.getItem('k')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('cookieStorage', () => {
  const jar = () => {
    const cookies = new Map<string, string>();
    const sets: { name: string; attributes: CookieAttributes }[] = [];
    return { cookies, sets };
  };

  it('works with a synchronous cookie API; expiry counted in days', () => {
    const { cookies, sets } = jar();
    const store = cookieStorage({
      get: (n) => cookies.get(n),
      set: (n, v, attributes) => {
        sets.push({ name: n, attributes });
        cookies.set(n, v);
      },
      delete: (n) => cookies.delete(n),
      expiresInDays: 7,
    });
    const s = session(store);
    s.setTokens(valid as never);
    expect(cookies.get(KEY)).toBe(encodeURIComponent(JSON.stringify(valid)).replace(/%/g, '*'));
    expect(sets[0]!.attributes).toMatchObject({ maxAge: 7 * 86_400, path: '/', sameSite: 'lax', secure: true });
    expect(Math.round((sets[0]!.attributes.expires.getTime() - Date.now()) / 86_400_000)).toBe(7);
    // a second session over the same jar reads it back
    expect(session(store).getSnapshot().role).toBe('member');
    s.setTokens({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    expect(cookies.has(KEY)).toBe(false);
  });

  it('works with an asynchronous cookie API returning { value } objects (Next.js style)', async () => {
    const cookies = new Map<string, string>();
    const store = cookieStorage({
      get: async (n) => (cookies.has(n) ? { name: n, value: cookies.get(n)! } : undefined),
      set: async (n, v) => void cookies.set(n, v),
      delete: async (n) => void cookies.delete(n),
    });
    cookies.set(KEY, encodeURIComponent(JSON.stringify(valid)));
    const s = session(store);
    expect(s.getSnapshot().role).toBe('none'); // not read yet
    await (s as unknown as { getAuthHeaders(): Promise<Record<string, string>> }).getAuthHeaders();
    expect(s.getSnapshot().role).toBe('member');
    expect(await s.getAuthHeaders()).toEqual({ Authorization: 'a' });
  });

  it('deletes a cookie at the path it was set with (a custom `path`), so that logging out clears it', () => {
    // A browser's jar through a framework's cookie API (Next's): a cookie is one per name and path, and a
    // deletion without a path deletes the one at `/`.
    const cookies = new Map<string, string>();
    const at = (name: string, path = '/') => `${path} ${name}`;
    const store = cookieStorage({
      get: (n) => [...cookies].find(([k]) => k.endsWith(` ${n}`))?.[1],
      set: (n, v, attributes) => void cookies.set(at(n, attributes.path), v),
      delete: (n, attributes) => cookies.delete(at(n, attributes?.path)),
      attributes: { path: '/shop' },
    });
    const s = session(store);
    s.setTokens(valid as never);
    expect([...cookies.keys()]).toEqual([at(KEY, '/shop')]);
    s.setTokens({ accessToken: { value: '', expiresAt: 0 }, refreshToken: { value: '', role: 'none' } });
    expect([...cookies.keys()]).toEqual([]);
    expect(session(store).getSnapshot().role).not.toBe('member');
  });

  it('treats an undecodable cookie as absent', async () => {
    const store = cookieStorage({ get: () => '%E0%A4%A', set: () => {}, delete: () => {} });
    expect(store.getItem(KEY)).toBeNull();
  });
});

describe('cross-tab sync', () => {
  it("another tab's login and logout reach this session through the storage event", () => {
    let fire: (key: string | null) => void = () => {};
    const mem = memoryStorage();
    const shared: StorageAdapter = {
      ...mem,
      subscribe: (l) => {
        fire = l;
        return () => {};
      },
    };
    const s = session(shared);
    const seen: string[] = [];
    s.subscribe(() => seen.push(s.getSnapshot().role));
    mem.setItem(KEY, JSON.stringify(valid));
    fire(KEY);
    expect(s.getSnapshot().loggedIn).toBe(true);
    mem.removeItem(KEY);
    fire(KEY);
    expect(s.getSnapshot().role).toBe('none');
    expect(seen).toEqual(['member', 'none']);
  });

  it('browserStorage subscribes to window storage events for its own area', () => {
    const ls = fakeWebStorage();
    const target = new EventTarget();
    vi.stubGlobal('localStorage', ls);
    vi.stubGlobal('window', Object.assign(target, { localStorage: ls }));
    try {
      const s = session(browserStorage());
      ls.map.set(KEY, JSON.stringify(valid));
      const e = Object.assign(new Event('storage'), { key: KEY, storageArea: ls });
      target.dispatchEvent(e);
      expect(s.getSnapshot().role).toBe('member');
      const other = Object.assign(new Event('storage'), { key: KEY, storageArea: fakeWebStorage() });
      ls.map.delete(KEY);
      target.dispatchEvent(other);
      expect(s.getSnapshot().role).toBe('member');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('cookieStorage value encoding (frameworks that encode values themselves)', () => {
  /**
   * A cookie jar that behaves like Next.js's `RequestCookies` / `ResponseCookies` (@edge-runtime/cookies):
   * `set` serializes `name=encodeURIComponent(value)` into a header, `get` parses the header and
   * decodes with `decodeURIComponent`.
   */
  function nextLikeJar() {
    const header = new Map<string, string>();
    return {
      header,
      get: (name: string) => {
        const raw = header.get(name);
        if (raw === undefined) return undefined;
        let value = raw;
        try {
          value = decodeURIComponent(raw);
        } catch {
          // kept as is, like Next
        }
        return { name, value };
      },
      set: (name: string, value: string) => void header.set(name, encodeURIComponent(value)),
      delete: (name: string) => void header.delete(name),
    };
  }
  const longTokens = {
    accessToken: { value: `OauthNG.JWS.${'eyJhbGciOiJSUzI1NiJ9'.repeat(60)}.sig_-x`, expiresAt: 4_000_000_000 },
    refreshToken: { value: `JWE.${'eyJraWQiOiJwbzEifQ'.repeat(40)}`, role: 'member' as const },
  };

  it('round-trips through a Next-like jar; the header value is not encoded a second time', async () => {
    const jar = nextLikeJar();
    const s = session(cookieStorage(jar));
    s.setTokens(longTokens);
    const stored = jar.header.get(KEY)!;
    expect(stored).not.toContain('%'); // Next's encodeURIComponent found nothing to encode
    expect(encodeURIComponent(stored)).toBe(stored);
    expect(decodeURIComponent(stored)).toBe(stored);
    // compact: a few bytes per JSON punctuation, no base64 third, no double %25 escapes
    const json = JSON.stringify(longTokens);
    expect(stored.length).toBeLessThan(json.length + 100);
    expect(stored.length).toBeLessThan(Math.ceil((json.length * 4) / 3));
    const again = session(cookieStorage(jar));
    expect(again.getTokens()).toEqual(longTokens);
  });

  it('round-trips through a raw jar (no framework encoding) and an async { value } jar', async () => {
    const raw = new Map<string, string>();
    const s = session(cookieStorage({ get: (n) => raw.get(n), set: (n, v) => void raw.set(n, v), delete: (n) => raw.delete(n) }));
    s.setTokens(valid as never);
    expect(raw.get(KEY)).toMatch(/^[A-Za-z0-9\-_.!~*'()]+$/);
    const asyncStore = cookieStorage({ get: async (n) => (raw.has(n) ? { value: raw.get(n)! } : undefined), set: async () => {}, delete: async () => {} });
    expect(await asyncStore.getItem(KEY)).toBe(JSON.stringify(valid));
  });

  it.each([
    ['plain ASCII', 'abc'],
    ['JSON with stars and percents', '{"a":"50% * 2","b":"*2A%2A"}'],
    ['unicode', '{"name":"Zoë 🛒 ü"}'],
    ['cookie-hostile characters', 'a;b,c d"e\\f=g'],
  ])('every string round-trips (%s)', (_name, value) => {
    const jar = nextLikeJar();
    const store = cookieStorage(jar);
    store.setItem('k', value);
    expect(jar.header.get('k')).toMatch(/^[A-Za-z0-9\-_.!~*'()]*$/);
    expect(store.getItem('k')).toBe(value);
  });

  it('still reads the previous format (encodeURIComponent), through Next (double-encoded) or raw', () => {
    const old = encodeURIComponent(JSON.stringify(valid));
    const jar = nextLikeJar();
    jar.set(KEY, old); // what the previous version wrote through Next: %257B...
    expect(session(cookieStorage(jar)).getSnapshot().role).toBe('member');
    const raw = new Map([[KEY, old]]);
    expect(session(cookieStorage({ get: (n) => raw.get(n), set: () => {}, delete: () => {} })).getSnapshot().role).toBe('member');
  });
});
