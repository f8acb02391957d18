/**
 * The cart and the session stay true in the browser: sign-in by the hosted page and by the shop's own
 * form (each ten times from a fresh context), sign-out, an expired session, a cold visit, and slow
 * answers. The emulator's request log is the platform's side of each story.
 */
import { describe, expect, it } from 'vitest';
import { browserPath, DEMO, shopHarness, signedOutLanding } from './shop-harness';

const ROUNDS = 10;

describe.skipIf(!browserPath)('cart and session in Chromium', () => {
  const h = shopHarness();
  const badge = () => h.page.getByTestId('cart-badge');
  const lines = () => h.page.getByTestId('cart-drawer').getByTestId('cart-line');
  const api = (path: string, token: string, body?: unknown) =>
    fetch(`${h.shop.emulator.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).then((r) => r.json() as Promise<any>);

  /** A new shopper on the catalogue whose visitor cart already holds two lines (added by the platform API). */
  async function visitorWithTwoLines() {
    await h.shop.emulator.reset();
    const page = await h.freshPage();
    await page.goto(`${h.shop.url}/`);
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(12);
    const token = (await h.storedTokens())!.accessToken.value;
    const { products } = await api('/stores-reader/v1/products/query-platformized', token, { query: { paging: { limit: 100 } } });
    const lineItems = (products as { id: string; slug: string }[])
      .filter((p) => p.slug === 'canvas-tote' || p.slug === 'field-watch')
      .map((p) => ({ quantity: 1, catalogReference: { catalogItemId: p.id, appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' } }));
    expect((await api('/ecom/v1/carts/current/add-to-cart', token, { lineItems })).cart.lineItems).toHaveLength(2);
  }

  /** What the platform holds for the signed-in member: lines and items. */
  async function memberCart() {
    const tokens = await h.storedTokens();
    expect(tokens?.refreshToken.role).toBe('member');
    const { cart } = await api('/ecom/v1/carts/current', tokens!.accessToken.value);
    return { lines: cart.lineItems.length as number, items: String(cart.lineItems.reduce((n: number, l: { quantity: number }) => n + l.quantity, 0)) };
  }

  it(`shows the cart after signing in on the hosted page, ${ROUNDS} times from a fresh context`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await visitorWithTwoLines();
      const { page } = h;
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Use the hosted sign-in page' }).click();
      await page.waitForURL(`${h.shop.emulator.url}/__pages/auth/**`);
      await page.fill('#email', DEMO.email);
      await page.fill('#password', DEMO.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByTestId('member-badge').first().waitFor();
      const server = await memberCart();
      expect(server.lines).toBeGreaterThanOrEqual(2);
      await expect.poll(() => badge().textContent(), { message: `round ${round + 1}` }).toBe(server.items);
      expect(await lines().count()).toBe(server.lines);
      const reads = h.requests({ method: 'GET', path: '/ecom/v1/carts/current' });
      expect(reads.at(-1)!.auth).toBe('member');
    }
    await h.shot('20-hosted-sign-in-cart-kept');
    expect(h.pageErrors).toEqual([]);
  });

  it(`shows the cart after signing in with the shop's form and empties it on sign-out, ${ROUNDS} times`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await visitorWithTwoLines();
      const { page } = h;
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.getByLabel('E-mail').fill(DEMO.email);
      await page.getByLabel('Password').fill(DEMO.password);
      await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
      await page.getByTestId('member-badge').first().waitFor();
      const server = await memberCart();
      expect(server.lines).toBeGreaterThanOrEqual(2);
      await expect.poll(() => badge().textContent(), { message: `round ${round + 1}` }).toBe(server.items);
      expect(await lines().count()).toBe(server.lines);

      // Sign-out: every badge the next page renders is the new visitor's (empty), never the member's.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { badges: string[] }).badges = seen;
        new MutationObserver(() => {
          const text = document.querySelector('[data-testid="cart-badge"]')?.textContent;
          if (text != null && seen.at(-1) !== text) seen.push(text);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.locator('.site-header').getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(signedOutLanding); // back from the platform's logout page, loaded
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
      await expect.poll(() => badge().textContent()).toBe('0');
      expect(await lines().count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { badges: string[] }).badges)).toEqual(['0']);
    }
    await h.shot('21-after-sign-out-cart-empty');
    expect(h.pageErrors).toEqual([]);
  });

  it('a cold visit reads no cart: token, products and collections only', async () => {
    const { page } = h;
    await page.goto(`${h.shop.url}/`);
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(12);
    await expect.poll(() => badge().textContent()).toBe('0');
    const platform = h.shop.emulator.requestLog({ path: '/**' }).filter((r) => !r.path.startsWith('/__'));
    expect(platform.filter((r) => r.path === '/ecom/v1/carts/current')).toEqual([]);
    expect(platform.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      expect.arrayContaining(['POST /oauth2/token', expect.stringMatching(/products/), expect.stringMatching(/collections/)]),
    );
    expect(platform.filter((r) => r.path.startsWith('/ecom/'))).toEqual([]);
    // A returning visitor without a cart reads none either (the session remembers it has none): see tabs.test.ts.
    await page.reload();
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(12);
    expect(h.requests({ path: '/ecom/**' })).toEqual([]);
    expect(h.pageErrors).toEqual([]);
  });

  it('with 2 s answers, an added line shows its name and price at once and checkout waits', async () => {
    const { page } = h;
    h.shop.emulator.addFault({ path: '/ecom/**', kind: 'latency', latencyMs: 2000 });
    for (const [name, size] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(`${h.shop.url}/products/canvas-tote`);
      await page.getByRole('heading', { name: 'Canvas Tote' }).waitFor();
      const before = await lines().count();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      // One frame later, without waiting for the platform:
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const added = lines().filter({ hasText: 'Canvas Tote' });
      expect(await lines().count()).toBe(before === 0 ? 1 : before);
      expect(await added.locator('.line-name').textContent()).toBe('Canvas Tote');
      expect(await added.getByTestId('line-total').textContent()).toMatch(/^\$\d+\.\d\d$/);
      const checkout = page.getByTestId('checkout');
      expect(await checkout.isDisabled()).toBe(true);
      await h.shot(`22-pending-line-${name}`);
      await expect.poll(() => page.getByTestId('cart-pending').count()).toBe(0);
      expect(await checkout.isDisabled()).toBe(false);
      await h.shot(`23-confirmed-line-${name}`);
    }
    expect(h.pageErrors).toEqual([]);
  });

  it('tells the shopper when the session expired, and carries on as a visitor', async () => {
    const { page } = h;
    await page.goto(`${h.shop.url}/account`);
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('member-badge').first().waitFor();
    // A month later the platform refuses the refresh token.
    await h.control('/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: 31 * 24 * 3600 * 1000 }) });
    await page.goto(`${h.shop.url}/`);
    const notice = page.getByTestId('session-expired');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('You were signed out');
    expect(await page.getByTestId('member-badge').count()).toBe(0);
    await expect.poll(() => badge().textContent()).toBe('0');
    await h.shot('24-session-expired-notice');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    expect(h.pageErrors).toEqual([]);
  });
});
