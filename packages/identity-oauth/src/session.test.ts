import { createClient, defineEndpoint, isHttpError } from '@storefront-kit/http-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, HOSTS, json, tokenAnswer, type Recorded } from '../test/helpers';
import { createOAuthStrategy, isOAuthStrategy, OAuthStrategy, type OAuthStrategyOptions } from './session';
import { memoryStorage } from './storage/memory';
import { EXPIRY_MARGIN_SECONDS } from './expiry';
import type { Tokens } from './tokens';

const now = () => Math.floor(Date.now() / 1000);
const member = (expiresAt = now() - 10): Tokens => ({
  accessToken: { value: 'old-access', expiresAt },
  refreshToken: { value: 'member-refresh', role: 'member' },
});
const cart = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom', readYourWrites: true });

function setup(handler: (r: Recorded) => Response | Promise<Response> | undefined, options: Partial<OAuthStrategyOptions> = {}) {
  const f = fakeFetch(handler);
  const auth = createOAuthStrategy({ clientId: 'cid', fetch: f.fetch, hosts: HOSTS, ...options });
  const client = createClient({ auth, fetch: f.fetch, hosts: HOSTS, retry: false });
  return { ...f, auth, client };
}

afterEach(() => vi.useRealTimers());

/** Pins `Date.now()` (timers stay real) so expiry arithmetic cannot straddle a second boundary. */
function freezeDate() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T12:00:00.400Z') });
}

describe('session start', () => {
  it('no tokens -> one anonymous grant; visitor role; raw Authorization header', async () => {
    freezeDate();
    const { auth, client, calls, tokenCalls } = setup((r) => (r.path === '/oauth2/token' ? tokenAnswer() : json({ cart: {} })));
    await client.request(cart);
    expect(tokenCalls()).toHaveLength(1);
    expect(tokenCalls()[0]).toMatchObject({ method: 'POST', url: 'https://api.test/oauth2/token', body: { clientId: 'cid', grantType: 'anonymous' } });
    const snap = auth.getSnapshot();
    expect(snap).toMatchObject({ role: 'visitor', loggedIn: false });
    expect(calls[1]!.headers.authorization).toBe(snap.tokens.accessToken.value);
    expect(snap.tokens.accessToken.expiresAt).toBe(now() + 14400);
  });

  it('5 concurrent first requests -> exactly 1 anonymous grant, one visitor', async () => {
    const { client, calls, tokenCalls } = setup(async (r) => {
      if (r.path !== '/oauth2/token') return json({});
      await new Promise((res) => setTimeout(res, 10));
      return tokenAnswer();
    });
    await Promise.all(Array.from({ length: 5 }, () => client.request(cart)));
    expect(tokenCalls()).toHaveLength(1);
    expect(new Set(calls.filter((c) => c.path !== '/oauth2/token').map((c) => c.headers.authorization)).size).toBe(1);
  });

  it('20 concurrent requests with an expired member token -> 1 refresh, all use the new token', async () => {
    const { auth, client, calls, tokenCalls } = setup(
      (r) => (r.path === '/oauth2/token' ? tokenAnswer() : json({})),
      { tokens: member() },
    );
    await Promise.all(Array.from({ length: 20 }, () => client.request(cart)));
    expect(tokenCalls()).toHaveLength(1);
    expect(tokenCalls()[0]!.body).toEqual({ clientId: 'cid', grantType: 'refresh_token', refreshToken: 'member-refresh' });
    const used = new Set(calls.filter((c) => c.path !== '/oauth2/token').map((c) => c.headers.authorization));
    expect([...used]).toEqual([auth.getTokens().accessToken.value]);
    expect(auth.getSnapshot().role).toBe('member');
  });

  it(`a token inside the ${EXPIRY_MARGIN_SECONDS}s margin is renewed before use`, async () => {
    const { tokenCalls, client } = setup((r) => (r.path === '/oauth2/token' ? tokenAnswer() : json({})), {
      tokens: member(now() + EXPIRY_MARGIN_SECONDS - 1),
    });
    await client.request(cart);
    expect(tokenCalls()).toHaveLength(1);
  });

  it('a token outside the margin is used as is', async () => {
    const { tokenCalls, client, calls } = setup(() => json({}), { tokens: member(now() + EXPIRY_MARGIN_SECONDS + 5) });
    await client.request(cart);
    expect(tokenCalls()).toHaveLength(0);
    expect(calls[0]!.headers.authorization).toBe('old-access');
  });

  it("expiry counts from when the answer arrived, whatever the server's clock says", async () => {
    freezeDate(); // the local clock; the token answer's Date header is two hours ahead of it
    const answer = tokenAnswer({ expires_in: 3600 });
    answer.headers.set('date', new Date(Date.now() + 7_200_000).toUTCString());
    const { auth } = setup((r) => (r.path === '/oauth2/token' ? answer : json({})));
    await auth.getAuthHeaders();
    expect(auth.getTokens().accessToken.expiresAt).toBe(Math.floor(Date.now() / 1000) + 3600);
    expect(auth.getSnapshot().role).toBe('visitor');
  });

  it('a rotated refresh token replaces the stored one; a missing one keeps the old', async () => {
    const storage = memoryStorage();
    let answer = () => tokenAnswer({ refresh_token: 'rotated' });
    const { auth } = setup((r) => (r.path === '/oauth2/token' ? answer() : json({})), { tokens: member(), storage });
    await auth.getAuthHeaders();
    expect(auth.getTokens().refreshToken).toEqual({ value: 'rotated', role: 'member' });
    expect(JSON.parse(storage.getItem('sfk.cid.tokens') as string).refreshToken.value).toBe('rotated');
    auth.setTokens({ ...auth.getTokens(), accessToken: { value: 'x', expiresAt: 0 } });
    answer = () => json({ access_token: 'new-access', expires_in: 3600, token_type: 'Bearer' });
    await auth.getAuthHeaders();
    expect(auth.getTokens()).toMatchObject({ accessToken: { value: 'new-access' }, refreshToken: { value: 'rotated', role: 'member' } });
  });

  it.each([
    ['missing access_token', { refresh_token: 'r', expires_in: 10 }],
    ['empty access_token', { access_token: '', refresh_token: 'r', expires_in: 10 }],
    ['non-numeric expires_in', { access_token: 'a', refresh_token: 'r', expires_in: 'soon' }],
    ['missing expires_in', { access_token: 'a', refresh_token: 'r' }],
    ['missing refresh_token on an anonymous grant', { access_token: 'a', expires_in: 10 }],
  ])('an invalid token answer (%s) is an invalid-response error; nothing is stored', async (_n, body) => {
    const storage = memoryStorage();
    const { auth } = setup(() => json(body), { storage });
    await expect(auth.getAuthHeaders()).rejects.toMatchObject({ code: 'ERR_INVALID_RESPONSE' });
    expect(auth.getSnapshot().role).toBe('none');
    expect(storage.getItem('sfk.cid.tokens')).toBeNull();
  });

  it('accepts a numeric-string expires_in', async () => {
    freezeDate();
    const { auth } = setup(() => json({ access_token: 'a', refresh_token: 'r', expires_in: '600' }));
    await auth.getAuthHeaders();
    expect(auth.getTokens().accessToken.expiresAt).toBe(now() + 600);
  });
});

describe('refresh failures', () => {
  it("a refused refresh with expiredSession: 'error' (strict): 400 invalid_grant -> session-expired event and typed error; no new visitor", async () => {
    const storage = memoryStorage();
    const events: unknown[] = [];
    const { auth, tokenCalls } = setup(() => json({ error: 'invalid_grant', error_description: 'refresh token revoked' }, 400), {
      tokens: member(),
      storage,
      expiredSession: 'error',
      onSessionExpired: (e) => events.push(e.role),
    });
    const err = await auth.getAuthHeaders().catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'OAuthError', code: 'ERR_OAUTH_SESSION_EXPIRED', error: 'invalid_grant' });
    expect(events).toEqual(['member']);
    expect(tokenCalls()).toHaveLength(1); // no anonymous grant behind the app's back
    expect(auth.getSnapshot().role).toBe('none');
    expect(JSON.stringify(err)).not.toContain('member-refresh');
    expect(String(err)).not.toContain('member-refresh');
  });

  it("a refused refresh with expiredSession: 'visitor' -> event, then a new visitor in the same call", async () => {
    const events: unknown[] = [];
    const { auth, tokenCalls } = setup((r) => (r.body.grantType === 'refresh_token' ? json({ error: 'invalid_grant' }, 400) : tokenAnswer()), {
      tokens: member(),
      expiredSession: 'visitor',
      onSessionExpired: (e) => events.push(e.role),
    });
    await auth.getAuthHeaders();
    expect(events).toEqual(['member']);
    expect(tokenCalls().map((c) => c.body.grantType)).toEqual(['refresh_token', 'anonymous']);
    expect(auth.getSnapshot().role).toBe('visitor');
  });

  it.each([
    ['network error', () => undefined, 'ERR_NETWORK'],
    ['503', () => json({ message: 'unavailable' }, 503), 'UNAVAILABLE'],
    ['500', () => json({}, 500), undefined],
  ])('a transient failure (%s) keeps the tokens and surfaces a typed error', async (_n, answer, code) => {
    const storage = memoryStorage();
    const events: unknown[] = [];
    const { auth } = setup(answer as () => Response | undefined, { tokens: member(), storage, onSessionExpired: (e) => events.push(e) });
    const err = await auth.getAuthHeaders().catch((e: unknown) => e);
    expect(err).toMatchObject({ name: expect.stringMatching(/NetworkError|HttpError/) });
    if (code === 'ERR_NETWORK') expect(err).toMatchObject({ code });
    else expect(isHttpError(err)).toBe(true);
    expect(auth.getTokens().refreshToken.value).toBe('member-refresh');
    expect(events).toEqual([]);
  });

  it('waiters of a failed refresh share its error; the next call starts afresh', async () => {
    let fail = true;
    const { auth, tokenCalls } = setup(async () => {
      await new Promise((r) => setTimeout(r, 5));
      return fail ? json({}, 503) : tokenAnswer();
    }, { tokens: member() });
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => auth.getAuthHeaders()));
    expect(tokenCalls()).toHaveLength(1);
    const reasons = results.map((r) => (r as PromiseRejectedResult).reason);
    expect(reasons.every((r) => r === reasons[0])).toBe(true);
    fail = false;
    await auth.getAuthHeaders();
    expect(tokenCalls()).toHaveLength(2);
  });
});

describe('401 replay', () => {
  it('a 401 with an unexpired token -> one refresh and one replay', async () => {
    let first = true;
    const { client, calls, tokenCalls } = setup(
      (r) => {
        if (r.path === '/oauth2/token') return tokenAnswer();
        if (first) {
          first = false;
          return json({ message: 'expired' }, 401);
        }
        return json({ cart: { id: 'c' } });
      },
      { tokens: member(now() + 3600) },
    );
    await expect(client.request(cart)).resolves.toEqual({ cart: { id: 'c' } });
    expect(tokenCalls()).toHaveLength(1);
    expect(calls.filter((c) => c.path !== '/oauth2/token').map((c) => c.headers.authorization)).toEqual(['old-access', expect.stringMatching(/^access-/)]);
  });

  it('a second 401 ends in an HttpError, no loop', async () => {
    const { client, tokenCalls } = setup((r) => (r.path === '/oauth2/token' ? tokenAnswer() : json({}, 401)), { tokens: member(now() + 3600) });
    await expect(client.request(cart)).rejects.toMatchObject({ status: 401 });
    expect(tokenCalls()).toHaveLength(1);
  });
});

describe('setTokens / generateVisitorTokens / renewToken', () => {
  it('setTokens validates by hand', () => {
    const { auth } = setup(() => json({}));
    expect(() => auth.setTokens({ accessToken: { value: 1 } } as never)).toThrow(expect.objectContaining({ code: 'ERR_VALIDATION' }));
  });

  it('generateVisitorTokens(tokens) renews without storing; renewToken keeps a rotated token', async () => {
    const { auth, tokenCalls } = setup(() => tokenAnswer({ refresh_token: 'rot' }));
    const t = await auth.generateVisitorTokens(member());
    expect(t.refreshToken).toEqual({ value: 'rot', role: 'member' });
    expect(auth.getSnapshot().role).toBe('none');
    const fresh = member(now() + 3600);
    expect(await auth.generateVisitorTokens(fresh)).toEqual(fresh);
    expect(tokenCalls()).toHaveLength(1);
  });

  it('subscribe notifies once per change with a stable snapshot', async () => {
    const { auth } = setup(() => tokenAnswer());
    const snaps: unknown[] = [];
    auth.subscribe(() => snaps.push(auth.getSnapshot()));
    const before = auth.getSnapshot();
    expect(auth.getSnapshot()).toBe(before);
    await auth.getAuthHeaders();
    await auth.getAuthHeaders();
    expect(snaps).toHaveLength(1);
  });
});

describe('tabs sharing storage', () => {
  it("with the storage's lock, a tab that finds fresh tokens from another tab adopts them instead of refreshing", async () => {
    // one storage shared by two strategies (two tabs), with a lock that serialises (as Web Locks do)
    const shared = new Map<string, string>();
    const listeners = new Set<(k: string | null) => void>();
    let chain = Promise.resolve<unknown>(undefined);
    const names: string[] = [];
    const storage = (): import('./storage/types').StorageAdapter => ({
      getItem: (k) => shared.get(k) ?? null,
      setItem: (k, v) => void shared.set(k, v),
      removeItem: (k) => void shared.delete(k),
      subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
      lock(name, task) {
        names.push(name);
        const run = chain.then(task, task);
        chain = run.catch(() => {});
        return run;
      },
    });
    const { fetch, tokenCalls } = fakeFetch(async () => {
      await new Promise((r) => setTimeout(r, 5));
      return tokenAnswer();
    });
    const tabA = createOAuthStrategy({ clientId: 'cid', fetch, hosts: HOSTS, storage: storage(), tokens: member() });
    const tabB = createOAuthStrategy({ clientId: 'cid', fetch, hosts: HOSTS, storage: storage() });
    expect(tabB.getSnapshot().role).toBe('member');
    const [a, b] = await Promise.all([tabA.getAuthHeaders(), tabB.getAuthHeaders()]);
    expect(tokenCalls()).toHaveLength(1);
    expect(a).toEqual(b);
    expect(names).toEqual(['sfk.cid.tokens', 'sfk.cid.tokens']);
  });

  it('a 401 inside the lock still renews when the stored token is the one that was refused', async () => {
    const mem = memoryStorage();
    const storage: import('./storage/types').StorageAdapter = { ...mem, lock: (_name, task) => task() };
    const { auth, tokenCalls } = setup(() => tokenAnswer(), { tokens: member(now() + 3600), storage });
    expect(await auth.onUnauthorized()).toBe(true);
    expect(tokenCalls()).toHaveLength(1);
    expect(auth.getTokens().accessToken.value).toMatch(/^access-/);
  });

  it('without a lock (memoryStorage, cookies), nothing waits for other tabs', async () => {
    vi.stubGlobal('navigator', { locks: { request: () => Promise.reject(new Error('must not be used')) } });
    try {
      const { auth, tokenCalls } = setup(() => tokenAnswer(), { tokens: member() });
      await auth.getAuthHeaders();
      expect(tokenCalls()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('createOAuthStrategy', () => {
  it('OAuthStrategy is the same factory under the official SDK name', () => {
    expect(OAuthStrategy).toBe(createOAuthStrategy);
  });

  it('one client for every token call: a consistency token from one answer goes with the next call', async () => {
    const { auth, tokenCalls } = setup((r) =>
      r.path === '/oauth2/token' ? json({ access_token: 'a', refresh_token: 'r', expires_in: 1 }, 200, { 'x-wix-consistent': 'c1' }) : json({}),
    );
    await auth.getAuthHeaders(); // anonymous grant; the token is already inside the expiry margin
    await auth.getAuthHeaders(); // refresh grant through the same client
    expect(tokenCalls().map((c) => c.headers['x-wix-consistent'])).toEqual([undefined, 'c1']);
  });
});

describe('isOAuthStrategy', () => {
  it('recognises strategies of this package only', () => {
    expect(isOAuthStrategy(createOAuthStrategy({ clientId: 'c' }))).toBe(true);
    expect(isOAuthStrategy({ subscribe() {}, getSnapshot() {} })).toBe(false);
    expect(isOAuthStrategy(null)).toBe(false);
  });
});

describe('the strategy follows its client (AuthStrategy.attach)', () => {
  const handler = (r: Recorded) => (r.path === '/oauth2/token' ? tokenAnswer() : json({}));

  it('without its own hosts/fetch, token calls go to the client\'s hosts through the client\'s fetch', async () => {
    const f = fakeFetch(handler);
    const auth = createOAuthStrategy({ clientId: 'cid' });
    const client = createClient({ auth, hosts: HOSTS, fetch: f.fetch });
    await client.request(cart);
    expect(f.tokenCalls().map((c) => c.url)).toEqual(['https://api.test/oauth2/token']);
    expect(f.calls.every((c) => c.url.startsWith('https://api.test/'))).toBe(true);
  });

  it('its own hosts and fetch options win over the client\'s', async () => {
    const own = fakeFetch(handler);
    const clientFetch = fakeFetch(handler);
    const auth = createOAuthStrategy({ clientId: 'cid', hosts: { api: 'https://own.test' }, fetch: own.fetch });
    await createClient({ auth, hosts: HOSTS, fetch: clientFetch.fetch }).request(cart);
    expect(own.tokenCalls().map((c) => c.url)).toEqual(['https://own.test/oauth2/token']);
    expect(clientFetch.tokenCalls()).toHaveLength(0);
  });

  it('shared by two clients with different hosts: the first attach wins (documented rule)', async () => {
    const first = fakeFetch(handler);
    const second = fakeFetch(handler);
    const auth = createOAuthStrategy({ clientId: 'cid' });
    const a = createClient({ auth, hosts: HOSTS, fetch: first.fetch });
    const b = createClient({ auth, hosts: { api: 'https://elsewhere.test' }, fetch: second.fetch });
    await b.request(cart);
    // the token came from the first client's api host, through the first client's fetch
    expect(first.tokenCalls().map((c) => c.url)).toEqual(['https://api.test/oauth2/token']);
    expect(second.tokenCalls()).toHaveLength(0);
    expect(second.calls.map((c) => c.url)).toEqual(['https://elsewhere.test/ecom/v1/carts/current']);
    await a.request(cart);
    expect(first.tokenCalls()).toHaveLength(1);
  });
});
