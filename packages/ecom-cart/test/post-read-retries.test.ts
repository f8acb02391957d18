/**
 * The cart's totals reads the platform serves as POSTs (V1 `estimate-totals`, V2 `calculate` and `estimate`
 * without `refreshCart`) are retried like GETs after a 503 or a dropped connection; the cart's writes
 * (add, refresh, a totals call that refreshes the cart first, create-checkout) are sent once. Exact attempt
 * counts with a fetch stub, then over real HTTP with the emulator's fault injection.
 */
import { createClient, type RequestClient } from '@storefront-kit/http-core';
import { json, recordingFetch, testClientOptions } from '@storefront-kit/test-utils/recording-fetch';
import { describe, expect, it } from 'vitest';
import { addToCurrentCart, createCartStore, createCheckoutFromCurrentCart, estimateCurrentCartTotals, STORES_APP_ID } from '@storefront-kit/ecom-cart';
import { addLineItemsToCurrentCart, calculateCurrentCart, cartV2, estimateCurrentCart, refreshCurrentCart } from '@storefront-kit/ecom-cart/v2';
import { visitorAuth } from './fixtures';
import { emulator, item, useCartEmulator } from './cart-emulator-setup';

// Retries on, with a backoff of at most 1 ms: the tests wait on the answers, not on a clock.
const retry = { limit: 2, baseDelayMs: 1, maxDelayMs: 1 };

const CALLS: [name: string, attempts: number, call: (client: RequestClient) => Promise<unknown>][] = [
  ['V1 estimateCurrentCartTotals', 3, (c) => estimateCurrentCartTotals(c, { calculateTax: true })],
  ['V2 calculateCurrentCart()', 3, (c) => calculateCurrentCart(c)],
  ['V2 calculateCurrentCart({ refreshCart: false })', 3, (c) => calculateCurrentCart(c, { refreshCart: false })],
  ['V2 estimateCurrentCart({ calculateTax })', 3, (c) => estimateCurrentCart(c, { calculateTax: true })],
  ['V2 calculateCurrentCart({ refreshCart: true }) (re-reads the catalogue into the cart)', 1, (c) => calculateCurrentCart(c, { refreshCart: true })],
  ['V2 estimateCurrentCart({ refreshCart: true })', 1, (c) => estimateCurrentCart(c, { refreshCart: true })],
  ['V2 refreshCurrentCart', 1, (c) => refreshCurrentCart(c)],
  ['V1 addToCurrentCart', 1, (c) => addToCurrentCart(c, { lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'p1', appId: STORES_APP_ID } }] })],
  ['V1 createCheckoutFromCurrentCart', 1, (c) => createCheckoutFromCurrentCart(c, { channelType: 'WEB' })],
];

/** A store's `estimate`, which resolves a failed result instead of rejecting: rejected again here. */
const failedOf = async (result: Promise<{ ok: boolean; error?: unknown }>) => {
  const { ok, error } = await result;
  if (!ok) throw error;
};
const STORE_CALLS: typeof CALLS = [
  ['the V1 cart store estimate', 3, (c) => failedOf(createCartStore(c).estimate({ calculateTax: true }))],
  ['the V2 cart store estimate', 3, (c) => failedOf(createCartStore(c, { cart: cartV2 }).estimate({ calculateTax: true }))],
  ['the V2 cart store estimate with refreshCart: true', 1, (c) => failedOf(createCartStore(c, { cart: cartV2 }).estimate({ refreshCart: true }))],
];

describe('attempts when every answer is a 503 (fetch stub)', () => {
  it.each([...CALLS, ...STORE_CALLS])('%s is sent %i time(s)', async (_name, attempts, call) => {
    const { fetch, requests } = recordingFetch(() => json({ message: 'unavailable' }, 503));
    const client = createClient({ ...testClientOptions(fetch), retry });
    await expect(call(client)).rejects.toMatchObject({ name: 'HttpError', status: 503, attempts });
    expect(requests).toHaveLength(attempts);
    // Every attempt carries the same body.
    expect(new Set(requests.map((r) => r.text)).size).toBe(1);
  });
});

describe('over real HTTP (emulator faults)', () => {
  useCartEmulator();

  /** A fresh visitor with a one-line cart, its client retrying. */
  async function shopper(): Promise<RequestClient> {
    const client = createClient({ hosts: emulator.hosts, auth: visitorAuth(emulator), retry });
    await addToCurrentCart(client, { lineItems: [item('sticker-pack')] });
    return client;
  }
  /** What the emulator saw on `path` since `from`: method, status (0 for a dropped connection), the fault applied. */
  const attempts = (path: string, from: number) =>
    emulator
      .requestLog({ path })
      .slice(from)
      .map((r) => [r.method, r.status, r.fault ?? null]);

  it.each([
    ['V1 estimate-totals', '/ecom/v1/carts/current/estimate-totals', (c: RequestClient) => estimateCurrentCartTotals(c, { calculateTax: true })],
    ['V2 calculate', '/ecom/v2/carts/current/calculate', (c: RequestClient) => calculateCurrentCart(c)],
    ['V2 estimate', '/ecom/v2/carts/current/estimate', (c: RequestClient) => estimateCurrentCart(c, { calculateTax: true })],
  ])('%s answers after a 503 and then after a dropped connection', async (_name, path, call) => {
    const client = await shopper();
    const from = emulator.requestLog({ path }).length;
    emulator.addFault({ path, method: 'POST', kind: 'status', status: 503, times: 1 });
    const answer = (await call(client)) as { priceSummary?: unknown; summary?: { priceSummary?: unknown } };
    emulator.addFault({ path, method: 'POST', kind: 'reset', times: 1 });
    const again = (await call(client)) as typeof answer;
    expect(again.priceSummary ?? again.summary?.priceSummary).toEqual(answer.priceSummary ?? answer.summary?.priceSummary);
    expect(attempts(path, from)).toEqual([
      ['POST', 503, 'status'],
      ['POST', 200, null],
      ['POST', 0, 'reset'],
      ['POST', 200, null],
    ]);
  });

  it('a write whose answer was lost is sent once: the line is added once, not twice', async () => {
    const client = await shopper();
    const path = '/ecom/v2/carts/current/add-line-items';
    const from = emulator.requestLog({ path }).length;
    emulator.addFault({ path, method: 'POST', kind: 'lost', times: 1 });
    const { catalogReference } = item('canvas-tote');
    await expect(addLineItemsToCurrentCart(client, { catalogItems: [{ quantity: 1, catalogReference }] })).rejects.toMatchObject({ name: 'NetworkError' });
    expect(attempts(path, from)).toEqual([['POST', 0, 'lost']]);
    const { cart } = await calculateCurrentCart(client);
    expect(cart.lineItems?.length).toBe(2);
  });

  it('a totals call that refreshes the cart fails on the first 503, sent once', async () => {
    const client = await shopper();
    const path = '/ecom/v2/carts/current/calculate';
    const from = emulator.requestLog({ path }).length;
    emulator.addFault({ path, method: 'POST', kind: 'status', status: 503, times: 1 });
    await expect(calculateCurrentCart(client, { refreshCart: true })).rejects.toMatchObject({ status: 503, attempts: 1 });
    expect(attempts(path, from)).toEqual([['POST', 503, 'status']]);
  });
});
