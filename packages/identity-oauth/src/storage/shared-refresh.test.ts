import { createClient } from '@storefront-kit/http-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, HOSTS, json, tokenAnswer } from '../../test/helpers';
import { createOAuthStrategy } from '../session/strategy';
import { sharedRefresh } from './shared-refresh';
import { cookieStorage } from './cookie';
import { memoryStorage } from './memory';
import type { Tokens } from '../session/tokens';

const now = () => Math.floor(Date.now() / 1000);
const expired = (refresh = 'shared-refresh'): Tokens => ({
  accessToken: { value: 'old', expiresAt: now() - 10 },
  refreshToken: { value: refresh, role: 'member' },
});
const jarWith = (tokens: Tokens) => {
  const cookies = new Map<string, string>();
  const storage = cookieStorage({ get: (n) => cookies.get(n), set: (n, v) => void cookies.set(n, v), delete: (n) => cookies.delete(n) });
  storage.setItem('sfk.cid.tokens', JSON.stringify(tokens));
  return { cookies, storage };
};
const slowTokens = () => async () => {
  await new Promise((r) => setTimeout(r, 20));
  return tokenAnswer();
};

afterEach(() => vi.useRealTimers());

describe('sharedRefresh', () => {
  it('two strategies over two cookie jars holding the same refresh token: one refresh grant, the same new tokens', async () => {
    const f = fakeFetch(slowTokens());
    const a = jarWith(expired());
    const b = jarWith(expired());
    const s1 = createOAuthStrategy({ clientId: 'cid', storage: a.storage, fetch: f.fetch, hosts: HOSTS });
    const s2 = createOAuthStrategy({ clientId: 'cid', storage: b.storage, fetch: f.fetch, hosts: HOSTS });
    const [t1, t2] = await Promise.all([s1.generateVisitorTokens(), s2.generateVisitorTokens()]);
    expect(f.tokenCalls()).toHaveLength(1);
    expect(t1).toEqual(t2);
    expect(a.cookies.get('sfk.cid.tokens')).toBe(b.cookies.get('sfk.cid.tokens'));
    // a request that read the old cookie just after the refresh (grace) gets the same tokens
    const late = createOAuthStrategy({ clientId: 'cid', storage: jarWith(expired()).storage, fetch: f.fetch, hosts: HOSTS });
    expect(await late.generateVisitorTokens()).toEqual(t1);
    expect(f.tokenCalls()).toHaveLength(1);
  });

  it('without sharing (memoryStorage, or cookieStorage({ sharedRefresh: false })) each strategy refreshes', async () => {
    const f = fakeFetch(slowTokens());
    const cookies = new Map<string, string>();
    const unshared = cookieStorage({ get: (n) => cookies.get(n), set: () => {}, delete: () => {}, sharedRefresh: false });
    cookies.set('sfk.cid.tokens', encodeURIComponent(JSON.stringify(expired('r-unshared'))));
    expect(unshared.sharedRefresh).toBeUndefined();
    await Promise.all([
      createOAuthStrategy({ clientId: 'cid', storage: unshared, fetch: f.fetch, hosts: HOSTS }).generateVisitorTokens(),
      createOAuthStrategy({ clientId: 'cid', storage: unshared, fetch: f.fetch, hosts: HOSTS }).generateVisitorTokens(),
      createOAuthStrategy({ clientId: 'cid', tokens: expired('r-unshared'), storage: memoryStorage(), fetch: f.fetch, hosts: HOSTS }).generateVisitorTokens(),
    ]);
    expect(f.tokenCalls()).toHaveLength(3);
  });

  it('scoped by client id; different refresh tokens never share', async () => {
    const f = fakeFetch(slowTokens());
    const shared = sharedRefresh();
    const storage = () => ({ ...memoryStorage(), sharedRefresh: shared });
    const make = (clientId: string, api: string, refresh = 'same') =>
      createOAuthStrategy({ clientId, storage: storage(), tokens: expired(refresh), fetch: f.fetch, hosts: { api } }).generateVisitorTokens();
    const all = await Promise.all([make('cid', 'https://a.test'), make('other', 'https://a.test'), make('cid', 'https://a.test', 'different')]);
    expect(f.tokenCalls()).toHaveLength(3);
    expect(new Set(all.map((t) => t.accessToken.value)).size).toBe(3);
  });

  it('entries go away: at once after a failure, graceMs after a success', async () => {
    const shared = sharedRefresh({ graceMs: 1_000 });
    const t = (v: string): Tokens => ({ accessToken: { value: v, expiresAt: now() + 3600 }, refreshToken: { value: `r-${v}`, role: 'visitor' } });
    const fail = vi.fn(async (): Promise<Tokens> => {
      throw new Error('offline');
    });
    await expect(Promise.all([shared.run('s', 'rt', fail), shared.run('s', 'rt', fail)])).rejects.toThrow('offline');
    expect(fail).toHaveBeenCalledTimes(1);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const ok = vi.fn(async () => t('new'));
    expect(await shared.run('s', 'rt', ok)).toEqual(t('new')); // the failure left nothing behind
    expect(
      await shared.run(
        's',
        'rt',
        vi.fn(async () => t('other')),
      ),
    ).toEqual(t('new')); // grace
    vi.advanceTimersByTime(1_001);
    expect(await shared.run('s', 'rt', async () => t('later'))).toEqual(t('later'));
    expect(ok).toHaveBeenCalledTimes(1);
  });

  it('keys are SHA-256 digests, never the raw refresh token', async () => {
    const keys: string[] = [];
    const set = Map.prototype.set;
    const spy = vi.spyOn(Map.prototype, 'set').mockImplementation(function (this: Map<unknown, unknown>, k, v) {
      if (typeof k === 'string') keys.push(k);
      return set.call(this, k, v);
    });
    await sharedRefresh().run('cid https://api.test', 'super-secret-refresh-token', async () => expired());
    spy.mockRestore();
    // The spy sees every Map of the process (the test runner's too), so the entry is looked for by its value.
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('cid https://api.test\nsuper-secret-refresh-token'));
    const expected = btoa(String.fromCharCode(...new Uint8Array(digest)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(keys).toContain(expected);
    expect(keys.some((k) => k.includes('super-secret'))).toBe(false);
  });

  it('cookieStorage uses one process-wide coordinator by default, shared across copies through globalThis', () => {
    const a = cookieStorage({ get: () => undefined, set: () => {}, delete: () => {} });
    const b = cookieStorage({ get: () => undefined, set: () => {}, delete: () => {} });
    expect(a.sharedRefresh).toBeDefined();
    expect(a.sharedRefresh).toBe(b.sharedRefresh);
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('@storefront-kit/identity-oauth.sharedRefresh')]).toBe(a.sharedRefresh);
  });

  it('a client using the strategy also shares (the refresh happens inside getAuthHeaders)', async () => {
    const f = fakeFetch(async (r) => (r.path === '/oauth2/token' ? slowTokens()() : json({})));
    const clients = [jarWith(expired('r-client')), jarWith(expired('r-client'))].map(({ storage }) =>
      createClient({ auth: createOAuthStrategy({ clientId: 'cid', storage }), hosts: HOSTS, fetch: f.fetch }),
    );
    await Promise.all(clients.map((c) => c.fetchWithAuth('/ecom/v1/carts/current')));
    expect(f.tokenCalls()).toHaveLength(1);
  });
});
