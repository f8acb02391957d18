/**
 * The current cart (`/ecom/v1/carts/current*`): the nine calls of the platform's current-cart API for the
 * visitor or member of the access token, the checkout service for the hosted checkout page, and the
 * visitor-to-member cart hand-over on login. Rules: see the rest of `src/cart/` (coupons, shipping, tax, memberships).
 */
import {
  addToCartRequestSchema,
  createCheckoutRequestSchema,
  estimateTotalsRequestSchema,
  removeCouponRequestSchema,
  removeLineItemsRequestSchema,
  updateCartRequestSchema,
  updateLineItemsQuantityRequestSchema,
} from '@storefront-kit/wire/cart/schemas';
import type { Context, Hono } from 'hono';
import type { CreateCheckoutRequest, DescriptionLine } from '@storefront-kit/wire/cart';
import type { EmulatorContext, EmulatorModule } from '../context';
import { CheckoutBook, type CheckoutRecord, checkoutTotals } from './checkout';
import { emptyCart } from './errors';
import { estimateTotals } from './estimate';
import { formatAmount } from './money';
import { type CartRecord, ownerOf } from './records';
import { CartStore } from './store';
import type { PricedCart } from './view';
import { type OpenCheckout, type PlaceOrder, registerCartV2Routes } from './v2/routes';
import { toWireJson } from './wire';
import { writeIgnored } from '../http/request-state';

const BASE = '/ecom/v1/carts/current';

/** JSON with the wire's non-finite numbers: `NaN`, `Infinity`, `-Infinity` travel as strings. */
function wireJson(c: Context, body: unknown): Response {
  return c.body(toWireJson(body), 200, { 'content-type': 'application/json; charset=UTF-8' });
}

/** Creates the cart state of one emulator (exported for tests that drive the store directly). */
function createCartState(ctx: EmulatorContext): { store: CartStore; checkouts: CheckoutBook } {
  const store = new CartStore({
    now: () => ctx.now(),
    newId: () => ctx.newId(),
    catalogue: () => ctx.services.catalogue,
    baseUrl: ctx.url,
    emit: (event) => ctx.emit(event),
  });
  const checkouts = new CheckoutBook(
    () => ctx.newId(),
    (cartId) => {
      store.deleteCart(cartId);
    },
  );
  return { store, checkouts };
}

/** The shopper of a request (401 for merchants and anonymous callers) and the cart owner it stands for. */
function shopperOf(ctx: EmulatorContext, c: Context) {
  const principal = ctx.requireShopper(c);
  return { principal, owner: ownerOf(principal) };
}

/** The cart itself: read, update, delete, and the line and coupon calls. */
function registerCartRoutes(app: Hono, ctx: EmulatorContext, store: CartStore): void {
  app.get(BASE, (c) => {
    const { owner } = shopperOf(ctx, c);
    return wireJson(c, { cart: store.view(store.require(owner)) });
  });
  app.patch(BASE, async (c) => {
    const { principal, owner } = shopperOf(ctx, c);
    const body = await ctx.parseBody(c, updateCartRequestSchema);
    return wireJson(c, { cart: store.view(store.update(owner, body, principal)) });
  });
  app.delete(BASE, (c) => {
    const { principal, owner } = shopperOf(ctx, c);
    store.delete(owner, principal);
    return wireJson(c, {});
  });
  app.post(`${BASE}/add-to-cart`, async (c) => {
    const { principal, owner } = shopperOf(ctx, c);
    const body = await ctx.parseBody(c, addToCartRequestSchema);
    // An `ignored` fault: the add is not honoured, the answer is the cart as it was (an empty new one when there was none).
    const record = writeIgnored(c) ? (store.find(owner) ?? store.add(owner, { lineItems: [] }, principal)) : store.add(owner, body, principal);
    return wireJson(c, { cart: store.view(record) });
  });
  app.post(`${BASE}/remove-line-items`, async (c) => {
    const { principal, owner } = shopperOf(ctx, c);
    const body = await ctx.parseBody(c, removeLineItemsRequestSchema);
    return wireJson(c, { cart: store.view(store.removeLines(owner, body.lineItemIds, principal)) });
  });
  app.post(`${BASE}/update-line-items-quantity`, async (c) => {
    const { principal, owner } = shopperOf(ctx, c);
    const body = await ctx.parseBody(c, updateLineItemsQuantityRequestSchema);
    return wireJson(c, { cart: store.view(store.updateQuantities(owner, body.lineItems, principal)) });
  });
  app.post(`${BASE}/remove-coupon`, async (c) => {
    const { principal, owner } = shopperOf(ctx, c);
    await ctx.parseBody(c, removeCouponRequestSchema);
    return wireJson(c, { cart: store.view(store.removeCoupon(owner, principal)) });
  });
}

/** The checkout snapshot of a cart: its purchasable lines and the totals of an estimate for the checkout's addresses. */
function checkoutOf(record: CartRecord, priced: PricedCart, body: CreateCheckoutRequest, id: string, now: () => number): CheckoutRecord {
  const estimate = estimateTotals(
    priced,
    {
      ...(body.shippingAddress ? { shippingAddress: body.shippingAddress } : {}),
      ...(body.billingAddress ? { billingAddress: body.billingAddress } : {}),
      ...(body.selectedShippingOption ? { selectedShippingOption: body.selectedShippingOption } : {}),
    },
    now(),
  );
  return {
    id,
    cartId: record.id,
    channelType: body.channelType ?? 'WEB',
    ...(body.email !== undefined ? { email: body.email } : {}),
    request: body,
    currency: record.currency,
    lineItems: priced.lines
      .filter((line) => line.purchasable)
      .map((line) => ({
        name: line.item.productName?.original ?? '',
        ...optionsText(line.item.descriptionLines),
        quantity: line.record.quantity,
        price: formatAmount(line.unitCents),
        ...(line.item.image?.url !== undefined ? { imageUrl: line.item.image.url } : {}),
      })),
    subtotalCents: estimate.subtotalCents,
    totalCents: estimate.totalCents,
    totals: checkoutTotals(estimate.response),
    createdAt: now(),
  };
}

/** A line's chosen options as the checkout page shows them (`Size: M · Color: Red`), when it has any. */
function optionsText(lines: DescriptionLine[] | undefined): { options?: string } {
  const text = (lines ?? [])
    .map((d) => `${d.name?.original ?? ''}: ${d.plainText?.original ?? d.colorInfo?.original ?? ''}`)
    .filter((t) => t !== ': ')
    .join(' · ');
  return text ? { options: text } : {};
}

/** Opens checkouts of carts in `checkouts` (an empty cart cannot check out): V1 `create-checkout` and V2 `get-checkout-url`. */
function checkoutOpener(ctx: EmulatorContext, store: CartStore, checkouts: CheckoutBook): OpenCheckout {
  return (record, body, principal) => {
    if (record.lines.length === 0) throw emptyCart();
    const checkoutId = ctx.newId();
    checkouts.add(checkoutOf(record, store.price(record), body, checkoutId, () => ctx.now()));
    store.attachCheckout(record, checkoutId, principal);
    return checkoutId;
  };
}

/** Places the order of a cart at once (V2 `place-order`): a checkout opened and completed, as on the hosted checkout page. */
function orderPlacer(openCheckout: OpenCheckout, checkouts: CheckoutBook): PlaceOrder {
  return (record, principal) => {
    const checkoutId = openCheckout(record, {}, principal);
    const placed = checkouts.complete(checkoutId);
    if (!placed) throw new Error(`checkout ${checkoutId} was opened but is not in the book`);
    return placed.orderId;
  };
}

/** Estimate totals, and create a checkout. */
function registerCheckoutRoutes(app: Hono, ctx: EmulatorContext, store: CartStore, openCheckout: OpenCheckout): void {
  app.post(`${BASE}/estimate-totals`, async (c) => {
    const { owner } = shopperOf(ctx, c);
    const body = await ctx.parseBody(c, estimateTotalsRequestSchema);
    const record = store.require(owner);
    return wireJson(c, estimateTotals(store.price(record), body, ctx.now()).response);
  });
  app.post(`${BASE}/create-checkout`, async (c) => {
    const { principal, owner } = shopperOf(ctx, c);
    const body = await ctx.parseBody(c, createCheckoutRequestSchema);
    return wireJson(c, { checkoutId: openCheckout(store.require(owner), body, principal) });
  });
}

/** Registers the current-cart routes, the checkout service, and the reset and login hooks. */
export const cartModule: EmulatorModule = (app, ctx) => {
  const { store, checkouts } = createCartState(ctx);
  ctx.services.carts = store; // the GraphQL cart mutations act on the same carts
  ctx.services.checkout = checkouts;
  ctx.onReset(() => {
    store.clear();
    checkouts.clear();
  });
  ctx.onMemberLogin((visitorId, memberId) => store.transfer(visitorId, memberId));
  registerCartRoutes(app, ctx, store);
  const openCheckout = checkoutOpener(ctx, store, checkouts);
  registerCheckoutRoutes(app, ctx, store, openCheckout);
  const checkout = { open: openCheckout, placeOrder: orderPlacer(openCheckout, checkouts) };
  registerCartV2Routes(app, ctx, store, (c) => shopperOf(ctx, c), checkout); // one cart: V2 reads and changes the V1 records
};
