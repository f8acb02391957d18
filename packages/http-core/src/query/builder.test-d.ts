import { describe, expectTypeOf, it } from 'vitest';
import { createQueryBuilder } from './index';
import type {
  CursorQueryBuilder,
  CursorQueryRequest,
  CursorQueryResult,
  ItemField,
  OffsetQueryBuilder,
  OffsetQueryRequest,
  OffsetQueryResult,
  QueryBuilder,
  QueryCallOptions,
} from './index';

interface Product {
  id: string;
  name: string;
  price: number;
  collectionIds: string[];
}
type ProductField = ItemField<Product> | 'priceData.price';
type ProductSortField = 'name' | 'price';

const products = createQueryBuilder<Product, ProductField, ProductSortField>({
  paging: 'offset',
  fetchPage: async (request, options) => {
    expectTypeOf(request).toEqualTypeOf<OffsetQueryRequest>();
    expectTypeOf(options).toEqualTypeOf<QueryCallOptions>();
    return { items: [] as Product[] };
  },
});

const orders = createQueryBuilder<{ number: string }>({
  paging: 'cursor',
  fetchPage: async (request) => {
    expectTypeOf(request).toEqualTypeOf<CursorQueryRequest>();
    return { items: [], metadata: { cursors: { next: null } } };
  },
});

describe('createQueryBuilder types', () => {
  it('should pick the builder by paging mode', () => {
    expectTypeOf(products).toEqualTypeOf<OffsetQueryBuilder<Product, ProductField, ProductSortField>>();
    expectTypeOf(orders).toEqualTypeOf<CursorQueryBuilder<{ number: string }>>();
    expectTypeOf(products).toExtend<QueryBuilder<Product>>();
  });

  it('should keep the builder type through chaining', () => {
    expectTypeOf(products.eq('id', 'a').gt('price', 1).ascending('price').limit(5).skip(5)).toEqualTypeOf(products);
    expectTypeOf(orders.limit(5).skipTo('c')).toEqualTypeOf(orders);
  });

  it('should type results and iteration by the item type', () => {
    expectTypeOf(products.find()).resolves.toEqualTypeOf<OffsetQueryResult<Product>>();
    expectTypeOf(products.find()).resolves.toHaveProperty('items').toEqualTypeOf<Product[]>();
    expectTypeOf(orders.find()).resolves.toEqualTypeOf<CursorQueryResult<{ number: string }>>();
    expectTypeOf(products.iterate()).toEqualTypeOf<AsyncIterable<Product>>();
    expectTypeOf(products.pages()).toEqualTypeOf<AsyncIterable<OffsetQueryResult<Product>>>();
    expectTypeOf<OffsetQueryResult<Product>['next']>().returns.toEqualTypeOf<Promise<OffsetQueryResult<Product>>>();
    expectTypeOf<CursorQueryResult<Product>['cursors']>().toEqualTypeOf<{ next?: string; prev?: string }>();
    expectTypeOf(products.toRequest()).toEqualTypeOf<OffsetQueryRequest>();
  });

  it('should restrict field names to the declared ones', () => {
    products.eq('priceData.price', 1).hasSome('collectionIds', 'c1', 'c2').descending('name');
    // @ts-expect-error not a filterable field
    products.eq('nope', 1);
    // @ts-expect-error filterable but not sortable
    products.ascending('collectionIds');
    // any string without declared fields
    orders.eq('anything.at.all', 1).ascending('whatever');
  });

  it('should restrict values by operator', () => {
    products.eq('name', null).eq('name', undefined).eq('price', new Date()).in('id', ['a', 1]);
    // @ts-expect-error range operators take no booleans
    products.gt('price', true);
    // @ts-expect-error text operators take strings
    products.startsWith('name', 1);
    // @ts-expect-error values are scalars, not objects
    products.eq('name', { $gt: 1 });
  });

  it('should keep paging methods to their mode', () => {
    // @ts-expect-error no cursors in offset paging
    products.skipTo('c');
    // @ts-expect-error no offsets in cursor paging
    orders.skip(10);
  });

  it('should combine only builders of the same kind', () => {
    products.or(products.eq('id', 'a')).not(products.eq('id', 'b')).and(products);
    // @ts-expect-error a cursor builder is not an offset builder
    products.and(orders);
  });
});
