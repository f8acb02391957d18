/**
 * Internal: how the cart store runs an operation and applies its answer. An operation is queued (one at
 * a time, in call order: the queue, below) with its intent in the view meanwhile; a read or a write is
 * numbered when sent, for the session owner of that moment, and its answer applied only if the
 * stale-answer guard (below) lets it; a failure becomes the store's error. The store follows the
 * session's owner: a new owner drops every answer to what was sent before.
 */
import { isHttpError, isStorefrontError, type RequestClient, type StorefrontError } from '@storefront-kit/http-core';
import { disposedError, ownerChangedError, toCartError } from '../errors';
import { isNoCartError } from '../no-cart';
import type { AnyCart, CartApi, CartShapes } from './version';
import type { CartView, Intent, TempLines } from './view';
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
  /** The owner generation the running operation was queued for: what it sends must be for that owner (see {@link sendingForQueuedOwner}). */
  runningFor: number;
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
  const error = toCartError(e);
  ctx.view.state.error = error;
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
    // The estimate was made for the cart known until now: another one (changed elsewhere, gone, or changed
    // by a write whose answer was lost) makes it stale. An estimate's own cart is accepted before it is kept.
    state.estimate = null;
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
  sendingForQueuedOwner(ctx);
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

/**
 * Throws `ERR_CART_OWNER_CHANGED` when the session changed owner since the running operation was queued,
 * so that nothing queued for one owner goes out with the next owner's tokens. `run` checks it as the
 * operation starts; a request sent after the operation has waited (a coupon swap, a read then an add, a
 * checkout after the mutations before it) is checked again: `write` and `checkout` call it.
 */
export function sendingForQueuedOwner(ctx: StoreContext): void {
  if (ctx.runningFor !== ctx.guard.owner) throw ownerChangedError();
}

/**
 * Runs `work` after everything queued, with `intent` in the view meanwhile. It runs for the session owner
 * of the moment it is queued: when the owner has changed by the time its turn comes, it is not run and
 * resolves `ERR_CART_OWNER_CHANGED`, except a read (`anyOwner`), which reads the cart of the owner then.
 */
export function run<T>(ctx: StoreContext, work: () => Promise<T>, intent?: Intent, anyOwner = false): Promise<CartActionResult<T>> {
  const { view, guard } = ctx;
  view.state.pending++;
  if (intent) view.intents.add(intent);
  view.emit();
  const of = guard.owner;
  const job = async (): Promise<CartActionResult<T>> => {
    try {
      if (ctx.disposed) throw disposedError();
      ctx.runningFor = anyOwner ? guard.owner : of;
      sendingForQueuedOwner(ctx);
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
  return ctx.queue.enqueue(job, !!intent);
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
  if ((view.state.pending > 0 || ctx.disposed) && !ctx.reading) return run(ctx, () => read(ctx), undefined, true);
  if (!ctx.reading) {
    view.state.pending++;
    view.emit();
    // The read clears the error known when it was asked, not one an operation raised while it was in
    // flight: a write sent after it overtakes its answer, which then is no success to clear that write's error.
    const before = view.state.error;
    const done = (value: AnyCart | null) => {
      if (view.state.error === before) view.state.error = null;
      return { ok: true as const, value };
    };
    const mine = read(ctx).then(done, (e: unknown) => failed(ctx, e));
    ctx.reading = mine;
    void mine.finally(() => {
      if (ctx.reading === mine) ctx.reading = undefined;
      view.state.pending--;
      view.emit();
    });
  }
  return ctx.reading;
}

/**
 * The cart belongs to the session's owner. After a sign-in, sign-out or expiry the store
 * forgets the cart and the pending changes shown on it (never show one owner's cart to the next), drops
 * the answers to everything sent before, fails what was queued and not yet sent (`run`), and reads the new
 * owner's cart.
 */
/** Who the session stands for: its generation, else its role (a first visitor, none to visitor, is no change). */
export const ownerOf = (session: CartSessionSource): unknown => {
  const { role, generation } = session.getSnapshot();
  return generation ?? (role === 'none' ? 'visitor' : role);
};

/**
 * Starts a new owner generation in `ctx` whenever `session` starts to stand for someone else.
 * @returns the function that stops following
 */
export function followOwner(ctx: StoreContext, session: CartSessionSource): () => void {
  let current = ownerOf(session);
  return session.subscribe(() => {
    const next = ownerOf(session);
    if (next === current) return;
    current = next;
    ctx.guard.changeOwner();
    Object.assign(ctx.view.state, { server: null, loaded: false, estimate: null, error: null });
    ctx.view.intents.clear();
    ctx.lines.clear();
    ctx.reading = undefined;
    void refresh(ctx);
  });
}

/**
 * The queue. Operations run one at a time, in call order; the mutations among
 * them are remembered until they settle, so a checkout can wait for those queued before it and learn
 * the first one that failed.
 */
/** The queue of one store. */
export interface MutationQueue {
  /** Runs `job` once everything queued before it is done. A job settles with a result, never rejects. */
  enqueue<T>(job: () => Promise<CartActionResult<T>>, mutation: boolean): Promise<CartActionResult<T>>;
  /**
   * Waits for the mutations queued so far (not those queued later) and resolves with the error of the
   * first one that failed, or `undefined` when all succeeded.
   */
  failureBefore(): Promise<StorefrontError | undefined>;
}

/** An empty queue. */
export function createMutationQueue(): MutationQueue {
  let tail: Promise<unknown> = Promise.resolve();
  const mutations = new Set<Promise<CartActionResult<unknown>>>();
  return {
    enqueue(job, mutation) {
      const done = tail.then(job);
      tail = done;
      if (mutation) {
        mutations.add(done);
        void done.then(() => mutations.delete(done));
      }
      return done;
    },
    async failureBefore() {
      for (const result of await Promise.all(mutations)) if (!result.ok) return result.error;
      return undefined;
    },
  };
}

/**
 * The stale-answer guard decides whether an answer may replace the cart the store knows. Every operation is
 * numbered when it is sent, for the session owner of that moment; an answer loses to a newer state:
 * an answer to an older operation than the one applied, a read that a later write overtook, a cart
 * with a lower `revision` than the one known, or any answer for an owner who is gone.
 */
/** An operation as it was sent: its sequence number and the owner generation it was sent for. */
export interface Ticket {
  readonly at: number;
  readonly of: number;
}

/** A cart of the same id with a lower revision than the one known is stale. */
const older = (next: AnyCart | null, known: AnyCart | null) => !!next && !!known && next.id === known.id && Number(next.revision) < Number(known.revision);

/**
 * Whether an answer's `cart` is not the cart the store knows: another cart, or an older revision of it (a
 * cart without a revision cannot be told older). What the answer holds besides (an estimate) is then stale.
 */
export const notTheKnown = (cart: AnyCart, known: AnyCart | null) => !!known && (cart.id !== known.id || older(cart, known));

/** The sequence numbers and owner generation of one store. */
export interface StaleGuard {
  /** The current owner generation: bumps when the session starts to stand for someone else. */
  readonly owner: number;
  /** Numbers an operation being sent; a write also overtakes every read sent before it. */
  send(write?: boolean): Ticket;
  /**
   * Whether the answer `next` to `ticket` replaces `known`: same owner, no newer answer applied, not
   * overtaken (for a read), not an older revision. When it does, it becomes the applied state.
   */
  accepts(ticket: Ticket, next: AnyCart | null, known: AnyCart | null, read?: boolean): boolean;
  /** Starts a new owner generation: every answer to an operation sent before is dropped. */
  changeOwner(): void;
}

/** A guard with nothing sent yet. */
export function createStaleGuard(): StaleGuard {
  let seq = 0; // the last sequence number given out
  let applied = 0; // the operation the known cart came from
  let lastWrite = 0; // the last write sent
  let owner = 0;
  return {
    get owner() {
      return owner;
    },
    send(write = false) {
      const at = ++seq;
      if (write) lastWrite = at;
      return { at, of: owner };
    },
    accepts({ at, of }, next, known, read = false) {
      if (of !== owner || at < applied || (read && lastWrite > at) || older(next, known)) return false;
      applied = at;
      return true;
    },
    changeOwner() {
      owner++;
    },
  };
}
