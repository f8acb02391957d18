/**
 * `shareCartAcrossTabs` against the emulator over real HTTP: two stores of one visitor stand for two
 * tabs (Node's `BroadcastChannel` carries the carts between them, as a browser's does between tabs);
 * `window` and `document` are stand-ins that make it a page and receive the page lifecycle events.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartStore, shareCartAcrossTabs, type Cart, type CartSessionSource } from '@storefront-kit/ecom-cart';
import { createClient } from '@storefront-kit/http-core';
import { visitorAuth } from './fixtures';
import { ANSWERED, emulator, item, names, useCartEmulator } from './cart-emulator-setup';

useCartEmulator();
// Every test but the server's runs in a page: `window` and `document` exist (a test that needs their events stubs its own).
beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const cartCalls = () => emulator.requestLog({ path: '/ecom/**' }).length;
let channels = 0;

/** Tabs of one visitor: each a client and a store shared on one channel; `refreshToken` names the owner. */
function visitorTabs(refreshToken = 'visitor-a') {
  const auth = visitorAuth(emulator);
  const channelName = `test-cart-${++channels}`;
  const tab = (owner = refreshToken) => {
    const session: CartSessionSource & { getSnapshot(): { role: string; tokens: unknown } } = {
      subscribe: () => () => {},
      getSnapshot: () => ({ role: 'visitor', tokens: { refreshToken: { value: owner } } }),
    };
    const store = createCartStore(createClient({ hosts: emulator.hosts, auth, retry: false }), { session });
    const stop = shareCartAcrossTabs(store, { channelName, staleAfterMs: 60_000 });
    return { store, stop };
  };
  return { tab, channelName, auth };
}

/** The next message posted on `channelName` (a listener of its own: a channel never hears itself). */
function nextMessage(channelName: string): Promise<{ owner: string; cart: Cart | null }> {
  const listen = new BroadcastChannel(channelName);
  return new Promise((resolve) => {
    listen.onmessage = (event) => {
      listen.close();
      resolve(event.data);
    };
  });
}

describe('a cart shared across tabs', () => {
  it('an add, a quantity, a coupon and a removal in one tab show in the other without a request of its own', async () => {
    const { tab } = visitorTabs();
    const a = tab();
    const b = tab();
    await a.store.refresh();
    await b.store.refresh();
    const before = cartCalls();
    const added = await a.store.add({ lineItems: [item('canvas-tote')] });
    await vi.waitFor(() => expect(names(b.store.getSnapshot().cart)).toEqual([['Canvas Tote', 1]]), ANSWERED);
    const line = (added.ok && added.value.lineItems?.[0]?.id) as string;
    await a.store.setQuantity(line, 3);
    await a.store.applyCoupon('SAVE10');
    await vi.waitFor(() => expect(b.store.getSnapshot().cart?.appliedDiscounts?.[0]?.coupon?.code).toBe('SAVE10'), ANSWERED);
    expect(names(b.store.getSnapshot().cart)).toEqual([['Canvas Tote', 3]]);
    await a.store.remove(line);
    await vi.waitFor(() => expect(b.store.getSnapshot().cart?.lineItems).toEqual([]), ANSWERED);
    expect(cartCalls()).toBe(before + 4); // a's four writes, no read by b
    a.stop();
    b.stop();
  });

  it('an older cart never overwrites a newer one, and another owner is ignored', async () => {
    const { tab, channelName } = visitorTabs();
    const a = tab();
    await a.store.refresh();
    await a.store.add({ lineItems: [item('cutting-board')] });
    const first = a.store.getSnapshot().serverCart as Cart;
    const posted = nextMessage(channelName);
    await a.store.add({ lineItems: [item('cutting-board')] });
    const { owner } = await posted;
    const outside = new BroadcastChannel(channelName);
    outside.postMessage({ owner, cart: { ...first, lineItems: [] } }); // the same cart, an older revision
    outside.postMessage({ owner, cart: { ...first, id: 'another-cart', updatedDate: '2001-01-01T00:00:00.000Z', lineItems: [] } });
    outside.postMessage({ owner: 'someone-else', cart: { ...first, revision: '99', lineItems: [] } });
    const last = nextMessage(channelName);
    outside.postMessage({ owner: 'marker', cart: null }); // delivered after the three above
    await last;
    expect(names(a.store.getSnapshot().cart)).toEqual([['Cutting Board', 2]]);
    outside.close();
    a.stop();
  });

  it('a page stored in and restored from the back/forward cache after a checkout forgets the old lines, then reads the cart once', async () => {
    const page = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', doc);
    const { tab, auth } = visitorTabs();
    const a = tab();
    await a.store.refresh();
    await a.store.add({ lineItems: [item('desk-lamp')] });
    expect((await a.store.checkout()).ok).toBe(true);
    await fetch(`${emulator.hosts.api}/ecom/v1/carts/current`, { method: 'DELETE', headers: await auth.getAuthHeaders() }); // as placing the order does
    const before = cartCalls();
    page.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true })); // stored in the cache on the way to the checkout
    expect(a.store.getSnapshot()).toMatchObject({ cart: null, loaded: false });
    const seen: (Cart | null)[] = [];
    a.store.subscribe(() => seen.push(a.store.getSnapshot().cart));
    page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.waitFor(() => expect(a.store.getSnapshot()).toMatchObject({ loaded: true, pending: 0, cart: null }), ANSWERED);
    expect(seen.every((cart) => cart === null)).toBe(true);
    expect(cartCalls()).toBe(before + 1);
    a.stop();
  });

  it('a page shown again after a long hidden period reads the cart once; a short one does not', async () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', doc);
    vi.useFakeTimers({ toFake: ['Date'] });
    const { tab } = visitorTabs();
    const a = tab();
    await a.store.refresh();
    const show = (hiddenMs: number) => {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
      vi.setSystemTime(Date.now() + hiddenMs);
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    };
    const before = cartCalls();
    show(1_000);
    expect(a.store.getSnapshot().pending).toBe(0);
    show(60_000);
    await vi.waitFor(() => expect(cartCalls()).toBe(before + 1), ANSWERED);
    a.stop();
  });

  it("on a server (no window) opens no channel: one shopper's cart never reaches the store of another request", async () => {
    vi.unstubAllGlobals();
    const opened: BroadcastChannel[] = [];
    vi.stubGlobal(
      'BroadcastChannel',
      class extends BroadcastChannel {
        constructor(name: string) {
          super(name);
          opened.push(this);
        }
      },
    );
    const channelName = `test-cart-${++channels}`;
    const request = () => createCartStore(createClient({ hosts: emulator.hosts, auth: visitorAuth(emulator), retry: false }));
    const [first, second] = [request(), request()];
    const stops = [shareCartAcrossTabs(first, { channelName }), shareCartAcrossTabs(second, { channelName })];
    await second.refresh();
    expect((await first.add({ lineItems: [item('canvas-tote')] })).ok).toBe(true);
    expect(opened).toEqual([]);
    expect(second.getSnapshot().cart).toBeNull();
    for (const stop of stops) stop();
  });
});
