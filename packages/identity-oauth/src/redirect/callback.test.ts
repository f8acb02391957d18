// Reading the callback and exchanging the code: parseFromUrl, getMemberTokens, and the PKCE verifier check.
import { describe, expect, it } from 'vitest';
import { setup } from '../../test/flow-setup';
import { generateOAuthData } from './auth-url';
import { getMemberTokens, handleRedirectCallback, loginWithRedirect, parseFromUrl } from './callback';

describe('parseFromUrl', () => {
  it('reads the fragment by default and the query on request', () => {
    expect(parseFromUrl('https://a.test/cb#code=c1&state=s1')).toEqual({ code: 'c1', state: 's1' });
    expect(parseFromUrl('https://a.test/cb?code=c2&state=s2', 'query')).toEqual({ code: 'c2', state: 's2' });
    expect(parseFromUrl('https://a.test/cb?code=c2&state=s2')).toEqual({ code: '', state: '' });
  });

  it('error / error_description -> typed OAuth error, not "missing code"', () => {
    expect(() => parseFromUrl('https://a.test/cb#error=access_denied&error_description=User%20said%20no&state=s')).toThrow(
      expect.objectContaining({ code: 'ERR_OAUTH_RESPONSE', error: 'access_denied', errorDescription: 'User said no' }),
    );
  });

  it.each(['code=a&code=b&state=s', 'code=a&state=s&state=t', 'code=a&state=s&error=x&error=y'])('duplicate parameters rejected (%s)', (q) => {
    expect(() => parseFromUrl(`https://a.test/cb?${q}`, 'query')).toThrow(expect.objectContaining({ code: 'ERR_OAUTH_RESPONSE' }));
  });

  it('needs a URL outside a browser (typed environment error, not ReferenceError)', () => {
    expect(() => parseFromUrl()).toThrow(expect.objectContaining({ code: 'ERR_OAUTH_ENVIRONMENT' }));
  });
});

describe('getMemberTokens', () => {
  it("missing or foreign code and state: the platform SDK's messages, and no token request", async () => {
    const { auth, tokenCalls } = setup();
    const data = await generateOAuthData('https://shop.test/cb');
    await expect(getMemberTokens(auth, { code: '', state: data.state }, data)).rejects.toThrow('Missing code or _state');
    await expect(getMemberTokens(auth, { code: 'code', state: '' }, data)).rejects.toThrow('Missing code or _state');
    await expect(getMemberTokens(auth, { code: 'code', state: 'other' }, data)).rejects.toMatchObject({ message: 'Invalid _state', code: 'ERR_OAUTH_STATE' });
    expect(tokenCalls()).toHaveLength(0);
  });

  it('exchanges the code with the verifier and redirectUri; returns member tokens without storing', async () => {
    const { auth, tokenCalls } = setup();
    const data = await generateOAuthData('https://shop.test/cb');
    const t = await getMemberTokens(auth, { code: 'the-code', state: data.state }, data);
    expect(t.refreshToken.role).toBe('member');
    expect(tokenCalls()[0]!.body).toEqual({
      clientId: 'cid',
      grantType: 'authorization_code',
      code: 'the-code',
      codeVerifier: data.codeVerifier,
      redirectUri: 'https://shop.test/cb',
    });
    expect(auth.getSnapshot().role).toBe('none');
  });
});

describe('the PKCE verifier is checked before the code is spent', () => {
  const badVerifiers = [
    ['missing', undefined, 'The code verifier may only contain A-Z, a-z, 0-9, "-", ".", "_" and "~".'],
    ['empty', '', 'Expected a length between 43 and 128. Received 0.'],
    ['42 characters long', 'a'.repeat(42), 'Expected a length between 43 and 128. Received 42.'],
    ['129 characters long', 'a'.repeat(129), 'Expected a length between 43 and 128. Received 129.'],
    ['with an illegal character', `${'a'.repeat(42)}+`, 'The code verifier may only contain A-Z, a-z, 0-9, "-", ".", "_" and "~".'],
  ] as const;

  it.each(badVerifiers)('getMemberTokens, the verifier %s: ValidationError, no request at all', async (_n, codeVerifier, message) => {
    const { auth, calls } = setup();
    const data = await generateOAuthData('https://shop.test/cb');
    const error = await getMemberTokens(auth, { code: 'the-code', state: data.state }, { ...data, codeVerifier: codeVerifier as string }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'ValidationError', code: 'ERR_VALIDATION', field: 'codeVerifier', message });
    expect(calls).toHaveLength(0);
  });

  it.each(badVerifiers)(
    'handleRedirectCallback, the stored verifier %s: the same ValidationError, no token request, the pending login used up',
    async (_n, codeVerifier, message) => {
      const { auth, calls, tokenCalls, storage } = setup();
      await loginWithRedirect(auth, { redirectUri: 'https://shop.test/cb', navigate: false });
      const state = calls.find((c) => c.body?.auth)!.body.auth.authRequest.state as string;
      const key = `sfk.cid.pkce.${state}`;
      storage.setItem(key, JSON.stringify({ ...JSON.parse(storage.getItem(key) as string), codeVerifier }));
      const before = tokenCalls().length;
      const error = await handleRedirectCallback(auth, `https://shop.test/cb?code=abc&state=${state}`).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'ValidationError', field: 'codeVerifier', message });
      expect(tokenCalls()).toHaveLength(before);
      expect(storage.getItem(key)).toBeNull();
      expect(storage.getItem('sfk.cid.pkce')).toBeNull();
      expect(auth.getSnapshot().loggedIn).toBe(false);
    },
  );
});
