import { createClient, TimeoutError, type FetchLike } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json';
import { createRedirectSession, DEFAULT_REDIRECT_URI, redirects } from './index';
import { REDIRECT_INTENTS, PROMPTS, CALLBACK_TYPES, LOCATION_TYPES, MEMBERS_ACCOUNT_SECTIONS } from '@storefront-kit/wire/redirects';

const answer = {
  redirectSession: {
    id: 'rs',
    fullUrl: 'https://site.test/checkout?s=rs',
    urlDetails: { endpoint: 'https://site.test/checkout', searchParams: { s: 'rs' } },
    sessionToken: 't',
  },
};

function setup(res: () => Response = () => Response.json(answer)) {
  const calls: { url: string; method: string; body: unknown; auth: string | null }[] = [];
  const sdks: (string | null)[] = [];
  const fetch: FetchLike = async (req) => {
    calls.push({ url: req.url, method: req.method, body: JSON.parse(await req.text()), auth: req.headers.get('authorization') });
    sdks.push(req.headers.get('x-storefront-kit'));
    return res();
  };
  const client = createClient({
    fetch,
    hosts: { api: 'https://api.test', readOnly: 'https://ro.test', edge: 'https://edge.test' },
    auth: { getAuthHeaders: async () => ({ Authorization: 'visitor-token' }) },
    modules: { redirects },
  });
  return { client, calls, sdks };
}

const intents = {
  bookingsCheckout: { timezone: 'Europe/Paris', slotAvailability: { slot: { serviceId: 's', startDate: '2026-01-01T10:00:00Z' } } },
  ecomCheckout: { checkoutId: 'co-1' },
  eventsCheckout: { reservationId: 'r', eventSlug: 'e' },
  paidPlansCheckout: { planId: 'p' },
  login: {},
  logout: { clientId: 'cid' },
  auth: {
    authRequest: { clientId: 'cid', redirectUri: 'https://shop.test/cb', codeChallenge: 'c', codeChallengeMethod: 'S256', responseType: 'code', state: 's' },
    prompt: 'login',
  },
  storesProduct: { productSlug: 'shoe' },
  bookingsBook: { resourceId: 'r' },
} as const;

describe('createRedirectSession', () => {
  it.each(Object.entries(intents))('%s intent: POST on the api host with callbacks and preferences', async (name, value) => {
    const { client, calls } = setup();
    const input = {
      [name]: value,
      callbacks: { postFlowUrl: 'https://shop.test/', thankYouPageUrl: 'https://shop.test/thanks' },
      preferences: { useGenericWixPages: true },
    };
    const res = await createRedirectSession(client, input);
    expect(res).toEqual(answer);
    expect(calls).toEqual([{ url: 'https://api.test/_api/redirects-api/v1/redirect-session', method: 'POST', body: input, auth: 'visitor-token' }]);
  });

  it('works bound through createClient({ modules: { redirects } })', async () => {
    const { client, calls, sdks } = setup();
    const { redirectSession } = await client.redirects.createRedirectSession({ login: {} });
    expect(redirectSession.fullUrl).toBe(answer.redirectSession.fullUrl);
    expect(calls).toHaveLength(1);
    expect(sdks).toEqual([`redirects@${pkg.version}`]);
  });

  it.each([
    ['no intent', {}],
    ['two intents', { login: {}, logout: { clientId: 'c' } }],
    ['a javascript: callback', { login: {}, callbacks: { postFlowUrl: 'javascript:alert(1)' } }],
    ['a relative callback', { login: {}, callbacks: { thankYouPageUrl: '/thanks' } }],
    ['a data: callback', { login: {}, callbacks: { postFlowUrl: 'data:text/html,hi' } }],
    ['a vbscript: callback', { login: {}, callbacks: { postFlowUrl: 'vbscript:msgbox(1)' } }],
    ['a file: callback', { login: {}, callbacks: { postFlowUrl: 'file:///etc/passwd' } }],
    ['a callback with credentials', { login: {}, callbacks: { postFlowUrl: 'myapp://user:pw@done' } }],
  ])('%s -> ValidationError before any request', async (_n, input) => {
    const { client, calls } = setup();
    await expect(createRedirectSession(client, input as never)).rejects.toMatchObject({ code: 'ERR_VALIDATION' });
    expect(calls).toHaveLength(0);
  });

  it("sends callbacks with an app's own scheme (React Native deep links)", async () => {
    const { client, calls } = setup();
    const callbacks = { thankYouPageUrl: 'myapp://checkout/thanks', postFlowUrl: 'com.example.shop:/cart' };
    await createRedirectSession(client, { ecomCheckout: { checkoutId: 'co-1' }, callbacks });
    expect(calls[0]!.body).toEqual({ ecomCheckout: { checkoutId: 'co-1' }, callbacks });
  });

  it('no client (a missing argument) -> ValidationError, not a TypeError', async () => {
    await expect(createRedirectSession(undefined as never, { login: {} })).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'client' });
    await expect(createRedirectSession({} as never, { login: {} })).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'client' });
  });

  it('DEFAULT_REDIRECT_URI is the spec placeholder scheme', () => {
    expect(DEFAULT_REDIRECT_URI).toBe('unused://');
  });

  it('an answer without fullUrl is an InvalidResponseError', async () => {
    const { client } = setup(() => Response.json({}));
    await expect(createRedirectSession(client, { login: {} })).rejects.toMatchObject({ code: 'ERR_INVALID_RESPONSE' });
  });

  it('passes timeoutMs on: a fetch that never answers ends in a TimeoutError after one request', async () => {
    let requests = 0;
    const client = createClient({
      fetch: () => (requests++, new Promise<Response>(() => {})),
      hosts: { api: 'https://api.test', readOnly: 'https://ro.test', edge: 'https://edge.test' },
    });
    await expect(createRedirectSession(client, { login: {} }, { timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
    expect(requests).toBe(1);
  });

  it('platform errors surface as HttpError', async () => {
    const { client } = setup(() =>
      Response.json({ message: 'not allowed', details: { applicationError: { code: 'REDIRECT_NOT_ALLOWED', description: 'not allowed' } } }, { status: 400 }),
    );
    await expect(createRedirectSession(client, { login: {} })).rejects.toMatchObject({
      name: 'HttpError',
      status: 400,
      applicationCode: 'REDIRECT_NOT_ALLOWED',
    });
  });

  it('exports the spec enumerations as value lists', () => {
    expect(PROMPTS).toEqual(['login', 'none', 'consent', 'select_account']);
    expect(CALLBACK_TYPES).toEqual(['UNKNOWN', 'LOGOUT', 'CHECKOUT', 'AUTHORIZE']);
    expect(LOCATION_TYPES).toEqual(['UNDEFINED', 'OWNER_BUSINESS', 'OWNER_CUSTOM', 'CUSTOM']);
    expect(MEMBERS_ACCOUNT_SECTIONS).toEqual(['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS']);
    expect(REDIRECT_INTENTS).toEqual(expect.arrayContaining(Object.keys(intents)));
  });
});
