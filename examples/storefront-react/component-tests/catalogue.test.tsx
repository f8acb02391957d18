// The catalogue view, rendered in jsdom against the in-memory emulator (MSW): what the shopper sees,
// and what the platform was asked.
import { DEMO_FACTS } from '@storefront-kit/emulator';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Catalogue, PAGE_SIZE } from '../src/views/Catalogue';
import { emulator, renderShop } from './shop';

const PRODUCTS = '/stores-reader/v1/products/query-platformized';
const cards = () => screen.queryAllByTestId('product-card');

describe('Catalogue', () => {
  it('shows the first page of the demo catalogue, read by a visitor on the read-only host', async () => {
    renderShop(<Catalogue />);
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
    expect(screen.getByTestId('result-count').textContent).toBe(`${DEMO_FACTS.productCount} products`);
    expect(screen.getByTestId('page-indicator').textContent).toBe(`Page 1 of ${Math.ceil(DEMO_FACTS.productCount / PAGE_SIZE)}`);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Sale/ })).toBeTruthy());

    expect(emulator.requestLog({ path: PRODUCTS })).toMatchObject([{ method: 'GET', host: 'readOnly', auth: 'visitor', status: 200 }]);
    expect(emulator.requestLog({ path: '/oauth2/token' })).toMatchObject([{ method: 'POST', host: 'api', status: 200 }]);
    expect(emulator.requestLog().filter((entry) => entry.method !== 'GET' && entry.host === 'readOnly')).toEqual([]);
  });

  it('filters by a collection chip: only its products, the count the chip announced', async () => {
    renderShop(<Catalogue />);
    const sale = await screen.findByRole('button', { name: /^Sale/ });
    const announced = Number(sale.querySelector('.chip-count')?.textContent);
    expect(announced).toBeGreaterThan(0);
    fireEvent.click(sale);
    await waitFor(() => expect(screen.getByTestId('result-count').textContent).toBe(`${announced} products`));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sale');
    expect(cards()).toHaveLength(announced);
    // Every sale product is shown discounted: the old price struck through.
    for (const card of cards()) expect(within(card).getByTestId('price').querySelector('s')).not.toBeNull();
    expect(emulator.requestLog({ path: PRODUCTS })).toHaveLength(2);
  });

  it('says the shop failed on its side when the catalogue cannot be read, and recovers on "Try again"', async () => {
    emulator.addFault({ path: PRODUCTS, kind: 'status', status: 503 });
    renderShop(<Catalogue />, { retry: false });
    const alert = await screen.findByRole('alert');
    // Plain words for the shopper, never the call; the platform's request id stays as a reference for support.
    const [failed] = emulator.requestLog({ path: PRODUCTS });
    expect(alert.textContent).toContain('Something went wrong on our side');
    expect(within(alert).getByTestId('error-reference').textContent).toBe(`Reference: ${failed!.requestId}`);
    expect(alert.textContent).not.toMatch(/GET|stores-reader|System error/);
    expect(cards()).toHaveLength(0);

    emulator.clearFaults();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
    expect(emulator.requestLog({ path: PRODUCTS }).map((entry) => [entry.status, entry.fault])).toEqual([
      [503, 'status'],
      [200, undefined],
    ]);
  });

  it('a dropped connection is a network error to the shopper, not a crash', async () => {
    emulator.addFault({ path: PRODUCTS, kind: 'reset' });
    renderShop(<Catalogue />, { retry: false });
    expect((await screen.findByRole('alert')).textContent).toMatch(/network/i);
    expect(emulator.requestLog({ path: PRODUCTS })).toMatchObject([{ status: 0, fault: 'reset' }]);
  });

  it('a page number without the cursor that reached it starts at the first page, never "Page 99 of 3"', async () => {
    const pages = Math.ceil(DEMO_FACTS.productCount / PAGE_SIZE);
    window.history.replaceState(null, '', '/?page=99');
    renderShop(<Catalogue />);
    await waitFor(() => expect(screen.getByTestId('page-indicator').textContent).toBe(`Page 1 of ${pages}`));
    expect(cards()).toHaveLength(PAGE_SIZE);
  });

  it('a sort the shop does not offer, even one named like an object property, shows the featured order', async () => {
    for (const sort of ['toString', 'constructor', 'nonsense']) {
      window.history.replaceState(null, '', `/?sort=${sort}`);
      renderShop(<Catalogue />);
      await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
      expect(screen.queryByRole('alert')).toBeNull();
      expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('featured');
      cleanup();
    }
  });

  it('a cursor past the last page says nothing is there and links back to the first page', async () => {
    window.history.replaceState(null, '', '/?page=9&cursor=900');
    renderShop(<Catalogue />);
    const empty = await screen.findByTestId('no-results');
    expect(empty.textContent).toContain('Nothing here yet.');
    expect(screen.queryByText(/Page 9/)).toBeNull();
    fireEvent.click(within(empty).getByRole('link', { name: 'Back to the first page' }));
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
    expect(window.location.search).toBe('');
  });
});
