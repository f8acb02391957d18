/**
 * End-to-end, the cart drawer as a modal dialog for a keyboard user in headless Chromium: opening it
 * moves focus into it, Tab and Shift+Tab stay inside it while it is open, and closing it (Escape or its
 * close button) puts focus back on the control that opened it.
 */
import { describe, expect, it } from 'vitest';
import { browserPath, shopHarness } from './shop-harness';

describe.skipIf(!browserPath)('example storefront in Chromium: the cart drawer by keyboard', () => {
  const h = shopHarness();

  /** Where focus is: inside the drawer, or the label (or text) of the focused control outside it. */
  const focus = () =>
    h.page.evaluate(() => {
      const active = document.activeElement;
      if (active?.closest('[data-testid="cart-drawer"]')) return 'in the drawer';
      return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? 'nothing';
    });

  it('takes focus when it opens, keeps Tab inside while open and gives focus back when it closes', async () => {
    await h.page.goto(`${h.shop.url}/`);
    await h.page.getByTestId('product-card').first().waitFor();
    const drawer = h.page.getByTestId('cart-drawer');
    expect(await drawer.getAttribute('aria-modal')).toBe('true');

    await h.page.getByTestId('cart-button').focus();
    await h.page.keyboard.press('Enter');
    await expect.poll(focus).toBe('in the drawer');
    // The empty cart has two controls (close, "Continue shopping"): going round them never leaves.
    for (let i = 0; i < 4; i++) {
      await h.page.keyboard.press('Tab');
      expect(await focus()).toBe('in the drawer');
    }
    for (let i = 0; i < 3; i++) {
      await h.page.keyboard.press('Shift+Tab');
      expect(await focus()).toBe('in the drawer');
    }
    await h.shot('50-drawer-keyboard');

    await h.page.keyboard.press('Escape');
    await expect.poll(() => drawer.getAttribute('aria-hidden')).toBe('true');
    await expect.poll(focus).toBe('Cart, 0 items');

    await h.page.keyboard.press('Enter');
    await expect.poll(focus).toBe('in the drawer');
    await h.page.getByRole('button', { name: 'Close cart' }).click();
    await expect.poll(focus).toBe('Cart, 0 items');
    expect(h.pageErrors).toEqual([]);
  });
});
