/**
 * `shareCartAcrossTabs`: a cart store that stays true between the shop's tabs and page lives. Every cart
 * the server confirms to one tab is posted on a `BroadcastChannel`; the other tabs of the same session
 * owner show it without asking the server, unless they know a newer one. A page restored from the
 * back/forward cache, or shown again after a long hidden period, re-reads the cart once.
 */
import type { AnyCart, CartShapes } from './version';
import { refresh, type StoreContext } from './operations';
import type { CartStore } from './types';

/** The context of each store, for the functions that work on a store from outside its factory. */
const contexts = new WeakMap<object, StoreContext>();

/** Records `ctx` as the context of `store`. */
export const registerStore = (store: object, ctx: StoreContext): void => void contexts.set(store, ctx);

/** Makes `wrapper` (a store that stands for `store`, as `cartStoreOf`'s does) share its context. */
export const sameStore = (wrapper: object, store: object): void => void contexts.set(wrapper, contexts.get(store)!);

/**
 * Options of {@link shareCartAcrossTabs}.
 *
 * @group Stores
 */
export interface ShareCartOptions {
  /** The `BroadcastChannel` name: one per shop on an origin. @default 'sfk.cart' */
  channelName?: string;
  /** A page shown again after being hidden this long re-reads the cart. @default 300000 (5 minutes) */
  staleAfterMs?: number;
}

/** A posted cart: who it belongs to (so another owner's tab ignores it) and the confirmed cart, `null` when there is none. */
interface Shared {
  owner: string;
  cart: AnyCart | null;
}

/** A short fingerprint of the session's refresh token (not the token): tabs of the same owner share it. */
function ownerKey({ session }: StoreContext): string {
  const snapshot = session?.getSnapshot() as { role: string; tokens?: { refreshToken?: { value?: string } } } | undefined;
  const text = `${snapshot?.role ?? ''}:${snapshot?.tokens?.refreshToken?.value ?? ''}`;
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0).toString(36);
}

const time = (date: unknown) => (typeof date === 'string' ? Date.parse(date) : date instanceof Date ? date.getTime() : Number.NaN);

/**
 * Whether `next` is newer than `known`: the same cart with a higher `revision` (or, without revisions,
 * a later `updatedDate`); another cart of the same owner when it was updated later.
 */
export function newerCart(next: AnyCart, known: AnyCart | null): boolean {
  if (!known) return true;
  if (next.id === known.id && next.revision !== undefined && known.revision !== undefined) return Number(next.revision) > Number(known.revision);
  return time(next.updatedDate) > time(known.updatedDate);
}

/** Shows a cart another tab confirmed, unless this store knows a newer one. */
function adopt(ctx: StoreContext, cart: AnyCart): void {
  const { state } = ctx.view;
  if (!newerCart(cart, state.server)) return;
  Object.assign(state, { server: cart, loaded: true, estimate: null });
  ctx.view.emit();
}

/** After a checkout, stops showing the cart it came from: its lines may be an order by now (a re-read brings back what is left). */
function forgetCheckedOut(ctx: StoreContext): void {
  if (!ctx.checkedOut) return;
  ctx.checkedOut = false;
  Object.assign(ctx.view.state, { server: null, loaded: false, estimate: null });
  ctx.view.emit();
}

/** Re-reads the cart, the one shown before a checkout forgotten first. */
function revalidate(ctx: StoreContext): void {
  forgetCheckedOut(ctx);
  void refresh(ctx);
}

/**
 * Keeps a cart store true between the shop's tabs and page lives (in a page; elsewhere, a server
 * rendering the shop too, it does nothing). A cart the server confirms to this tab (an add, a removal, a quantity, a coupon, a read) is
 * posted to the other tabs of the same session owner, which show it at once without a request, unless
 * they know a newer one (same cart with a higher `revision`, or a later `updatedDate`): an older answer
 * never overwrites a newer one. A tab told that the cart is gone (after an order) re-reads it once.
 * A page restored from the back/forward cache (`pageshow` with `persisted`), or shown again after
 * `staleAfterMs` hidden, re-reads the cart once; a page that leaves after a checkout stops showing the
 * old lines first (when it is stored, and again when it is restored), so Back from a placed order never
 * shows them. `dispose()` of the store stops it too.
 *
 * @param store - a store from {@link cartStoreOf} or {@link createCartStore}, over either cart version
 * @param options - the channel name and when a hidden page counts as stale
 * @returns the function that stops sharing
 *
 * @example
 * ```ts
 * import { cartStoreOf, shareCartAcrossTabs } from '@storefront-kit/ecom-cart';
 * import { createClient } from '@storefront-kit/http-core';
 * const client = createClient();
 * const stop = shareCartAcrossTabs(cartStoreOf(client)); // once, when the app starts
 * ```
 *
 * @group Stores
 */
export function shareCartAcrossTabs<S extends CartShapes>(store: CartStore<S>, options: ShareCartOptions = {}): () => void {
  const ctx = contexts.get(store);
  // Only a page has tabs. A server's runtime (Node, Deno, Bun) has a BroadcastChannel too, shared by every
  // request's store in the process: there it would hand one shopper's cart to another's.
  const page = typeof window === 'object' && typeof document === 'object';
  if (!ctx || ctx.disposed || !page) return () => {};
  const { staleAfterMs = 300_000 } = options;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(options.channelName ?? 'sfk.cart') : undefined;
  const post = (cart: AnyCart | null) => channel?.postMessage({ owner: ownerKey(ctx), cart } satisfies Shared);
  ctx.confirmed.add(post);
  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<Shared>) => {
      if (data?.owner !== ownerKey(ctx) || ctx.disposed) return;
      if (data.cart) adopt(ctx, data.cart);
      else if (ctx.view.state.server) void refresh(ctx);
    };
  }
  let hiddenAt: number | undefined;
  // Leaving for the checkout into the back/forward cache: the page is stored without the old lines.
  const onPageHide = (event: PageTransitionEvent) => event.persisted && forgetCheckedOut(ctx);
  const onPageShow = (event: PageTransitionEvent) => event.persisted && revalidate(ctx);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') hiddenAt ??= Date.now();
    else if (hiddenAt !== undefined) {
      if (Date.now() - hiddenAt >= staleAfterMs) revalidate(ctx);
      hiddenAt = undefined;
    }
  };
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  document.addEventListener('visibilitychange', onVisibility);
  const stop = () => {
    ctx.confirmed.delete(post);
    ctx.stops.delete(stop);
    channel?.close();
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  ctx.stops.add(stop);
  return stop;
}
