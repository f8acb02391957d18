// Adding to the cart from the product page, rendered in jsdom against the in-memory emulator (MSW):
// the drawer the shopper sees, and the platform's record of the write.
import { DEMO_FACTS, demoProductId } from '@storefront-kit/emulator';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartDrawer } from '../src/components/CartDrawer';
import { ProductPage } from '../src/views/ProductPage';
import { emulator, renderShop } from './shop';

const ADD = '/ecom/v1/carts/current/add-to-cart';
const TOTE = DEMO_FACTS.simpleProductSlug; // Canvas Tote, $22, no options

function renderProduct() {
  renderShop(
    <>
      <ProductPage slug={TOTE} />
      <CartDrawer />
    </>,
  );
}

describe('Add to cart', () => {
  it('puts the product in the drawer, confirmed by the platform', async () => {
    renderProduct();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Canvas Tote');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect((await screen.findByText('Canvas Tote added to your cart')).closest('[role="status"]')).not.toBeNull();
    const drawer = screen.getByTestId('cart-drawer');
    expect(drawer.getAttribute('aria-hidden')).toBe('false');
    const line = within(drawer).getByTestId('cart-line');
    expect(line.textContent).toContain('Canvas Tote');
    expect(within(line).getByTestId('line-quantity').textContent).toBe('1');
    expect(within(line).getByTestId('line-total').textContent).toContain('$22.00');
    expect(within(drawer).getByTestId('cart-count-label').textContent).toBe('1 item');

    const [add] = emulator.requestLog({ path: ADD });
    expect(add).toMatchObject({ method: 'POST', host: 'api', auth: 'visitor', status: 200 });
    expect(add!.body).toMatchObject({ lineItems: [{ quantity: 1, catalogReference: { catalogItemId: demoProductId(TOTE) } }] });
  });

  it('rolls the line back when the connection drops before the platform wrote it', async () => {
    emulator.addFault({ path: ADD, kind: 'reset' });
    renderProduct();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const drawer = screen.getByTestId('cart-drawer');
    await waitFor(() => expect(emulator.requestLog({ path: ADD })).toMatchObject([{ status: 0, fault: 'reset' }]));
    await waitFor(() => expect(within(drawer).queryAllByTestId('cart-line')).toHaveLength(0));
    expect(within(drawer).getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.queryByText('Canvas Tote added to your cart')).toBeNull();
  });
});
