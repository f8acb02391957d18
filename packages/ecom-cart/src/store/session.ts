/**
 * Internal: the cart belongs to the session's owner. After a sign-in, sign-out or expiry the store
 * forgets the cart (never show one owner's cart to the next), drops the answers to everything sent
 * before, and reads the new owner's cart.
 */
import { refresh, type StoreContext } from './operations';
import type { CartSessionSource } from './types';

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
    ctx.lines.clear();
    ctx.reading = undefined;
    void refresh(ctx);
  });
}
