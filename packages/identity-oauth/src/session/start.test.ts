// Starting a session: the first grant, concurrent first requests, the expiry margin, and token answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, tokenAnswer } from '../../test/helpers';
import { cart, freezeDate, member, now, setup } from '../../test/session-setup';
import { EXPIRY_MARGIN_SECONDS } from './tokens';
import { memoryStorage } from '../storage/memory';

afterEach(() => vi.useRealTimers());

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
    const { auth, client, calls, tokenCalls } = setup((r) => (r.path === '/oauth2/token' ? tokenAnswer() : json({})), { tokens: member() });
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
