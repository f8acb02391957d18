/**
 * `createCartStore`: the cart state a UI binds to (`subscribe` / `getSnapshot`, ready for
 * `useSyncExternalStore`), with optimistic updates, a serialized mutation queue, stale-answer guards
 * and rollback to the server's truth. The factory wires the parts (the view, `./view`; the queue, the
 * stale-answer guard and how an operation runs, `./operations`) and binds the actions, below: each
 * checks its input once, when called (a `ValidationError` queues nothing), then queues the request,
 * sent unchecked, with the change it makes in the view meanwhile. The public shapes are in `./types`.
 */
import { invalid, type RequestClient, requireId, requireList } from '@storefront-kit/http-core';
import { MAX_LINE_ITEM_QUANTITY, MAX_LINE_ITEMS_PER_REQUEST } from '@storefront-kit/wire/cart';
import { type CheckoutRedirect, type CheckoutRedirectInput, createCheckoutRedirect } from '../checkout';
import { isNoCartError } from '../no-cart';
import { cartReceipt, type CartReceiptLine } from '../receipt';
import { code, quantity } from '../validate';
import {
  accept,
  attempt,
  createMutationQueue,
  createStaleGuard,
  followOwner,
  notTheKnown,
  read,
  refresh,
  run,
  sendingForQueuedOwner,
  type StoreContext,
  write,
} from './operations';
import { registerStore } from './tabs';
import type { AddOptions, CartActionResult, CartAddResult, CartStore, CartStoreOptions } from './types';
import { cartV1 } from './v1';
import type { AnyCart, CartShapes, CartV1Shapes } from './version';
import { changeQuantity as changeLine, createCartView, createTempLines, removeLines } from './view';

/**
 * Creates a cart store over a client (visitor or member auth). It does not read the cart by itself:
 * call `refresh()` when the UI mounts.
 *
 * Which to use: {@link cartStoreOf} gives the one store of a client, shared by everything that uses
 * the cart of that client (React's `useCart` uses it too), so every change goes through one mutation
 * queue. `createCartStore` makes a separate store on purpose: a second queue and a second view of the
 * same cart, which only agree through the server. Use it for a client nothing else reads the cart
 * with (a script, a test, a worker), or when you manage the store's lifetime yourself (`dispose()`).
 *
 * Rules: mutations are queued and sent one at a time, in call order; each shows at once in
 * `snapshot.cart`. Every answer carries a sequence number: an answer older than the state already
 * applied, or a read overtaken by a write, is dropped (so is a cart with a lower `revision`, and any
 * answer to a request sent before the session changed owner; an operation queued before the change
 * and not yet sent is not sent and resolves `ERR_CART_OWNER_CHANGED`). When a mutation fails, its change
 * leaves the view: after a 4xx the server's cart is unchanged; after a network error, timeout, 5xx
 * or unreadable answer the store re-reads the cart, because the write may or may not have happened.
 * Lines are never dropped locally without the server's word. Both "no cart" answers of the platform
 * (see `isNoCartError`) read as `cart: null`.
 *
 * Over either cart: the V1 current cart by default, the current cart V2 with `{ cart: cartV2 }`
 * (`cartV2` from `@storefront-kit/ecom-cart/v2`; its snapshot holds V2 carts, `add` takes
 * `{ catalogItems, customItems }`, `estimate` resolves `{ cart, summary }`), with the same guarantees.
 *
 * @param client - a client with the visitor's or member's auth
 * @param options - `initialCart` from server rendering; `session` to follow the session's owner
 *   (sign-in, sign-out, expiry); `cart`: the cart API ({@link cartV1} by default)
 * @returns the store
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createCartStore, STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * const store = createCartStore(createClient());
 * await store.refresh();
 * store.add(
 *   { lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'product-id', appId: STORES_APP_ID } }] },
 *   { display: [{ productName: 'Linen shirt', price: '49.00' }] }, // shown until the server answers
 * );
 * store.getSnapshot().cart; // shows the new line at once
 * ```
 *
 * @group Stores
 */
export function createCartStore<S extends CartShapes = CartV1Shapes>(client: RequestClient, options: CartStoreOptions<S> = {}): CartStore<S> {
  const { session } = options;
  const { api } = (options.cart ?? cartV1) as unknown as { api: StoreContext['api'] };
  const view = createCartView(options.initialCart);
  const ctx: StoreContext = {
    client,
    api,
    session,
    view,
    guard: createStaleGuard(),
    queue: createMutationQueue(),
    lines: createTempLines(api),
    reading: undefined,
    disposed: false,
    runningFor: 0,
    checkedOut: false,
    confirmed: new Set(),
    stops: new Set(),
  };
  const unfollow = session ? followOwner(ctx, session) : undefined;
  const store: CartStore<CartShapes> = {
    subscribe: view.subscribe,
    getSnapshot: view.getSnapshot,
    refresh: () => refresh(ctx),
    add: (input, addOptions) => add(ctx, input, addOptions),
    remove: (lineItemIds) => remove(ctx, lineItemIds),
    setQuantity: (lineItemId, quantity) => setQuantity(ctx, lineItemId, quantity),
    changeQuantity: (lineItemId, delta) => changeQuantity(ctx, lineItemId, delta),
    applyCoupon: (code) => applyCoupon(ctx, code),
    removeCoupon: () => removeCoupon(ctx),
    estimate: (input) => estimate(ctx, input),
    checkout: (input) => checkout(ctx, input),
    dismissError() {
      view.state.error = null;
      view.emit();
    },
    dispose() {
      if (ctx.disposed) return;
      ctx.disposed = true;
      unfollow?.();
      for (const stop of ctx.stops) stop();
    },
  };
  registerStore(store, ctx);
  return store as CartStore<S>;
}

// ---- the actions ----

type Result<T> = Promise<CartActionResult<T>>;

function add(ctx: StoreContext, input: unknown, options: AddOptions = {}): Promise<CartAddResult<CartShapes>> {
  const { api } = ctx;
  return attempt(ctx, () => {
    api.checkAdd(input);
    const display = options.display ?? [];
    if (!Array.isArray(display)) invalid('display', 'must be a list');
    const requested = api.requested(input);
    const { tempId, link } = ctx.lines.forAdd(requested, api.requestedCustom(input));
    let receipt: CartReceiptLine[] = [];
    // The cart the add applies to: the queue runs one mutation at a time, so it is the last one confirmed.
    let before: AnyCart | null = null;
    const send = async () => {
      before = ctx.view.state.server;
      const cart = await api.add(ctx.client, input);
      link(cart, before);
      receipt = cartReceipt(requested, before, cart);
      return cart;
    };
    // When the answer is lost, the cart re-read after it shows what the add made.
    const sendAdd = write(ctx, send, (cart) => link(cart, before));
    // A receipt compares with the cart the add applies to: a store that does not know it yet waits for
    // its read in flight, or reads it first (a failed read leaves the add to go on without it).
    const addToKnownCart = async () => {
      if (!ctx.view.state.loaded) await (ctx.reading ?? read(ctx).catch(() => undefined));
      return sendAdd();
    };
    return run(ctx, addToKnownCart, (cart) => api.addLines(cart, input, tempId, display)).then((result) => (result.ok ? { ...result, receipt } : result));
  });
}

function remove(ctx: StoreContext, lineItemIds: string | readonly string[]): Result<AnyCart> {
  return attempt(ctx, () => {
    const given = typeof lineItemIds === 'string' ? [lineItemIds] : lineItemIds;
    requireList(given, 'lineItemIds', MAX_LINE_ITEMS_PER_REQUEST, requireId);
    const { serverId, viewId } = ctx.lines;
    return run(
      ctx,
      write(ctx, () => ctx.api.remove(ctx.client, [...new Set(given.map(serverId))])),
      (cart) => removeLines(cart, new Set(given.map(viewId))),
    );
  });
}

/** A quantity a change by a delta reaches, kept from 0 (the line goes) to `MAX_LINE_ITEM_QUANTITY`. */
const bounded = (value: number) => Math.min(Math.max(0, value), MAX_LINE_ITEM_QUANTITY);

/** Queues a quantity change: `current()` is the quantity sent (asked when it is sent), `next` the one shown. */
const setLine = (ctx: StoreContext, lineId: string, next: (shown: number) => number, current: () => number) => {
  const send = () => ctx.api.setQuantity(ctx.client, ctx.lines.serverId(lineId), current());
  return run(ctx, write(ctx, send), (cart) => changeLine(ctx.api, cart, ctx.lines.viewId(lineId), next));
};

function setQuantity(ctx: StoreContext, lineItemId: string, value: number): Result<AnyCart> {
  return attempt(ctx, () => {
    requireId(lineItemId, 'lineItemId');
    quantity(value, 'quantity', 0);
    return setLine(
      ctx,
      lineItemId,
      () => value,
      () => value,
    );
  });
}

function changeQuantity(ctx: StoreContext, lineItemId: string, delta: number): Result<AnyCart> {
  return attempt(ctx, () => {
    requireId(lineItemId, 'lineItemId');
    if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > MAX_LINE_ITEM_QUANTITY) {
      invalid('delta', `must be a non-zero integer from -${MAX_LINE_ITEM_QUANTITY} to ${MAX_LINE_ITEM_QUANTITY}`);
    }
    // Applied to the server's quantity when the request is sent, so two quick "+1" add up.
    const current = () => {
      const lineId = ctx.lines.serverId(lineItemId);
      const line = ctx.view.state.server?.lineItems?.find((candidate) => candidate.id === lineId);
      return line ? bounded(ctx.api.quantityOf(line) + delta) : invalid('lineItemId', 'must be a line in the cart');
    };
    return setLine(ctx, lineItemId, (shown) => bounded(shown + delta), current);
  });
}

function applyCoupon(ctx: StoreContext, couponCode: string): Result<AnyCart> {
  const { api, client } = ctx;
  return attempt(ctx, () => {
    const trimmed = code(couponCode, 'couponCode');
    const apply = async () => {
      // A cart V2 holds one coupon and cannot swap it in one call: the one applied goes first (its answer shows).
      const replaced = api.couponOf(ctx.view.state.server);
      if (replaced === undefined) return write(ctx, () => api.applyCoupon(client, trimmed))();
      const owner = ctx.guard.owner;
      await write(ctx, () => api.removeCoupon(client, ctx.view.state.server))();
      try {
        return await write(ctx, () => api.applyCoupon(client, trimmed))();
      } catch (e) {
        // The swap is one change: when the new code did not stick, the coupon it replaced goes back on (the
        // failure stays the result). Never onto the cart of an owner who came meanwhile.
        const stillWithout = replaced !== '' && ctx.guard.owner === owner && ctx.view.state.server && api.couponOf(ctx.view.state.server) === undefined;
        if (stillWithout) await write(ctx, () => api.applyCoupon(client, replaced))().catch(() => undefined);
        throw e;
      }
    };
    return run(ctx, apply, (cart) => api.setCoupon(cart, trimmed));
  });
}

const removeCoupon = (ctx: StoreContext): Result<AnyCart> =>
  run(
    ctx,
    write(ctx, () => ctx.api.removeCoupon(ctx.client, ctx.view.state.server)),
    (cart) => ctx.api.setCoupon(cart),
  );

function estimate(ctx: StoreContext, input: unknown = {}): Result<unknown> {
  const { api } = ctx;
  return attempt(ctx, () => {
    api.checkEstimate(input);
    return run(ctx, async () => {
      const ticket = ctx.guard.send();
      try {
        const result = await api.estimate(ctx.client, input);
        const cart = api.cartOf(result);
        if (cart) accept(ctx, ticket, cart, true);
        // Kept beside the cart it was made for only: not when the store knows a newer one by now (another tab's).
        if (ticket.of === ctx.guard.owner && !(cart && notTheKnown(cart, ctx.view.state.server))) ctx.view.state.estimate = result;
        return result;
      } catch (e) {
        if (isNoCartError(e)) accept(ctx, ticket, null);
        throw e;
      }
    });
  });
}

function checkout(ctx: StoreContext, input?: CheckoutRedirectInput): Result<CheckoutRedirect> {
  const failure = ctx.queue.failureBefore();
  return run(ctx, async () => {
    // The checkout holds every intent the shopper had, or is not made.
    const error = await failure;
    if (error) throw error;
    sendingForQueuedOwner(ctx); // the checkout is of the cart the shopper saw
    ctx.guard.send(true);
    const redirect = await createCheckoutRedirect(ctx.client, input);
    ctx.checkedOut = true;
    return redirect;
  });
}
