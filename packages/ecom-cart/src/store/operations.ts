/**
 * Internal: how the cart store runs an operation and applies its answer. An operation is queued with
 * its intent in the view meanwhile; a read or a write is numbered when sent and its answer applied only
 * if the stale-answer guard lets it; a failure becomes the store's error.
 */
import { isHttpError, isStorefrontError, type RequestClient, type StorefrontError } from '@storefront-kit/http-core';
import { disposedError, toCartError } from '../errors';
import { isNoCartError } from '../no-cart';
import type { AnyCart, CartApi, CartShapes } from './version';
import type { MutationQueue } from './mutation-queue';
import type { CartView, Intent } from './snapshot';
import type { StaleGuard, Ticket } from './stale-guard';
import type { TempLines } from './temp-lines';
import type { CartActionResult, CartSessionSource } from './types';

/** The parts of one store, shared by its operations and actions. */
export interface StoreContext {
  readonly client: RequestClient;
  /** The cart version's calls and view (`./v1`, `../v2/store`). */
  readonly api: CartApi<CartShapes>;
  readonly session: CartSessionSource | undefined;
  readonly view: CartView;
  readonly guard: StaleGuard;
  readonly queue: MutationQueue;
  readonly lines: TempLines;
  /** The read in flight that a `refresh()` joins. */
  reading: Promise<CartActionResult<AnyCart | null>> | undefined;
  /** Set by `dispose()`: operations that have not started fail with `ERR_CART_STORE_DISPOSED`. */
  disposed: boolean;
  /** Set by a checkout: the cart shown may be an order by now (see `./tabs`). */
  checkedOut: boolean;
  /** Told each cart the server confirmed to this store that changes what it knows (`./tabs` posts it). */
  readonly confirmed: Set<(cart: AnyCart | null) => void>;
  /** What `dispose()` stops besides the session (`./tabs`). */
  readonly stops: Set<() => void>;
}

/** A failure after which the server's cart is known to be unchanged (a 4xx, a local check). */
const refused = (e: unknown) => isStorefrontError(e) && (e.code === 'ERR_VALIDATION' || (isHttpError(e) && e.status < 500));

/** Makes `e` the store's error and the action's result. */
export function failed(ctx: StoreContext, e: unknown): { ok: false; error: StorefrontError } {
  const error = (ctx.view.state.error = toCartError(e));
  return { ok: false, error };
}

/** Takes the server's cart from the answer to `ticket`, unless a newer state is known. */
export function accept(ctx: StoreContext, ticket: Ticket, cart: AnyCart | null, read = false): void {
  const { state } = ctx.view;
  const { server: known, loaded } = state;
  if (!ctx.guard.accepts(ticket, cart, known, read)) return;
  state.server = cart;
  state.loaded = true;
  if (!loaded || cart?.id !== known?.id || cart?.revision !== known?.revision || cart?.updatedDate !== known?.updatedDate) {
    for (const listener of ctx.confirmed) listener(cart);
  }
}

/**
 * Whether the session knows its owner has no cart, asked before the first read only: a visitor it has
 * just minted, or one an earlier read found without a cart (`noCart`, kept with the tokens across reloads).
 */
async function knownWithoutCart({ session, view }: StoreContext): Promise<boolean> {
  if (view.state.loaded || !session) return false;
  if (session.getSnapshot().role === 'none') await session.generateVisitorTokens?.();
  const { newVisitor, noCart } = session.getSnapshot();
  return newVisitor === true || noCart === true;
}

/**
 * Tells the session whether its visitor has no cart, so that a reload need not ask. Members are never
 * marked: their cart can be made on another device.
 */
export const markNoCart = ({ session }: StoreContext, cart: AnyCart | null): void =>
  session?.markNoCart?.(cart === null && session.getSnapshot().role === 'visitor');

/** Reads the cart (both "no cart" answers read as `null`) and resolves the cart the store then knows. */
export async function read(ctx: StoreContext): Promise<AnyCart | null> {
  const ticket = ctx.guard.send();
  try {
    const cart = (await knownWithoutCart(ctx)) ? null : await ctx.api.read(ctx.client).catch((e) => (isNoCartError(e) ? null : Promise.reject(e)));
    accept(ctx, ticket, cart, true);
    if (ticket.of === ctx.guard.owner) markNoCart(ctx, cart);
  } catch (e) {
    if (ticket.of === ctx.guard.owner) throw e; // else an answer for someone who is gone
  }
  return ctx.view.state.server;
}

/**
 * A mutation answering the cart: numbered when sent, applied when it answers. When it fails without a
 * 4xx (network, timeout, 5xx, unreadable answer) the write may or may not have happened: re-read,
 * then `unknown` looks at what the server has.
 */
export const write = (ctx: StoreContext, call: () => Promise<AnyCart>, unknown?: (cart: AnyCart | null) => void) => async (): Promise<AnyCart> => {
  const ticket = ctx.guard.send(true);
  ctx.session?.markNoCart?.(false); // the write may make a cart, even when its answer is lost
  try {
    const cart = await call();
    accept(ctx, ticket, cart);
    if (ticket.of === ctx.guard.owner) ctx.view.state.estimate = null;
    return cart;
  } catch (e) {
    if (isNoCartError(e)) accept(ctx, ticket, null);
    else if (!refused(e)) await read(ctx).then(unknown, () => undefined);
    throw e;
  }
};

/** Runs `work` after everything queued, with `intent` in the view meanwhile. */
export function run<T>(ctx: StoreContext, work: () => Promise<T>, intent?: Intent, mutation = !!intent): Promise<CartActionResult<T>> {
  const { view, guard } = ctx;
  view.state.pending++;
  if (intent) view.intents.add(intent);
  view.emit();
  const of = guard.owner;
  const job = async (): Promise<CartActionResult<T>> => {
    try {
      if (ctx.disposed) throw disposedError();
      const value = await work();
      if (of === guard.owner) view.state.error = null;
      return { ok: true, value };
    } catch (e) {
      return of === guard.owner ? failed(ctx, e) : { ok: false, error: toCartError(e) };
    } finally {
      if (intent) view.intents.delete(intent);
      view.state.pending--;
      view.emit();
    }
  };
  return ctx.queue.enqueue(job, mutation);
}

/** Local checks first: a `ValidationError` thrown by `start` is reported without queueing anything. */
export function attempt<R extends CartActionResult<unknown>>(ctx: StoreContext, start: () => Promise<R>): Promise<R | { ok: false; error: StorefrontError }> {
  try {
    return start();
  } catch (e) {
    const result = failed(ctx, e);
    ctx.view.emit();
    return Promise.resolve(result);
  }
}

/** Reads the cart: at once when nothing is queued (joining a read in flight), else after the queue (so a disposed store's fails). */
export function refresh(ctx: StoreContext): Promise<CartActionResult<AnyCart | null>> {
  const { view } = ctx;
  if ((view.state.pending > 0 || ctx.disposed) && !ctx.reading) return run(ctx, () => read(ctx));
  if (!ctx.reading) {
    view.state.pending++;
    view.emit();
    const done = (value: AnyCart | null) => ((view.state.error = null), { ok: true as const, value });
    const mine = (ctx.reading = read(ctx).then(done, (e: unknown) => failed(ctx, e)));
    void mine.finally(() => {
      if (ctx.reading === mine) ctx.reading = undefined;
      view.state.pending--;
      view.emit();
    });
  }
  return ctx.reading;
}
