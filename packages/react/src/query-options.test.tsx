// The *QueryOptions helpers with a real TanStack QueryClient (which this package does not depend on at run time).
import { catalogueOf } from '@storefront-kit/stores-catalogue/view';
import { isCancelledError, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import manifest from '../package.json';
import { emu, makeClient, withEmulator } from '../test/helpers';
import { categoriesQueryOptions, categoryQueryOptions, productQueryOptions, productsQueryOptions, useClient, StorefrontProvider } from './index';

withEmulator();

const QUERY = '/stores-reader/v1/products/query-platformized';

describe('*QueryOptions with TanStack Query', () => {
  it('fetchQuery caches by key: the same query twice is one request; another page is another key', async () => {
    const { client } = makeClient(emu);
    const queryClient = new QueryClient();
    const first = await queryClient.fetchQuery({ ...productsQueryOptions(client, { sort: 'name', limit: 3 }), staleTime: Infinity });
    const again = await queryClient.fetchQuery({ ...productsQueryOptions(client, { sort: 'name', limit: 3 }), staleTime: Infinity });
    expect(again).toBe(first);
    expect(emu.requestLog({ path: QUERY })).toHaveLength(1);
    const expected = (await catalogueOf(client).listProducts({ sort: 'name', limit: 3 })).items.map((p) => p.id);
    expect(first.items.map((p) => p.id)).toEqual(expected);
    expect(first.cursors).toEqual({ next: '3' });
    const second = await queryClient.fetchQuery(productsQueryOptions(client, { sort: 'name', limit: 3, cursor: first.cursors.next }));
    expect(second.cursors).toEqual({ next: '6', prev: '0' });
    expect(productsQueryOptions(client, { limit: 3 }).queryKey).toEqual(productsQueryOptions(client, { limit: 3 }).queryKey);
    expect(productsQueryOptions(client, { limit: 3 }).queryKey).not.toEqual(productsQueryOptions(client, { limit: 4 }).queryKey);
    // plain, serializable data (dehydration, initialData)
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
  });

  it('useQuery renders them, and every helper answers through TanStack', async () => {
    const { client } = makeClient(emu);
    const queryClient = new QueryClient();
    function Shelf() {
      const { data } = useQuery(productsQueryOptions(useClient(), { sort: 'name', limit: 2 }));
      return (
        <ul>
          {data?.items.map((p) => (
            <li key={p.id}>{p.name}</li>
          ))}
        </ul>
      );
    }
    render(
      <QueryClientProvider client={queryClient}>
        <StorefrontProvider client={client}>
          <Shelf />
        </StorefrontProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));

    const tee = await queryClient.fetchQuery(productQueryOptions(client, { slug: 'classic-tee' }));
    expect(tee?.slug).toBe('classic-tee');
    expect(await queryClient.fetchQuery(productQueryOptions(client, { id: tee!.id }))).toEqual(tee);
    const categories = await queryClient.fetchQuery(categoriesQueryOptions(client));
    expect(categories.length).toBeGreaterThan(1);
    expect(await queryClient.fetchQuery(categoryQueryOptions(client, 'sale'))).toMatchObject({ slug: 'sale' });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['storefront-kit'] }).length).toBe(5);
  });

  it('cancelQueries aborts the request through the signal TanStack passes', async () => {
    const { client, catalogue } = makeClient(emu);
    await catalogueOf(client).version();
    emu.addFault({ path: QUERY, kind: 'latency', latencyMs: 5_000, times: 1 });
    const queryClient = new QueryClient();
    const options = productsQueryOptions(client, { limit: 2 });
    const pending = queryClient.fetchQuery(options).catch((e: unknown) => e);
    await waitFor(() => expect(catalogue()).toHaveLength(1));
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    expect(catalogue()[0]!.request.signal.aborted).toBe(true);
    expect(isCancelledError(await pending)).toBe(true);
  });

  it('the package does not depend on @tanstack/react-query', () => {
    const m = manifest as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
    expect(Object.keys(m.dependencies ?? {})).not.toContain('@tanstack/react-query');
    expect(Object.keys(m.peerDependencies ?? {})).not.toContain('@tanstack/react-query');
  });
});
