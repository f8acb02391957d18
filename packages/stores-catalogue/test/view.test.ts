// The view layer and the catalogue facade of @storefront-kit/stores-catalogue/view against the emulator
// in both catalogue modes, over HTTP on loopback: the same demo products give the same views.
import { demoCollectionId, demoProductId, startEmulator, type Emulator } from '@storefront-kit/emulator';
import { createClient, isValidationError } from '@storefront-kit/http-core';
import { createCategory } from '@storefront-kit/categories';
import { OAuthStrategy } from '@storefront-kit/identity-oauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf, selectVariant, toProductView, type ProductView } from '@storefront-kit/stores-catalogue/view';
import { createCollection, queryProducts as queryV1 } from '@storefront-kit/stores-catalogue';
import { getProductBySlug as getV3BySlug } from '@storefront-kit/stores-catalogue/v3';
import { merchantClient } from './helpers';

const emulators: Record<'v1' | 'v3', Emulator> = {} as never;
/** A fresh visitor client, and every path it sent. */
function visitor(mode: 'v1' | 'v3') {
  const emulator = emulators[mode];
  const paths: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return globalThis.fetch(input, init);
  };
  const client = createClient({ hosts: emulator.hosts, fetch, auth: OAuthStrategy({ clientId: emulator.clientId, hosts: emulator.hosts }) });
  return { client, paths };
}

beforeAll(async () => {
  [emulators.v1, emulators.v3] = await Promise.all([startEmulator({ port: 0 }), startEmulator({ port: 0, catalog: 'v3' })]);
});
afterAll(() => Promise.all(Object.values(emulators).map((e) => e?.stop())));

/** What must agree between catalogues: everything but the image hosts' ports and V1-only stock counts. */
const comparable = (p: ProductView | null) =>
  p && {
    ...p,
    catalogVersion: undefined,
    images: p.images.map((i) => new URL(i.url).pathname),
    options: p.options.map((o) => ({ ...o, choices: o.choices.map((c) => ({ ...c, image: c.image && new URL(c.image.url).pathname })) })),
    variants: p.variants.map(({ quantity: _quantity, image: _image, ...v }) => v),
  };

describe('the same views on a V1 and a V3 store', () => {
  it.each(['classic-tee', 'denim-jacket', 'rain-coat', 'recipe-ebook'])('%s by slug: prices, options, variants, images', async (slug) => {
    const [v1, v3] = await Promise.all([catalogueOf(visitor('v1').client).getProductBySlug(slug), catalogueOf(visitor('v3').client).getProductBySlug(slug)]);
    expect(v1?.catalogVersion).toBe('V1_CATALOG');
    expect(v3?.catalogVersion).toBe('V3_CATALOG');
    expect(comparable(v3)).toEqual(comparable(v1));
  });

  it('a discounted product has its compare-at price; a tee has options, choices with images, and 12 variants', async () => {
    for (const mode of ['v1', 'v3'] as const) {
      const catalogue = catalogueOf(visitor(mode).client);
      const jacket = await catalogue.getProductBySlug('denim-jacket');
      expect(jacket).toMatchObject({
        price: { amount: 100, formatted: '$100.00' },
        compareAtPrice: { amount: 120, formatted: '$120.00' },
        currency: 'USD',
        ribbon: 'Sale',
        brand: 'Acme',
      });
      const tee = (await catalogue.getProductBySlug('classic-tee'))!;
      expect(tee).toMatchObject({
        name: 'Classic Tee',
        description: '<p>A soft cotton tee.</p>',
        hasPriceRange: true,
        inStock: true,
        ribbon: 'New',
        brand: 'Northwind',
      });
      expect(tee.compareAtPrice).toBeUndefined();
      expect(tee.options.map((o) => [o.name, o.type, o.choices.map((c) => c.value)])).toEqual([
        ['Size', 'text', ['S', 'M', 'L', 'XL']],
        ['Color', 'color', ['Black', 'White', 'Red']],
      ]);
      expect(tee.options[1]!.choices[0]).toMatchObject({ colorCode: '#000000', inStock: true, image: { alt: 'Classic Tee Black' } });
      expect(tee.variants).toHaveLength(12);
      expect(tee.images[0]).toMatchObject({ alt: 'Classic Tee', width: 800, height: 800 });
      const xl = selectVariant(tee, { Size: 'XL', Color: 'Red' });
      expect(xl).toMatchObject({
        complete: true,
        variant: { choices: { Size: 'XL', Color: 'Red' }, price: { amount: 27, formatted: '$27.00' }, inStock: true },
      });
      expect(selectVariant(tee, { Size: 'M' })).toMatchObject({ complete: false, variant: undefined, available: { Color: ['Black', 'White', 'Red'] } });
    }
  });

  it('by id as by slug; an unknown slug or id is null on both', async () => {
    for (const mode of ['v1', 'v3'] as const) {
      const catalogue = catalogueOf(visitor(mode).client);
      expect(await catalogue.getProduct(demoProductId('classic-tee'))).toEqual(await catalogue.getProductBySlug('classic-tee'));
      expect(await catalogue.getProduct('10000000-0000-4000-8000-000000000999')).toBeNull();
      expect(await catalogue.getProductBySlug('no-such-product')).toBeNull();
      expect(await catalogue.getCategoryBySlug('no-such-category')).toBeNull();
    }
  });

  it('lists a category, sorted by price, page by page, with the same products and total', async () => {
    const apparel = demoCollectionId('apparel');
    const listed: Record<string, string[]> = {};
    for (const mode of ['v1', 'v3'] as const) {
      const catalogue = catalogueOf(visitor(mode).client);
      const first = await catalogue.listProducts({ categoryId: apparel, sort: 'price-asc', limit: 4 });
      const second = await catalogue.listProducts({ categoryId: apparel, sort: 'price-asc', limit: 4, cursor: first.cursors.next });
      const back = await catalogue.listProducts({ categoryId: apparel, sort: 'price-asc', limit: 4, cursor: second.cursors.prev });
      expect(first.cursors.prev).toBeUndefined();
      expect(back.items.map((p) => p.slug)).toEqual(first.items.map((p) => p.slug));
      const prices = [...first.items, ...second.items].map((p) => p.price.amount);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      listed[mode] = [...first.items, ...second.items].map((p) => `${p.slug} ${p.price.formatted}`);
      listed[`${mode} total`] = [String(first.total)];
    }
    expect(listed.v3).toEqual(listed.v1);
    expect(listed['v3 total']).toEqual(listed['v1 total']);
  });

  it('categories are the collections (same ids, names, slugs) and one is found by slug', async () => {
    const [v1, v3] = await Promise.all(
      (['v1', 'v3'] as const).map(async (mode) => {
        const catalogue = catalogueOf(visitor(mode).client);
        const all = await catalogue.listCategories();
        return { all: all.map((c) => [c.id, c.name, c.slug]).sort(), one: await catalogue.getCategoryBySlug('apparel') };
      }),
    );
    expect(v3!.all).toEqual(v1!.all);
    expect(v3!.one).toMatchObject({ id: demoCollectionId('apparel'), name: v1!.one!.name, slug: 'apparel' });
  });

  it('lists every category, past the 100 a page holds', async () => {
    for (const mode of ['v1', 'v3'] as const) {
      const emulator = await startEmulator({ port: 0, catalog: mode });
      try {
        const merchant = merchantClient(emulator);
        const seeded = (await catalogueOf(createClient({ hosts: emulator.hosts, auth: OAuthStrategy({ clientId: emulator.clientId }) })).listCategories())
          .length;
        for (let i = 0; i < 101; i++) {
          const name = `Shelf ${i}`;
          await (mode === 'v1' ? createCollection(merchant, { name }) : createCategory(merchant, { name }));
        }
        const listed = await catalogueOf(createClient({ hosts: emulator.hosts, auth: OAuthStrategy({ clientId: emulator.clientId }) })).listCategories();
        expect(listed).toHaveLength(seeded + 101);
        expect(new Set(listed.map((c) => c.id)).size).toBe(listed.length);
      } finally {
        await emulator.stop();
      }
    }
  }, 30_000);

  it('search finds products by name on both', async () => {
    for (const mode of ['v1', 'v3'] as const) {
      const found = await catalogueOf(visitor(mode).client).listProducts({ search: 'jacket' });
      expect(found.items.map((p) => p.slug)).toContain('denim-jacket');
      expect(found.items.every((p) => /jacket/i.test(`${p.name} ${p.description}`) || p.slug === 'denim-jacket')).toBe(true);
    }
  });
});

describe('the facade asks the version once per client', () => {
  it('concurrent reads share one version request, later reads send none', async () => {
    const { client, paths } = visitor('v3');
    const catalogue = catalogueOf(client);
    expect(catalogueOf(client)).toBe(catalogue);
    await Promise.all([catalogue.listCategories(), catalogue.getProductBySlug('hoodie'), catalogue.listProducts({ limit: 2 })]);
    await catalogue.getCategoryBySlug('apparel');
    expect(paths.filter((p) => p.endsWith('/provision/version'))).toHaveLength(1);
  });

  it('a V1 store is read with the V1 calls (a V1 call on a V3 store would be refused)', async () => {
    const { client, paths } = visitor('v1');
    await catalogueOf(client).listProducts({ limit: 2 });
    expect(paths.some((p) => p.includes('/stores/v1/products/query') || p.includes('/stores-reader/v1/products/query'))).toBe(true);
    expect(paths.some((p) => p.includes('/v3/products'))).toBe(false);
  });

  it('a cursor that is not from a V1 page is refused before any request', async () => {
    const { client, paths } = visitor('v1');
    const catalogue = catalogueOf(client);
    await catalogue.version();
    const sent = paths.length;
    const error = await catalogue.listProducts({ cursor: 'abc' }).catch((e: unknown) => e);
    expect(isValidationError(error) && error.field).toBe('query.cursor');
    expect(paths).toHaveLength(sent);
  });

  it.each(['v1', 'v3'] as const)('a sort it does not offer (an inherited name like toString included) is refused before any request on %s', async (version) => {
    const { client, paths } = visitor(version);
    const catalogue = catalogueOf(client);
    for (const sort of ['toString', 'constructor', '__proto__', 'cheapest']) {
      const error = await catalogue.listProducts({ sort: sort as 'name' }).catch((e: unknown) => e);
      expect(isValidationError(error) && error.field, sort).toBe('query.sort');
    }
    expect(paths).toEqual([]);
  });
});

describe('a declared catalogue version', () => {
  const versionAsks = (paths: string[]) => paths.filter((p) => p.endsWith('/provision/version')).length;

  it.each([
    ['v1', 'V1_CATALOG'],
    ['v3', 'V3_CATALOG'],
  ] as const)('on a %s store, the reads send no version request', async (mode, catalogVersion) => {
    const { client, paths } = visitor(mode);
    const catalogue = catalogueOf(client, { catalogVersion });
    const [page, categories] = await Promise.all([catalogue.listProducts({ limit: 2 }), catalogue.listCategories()]);
    expect(page.items[0]?.catalogVersion).toBe(catalogVersion);
    expect(categories.length).toBeGreaterThan(0);
    expect(await catalogue.version()).toBe(catalogVersion);
    expect(versionAsks(paths)).toBe(0);
  });

  it.each([
    ['v3', 'V1_CATALOG'],
    ['v1', 'V3_CATALOG'],
  ] as const)('a wrong one (on a %s store, declared %s) is refused by the store, then asked once and read again', async (mode, wrong) => {
    const { client, paths } = visitor(mode);
    const catalogue = catalogueOf(client, { catalogVersion: wrong });
    const tee = await catalogue.getProductBySlug('classic-tee');
    expect(tee?.catalogVersion).not.toBe(wrong);
    await Promise.all([catalogue.listProducts({ limit: 2 }), catalogue.getCategoryBySlug('apparel')]);
    expect(await catalogue.version()).not.toBe(wrong);
    expect(versionAsks(paths)).toBe(1);
  });
});

describe('a store that moves to the other catalogue after the version was asked', () => {
  it('is refused once, asked again, and read on the new catalogue', async () => {
    // One client whose store runs V1 until the merchant moves it to V3: its requests go to the V1
    // emulator, then to the V3 one (whose 401 for the old token the session answers by renewing).
    let moved = false;
    const paths: string[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (moved) url.host = new URL(emulators.v3.url).host;
      paths.push(url.pathname);
      return globalThis.fetch(new Request(url, request));
    };
    const { hosts, clientId } = emulators.v1;
    const client = createClient({ hosts, fetch, auth: OAuthStrategy({ clientId, hosts, fetch }) });
    const catalogue = catalogueOf(client);
    expect((await catalogue.getProductBySlug('classic-tee'))?.catalogVersion).toBe('V1_CATALOG');
    moved = true;
    expect((await catalogue.getProductBySlug('classic-tee'))?.catalogVersion).toBe('V3_CATALOG');
    expect(await catalogue.version()).toBe('V3_CATALOG');
    expect(paths.filter((p) => p.endsWith('/provision/version'))).toHaveLength(2);
  });
});

describe('toProductView on raw products', () => {
  it('recognises the version from the product and maps wix:image ids to static URLs on staticOrigin', async () => {
    const v1 = (await queryV1(visitor('v1').client).eq('slug', 'hoodie').find()).items[0]!;
    expect(toProductView(v1).catalogVersion).toBe('V1_CATALOG');
    const { product } = await getV3BySlug(visitor('v3').client, 'hoodie');
    const withId = {
      ...product,
      media: {
        main: {
          mediaType: 'IMAGE' as const,
          image: { id: 'x', url: 'wix:image://v1/abc_123~mv2.jpg/hoodie.jpg#originWidth=800&originHeight=800', altText: 'Hoodie' },
        },
      },
    };
    const view = toProductView(withId, { staticOrigin: emulators.v3.url });
    expect(view).toMatchObject({ id: demoProductId('hoodie'), catalogVersion: 'V3_CATALOG' });
    expect(view.images).toEqual([{ url: `${emulators.v3.url}/media/abc_123~mv2.jpg`, alt: 'Hoodie', width: undefined, height: undefined }]);
  });
});
