import { describe, expect, it } from 'vitest';
import { bulkAdjustProductsRequestSchema, bulkUpdateProductsRequestSchema, productSchema, queryProductsRequestSchema, wireNumberSchema } from './schemas';

describe('catalogue schemas', () => {
  it('turn non-finite number strings back into numbers', () => {
    expect(wireNumberSchema.parse('NaN')).toBeNaN();
    expect(wireNumberSchema.parse('Infinity')).toBe(Infinity);
    expect(wireNumberSchema.parse('-Infinity')).toBe(-Infinity);
    expect(wireNumberSchema.parse(2.5)).toBe(2.5);
    expect(wireNumberSchema.safeParse('12').success).toBe(false);
    const product = productSchema.parse({ weight: 'Infinity', priceData: { price: 'NaN' } });
    expect(product.weight).toBe(Infinity);
    expect(product.priceData?.price).toBeNaN();
  });

  it('limit query pages to 100 items', () => {
    expect(queryProductsRequestSchema.safeParse({ query: { paging: { limit: 100 } } }).success).toBe(true);
    const tooMany = queryProductsRequestSchema.safeParse({ query: { paging: { limit: 101 } } });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.path).toEqual(['query', 'paging', 'limit']);
  });

  it('require exactly one property in bulk calls', () => {
    expect(bulkUpdateProductsRequestSchema.safeParse({ ids: ['a'], set: { price: 1 } }).success).toBe(true);
    expect(bulkUpdateProductsRequestSchema.safeParse({ ids: ['a'], set: { price: 1, weight: 2 } }).success).toBe(false);
    expect(bulkUpdateProductsRequestSchema.safeParse({ ids: ['a'], set: {} }).success).toBe(false);
    expect(bulkAdjustProductsRequestSchema.safeParse({ ids: ['a'], adjust: { cost: { percentage: 5 } } }).success).toBe(true);
    expect(bulkAdjustProductsRequestSchema.safeParse({ ids: ['a'], adjust: { cost: { percentage: 5, amount: 1 } } }).success).toBe(false);
  });

  it('reject unknown enumeration values', () => {
    expect(productSchema.safeParse({ productType: 'service' }).success).toBe(false);
    expect(productSchema.safeParse({ stock: { inventoryStatus: 'IN_STOCK' }, media: { items: [{ mediaType: 'video' }] } }).success).toBe(true);
  });
});
