/**
 * Internal: the cart store's actions, over the store's cart version (`ctx.api`). Each checks its input
 * once, when called (a `ValidationError` queues nothing), then queues the request, sent unchecked, with
 * the change it makes in the view meanwhile.
 */
import { invalid, requireId, requireList } from '@storefront-kit/http-core';
import { type CheckoutRedirect, type CheckoutRedirectInput, createCheckoutRedirect } from '../checkout';
import { isNoCartError } from '../no-cart';
import { MAX_LINE_ITEM_QUANTITY, MAX_LINE_ITEMS_PER_REQUEST } from '@storefront-kit/wire/cart';
import { code, quantity } from '../validate';
import { accept, attempt, run, type StoreContext, write } from './operations';
import { changeQuantity as changeLine, removeLines } from './optimistic';
import { cartReceipt, type CartReceiptLine } from '../receipt';
import type { AddOptions, CartActionResult, CartAddResult } from './types';
import type { AnyCart, CartShapes } from './version';

type Result<T> = Promise<CartActionResult<T>>;

export function add(ctx: StoreContext, input: unknown, options: AddOptions = {}): Promise<CartAddResult<CartShapes>> {
  const { api } = ctx;
  return attempt(ctx, () => {
    api.checkAdd(input);
    const display = options.display ?? [];
    if (!Array.isArray(display)) invalid('display', 'must be a list');
    const requested = api.requested(input);
    const { tempId, link } = ctx.lines.forAdd(requested);
    let receipt: CartReceiptLine[] = [];
    const send = async () => {
      // The cart the add applies to: the queue runs one mutation at a time, so it is the last one confirmed.
      const before = ctx.view.state.server;
      const cart = await api.add(ctx.client, input);
      link(cart);
      receipt = cartReceipt(requested, before, cart);
      return cart;
    };
    return run(ctx, write(ctx, send, link), (cart) => api.addLines(cart, input, tempId, display)).then((result) =>
      result.ok ? { ...result, receipt } : result,
    );
  });
}

export function remove(ctx: StoreContext, lineItemIds: string | readonly string[]): Result<AnyCart> {
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

export function setQuantity(ctx: StoreContext, lineItemId: string, value: number): Result<AnyCart> {
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

export function changeQuantity(ctx: StoreContext, lineItemId: string, delta: number): Result<AnyCart> {
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

export function applyCoupon(ctx: StoreContext, couponCode: string): Result<AnyCart> {
  const { api, client } = ctx;
  return attempt(ctx, () => {
    const trimmed = code(couponCode, 'couponCode');
    const apply = async () => {
      // A cart V2 holds one coupon and cannot swap it in one call: the one applied goes first (its answer shows).
      if (api.couponOf(ctx.view.state.server) !== undefined) await write(ctx, () => api.removeCoupon(client, ctx.view.state.server))();
      return write(ctx, () => api.applyCoupon(client, trimmed))();
    };
    return run(ctx, apply, (cart) => api.setCoupon(cart, trimmed));
  });
}

export const removeCoupon = (ctx: StoreContext): Result<AnyCart> =>
  run(
    ctx,
    write(ctx, () => ctx.api.removeCoupon(ctx.client, ctx.view.state.server)),
    (cart) => ctx.api.setCoupon(cart),
  );

export function estimate(ctx: StoreContext, input: unknown = {}): Result<unknown> {
  const { api } = ctx;
  return attempt(ctx, () => {
    api.checkEstimate(input);
    return run(ctx, async () => {
      const ticket = ctx.guard.send();
      try {
        const result = await api.estimate(ctx.client, input);
        const cart = api.cartOf(result);
        if (cart) accept(ctx, ticket, cart, true);
        return ticket.of === ctx.guard.owner ? (ctx.view.state.estimate = result) : result;
      } catch (e) {
        if (isNoCartError(e)) accept(ctx, ticket, null);
        throw e;
      }
    });
  });
}

export function checkout(ctx: StoreContext, input?: CheckoutRedirectInput): Result<CheckoutRedirect> {
  const failure = ctx.queue.failureBefore();
  return run(ctx, async () => {
    // The checkout holds every intent the shopper had, or is not made.
    const error = await failure;
    if (error) throw error;
    ctx.guard.send(true);
    const redirect = await createCheckoutRedirect(ctx.client, input);
    ctx.checkedOut = true;
    return redirect;
  });
}
