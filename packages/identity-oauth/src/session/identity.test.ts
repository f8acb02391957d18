// The session's identity signals (generation, newVisitor, expired) and the token endpoint's message.
import { createClient, defineEndpoint, isHttpError } from '@storefront-kit/http-core';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, HOSTS, json, tokenAnswer, type Recorded } from '../../test/helpers';
import { createOAuthStrategy, type OAuthStrategyOptions } from './strategy';
import { memoryStorage } from '../storage/memory';
import { EMPTY_TOKENS, type Tokens } from './tokens';

const now = () => Math.floor(Date.now() / 1000);
const tokens = (role: 'visitor' | 'member', name: string, expiresAt = now() + 3600): Tokens => ({
  accessToken: { value: `${name}-access`, expiresAt },
  refreshToken: { value: `${name}-refresh`, role },
});
const cart = defineEndpoint({ method: 'GET', path: '/v1/carts/current', prefix: '/ecom', readYourWrites: true });

function setup(handler: (r: Recorded) => Response | Promise<Response> | undefined, options: Partial<OAuthStrategyOptions> = {}) {
  const f = fakeFetch(handler);
  const auth = createOAuthStrategy({ clientId: 'cid', fetch: f.fetch, hosts: HOSTS, ...options });
  const client = createClient({ auth, fetch: f.fetch, hosts: HOSTS, retry: false });
  return { ...f, auth, client };
}

const refused = () => json({ error: 'invalid_grant', error_description: 'refresh token revoked' }, 400);

describe('generation: bumps when the tokens stand for someone else', () => {
  it('the first visitor and refreshes keep it; sign-in, sign-out and another visitor bump it', async () => {
    const { auth, client } = setup((r) => (r.path === '/oauth2/token' ? tokenAnswer() : json({ cart: {} })));
    const start = auth.getSnapshot().generation;
    await client.request(cart); // none -> first visitor
    expect(auth.getSnapshot()).toMatchObject({ role: 'visitor', generation: start, newVisitor: true });
    auth.setTokens(tokens('member', 'ann'));
    const signedIn = auth.getSnapshot().generation;
    expect(signedIn).toBe(start + 1);
    expect(auth.getSnapshot().newVisitor).toBe(false);
    auth.setTokens(tokens('member', 'ann', now() - 10)); // same member, expired access token
    const before = auth.getSnapshot().generation;
    await client.request(cart); // a refresh of the same session
    expect(auth.getSnapshot()).toMatchObject({ role: 'member', generation: before });
    auth.setTokens(EMPTY_TOKENS); // sign-out
    expect(auth.getSnapshot().generation).toBe(before + 1);
    await client.request(cart); // the next visitor after sign-out: none -> visitor keeps it
    expect(auth.getSnapshot()).toMatchObject({ role: 'visitor', generation: before + 1, newVisitor: true });
  });

  it('newVisitor is false for stored or refreshed visitor tokens', async () => {
    const storage = memoryStorage();
    storage.setItem('sfk.cid.tokens', JSON.stringify(tokens('visitor', 'old', now() - 10)));
    const { auth, client } = setup((r) => (r.path === '/oauth2/token' ? tokenAnswer() : json({ cart: {} })), { storage });
    expect(auth.getSnapshot()).toMatchObject({ role: 'visitor', newVisitor: false });
    await client.request(cart); // refresh of the earlier visitor
    expect(auth.getSnapshot()).toMatchObject({ role: 'visitor', newVisitor: false });
  });

  it('a throwing listener neither stops the others nor the storage write', async () => {
    const storage = memoryStorage();
    const { auth } = setup(() => undefined, { storage });
    const seen: string[] = [];
    auth.subscribe(() => {
      throw new Error('listener bug');
    });
    auth.subscribe(() => seen.push(auth.getSnapshot().role));
    const rethrown: (() => void)[] = [];
    vi.stubGlobal('queueMicrotask', (task: () => void) => rethrown.push(task));
    try {
      auth.setTokens(tokens('member', 'ann'));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(seen).toEqual(['member']);
    expect(JSON.parse(storage.getItem('sfk.cid.tokens') as string).refreshToken.value).toBe('ann-refresh');
    expect(rethrown).toHaveLength(1); // reported, not swallowed
    expect(rethrown[0]).toThrow('listener bug');
  });
});

describe('session expiry (refresh refused)', () => {
  it("default: a new visitor in the same call, and the snapshot's `expired` names the member and the reason", async () => {
    const events: unknown[] = [];
    const { auth, client, tokenCalls } = setup(
      (r) => (r.path !== '/oauth2/token' ? json({ cart: {} }) : r.body.grantType === 'refresh_token' ? refused() : tokenAnswer()),
      { onSessionExpired: (e) => events.push(e) },
    );
    auth.setTokens(tokens('member', 'ann', now() - 10), { member: { id: 'm-1', email: 'ann@example.com' } });
    const generation = auth.getSnapshot().generation;
    await client.request(cart);
    expect(tokenCalls().map((c) => c.body.grantType)).toEqual(['refresh_token', 'anonymous']);
    const snap = auth.getSnapshot();
    expect(snap).toMatchObject({
      role: 'visitor',
      loggedIn: false,
      member: undefined,
      newVisitor: true,
      expired: { role: 'member', memberId: 'm-1', reason: 'invalid_grant' },
    });
    expect(snap.generation).toBe(generation + 1);
    expect(events).toEqual([snap.expired]);
    auth.dismissExpired();
    expect(auth.getSnapshot().expired).toBeUndefined();
  });

  it('a later sign-in clears `expired`', async () => {
    const { auth, client } = setup((r) => (r.path !== '/oauth2/token' ? json({ cart: {} }) : r.body.grantType === 'refresh_token' ? refused() : tokenAnswer()));
    auth.setTokens(tokens('member', 'ann', now() - 10));
    await client.request(cart);
    expect(auth.getSnapshot().expired).toMatchObject({ role: 'member', memberId: undefined });
    auth.setTokens(tokens('member', 'bob'));
    expect(auth.getSnapshot().expired).toBeUndefined();
  });

  it('network errors and 5xx keep the tokens and set no `expired`', async () => {
    for (const answer of [() => undefined, () => json({ message: 'unavailable' }, 503)]) {
      const { auth, client } = setup((r) => (r.path === '/oauth2/token' ? answer() : json({ cart: {} })));
      const t = tokens('member', 'ann', now() - 10);
      auth.setTokens(t);
      await expect(client.request(cart)).rejects.toBeDefined();
      expect(auth.getSnapshot()).toMatchObject({ role: 'member', tokens: t, expired: undefined });
    }
  });
});

describe('token endpoint errors', () => {
  it("any non-2xx answer is an HttpError that reads 'something went wrong', then the platform's error and the call", async () => {
    for (const [status, body, said] of [
      [400, { error: 'invalid_grant', error_description: 'refresh token revoked' }, 'invalid_grant: refresh token revoked'],
      [401, { error: 'invalid_client', error_description: 'Unknown clientId' }, 'invalid_client: Unknown clientId'],
      [400, { error: 'invalid_request' }, 'invalid_request'],
      [503, { message: 'unavailable' }, undefined],
      [429, { message: 'slow down' }, 'slow down'],
    ] as const) {
      const { auth } = setup(() => json(body, status));
      const error = await auth.generateVisitorTokens().catch((e: unknown) => e);
      expect(isHttpError(error)).toBe(true);
      const message = `something went wrong${said ? `: ${said}` : ''} (POST /oauth2/token)`;
      expect(error).toMatchObject({ message, platformMessage: said, status, data: body });
    }
  });
});
