import { createClient, type AuthStrategy, type CallOptions, type StorefrontError, type Subscribable } from '@storefront-kit/http-core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  ApiKeyStrategy,
  createApiKeyStrategy,
  createLoginFlow,
  createOAuthStrategy,
  FullOAuthStrategy,
  getMemberTokens,
  login,
  OAuthStrategy,
  parseFromUrl,
  processVerification,
  type AuthorizationResponse,
  type OAuthData,
  type LoginFlowSnapshot,
  type LoginFlowState,
  type LoginResult,
  type OAuthErrorCode,
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

  it('per-call options come last: the inputs hold no signal, getMemberTokens takes the parsed response', () => {
    const auth = OAuthStrategy({ clientId: 'c' });
    const signal = new AbortController().signal;
    void login(auth, { email: 'a@b.co', password: 'p' }, { signal, timeoutMs: 5_000 });
    // @ts-expect-error `signal` is a per-call option, the last argument
    void login(auth, { email: 'a@b.co', password: 'p', signal });
    void processVerification(auth, { code: '123456', state: { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 's' } } }, { signal });
    // @ts-expect-error the state is part of the input now
    void processVerification(auth, { code: '123456' }, { loginState: 'EMAIL_VERIFICATION_REQUIRED', data: { stateToken: 's' } });
    void getMemberTokens(auth, parseFromUrl('https://shop.example/cb#code=c&state=s'), {} as OAuthData, { signal });
    // @ts-expect-error code and state travel as one object
    void getMemberTokens(auth, 'code', 'state', {} as OAuthData);
    expectTypeOf(FullOAuthStrategy({ clientId: 'c' }).getMemberTokens).parameters.toEqualTypeOf<[AuthorizationResponse, OAuthData, CallOptions?]>();
  });

  it('the create* factories and their official-SDK names have one type', () => {
    expectTypeOf(createOAuthStrategy).toEqualTypeOf<typeof OAuthStrategy>();
    expectTypeOf(createOAuthStrategy({ clientId: 'c' })).toEqualTypeOf<OAuthStrategy>();
    expectTypeOf(createApiKeyStrategy).toEqualTypeOf<typeof ApiKeyStrategy>();
  });

  it('the login flow is a store of LoginFlowSnapshot whose actions resolve null on error', () => {
    const flow = createLoginFlow(createOAuthStrategy({ clientId: 'c' }));
    expectTypeOf(flow).toMatchTypeOf<Subscribable<LoginFlowSnapshot>>();
    expectTypeOf(flow.getSnapshot().loginState).toEqualTypeOf<LoginFlowState>();
    expectTypeOf(flow.getSnapshot().error).toEqualTypeOf<StorefrontError | null>();
    expectTypeOf(flow.login).returns.resolves.toEqualTypeOf<LoginResult | null>();
    expectTypeOf<'ERR_OAUTH_UNEXPECTED'>().toMatchTypeOf<OAuthErrorCode>();
  });

  it('ApiKeyStrategy takes a site id or an account id, not both', () => {
    ApiKeyStrategy({ apiKey: 'k', siteId: 's' });
    ApiKeyStrategy({ apiKey: 'k', accountId: 'a' });
    // @ts-expect-error both ids
    ApiKeyStrategy({ apiKey: 'k', siteId: 's', accountId: 'a' });
  });
});
