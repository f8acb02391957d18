/**
 * `createCartStore`: the cart state a UI binds to (`subscribe` / `getSnapshot`, ready for
 * `useSyncExternalStore`), with optimistic updates, a serialized mutation queue, stale-answer guards
 * and rollback to the server's truth. The factory wires the parts: the view and its snapshot
 * (`./snapshot`), the queue (`./mutation-queue`), the stale-answer guard (`./stale-guard`), the
 * temporary line ids (`./temp-lines`), the operations (`./operations`) and the actions (`./actions`).
 * The public shapes are in `./types`.
 */
import type { RequestClient } from '@storefront-kit/http-core';
import * as actions from './actions';
import { createMutationQueue } from './mutation-queue';
import { refresh, type StoreContext } from './operations';
import { followOwner } from './session';
import { createCartView } from './snapshot';
import { createStaleGuard } from './stale-guard';
import { registerStore } from './tabs';
import { createTempLines } from './temp-lines';
import type { CartStore, CartStoreOptions } from './types';
import { cartV1 } from './v1';
import type { CartShapes, CartV1Shapes } from './version';

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
 * answer to a request sent before the session changed owner). When a mutation fails, its change
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
    lines: createTempLines(api.itemOf),
    reading: undefined,
    disposed: false,
    checkedOut: false,
    confirmed: new Set(),
    stops: new Set(),
  };
  const unfollow = session ? followOwner(ctx, session) : undefined;
  const store: CartStore<CartShapes> = {
    subscribe: view.subscribe,
    getSnapshot: view.getSnapshot,
    refresh: () => refresh(ctx),
    add: (input, addOptions) => actions.add(ctx, input, addOptions),
    remove: (lineItemIds) => actions.remove(ctx, lineItemIds),
    setQuantity: (lineItemId, quantity) => actions.setQuantity(ctx, lineItemId, quantity),
    changeQuantity: (lineItemId, delta) => actions.changeQuantity(ctx, lineItemId, delta),
    applyCoupon: (code) => actions.applyCoupon(ctx, code),
    removeCoupon: () => actions.removeCoupon(ctx),
    estimate: (input) => actions.estimate(ctx, input),
    checkout: (input) => actions.checkout(ctx, input),
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
