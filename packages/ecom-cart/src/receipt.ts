/**
 * `cartReceipt`: what an add really did, line by line, from the cart before and the cart the server
 * answered. The platform answers an add it cannot honour (sold out, too few left) with 200 and a cart
 * that lacks the line or holds fewer units, so the answer's status alone does not say it.
 */
import type { CatalogOverrideFields, CatalogReference, ServiceProperties, SubscriptionOptionInfo } from '@storefront-kit/wire/cart';
import { lineKey, mergeKey } from './line-keys';

/**
 * What happened to one requested line: `added` (a new line with every unit asked for), `merged` (every
 * unit went onto a line the cart already had), `clamped` (fewer units than asked for, more than none),
 * `dropped` (none: the item is not in the answer, or its line did not grow).
 *
 * @group Receipts
 */
export type CartReceiptStatus = 'added' | 'merged' | 'clamped' | 'dropped';

/**
 * The outcome of one requested line of an add.
 *
 * @example
 * ```ts
 * import type { CartReceiptLine } from '@storefront-kit/ecom-cart';
 * const say = (line: CartReceiptLine) =>
 *   line.status === 'dropped' ? 'Could not add: sold out' : line.status === 'clamped' ? `Only ${line.confirmedQuantity} added` : 'Added';
 * ```
 *
 * @group Receipts
 */
export interface CartReceiptLine {
  readonly status: CartReceiptStatus;
  /** The quantity the add asked for. */
  readonly requestedQuantity: number;
  /** The units the server's answer shows for it (0 when dropped). */
  readonly confirmedQuantity: number;
  /** The id of the cart line the request went to, when the answer has one. */
  readonly lineItemId?: string;
}

/**
 * A requested catalogue line: V1's `lineItems[]` and Cart V2's `catalogItems[]` both fit. Its item and
 * the fields the server merges lines by (overrides, service, subscription) say which line it went to.
 */
export interface ReceiptRequestedLine {
  catalogReference?: CatalogReference;
  quantity?: number;
  catalogOverrideFields?: CatalogOverrideFields;
  serviceProperties?: ServiceProperties;
  subscriptionOptionInfo?: SubscriptionOptionInfo;
}

/**
 * The line fields a receipt reads: V1's flat `catalogReference`, `quantity`, `catalogOverrideFields`,
 * `serviceProperties` and `subscriptionOptionInfo`, or Cart V2's `source`, `attributes` and
 * `quantityInfo.confirmedQuantity`.
 */
export interface ReceiptCartLine {
  id?: string;
  catalogReference?: CatalogReference;
  quantity?: number;
  catalogOverrideFields?: CatalogOverrideFields;
  serviceProperties?: ServiceProperties;
  subscriptionOptionInfo?: SubscriptionOptionInfo;
  source?: { catalogReference?: CatalogReference; catalogOverrideFields?: CatalogOverrideFields };
  attributes?: { serviceProperties?: ServiceProperties; subscriptionInfo?: Record<string, unknown> };
  quantityInfo?: { confirmedQuantity?: number };
  customLineItem?: boolean;
}

/** The cart fields a receipt reads (a V1 `Cart` or a Cart V2 entity; `null`: no cart). */
export interface ReceiptCart {
  lineItems?: readonly ReceiptCartLine[];
}

interface Held {
  id: string | undefined;
  quantity: number;
}

/** Each catalogue line of `cart` by what it merges by (`lineKey`), with its id and quantity (lines of one key add up). */
function heldItems(cart: ReceiptCart | null | undefined): Map<string, Held> {
  const held = new Map<string, Held>();
  for (const line of cart?.lineItems ?? []) {
    const key = lineKey(line);
    if (key === undefined) continue;
    const quantity = line.quantity ?? line.quantityInfo?.confirmedQuantity ?? 0;
    const known = held.get(key);
    held.set(key, { id: known?.id ?? line.id, quantity: (known?.quantity ?? 0) + quantity });
  }
  return held;
}

/**
 * What an add did to each requested catalogue line, in request order: one entry per line. A request
 * goes to the line the server merges it into: the same item with equal `catalogOverrideFields`,
 * `serviceProperties` and `subscriptionOptionInfo` (an item the cart holds with other overrides gets a
 * line of its own). The units that line grew by (answer minus before) go to the requests for it in
 * order, so two requests of one line share what the server took. Pure: it compares quantities, catalogue
 * references and those fields only, and works for the V1 cart and Cart V2 alike. A line that was in the cart but not
 * in `cartBefore` (a stale copy) reads as new units: pass the cart the add was applied to.
 *
 * @param requestedLines - the add's catalogue lines (`lineItems` of `addToCurrentCart`'s input)
 * @param cartBefore - the cart before the add (`null`: none)
 * @param cartAfter - the cart the add answered
 * @returns one {@link CartReceiptLine} per requested line
 *
 * @example
 * ```ts
 * import { addToCurrentCart, cartReceipt, getCurrentCart, STORES_APP_ID } from '@storefront-kit/ecom-cart';
 * import { createClient } from '@storefront-kit/http-core';
 * const client = createClient();
 * const lineItems = [{ quantity: 3, catalogReference: { catalogItemId: 'tea-set-id', appId: STORES_APP_ID } }];
 * const before = await getCurrentCart(client).catch(() => null);
 * const [line] = cartReceipt(lineItems, before, await addToCurrentCart(client, { lineItems }));
 * if (line?.status === 'clamped') console.log(`Only ${line.confirmedQuantity} left: added ${line.confirmedQuantity}`);
 * ```
 *
 * @group Receipts
 */
export function cartReceipt(
  requestedLines: readonly ReceiptRequestedLine[],
  cartBefore: ReceiptCart | null | undefined,
  cartAfter: ReceiptCart | null | undefined,
): CartReceiptLine[] {
  const before = heldItems(cartBefore);
  const after = heldItems(cartAfter);
  const grown = new Map<string, number>();
  const claimed = new Set<string>();
  return requestedLines.map((requested) => {
    const requestedQuantity = requested.quantity ?? 0;
    const key = mergeKey(requested) ?? '';
    const now = after.get(key);
    if (!grown.has(key)) grown.set(key, Math.max(0, (now?.quantity ?? 0) - (before.get(key)?.quantity ?? 0)));
    const left = grown.get(key) ?? 0;
    const confirmedQuantity = Math.min(requestedQuantity, left);
    grown.set(key, left - confirmedQuantity);
    const existed = before.has(key) || claimed.has(key);
    if (confirmedQuantity > 0) claimed.add(key);
    const status: CartReceiptStatus = confirmedQuantity === 0 ? 'dropped' : confirmedQuantity < requestedQuantity ? 'clamped' : existed ? 'merged' : 'added';
    return now?.id === undefined ? { status, requestedQuantity, confirmedQuantity } : { status, requestedQuantity, confirmedQuantity, lineItemId: now.id };
  });
}
