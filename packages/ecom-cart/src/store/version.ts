/**
 * Which cart API a cart store runs over: the V1 current cart (`cartV1`, `./v1`) or the current cart V2
 * (`cartV2`, from `@storefront-kit/ecom-cart/v2`). The store's queue, stale-answer guard, temporary
 * lines, rollback, session and checkout are the same for both; a version gives the calls (inputs
 * checked once, when an action is called, then sent unchecked from the queue) and how a pending change
 * shows on its cart's shape.
 */
import type { RequestClient } from '@storefront-kit/http-core';
import type { AddToCartRequest, Cart, EstimateTotalsRequest, EstimateTotalsResponse } from '@storefront-kit/wire/cart';
import type { ReceiptRequestedLine } from '../receipt';

/**
 * What a pending catalogue line shows until the server answers (the server's line replaces it): the
 * product page knows all of it when the shopper clicks "Add to cart".
 *
 * @group Stores
 */
export interface PendingLineDisplay {
  /** The product's name. */
  productName?: string;
  /** The unit price the shopper sees, a decimal string (`'49.00'`). */
  price?: string;
  /** The same, formatted for display (`'$49.00'`). */
  formattedPrice?: string;
  /** The image URL. */
  image?: string;
  /** The chosen options (`{ Size: 'M' }`), shown as plain-text description lines. */
  options?: Record<string, string>;
}

/**
 * The shapes a store's cart API speaks: its cart (of which the store reads the identity, revision and
 * line ids), the input of an add, and an estimate's input and answer. {@link CartV1Shapes} by default;
 * `CartV2Shapes` from `@storefront-kit/ecom-cart/v2`.
 *
 * @example
 * ```ts
 * import type { CartShapes, CartStore } from '@storefront-kit/ecom-cart';
 * const lineCount = <S extends CartShapes>(store: CartStore<S>) => store.getSnapshot().cart?.lineItems?.length ?? 0;
 * ```
 *
 * @group Stores
 */
export interface CartShapes {
  cart: { id?: string; revision?: string; updatedDate?: string; lineItems?: readonly { id?: string }[] };
  addInput: unknown;
  estimateInput: unknown;
  estimate: unknown;
}

/**
 * The shapes of the V1 current cart (`/ecom/v1/carts/current`), the store's default.
 *
 * @example
 * ```ts
 * import type { CartStore, CartV1Shapes } from '@storefront-kit/ecom-cart';
 * declare const store: CartStore<CartV1Shapes>; // the same type as CartStore
 * const quantity = store.getSnapshot().cart?.lineItems?.[0]?.quantity;
 * ```
 *
 * @group Stores
 */
export interface CartV1Shapes extends CartShapes {
  cart: Cart;
  addInput: AddToCartRequest;
  estimateInput: EstimateTotalsRequest;
  estimate: EstimateTotalsResponse;
}

/**
 * The cart API a store runs over: `cartV1` (the default) or `cartV2` from `@storefront-kit/ecom-cart/v2`.
 * Pass it as `createCartStore(client, { cart: cartV2 })` or `cartStoreOf(client, { cart: cartV2 })`.
 * Its members are internal to the store.
 *
 * @example
 * ```ts
 * import { cartStoreOf, cartV1, type CartVersion, type CartV1Shapes } from '@storefront-kit/ecom-cart';
 * import { createClient } from '@storefront-kit/http-core';
 * const version: CartVersion<CartV1Shapes> = cartV1;
 * const store = cartStoreOf(createClient(), { cart: version });
 * ```
 *
 * @group Stores
 */
export interface CartVersion<S extends CartShapes> {
  /** `'v1'` or `'v2'`. */
  readonly name: string;
  /** @internal */
  readonly api: CartApi<S>;
}

/** What the store reads of any cart: its identity, revision and line ids. */
export type AnyCart = CartShapes['cart'];

/**
 * A custom line of an add, as the store links its temporary id: its name, and the line id its caller
 * chose, if any (the server keeps it).
 * @internal
 */
export interface RequestedCustomLine {
  name: string;
  id?: string | undefined;
}

/**
 * The calls and the view of one cart version, for the store.
 * @internal
 */
export interface CartApi<S extends CartShapes> {
  /** Reads the cart (a no-cart answer rejects with the platform's error). */
  read(client: RequestClient): Promise<S['cart']>;
  /** Checks an add's input (a `ValidationError` when bad). */
  checkAdd(input: S['addInput']): void;
  add(client: RequestClient, input: S['addInput']): Promise<S['cart']>;
  /** The add's catalogue lines, in order (for receipts, temporary ids and the merge into lines of the cart). */
  requested(input: S['addInput']): readonly ReceiptRequestedLine[];
  /** The add's custom lines, in order (for temporary ids). */
  requestedCustom(input: S['addInput']): readonly RequestedCustomLine[];
  remove(client: RequestClient, lineItemIds: string[]): Promise<S['cart']>;
  setQuantity(client: RequestClient, lineItemId: string, quantity: number): Promise<S['cart']>;
  /** Applies a coupon; when the version cannot replace one in a call (`couponOf` is set), the store removes it first. */
  applyCoupon(client: RequestClient, code: string): Promise<S['cart']>;
  /** The code of the applied coupon that an apply must remove first (V2 holds one at most); `undefined` when none or when apply replaces it. */
  couponOf(cart: S['cart'] | null): string | undefined;
  removeCoupon(client: RequestClient, known: S['cart'] | null): Promise<S['cart']>;
  checkEstimate(input: S['estimateInput']): void;
  estimate(client: RequestClient, input: S['estimateInput']): Promise<S['estimate']>;
  /** The cart an estimate answered with. */
  cartOf(estimate: S['estimate']): S['cart'] | undefined;
  /** The name of a custom line (`undefined` for a catalogue line). */
  customNameOf(line: NonNullable<S['cart']['lineItems']>[number]): string | undefined;
  /** The quantity a line shows. */
  quantityOf(line: NonNullable<S['cart']['lineItems']>[number]): number;
  /** The line with another quantity. */
  withQuantity(line: NonNullable<S['cart']['lineItems']>[number], quantity: number): NonNullable<S['cart']['lineItems']>[number];
  /**
   * The cart with an add's lines shown (`addCatalogueLines` for its catalogue lines): a catalogue line
   * the server merges into a line of the cart grows it, others appear with `tempId`s and `display`; the
   * cart unchanged when the server refuses the add.
   */
  addLines(
    cart: S['cart'] | null,
    input: S['addInput'],
    tempId: (index: number) => string,
    display: readonly (PendingLineDisplay | undefined)[],
  ): S['cart'] | null;
  /** The cart with `code` as its coupon (none when undefined). */
  setCoupon(cart: S['cart'] | null, code?: string): S['cart'] | null;
}
