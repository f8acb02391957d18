// What the shop shows a shopper for each kind of failure, from errors the SDK really raises: a client
// whose fetch answers as the platform would (or fails as a network would).
import { createCheckoutRedirect, getCurrentCart, updateCurrentCart } from '@storefront-kit/ecom-cart';
import { createClient, isHttpError, type ClientOptions } from '@storefront-kit/http-core';
import { OAuthError } from '@storefront-kit/identity-oauth';
import { describe, expect, it } from 'vitest';
import { loginFailureText, OFFLINE, OUR_SIDE, platformText, shopperMessage, TOO_SLOW } from '../src/lib/shopper-message';

type Answer = (request: Request) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A visitor's client whose every request gets `answer`, never retried (each failure is the first one). */
const clientAnswering = (answer: Answer, options: Omit<ClientOptions, 'fetch'> = {}) =>
  createClient({
    auth: { getAuthHeaders: async () => ({ Authorization: 'visitor-token' }) },
    fetch: async (request: Request) => answer(request),
    retry: false,
    ...options,
  });

/** What the call rejected with. */
const failureOf = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => expect.fail('the call succeeded'),
    (error: unknown) => error,
  );

// As the platform (and the emulator) answer an unknown coupon.
const COUPON_UNKNOWN = {
  message: 'Coupon does not exist',
  details: { applicationError: { code: 'ERROR_COUPON_DOES_NOT_EXIST', description: 'Coupon NOPE does not exist', data: {} } },
};

describe('shopperMessage', () => {
  it("a 4xx reads as the platform's own text in one sentence: the detail, without its heading or the call the SDK names", async () => {
    const error = await failureOf(
      updateCurrentCart(
        clientAnswering(() => json(400, COUPON_UNKNOWN)),
        { couponCode: 'NOPE' },
      ),
    );
    // The developer's message names the call and keeps the heading; the shopper's says it once.
    expect((error as Error).message).toBe('Coupon does not exist: Coupon NOPE does not exist (PATCH /ecom/v1/carts/current)');
    expect(shopperMessage(error)).toEqual({ text: 'Coupon NOPE does not exist.' });
  });

  it('a 4xx without an application error keeps its text, as a sentence', async () => {
    const error = await failureOf(getCurrentCart(clientAnswering(() => json(404, { message: 'Cart not found' }))));
    expect(shopperMessage(error)).toEqual({ text: 'Cart not found.' });
  });

  it('strips only the last parenthesis, the one naming this call: the platform text keeps its own', async () => {
    const body = {
      message: 'Line (GET /ecom/v1/carts/current) was refused',
      details: { applicationError: { code: 'X', description: 'Line (GET /ecom/v1/carts/current) was refused' } },
    };
    const error = await failureOf(getCurrentCart(clientAnswering(() => json(409, body))));
    expect(isHttpError(error) && platformText(error)).toBe('Line (GET /ecom/v1/carts/current) was refused');
  });

  it('keeps a message that does not end with this call as it is', async () => {
    const error = await failureOf(getCurrentCart(clientAnswering(() => json(404, { message: 'Cart not found' }))));
    if (!isHttpError(error)) throw error;
    const copy = Object.assign(Object.create(Object.getPrototypeOf(error)), error, { message: 'Cart not found (GET /somewhere/else)' });
    expect(platformText(copy)).toBe('Cart not found (GET /somewhere/else)');
  });

  it("a 5xx is trouble on the shop's side, with the platform's request id for a details line (never the path or method)", async () => {
    const error = await failureOf(getCurrentCart(clientAnswering(() => json(503, {}, { 'x-wix-request-id': 'req-42' }))));
    expect(shopperMessage(error)).toEqual({ text: OUR_SIDE, requestId: 'req-42' });
  });

  it('an answer the client cannot read is trouble on our side too', async () => {
    const html = () => new Response('<html>portal</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    expect(shopperMessage(await failureOf(getCurrentCart(clientAnswering(html))))).toEqual({ text: OUR_SIDE });
  });

  it('a 429 with Retry-After says how long to wait, in whole seconds', async () => {
    const busy = () => json(429, { message: 'Too Many Requests' }, { 'retry-after': '4.2' });
    const error = await failureOf(getCurrentCart(clientAnswering(busy)));
    expect(shopperMessage(error)?.text).toBe('Too many requests right now. Please try again in 5 s.');
  });

  it('a 503 with Retry-After says the shop is busy and how long to wait', async () => {
    const busy = () => json(503, {}, { 'retry-after': '30' });
    const error = await failureOf(getCurrentCart(clientAnswering(busy)));
    expect(shopperMessage(error)?.text).toBe('The shop is busy right now. Please try again in 30 s.');
  });

  it('no answer at all: the shop cannot be reached', async () => {
    const offline = () => Promise.reject(new TypeError('fetch failed'));
    expect(shopperMessage(await failureOf(getCurrentCart(clientAnswering(offline))))).toEqual({ text: OFFLINE });
  });

  it('an answer that never comes in time: the shop took too long', async () => {
    const never: Answer = (request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    expect(shopperMessage(await failureOf(getCurrentCart(clientAnswering(never, { timeoutMs: 20 }))))).toEqual({ text: TOO_SLOW });
  });

  it('a call the shop cancelled shows nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(
      getCurrentCart(
        clientAnswering(() => json(200, {})),
        { signal: controller.signal },
      ),
    );
    expect(shopperMessage(error)).toBeNull();
  });

  it('a coupon code refused before any request names the field as the shopper knows it', async () => {
    const error = await failureOf(
      updateCurrentCart(
        clientAnswering(() => expect.fail('no request')),
        { couponCode: 'X'.repeat(1000) },
      ),
    );
    expect(shopperMessage(error)?.text).toMatch(/^The coupon code must be at most \d+ characters\.$/);
  });

  it('a failed hand-off to the checkout reads as its cause', async () => {
    const offline = () => Promise.reject(new TypeError('fetch failed'));
    const error = await failureOf(createCheckoutRedirect(clientAnswering(offline), { checkoutId: 'checkout-1' }));
    expect((error as Error).name).toBe('CheckoutRedirectError');
    expect(shopperMessage(error)).toEqual({ text: OFFLINE });
  });

  it('sign-in errors read as what the shopper can do next', () => {
    expect(shopperMessage(new OAuthError('Invalid _state', 'ERR_OAUTH_STATE'))?.text).toBe(
      'This sign-in link has expired or was already used. Please sign in again.',
    );
    expect(shopperMessage(new OAuthError('Login failed: access_denied', 'ERR_OAUTH_RESPONSE', { error: 'access_denied' }))?.text).toBe(
      'Sign-in was cancelled.',
    );
    expect(shopperMessage(new OAuthError('OAuth flow timed out', 'ERR_OAUTH_TIMEOUT'))?.text).toBe('Signing in took too long. Please try again.');
  });

  it('anything else shows its own message', () => {
    expect(shopperMessage(new Error('Storage is full'))).toEqual({ text: 'Storage is full' });
    expect(shopperMessage(new OAuthError('Broken storage', 'ERR_OAUTH_UNEXPECTED'))).toEqual({ text: 'Broken storage' });
    expect(shopperMessage('plain string')).toEqual({ text: 'plain string' });
  });
});

describe('loginFailureText', () => {
  it('a sentence for each known code, else the platform text', () => {
    expect(loginFailureText({ loginState: 'FAILURE', error: 'invalid password', errorCode: 'invalidPassword' })).toBe('Wrong e-mail or password.');
    expect(loginFailureText({ loginState: 'FAILURE', error: 'Password is too common' })).toBe('Password is too common');
  });
});
