import { describe, expect, it } from 'vitest';
import { fakeFetch, HOSTS } from '../test/helpers';
import * as sdk from './index';

describe('outside a browser', () => {
  it('importing touches no browser global, and browser-only calls throw a typed error', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const auth = sdk.createOAuthStrategy({ clientId: 'cid', fetch: fakeFetch(() => undefined).fetch, hosts: HOSTS });
    await expect(sdk.getMemberTokensForDirectLogin(auth, 'st')).rejects.toMatchObject({ code: 'ERR_OAUTH_ENVIRONMENT', name: 'OAuthError' });
    await expect(sdk.handleRedirectCallback(auth)).rejects.toMatchObject({ code: 'ERR_OAUTH_ENVIRONMENT' });
    expect(() => sdk.parseFromUrl()).toThrow(expect.objectContaining({ code: 'ERR_OAUTH_ENVIRONMENT' }));
  });

  it('every error is a StorefrontError with a stable name and code', async () => {
    const e = new sdk.OAuthError('x', 'ERR_OAUTH_STATE');
    expect(sdk.isOAuthError(e)).toBe(true);
    expect(e.toJSON()).toMatchObject({ name: 'OAuthError', code: 'ERR_OAUTH_STATE', message: 'x' });
  });
});
