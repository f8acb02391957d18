import { describe, expect, it } from 'vitest';
import { PlatformError } from '../core/platform-error';
import { compileFilter, readPath, runQuery } from './query';

interface Row {
  id: string;
  name: string;
  price: number;
  tags: string[];
  stock: { inStock: boolean; quantity?: number };
  numericId: string;
  created: string;
}

const rows: Row[] = [
  {
    id: 'a',
    name: 'Apple Tee',
    price: 10,
    tags: ['red', 'sale'],
    stock: { inStock: true, quantity: 3 },
    numericId: '1001',
    created: '2024-01-02T00:00:00.000Z',
  },
  {
    id: 'b',
    name: 'banana hoodie',
    price: 25.5,
    tags: ['yellow'],
    stock: { inStock: false, quantity: 0 },
    numericId: '1002',
    created: '2024-01-01T00:00:00.000Z',
  },
  { id: 'c', name: 'Cherry Cap', price: 7, tags: ['red'], stock: { inStock: true }, numericId: '1010', created: '2024-03-01T00:00:00.000Z' },
  { id: 'd', name: 'Date Dress', price: 100, tags: [], stock: { inStock: true, quantity: 1 }, numericId: '999', created: '2023-12-31T00:00:00.000Z' },
];

const ids = (filter: Record<string, unknown>) => rows.filter(compileFilter(filter) as (r: Row) => boolean).map((r) => r.id);

describe('filters', () => {
  it('treats a bare value as $eq, including membership in array fields', () => {
    expect(ids({ id: 'b' })).toEqual(['b']);
    expect(ids({ tags: 'red' })).toEqual(['a', 'c']);
    expect(ids({ 'stock.inStock': false })).toEqual(['b']);
  });

  it('supports every comparison operator', () => {
    expect(ids({ price: { $eq: 7 } })).toEqual(['c']);
    expect(ids({ price: { $ne: 7 } })).toEqual(['a', 'b', 'd']);
    expect(ids({ price: { $gt: 10 } })).toEqual(['b', 'd']);
    expect(ids({ price: { $gte: 10 } })).toEqual(['a', 'b', 'd']);
    expect(ids({ price: { $lt: 10 } })).toEqual(['c']);
    expect(ids({ price: { $lte: 10 } })).toEqual(['a', 'c']);
    expect(ids({ price: { $gt: 8, $lt: 30 } })).toEqual(['a', 'b']);
  });

  it('compares numeric strings numerically and ISO dates as strings', () => {
    expect(ids({ numericId: { $gt: '1001' } })).toEqual(['b', 'c']);
    expect(ids({ numericId: { $lt: 1001 } })).toEqual(['d']);
    expect(ids({ created: { $gte: '2024-01-02T00:00:00.000Z' } })).toEqual(['a', 'c']);
  });

  it('supports $in, $hasSome and $hasAll on scalar and array fields', () => {
    expect(ids({ id: { $in: ['a', 'd', 'zz'] } })).toEqual(['a', 'd']);
    expect(ids({ id: { $hasSome: ['c', 'b'] } })).toEqual(['b', 'c']);
    expect(ids({ tags: { $hasSome: ['sale', 'yellow'] } })).toEqual(['a', 'b']);
    expect(ids({ tags: { $hasAll: ['red', 'sale'] } })).toEqual(['a']);
    expect(ids({ tags: { $hasAll: ['red'] } })).toEqual(['a', 'c']);
  });

  it('supports case-insensitive $startsWith, $endsWith and $contains', () => {
    expect(ids({ name: { $startsWith: 'b' } })).toEqual(['b']);
    expect(ids({ name: { $startsWith: 'CHER' } })).toEqual(['c']);
    expect(ids({ name: { $endsWith: 'DRESS' } })).toEqual(['d']);
    expect(ids({ name: { $contains: 'e' } })).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ name: { $contains: 'hood' } })).toEqual(['b']);
  });

  it('supports $exists, including empty arrays as missing', () => {
    expect(ids({ 'stock.quantity': { $exists: true } })).toEqual(['a', 'b', 'd']);
    expect(ids({ 'stock.quantity': { $exists: false } })).toEqual(['c']);
    expect(ids({ tags: { $exists: false } })).toEqual(['d']);
  });

  it('combines with $and, $or, $not and implicit AND', () => {
    expect(ids({ $and: [{ tags: 'red' }, { price: { $gt: 8 } }] })).toEqual(['a']);
    expect(ids({ $or: [{ id: 'd' }, { price: { $lt: 8 } }] })).toEqual(['c', 'd']);
    expect(ids({ $not: { tags: 'red' } })).toEqual(['b', 'd']);
    expect(ids({ tags: 'red', 'stock.quantity': { $exists: true } })).toEqual(['a']);
    expect(ids({ $or: [{ $and: [{ tags: 'red' }, { $not: { id: 'a' } }] }, { id: 'b' }] })).toEqual(['b', 'c']);
  });

  it('rejects unknown operators and malformed operands with a validation error', () => {
    const fail = (filter: Record<string, unknown>) => {
      try {
        compileFilter(filter);
      } catch (error) {
        expect(error).toBeInstanceOf(PlatformError);
        const body = (error as PlatformError).body as { details: { validationError: { fieldViolations: { field: string }[] } } };
        return body.details.validationError.fieldViolations[0]!.field;
      }
      throw new Error('expected a validation error');
    };
    expect(fail({ price: { $regex: 'x' } })).toBe('query.filter.price.$regex');
    expect(fail({ $nor: [] })).toBe('query.filter.$nor');
    expect(fail({ id: { $in: 'a' } })).toBe('query.filter.id.$in');
    expect(fail({ $and: { id: 'a' } })).toBe('query.filter.$and');
    expect(fail({ id: { $exists: 'yes' } })).toBe('query.filter.id.$exists');
  });

  it('reads dotted paths through arrays', () => {
    expect(readPath({ variants: [{ id: 'x' }, { id: 'y' }] }, 'variants.id')).toEqual(['x', 'y']);
    expect(readPath({ a: { b: 1 } }, 'a.b')).toBe(1);
    expect(readPath({ a: 1 }, 'a.b.c')).toBeUndefined();
  });
});

describe('sort and paging', () => {
  it('sorts by several keys in both directions, missing values last', () => {
    const data = [
      { id: 1, g: 'b', p: 2 },
      { id: 2, g: 'a', p: 5 },
      { id: 3, g: 'b', p: 9 },
      { id: 4, g: 'a' },
      { id: 5, g: 'a', p: 1 },
    ];
    const asc = runQuery(data, { sort: [{ fieldName: 'g' }, { fieldName: 'p', order: 'DESC' }] });
    expect(asc.items.map((r) => r.id)).toEqual([2, 5, 4, 3, 1]);
    const desc = runQuery(data, { sort: [{ fieldName: 'p', order: 'DESC' }] });
    expect(desc.items.map((r) => r.id)).toEqual([3, 2, 1, 5, 4]);
  });

  it('uses aliases for filters and sort', () => {
    const result = runQuery(rows, { filter: { cost: { $gt: 9 } }, sort: [{ fieldName: 'cost', order: 'DESC' }] }, { aliases: { cost: 'price' } });
    expect(result.items.map((r) => r.id)).toEqual(['d', 'b', 'a']);
  });

  it('pages with offset and limit and reports metadata', () => {
    const data = Array.from({ length: 120 }, (_, i) => ({ n: i }));
    const first = runQuery(data, {});
    expect(first.items).toHaveLength(50);
    expect(first.metadata).toEqual({ count: 50, offset: 0, total: 120, tooManyToCount: false });
    const last = runQuery(data, { paging: { limit: 50, offset: 100 } });
    expect(last.items.map((r) => r.n)).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
    expect(last.metadata).toEqual({ count: 20, offset: 100, total: 120, tooManyToCount: false });
    const filtered = runQuery(data, { filter: { n: { $gte: 60 } }, paging: { limit: 10, offset: 5 } });
    expect(filtered.items.map((r) => r.n)).toEqual([65, 66, 67, 68, 69, 70, 71, 72, 73, 74]);
    expect(filtered.metadata.total).toBe(60);
    const beyond = runQuery(data, { paging: { limit: 10, offset: 500 } });
    expect(beyond.items).toEqual([]);
    expect(beyond.metadata).toEqual({ count: 0, offset: 500, total: 120, tooManyToCount: false });
  });
});
