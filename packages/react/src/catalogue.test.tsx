// The catalogue hooks against the emulator over real HTTP: unmounting aborts a read, the last query wins over
// a slower older one, and failures are the SDK's typed errors.
import type { Emulator } from '@storefront-kit/emulator';
import { isHttpError, isStorefrontError } from '@storefront-kit/http-core';
import { queryCollections, queryProducts } from '@storefront-kit/stores-catalogue';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { watchConsole, watchUnhandled } from '@storefront-kit/test-utils';
import { makeClient, start, wrapper } from '../test/helpers';
import { useCollection, useCollections, useProduct, useProductOptionsAvailability, useProducts } from './index';

let emu: Emulator;
beforeAll(async () => {
  emu = await start();
});
afterAll(() => emu?.stop());
beforeEach(() => {
  emu.clearRequestLog();
  emu.clearFaults();
});

const QUERY = '/stores-reader/v1/products/query-platformized';

describe('useProducts', () => {
  it('pages with next/prev through the same pages as the builder', async () => {
    const { client } = makeClient(emu);
    const all = (await queryProducts(client).ascending('name').limit(100).find()).items.map((p) => p.name);
    const { result } = renderHook(() => useProducts((q) => q.ascending('name').limit(5)), { wrapper: wrapper(client) });
    expect(result.current).toMatchObject({ isLoading: true, items: [], page: 0 });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.items.map((p) => p.name)).toEqual(all.slice(0, 5));
    expect(result.current).toMatchObject({ page: 0, hasPrev: false, hasNext: true, isLoading: false, error: null });
    expect(result.current.data?.totalCount).toBe(all.length);

    act(() => result.current.next());
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.page).toBe(1));
    expect(result.current.items.map((p) => p.name)).toEqual(all.slice(5, 10));
    expect(result.current.hasPrev).toBe(true);

    act(() => result.current.prev());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.page).toBe(0);
    expect(result.current.items.map((p) => p.name)).toEqual(all.slice(0, 5));

    // on the last page, next() does nothing
    const last = Math.ceil(all.length / 5) - 1;
    const tail = renderHook(() => useProducts((q) => q.ascending('name').limit(5).skip(last * 5)), { wrapper: wrapper(client) });
    await waitFor(() => expect(tail.result.current.status).toBe('success'));
    expect(tail.result.current.hasNext).toBe(false);
    const before = emu.requestLog({ path: QUERY }).length;
    act(() => tail.result.current.next());
    expect(tail.result.current.page).toBe(last);
    expect(emu.requestLog({ path: QUERY })).toHaveLength(before);
  });

  it('out-of-order answers: the last query wins (the slow older one is aborted and never shown)', async () => {
    const { client, catalogue } = makeClient(emu);
    await client.auth!.getAuthHeaders();
    function Search() {
      const [term, setTerm] = useState('c');
      const { items, isLoading } = useProducts((q) => q.startsWith('name', term).ascending('name').limit(50));
      return (
        <>
          <button onClick={() => setTerm('h')}>h</button>
          <p data-testid="out">{isLoading ? 'loading' : items.map((p) => p.name).join('|') || 'none'}</p>
        </>
      );
    }
    // the first query ('c') is slow, the second ('h') fast
    emu.addFault({ path: QUERY, kind: 'latency', latencyMs: 5_000, times: 1 });
    render(<Search />, { wrapper: wrapper(client) });
    await waitFor(() => expect(catalogue()).toHaveLength(1));
    act(() => screen.getByText('h').click());
    await waitFor(() => expect(screen.getByTestId('out').textContent).not.toBe('loading'));
    const expected = (await queryProducts(client).startsWith('name', 'h').ascending('name').limit(50).find()).items.map((p) => p.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(screen.getByTestId('out').textContent).toBe(expected.join('|'));
    // the slow first request was aborted; once it has settled the screen still shows the last query
    expect(catalogue()[0]!.request.signal.aborted).toBe(true);
    await catalogue()[0]!.done;
    expect(screen.getByTestId('out').textContent).toBe(expected.join('|'));
  });

  it('unmount aborts the product query in flight: AbortError swallowed, no React warning, no unhandled rejection', async () => {
    const console = watchConsole();
    const unhandled = watchUnhandled();
    try {
      const { client, catalogue } = makeClient(emu);
      await client.auth!.getAuthHeaders();
      emu.addFault({ path: QUERY, kind: 'latency', latencyMs: 5_000, times: 1 });
      const { result, unmount } = renderHook(() => useProducts((q) => q.limit(3)), { wrapper: wrapper(client) });
      await waitFor(() => expect(catalogue()).toHaveLength(1));
      expect(result.current.isFetching).toBe(true);
      unmount();
      await waitFor(() => expect(catalogue()[0]!.request.signal.aborted).toBe(true));
      await catalogue()[0]!.done;
      await Promise.resolve();
      expect(result.current.status).toBe('pending'); // nothing was set after unmount
      expect(console.errors()).toEqual([]);
      expect(unhandled.seen).toEqual([]);
    } finally {
      unhandled.stop();
    }
  });

  it('a query the builder refuses is an error state (typed ValidationError), with no request', () => {
    const { client, sent } = makeClient(emu);
    const { result } = renderHook(() => useProducts((q) => q.limit(1000)), { wrapper: wrapper(client) });
    expect(result.current.status).toBe('error');
    expect(result.current.error).toMatchObject({ name: 'ValidationError', code: 'ERR_VALIDATION' });
    expect(result.current.isLoading).toBe(false);
    expect(sent).toHaveLength(0);
  });
});

describe('useProduct', () => {
  it('by id and by slug; a missing product is a typed HttpError, a missing slug is null', async () => {
    const { client } = makeClient(emu);
    const [tee] = (await queryProducts(client).eq('slug', 'classic-tee').limit(1).find()).items;
    const byId = renderHook(() => useProduct({ id: tee!.id! }), { wrapper: wrapper(client) });
    const bySlug = renderHook(() => useProduct({ slug: 'classic-tee' }), { wrapper: wrapper(client) });
    await waitFor(() => expect(byId.result.current.status).toBe('success'));
    await waitFor(() => expect(bySlug.result.current.status).toBe('success'));
    expect(byId.result.current.data).toMatchObject({ id: tee!.id, slug: 'classic-tee' });
    expect(bySlug.result.current.data).toMatchObject({ id: tee!.id });

    const missing = renderHook(() => useProduct({ id: '10000000-0000-4000-8000-000000000999' }), { wrapper: wrapper(client) });
    const noSlug = renderHook(() => useProduct({ slug: 'no-such-product' }), { wrapper: wrapper(client) });
    await waitFor(() => expect(missing.result.current.status).toBe('error'));
    await waitFor(() => expect(noSlug.result.current.status).toBe('success'));
    const error = missing.result.current.error;
    expect(isStorefrontError(error) && isHttpError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'HttpError', status: 404, code: 'PRODUCT_NOT_FOUND' });
    expect(noSlug.result.current.data).toBeNull();

    const waiting = renderHook(() => useProduct({ id: undefined }), { wrapper: wrapper(client) });
    expect(waiting.result.current).toMatchObject({ status: 'pending', isLoading: false, isFetching: false });
  });

  it('useProductOptionsAvailability follows the choice', async () => {
    const { client } = makeClient(emu);
    const [tee] = (await queryProducts(client).eq('slug', 'classic-tee').limit(1).find()).items;
    let choices: Record<string, string> = { Size: 'M', Color: 'Black' };
    const { result, rerender } = renderHook(() => useProductOptionsAvailability(tee!.id!, choices), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.availableForPurchase).toBe(true);
    expect(result.current.data?.selectedVariant).toBeTruthy();
    choices = { Size: 'M' };
    rerender();
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.selectedVariant).toBeUndefined();
  });
});

describe('useCollections / useCollection', () => {
  it('lists collections and reads one by slug or id', async () => {
    const { client } = makeClient(emu);
    const expected = (await queryCollections(client).ascending('name').find()).items;
    const list = renderHook(() => useCollections((q) => q.ascending('name')), { wrapper: wrapper(client) });
    await waitFor(() => expect(list.result.current.status).toBe('success'));
    expect(list.result.current.items.map((c) => c.slug)).toEqual(expected.map((c) => c.slug));
    expect(list.result.current.items.map((c) => c.slug)).toContain('sale');

    const sale = expected.find((c) => c.slug === 'sale')!;
    const bySlug = renderHook(() => useCollection({ slug: 'sale' }), { wrapper: wrapper(client) });
    const byId = renderHook(() => useCollection({ id: sale.id! }), { wrapper: wrapper(client) });
    await waitFor(() => expect(bySlug.result.current.status).toBe('success'));
    await waitFor(() => expect(byId.result.current.status).toBe('success'));
    expect(bySlug.result.current.data).toMatchObject({ id: sale.id, slug: 'sale' });
    expect(byId.result.current.data).toMatchObject({ id: sale.id, slug: 'sale' });
  });
});
