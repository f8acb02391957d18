import { describe, expect, it } from 'vitest';
import type { Cart } from '@storefront-kit/wire/cart';
import { buildSnapshot, createCartView, type Intent } from './view';

const server: Cart = {
  id: 'c1',
  lineItems: [
    { id: 'l1', quantity: 1 },
    { id: 'l2', quantity: 1 },
  ],
};
const state = { server, loaded: true, error: null, estimate: null, pending: 1 };

describe('buildSnapshot', () => {
  it('applies the intents in order over the server cart and marks the lines they made or changed', () => {
    const raise: Intent = (cart) =>
      cart && { ...cart, lineItems: (cart as Cart).lineItems?.map((line) => (line.id === 'l2' ? { ...line, quantity: 2 } : line)) };
    const addLine: Intent = (cart) => cart && { ...cart, lineItems: [...(cart.lineItems ?? []), { id: 'pending-line-1', quantity: 1 }] };
    const snapshot = buildSnapshot(state, new Set([raise, addLine]));
    expect((snapshot.cart as Cart | null)?.lineItems?.map((line) => [line.id, line.quantity])).toEqual([
      ['l1', 1],
      ['l2', 2],
      ['pending-line-1', 1],
    ]);
    expect([...snapshot.pendingLineIds]).toEqual(['l2', 'pending-line-1']);
    expect(snapshot).toMatchObject({ serverCart: server, totalsPending: true, pending: 1 });
    expect(Object.isFrozen(snapshot)).toBe(true);
  });

  it('shows the server cart itself when nothing is pending', () => {
    const snapshot = buildSnapshot(state, new Set());
    expect(snapshot.cart).toBe(server);
    expect(snapshot).toMatchObject({ totalsPending: false, pendingLineIds: new Set() });
  });
});

describe('createCartView', () => {
  it('keeps one snapshot until emit publishes the next, and tells the listeners', () => {
    const view = createCartView(undefined);
    const first = view.getSnapshot();
    expect(first).toMatchObject({ loaded: false, cart: null });
    let calls = 0;
    view.subscribe(() => calls++);
    view.state.loaded = true;
    expect(view.getSnapshot()).toBe(first);
    view.emit();
    expect(calls).toBe(1);
    expect(view.getSnapshot()).toMatchObject({ loaded: true });
  });
});
