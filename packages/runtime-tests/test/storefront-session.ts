/**
 * The cookie-session scenario both runtimes must pass with the storefront fixture: a first visit
 * mints visitor tokens into a cookie, later visits reuse them, a cart survives, and once the
 * platform (the emulator's clock) expires the access token the storefront refreshes it and sets the
 * new cookie, keeping the same visitor.
 */
import { DEMO_FACTS, demoProductId, DEMO_PRODUCT_SLUGS, type Emulator } from '@storefront-kit/emulator';
import { expect } from 'vitest';
import type { browser as createBrowser } from './browser';

type Browser = ReturnType<typeof createBrowser>;

const tokenGrants = (emu: Emulator) => emu.requestLog({ path: '/oauth2/token' }).map((entry) => (entry.body as { grantType?: string }).grantType);

export async function cookieSessionScenario(emu: Emulator, shopper: Browser): Promise<void> {
  const cookieName = `sfk.${emu.clientId}.tokens`;
  const firstProducts = DEMO_PRODUCT_SLUGS.slice(0, 3).map((slug) => demoProductId(slug));
  emu.clearRequestLog();

  // First visit: no cookie, one anonymous grant, the tokens come back in an httpOnly cookie.
  const first = await shopper.visit('GET', '/');
  expect(first.status).toBe(200);
  expect(first.setCookie).toHaveLength(1);
  expect(first.setCookie[0]).toMatch(new RegExp(`^${cookieName.replace(/\./g, '\\.')}=[^;]+;.*HttpOnly`));
  expect(first.page?.products.map((p) => p.id)).toEqual(firstProducts);
  expect(first.page?.cart).toBeNull();
  expect(tokenGrants(emu)).toEqual(['anonymous']);
  const minted = shopper.jar.get(cookieName);

  // With the cookie: the same tokens, no token request, and the cart is this visitor's.
  const product = demoProductId(DEMO_FACTS.simpleProductSlug);
  const added = await shopper.visit('POST', `/cart?product=${product}`);
  expect(added).toMatchObject({ status: 303, location: '/', setCookie: [] });
  const second = await shopper.visit('GET', '/');
  expect(second.setCookie).toEqual([]);
  expect(second.page?.cart?.productIds).toEqual([product]);
  expect(tokenGrants(emu)).toEqual(['anonymous']);
  // The mutation went to a writable host, never the read-only one.
  const adds = emu.requestLog({ path: '/ecom/v1/carts/current/add-to-cart' });
  expect(adds.map((e) => e.status)).toEqual([200]);
  expect(adds[0]?.host).not.toBe('readOnly');

  // The platform expires the access token: the storefront refreshes it (no new visitor) and sets it.
  emu.advanceClock((emu.options.tokenTtlSeconds + 60) * 1000);
  const third = await shopper.visit('GET', '/');
  expect(third.setCookie).toHaveLength(1);
  expect(shopper.jar.get(cookieName)).not.toBe(minted);
  expect(tokenGrants(emu)).toEqual(['anonymous', 'refresh_token']);
  expect(emu.requestLog({ path: '/ecom/v1/carts/current' }).some((e) => e.auth === 'expired-token' && e.status === 401)).toBe(true);
  expect(third.page?.cart).toEqual(second.page?.cart);
  expect(third.page?.products.map((p) => p.id)).toEqual(firstProducts);

  // The refreshed cookie is good as it is.
  const fourth = await shopper.visit('GET', '/');
  expect(fourth.setCookie).toEqual([]);
  expect(fourth.page?.cart).toEqual(second.page?.cart);
  expect(tokenGrants(emu)).toEqual(['anonymous', 'refresh_token']);
  // No token ever travelled in a URL.
  expect(emu.requestLog().filter((e) => Object.keys(e.query).some((key) => /token/i.test(key)))).toEqual([]);
}
