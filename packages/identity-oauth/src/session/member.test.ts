// @vitest-environment jsdom
// The snapshot's `member`: whoever stores member tokens says whose they are (`setTokens(tokens, { member })`,
// the login flow after a SUCCESS with an identity); kept across refreshes and persisted with the
// tokens, cleared with the member role.
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, HOSTS, json, tokenAnswer, type Recorded } from '../../test/helpers';
import { handleRedirectCallback, loginWithRedirect } from '../redirect/callback';
import { login } from '../flows/login-calls';
import { createLoginFlow } from '../flows/login-flow';
import { logout } from '../redirect/logout';
import { createOAuthStrategy, type OAuthStrategyOptions } from './strategy';
import { getMemberTokensForDirectLogin, memberTokensFor } from '../redirect/silent-login';
import { memoryStorage } from '../storage/memory';
import type { StorageAdapter } from '../storage/types';
import { EMPTY_TOKENS, type Tokens } from './tokens';

const KEY = 'sfk.cid.tokens';
const AUTH_URL = 'https://login.test/authorize?session=1';
const ANN = { id: 'member-1', email: 'ann@example.com' };
const now = () => Math.floor(Date.now() / 1000);
const memberTokens = (expiresAt = now() + 3600): Tokens => ({
  accessToken: { value: 'member-access', expiresAt },
  refreshToken: { value: 'member-refresh', role: 'member' },
});
const identity = { id: ANN.id, createdDate: '', updatedDate: '', email: { address: ANN.email, isVerified: true }, identityProfile: {} };

afterEach(() => {
  document.body.innerHTML = '';
});

function setup(handler: (r: Recorded) => Response | undefined = () => undefined, options: Partial<OAuthStrategyOptions> = {}) {
  let sessionToken = 0;
  const f = fakeFetch((r) => {
    const own = handler(r);
    if (own) return own;
    if (r.path === '/_api/iam/authentication/v2/login') return json({ state: 'SUCCESS', sessionToken: `session-${++sessionToken}`, identity });
    if (r.path === '/oauth2/token') return tokenAnswer();
    if (r.path === '/_api/redirects-api/v1/redirect-session') {
      return json({ redirectSession: { id: 'x', fullUrl: AUTH_URL, urlDetails: { endpoint: AUTH_URL, searchParams: {} } } });
    }
    return json({});
  });
  const storage = (options.storage as StorageAdapter | undefined) ?? memoryStorage();
  const auth = createOAuthStrategy({ clientId: 'cid', fetch: f.fetch, hosts: HOSTS, ...options, storage });
  /** Silent login of `sessionToken`: answers the hidden frame with a code. */
  const silent = async (token: string) => {
    const p = getMemberTokensForDirectLogin(auth, token);
    await expect.poll(() => document.querySelector('iframe')).not.toBeNull();
    const state = f.calls.filter((c) => c.body?.auth).at(-1)!.body.auth.authRequest.state;
    const source = document.querySelector('iframe')!.contentWindow;
    window.dispatchEvent(new MessageEvent('message', { data: { code: 'the-code', state }, origin: 'https://login.test', source }));
    return p;
  };
  return { ...f, auth, storage, silent };
}

describe('snapshot.member', () => {
  it('setTokens(tokens, { member }): member { id, email }; persisted; kept across a refresh; cleared by logout', async () => {
    const { auth, storage, silent } = setup();
    expect(auth.getSnapshot().member).toBeUndefined();
    const r = await login(auth, { email: ANN.email, password: 'correct horse' });
    expect(r.loginState).toBe('SUCCESS');
    if (r.loginState !== 'SUCCESS') return;
    const tokens = await silent(r.data.sessionToken);
    expect(auth.getSnapshot().member).toBeUndefined(); // not stored yet
    auth.setTokens(tokens, { member: ANN });
    expect(auth.getSnapshot()).toMatchObject({ role: 'member', loggedIn: true, member: ANN });
    expect(JSON.parse(storage.getItem(KEY) as string)).toEqual({ ...tokens, member: ANN });

    // a reload (a new strategy over the same storage) reads the member back
    const again = createOAuthStrategy({ clientId: 'cid', fetch: async () => tokenAnswer(), hosts: HOSTS, storage });
    expect(again.getSnapshot().member).toEqual(ANN);

    // a refresh keeps the member (same snapshot member, new tokens)
    const before = auth.getSnapshot();
    await auth.onUnauthorized();
    expect(auth.getSnapshot()).not.toBe(before);
    expect(auth.getSnapshot().tokens.accessToken.value).not.toBe(tokens.accessToken.value);
    expect(auth.getSnapshot().member).toEqual(ANN);
    expect(JSON.parse(storage.getItem(KEY) as string).member).toEqual(ANN);

    await logout(auth, 'https://shop.test/').catch(() => {});
    expect(auth.getSnapshot()).toMatchObject({ role: 'none', member: undefined });
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('tokens stored without a member belong to an unknown member, whatever login produced them', async () => {
    const { auth, silent } = setup();
    const r = await login(auth, { email: ANN.email, password: 'correct horse' });
    if (r.loginState !== 'SUCCESS') throw new Error('expected SUCCESS');
    auth.setTokens(await silent(r.data.sessionToken));
    expect(auth.getSnapshot()).toMatchObject({ role: 'member', member: undefined });
    auth.setTokens(memberTokens(), { member: { id: 'm2' } });
    expect(auth.getSnapshot().member).toEqual({ id: 'm2' });
    // new tokens set without a member: who they belong to is unknown
    auth.setTokens({ ...memberTokens(), refreshToken: { value: 'other', role: 'member' } });
    expect(auth.getSnapshot().member).toBeUndefined();
  });

  it('the member tokens of a SUCCESS come with the member its identity names (none without an identity)', async () => {
    const { auth, calls } = setup((r) =>
      r.path === '/_api/iam/authentication/v2/login' && r.body.loginId.email === 'bare@example.com'
        ? json({ state: 'SUCCESS', sessionToken: 'bare' })
        : undefined,
    );
    for (const [email, member] of [
      [ANN.email, ANN],
      ['bare@example.com', undefined],
    ] as const) {
      const r = await login(auth, { email, password: 'correct horse' });
      if (r.loginState !== 'SUCCESS') throw new Error('expected SUCCESS');
      const pending = memberTokensFor(auth, r);
      await expect.poll(() => document.querySelector('iframe')).not.toBeNull();
      const state = calls.filter((c) => c.body?.auth).at(-1)!.body.auth.authRequest.state;
      const source = document.querySelector('iframe')!.contentWindow;
      window.dispatchEvent(new MessageEvent('message', { data: { code: 'the-code', state }, origin: 'https://login.test', source }));
      const { tokens, member: found } = await pending;
      expect(tokens.refreshToken.role).toBe('member');
      expect(found).toEqual(member);
    }
  });

  it('the login flow stores the member tokens with their member; a copy of the tokens changes nothing', async () => {
    const { auth, calls } = setup();
    const flow = createLoginFlow(auth);
    const done = flow.login({ email: ANN.email, password: 'correct horse' });
    await expect.poll(() => document.querySelector('iframe')).not.toBeNull();
    const state = calls.filter((c) => c.body?.auth).at(-1)!.body.auth.authRequest.state;
    const source = document.querySelector('iframe')!.contentWindow;
    window.dispatchEvent(new MessageEvent('message', { data: { code: 'the-code', state }, origin: 'https://login.test', source }));
    expect(await done).toMatchObject({ loginState: 'SUCCESS' });
    expect(flow.getSnapshot()).toMatchObject({ loginState: 'SUCCESS', pending: false, error: null });
    expect(auth.getSnapshot()).toMatchObject({ role: 'member', member: ANN });
    auth.setTokens({ ...auth.getTokens() }, { member: auth.getSnapshot().member });
    expect(auth.getSnapshot().member).toEqual(ANN);
  });

  it('cleared whenever the role stops being member: visitor tokens, EMPTY_TOKENS, an expired session', async () => {
    const { auth } = setup((r) => (r.body?.grantType === 'refresh_token' ? json({ error: 'invalid_grant' }, 400) : undefined), { expiredSession: 'error' });
    auth.setTokens(memberTokens(), { member: ANN });
    auth.setTokens({ accessToken: { value: 'v', expiresAt: now() + 3600 }, refreshToken: { value: 'vr', role: 'visitor' } }, { member: ANN });
    expect(auth.getSnapshot()).toMatchObject({ role: 'visitor', member: undefined });
    auth.setTokens(memberTokens(), { member: ANN });
    auth.setTokens(EMPTY_TOKENS);
    expect(auth.getSnapshot().member).toBeUndefined();
    // refresh refused: session expired
    auth.setTokens(memberTokens(now() - 10), { member: ANN });
    expect(auth.getSnapshot().member).toEqual(ANN);
    await expect(auth.getAuthHeaders()).rejects.toMatchObject({ code: 'ERR_OAUTH_SESSION_EXPIRED' });
    expect(auth.getSnapshot()).toMatchObject({ role: 'none', member: undefined });
  });

  it('records of earlier versions (no member) are read; a malformed member is dropped, the tokens kept', () => {
    for (const member of [undefined, null, 'ann', { email: ANN.email }, { id: 7 }]) {
      const storage = memoryStorage();
      storage.setItem(KEY, JSON.stringify({ ...memberTokens(), member }));
      const auth = createOAuthStrategy({ clientId: 'cid', storage });
      expect(auth.getSnapshot()).toMatchObject({ role: 'member', loggedIn: true, member: undefined });
    }
    const storage = memoryStorage();
    storage.setItem(KEY, JSON.stringify({ ...memberTokens(), member: { id: 'm1', email: 42, extra: 'x' } }));
    expect(createOAuthStrategy({ clientId: 'cid', storage }).getSnapshot().member).toEqual({ id: 'm1' });
  });

  it("another tab's login reaches this tab with its member", () => {
    let fire: (key: string | null) => void = () => {};
    const mem = memoryStorage();
    const auth = createOAuthStrategy({
      clientId: 'cid',
      storage: {
        ...mem,
        subscribe: (l) => {
          fire = l;
          return () => {};
        },
      },
    });
    mem.setItem(KEY, JSON.stringify({ ...memberTokens(), member: ANN }));
    fire(KEY);
    expect(auth.getSnapshot().member).toEqual(ANN);
  });

  it('a redirect login leaves the member unknown, even after a custom login of someone else', async () => {
    const { auth, silent, calls } = setup();
    const r = await login(auth, { email: ANN.email, password: 'correct horse' });
    if (r.loginState === 'SUCCESS') auth.setTokens(await silent(r.data.sessionToken), { member: ANN });
    expect(auth.getSnapshot().member).toEqual(ANN);
    const url = await loginWithRedirect(auth, { redirectUri: 'https://shop.test/callback', navigate: false });
    expect(url).toBe(AUTH_URL);
    const state = calls.filter((c) => c.body?.auth).at(-1)!.body.auth.authRequest.state;
    await handleRedirectCallback(auth, `https://shop.test/callback#code=c&state=${state}`);
    expect(auth.getSnapshot()).toMatchObject({ role: 'member', member: undefined });
  });
});
