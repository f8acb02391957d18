import { cartStoreOf, type CartShapes, type CartSnapshot, type CartStore, type CartV1Shapes, type CartVersion } from '@storefront-kit/ecom-cart';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useClient, type HookOptions } from './context';

/**
 * The cart store's actions (ecom-cart's `CartStore` without `subscribe`/`getSnapshot`/`dispose`: a
 * store's lifetime is `cartStoreOf(client).dispose()`'s, not a component's). They never
 * reject: each resolves `{ ok, value | error }`, and the error also lands in `error`.
 *
 * @group Types
 */
export type CartActions<S extends CartShapes = CartV1Shapes> = Omit<CartStore<S>, 'subscribe' | 'getSnapshot' | 'dispose'>;

/**
 * What {@link useCart} returns: ecom-cart's `CartSnapshot` (`cart` with pending changes applied,
 * `serverCart`, `loaded`, `pending`, `error`, `estimate`) plus the store's `actions`.
 *
 * @group Types
 */
export interface UseCartResult<S extends CartShapes = CartV1Shapes> extends CartSnapshot<S> {
  /** Stable across renders (the same store object for the client). */
  readonly actions: CartActions<S>;
}

/**
 * Options of {@link useCart}.
 *
 * @group Types
 */
export interface UseCartOptions<S extends CartShapes = CartV1Shapes> extends HookOptions {
  /**
   * A cart known from server rendering (`null`: no cart). Used only when the client's store is created,
   * and only for the client the component first rendered with (after a client switch the new client's
   * cart is read).
   */
  initialCart?: S['cart'] | null;
  /**
   * The cart API of the client's store: ecom-cart's `cartV1` (the default) or `cartV2` from
   * `@storefront-kit/ecom-cart/v2`. Every `useCart` and `cartStoreOf` of a client names the same one.
   */
  cart?: CartVersion<S>;
}

/**
 * The current visitor's or member's cart: one `useSyncExternalStore` over ecom-cart's
 * `cartStoreOf(client)`, the one cart store of the client (code outside React that uses
 * `cartStoreOf(client)` shares it: one mutation queue). The first component that mounts while the cart is not loaded asks the
 * store to read it (`refresh()`, deduplicated by the store). Optimistic updates, the serialized
 * mutation queue, rollback and stale-answer guards are the store's; this hook adds none.
 *
 * Over the current cart V2: `useCart({ cart: cartV2 })` (`cartV2` from `@storefront-kit/ecom-cart/v2`)
 * gives V2 carts and takes V2 inputs, with the same guarantees.
 *
 * @param options - `initialCart` (server rendering), `client`, `cart` (the cart API)
 * @returns the snapshot and the actions
 * @throws {ValidationError} `cart` names another cart API than the client's store runs over
 * @group Hooks
 * @example
 * ```ts
 * import { useCart } from '@storefront-kit/react';
 *
 * // <span aria-busy={badge.busy}>{badge.count}</span> <button onClick={badge.plusOne}>+1</button>
 * function useCartBadge() {
 *   const { cart, pending, error, actions } = useCart();
 *   const count = cart?.lineItems?.reduce((n, line) => n + (line.quantity ?? 0), 0) ?? 0;
 *   const first = cart?.lineItems?.[0]?.id;
 *   return {
 *     count,
 *     busy: pending > 0,
 *     alert: error?.message,
 *     plusOne: () => first && void actions.changeQuantity(first, 1), // optimistic, queued, rolled back on failure
 *   };
 * }
 * ```
 */
export function useCart<S extends CartShapes = CartV1Shapes>(options: UseCartOptions<S> = {}): UseCartResult<S> {
  const client = useClient(options);
  // The server-rendered cart is the first client's: a client switched in later reads its own cart.
  const [firstClient] = useState(client);
  const initialCart = client === firstClient ? options.initialCart : undefined;
  const store = cartStoreOf<S>(client, { initialCart, cart: options.cart });
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    if (!store.getSnapshot().loaded) void store.refresh();
  }, [store]);
  return useMemo(() => ({ ...snapshot, actions: store }), [snapshot, store]);
}
