import { isHttpError } from '@storefront-kit/http-core';
import { describe, expect, it } from 'vitest';
import { json, TEST_HOSTS } from '@storefront-kit/test-utils/recording-fetch';
import { recordingClient } from '../test/recording-client';
import { CheckoutRedirectError, createCheckoutRedirect, isCheckoutRedirectError } from './index';

const session = { redirectSession: { id: 'r1', fullUrl: 'https://checkout.test/r1', urlDetails: { endpoint: 'checkout', searchParams: {} } } };
const callbacks = { postFlowUrl: 'https://shop.test/', thankYouPageUrl: 'https://shop.test/thanks' };

describe('createCheckoutRedirect', () => {
  it('creates the checkout, then an ecomCheckout redirect session with the callbacks', async () => {
    const { client, requests } = recordingClient((r) => json(r.path.endsWith('create-checkout') ? { checkoutId: 'k1' } : session));
    const result = await createCheckoutRedirect(client, { channelType: 'WEB', email: 'a@b.test', callbacks });
    expect(result).toEqual({ checkoutId: 'k1', url: 'https://checkout.test/r1', redirectSession: session.redirectSession });
    expect(requests.map((r) => [r.method, r.host, r.path, r.body])).toEqual([
      ['POST', TEST_HOSTS.api, '/ecom/v1/carts/current/create-checkout', { channelType: 'WEB', email: 'a@b.test' }],
      ['POST', TEST_HOSTS.api, '/_api/redirects-api/v1/redirect-session', { ecomCheckout: { checkoutId: 'k1' }, callbacks }],
    ]);
  });

  it('reuses a given checkoutId without creating another checkout', async () => {
    const { client, requests } = recordingClient(() => json(session));
    await createCheckoutRedirect(client, { checkoutId: 'k9', callbacks });
    expect(requests.map((r) => [r.path, r.body])).toEqual([['/_api/redirects-api/v1/redirect-session', { ecomCheckout: { checkoutId: 'k9' }, callbacks }]]);
  });

  it('keeps the checkoutId when the redirect session fails', async () => {
    const { client } = recordingClient((r) =>
      r.path.endsWith('create-checkout')
        ? json({ checkoutId: 'k1' })
        : json({ message: 'Forbidden', details: { applicationError: { code: 'PERMISSION_DENIED', description: 'Forbidden' } } }, 403),
    );
    const error = await createCheckoutRedirect(client, { callbacks }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutRedirectError);
    expect(isCheckoutRedirectError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'ERR_CART_CHECKOUT_REDIRECT', checkoutId: 'k1', message: 'Checkout k1 was created, but its redirect session failed' });
    expect(isHttpError((error as CheckoutRedirectError).cause) && (error as CheckoutRedirectError).cause).toMatchObject({ status: 403 });
  });

  it('passes callbacks with an app scheme (React Native deep links) on to the redirect session', async () => {
    const { client, requests } = recordingClient(() => json(session));
    const appCallbacks = { thankYouPageUrl: 'myapp://checkout/thanks', postFlowUrl: 'myapp://cart' };
    await createCheckoutRedirect(client, { checkoutId: 'k9', callbacks: appCallbacks });
    expect(requests.map((r) => r.body)).toEqual([{ ecomCheckout: { checkoutId: 'k9' }, callbacks: appCallbacks }]);
  });

  it.each([['javascript:alert(1)'], ['/relative'], ['ftp://shop.test/'], ['data:text/html,x']])('rejects the callback %s before any request', async (url) => {
    const { client, requests } = recordingClient();
    await expect(createCheckoutRedirect(client, { callbacks: { postFlowUrl: url } })).rejects.toMatchObject({
      code: 'ERR_VALIDATION',
      field: 'callbacks.postFlowUrl',
    });
    expect(requests).toHaveLength(0);
  });

  it('rejects an empty checkoutId before any request', async () => {
    const { client, requests } = recordingClient();
    await expect(createCheckoutRedirect(client, { checkoutId: ' ' })).rejects.toMatchObject({ code: 'ERR_VALIDATION', field: 'checkoutId' });
    expect(requests).toHaveLength(0);
  });
});

describe('CheckoutRedirectError', () => {
  it('takes the message, then the checkout id, then { cause }, and is told by name', () => {
    const cause = new Error('forbidden');
    const error = new CheckoutRedirectError('redirect failed', 'k1', { cause });
    expect(error).toMatchObject({ name: 'CheckoutRedirectError', code: 'ERR_CART_CHECKOUT_REDIRECT', message: 'redirect failed', checkoutId: 'k1', cause });
    expect(isCheckoutRedirectError(error)).toBe(true);
    expect(isCheckoutRedirectError(Object.assign(new Error('x'), { name: 'CheckoutRedirectError' }))).toBe(false); // not a storefront-kit error
    expect(isCheckoutRedirectError(new Error('x'))).toBe(false);
  });
});
