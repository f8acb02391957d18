/**
 * `createCartStore`: the cart state a UI binds to (`subscribe` / `getSnapshot`, ready for
 * `useSyncExternalStore`), with optimistic updates, a serialized mutation queue, stale-response guards
 * and rollback to the server's truth. The shapes are in `./types`, the optimistic views in `./optimistic`.
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
import { createCheckoutRedirect } from '../checkout';
import { isNoCartError } from '../no-cart';
import { type AddToCartRequest, type Cart, type EstimateTotalsResponse, MAX_LINE_ITEM_QUANTITY } from '../types';
import { addInput, couponCode, fail, id, list, object, quantity, text } from '../validate';
import { addLines, changeQuantity, itemKey, removeLines, setCoupon } from './optimistic';
import type { CartActionResult, CartSnapshot, CartStore, CartStoreOptions } from './types';

type Intent = (cart: Cart | null) => Cart | null;

const TEMP = 'pending-line-';

/** A cart of the same id with a lower revision than the one known is stale. */
const older = (next: Cart | null, known: Cart | null) =>
  !!next && !!known && next.id === known.id && Number(next.revision) < Number(known.revision);

const asError = (e: unknown): StorefrontError =>
  isStorefrontError(e) ? e : new StorefrontError(e instanceof Error ? e.message : String(e), 'ERR_CART_UNEXPECTED', { cause: e });

/** A failure after which the server's cart is known to be unchanged (a 4xx, a local check). */
const refused = (e: unknown) => isStorefrontError(e) && (e.code === 'ERR_VALIDATION' || (isHttpError(e) && e.status < 500));

/**
 * Creates a cart store over a client (visitor or member auth). It does not read the cart by itself:
 * call `refresh()` when the UI mounts.
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
 * @param client - a client with the visitor's or member's auth
 * @param options - `initialCart` from server rendering; `session` to follow the session's owner
 *   (sign-in, sign-out, expiry)
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
 */
export function createCartStore(client: RequestClient, options: CartStoreOptions = {}): CartStore {
  const { session } = options;
  const listeners = new Set<() => void>();
  const intents = new Set<Intent>();
  /** Mutations queued or running: a checkout waits for those queued before it. */
  const mutations = new Set<Promise<CartActionResult<unknown>>>();
  const realIds = new Map<string, string>();
  let server = options.initialCart ?? null;
  let loaded = options.initialCart !== undefined;
  let error: StorefrontError | null = null;
  let estimate: EstimateTotalsResponse | null = null;
  let pending = 0;
  let seq = 0; // last sequence number given out
  let applied = 0; // sequence number of the answer the server cart came from
  let lastWrite = 0; // sequence number of the last write sent
  let owner = 0; // bumps when the session starts to stand for someone else
  let temps = 0;
  let tail: Promise<unknown> = Promise.resolve();
  let reading: Promise<CartActionResult<Cart | null>> | undefined;

  /** The server id of a line: a temporary id must have been linked to its line by now. */
  const serverId = (lineId: string) =>
    realIds.get(lineId) ?? (lineId.startsWith(TEMP) ? fail('lineItemId', 'is a line whose add failed, so it is not in the cart') : lineId);
  /** The same for the optimistic view, where a pending add's line still has its temporary id. */
  const viewId = (lineId: string) => realIds.get(lineId) ?? lineId;

  const build = (): CartSnapshot => {
    let cart = server;
    for (const intent of intents) cart = intent(cart);
    // Intents copy the lines they change: a line object the server did not send is pending.
    const confirmed = new Set(server?.lineItems);
    const pendingLineIds = new Set(cart?.lineItems?.filter((line) => !confirmed.has(line)).map((line) => line.id ?? ''));
    return Object.freeze({ cart, serverCart: server, loaded, pending, error, estimate, pendingLineIds, totalsPending: intents.size > 0 });
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

  /** Takes the server's cart from the answer to operation `at` sent for owner `of`, unless a newer state is known. */
  const accept = (at: number, of: number, cart: Cart | null, read = false) => {
    if (of !== owner || at < applied || (read && lastWrite > at) || older(cart, server)) return;
    applied = at;
    server = cart;
    loaded = true;
  };

  /** Whether the session has just minted a visitor, who cannot have a cart (asked before the first read only). */
  const newVisitor = async () => {
    if (loaded || !session) return false;
    if (session.getSnapshot().role === 'none') await session.generateVisitorTokens?.();
    return session.getSnapshot().newVisitor === true;
  };

  const read = async (): Promise<Cart | null> => {
    const at = ++seq;
    const of = owner;
    try {
      const cart = (await newVisitor()) ? null : await getCurrentCart(client).catch((e) => (isNoCartError(e) ? null : Promise.reject(e)));
      accept(at, of, cart, true);
    } catch (e) {
      if (of === owner) throw e; // else an answer for someone who is gone
    }
    return server;
  };

  /**
   * A mutation answering the cart: numbered when sent, applied when it answers. When it fails without a
   * 4xx (network, timeout, 5xx, unreadable answer) the write may or may not have happened: re-read,
   * then `unknown` looks at what the server has.
   */
  const write =
    (call: () => Promise<Cart>, unknown?: (cart: Cart | null) => void) =>
    async (): Promise<Cart> => {
      const at = (lastWrite = ++seq);
      const of = owner;
      try {
        const cart = await call();
        accept(at, of, cart);
        if (of === owner) estimate = null;
        return cart;
      } catch (e) {
        if (isNoCartError(e)) accept(at, of, null);
        else if (!refused(e)) await read().then(unknown, () => undefined);
        throw e;
      }
    };

  const failed = (e: unknown) => {
    error = asError(e);
    return { ok: false as const, error };
  };

  /** Runs `work` after everything queued, with `intent` in the view meanwhile. */
  const run = <T>(work: () => Promise<T>, intent?: Intent, mutation = !!intent): Promise<CartActionResult<T>> => {
    pending++;
    if (intent) intents.add(intent);
    emit();
    const of = owner;
    const job = tail.then(async (): Promise<CartActionResult<T>> => {
      try {
        const value = await work();
        if (of === owner) error = null;
        return { ok: true, value };
      } catch (e) {
        return of === owner ? failed(e) : { ok: false, error: asError(e) };
      } finally {
        if (intent) intents.delete(intent);
        pending--;
        emit();
      }
    });
    tail = job;
    if (mutation) {
      mutations.add(job);
      void job.then(() => mutations.delete(job));
    }
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
      write(() => updateCurrentCartLineItemQuantity(client, [{ id: serverId(lineId), quantity: quantity(current(), 'quantity', 0) }])),
      (cart) => changeQuantity(cart, viewId(lineId), next),
    );

  /** Links the temporary ids of an add to the server's lines for the same catalogue items. */
  const linker = (input: AddToCartRequest, ids: string[]) => (cart: Cart | null) =>
    input.lineItems?.forEach((item, index) => {
      const key = itemKey(item.catalogReference);
      const line = ids[index] && cart?.lineItems?.find((l) => !l.customLineItem && itemKey(l.catalogReference) === key);
      if (line && line.id) realIds.set(ids[index] as string, line.id);
    });

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
        const mine = (reading = read().then((value) => ((error = null), { ok: true as const, value }), failed));
        void mine.finally(() => {
          if (reading === mine) reading = undefined;
          pending--;
          emit();
        });
      }
      return reading;
    },
    add: (input, addOptions = {}) =>
      guard(() => {
        addInput(input);
        const display = addOptions.display ?? [];
        if (!Array.isArray(display)) fail('display', 'must be a list');
        const ids: string[] = [];
        const tempId = (index: number) => (ids[index] ??= `${TEMP}${++temps}`);
        const link = linker(input, ids);
        return run(
          write(async () => {
            const cart = await addToCurrentCart(client, input);
            link(cart);
            return cart;
          }, link),
          (cart) => addLines(cart, input, tempId, display),
        );
      }),
    remove: (lineItemIds) =>
      guard(() => {
        const given = typeof lineItemIds === 'string' ? [lineItemIds] : lineItemIds;
        list(given, 'lineItemIds').forEach((value, index) => id(value, `lineItemIds[${index}]`));
        return run(
          write(() => removeLineItemsFromCurrentCart(client, [...new Set(given.map(serverId))])),
          (cart) => removeLines(cart, new Set(given.map(viewId))),
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
          const lineId = serverId(lineItemId);
          const line = server?.lineItems?.find((candidate) => candidate.id === lineId);
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
          const of = owner;
          try {
            const result = await estimateCurrentCartTotals(client, input);
            if (result.cart) accept(at, of, result.cart, true);
            return of === owner ? (estimate = result) : result;
          } catch (e) {
            if (isNoCartError(e)) accept(at, of, null);
            throw e;
          }
        });
      }),
    checkout(input) {
      const before = [...mutations];
      return run(async () => {
        // The checkout holds every intent the shopper had, or is not made.
        for (const result of await Promise.all(before)) if (!result.ok) throw result.error;
        lastWrite = ++seq;
        return createCheckoutRedirect(client, input);
      });
    },
    dismissError() {
      error = null;
      emit();
    },
  };

  // The cart belongs to the session's owner: after a sign-in, sign-out or expiry, forget the cart
  // (never show one owner's cart to the next) and read the new owner's.
  if (session) {
    const ownerOf = () => {
      const { role, generation } = session.getSnapshot();
      // Without a generation, a change of role counts, except a first visitor (none to visitor).
      return generation ?? (role === 'none' ? 'visitor' : role);
    };
    let current = ownerOf();
    session.subscribe(() => {
      const next = ownerOf();
      if (next === current) return;
      current = next;
      owner++;
      server = null;
      loaded = false;
      estimate = null;
      error = null;
      realIds.clear();
      reading = undefined;
      void store.refresh();
    });
  }
  return store;
}
