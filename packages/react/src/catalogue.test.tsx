// The catalogue hooks against the emulator over real HTTP, on a V1 and on a V3 store: the same views,
// unmounting aborts a read, the last query wins over a slower older one, failures are typed errors.
import type { Emulator } from '@storefront-kit/emulator';
import type { Client } from '@storefront-kit/http-core';
import { catalogueOf } from '@storefront-kit/stores-catalogue/view';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { watchConsole, watchUnhandled } from '@storefront-kit/test-utils';
import { makeClient, start, wrapper } from '../test/helpers';
import { useCategories, useCategory, useProduct, useProducts, useSearch } from './index';

let emu: Emulator;
let emuV3: Emulator;
beforeAll(async () => {
  [emu, emuV3] = await Promise.all([start(), start({ catalog: 'v3' })]);
});
afterAll(() => Promise.all([emu?.stop(), emuV3?.stop()]));
beforeEach(() => {
  emu.clearRequestLog();
  emu.clearFaults();
});

const QUERY = '/stores-reader/v1/products/query-platformized';

describe('useProducts', () => {
  it('pages with next/prev through the same pages as the facade', async () => {
    const { client } = makeClient(emu);
    const all = (await catalogueOf(client).listProducts({ sort: 'name', limit: 100 })).items.map((p) => p.name);
    const { result } = renderHook(() => useProducts({ sort: 'name', limit: 5 }), { wrapper: wrapper(client) });
    expect(result.current).toMatchObject({ isLoading: true, items: [], page: 0 });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.items.map((p) => p.name)).toEqual(all.slice(0, 5));
    expect(result.current).toMatchObject({ page: 0, hasPrev: false, hasNext: true, isLoading: false, error: null, total: all.length });

    act(() => result.current.next());
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.page).toBe(1));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.items.map((p) => p.name)).toEqual(all.slice(5, 10));
    expect(result.current.hasPrev).toBe(true);

    act(() => result.current.prev());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.page).toBe(0);
    expect(result.current.items.map((p) => p.name)).toEqual(all.slice(0, 5));

    // on the last page, next() does nothing
    const tail = renderHook(() => useProducts({ sort: 'name', limit: 5, cursor: String(all.length - 2) }), { wrapper: wrapper(client) });
    await waitFor(() => expect(tail.result.current.status).toBe('success'));
    expect(tail.result.current.hasNext).toBe(false);
    const before = emu.requestLog({ path: QUERY }).length;
    act(() => tail.result.current.next());
    expect(tail.result.current.page).toBe(0);
    expect(emu.requestLog({ path: QUERY })).toHaveLength(before);
  });

  it('a changed query starts from its own first page, also a query shown before', async () => {
    const { client } = makeClient(emu);
    const { result, rerender } = renderHook(({ sort }: { sort: 'name' | 'newest' }) => useProducts({ sort, limit: 5 }), {
      wrapper: wrapper(client),
      initialProps: { sort: 'name' },
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const first = result.current.items.map((p) => p.name);
    act(() => result.current.next());
    await waitFor(() => expect(result.current).toMatchObject({ page: 1, status: 'success' }));
    rerender({ sort: 'newest' });
    await waitFor(() => expect(result.current).toMatchObject({ page: 0, status: 'success' }));
    rerender({ sort: 'name' });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current).toMatchObject({ page: 0, hasPrev: false });
    expect(result.current.items.map((p) => p.name)).toEqual(first);
  });

  it('shows the initial data of a disabled read, and sends nothing', async () => {
    const { client } = makeClient(emu);
    const known = await catalogueOf(client).getProductBySlug('classic-tee');
    emu.clearRequestLog();
    const { result } = renderHook(() => useProduct({ slug: 'classic-tee', enabled: false, initialData: known }), { wrapper: wrapper(client) });
    expect(result.current).toMatchObject({ status: 'success', data: known, isLoading: false });
    const page = renderHook(() => useProducts({ limit: 2 }, { enabled: false, initialData: { items: [known!], total: 1, cursors: {} } }), {
      wrapper: wrapper(client),
    });
    expect(page.result.current.items).toEqual([known]);
    await act(() => Promise.resolve());
    expect(emu.requestLog({ path: '/stores-reader/**' })).toEqual([]);
  });

  it('out-of-order answers: the last query wins (the slow older one is aborted and never shown)', async () => {
    const { client, catalogue } = makeClient(emu);
    await catalogueOf(client).version();
    function Search() {
      const [term, setTerm] = useState('c');
      const { items, isLoading } = useSearch(term, { sort: 'name', limit: 50 });
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
    // Typed only once the emulator holds the first query: sent is not arrived, and the fault (`times: 1`)
    // goes to the first query to arrive.
    await waitFor(() => expect(emu.faults()).toEqual([]));
    act(() => screen.getByText('h').click());
    await waitFor(() => expect(screen.getByTestId('out').textContent).not.toBe('loading'));
    const expected = (await catalogueOf(client).listProducts({ search: 'h', sort: 'name', limit: 50 })).items.map((p) => p.name);
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
      await catalogueOf(client).version();
      emu.addFault({ path: QUERY, kind: 'latency', latencyMs: 5_000, times: 1 });
      const { result, unmount } = renderHook(() => useProducts({ limit: 3 }), { wrapper: wrapper(client) });
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

  it('a query the facade refuses is an error state (typed ValidationError), with no request', async () => {
    const { client, sent } = makeClient(emu);
    const { result } = renderHook(() => useProducts({ limit: 1000 }), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ name: 'ValidationError', code: 'ERR_VALIDATION', field: 'query.limit' });
    expect(result.current.isLoading).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it('useSearch with a blank text sends nothing', () => {
    const { client, sent } = makeClient(emu);
    const { result } = renderHook(() => useSearch('  '), { wrapper: wrapper(client) });
    expect(result.current).toMatchObject({ status: 'pending', isLoading: false, items: [] });
    expect(sent).toHaveLength(0);
  });
});

describe('useProduct', () => {
  it('by id and by slug, with its variants; a missing product or slug is null', async () => {
    const { client } = makeClient(emu);
    const tee = (await catalogueOf(client).getProductBySlug('classic-tee'))!;
    const byId = renderHook(() => useProduct({ id: tee.id }), { wrapper: wrapper(client) });
    const bySlug = renderHook(() => useProduct({ slug: 'classic-tee' }), { wrapper: wrapper(client) });
    await waitFor(() => expect(byId.result.current.status).toBe('success'));
    await waitFor(() => expect(bySlug.result.current.status).toBe('success'));
    expect(byId.result.current.data).toMatchObject({ id: tee.id, slug: 'classic-tee', price: { formatted: '$25.00' } });
    expect(bySlug.result.current.data).toEqual(tee);
    expect(bySlug.result.current.data?.variants).toHaveLength(12);

    const missing = renderHook(() => useProduct({ id: '10000000-0000-4000-8000-000000000999' }), { wrapper: wrapper(client) });
    const noSlug = renderHook(() => useProduct({ slug: 'no-such-product' }), { wrapper: wrapper(client) });
    await waitFor(() => expect(missing.result.current.status).toBe('success'));
    await waitFor(() => expect(noSlug.result.current.status).toBe('success'));
    expect(missing.result.current.data).toBeNull();
    expect(noSlug.result.current.data).toBeNull();

    const waiting = renderHook(() => useProduct({ id: undefined }), { wrapper: wrapper(client) });
    expect(waiting.result.current).toMatchObject({ status: 'pending', isLoading: false, isFetching: false });
  });
});

describe('a client switch (the provider or the client option)', () => {
  it("useProduct reads with the new client: the first client's initial data is not shown as the new client's", async () => {
    const v1 = makeClient(emu);
    const v3 = makeClient(emuV3);
    const fromV1 = (await catalogueOf(v1.client).getProductBySlug('classic-tee'))!;
    expect(fromV1.catalogVersion).toBe('V1_CATALOG');
    const { result, rerender } = renderHook(({ client }: { client: Client }) => useProduct({ slug: 'classic-tee', initialData: fromV1, client }), {
      initialProps: { client: v1.client },
    });
    expect(result.current).toMatchObject({ status: 'success', data: fromV1 });
    rerender({ client: v3.client });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: { slug: 'classic-tee', catalogVersion: 'V3_CATALOG' } }));
    expect(v3.sent.some((s) => s.path.includes('/stores/v3/'))).toBe(true);
  });

  it('useProducts starts from the first page with the new client: a page chosen with the old one is not kept', async () => {
    const v1 = makeClient(emu);
    const v3 = makeClient(emuV3);
    const { result, rerender } = renderHook(({ client }: { client: Client }) => useProducts({ sort: 'name', limit: 3 }, { client }), {
      initialProps: { client: v1.client },
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.next());
    await waitFor(() => expect(result.current).toMatchObject({ page: 1, status: 'success' }));
    rerender({ client: v3.client });
    await waitFor(() => expect(result.current).toMatchObject({ page: 0, status: 'success', hasPrev: false }));
    const first = (await catalogueOf(v3.client).listProducts({ sort: 'name', limit: 3 })).items.map((p) => p.slug);
    expect(result.current.items.map((p) => p.slug)).toEqual(first);
  });
});

describe('useCategories / useCategory', () => {
  it('lists the collections as categories and reads one by slug', async () => {
    const { client } = makeClient(emu);
    const list = renderHook(() => useCategories(), { wrapper: wrapper(client) });
    await waitFor(() => expect(list.result.current.status).toBe('success'));
    expect(list.result.current.items.map((c) => c.slug)).toContain('sale');
    const sale = list.result.current.items.find((c) => c.slug === 'sale')!;
    const bySlug = renderHook(() => useCategory({ slug: 'sale' }), { wrapper: wrapper(client) });
    await waitFor(() => expect(bySlug.result.current.status).toBe('success'));
    expect(bySlug.result.current.data).toEqual(sale);
  });
});

describe('the same hooks on a V3 store', () => {
  it('show the same products, product, categories and search results as on V1', async () => {
    const read = async (emulator: Emulator) => {
      const { client } = makeClient(emulator);
      const { result } = renderHook(
        () => ({
          products: useProducts({ sort: 'price-desc', limit: 6 }),
          product: useProduct({ slug: 'denim-jacket' }),
          categories: useCategories(),
          found: useSearch('tee', { sort: 'name' }),
        }),
        { wrapper: wrapper(client) },
      );
      await waitFor(() => expect(Object.values(result.current).every((r) => r.status === 'success')).toBe(true));
      const { products, product, categories, found } = result.current;
      return {
        products: products.items.map((p) => `${p.slug} ${p.price.formatted} ${p.compareAtPrice?.formatted ?? ''}`),
        total: products.total,
        product: product.data && [product.data.name, product.data.price, product.data.compareAtPrice, product.data.options, product.data.variants.length],
        categories: categories.items.map((c) => c.slug).sort(),
        found: found.items.map((p) => p.slug),
      };
    };
    const [v1, v3] = [await read(emu), await read(emuV3)];
    expect(v1.products).toHaveLength(6);
    expect(v1.found).toContain('classic-tee');
    expect(v3).toEqual(v1);
  });
});
