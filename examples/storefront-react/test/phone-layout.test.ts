/**
 * End-to-end, the shop's layout on a phone (390x844) and a laptop (1280x900) in headless Chromium: the
 * main links behind an accessible menu button, toasts that never cover the cart drawer's controls (and a
 * success that dismisses a stale error), product cards of one height with the price on one line.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '@storefront-kit/test-utils';
import { expectHeaderFitsPhones } from './page-checks';
import { browserPath, shopHarness } from './shop-harness';

/** The cart drawer's visible controls that a toast overlaps, by their text or label. */
const controlsUnderToasts = (page: Page) =>
  page.evaluate(() => {
    const toasts = [...document.querySelectorAll('[data-testid="toast"]')].map((t) => t.getBoundingClientRect());
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return [...document.querySelectorAll<HTMLElement>('[data-testid="cart-drawer"] :is(button, input, a, .line-name, .line-total)')]
      .filter((control) => control.offsetParent !== null)
      .filter((control) => toasts.some((toast) => overlaps(toast, control.getBoundingClientRect())))
      .map((control) => control.getAttribute('aria-label') ?? control.textContent);
  });

/** Each card's height and its price's distance from the card's bottom, rounded to whole pixels. */
const cardGeometry = (page: Page) =>
  page.getByTestId('product-card').evaluateAll((cards) =>
    cards.map((card) => {
      const box = card.getBoundingClientRect();
      const price = card.querySelector('[data-testid="price"]')!.getBoundingClientRect();
      return { height: Math.round(box.height), priceFromBottom: Math.round(box.bottom - price.bottom) };
    }),
  );

describe.skipIf(!browserPath)('example storefront in Chromium: phone and laptop layout', () => {
  const h = shopHarness();
  const { pageErrors, shot } = h;

  it('on a phone the main links are behind a menu button: aria-expanded, focus in and back, Escape, closes on navigation', async () => {
    await h.page.setViewportSize({ width: 390, height: 844 });
    await h.page.goto(`${h.shop.url}/`);
    const menu = h.page.getByRole('button', { name: 'Menu' });
    const sale = h.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sale' });
    await menu.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await sale.isVisible()).toBe(false);

    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await sale.isVisible()).toBe(true);
    expect(await h.page.evaluate(() => document.activeElement?.textContent)).toBe('Shop'); // focus moved into the menu
    await shot('40-phone-menu-open');
    await h.page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await h.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu'); // and back on the button

    // By keyboard: open, Tab to Sale, follow it; the menu closes on the new page.
    await h.page.keyboard.press('Enter');
    await h.page.keyboard.press('Tab');
    await h.page.keyboard.press('Enter');
    await expect.poll(() => h.page.getByTestId('result-count').textContent()).toBe('4 products');
    expect(new URL(h.page.url()).search).toBe('?collection=sale');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await expectHeaderFitsPhones(h.page, shot, '41-phone-header-with-menu');

    // On a laptop the links are in the header and the menu button is gone.
    expect(await menu.isVisible()).toBe(false);
    expect(await sale.isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it("on a phone toasts never cover the cart drawer's controls, and a later success dismisses a stale error", async () => {
    await h.page.setViewportSize({ width: 390, height: 844 });
    await h.page.goto(`${h.shop.url}/products/canvas-tote`);
    await h.page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = h.page.getByTestId('cart-drawer');
    await drawer.getByTestId('cart-line').first().waitFor();
    await h.page.getByTestId('toast').filter({ hasText: 'added to your cart' }).waitFor();
    expect(await controlsUnderToasts(h.page)).toEqual([]);

    await drawer.getByLabel('Coupon code').fill('NOPE');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    const error = h.page.getByTestId('toast').filter({ hasText: 'Coupon NOPE does not exist.' });
    await error.waitFor();
    expect(await h.page.getByTestId('toast').count()).toBe(2);
    expect(await controlsUnderToasts(h.page)).toEqual([]);
    await shot('42-phone-drawer-with-toasts');

    // A later step that works: the error above it was about an earlier one.
    await drawer.getByRole('button', { name: 'Close cart' }).click();
    await h.page.goto(`${h.shop.url}/products/field-watch`);
    await h.page.getByRole('button', { name: 'Add to cart' }).click();
    await h.page.getByTestId('toast').filter({ hasText: 'Field Watch added to your cart' }).waitFor();
    await expect.poll(() => error.count()).toBe(0);
    await expect.poll(() => drawer.getByTestId('cart-line').count()).toBe(2);
    expect(await controlsUnderToasts(h.page)).toEqual([]);
    await shot('43-phone-drawer-after-success');
    expect(pageErrors).toEqual([]);
  });

  it('every product card has one height and its price on one line, with or without a brand', async () => {
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await h.page.setViewportSize({ width, height });
      for (const query of ['', '?page=2', '?page=3', '?collection=sale']) {
        await h.page.goto(`${h.shop.url}/${query}`);
        await expect.poll(() => h.page.getByTestId('product-grid').getAttribute('aria-busy')).toBe('false');
        const cards = await cardGeometry(h.page);
        expect(cards.length, query).toBeGreaterThan(0);
        expect(new Set(cards.map((c) => c.height)).size, `${width} px ${query}: heights ${cards.map((c) => c.height)}`).toBe(1);
        expect(new Set(cards.map((c) => c.priceFromBottom)).size, `${width} px ${query}: price lines`).toBe(1);
      }
    }
    await shot('44-phone-cards');
    expect(pageErrors).toEqual([]);
  });
});
