// Renewal after renewal: the official SDK keeps presenting the refresh token it got first (it ignores a
// rotated one, official-sdk-facts §4.3). With the clocks of both sides moved past one access-token
// lifetime, then past a second, each next call renews with that same refresh token, and the visitor or
// member keeps its cart: no silent fall-back to a new anonymous visitor.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ALLOWED_REDIRECT_URIS, DEMO_MEMBER_EMAIL, DEMO_PASSWORD, demoProductId } from '@storefront-kit/emulator';
import {
  PLAIN_PRODUCT_SLUG,
  emulator,
  lineItem,
  linesOf,
  officialClient,
  signInByRedirect,
  tokenGrants,
  useEmulatorForOfficialSdk,
  type OfficialClient,
} from './official-sdk-setup';

useEmulatorForOfficialSdk();

// The official SDK decides expiry by the local clock (Date.now), the emulator by its own: both move.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the emulator's clock and the SDK's by one access-token lifetime and a minute. */
function pastOneTokenLifetime(): void {
  const ms = (emulator.options.tokenTtlSeconds + 60) * 1000;
  emulator.advanceClock(ms);
  vi.setSystemTime(Date.now() + ms);
}

/** Two expiries in a row: each next cart read renews with the first refresh token and finds the same cart. */
async function expectTwoRenewalsKeepTheCart(client: OfficialClient): Promise<void> {
  const before = await client.currentCart.getCurrentCart();
  const firstRefreshToken = client.auth.getTokens().refreshToken;
  const grantsBefore = tokenGrants().length;
  const accessTokens = [client.auth.getTokens().accessToken.value];

  for (const round of [1, 2]) {
    pastOneTokenLifetime();
    const cart = await client.currentCart.getCurrentCart();
    expect(cart._id, `cart after renewal ${round}`).toBe(before._id);
    expect(linesOf(cart), `lines after renewal ${round}`).toEqual(linesOf(before));
    accessTokens.push(client.auth.getTokens().accessToken.value);
  }

  expect(tokenGrants(grantsBefore)).toEqual([
    { grantType: 'refresh_token', status: 200 },
    { grantType: 'refresh_token', status: 200 },
  ]);
  expect(new Set(accessTokens).size).toBe(3);
  expect(client.auth.getTokens().refreshToken).toEqual(firstRefreshToken);
}

describe('renewal after renewal with the official SDK', () => {
  it("a visitor's session renews twice and keeps the cart", async () => {
    const client = officialClient();
    await client.currentCart.addToCurrentCart({ lineItems: [lineItem(demoProductId(PLAIN_PRODUCT_SLUG), 2)] });

    await expectTwoRenewalsKeepTheCart(client);
    expect(emulator.requestLog({ path: '/ecom/v1/carts/current', method: 'GET' }).at(-1)?.auth).toBe('visitor');
  });

  it("a member's session renews twice, stays signed in and keeps the cart", async () => {
    const client = officialClient();
    await signInByRedirect(client, DEMO_MEMBER_EMAIL, DEMO_PASSWORD, DEFAULT_ALLOWED_REDIRECT_URIS[0]!);
    await client.currentCart.addToCurrentCart({ lineItems: [lineItem(demoProductId(PLAIN_PRODUCT_SLUG), 1)] });

    await expectTwoRenewalsKeepTheCart(client);
    expect(client.auth.loggedIn()).toBe(true);
    expect(emulator.requestLog({ path: '/ecom/v1/carts/current', method: 'GET' }).at(-1)?.auth).toBe('member');
  });
});
