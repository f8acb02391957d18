/**
 * `createCartStore`: the cart state a UI binds to (`subscribe` / `getSnapshot`, ready for
 * `useSyncExternalStore`), with optimistic updates, a serialized mutation queue, stale-response guards
 * and rollback to the server's truth.
 */
import { isHttpError, isStorefrontError, type RequestClient, StorefrontError } from '@storefront-kit/http-core';
import {
  addToCurrentCart,
  estimateCurrentCartTotals,
  getCurrentCart,
  removeCouponFromCurrentCart,
  removeLineItemsFromCurrentCart,
  updateCurrentCart,
  updateCurrentCartLineItemQuantity,
} from '../calls';
import { type CheckoutRedirect, type CheckoutRedirectInput, createCheckoutRedirect } from '../checkout';
import { type AddToCartRequest, type Cart, type EstimateTotalsRequest, type EstimateTotalsResponse, MAX_LINE_ITEM_QUANTITY } from '../types';
import { addInput, couponCode, fail, id, list, object, quantity, text } from '../validate';
import { addLines, changeQuantity, itemKey, removeLines, setCoupon } from './optimistic';

/**
 * What a cart store holds. A new object (frozen) after every change, the same object otherwise.
 *
 * @example
 * ```ts
 * import type { CartSnapshot } from '@storefront-kit/ecom-cart';
 * const count = (s: CartSnapshot) => s.cart?.lineItems?.reduce((n, line) => n + (line.quantity ?? 0), 0) ?? 0;
 * ```
 */
export interface CartSnapshot {
  /** What to show: the server's cart with the pending changes applied (optimistic). `null`: no cart. */
  readonly cart: Cart | null;
  /** The last cart the server confirmed. `null`: no cart (or not read yet, see `loaded`). */
  readonly serverCart: Cart | null;
  /** Whether the server's cart (or its absence) is known: a read or a mutation has succeeded. */
  readonly loaded: boolean;
  /** Operations queued or in flight (mutations, estimates, checkouts, reads). */
  readonly pending: number;
  /** The error of the last failed operation; cleared by the next success or `dismissError()`. */
  readonly error: StorefrontError | null;
  /** The last estimate, until the next successful mutation makes it stale. */
  readonly estimate: EstimateTotalsResponse | null;
}

/**
 * The outcome of a store action. Actions never reject, so a UI may fire and forget them; the error is
 * also in `getSnapshot().error`.
 *
 * @example
 * ```ts
 * import type { CartActionResult, Cart } from '@storefront-kit/ecom-cart';
 * declare const result: CartActionResult<Cart | null>;
 * if (!result.ok) console.warn(result.error.code, result.error.message);
 * ```
 */
export type CartActionResult<T> = { ok: true; value: T } | { ok: false; error: StorefrontError };

/**
 * Options of {@link createCartStore}.
 *
 * @example
 * ```ts
 * import type { CartStoreOptions } from '@storefront-kit/ecom-cart';
 * const options: CartStoreOptions = { initialCart: null }; // e.g. known from server rendering
 * ```
 */
export interface CartStoreOptions {
  /** A cart already known (server rendering); `loaded` starts true when given, `null` meaning no cart. */
  initialCart?: Cart | null;
  /**
   * The session the client's tokens belong to (identity-oauth's `OAuthStrategy` fits, or any
   * `{ subscribe, getSnapshot }` whose snapshot has a `role`). When its role changes (sign-in,
   * sign-out, an expired member session) the store reads the cart again, as it belongs to the
   * session: a member has their own cart. A first visitor session (`none` to `visitor`) is no change.
   */
  session?: CartSessionSource;
}

/**
 * What {@link createCartStore} needs to follow a session: `useSyncExternalStore`'s shape, with a
 * `role` in the snapshot. identity-oauth's `OAuthStrategy` is one; ecom-cart does not depend on it.
 *
 * @example
 * ```ts
 * import { createCartStore, type CartSessionSource } from '@storefront-kit/ecom-cart';
 * import { createClient } from '@storefront-kit/http-core';
 * import { OAuthStrategy } from '@storefront-kit/identity-oauth';
 * const auth = OAuthStrategy({ clientId: 'your-client-id' });
 * const session: CartSessionSource = auth;
 * const store = createCartStore(createClient({ auth }), { session }); // re-reads the cart after sign-in and sign-out
 * ```
 */
export interface CartSessionSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): { readonly role: string };
}

/**
 * A framework-free cart store. Mutations run one at a time in call order; each shows at once in
 * `cart` and is rolled back if it fails.
 *
 * @example
 * ```ts
 * import { createCartStore } from '@storefront-kit/ecom-cart';
 * import type { RequestClient } from '@storefront-kit/http-core';
 * declare const client: RequestClient;
 * const store = createCartStore(client);
 * store.subscribe(() => console.log(store.getSnapshot().cart?.lineItems?.length));
 * await store.refresh();
 * ```
 */
export interface CartStore {
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current snapshot; the same object until something changes. */
  getSnapshot(): CartSnapshot;
  /** Reads the cart (`null` when there is none). Runs at once when idle, else after the queued mutations. */
  refresh(): Promise<CartActionResult<Cart | null>>;
  /** Adds lines (see `addToCurrentCart`); new lines show at once with temporary ids `pending-line-N`. */
  add(input: AddToCartRequest): Promise<CartActionResult<Cart>>;
  /** Removes lines by id (a temporary id of a pending add works too). */
  remove(lineItemIds: string | readonly string[]): Promise<CartActionResult<Cart>>;
  /** Sets a line's quantity (0 to 100000; 0 removes the line). */
  setQuantity(lineItemId: string, quantity: number): Promise<CartActionResult<Cart>>;
  /**
   * Changes a line's quantity by `delta` (e.g. +1 / -1), applied to the server's quantity when the
   * mutation runs, so two quick "+1" from 1 end at 3. Reaching 0 removes the line.
   */
  changeQuantity(lineItemId: string, delta: number): Promise<CartActionResult<Cart>>;
  /** Applies a coupon code (trimmed; 1 to 100 characters). */
  applyCoupon(code: string): Promise<CartActionResult<Cart>>;
  /** Removes the applied coupon. */
  removeCoupon(): Promise<CartActionResult<Cart>>;
  /** Estimates totals after the queued mutations; the result is also kept in `estimate`. */
  estimate(input?: EstimateTotalsRequest): Promise<CartActionResult<EstimateTotalsResponse>>;
  /** Creates a checkout after the queued mutations and a redirect session to it (see `createCheckoutRedirect`). */
  checkout(input?: CheckoutRedirectInput): Promise<CartActionResult<CheckoutRedirect>>;
  /** Clears `error`. */
  dismissError(): void;
}

type Intent = (cart: Cart | null) => Cart | null;

/** A cart of the same id with a lower revision than the one known is stale. */
const older = (next: Cart | null, known: Cart | null) =>
  !!next && !!known && next.id === known.id && Number(next.revision) < Number(known.revision);

const asError = (e: unknown): StorefrontError =>
  isStorefrontError(e) ? e : new StorefrontError(e instanceof Error ? e.message : String(e), 'ERR_CART_UNEXPECTED', { cause: e });

const notFound = (e: unknown) => isHttpError(e) && e.code === 'CART_NOT_FOUND';

/**
 * Creates a cart store over a client (visitor or member auth). It does not read the cart by itself:
 * call `refresh()` when the UI mounts.
 *
 * Rules: mutations are queued and sent one at a time, in call order; each shows at once in
 * `snapshot.cart`. Every answer carries a sequence number: an answer older than the state already
 * applied, or a read overtaken by a write, is dropped (so is a cart with a lower `revision`). When a
 * mutation fails, its change leaves the view: after a 4xx the server's cart is unchanged; after a
 * network error, timeout, 5xx or unreadable answer the store re-reads the cart, because the write may
 * or may not have happened. Lines are never dropped locally without the server's word.
 *
 * @param client - a client with the visitor's or member's auth
 * @param options - `initialCart` from server rendering; `session` to re-read the cart when the
 *   session's role changes (sign-in, sign-out)
 * @returns the store
 *
 * @example
 * ```ts
 * import { createClient } from '@storefront-kit/http-core';
 * import { createCartStore, STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * const store = createCartStore(createClient());
 * await store.refresh();
 * store.add({ lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'product-id', appId: STORES_APP_ID } }] });
 * store.getSnapshot().cart; // shows the new line at once
 * ```
 */
export function createCartStore(client: RequestClient, options: CartStoreOptions = {}): CartStore {
  const listeners = new Set<() => void>();
  const intents = new Set<Intent>();
  const realIds = new Map<string, string>();
  let server = options.initialCart ?? null;
  let loaded = options.initialCart !== undefined;
  let error: StorefrontError | null = null;
  let estimate: EstimateTotalsResponse | null = null;
  let pending = 0;
  let seq = 0; // last sequence number given out
  let applied = 0; // sequence number of the answer the server cart came from
  let lastWrite = 0; // sequence number of the last write sent
  let temps = 0;
  let tail: Promise<unknown> = Promise.resolve();
  let reading: Promise<CartActionResult<Cart | null>> | undefined;

  const resolve = (lineId: string) => realIds.get(lineId) ?? lineId;

  const build = (): CartSnapshot => {
    let cart = server;
    for (const intent of intents) cart = intent(cart);
    return Object.freeze({ cart, serverCart: server, loaded, pending, error, estimate });
  };
  let snapshot = build();

  const emit = () => {
    snapshot = build();
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (e) {
        queueMicrotask(() => {
          throw e;
        });
      }
    }
  };

  /** Takes the server's cart from the answer to operation `at`, unless a newer state is known. */
  const accept = (at: number, cart: Cart | null, read = false) => {
    if (at < applied || (read && lastWrite > at) || older(cart, server)) return;
    applied = at;
    server = cart;
    loaded = true;
  };

  const read = async (): Promise<Cart | null> => {
    const at = ++seq;
    accept(at, await getCurrentCart(client).catch((e) => (notFound(e) ? null : Promise.reject(e))), true);
    return server;
  };

  /**
   * A mutation answering the cart: numbered when sent, applied when it answers. When it fails without a
   * 4xx (network, timeout, 5xx, unreadable answer) the write may or may not have happened: re-read.
   */
  const write = (call: () => Promise<Cart>) => async () => {
    const at = (lastWrite = ++seq);
    try {
      const cart = await call();
      accept(at, cart);
      estimate = null;
      return cart;
    } catch (e) {
      const known = notFound(e) || (isStorefrontError(e) && (e.code === 'ERR_VALIDATION' || (isHttpError(e) && e.status < 500)));
      if (!known) await read().catch(() => undefined);
      throw e;
    }
  };

  const failed = (e: unknown) => {
    error = asError(e);
    return { ok: false as const, error };
  };

  /** Runs `work` after everything queued, with `intent` in the view meanwhile. */
  const run = <T>(work: () => Promise<T>, intent?: Intent): Promise<CartActionResult<T>> => {
    pending++;
    if (intent) intents.add(intent);
    emit();
    const job = tail.then(async (): Promise<CartActionResult<T>> => {
      try {
        const value = await work();
        error = null;
        return { ok: true, value };
      } catch (e) {
        if (notFound(e)) accept(++seq, null);
        return failed(e);
      } finally {
        if (intent) intents.delete(intent);
        pending--;
        emit();
      }
    });
    tail = job;
    return job;
  };

  /** Local checks first: a ValidationError is reported without queueing anything. */
  const guard = <T>(start: () => Promise<CartActionResult<T>>): Promise<CartActionResult<T>> => {
    try {
      return start();
    } catch (e) {
      const result = failed(e);
      emit();
      return Promise.resolve(result);
    }
  };

  const setQuantityTo = (lineId: string, next: (current: number) => number, current: () => number) =>
    run(
      write(() => updateCurrentCartLineItemQuantity(client, [{ id: resolve(lineId), quantity: quantity(current(), 'quantity', 0) }])),
      (cart) => changeQuantity(cart, resolve(lineId), next),
    );

  const store: CartStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    refresh() {
      if (pending > 0 && !reading) return run(read);
      if (!reading) {
        pending++;
        emit();
        reading = read().then(
          (value) => ((error = null), { ok: true as const, value }),
          failed,
        );
        void reading.finally(() => {
          reading = undefined;
          pending--;
          emit();
        });
      }
      return reading;
    },
    add: (input) =>
      guard(() => {
        addInput(input);
        const ids: string[] = [];
        const tempId = (index: number) => (ids[index] ??= `pending-line-${++temps}`);
        return run(
          write(async () => {
            const cart = await addToCurrentCart(client, input);
            input.lineItems?.forEach((item, index) => {
              const key = itemKey(item.catalogReference);
              const line = ids[index] && cart.lineItems?.find((l) => !l.customLineItem && itemKey(l.catalogReference) === key);
              if (line && line.id) realIds.set(ids[index] as string, line.id);
            });
            return cart;
          }),
          (cart) => addLines(cart, input, tempId),
        );
      }),
    remove: (lineItemIds) =>
      guard(() => {
        const given = typeof lineItemIds === 'string' ? [lineItemIds] : lineItemIds;
        list(given, 'lineItemIds').forEach((value, index) => id(value, `lineItemIds[${index}]`));
        const resolved = () => new Set(given.map(resolve));
        return run(
          write(() => removeLineItemsFromCurrentCart(client, [...resolved()])),
          (cart) => removeLines(cart, resolved()),
        );
      }),
    setQuantity: (lineItemId, value) =>
      guard(() => {
        id(lineItemId, 'lineItemId');
        quantity(value, 'quantity', 0);
        return setQuantityTo(lineItemId, () => value, () => value);
      }),
    changeQuantity: (lineItemId, delta) =>
      guard(() => {
        id(lineItemId, 'lineItemId');
        if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > MAX_LINE_ITEM_QUANTITY) {
          fail('delta', `must be a non-zero integer from -${MAX_LINE_ITEM_QUANTITY} to ${MAX_LINE_ITEM_QUANTITY}`);
        }
        const current = () => {
          const line = server?.lineItems?.find((candidate) => candidate.id === resolve(lineItemId));
          return line ? Math.max(0, (line.quantity ?? 0) + delta) : fail('lineItemId', 'is not in the cart');
        };
        return setQuantityTo(lineItemId, (q) => Math.min(Math.max(0, q + delta), MAX_LINE_ITEM_QUANTITY), current);
      }),
    applyCoupon: (code) =>
      guard(() => {
        const trimmed = couponCode(code);
        return run(
          write(() => updateCurrentCart(client, { couponCode: trimmed })),
          (cart) => setCoupon(cart, trimmed),
        );
      }),
    removeCoupon: () => run(write(() => removeCouponFromCurrentCart(client)), (cart) => setCoupon(cart)),
    estimate: (input = {}) =>
      guard(() => {
        text(object(input, 'options'), 'options');
        return run(async () => {
          const at = ++seq;
          const result = await estimateCurrentCartTotals(client, input);
          if (result.cart) accept(at, result.cart, true);
          return (estimate = result);
        });
      }),
    checkout: (input) =>
      run(() => {
        lastWrite = ++seq;
        return createCheckoutRedirect(client, input);
      }),
    dismissError() {
      error = null;
      emit();
    },
  };

  // The cart belongs to the session: after a sign-in, sign-out or expiry, read the session's cart.
  const { session } = options;
  let role = session?.getSnapshot().role;
  session?.subscribe(() => {
    const before = role;
    role = session.getSnapshot().role;
    if (before !== role && !(before === 'none' && role === 'visitor')) void store.refresh();
  });
  return store;
}
