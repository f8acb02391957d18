import { startEmulator, type Emulator } from '@storefront-kit/emulator';
import { isHttpError, type RequestClient } from '@storefront-kit/http-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getCollection,
  getCollectionBySlug,
  getCollectionBySlugV1,
  getProduct,
  getProductOptionsAvailability,
  getStoreVariant,
  queryCollections,
  queryProducts,
  queryProductVariants,
  queryStoreVariants,
  type Product,
} from '@storefront-kit/stores-catalogue';
import { merchantClient, visitorClient } from './helpers';

let emulator: Emulator;
let visitor: RequestClient;
const bySlug = new Map<string, Product>();

/** A demo product looked up over HTTP by slug. */
async function product(slug: string): Promise<Product> {
  if (!bySlug.has(slug)) {
    const { items } = await queryProducts(visitor, { includeVariants: true }).eq('slug', slug).find();
    expect(items, slug).toHaveLength(1);
    bySlug.set(slug, items[0]!);
  }
  return bySlug.get(slug)!;
}

/** Every combination of a product's option choices, as `{ Option: choice description }`. */
const combinations = (p: Product): Record<string, string>[] =>
  (p.productOptions ?? []).reduce<Record<string, string>[]>(
    (acc, o) => acc.flatMap((sel) => (o.choices ?? []).map((c) => ({ ...sel, [o.name!]: c.description! }))),
    [{}],
  );

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  visitor = visitorClient(emulator);
});
afterAll(() => emulator?.stop());

describe('catalogue reads against the emulator (demo seed)', () => {
  it('gets a product by id on the read-only host', async () => {
    const tee = await product('classic-tee');
    emulator.clearRequestLog();
    const { product: got } = await getProduct(visitor, tee.id!);
    expect(got).toMatchObject({ id: tee.id, slug: 'classic-tee', productType: 'physical' });
    expect(got.priceData?.price).toBe(25);
    expect(got.productOptions?.map((o) => o.name)).toEqual(['Size', 'Color']);
    expect(got.costAndProfitData).toBeUndefined();
    expect(emulator.requestLog({ path: '/stores-reader/**' }).map((r) => [r.method, r.host, r.path])).toEqual([
      ['GET', 'readOnly', `/stores-reader/v1/products/${tee.id}`],
    ]);
  });

  it('gives merchant data to the API key only; visitors get a typed 403', async () => {
    const tee = await product('classic-tee');
    const { product: merchant } = await getProduct(merchantClient(emulator), tee.id!, { includeMerchantSpecificData: true });
    expect(merchant.costAndProfitData?.itemCost).toEqual(expect.any(Number));
    const error = await getProduct(visitor, tee.id!, { includeMerchantSpecificData: true }).catch((e: unknown) => e);
    expect(isHttpError(error) && [error.status, error.code]).toEqual([403, 'PERMISSION_DENIED']);
  });

  it('answers PRODUCT_NOT_FOUND without trying the fallback route', async () => {
    emulator.clearRequestLog();
    const error = await getProduct(visitor, 'no-such-product').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 404, code: 'PRODUCT_NOT_FOUND' });
    expect(emulator.requestLog({ path: '/stores-reader/**' })).toHaveLength(1);
  });

  it.each(['classic-tee', 'hoodie', 'rain-coat'])('resolves every option combination of %s to its variant', async (slug) => {
    const p = await product(slug);
    const all = combinations(p);
    expect(all.length).toBeGreaterThan(1);
    for (const selection of all) {
      const answer = await getProductOptionsAvailability(visitor, p.id!, selection);
      const { variants, totalResults } = await queryProductVariants(visitor, p.id!, { choices: selection });
      expect(totalResults, JSON.stringify(selection)).toBe(1);
      const variant = variants[0]!;
      expect(answer.selectedVariant?.id).toBe(variant.id);
      expect(answer.selectedVariant?.choices).toEqual(selection);
      expect(answer.selectedVariant?.price?.price).toBe(variant.variant?.priceData?.price);
      expect(answer.availableForPurchase).toBe(variant.stock?.inStock === true && variant.variant?.visible !== false);
    }
  });

  it('knows what is sold out: classic-tee all available, hoodie partly, rain-coat nothing', async () => {
    const available = async (slug: string) => {
      const p = await product(slug);
      const flags = [];
      for (const s of combinations(p)) flags.push((await getProductOptionsAvailability(visitor, p.id!, s)).availableForPurchase);
      return flags;
    };
    expect((await available('classic-tee')).every(Boolean)).toBe(true);
    const hoodie = await available('hoodie');
    expect(hoodie.some(Boolean) && !hoodie.every(Boolean)).toBe(true);
    expect((await available('rain-coat')).some(Boolean)).toBe(false);
  });

  it('a partial selection has no selected variant but per-choice availability', async () => {
    const tee = await product('classic-tee');
    const answer = await getProductOptionsAvailability(visitor, tee.id!, { Size: 'XL' });
    expect(answer.selectedVariant).toBeUndefined();
    expect(answer.productOptions?.find((o) => o.name === 'Color')?.choices?.every((c) => c.inStock)).toBe(true);
  });

  it('queries product variants by choices, ids and pages', async () => {
    const tee = await product('classic-tee');
    const red = await queryProductVariants(visitor, tee.id!, { choices: { Color: 'Red' } });
    expect(red.totalResults).toBe(4);
    expect(red.variants.every((v) => v.choices?.Color === 'Red')).toBe(true);
    const ids = red.variants.slice(0, 2).map((v) => v.id!);
    expect((await queryProductVariants(visitor, tee.id!, { variantIds: ids })).variants.map((v) => v.id)).toEqual(ids);
    const page = await queryProductVariants(visitor, tee.id!, { paging: { limit: 5, offset: 10 } });
    expect([page.variants.length, page.totalResults, page.metadata.offset]).toEqual([2, 12, 10]);
    expect(page.variants[0]?.variant?.costAndProfitData).toBeUndefined();
    const merchant = await queryProductVariants(merchantClient(emulator), tee.id!, { includeMerchantSpecificData: true, paging: { limit: 1 } });
    expect(merchant.variants[0]?.variant?.costAndProfitData?.itemCost).toEqual(expect.any(Number));
  });

  it('queries store variants and gets one by id, with media', async () => {
    const tee = await product('classic-tee');
    const { variants, metadata } = await queryStoreVariants(visitor, { filter: { productId: tee.id }, paging: { limit: 20 } });
    expect(variants).toHaveLength(12);
    expect(metadata.total).toBe(12);
    const { variant } = await getStoreVariant(visitor, variants[0]!.id!);
    // The same variant; only the media URLs' expiry differs, counted from each answer's time.
    const timeless = (v: unknown) => JSON.parse(JSON.stringify(v, (k, x) => (k === 'urlExpirationDate' ? undefined : x)));
    expect(timeless(variant)).toEqual(timeless(variants[0]));
    expect(Date.parse(variant.media!.image!.urlExpirationDate!)).toBeGreaterThan(Date.now());
    expect(variant.id).toBe(`${tee.id}-${variant.variantId}`);
    expect(variant.media?.image?.url).toEqual(expect.any(String));
  });

  it('gets collections by slug (v2 and v1) and by id', async () => {
    const { collection } = await getCollectionBySlug(visitor, 'apparel');
    expect(collection).toMatchObject({ slug: 'apparel', numberOfProducts: expect.any(Number) });
    expect(await getCollection(visitor, collection.id!)).toEqual(collection);
    expect((await getCollectionBySlugV1(visitor, 'apparel')).collection.id).toBe(collection.id);
    const error = await getCollectionBySlug(visitor, 'no-such-slug').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, code: 'COLLECTION_NOT_FOUND' });
  });

  it('queries collections with filters, sort and paging', async () => {
    const all = [];
    for await (const c of queryCollections(visitor).ascending('name').limit(2).iterate()) all.push(c.slug);
    expect(all.sort()).toEqual(['accessories', 'all-products', 'apparel', 'digital', 'home', 'sale']);
    const { items } = await queryCollections(visitor).in('slug', ['sale', 'home']).ascending('slug').find();
    expect(items.map((c) => c.slug)).toEqual(['home', 'sale']);
  });

  it('filters products by collection and sorts by price', async () => {
    const { collection } = await getCollectionBySlug(visitor, 'apparel');
    const { items, totalCount } = await queryProducts(visitor).hasSome('collectionIds', [collection.id!]).ascending('price').limit(100).find();
    expect(totalCount).toBe(collection.numberOfProducts);
    expect(items.every((p) => p.collectionIds?.includes(collection.id!))).toBe(true);
    const prices = items.map((p) => p.priceData!.price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
