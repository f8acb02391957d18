/**
 * The current cart V2 (`/ecom/v2/carts/current*`): its 18 calls for the visitor or member of the access
 * token. V1 and V2 current carts are ONE cart: every V2 call reads and changes the record the V1 calls
 * use (through the same `CartStore`, so the same validation, merging, revision and `wix.ecom.v1.cart_*`
 * events), and answers its V2 view (`./view`). Answers the captures do not confirm: `./errors`.
 */
import {
  addCouponRequestSchema,
  addGiftCardRequestSchema,
  addLineItemsRequestSchema,
  calculateRequestSchema,
  createCurrentCartRequestSchema,
  estimateRequestSchema,
  getCheckoutUrlRequestSchema,
  markCartAsCompletedRequestSchema,
  placeOrderRequestSchema,
  removeCouponByIdRequestSchema,
  removeGiftCardRequestSchema,
  removeLineItemsRequestSchema,
  setDeliveryMethodRequestSchema,
  updateCurrentCartRequestSchema,
  updateFormSubmissionsRequestSchema,
  updateLineItemsRequestSchema,
} from '@storefront-kit/wire/cart-v2/schemas';
import type { CreateCheckoutRequest } from '@storefront-kit/wire/cart';
import type { AddLineItemsRequest, CreateCurrentCartRequest } from '@storefront-kit/wire/cart-v2';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { EmulatorContext } from '../../context';
import type { Principal } from '../../core/principal';
import { identityState } from '../../identity/state';
import type { StoredRedirectSession } from '../../redirects/sessions';
import { couponToApply, findCoupon } from '../coupons';
import { planLines } from '../plan-lines';
import { buyerOf, type CartOwner, type CartRecord, type LineRecord, ownerKey, ownerOf } from '../records';
import { quoteShipping } from '../shipping';
import type { CartStore } from '../store';
import { toWireJson } from '../wire';
import * as V2 from './errors';
import { setExtras } from './extras';
import { cartInfoOf, catalogLineOf, customLineOf } from './inputs';
import { summaryOf } from './summary';
import { cartV2Of } from './view';

const CARTS = '/ecom/v2/carts';
const CURRENT = `${CARTS}/current`;
const BY_ID = `${CARTS}/:cartId`;

/** The shopper of a request and the cart owner it stands for (401 for anyone else). */
export type Shopper = { principal: Principal; owner: CartOwner };

/** The V1 inputs of V2 items, checked against `current` lines first, so that errors name the V2 fields. */
function linesOf(ctx: EmulatorContext, current: readonly LineRecord[], body: AddLineItemsRequest) {
  const lineItems = (body.catalogItems ?? []).map(catalogLineOf);
  const customLineItems = (body.customItems ?? []).map(customLineOf);
  planLines(current, lineItems, customLineItems, { field: 'catalogItems' }, { catalogue: ctx.services.catalogue, newId: () => ctx.newId() });
  return { lineItems, customLineItems };
}

/** The seeded coupon for `code`, or the V2 coupon errors. */
function couponFor(code: string, now: number) {
  try {
    return couponToApply(code, now);
  } catch {
    throw findCoupon(code) ? V2.invalidCouponStatus(code) : V2.invalidCouponCode(code);
  }
}

/** The selected shipping option for a delivery method the cart's address is offered, else a 400. */
function shippingOptionFor(record: CartRecord | undefined, method: { code: string; appId?: string | undefined }, now: number) {
  const quote = quoteShipping(record?.info.contactInfo?.address, 0, now).options.find((option) => option.code === method.code);
  if (!quote) throw V2.deliveryMethodNotFound(method.code);
  return { code: quote.code, carrierId: method.appId ?? quote.carrierId };
}

/**
 * `POST current` and `POST /ecom/v2/carts`: a new cart with its items, cart fields, coupon and delivery
 * method, for `owner` (the shopper's current cart, or a standalone one).
 * UNCONFIRMED: when the shopper already has a current cart, `POST current` replaces it (deleted, then
 * created anew), as "create" reads; the platform may instead refuse or keep it. Everything is checked
 * before the old cart goes: gift cards (none exist), the coupon, the items against the catalogue, the
 * delivery method.
 */
function createCart(ctx: EmulatorContext, store: CartStore, { principal, owner }: Shopper, body: CreateCurrentCartRequest): CartRecord {
  const now = ctx.now();
  if (body.giftCards?.length) throw V2.invalidGiftCardCode();
  const coupon = body.coupons?.[0] && couponFor(body.coupons[0].code, now);
  const existing = store.find(owner);
  const lines = linesOf(ctx, [], body);
  const deliveryMethod = body.deliveryMethod && shippingOptionFor(undefined, body.deliveryMethod, now);
  if (existing) store.delete(owner, principal);
  const record = store.add(owner, lines, principal);
  const { cartInfo, extras } = cartInfoOf(body.cart ?? {}, record.info);
  setExtras(record, extras);
  if (deliveryMethod) cartInfo.selectedShippingOption = deliveryMethod;
  if (Object.keys(cartInfo).length > 0 || coupon) store.update(owner, { cartInfo, ...(coupon ? { couponCode: coupon.code } : {}) }, principal);
  return record;
}

/**
 * What the route groups share: the app, the emulator, the store, how to answer, and where the routes
 * are (`base`) with whose cart they act on (`shopperOf`: the caller's current cart, or a cart by id).
 */
function routeKit(app: Hono, ctx: EmulatorContext, store: CartStore, base: string, shopperOf: (c: Context) => Shopper) {
  const answer = (c: Context, body: unknown) => c.body(toWireJson(body), 200, { 'content-type': 'application/json; charset=UTF-8' });
  const cartAnswer = (c: Context, record: CartRecord) => answer(c, { cart: cartV2Of(store.price(record), ctx.now()) });
  /** A POST route that changes the shopper's existing cart with `apply` and answers `{ cart }`. */
  const change = <T>(path: string, schema: z.ZodType<T>, apply: (shopper: Shopper, body: T, record: CartRecord) => CartRecord) =>
    app.post(`${base}${path}`, async (c) => {
      const shopper = shopperOf(c);
      const body = await ctx.parseBody(c, schema);
      return cartAnswer(c, apply(shopper, body, store.require(shopper.owner)));
    });
  return { app, ctx, store, base, shopperOf, answer, cartAnswer, change };
}

type RouteKit = ReturnType<typeof routeKit>;

/** The cart itself: read, update, delete, refresh, the totals and the upsell options. */
function registerCartRoutes({ app, ctx, store, base, shopperOf, answer, cartAnswer, change }: RouteKit): void {
  app.get(base, (c) => cartAnswer(c, store.require(shopperOf(c).owner)));
  app.patch(base, async (c) => {
    const shopper = shopperOf(c);
    const { cart } = await ctx.parseBody(c, updateCurrentCartRequestSchema);
    const record = store.require(shopper.owner);
    const { cartInfo, extras } = cartInfoOf(cart, record.info);
    setExtras(record, extras);
    return cartAnswer(c, store.update(shopper.owner, { cartInfo }, shopper.principal));
  });
  app.delete(base, (c) => {
    const { owner, principal } = shopperOf(c);
    store.delete(owner, principal);
    return answer(c, {});
  });
  // Prices and stock are read from the catalogue on every read: a refresh changes nothing.
  change('/refresh', calculateRequestSchema, (_shopper, _body, record) => record);
  for (const path of ['/calculate', '/estimate'] as const) {
    app.post(`${base}${path}`, async (c) => {
      const { owner } = shopperOf(c);
      const body = await ctx.parseBody(c, estimateRequestSchema);
      const priced = store.price(store.require(owner));
      return answer(c, { cart: cartV2Of(priced, ctx.now()), summary: summaryOf(priced, path === '/estimate' ? body : {}, ctx.now(), ctx.newId()) });
    });
  }
  app.get(`${base}/upsell-options`, (c) => {
    const record = store.require(shopperOf(c).owner);
    return answer(c, { itemsUpsells: record.lines.map((line) => ({ lineItemId: line.id, upsells: [] })) });
  });
  // Forms are not modelled: the submissions are accepted and the cart gets a new revision.
  change('/update-forms-submission', updateFormSubmissionsRequestSchema, ({ owner, principal }) => store.update(owner, {}, principal));
}

/** The lines of the cart: add, remove, new quantities. */
function registerLineRoutes({ app, ctx, store, base, shopperOf, cartAnswer, change }: RouteKit): void {
  app.post(`${base}/add-line-items`, async (c) => {
    const shopper = shopperOf(c);
    const body = await ctx.parseBody(c, addLineItemsRequestSchema);
    return cartAnswer(c, store.add(shopper.owner, linesOf(ctx, store.find(shopper.owner)?.lines ?? [], body), shopper.principal));
  });
  change('/remove-line-items', removeLineItemsRequestSchema, ({ owner, principal }, { lineItemIds }, record) => {
    const missing = lineItemIds.filter((id) => !record.lines.some((line) => line.id === id));
    if (missing.length > 0) throw V2.lineItemNotFoundInCart(missing);
    return store.removeLines(owner, lineItemIds, principal);
  });
  change('/update-line-items', updateLineItemsRequestSchema, ({ owner, principal }, { lineItems }, record) => {
    const current = new Map(record.lines.map((line) => [line.id, line.quantity]));
    const missing = lineItems.map((update) => update.lineItemId).filter((id) => !current.has(id));
    if (missing.length > 0) throw V2.lineItemNotFoundInCart(missing);
    // An entry without a new quantity (a membership payment only) keeps the line's quantity.
    const quantities = lineItems.map(({ lineItemId, quantity }) => ({ id: lineItemId, quantity: quantity?.newQuantity ?? current.get(lineItemId) ?? 0 }));
    return store.updateQuantities(owner, quantities, principal);
  });
}

/** Coupons, the delivery method and gift cards. */
function registerDiscountAndDeliveryRoutes({ ctx, store, change }: RouteKit): void {
  change('/add-coupon', addCouponRequestSchema, ({ owner, principal }, { coupon }, record) => {
    if (record.coupon) throw findCoupon(coupon.code)?.code === record.coupon.code ? V2.couponAlreadyExists(record.coupon.code) : V2.maxCouponsExceeded();
    return store.update(owner, { couponCode: couponFor(coupon.code, ctx.now()).code }, principal);
  });
  change('/remove-coupon', removeCouponByIdRequestSchema, ({ owner, principal }, { couponId }, record) => {
    const applied = record.coupon && findCoupon(record.coupon.code);
    if (!applied || applied.id !== couponId) throw V2.couponNotFoundInCart(couponId);
    return store.removeCoupon(owner, principal);
  });
  change('/set-delivery-method', setDeliveryMethodRequestSchema, ({ owner, principal }, { deliveryMethod }, record) =>
    store.update(owner, { cartInfo: { selectedShippingOption: shippingOptionFor(record, deliveryMethod, ctx.now()) } }, principal),
  );
  change('/remove-delivery-method', z.object({}), ({ owner, principal }) => store.update(owner, { cartFieldmask: 'selectedShippingOption' }, principal));
  change('/add-gift-card', addGiftCardRequestSchema, () => {
    throw V2.invalidGiftCardCode();
  });
  change('/remove-gift-card', removeGiftCardRequestSchema, (_shopper, { giftCardId }) => {
    throw V2.giftCardNotFoundInCart(giftCardId);
  });
}

/**
 * The caller's cart by id (`/ecom/v2/carts/{cartId}…`): a merchant (API key) reaches any cart, a visitor
 * or member only their own: their current cart, or one they made with `POST /ecom/v2/carts`; any other
 * id is 404 `CART_NOT_FOUND`.
 */
function cartById(ctx: EmulatorContext, store: CartStore, shopperOf: (c: Context) => Shopper, c: Context): Shopper {
  const principal = ctx.requirePrincipal(c);
  const record = store.all().find((candidate) => candidate.id === c.req.param('cartId'));
  const buyer = record && buyerOf(record.owner);
  const own = principal.kind === 'merchant' || (buyer !== undefined && ownerKey(buyer) === ownerKey(shopperOf(c).owner));
  if (!record || !own) throw V2.cartNotFound(c.req.param('cartId') ?? '');
  if (record.completed && c.req.method !== 'GET' && c.req.method !== 'DELETE') throw V2.cartAlreadyOrdered(record.id);
  return { principal, owner: record.owner };
}

/** Opens a checkout of a cart (as V1 `create-checkout`, by `principal`); answers its id. */
export type OpenCheckout = (record: CartRecord, body: CreateCheckoutRequest, principal: Principal) => string;

/** Who a checkout page's redirect session stands for: the shopper, or for a merchant's call the cart's owner. */
function checkoutSessionPrincipal({ principal, owner }: Shopper): StoredRedirectSession['principal'] {
  if (principal.kind !== 'merchant') return principal;
  const buyer = buyerOf(owner);
  return buyer?.kind === 'member'
    ? { kind: 'member', visitorId: buyer.visitorId ?? '', memberId: buyer.memberId, accessToken: '' }
    : { kind: 'visitor', visitorId: buyer?.visitorId ?? '', accessToken: '' };
}

/**
 * `POST /ecom/v2/carts/{cartId}/get-checkout-url` → `{checkoutUrl}`: a checkout of the cart (as V1
 * `create-checkout`; an empty cart is refused the same way) and the emulator's hosted checkout page for
 * it, where the order is placed. UNCONFIRMED: the platform answers its site's checkout page, and whether
 * `currencyCode` changes what it shows (here the store's currency).
 */
function registerCheckoutUrl({ app, ctx, store, base, shopperOf, answer }: RouteKit, openCheckout: OpenCheckout): void {
  app.post(`${base}/get-checkout-url`, async (c) => {
    const shopper = shopperOf(c);
    await ctx.parseBody(c, getCheckoutUrlRequestSchema);
    const checkoutId = openCheckout(store.require(shopper.owner), {}, shopper.principal);
    const session = identityState(ctx).redirects.create({
      id: ctx.newId(),
      intent: 'ecomCheckout',
      request: { ecomCheckout: { checkoutId } },
      principal: checkoutSessionPrincipal(shopper),
      baseUrl: ctx.url,
    });
    return answer(c, { checkoutUrl: session.wire.fullUrl });
  });
}

/** Places the order of a cart at once, as its hosted checkout's "Place order" does (by `principal`); answers the order id. */
export type PlaceOrder = (record: CartRecord, principal: Principal) => string;

/**
 * `POST /ecom/v2/carts/{cartId}/place-order` → `{orderId, completed: true}`: the emulator's one way to
 * an order, a checkout of the cart opened and completed as on the hosted checkout page (an empty cart is
 * refused as there; the cart is deleted). No payment is taken, so `paymentGatewayOrderId` is absent (the
 * typings: "omitted when no charge occurs"). UNCONFIRMED: the cart goes, as after the hosted checkout,
 * so a second call is 404 `CART_NOT_FOUND` (the platform may keep the cart, `orderPlaced: true`, and
 * answer `CART_ALREADY_ORDERED`); `priceVerificationToken` is accepted unchecked (the emulator's prices
 * are read at every call).
 */
function registerPlaceOrder({ app, ctx, store, base, shopperOf, answer }: RouteKit, placeOrder: PlaceOrder): void {
  app.post(`${base}/place-order`, async (c) => {
    const shopper = shopperOf(c);
    await ctx.parseBody(c, placeOrderRequestSchema);
    return answer(c, { orderId: placeOrder(store.require(shopper.owner), shopper.principal), completed: true });
  });
}

/**
 * `POST /ecom/v2/carts/{cartId}/mark-cart-as-completed` `{orderId?}` → `{cart}` with `orderPlaced: true`
 * and the `orderId`: the cart stops being its shopper's current cart and stays readable by id.
 * UNCONFIRMED: that it stays (readable, deletable) rather than going as after a checkout, and that every
 * other call on it answers 400 `CART_ALREADY_ORDERED` (`cartById`), this one included.
 */
function registerMarkAsCompleted({ store, change }: RouteKit): void {
  change('/mark-cart-as-completed', markCartAsCompletedRequestSchema, ({ principal }, { orderId }, record) => store.markCompleted(record, orderId, principal));
}

/** The checkout calls of the cart module that cart V2 uses. */
export interface CartV2Checkout {
  open: OpenCheckout;
  placeOrder: PlaceOrder;
}

/** Registers the current cart V2's routes, and the same calls by cart id, on the store the V1 routes use. */
export function registerCartV2Routes(app: Hono, ctx: EmulatorContext, store: CartStore, shopperOf: (c: Context) => Shopper, checkout: CartV2Checkout): void {
  const current = routeKit(app, ctx, store, CURRENT, shopperOf);
  app.post(CURRENT, async (c) => {
    const shopper = shopperOf(c);
    return current.cartAnswer(c, createCart(ctx, store, shopper, await ctx.parseBody(c, createCurrentCartRequestSchema)));
  });
  // UNCONFIRMED: a cart made by id is nobody's current cart; a shopper's is theirs by id (`source.createdBy`).
  app.post(CARTS, async (c) => {
    const principal = ctx.requirePrincipal(c);
    const owner: CartOwner = { kind: 'standalone', cartId: ctx.newId(), ...(principal.kind !== 'merchant' ? { buyer: ownerOf(principal) } : {}) };
    const record = createCart(ctx, store, { principal, owner }, await ctx.parseBody(c, createCurrentCartRequestSchema));
    return current.cartAnswer(c, record);
  });
  // Before the routes by id: `handle-async-checkout-completion` is not a cart id either.
  app.get(`${CARTS}/handle-async-checkout-completion`, (c) => {
    throw V2.checkoutCompletionTokenRefused(c.req.query('token'));
  });
  // The current cart's routes first: `current` is not a cart id.
  const byId = routeKit(app, ctx, store, BY_ID, (c) => cartById(ctx, store, shopperOf, c));
  for (const kit of [current, byId]) {
    registerCartRoutes(kit);
    registerLineRoutes(kit);
    registerDiscountAndDeliveryRoutes(kit);
  }
  registerCheckoutUrl(byId, checkout.open);
  registerPlaceOrder(byId, checkout.placeOrder);
  registerMarkAsCompleted(byId);
}
