// @vitest-environment jsdom
import { MAX_TIMER_MS } from '@storefront-kit/http-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, HOSTS, json, tokenAnswer } from '../../test/helpers';
import { createOAuthStrategy } from '../session/strategy';
import { getMemberTokensForDirectLogin, runHiddenFrame, SILENT_LOGIN_TIMEOUT_MS } from './silent-login';

const AUTH_URL = 'https://login.test/authorize?session=1';
const frame = () => document.querySelector('iframe');
const post = (data: unknown, { origin = 'https://login.test', source = frame()?.contentWindow as Window | null } = {}) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('runHiddenFrame', () => {
  it("resolves on the frame's message with our state; hidden frame removed afterwards", async () => {
    const p = runHiddenFrame(AUTH_URL, 'S');
    const f = frame()!;
    expect(f.src).toBe(AUTH_URL);
    expect(f.style.display).toBe('none');
    post({ code: 'C', state: 'S' });
    await expect(p).resolves.toEqual({ code: 'C', state: 'S' });
    expect(frame()).toBeNull();
  });

  it('a timeoutMs above what timers hold waits MAX_TIMER_MS instead of timing out at once', async () => {
    vi.useFakeTimers();
    const p = runHiddenFrame(AUTH_URL, 'S', { timeoutMs: 30 * 86_400_000 });
    const settled = vi.fn();
    p.then(settled, settled);
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).rejects.toMatchObject({ code: 'ERR_OAUTH_TIMEOUT' });
  });

  it('ignores other origins, other sources, other states and non-object data; then times out', async () => {
    vi.useFakeTimers();
    const remove = vi.spyOn(window, 'removeEventListener');
    const p = runHiddenFrame(AUTH_URL, 'S');
    const settled = vi.fn();
    p.then(settled, settled);
    post({ code: 'C', state: 'S' }, { origin: 'https://evil.example' });
    post({ code: 'C', state: 'S' }, { origin: 'https://login.test.evil.example' });
    post({ code: 'C', state: 'S' }, { source: window });
    post({ code: 'C', state: 'other' });
    for (const d of ['code=C&state=S', null, [1], 42, undefined]) post(d);
    post({ error: 'login_required', state: 'other' });
    await vi.advanceTimersByTimeAsync(SILENT_LOGIN_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).rejects.toMatchObject({ message: 'OAuth flow timed out', code: 'ERR_OAUTH_TIMEOUT' });
    expect(frame()).toBeNull();
    expect(remove).toHaveBeenCalledWith('message', expect.any(Function));
  });

  it('an error message rejects at once with a typed OAuth error', async () => {
    vi.useFakeTimers();
    const p = runHiddenFrame(AUTH_URL, 'S');
    post({ state: 'S', error: 'login_required', error_description: 'origin not allowed' });
    await expect(p).rejects.toMatchObject({ code: 'ERR_OAUTH_RESPONSE', error: 'login_required', errorDescription: 'origin not allowed' });
    expect(vi.getTimerCount()).toBe(0);
    expect(frame()).toBeNull();
  });

  it('abort removes the frame and listener and rejects with an AbortError', async () => {
    const ac = new AbortController();
    const p = runHiddenFrame(AUTH_URL, 'S', { signal: ac.signal });
    expect(frame()).not.toBeNull();
    ac.abort();
    await expect(p).rejects.toMatchObject({ code: 'ERR_ABORTED' });
    expect(frame()).toBeNull();
    post({ code: 'C', state: 'S' }); // nothing listens any more; no throw
  });

  it('an already aborted signal never creates the frame', async () => {
    const ac = new AbortController();
    ac.abort();
    await expect(runHiddenFrame(AUTH_URL, 'S', { signal: ac.signal })).rejects.toMatchObject({ code: 'ERR_ABORTED' });
    expect(frame()).toBeNull();
  });
});

describe('getMemberTokensForDirectLogin', () => {
  it('web_message + prompt none + this origin as redirect URI; exchanges the posted code', async () => {
    const f = fakeFetch((r) => {
      if (r.path === '/oauth2/token') return tokenAnswer();
      return json({ redirectSession: { id: 'x', fullUrl: AUTH_URL, urlDetails: { endpoint: AUTH_URL, searchParams: {} } } });
    });
    const auth = createOAuthStrategy({ clientId: 'cid', fetch: f.fetch, hosts: HOSTS });
    const p = getMemberTokensForDirectLogin(auth, 'session-token');
    await vi.waitFor(() => expect(frame()).not.toBeNull(), { timeout: 4_000 });
    const authRequest = f.calls.find((c) => c.body?.auth)!.body.auth;
    expect(authRequest).toMatchObject({
      prompt: 'none',
      authRequest: { responseMode: 'web_message', redirectUri: window.location.origin, sessionToken: 'session-token', codeChallengeMethod: 'S256' },
    });
    post({ code: 'the-code', state: authRequest.authRequest.state });
    const tokens = await p;
    expect(tokens.refreshToken.role).toBe('member');
    expect(f.tokenCalls().at(-1)!.body).toMatchObject({ grantType: 'authorization_code', code: 'the-code', redirectUri: window.location.origin });
    expect(f.calls.some((c) => c.url.includes('session-token'))).toBe(false);
  });
});
