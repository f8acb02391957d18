import { createClient, type CursorQueryResult, type OffsetQueryResult } from '@storefront-kit/http-core';
import { describe, expectTypeOf, it } from 'vitest';
import {
  bulkAdjustProductProperty,
  collections,
  getCollection,
  getCollectionBySlug,
  getProduct,
  productChanged,
  products,
  queryCollections,
  queryProducts,
  variants,
  type Collection,
  type GetCollectionResponse,
  type GetProductResponse,
  type Product,
  type ProductChangedPayload,
  type ProductsCursorQueryBuilder,
  type ProductsQueryBuilder,
  type QueryProductsOptions,
} from './index';

const client = createClient({ modules: { products, collections, variants } });

describe('catalogue types', () => {
  it('types answers by call', () => {
    expectTypeOf(getProduct(client, 'p')).resolves.toEqualTypeOf<GetProductResponse>();
    expectTypeOf(getCollection(client, 'c')).resolves.toEqualTypeOf<Collection>();
    expectTypeOf(getCollectionBySlug(client, 's')).resolves.toEqualTypeOf<GetCollectionResponse>();
    expectTypeOf(queryProducts(client).find()).resolves.toEqualTypeOf<OffsetQueryResult<Product>>();
    expectTypeOf(queryProducts(client).iterate()).toEqualTypeOf<AsyncIterable<Product>>();
    expectTypeOf(queryProducts(client, { paging: 'cursor' })).toEqualTypeOf<ProductsCursorQueryBuilder>();
    expectTypeOf(queryProducts(client, { paging: 'cursor', includeVariants: true }).find()).resolves.toEqualTypeOf<CursorQueryResult<Product>>();
    expectTypeOf(queryProducts(client, { paging: 'offset' })).toEqualTypeOf<ProductsQueryBuilder>();
    expectTypeOf(queryProducts(client, {} as QueryProductsOptions)).toEqualTypeOf<ProductsQueryBuilder>();
    // @ts-expect-error a cursor query has no offset
    queryProducts(client, { paging: 'cursor' }).skip(10);
    // @ts-expect-error values are typed: an object is no filter value
    queryProducts(client).eq('slug', { $ne: null });
    expectTypeOf(queryCollections(client).find()).resolves.toEqualTypeOf<OffsetQueryResult<Collection>>();
  });

  it('binds namespaces without the client parameter', () => {
    expectTypeOf(client.products.getProduct).parameters.toEqualTypeOf<[id: string, options?: Parameters<typeof getProduct>[2]]>();
    expectTypeOf(client.collections.getCollection('c')).resolves.toEqualTypeOf<Collection>();
    expectTypeOf(client.products.queryProducts().limit(5).find()).resolves.toEqualTypeOf<OffsetQueryResult<Product>>();
  });

  it("restricts query fields to the catalogue's", () => {
    queryProducts(client).hasSome('collectionIds', ['c']).between('price', 1, 5).ascending('price').descending('name');
    // @ts-expect-error not a product field
    queryProducts(client).eq('colour', 'red');
    // @ts-expect-error not sortable
    queryProducts(client).ascending('collectionIds');
    // @ts-expect-error not a collection field
    queryCollections(client).eq('price', 1);
  });

  it('checks write inputs', () => {
    bulkAdjustProductProperty(client, { price: { percentage: 10 } }, ['p']);
    // @ts-expect-error ids come second, as in the platform SDK
    bulkAdjustProductProperty(client, ['p'], { price: { percentage: 10 } });
    // @ts-expect-error prices are numbers
    products.createProduct(client, { name: 'x', priceData: { price: '1' } });
  });

  it('types event payloads', () => {
    expectTypeOf(productChanged.kind).toEqualTypeOf<'plain'>();
    expectTypeOf(productChanged.__payload).toEqualTypeOf<ProductChangedPayload | undefined>();
  });
});
