/**
 * Internal: what the cart store shows. The snapshot is the server's cart with every pending change (an
 * intent) applied over it, rebuilt and published after each change. An intent is a pure function of a
 * cart of either version (the helpers below; what depends on the cart's shape, adding lines and the
 * coupon, is the version's: `./v1`, `../v2/store`, which merge catalogue lines as the server does
 * through `addCatalogueLines`). The lines an add shows before the server answers have temporary ids
 * (`pending-line-N`), linked to the server's lines once the cart is known.
 */
import { createSubscribable, invalid, type StorefrontError } from '@storefront-kit/http-core';
import { MAX_LINE_ITEM_QUANTITY } from '@storefront-kit/wire/cart';
import { lineKey, mergeKey } from '../line-keys';
import type { ReceiptRequestedLine } from '../receipt';
import type { CartSnapshot } from './types';
import type { AnyCart, CartApi, CartShapes, RequestedCustomLine } from './version';

/** A pending change as the view shows it: a pure function of the cart it applies to. */
export type Intent = (cart: AnyCart | null) => AnyCart | null;

/** The store's own state; everything else in the snapshot is derived from it and the intents. */
export interface CartState {
  /** The last cart the server confirmed (`null`: none). */
  server: AnyCart | null;
  loaded: boolean;
  error: StorefrontError | null;
  estimate: unknown;
  pending: number;
}

/**
 * The snapshot of `state` with `intents` applied in order. Intents copy the lines they change, so a
 * line object the server did not send is a pending one.
 */
export function buildSnapshot(state: CartState, intents: ReadonlySet<Intent>): CartSnapshot<CartShapes> {
  const { server, loaded, pending, error, estimate } = state;
  let cart = server;
  for (const intent of intents) cart = intent(cart);
  const confirmed = new Set(server?.lineItems);
  const pendingLineIds = new Set(cart?.lineItems?.filter((line) => !confirmed.has(line)).map((line) => line.id ?? ''));
  return Object.freeze({ cart, serverCart: server, loaded, pending, error, estimate, pendingLineIds, totalsPending: intents.size > 0 });
}

/** The state, the pending intents and the published snapshot of one store. */
export interface CartView {
  readonly state: CartState;
  readonly intents: Set<Intent>;
  subscribe(listener: () => void): () => void;
  getSnapshot(): CartSnapshot<CartShapes>;
  /** Publishes a new snapshot of the current state and tells the listeners. */
  emit(): void;
}

/** A view starting from `initialCart` (`undefined`: not read yet). */
export function createCartView(initialCart: AnyCart | null | undefined): CartView {
  const state: CartState = { server: initialCart ?? null, loaded: initialCart !== undefined, error: null, estimate: null, pending: 0 };
  const intents = new Set<Intent>();
  const published = createSubscribable(buildSnapshot(state, intents));
  return {
    state,
    intents,
    subscribe: published.subscribe,
    getSnapshot: published.getSnapshot,
    emit: () => published.set(buildSnapshot(state, intents)),
  };
}

// Pure functions that compute a pending change: each takes a cart (or `null`, no cart yet) and returns a
// new one, never mutating its input. Prices are left as the server last sent them.

/** A translatable string of one text. */
export const text = (value: string) => ({ original: value, translated: value });

/** A pending line's chosen options (`{ Size: 'M' }`) as plain-text description lines. */
export const optionLines = (options: Record<string, string>) =>
  Object.entries(options).map(([name, value]) => ({ name: text(name), plainText: text(value), lineType: 'PLAIN_TEXT' as const }));

/** `cart` (an empty one for `null`) with other lines. */
export const withLines = <C extends AnyCart>(cart: C | null, lineItems: NonNullable<C['lineItems']>): C => ({ ...cart, lineItems }) as C;

/** Removes the lines whose (resolved) id is in `ids`. */
export const removeLines = <C extends AnyCart>(cart: C | null, ids: ReadonlySet<string>): C | null =>
  cart && withLines(cart, (cart.lineItems ?? []).filter((line) => !ids.has(line.id ?? '')) as NonNullable<C['lineItems']>);

/** Sets one line's quantity from its current one; a result of 0 or less removes the line. */
export const changeQuantity = <S extends CartShapes>(
  api: CartApi<S>,
  cart: S['cart'] | null,
  id: string,
  next: (current: number) => number,
): S['cart'] | null =>
  cart &&
  withLines(
    cart,
    (cart.lineItems ?? []).flatMap((line) => {
      if (line.id !== id) return [line];
      const quantity = next(api.quantityOf(line));
      return quantity > 0 ? [api.withQuantity(line, quantity)] : [];
    }) as NonNullable<S['cart']['lineItems']>,
  );

/**
 * The lines of a cart with an add's catalogue lines on them, as the server adds them: each goes onto the
 * line it merges into (`mergeKey`: the same item with the same override, service and subscription
 * fields; a line an earlier one of the same add made counts), else it is a new line, `newLine`. The
 * server refuses the whole add when a merged line would hold more than `MAX_LINE_ITEM_QUANTITY`:
 * then `undefined`, and the view shows the cart as it is.
 */
export function addCatalogueLines<S extends CartShapes, R extends ReceiptRequestedLine>(
  api: Pick<CartApi<S>, 'quantityOf' | 'withQuantity'>,
  lines: NonNullable<S['cart']['lineItems']>,
  requested: readonly R[],
  newLine: (line: R, index: number) => NonNullable<S['cart']['lineItems']>[number],
): NonNullable<S['cart']['lineItems']> | undefined {
  const result = lines.slice();
  for (const [index, line] of requested.entries()) {
    const key = mergeKey(line);
    const at = key === undefined ? -1 : result.findIndex((existing) => lineKey(existing) === key);
    const merged = result[at];
    if (!merged) {
      result.push(newLine(line, index));
      continue;
    }
    const grown = api.quantityOf(merged) + (line.quantity ?? 0);
    if (grown > MAX_LINE_ITEM_QUANTITY) return undefined;
    result[at] = api.withQuantity(merged, grown);
  }
  return result as NonNullable<S['cart']['lineItems']>;
}

/**
 * The temporary ids of lines an add shows before the server answers (`pending-line-N`), and their link
 * to the server's lines. The link is made from the add's answer, or, when that answer was lost, from the
 * cart re-read after it (see `linesMade` for the rule). An operation queued on a temporary id acts on the
 * linked line; with no link, the add did not happen.
 */
const TEMP = 'pending-line-';

/** The temporary ids of one add: given when the view first shows a line, linked once the cart is known. */
export interface AddLines {
  /** The temporary id of the add's line at `index` (catalogue lines, then custom ones; the same id on every call). */
  tempId(index: number): string;
  /** Links the add's temporary ids to the lines of `cart` (the answer, or a re-read) that the add made on `before`. */
  link(cart: AnyCart | null, before: AnyCart | null): void;
}

/** The temporary ids of one store. */
export interface TempLines {
  /** The ids of a new add's lines: its catalogue lines, then its custom lines, in order. */
  forAdd(catalogue: readonly ReceiptRequestedLine[], custom: readonly RequestedCustomLine[]): AddLines;
  /** The server id of a line: a temporary id must have been linked by now (else a `ValidationError`). */
  serverId(lineId: string): string;
  /** The id of a line in the optimistic view, where a pending add's line still has its temporary id. */
  viewId(lineId: string): string;
  /** Forgets every link (the cart's owner changed). */
  clear(): void;
}

/** What tells a cart's custom lines apart, from the cart's version: their name (catalogue lines: `lineKey`). */
type LineKeys = Pick<CartApi<CartShapes>, 'customNameOf'>;
type Line = NonNullable<AnyCart['lineItems']>[number];

/** `pick` applied to each of `list` from its end, the results in the order of `list`. */
const fromTheEnd = <T, R>(list: readonly T[], pick: (item: T) => R): R[] => [...list].reverse().map(pick).reverse();

/**
 * The server's line that each line of an add became, by the index of its temporary id:
 * 1. the lines the add created are the lines of `after` whose ids were not in `before`;
 * 2. a catalogue line is a created line it merges with (`mergeKey`), else the line it merged into;
 * 3. a custom line (always a line of its own) is a created custom line of its name, or the line of the
 *    id its caller chose.
 * A created line stands for one requested line at most, matched from the end: the server appends the
 * lines an add makes in the add's order, so they are the last created ones of their item or name, even
 * when `before` lacks lines another tab or device added meanwhile.
 */
function linesMade(
  keys: LineKeys,
  catalogue: readonly ReceiptRequestedLine[],
  custom: readonly RequestedCustomLine[],
  before: AnyCart | null,
  after: AnyCart | null,
): (Line | undefined)[] {
  const known = new Set(before?.lineItems?.map((line) => line.id));
  const created = (after?.lineItems ?? []).filter((line) => !known.has(line.id)).reverse();
  const take = (matches: (line: Line) => boolean) => {
    const at = created.findIndex(matches);
    return at < 0 ? undefined : created.splice(at, 1)[0];
  };
  const catalogueLines = fromTheEnd(catalogue, (requested) => {
    const key = mergeKey(requested);
    const mergesWith = (line: Line) => key !== undefined && lineKey(line) === key;
    return take(mergesWith) ?? after?.lineItems?.find(mergesWith);
  });
  const customLines = fromTheEnd(custom, ({ id, name }) => take((line) => (id === undefined ? keys.customNameOf(line) === name : line.id === id)));
  return [...catalogueLines, ...customLines];
}

/** Temporary ids with no link yet, for the lines of carts that `keys` tells apart. */
export function createTempLines(keys: LineKeys): TempLines {
  const realIds = new Map<string, string>();
  let count = 0;
  return {
    forAdd(catalogue, custom) {
      const ids: string[] = [];
      return {
        tempId: (index) => (ids[index] ??= `${TEMP}${++count}`),
        link: (cart, before) =>
          linesMade(keys, catalogue, custom, before, cart).forEach((line, index) => {
            const tempId = ids[index];
            if (tempId && line?.id) realIds.set(tempId, line.id);
          }),
      };
    },
    serverId: (lineId) => realIds.get(lineId) ?? (lineId.startsWith(TEMP) ? invalid('lineItemId', 'must be a line in the cart (its add failed)') : lineId),
    viewId: (lineId) => realIds.get(lineId) ?? lineId,
    clear: () => realIds.clear(),
  };
}
