/**
 * Steps of the shopping walk that the V1 walk (e2e.test.ts) and the V3 walk (e2e-v3.test.ts) share:
 * the same shop must show the same things on either catalogue.
 */
import { expect } from 'vitest';
import type { Page } from '@storefront-kit/test-utils';

const cardsOf = (page: Page) => page.getByTestId('product-card');
const namesOf = (page: Page) => cardsOf(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));

/** The first page of the catalogue: 12 cards of 30 products, page 1 of 3. */
export async function expectFirstPage(page: Page): Promise<void> {
  await expect.poll(() => cardsOf(page).count()).toBe(12);
  await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('30 products');
  expect(await page.getByTestId('page-indicator').textContent()).toBe('Page 1 of 3');
}

/**
 * Apparel by price (high to low), then Sale by price (low to high): sorted by the price the shopper
 * sees (the sale price). By list price the sale order would be Throw Blanket 65, Sunglasses 70,
 * Summer Dress 80, Denim Jacket 120.
 */
export async function walkCategoriesAndSort(page: Page, shot: (name: string) => Promise<unknown>, shotName: string): Promise<void> {
  const cards = cardsOf(page);
  await page.getByRole('button', { name: /^Apparel/ }).click();
  await expect.poll(() => page.getByTestId('result-count').textContent()).toBe('11 products');
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect.poll(() => cards.first().getAttribute('aria-label')).toBe('Denim Jacket');
  expect(await cards.first().getByTestId('price').textContent()).toBe('$100.00$120.00'); // discounted, was
  expect(new URL(page.url()).search).toBe('?collection=apparel&sort=price-desc');
  await shot(shotName);
  await page.getByRole('button', { name: /^Sale/ }).click();
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect.poll(() => namesOf(page)).toEqual(['Throw Blanket', 'Summer Dress', 'Sunglasses', 'Denim Jacket']);
  expect(await cards.getByTestId('price').allTextContents()).toEqual(['$50.00$65.00', '$60.00$80.00', '$63.00$70.00', '$100.00$120.00']);
}

/** On the Classic Tee's page: nothing can be added before both options are chosen; XL costs more; M Red is in stock. */
export async function chooseTeeMRed(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Classic Tee' }).waitFor();
  expect(await page.getByTestId('availability').textContent()).toBe('Select Size and Color');
  expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Size XL', exact: true }).click();
  await page.getByRole('button', { name: 'Color Red', exact: true }).click();
  await expect.poll(() => page.getByTestId('availability').textContent()).toMatch(/^In stock/);
  expect(await page.locator('.product-price').textContent()).toBe('$27.00'); // the XL variant's price
  await page.getByRole('button', { name: 'Size M', exact: true }).click();
  await expect.poll(() => page.locator('.product-price').textContent()).toBe('$25.00');
  await expect.poll(() => page.getByTestId('availability').textContent()).toMatch(/^In stock/);
}

/** "Add to cart": the drawer opens with the line at once, its options under the name. */
export async function addAndSeeTheLine(page: Page) {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByTestId('cart-drawer');
  const line = drawer.getByTestId('cart-line');
  await expect.poll(() => line.count()).toBe(1);
  await expect.poll(() => page.getByTestId('cart-badge').textContent()).toBe('1');
  await expect.poll(() => line.first().getByTestId('line-total').textContent()).toBe('$25.00');
  expect(await line.first().textContent()).toContain('Size: M');
  return { drawer, line };
}
