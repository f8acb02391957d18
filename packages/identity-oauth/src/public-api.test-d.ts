import { createClient, type AuthStrategy } from '@storefront-kit/http-core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  ApiKeyStrategy,
  FullOAuthStrategy,
  login,
  OAuthStrategy,
  type LoginResult,
  type SessionSnapshot,
  type Tokens,
} from './index';

describe('public types', () => {
  it('OAuthStrategy is an http-core auth strategy and a session store', () => {
    const auth = OAuthStrategy({ clientId: 'c' });
    expectTypeOf(auth).toMatchTypeOf<AuthStrategy>();
    createClient({ auth });
    expectTypeOf(auth.getSnapshot()).toEqualTypeOf<SessionSnapshot>();
    expectTypeOf(auth.getSnapshot().role).toEqualTypeOf<'none' | 'visitor' | 'member'>();
    expectTypeOf(auth.getTokens()).toEqualTypeOf<Tokens>();
    // @ts-expect-error the core has no login method; use login(auth, ...) or FullOAuthStrategy
    void auth.login;
    expectTypeOf(FullOAuthStrategy({ clientId: 'c' }).login).returns.resolves.toEqualTypeOf<LoginResult>();
  });

  it('login results narrow on loginState', async () => {
    const r = await login(OAuthStrategy({ clientId: 'c' }), { email: 'a@b.co', password: 'p' });
    if (r.loginState === 'SUCCESS') expectTypeOf(r.data.sessionToken).toEqualTypeOf<string>();
    if (r.loginState === 'EMAIL_VERIFICATION_REQUIRED') expectTypeOf(r.data.stateToken).toEqualTypeOf<string>();
    if (r.loginState === 'FAILURE') expectTypeOf(r.errorCode).toEqualTypeOf<import('./index').LoginErrorCode | undefined>();
  });

  it('ApiKeyStrategy takes a site id or an account id, not both', () => {
    ApiKeyStrategy({ apiKey: 'k', siteId: 's' });
    ApiKeyStrategy({ apiKey: 'k', accountId: 'a' });
    // @ts-expect-error both ids
    ApiKeyStrategy({ apiKey: 'k', siteId: 's', accountId: 'a' });
  });
});
