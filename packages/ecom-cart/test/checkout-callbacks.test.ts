/**
 * The checkout hand-off's way back, as a native app and a member's shop see it: callbacks on an app's own
 * scheme (what React Native apps register) and the `wixMemberLoggedIn` flag the platform adds to every
 * callback URL, through our SDK against the emulator over HTTP.
 */
import { STORES_APP_ID, addToCurrentCart, createCheckoutRedirect } from '@storefront-kit/ecom-cart';
import { createClient } from '@storefront-kit/http-core';
import { submitHostedForm } from '@storefront-kit/test-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, loginAsDemoMember, productIds, startEmulator, visitorAuth } from './fixtures';

const APP_SCHEME_CALLBACK = 'myapp://oauth/callback';
let emulator: Emulator;
let deskLamp: string;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, allowedRedirectUris: [APP_SCHEME_CALLBACK] });
  deskLamp = (await productIds(shopper().client))['desk-lamp'] as string;
});
afterAll(() => emulator.stop());

function shopper() {
  const auth = visitorAuth(emulator);
  return { auth, client: createClient({ hosts: emulator.hosts, auth, retry: false }) };
}

/** Places the order on the hosted checkout page and answers where the shopper is sent back to. */
async function placeOrder(url: string): Promise<URL> {
  const placed = await submitHostedForm(url, {});
  expect(placed.status).toBe(302);
  return new URL(placed.headers.get('location')!);
}

describe('the checkout callbacks', () => {
  it('send a native app back on its own registered scheme, saying no member is signed in', async () => {
    const { client } = shopper();
    await addToCurrentCart(client, { lineItems: [{ quantity: 1, catalogReference: { catalogItemId: deskLamp, appId: STORES_APP_ID } }] });
    const handOff = await createCheckoutRedirect(client, {
      callbacks: { postFlowUrl: 'myapp://oauth/cart', thankYouPageUrl: 'myapp://oauth/thanks' },
    });
    const back = await placeOrder(handOff.url);
    expect(`${back.protocol}//${back.host}${back.pathname}`).toBe('myapp://oauth/thanks');
    expect(back.searchParams.get('orderId')).toBeTruthy();
    expect(back.searchParams.get('wixMemberLoggedIn')).toBe('false');
  });

  it('tell the shop that a member placed the order, so it can start a silent login', async () => {
    const { client, auth } = shopper();
    await loginAsDemoMember(emulator, client, auth);
    await addToCurrentCart(client, { lineItems: [{ quantity: 1, catalogReference: { catalogItemId: deskLamp, appId: STORES_APP_ID } }] });
    const handOff = await createCheckoutRedirect(client, { callbacks: { thankYouPageUrl: 'http://localhost:3000/thanks' } });
    const back = await placeOrder(handOff.url);
    expect(back.searchParams.get('wixMemberLoggedIn')).toBe('true');
  });

  it('refuse a scheme the app did not register', async () => {
    const { client } = shopper();
    await addToCurrentCart(client, { lineItems: [{ quantity: 1, catalogReference: { catalogItemId: deskLamp, appId: STORES_APP_ID } }] });
    const refused = createCheckoutRedirect(client, { callbacks: { thankYouPageUrl: 'otherapp://oauth/thanks' } });
    // The checkout exists (its id is kept for a retry); the platform refuses the way back.
    await expect(refused).rejects.toMatchObject({ checkoutId: expect.any(String), cause: { status: 400, code: 'INVALID_ARGUMENT' } });
  });
});
