// Checkout callbacks with the official SDK: a cart checked out with `createCheckoutFromCurrentCart`, a
// redirect session for it with `callbacks`, the order placed on the emulator's hosted checkout page
// (submitted over HTTP as a browser would), and the redirect to the thank-you callback. A native app's
// `myapp://` callbacks are accepted when registered; the callback tells whether a member was signed in.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ALLOWED_REDIRECT_URIS, DEMO_MEMBER_EMAIL, DEMO_PASSWORD, demoProductId } from '@storefront-kit/emulator';
import { rejectionOf, submitHostedForm } from '@storefront-kit/test-utils';
import { PLAIN_PRODUCT_SLUG, emulator, lineItem, officialClient, signInByRedirect, useEmulatorForOfficialSdk, type OfficialClient } from './official-sdk-setup';

const APP_THANK_YOU = 'myapp://checkout/thank-you';
const APP_POST_FLOW = 'myapp://checkout/done';
const WEB_THANK_YOU = 'http://localhost:3000/thank-you';
const SESSION_PATH = '/_api/redirects-api/v1/redirect-session';

useEmulatorForOfficialSdk({ allowedRedirectUris: [APP_THANK_YOU, APP_POST_FLOW] });

/** A checkout of one plain product in `client`'s current cart, through the official SDK. */
async function checkoutOfNewCart(client: OfficialClient): Promise<string> {
  await client.currentCart.addToCurrentCart({ lineItems: [lineItem(demoProductId(PLAIN_PRODUCT_SLUG), 1)] });
  const { checkoutId } = await client.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
  if (!checkoutId) throw new Error('createCheckoutFromCurrentCart answered no checkoutId');
  return checkoutId;
}

/**
 * Places the order on the hosted checkout page at `pageUrl` the way a browser does: loads the page,
 * submits its form, and returns where the page redirects to.
 */
async function placeOrderOnHostedPage(pageUrl: string): Promise<URL> {
  const placed = await submitHostedForm(pageUrl, {});
  const location = placed.headers.get('location');
  if (placed.status !== 302 || !location) throw new Error(`Placing the order answered ${placed.status}, not a redirect`);
  return new URL(location);
}

describe('custom-scheme checkout callbacks with the official SDK', () => {
  it('accepts registered myapp:// postFlowUrl and thankYouPageUrl and returns to the app with the order', async () => {
    const client = officialClient();
    const checkoutId = await checkoutOfNewCart(client);
    const { redirectSession } = await client.redirects.createRedirectSession({
      ecomCheckout: { checkoutId },
      callbacks: { postFlowUrl: APP_POST_FLOW, thankYouPageUrl: APP_THANK_YOU },
    });

    const thankYou = await placeOrderOnHostedPage(redirectSession?.fullUrl as string);
    expect(`${thankYou.protocol}//${thankYou.host}${thankYou.pathname}`).toBe(APP_THANK_YOU);
    expect(thankYou.searchParams.get('orderId')).toBeTruthy();
  });

  it.each([
    ['an unregistered custom scheme', { thankYouPageUrl: 'otherapp://checkout/thank-you' }],
    ['javascript: as thankYouPageUrl', { thankYouPageUrl: 'javascript:alert(document.cookie)' }],
    ['javascript: as postFlowUrl', { postFlowUrl: 'javascript:alert(document.cookie)' }],
  ])('refuses %s', async (_, callbacks) => {
    const client = officialClient();
    const checkoutId = await checkoutOfNewCart(client);
    const error = await rejectionOf(client.redirects.createRedirectSession({ ecomCheckout: { checkoutId }, callbacks }));

    expect(error).toBeInstanceOf(Error);
    const answer = emulator.requestLog({ path: SESSION_PATH }).at(-1);
    expect(answer?.status).toBe(400);
    expect(JSON.stringify(answer?.response)).toContain('callbacks.');
  });
});

describe('member checkout callback with the official SDK', () => {
  it("a member's order returns to the thank-you page with wixMemberLoggedIn=true", async () => {
    const client = officialClient();
    await signInByRedirect(client, DEMO_MEMBER_EMAIL, DEMO_PASSWORD, DEFAULT_ALLOWED_REDIRECT_URIS[0]!);
    const checkoutId = await checkoutOfNewCart(client);
    const { redirectSession } = await client.redirects.createRedirectSession({ ecomCheckout: { checkoutId }, callbacks: { thankYouPageUrl: WEB_THANK_YOU } });

    const thankYou = await placeOrderOnHostedPage(redirectSession?.fullUrl as string);
    expect(thankYou.origin + thankYou.pathname).toBe(WEB_THANK_YOU);
    expect(thankYou.searchParams.get('orderId')).toBeTruthy();
    expect(thankYou.searchParams.get('wixMemberLoggedIn')).toBe('true');
  });

  // The official SDK's typings: "When redirecting to any callback URL, Wix specifies the boolean
  // `wixMemberLoggedIn` parameter."
  it("a visitor's order returns with wixMemberLoggedIn=false", async () => {
    const client = officialClient();
    const checkoutId = await checkoutOfNewCart(client);
    const { redirectSession } = await client.redirects.createRedirectSession({ ecomCheckout: { checkoutId }, callbacks: { thankYouPageUrl: WEB_THANK_YOU } });

    const thankYou = await placeOrderOnHostedPage(redirectSession?.fullUrl as string);
    expect(thankYou.searchParams.get('orderId')).toBeTruthy();
    expect(thankYou.searchParams.get('wixMemberLoggedIn')).toBe('false');
  });
});
