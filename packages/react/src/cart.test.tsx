// useCart against the emulator over real HTTP, and StrictMode request counts: a double mount sends nothing twice,
// one token request serves a whole page, and mutations run only from handlers.
import { addToCurrentCart, cartStoreOf, STORES_APP_ID } from '@storefront-kit/ecom-cart';
import { cartV2 } from '@storefront-kit/ecom-cart/v2';
import { isHttpError, type Client } from '@storefront-kit/http-core';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchConsole } from '@storefront-kit/test-utils';
import { emu, makeClient, strict, withEmulator, wrapper } from '../test/helpers';
import { useCart, useProducts, useSession } from './index';

withEmulator();

/** The canvas tote: no options, so a catalogue reference without a variant is enough. */
const TOTE = { catalogItemId: '', appId: STORES_APP_ID };
async function toteId(): Promise<string> {
  const { client } = makeClient(emu);
  const { queryProducts } = await import('@storefront-kit/stores-catalogue');
  const { items } = await queryProducts(client).eq('slug', 'canvas-tote').limit(1).find();
  return items[0]!.id!;
}

describe('useCart', () => {
  it('reads the cart on mount, shows an add at once, and rolls it back after an injected 500', async () => {
    const id = await toteId();
    const { client } = makeClient(emu);
    const { result } = renderHook(() => useCart(), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.cart).toBeNull(); // a new visitor has no cart
    expect(result.current.pending).toBe(0);

    // a successful add
    let added: Promise<unknown> = Promise.resolve();
    act(() => {
      added = result.current.actions.add({ lineItems: [{ quantity: 1, catalogReference: { ...TOTE, catalogItemId: id } }] });
    });
    expect(result.current.pending).toBe(1);
    expect(result.current.cart?.lineItems?.[0]?.id).toMatch(/^pending-line-/); // optimistic, before any answer
    await act(() => added);
    expect(result.current.pending).toBe(0);
    expect(result.current.cart?.lineItems).toHaveLength(1);
    const confirmed = result.current.serverCart;
    expect(confirmed?.lineItems?.[0]?.quantity).toBe(1);

    // a failing add: 500 (with latency, so the optimistic state is observable first)
    emu.addFault({ path: '/ecom/v1/carts/current/add-to-cart', kind: 'latency', latencyMs: 50, times: 1 });
    emu.addFault({ path: '/ecom/v1/carts/current/add-to-cart', kind: 'status', status: 500, times: 1 });
    act(() => {
      added = result.current.actions.changeQuantity(result.current.cart!.lineItems![0]!.id!, 2);
      added = result.current.actions.add({ lineItems: [{ quantity: 3, catalogReference: { ...TOTE, catalogItemId: id } }] });
    });
    expect(result.current.pending).toBe(2);
    expect(result.current.cart?.lineItems?.[0]?.quantity).toBe(6); // 1 + 2 + 3, all optimistic
    await act(() => added);
    expect(result.current.pending).toBe(0);
    // the quantity change succeeded, the add was rolled back to the server's truth
    expect(result.current.cart?.lineItems?.[0]?.quantity).toBe(3);
    expect(result.current.cart).toBe(result.current.serverCart);
    expect(isHttpError(result.current.error)).toBe(true);
    expect(result.current.error).toMatchObject({ name: 'HttpError', status: 500 });
    const server = emu.requestLog({ path: '/ecom/v1/carts/current/**' }).map((r) => `${r.path} ${r.status}`);
    expect(server).toContain('/ecom/v1/carts/current/add-to-cart 500');
  });

  it("shares the client's one store with ecom-cart's cartStoreOf: an add outside React shows in useCart at once; after dispose() a render binds the next store", async () => {
    const id = await toteId();
    const { client } = makeClient(emu);
    const { result, rerender } = renderHook(() => useCart({ client }));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    const store = cartStoreOf(client);
    expect(result.current.actions).toBe(store);

    let added: Promise<unknown> = Promise.resolve();
    act(() => {
      added = store.add({ lineItems: [{ quantity: 2, catalogReference: { ...TOTE, catalogItemId: id } }] });
    });
    expect(result.current.pending).toBe(1); // the hook's queue is the one the add went into
    expect(result.current.cart?.lineItems?.[0]?.quantity).toBe(2);
    await act(() => added);
    expect(result.current.serverCart?.lineItems?.[0]?.quantity).toBe(2);
    expect(emu.requestLog({ path: '/ecom/v1/carts/current/add-to-cart' })).toHaveLength(1);

    store.dispose();
    rerender();
    expect(result.current.actions).not.toBe(store);
    expect(result.current.actions).toBe(cartStoreOf(client));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.actions.refresh());
    expect(result.current.serverCart?.lineItems?.[0]?.quantity).toBe(2); // the next store reads the same cart
  });

  it('takes the V2 store ({ cart: cartV2 }): V2 carts and inputs, shown at once, sent through the V2 calls only', async () => {
    const id = await toteId();
    const { client } = makeClient(emu);
    const { result } = renderHook(() => useCart({ cart: cartV2 }), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    let added: Promise<unknown> = Promise.resolve();
    act(() => {
      added = result.current.actions.add({ catalogItems: [{ quantity: 2, catalogReference: { ...TOTE, catalogItemId: id } }] });
    });
    expect(result.current.cart?.lineItems?.[0]?.quantityInfo?.confirmedQuantity).toBe(2); // optimistic, before any answer
    await act(() => added);
    expect(result.current.serverCart?.lineItems?.[0]).toMatchObject({ name: { original: 'Canvas Tote' }, quantityInfo: { confirmedQuantity: 2 } });
    expect(result.current.actions).toBe(cartStoreOf(client, { cart: cartV2 }));
    expect(emu.requestLog({ path: '/ecom/v2/carts/current/add-line-items' })).toHaveLength(1);
    expect(emu.requestLog({ path: '/ecom/v1/**' })).toHaveLength(0);
  });

  it("initialCart belongs to the first client: after a client switch the new client's cart is shown, not the old one's", async () => {
    const id = await toteId();
    const first = makeClient(emu);
    const withTote = await addToCurrentCart(first.client, { lineItems: [{ quantity: 1, catalogReference: { ...TOTE, catalogItemId: id } }] });
    expect(withTote.lineItems).toHaveLength(1);
    const next = makeClient(emu); // a new visitor, who has no cart
    const { result, rerender } = renderHook(({ client }: { client: Client }) => useCart({ initialCart: withTote, client }), {
      initialProps: { client: first.client },
    });
    expect(result.current).toMatchObject({ loaded: true, cart: withTote });
    rerender({ client: next.client });
    await waitFor(() => expect(result.current).toMatchObject({ loaded: true, cart: null }));
  });

  it('initialCart (server rendering) is shown without a read', () => {
    const { client, sent } = makeClient(emu);
    const { result } = renderHook(() => useCart({ initialCart: null }), { wrapper: wrapper(client) });
    expect(result.current).toMatchObject({ loaded: true, cart: null, pending: 0 });
    expect(sent).toHaveLength(0);
  });
});

describe('StrictMode', () => {
  it('one anonymous-token request, no cart read (a new visitor has none), one version and one products query for a whole page; nothing twice after re-renders', async () => {
    const console = watchConsole();
    const { client, sent, catalogue } = makeClient(emu);

    function Page() {
      const { cart, loaded } = useCart();
      const products = useProducts({ sort: 'name', limit: 4 });
      const again = useProducts({ sort: 'name', limit: 4 }); // same key: shared
      const { role } = useSession();
      return (
        <p>
          {role}:{loaded ? String(cart?.lineItems?.length ?? 0) : '…'}:{products.items.map((p) => p.name).join(',')}:{again.items.length}
        </p>
      );
    }
    const { rerender } = render(<Page />, strict(client));
    await screen.findByText(/^visitor:0:.+:4$/);
    rerender(<Page />);
    rerender(<Page />);
    await screen.findByText(/^visitor:0:.+:4$/);
    expect(emu.requestLog({ path: '/oauth2/token' })).toHaveLength(1);
    expect(emu.requestLog({ path: '/ecom/v1/carts/current' })).toHaveLength(0);
    expect(emu.requestLog({ path: '/stores-reader/v1/products/query-platformized' })).toHaveLength(1);
    expect(emu.requestLog({ path: '/stores/v3/provision/version' })).toHaveLength(1);
    // counted at the client too: nothing was started and aborted by the double mount
    expect(sent.filter((s) => s.path === '/oauth2/token')).toHaveLength(1);
    expect(catalogue()).toHaveLength(1);
    expect(sent.some((s) => s.request.signal.aborted)).toBe(false);
    expect(console.errors()).toEqual([]);
  });
});

describe('StrictMode with a session already there', () => {
  it('the double mount neither starts nor aborts a second catalogue request', async () => {
    const { client: base, auth, sent, catalogue } = makeClient(emu);
    await auth.getAuthHeaders(); // the visitor token exists before the first render
    // counts calls into http-core, also those aborted before reaching fetch
    const started: string[] = [];
    const client = { ...base, request: ((endpoint, input) => (started.push(endpoint.path), base.request(endpoint, input as never))) as typeof base.request };
    function Shelf() {
      const { items } = useProducts({ sort: 'name', limit: 3 });
      return <p>{items.length ? items.map((p) => p.name).join(',') : 'loading'}</p>;
    }
    render(<Shelf />, strict(client));
    // the whole text of the shelf: another test's page may still hold a comma
    await screen.findByText((text) => /^[^:]+,[^:]+,[^:]+$/.test(text));
    expect(started).toEqual(['/v3/provision/version', '/v1/products/query-platformized']);
    expect(catalogue()).toHaveLength(1);
    expect(catalogue()[0]!.request.signal.aborted).toBe(false);
    expect(sent.filter((s) => s.path === '/oauth2/token')).toHaveLength(1);
  });
});

describe('useCart follows the session', () => {
  it("a sign-out (owner change) empties the cart by itself: the old session's lines go away, the new visitor has none", async () => {
    const { logout } = await import('@storefront-kit/identity-oauth');
    const id = await toteId();
    const { client, auth } = makeClient(emu);
    const { result } = renderHook(() => ({ cart: useCart(), session: useSession() }), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.cart.loaded).toBe(true));
    await act(() => result.current.cart.actions.add({ lineItems: [{ quantity: 1, catalogReference: { ...TOTE, catalogItemId: id } }] }));
    expect(result.current.cart.cart?.lineItems).toHaveLength(1);
    expect(result.current.session.role).toBe('visitor');
    emu.clearRequestLog();
    await act(async () => {
      await logout(auth, 'http://localhost:3000/');
    });
    await waitFor(() => expect(result.current.cart).toMatchObject({ cart: null, loaded: true, pending: 0 }));
    expect(result.current.session).toMatchObject({ role: 'visitor', newVisitor: true });
    // The visitor minted after the sign-out cannot have a cart: known without a read.
    expect(emu.requestLog({ path: '/ecom/v1/carts/current' })).toHaveLength(0);
  });
});
