/**
 * @vitest-environment node
 */
// Server rendering in a plain Node environment (no jsdom): importing the package touches no `window`,
// and renderToString shows initial data without sending anything.
import { createClient } from '@storefront-kit/http-core';
import { memoryStorage, OAuthStrategy } from '@storefront-kit/identity-oauth';
import type { ProductView } from '@storefront-kit/stores-catalogue/view';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProductListPage } from './index';

const view = (id: string, name: string, slug: string): ProductView => ({
  id,
  name,
  slug,
  description: '',
  price: { amount: 25, formatted: '$25.00' },
  currency: 'USD',
  hasPriceRange: false,
  images: [],
  options: [],
  variants: [],
  inStock: true,
  catalogVersion: 'V1_CATALOG',
});
const page: ProductListPage = { items: [view('p1', 'Classic Tee', 'classic-tee'), view('p2', 'Hoodie', 'hoodie')], total: 2, cursors: {} };

describe('server rendering (Node, no DOM)', () => {
  it('imports without a window and renders initial data with no request', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const { StorefrontProvider, useCart, useProduct, useProducts, useSession } = await import('./index');
    const calls: string[] = [];
    const fetch = async (request: Request) => {
      calls.push(request.url);
      throw new TypeError('no network on this server');
    };
    const client = createClient({ auth: OAuthStrategy({ clientId: 'c', storage: memoryStorage(), fetch }), fetch });
    function Page() {
      const products = useProducts({ limit: 2 }, { initialData: page });
      const product = useProduct({ slug: 'classic-tee', initialData: page.items[0] });
      const { cart, loaded } = useCart({ initialCart: null });
      const { role } = useSession();
      return (
        <main>
          <h1>{product.data?.name}</h1>
          <ul>
            {products.items.map((p) => (
              <li key={p.id}>{p.name}</li>
            ))}
          </ul>
          <p>{loaded && !cart ? 'empty cart' : 'cart?'}</p>
          <p>{role}</p>
          <p>{products.hasNext ? 'more' : 'last page'}</p>
        </main>
      );
    }
    const html = renderToString(
      <StorefrontProvider client={client}>
        <Page />
      </StorefrontProvider>,
    );
    expect(html).toContain('<h1>Classic Tee</h1>');
    expect(html).toContain('<li>Classic Tee</li><li>Hoodie</li>');
    expect(html).toContain('empty cart');
    expect(html).toContain('<p>none</p>');
    expect(html).toContain('last page');
    expect(calls).toEqual([]);
  });

  it('without initial data the server renders the loading state, still sending nothing', async () => {
    const { StorefrontProvider, useProducts } = await import('./index');
    const calls: string[] = [];
    const client = createClient({ fetch: async (r: Request) => (calls.push(r.url), new Response('{}')) });
    function Page() {
      const { isLoading } = useProducts();
      return <p>{isLoading ? 'loading' : 'ready'}</p>;
    }
    expect(
      renderToString(
        <StorefrontProvider client={client}>
          <Page />
        </StorefrontProvider>,
      ),
    ).toBe('<p>loading</p>');
    expect(calls).toEqual([]);
  });
});
