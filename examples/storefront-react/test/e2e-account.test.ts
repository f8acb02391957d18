/**
 * End-to-end: a shopper signs in (the hosted page by redirect, the custom form with its silent login),
 * signs up with the e-mail code and logs out, in the system's headless Chromium against the platform
 * emulator. Each flow asserts what the shopper sees and what the emulator recorded, and writes a
 * screenshot per step to test-results/.
 */
import { describe, expect, it } from 'vitest';
import { expectHeaderFitsPhones, unfitHeaderControls } from './page-checks';
import { browserPath, DEMO, shopHarness, signedOutLanding } from './shop-harness';

describe.skipIf(!browserPath)('example storefront in Chromium: accounts', () => {
  const h = shopHarness();
  const { pageErrors, shot, control, requests, storedTokens } = h;
  const badge = () => h.page.getByTestId('cart-badge');
  const cartCallWith = (token: string) => fetch(`${h.shop.emulator.url}/ecom/v1/carts/current`, { headers: { authorization: token } });

  it('signs in by redirect to the hosted page, then logs out', async () => {
    await h.page.goto(`${h.shop.url}/`);
    await h.page.getByRole('link', { name: 'Sign in' }).click();
    await h.page.getByRole('button', { name: 'Use the hosted sign-in page' }).click();
    await h.page.waitForURL(`${h.shop.emulator.url}/__pages/auth/**`);
    await h.page.fill('#email', DEMO.email);
    await h.page.fill('#password', DEMO.password);
    await shot('10-hosted-sign-in');
    await h.page.getByRole('button', { name: 'Sign in' }).click();
    await h.page.getByTestId('member-badge').first().waitFor();
    expect(new URL(h.page.url()).pathname).toBe('/');
    expect(new URL(h.page.url()).search).toBe(''); // code and state are gone from the address bar
    // Who signed in, though the hosted page tells the shop nothing: the platform's current member.
    const headerBadge = h.page.locator('.site-header').getByTestId('member-badge');
    await expect.poll(() => headerBadge.textContent()).toBe(DEMO.email);
    expect(await headerBadge.getAttribute('title')).toBe(`Signed in as Demo Shopper (${DEMO.email})`);
    expect(await requests({ method: 'GET', path: '/members/v1/members/my' })).toMatchObject([{ auth: 'member', status: 200 }]);
    await shot('11-member-after-redirect');

    const tokens = await requests({ method: 'POST', path: '/oauth2/token' });
    expect(tokens.map((r) => (r.body as { grantType?: string }).grantType)).toContain('authorization_code');
    expect(tokens.filter((r) => (r.body as { grantType?: string }).grantType === 'authorization_code').every((r) => r.status === 200)).toBe(true);

    // The member's tokens, as the SDK stored them (browserStorage).
    const memberTokens = await storedTokens();
    expect(memberTokens?.refreshToken.role).toBe('member');
    expect((await cartCallWith(memberTokens!.accessToken.value)).status).not.toBe(401);

    // Logout: the platform's logout page ends the session and sends the shopper back.
    await h.page.getByRole('button', { name: 'Sign out' }).click();
    await h.page.waitForURL(signedOutLanding);
    await h.page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await h.page.getByTestId('member-badge').count()).toBe(0);
    expect(new URL(h.page.url()).origin).toBe(h.shop.url);
    await shot('12-after-logout');
    expect((await storedTokens())?.refreshToken.role).not.toBe('member');
    expect((await cartCallWith(memberTokens!.accessToken.value)).status).toBe(401); // revoked on the platform
    expect(pageErrors).toEqual([]);
  });

  it('signs in with the custom form (state machine, then silent login) and keeps the cart', async () => {
    // A visitor's cart carries over to the member.
    await h.page.goto(`${h.shop.url}/products/canvas-tote`);
    await h.page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => badge().textContent()).toBe('1');
    await expect.poll(() => h.page.getByTestId('cart-pending').count()).toBe(0);
    await h.page.getByRole('button', { name: 'Close cart' }).click();
    await expectHeaderFitsPhones(h.page, shot, '14b-visitor-header-phone');

    await h.page.getByRole('link', { name: 'Sign in' }).click();
    await h.page.getByLabel('E-mail').fill(DEMO.email);
    await h.page.getByLabel('Password').fill('wrong-password');
    await h.page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => h.page.locator('.form-error').textContent()).toBe('Wrong e-mail or password.');
    await shot('13-custom-sign-in-wrong-password');

    await h.page.getByLabel('Password').fill(DEMO.password);
    await h.page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await h.page.getByTestId('member-badge').first().waitFor();
    expect(await h.page.locator('.site-header').getByTestId('member-badge').textContent()).toBe(DEMO.email); // who, not only "a member"
    expect(await unfitHeaderControls(h.page)).toEqual([]);
    await expectHeaderFitsPhones(h.page, shot, '14a-member-header-phone'); // with the e-mail, Sign out and the cart
    // On a phone the e-mail keeps room to be read: Sign out moves into the menu.
    await h.page.setViewportSize({ width: 390, height: 844 });
    expect(await h.page.locator('.site-header .member-name').evaluate((name) => name.clientWidth)).toBeGreaterThan(120);
    await h.page.getByRole('button', { name: 'Menu' }).click();
    expect(await h.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    await h.page.keyboard.press('Escape');
    await h.page.setViewportSize({ width: 1280, height: 860 });
    await expect.poll(() => h.page.getByRole('heading', { name: 'You are signed in' }).count()).toBe(1);
    await expect.poll(() => badge().textContent()).toBe('1');
    await shot('14-member-after-silent-login');

    const logins = await requests({ method: 'POST', path: '/_api/iam/authentication/v2/login' });
    expect(logins.map((r) => r.status)).toEqual([400, 200]); // the wrong password, then the right one
    const codes = (await requests({ method: 'POST', path: '/oauth2/token' })).filter(
      (r) => (r.body as { grantType?: string }).grantType === 'authorization_code',
    );
    expect(codes).toHaveLength(1); // the hidden frame's code, exchanged once
    expect(codes[0]!.status).toBe(200);
    const carts = await requests({ method: 'GET', path: '/ecom/v1/carts/current' });
    expect(carts.at(-1)!.auth).toBe('member');
    expect(pageErrors).toEqual([]);
  });

  it('signs up with the e-mail verification code', async () => {
    const email = `new-shopper-${Date.now()}@example.com`;
    await h.page.goto(`${h.shop.url}/account?mode=signup`);
    await h.page.getByLabel('E-mail').fill(email);
    await h.page.getByLabel('Password').fill('a-good-password');
    await h.page.locator('form').getByRole('button', { name: 'Create account' }).click();
    await h.page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await shot('15-sign-up-code-sent');

    const { messages } = await control<{ messages: { code?: string }[] }>(`/outbox?to=${encodeURIComponent(email)}&kind=verification-code`);
    expect(messages).toHaveLength(1);
    await h.page.getByLabel('Verification code').fill(messages[0]!.code!);
    await h.page.getByRole('button', { name: 'Verify and sign in' }).click();
    await h.page.getByTestId('member-badge').first().waitFor();
    await shot('16-member-after-sign-up');

    const { members } = await control<{ members: { email?: string; loginEmail?: string; status?: string }[] }>('/identity/members');
    expect(JSON.stringify(members)).toContain(email);
    expect(pageErrors).toEqual([]);
  });
});
