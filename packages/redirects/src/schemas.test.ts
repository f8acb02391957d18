import { describe, expect, it } from 'vitest';
import type { CreateRedirectSessionRequest } from '@storefront-kit/wire/redirects';
import { createRedirectSessionRequestSchema, createRedirectSessionResponseSchema, redirectIntentsOf } from './schemas';

const auth: CreateRedirectSessionRequest = {
  auth: {
    authRequest: {
      clientId: 'c',
      redirectUri: 'http://localhost:3000/callback',
      codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      codeChallengeMethod: 'S256',
      responseMode: 'web_message',
      responseType: 'code',
      scope: 'offline_access',
      state: 's',
      sessionToken: 't',
      prompt: 'none',
    },
    prompt: 'none',
  },
  callbacks: {
    thankYouPageUrl: 'http://localhost:3000/thanks',
    postFlowUrl: 'http://localhost:3000/',
    loginUrl: 'http://localhost:3000/login',
    bookingsServiceListUrl: 'http://localhost:3000/services',
    cartPageUrl: 'http://localhost:3000/cart',
    planListUrl: 'http://localhost:3000/plans',
  },
  preferences: { useGenericWixPages: true, maintainIdentity: true, additionalQueryParameters: { a: 'b' } },
};

describe('redirect-session schemas', () => {
  it('keep every field of an auth request with callbacks and preferences', () => {
    expect(createRedirectSessionRequestSchema.parse(auth)).toEqual(auth);
  });

  it('accept every intent and report which intents are set', () => {
    const intents: CreateRedirectSessionRequest[] = [
      {
        bookingsCheckout: {
          timezone: 'UTC',
          slotAvailability: { slot: { serviceId: 's', location: { locationType: 'OWNER_BUSINESS' } }, openSpots: 'Infinity' as unknown as number },
        },
      },
      { ecomCheckout: { checkoutId: 'c' } },
      { eventsCheckout: { reservationId: 'r', eventSlug: 'e' } },
      { paidPlansCheckout: { planId: 'p' } },
      { login: {} },
      { logout: { clientId: 'c' } },
      { memberAccountPage: { section: 'ORDERS' } },
      { storesProduct: { productSlug: 'p' } },
      { bookingsBook: { resourceId: 'r' } },
      { ecomOrderPaymentRequest: { ecomOrderPaymentRequestId: 'x' } },
    ];
    for (const request of intents) {
      const parsed = createRedirectSessionRequestSchema.parse(request);
      expect(redirectIntentsOf(parsed)).toEqual(Object.keys(request));
    }
    const booking = createRedirectSessionRequestSchema.parse(intents[0]);
    expect(booking.bookingsCheckout?.slotAvailability?.openSpots).toBe(Number.POSITIVE_INFINITY);
    expect(redirectIntentsOf({ login: {}, logout: { clientId: 'c' } })).toEqual(['login', 'logout']);
    expect(redirectIntentsOf({ callbacks: {} })).toEqual([]);
  });

  it('refuse non-S256 challenges, other response types and unknown prompts', () => {
    const with_ = (patch: object) => ({ auth: { ...auth.auth, authRequest: { ...auth.auth!.authRequest, ...patch } } });
    expect(createRedirectSessionRequestSchema.safeParse(with_({ codeChallengeMethod: 'plain' })).success).toBe(false);
    expect(createRedirectSessionRequestSchema.safeParse(with_({ responseType: 'token' })).success).toBe(false);
    expect(createRedirectSessionRequestSchema.safeParse(with_({ responseMode: 'form_post' })).success).toBe(false);
    expect(createRedirectSessionRequestSchema.safeParse({ auth: { ...auth.auth, prompt: 'always' } }).success).toBe(false);
  });

  it('take a web_message auth request without redirectUri (the platform SDK silent login), and require it otherwise', () => {
    const { redirectUri: _dropped, ...silent } = auth.auth!.authRequest;
    expect(createRedirectSessionRequestSchema.safeParse({ auth: { authRequest: silent, prompt: 'none' } }).success).toBe(true);
    const fragment = createRedirectSessionRequestSchema.safeParse({ auth: { authRequest: { ...silent, responseMode: 'fragment' } } });
    expect(fragment.success).toBe(false);
    expect(fragment.error?.issues[0]?.path).toEqual(['auth', 'authRequest', 'redirectUri']);
    expect(createRedirectSessionRequestSchema.safeParse({ auth: { authRequest: { ...silent, responseMode: undefined } } }).success).toBe(false);
  });

  it('parse the answer', () => {
    const answer = {
      redirectSession: {
        id: 'i',
        fullUrl: 'http://x/p?a=b',
        urlDetails: { endpoint: 'http://x/p', searchParams: { a: 'b' } },
        sessionToken: 's',
        shortUrl: 'http://x/s',
      },
    };
    expect(createRedirectSessionResponseSchema.parse(answer)).toEqual(answer);
  });
});
