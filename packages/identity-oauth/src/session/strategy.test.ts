// The strategy's own API: setTokens, generateVisitorTokens, subscribe, the factory, and attaching to a client.
import { createClient, DEFAULT_HOSTS } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { fakeFetch, HOSTS, json, tokenAnswer, type Recorded } from '../../test/helpers';
import { cart, member, now, setup } from '../../test/session-setup';
import { createOAuthStrategy, isOAuthStrategy, OAuthStrategy } from './strategy';
import { EMPTY_TOKENS } from './tokens';

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

  it("without its own hosts/fetch, token calls go to the client's hosts through the client's fetch", async () => {
    const f = fakeFetch(handler);
    const auth = createOAuthStrategy({ clientId: 'cid' });
    const client = createClient({ auth, hosts: HOSTS, fetch: f.fetch });
    await client.request(cart);
    expect(f.tokenCalls().map((c) => c.url)).toEqual(['https://api.test/oauth2/token']);
    expect(f.calls.every((c) => c.url.startsWith('https://api.test/'))).toBe(true);
  });

  it("its own hosts and fetch options win over the client's", async () => {
    const own = fakeFetch(handler);
    const clientFetch = fakeFetch(handler);
    const auth = createOAuthStrategy({ clientId: 'cid', hosts: { api: 'https://own.test' }, fetch: own.fetch });
    await createClient({ auth, hosts: HOSTS, fetch: clientFetch.fetch }).request(cart);
    expect(own.tokenCalls().map((c) => c.url)).toEqual(['https://own.test/oauth2/token']);
    expect(clientFetch.tokenCalls()).toHaveLength(0);
  });

  it('used before any client, it keeps the hosts it had then (production without its own)', async () => {
    const own = fakeFetch(handler);
    const auth = createOAuthStrategy({ clientId: 'cid', fetch: own.fetch });
    await auth.generateVisitorTokens(EMPTY_TOKENS);
    createClient({ auth, hosts: HOSTS });
    await auth.generateVisitorTokens(EMPTY_TOKENS);
    expect(own.tokenCalls().map((c) => c.url)).toEqual([`${DEFAULT_HOSTS.api}/oauth2/token`, `${DEFAULT_HOSTS.api}/oauth2/token`]);
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
