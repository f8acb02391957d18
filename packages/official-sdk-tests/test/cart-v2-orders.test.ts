// The official SDK's cart V2 module, unmodified, against the emulator: carts made by id (`createCart`),
// orders placed from a cart (`placeOrder`), carts marked as completed (`markCartAsCompleted`), and the
// asynchronous checkout completion the emulator never needs (facts §6.2).
import { describe, expect, it } from 'vitest';
import { cartV2, currentCart, currentCartV2 } from '@wix/ecom';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { catalogItem } from './cart-v2-setup';
import { emulator, PLAIN_PRODUCT_SLUG, useEmulatorForOfficialSdk } from './official-sdk-setup';

useEmulatorForOfficialSdk();

const visitorClient = () => createClient({ modules: { cartV2, currentCartV2, currentCart }, auth: OAuthStrategy({ clientId: emulator.clientId }) });
const merchantClient = () => createClient({ modules: { cartV2 }, auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: emulator.siteId }) });
const code = (error: unknown) => (error as { details?: { applicationError?: { code?: string } } }).details?.applicationError?.code;
const failure = (promise: Promise<unknown>) => promise.then(() => 'resolved', code);
const heldCartIds = async () => ((await (await fetch(`${emulator.url}/__emulator/carts`)).json()) as { carts: { id: string }[] }).carts.map((cart) => cart.id);

describe('the official cartV2 module: carts by id and orders', () => {
  it("creates a cart that is nobody's current cart with createCart (facts §6.2 POST /ecom/v2/carts)", async () => {
    const merchant = merchantClient();
    const made = await merchant.cartV2.createCart({ cart: { note: 'phone order' }, catalogItems: [catalogItem(PLAIN_PRODUCT_SLUG, 2)] });
    expect(made).toMatchObject({ note: 'phone order', currentCart: false, orderPlaced: false });
    expect(made.lineItems!.map((line) => line.quantityInfo?.requestedQuantity)).toEqual([2]);
    const [call] = emulator.requestLog({ path: '/ecom/v2/carts' });
    expect([call?.method, call?.status]).toEqual(['POST', 200]);
    expect((await merchant.cartV2.getCart(made._id!))._id).toBe(made._id);
    // A visitor does not reach a merchant's cart.
    expect(await failure(visitorClient().cartV2.getCart(made._id!))).toBe('CART_NOT_FOUND');

    // A visitor's cart made by id is theirs by id, and leaves their current cart alone.
    const visitor = visitorClient();
    const { cart: current } = await visitor.currentCartV2.addLineItemsToCurrentCart({ catalogItems: [catalogItem(PLAIN_PRODUCT_SLUG)] });
    const own = await visitor.cartV2.createCart({ catalogItems: [catalogItem(PLAIN_PRODUCT_SLUG, 3)] });
    expect(own._id).not.toBe(current?._id);
    expect([own.currentCart, own.source?.createdBy?.visitorId]).toEqual([false, current?.customerInfo?.visitorId]);
    expect((await visitor.cartV2.getCart(own._id!)).lineItems).toHaveLength(1);
    expect((await visitor.currentCartV2.getCurrentCart()).cart?._id).toBe(current?._id);
    expect(await failure(visitorClient().cartV2.getCart(own._id!))).toBe('CART_NOT_FOUND');
  });

  it('places the order of a cart with placeOrder, as the hosted checkout\'s "Place order" does (facts §6.2 place-order)', async () => {
    const visitor = visitorClient();
    const { cart } = await visitor.currentCartV2.addLineItemsToCurrentCart({ catalogItems: [catalogItem(PLAIN_PRODUCT_SLUG, 2)] });
    const cartId = cart!._id!;
    const { summary } = await visitor.cartV2.calculateCart(cartId);
    const placed = await visitor.cartV2.placeOrder(cartId, { priceVerificationToken: summary?.priceVerificationToken ?? undefined, savePaymentMethod: false });
    expect(placed).toEqual({ orderId: expect.any(String), completed: true });
    const [call] = emulator.requestLog({ path: `/ecom/v2/carts/${cartId}/place-order` });
    expect([call?.method, call?.status, call?.body]).toMatchObject(['POST', 200, { cartId, savePaymentMethod: false }]);
    // The order took the cart: the shopper has no current cart (V1 or V2), and the cart id is gone.
    expect(await heldCartIds()).not.toContain(cartId);
    expect(await failure(visitor.currentCart.getCurrentCart())).toBe('OWNED_CART_NOT_FOUND');
    expect(await failure(visitor.cartV2.placeOrder(cartId))).toBe('CART_NOT_FOUND');

    // An empty cart has no order to place; another visitor cannot place this visitor's order; the merchant can.
    const other = visitorClient();
    const empty = await other.cartV2.createCart({});
    expect(await failure(other.cartV2.placeOrder(empty._id!))).toBe('EMPTY_CART');
    const { cart: next } = await visitor.currentCartV2.addLineItemsToCurrentCart({ catalogItems: [catalogItem(PLAIN_PRODUCT_SLUG)] });
    expect(await failure(other.cartV2.placeOrder(next!._id!))).toBe('CART_NOT_FOUND');
    const byMerchant = await merchantClient().cartV2.placeOrder(next!._id!);
    expect(byMerchant.orderId).not.toBe(placed.orderId);
    expect(await heldCartIds()).not.toContain(next!._id);
  });

  it('marks a cart as completed with markCartAsCompleted: no longer current, orderPlaced, writes refused (facts §6.2 mark-cart-as-completed)', async () => {
    const visitor = visitorClient();
    const { cart } = await visitor.currentCartV2.addLineItemsToCurrentCart({ catalogItems: [catalogItem(PLAIN_PRODUCT_SLUG)] });
    const cartId = cart!._id!;
    const orderId = '5b0c3c9e-8d1f-4d8a-9a57-6f2f0c1e2a11';
    expect(await failure(visitorClient().cartV2.markCartAsCompleted(cartId, { orderId }))).toBe('CART_NOT_FOUND');
    const { cart: completed } = await visitor.cartV2.markCartAsCompleted(cartId, { orderId });
    expect(completed).toMatchObject({ _id: cartId, orderPlaced: true, orderId, currentCart: false });
    const call = emulator.requestLog({ path: `/ecom/v2/carts/${cartId}/mark-cart-as-completed` }).at(-1);
    expect([call?.method, call?.status, call?.body]).toEqual(['POST', 200, { cartId, orderId }]);

    // Still read by id, by its shopper and the merchant; no longer the shopper's current cart.
    expect(await visitor.cartV2.getCart(cartId)).toMatchObject({ orderPlaced: true, orderId });
    expect((await merchantClient().cartV2.getCart(cartId)).orderPlaced).toBe(true);
    expect(await failure(visitor.currentCartV2.getCurrentCart())).toBe('OWNED_CART_NOT_FOUND');
    // An ordered cart changes no more, and has no second order.
    expect(await failure(visitor.cartV2.addLineItems(cartId, { catalogItems: [catalogItem(PLAIN_PRODUCT_SLUG)] }))).toBe('CART_ALREADY_ORDERED');
    expect(await failure(visitor.cartV2.updateCart(cartId, { note: 'late' }))).toBe('CART_ALREADY_ORDERED');
    expect(await failure(visitor.cartV2.placeOrder(cartId))).toBe('CART_ALREADY_ORDERED');
    expect(await failure(visitor.cartV2.markCartAsCompleted(cartId))).toBe('CART_ALREADY_ORDERED');
    // The shopper's next add starts a new current cart.
    const { cart: next } = await visitor.currentCartV2.addLineItemsToCurrentCart({ catalogItems: [catalogItem(PLAIN_PRODUCT_SLUG)] });
    expect(next?._id).not.toBe(cartId);
  });

  it('refuses handleAsyncCheckoutCompletion tokens: the emulator takes no asynchronous payments (facts §6.2 handle-async-checkout-completion)', async () => {
    const refusal = (await visitorClient()
      .cartV2.handleAsyncCheckoutCompletion('eyJhbGciOiJub25lIn0.e30.')
      .catch((error: unknown) => error)) as { details?: { validationError?: { fieldViolations?: { field?: string }[] } } };
    expect(refusal.details?.validationError?.fieldViolations?.[0]?.field).toBe('token');
    const call = emulator.requestLog({ path: '/ecom/v2/carts/handle-async-checkout-completion' }).at(-1);
    expect([call?.method, call?.status]).toEqual(['GET', 400]);
  });
});
