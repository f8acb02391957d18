// Refreshing a session: refused and transient refresh failures, shared failures, and the 401 replay.
import { isHttpError } from '@storefront-kit/http-core';
import { describe, expect, it, vi } from 'vitest';
import { json, tokenAnswer } from '../../test/helpers';
import { cart, member, now, setup } from '../../test/session-setup';
import { memoryStorage } from '../storage/memory';

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

  it('a call made while the new visitor of an expired session is being minted joins that mint', async () => {
    let anonymousSent!: () => void;
    const minting = new Promise<void>((resolve) => (anonymousSent = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { auth, tokenCalls } = setup(
      async (r) => {
        if (r.body.grantType === 'refresh_token') return json({ error: 'invalid_grant' }, 400);
        anonymousSent();
        await held;
        return tokenAnswer();
      },
      { tokens: member() },
    );
    const first = auth.getAuthHeaders();
    await minting;
    const second = auth.getAuthHeaders();
    release();
    expect(await second).toEqual(await first);
    expect(tokenCalls().map((c) => c.body.grantType)).toEqual(['refresh_token', 'anonymous']);
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
    const { auth, tokenCalls } = setup(
      async () => {
        await new Promise((r) => setTimeout(r, 5));
        return fail ? json({}, 503) : tokenAnswer();
      },
      { tokens: member() },
    );
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

  it('a clock set back after a renewal does not stop the next 401 from renewing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let accepted = 'none yet'; // the one access token the server takes: the last one it issued
      const { client, tokenCalls } = setup(
        (r) => {
          if (r.path !== '/oauth2/token') return r.headers.authorization === accepted ? json({ cart: {} }) : json({ message: 'expired' }, 401);
          const answer = tokenAnswer();
          return answer
            .clone()
            .json()
            .then((body: { access_token: string }) => {
              accepted = body.access_token;
              return answer;
            });
        },
        { tokens: member(now() + 3600) },
      );
      await expect(client.request(cart)).resolves.toEqual({ cart: {} });
      vi.setSystemTime(Date.now() - 3_600_000); // the device's clock is corrected an hour back
      accepted = 'revoked';
      await expect(client.request(cart)).resolves.toEqual({ cart: {} });
      expect(tokenCalls()).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a second 401 ends in an HttpError, no loop', async () => {
    const { client, tokenCalls } = setup((r) => (r.path === '/oauth2/token' ? tokenAnswer() : json({}, 401)), { tokens: member(now() + 3600) });
    await expect(client.request(cart)).rejects.toMatchObject({ status: 401 });
    expect(tokenCalls()).toHaveLength(1);
  });
});
