/**
 * The public shapes of the cart store: its snapshot, actions, options and the session it follows.
 */
import type { StorefrontError } from '@storefront-kit/http-core';
import type { CheckoutRedirect, CheckoutRedirectInput } from '../checkout';
import type { CartReceiptLine } from '../receipt';
import type { CartShapes, CartV1Shapes, CartVersion, PendingLineDisplay } from './version';

/**
 * What a cart store holds. A new object (frozen) after every change, the same object otherwise.
 *
 * @example
 * ```ts
 * import type { CartSnapshot } from '@storefront-kit/ecom-cart';
 * const count = (s: CartSnapshot) => s.cart?.lineItems?.reduce((n, line) => n + (line.quantity ?? 0), 0) ?? 0;
 * ```
 *
 * @group Stores
 */
export interface CartSnapshot<S extends CartShapes = CartV1Shapes> {
  /** What to show: the server's cart with the pending changes applied (optimistic). `null`: no cart. */
  readonly cart: S['cart'] | null;
  /** The last cart the server confirmed. `null`: no cart (or not read yet, see `loaded`). */
  readonly serverCart: S['cart'] | null;
  /** Whether the server's cart (or its absence) is known: a read or a mutation has succeeded. */
  readonly loaded: boolean;
  /** Operations queued or in flight (mutations, estimates, checkouts, reads). */
  readonly pending: number;
  /** The error of the last failed operation; cleared by the next success or `dismissError()`. */
  readonly error: StorefrontError | null;
  /**
   * The last estimate, until it is stale: a successful mutation, or a cart the server confirms that is
   * not the one it was made for (changed in another tab or device, or gone), drops it.
   */
  readonly estimate: S['estimate'] | null;
  /** Ids of the lines in `cart` that the server has not confirmed yet (added or changed, pending). */
  readonly pendingLineIds: ReadonlySet<string>;
  /** Whether `cart`'s totals (subtotal, discounts) lag behind its lines: a mutation is pending. */
  readonly totalsPending: boolean;
}

/**
 * Options of {@link CartStore.add}.
 *
 * @group Stores
 */
export interface AddOptions {
  /** What each new line shows while pending, by the index of `lineItems`. */
  display?: readonly (PendingLineDisplay | undefined)[];
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
 *
 * @group Stores
 */
export type CartActionResult<T> = { ok: true; value: T } | { ok: false; error: StorefrontError };

/**
 * The outcome of {@link CartStore.add}: when ok, also its `receipt`, what the server did with each
 * requested catalogue line (see {@link cartReceipt}): the platform answers an add it cannot honour
 * (sold out, too few left) with 200 and a cart without the line, or with fewer units.
 *
 * @example
 * ```ts
 * import type { CartAddResult } from '@storefront-kit/ecom-cart';
 * declare const result: CartAddResult;
 * if (result.ok && result.receipt.some((line) => line.status === 'dropped')) console.warn('Could not add: sold out');
 * ```
 *
 * @group Stores
 */
export type CartAddResult<S extends CartShapes = CartV1Shapes> =
  | { ok: true; value: S['cart']; receipt: CartReceiptLine[] }
  | { ok: false; error: StorefrontError };

/**
 * Options of {@link createCartStore}.
 *
 * @group Stores
 */
export interface CartStoreOptions<S extends CartShapes = CartV1Shapes> {
  /** A cart already known (server rendering); `loaded` starts true when given, `null` meaning no cart. */
  initialCart?: S['cart'] | null;
  /**
   * The cart API the store runs over: {@link cartV1} (the default) or `cartV2` from
   * `@storefront-kit/ecom-cart/v2`. The store's guarantees are the same over both.
   */
  cart?: CartVersion<S>;
  /**
   * The session the client's tokens belong to (identity-oauth's `OAuthStrategy` fits, or any
   * `{ subscribe, getSnapshot }` whose snapshot has a `role`). When it starts to stand for someone
   * else (sign-in by any route, sign-out, an expired session) the store forgets the cart and the pending
   * changes shown on it, drops every answer to a request sent before, and reads the new owner's cart. An
   * operation queued before the change and not yet sent (an add, a quantity, a coupon, an estimate, a
   * checkout) is never sent with the next owner's tokens: it resolves `{ ok: false, error }` with code
   * `ERR_CART_OWNER_CHANGED` (not put in the new owner's `snapshot.error`); a queued `refresh()` reads the
   * new owner's cart. A change already sent completes for its owner: on sign-in the platform carries
   * the visitor's cart, with it, over to the member. A first visitor session is no
   * change, and a visitor the session has just minted has no cart: the store knows without asking, and
   * so it does on a reload for a visitor it found without a cart (the session's `noCart`).
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
 *
 * @group Stores
 */
export interface CartSessionSource {
  subscribe(listener: () => void): () => void;
  /**
   * `role`; `generation`, when given, bumps whenever the tokens stand for someone new (else a change
   * of `role` counts); `newVisitor`: a visitor minted just now, who cannot have a cart yet; `noCart`:
   * a visitor the store found without a cart before (see `markNoCart`).
   */
  getSnapshot(): { readonly role: string; readonly generation?: number; readonly newVisitor?: boolean; readonly noCart?: boolean };
  /** Gets the session's tokens when it has none yet (so `newVisitor` is known before the first read). */
  generateVisitorTokens?(): Promise<unknown>;
  /**
   * Keeps, with the session, that its visitor has no cart: the store calls it with `true` after a read
   * finds none (so a reload makes no cart call) and with `false` before every write.
   */
  markNoCart?(noCart: boolean): void;
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
 *
 * @group Stores
 */
export interface CartStore<S extends CartShapes = CartV1Shapes> {
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current snapshot; the same object until something changes. */
  getSnapshot(): CartSnapshot<S>;
  /** Reads the cart (`null` when there is none). Runs at once when idle, else after the queued mutations. */
  refresh(): Promise<CartActionResult<S['cart'] | null>>;
  /**
   * Adds lines (see `addToCurrentCart`); new lines show at once with temporary ids `pending-line-N`,
   * and with `options.display` (name, price, image, options) until the server's lines replace them.
   * When ok, the result's `receipt` says per requested catalogue line whether it was `added`,
   * `merged`, `clamped` or `dropped` (see {@link cartReceipt}), compared with the cart the store last
   * confirmed. A store that has not read the cart yet sends the add after its read in flight, or
   * reads it first, so that the receipt knows what the cart held.
   */
  add(input: S['addInput'], options?: AddOptions): Promise<CartAddResult<S>>;
  /**
   * Removes lines by id. A temporary id works too: it stands for the line its add created, found
   * again by a re-read when the add's answer was lost; when that add failed, the removal fails with
   * a `ValidationError` (`lineItemId`), as do `setQuantity` and `changeQuantity`: never a silent "ok".
   */
  remove(lineItemIds: string | readonly string[]): Promise<CartActionResult<S['cart']>>;
  /** Sets a line's quantity (0 to 100000; 0 removes the line). */
  setQuantity(lineItemId: string, quantity: number): Promise<CartActionResult<S['cart']>>;
  /**
   * Changes a line's quantity by `delta` (e.g. +1 / -1), applied to the server's quantity when the
   * mutation runs, so two quick "+1" from 1 end at 3. Reaching 0 removes the line.
   */
  changeQuantity(lineItemId: string, delta: number): Promise<CartActionResult<S['cart']>>;
  /** Applies a coupon code (trimmed; 1 to 100 characters). */
  applyCoupon(code: string): Promise<CartActionResult<S['cart']>>;
  /** Removes the applied coupon. */
  removeCoupon(): Promise<CartActionResult<S['cart']>>;
  /** Estimates totals after the queued mutations; the result is also kept in `estimate`. */
  estimate(input?: S['estimateInput']): Promise<CartActionResult<S['estimate']>>;
  /**
   * Creates a checkout and a redirect session to it (see `createCheckoutRedirect`) once the mutations
   * queued before it are done; when one of them failed, no checkout is made and its error is returned,
   * so the checkout never holds a cart the shopper did not mean.
   */
  checkout(input?: CheckoutRedirectInput): Promise<CartActionResult<CheckoutRedirect>>;
  /** Clears `error`. */
  dismissError(): void;
  /**
   * Stops the store: it stops following the session (a sign-in or sign-out no longer re-reads the
   * cart). The operation in flight completes and its answer still shows; every operation queued
   * behind it, or called later, is not sent and resolves `{ ok: false, error }` with a
   * `StorefrontError` of code `ERR_CART_STORE_DISPOSED` (its optimistic change leaves the view), so no
   * change is silently lost. `subscribe` listeners stay until their unsubscribe is called. Calling it
   * again does nothing. A store from {@link cartStoreOf} is forgotten: the next `cartStoreOf(client)`
   * makes a new one.
   *
   * @example
   * ```ts
   * import { cartStoreOf } from '@storefront-kit/ecom-cart';
   * import { createClient } from '@storefront-kit/http-core';
   * const client = createClient();
   * const store = cartStoreOf(client);
   * store.dispose();
   * const result = await store.refresh(); // { ok: false, error } with error.code 'ERR_CART_STORE_DISPOSED'
   * cartStoreOf(client) !== store; // true: a new store
   * ```
   */
  dispose(): void;
}
