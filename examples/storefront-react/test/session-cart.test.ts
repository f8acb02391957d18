/**
 * The cart and the session stay true in the browser: sign-in by the hosted page (with the visitor's cart
 * read on the way back answering after the member's) and by the shop's own form, sign-out, an expired
 * session, a cold visit, and an add the platform has not answered yet. The emulator's request log is the
 * platform's side of each story.
 */
import { describe, expect, it } from 'vitest';
import { browserPath, DEMO, shopHarness, signedOutLanding } from './shop-harness';

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

  /** A new shopper who put two products in the cart through the shop (so the shop knows there is a cart to read). */
  async function visitorAddsTwoLines() {
    await h.shop.emulator.reset();
    const page = await h.freshPage();
    for (const [slug, name] of [
      ['canvas-tote', 'Canvas Tote'],
      ['field-watch', 'Field Watch'],
    ]) {
      await page.goto(`${h.shop.url}/products/${slug}`);
      await page.getByRole('heading', { name }).waitFor();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => page.getByTestId('cart-pending').count()).toBe(0);
    }
    await page.goto(`${h.shop.url}/`);
    await expect.poll(() => page.getByTestId('product-card').count()).toBe(12);
    await expect.poll(() => badge().textContent()).toBe('2');
  }

  /** What the platform holds for the signed-in member: lines and items. */
  async function memberCart() {
    const tokens = await h.storedTokens();
    expect(tokens?.refreshToken.role).toBe('member');
    const { cart } = await api('/ecom/v1/carts/current', tokens!.accessToken.value);
    return { lines: cart.lineItems.length as number, items: String(cart.lineItems.reduce((n: number, l: { quantity: number }) => n + l.quantity, 0)) };
  }

  it("shows the member's cart after signing in on the hosted page, though the visitor's read on the way back answers last", async () => {
    await visitorAddsTwoLines();
    const { page } = h;
    const cartReads = (auth: string) => h.requests({ method: 'GET', path: '/ecom/v1/carts/current' }).filter((r) => r.auth === auth);
    // Back from the hosted page, the shop reads the visitor's cart while it exchanges the code for the
    // member's tokens: that read is held here until the member's cart shows, so it answers last.
    const visitorToken = (await h.storedTokens())!.accessToken.value;
    h.shop.emulator.clearRequestLog();
    let visitorReadSent!: () => void;
    const visitorReadHeld = new Promise<void>((resolve) => (visitorReadSent = resolve));
    let releaseVisitorRead!: () => void;
    const visitorReadReleased = new Promise<void>((resolve) => (releaseVisitorRead = resolve));
    await page.route('**/ecom/v1/carts/current', async (route) => {
      if (route.request().method() === 'GET' && route.request().headers().authorization === visitorToken) {
        visitorReadSent();
        await visitorReadReleased;
      }
      await route.continue();
    });
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Use the hosted sign-in page' }).click();
    await page.waitForURL(`${h.shop.emulator.url}/__pages/auth/**`);
    await page.fill('#email', DEMO.email);
    await page.fill('#password', DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await visitorReadHeld;
    await page.getByTestId('member-badge').first().waitFor();
    const server = await memberCart();
    expect(server).toEqual({ lines: 2, items: '2' }); // the visitor's lines, now the member's
    await expect.poll(() => badge().textContent()).toBe(server.items);
    expect(await lines().count()).toBe(server.lines);
    expect(cartReads('visitor')).toEqual([]); // still held

    // The visitor's read answers now: the platform has moved that cart to the member (none is left for
    // the visitor), and the shop, whose session is the member's, does not show that answer.
    const staleAnswerLoaded = page.waitForEvent(
      'requestfinished',
      (r) => r.url().endsWith('/ecom/v1/carts/current') && r.headers().authorization === visitorToken,
    );
    releaseVisitorRead();
    await staleAnswerLoaded;
    const reads = h.requests({ method: 'GET', path: '/ecom/v1/carts/current' });
    expect(reads[0]!.auth).toBe('member'); // the shop's read of the member's cart, before the visitor's answered
    expect(reads.at(-1)).toMatchObject({ auth: 'visitor', status: 404 });
    // Two frames after the answer came in, the shop shows what it showed before it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await badge().textContent()).toBe(server.items);
    expect(await lines().count()).toBe(server.lines);
    await page.unroute('**/ecom/v1/carts/current');
    await h.shot('20-hosted-sign-in-cart-kept');
    expect(h.pageErrors).toEqual([]);
  });

  it("shows the cart after signing in with the shop's form and empties it on sign-out", async () => {
    await visitorWithTwoLines();
    const { page } = h;
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('member-badge').first().waitFor();
    const server = await memberCart();
    expect(server.lines).toBeGreaterThanOrEqual(2);
    await expect.poll(() => badge().textContent()).toBe(server.items);
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

  it('while the platform has not answered an add, the added line shows its name and price at once and checkout waits', async () => {
    const { page } = h;
    /** Holds the next add-to-cart on its way to the platform; resolves, once it is held, with what lets it through. */
    const holdNextAdd = () =>
      new Promise<() => void>((held) =>
        page.route(
          '**/ecom/v1/carts/current/add-to-cart',
          async (route) => {
            await new Promise<void>((release) => held(release));
            await route.continue();
          },
          { times: 1 },
        ),
      );
    for (const [name, size] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(`${h.shop.url}/products/canvas-tote`);
      await page.getByRole('heading', { name: 'Canvas Tote' }).waitFor();
      const before = await lines().count();
      const addHeld = holdNextAdd();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      // One frame later, without waiting for the platform:
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const added = lines().filter({ hasText: 'Canvas Tote' });
      expect(await lines().count()).toBe(before === 0 ? 1 : before);
      expect(await added.locator('.line-name').textContent()).toBe('Canvas Tote');
      expect(await added.getByTestId('line-total').textContent()).toMatch(/^\$\d+\.\d\d$/);
      const letAddThrough = await addHeld; // sent, and not answered
      const checkout = page.getByTestId('checkout');
      expect(await checkout.isDisabled()).toBe(true);
      await h.shot(`22-pending-line-${name}`);
      letAddThrough();
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
