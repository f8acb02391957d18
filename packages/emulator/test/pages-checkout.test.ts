/**
 * The hosted checkout page over real HTTP: on the identity emulator with a fake checkout, then with every
 * built-in module, where the visitor's cart reaches the member after the hosted login and a real checkout
 * completes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../src/index';
import { SESSION_PATH, exchangeCode, memberCodeViaPage, post, submitForm, useIdentityEmulator, visitorTokens } from './identity-helpers';

const env = useIdentityEmulator();

describe('checkout page', () => {
  it('shows the checkout and, on "Place order", redirects to thankYouPageUrl with orderId', async () => {
    env.probe.checkouts.set('chk-1', { completed: false });
    const { body } = await post(
      env.emu,
      SESSION_PATH,
      {
        ecomCheckout: { checkoutId: 'chk-1' },
        callbacks: { thankYouPageUrl: 'http://localhost:3000/thanks?from=emu', cartPageUrl: 'http://localhost:3000/cart' },
      },
      env.visitor,
    );
    const page = await fetch(body.redirectSession.fullUrl);
    const html = await page.text();
    expect(html).toContain('Canvas &lt;Tote&gt;');
    expect(html).toContain('2 × $12.50');
    expect(html).toMatch(/Total<\/th><td class="num">\$33\.00</);
    expect(html).toContain('href="http://localhost:3000/cart?wixMemberLoggedIn=false"');
    const placed = await submitForm(body.redirectSession.fullUrl, {});
    expect(placed.status).toBe(302);
    const location = new URL(placed.headers.get('location')!);
    expect(location.searchParams.get('orderId')).toBe('order-chk-1');
    expect(location.searchParams.get('from')).toBe('emu');
    expect(env.probe.checkouts.get('chk-1')!.completed).toBe(true);
    expect(await (await fetch(body.redirectSession.fullUrl)).text()).toContain('already placed');
    expect(location.searchParams.get('wixMemberLoggedIn')).toBe('false');
  });

  it("adds wixMemberLoggedIn=true to the callback of a member's order (thankYouPageUrl or postFlowUrl)", async () => {
    const { code, pkce } = await memberCodeViaPage(env.emu, env.visitor);
    const member = (await exchangeCode(env.emu, code, pkce.verifier)).body.access_token as string;
    for (const callbacks of [{ thankYouPageUrl: 'http://localhost:3000/thanks' }, { postFlowUrl: 'http://localhost:3000/done' }]) {
      const checkoutId = `chk-${Object.keys(callbacks)[0]}`;
      env.probe.checkouts.set(checkoutId, { completed: false });
      const { body } = await post(env.emu, SESSION_PATH, { ecomCheckout: { checkoutId }, callbacks }, member);
      const location = new URL((await submitForm(body.redirectSession.fullUrl, {})).headers.get('location')!);
      expect(location.searchParams.get('wixMemberLoggedIn'), checkoutId).toBe('true');
    }
  });

  it("keeps a visitor's postFlowUrl and its query, adding wixMemberLoggedIn=false", async () => {
    env.probe.checkouts.set('chk-v', { completed: false });
    const { body } = await post(
      env.emu,
      SESSION_PATH,
      { ecomCheckout: { checkoutId: 'chk-v' }, callbacks: { postFlowUrl: 'http://localhost:3000/done?x=1' } },
      env.visitor,
    );
    expect((await submitForm(body.redirectSession.fullUrl, {})).headers.get('location')).toBe('http://localhost:3000/done?x=1&wixMemberLoggedIn=false');
  });
});

describe('with every built-in module (cart and catalogue)', () => {
  let full: Emulator;
  beforeAll(async () => {
    const { startEmulator } = await import('../src/index');
    full = await startEmulator();
  });
  afterAll(async () => {
    await full.stop();
  });

  async function addSomethingToCart(token: string): Promise<string[]> {
    const query = await post(full, '/stores-reader/v1/products/query-platformized', { query: { paging: { limit: 50 } } }, token);
    expect(query.status).toBe(200);
    for (const product of query.body.products as { id: string }[]) {
      const added = await post(
        full,
        '/ecom/v1/carts/current/add-to-cart',
        { lineItems: [{ catalogReference: { catalogItemId: product.id, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' }, quantity: 1 }] },
        token,
      );
      if (added.status === 200)
        return (added.body.cart.lineItems as { catalogReference: { catalogItemId: string } }[]).map((l) => l.catalogReference.catalogItemId);
    }
    throw new Error('no product could be added');
  }

  it("carries the visitor's cart over to the member after the hosted login", async () => {
    const visitorToken = (await visitorTokens(full)).access_token;
    const items = await addSomethingToCart(visitorToken);
    const { code, pkce } = await memberCodeViaPage(full, visitorToken);
    const member = await exchangeCode(full, code, pkce.verifier);
    const cart = await fetch(`${full.url}/ecom/v1/carts/current`, { headers: { authorization: member.body.access_token } });
    expect(cart.status).toBe(200);
    const body = (await cart.json()) as { cart: { lineItems: { catalogReference: { catalogItemId: string } }[] } };
    expect(body.cart.lineItems.map((l) => l.catalogReference.catalogItemId)).toEqual(items);
  });

  it('completes a real checkout through the hosted checkout page', async () => {
    const token = (await visitorTokens(full)).access_token;
    await addSomethingToCart(token);
    const checkout = await post(full, '/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' }, token);
    expect(checkout.status).toBe(200);
    const session = await post(
      full,
      SESSION_PATH,
      { ecomCheckout: { checkoutId: checkout.body.checkoutId }, callbacks: { thankYouPageUrl: 'http://localhost:3000/thanks' } },
      token,
    );
    const page = await fetch(session.body.redirectSession.fullUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Place order');
    const placed = await submitForm(session.body.redirectSession.fullUrl, {});
    expect(placed.status).toBe(302);
    expect(new URL(placed.headers.get('location')!).searchParams.get('orderId')).toBeTruthy();
  });
});
