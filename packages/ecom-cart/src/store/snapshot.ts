/**
 * Internal: what the cart store holds and the snapshot it shows. The snapshot is the server's cart
 * with every pending change (an intent) applied over it, rebuilt and published after each change.
 */
import { createSubscribable, type StorefrontError } from '@storefront-kit/http-core';
import type { AnyCart, CartShapes } from './version';
import type { CartSnapshot } from './types';

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
