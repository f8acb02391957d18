import { describe, expect, it } from 'vitest';
import { AbortError, ValidationError, isStorefrontError } from '../errors';
import { createQueryBuilder } from './index';
import type { CursorQueryRequest, OffsetQueryRequest, QueryPage } from './index';

interface Item {
  id: string;
}

/** An offset builder whose fetchPage records every call and answers an empty page. */
function offset() {
  const calls: OffsetQueryRequest[] = [];
  const query = createQueryBuilder<Item>({
    paging: 'offset',
    fetchPage: async (request): Promise<QueryPage<Item>> => {
      calls.push(request);
      return { items: [], metadata: { total: 0 } };
    },
  });
  return { query, calls };
}

function cursor() {
  const calls: CursorQueryRequest[] = [];
  const query = createQueryBuilder<Item>({
    paging: 'cursor',
    fetchPage: async (request) => {
      calls.push(request);
      return { items: [] };
    },
  });
  return { query, calls };
}

const filterOf = (q: { toRequest(): { filter?: unknown } }) => q.toRequest().filter;

describe('createQueryBuilder', () => {
  describe('defaults', () => {
    it('should start an offset query at limit 50, offset 0, empty filter, no sort', () => {
      expect(JSON.stringify(offset().query.toRequest())).toBe('{"filter":{},"paging":{"offset":0,"limit":50}}');
    });

    it('should start a cursor query at limit 50 with no cursor', () => {
      expect(JSON.stringify(cursor().query.toRequest())).toBe('{"filter":{},"cursorPaging":{"limit":50}}');
    });
  });

  describe('wire shape', () => {
    it('should match the platform SDK captured example byte for byte', () => {
      const q = offset().query.eq('collectionIds', 'c1').hasSome('id', ['a', 'b']).limit(10).skip(20).ascending('price');
      expect(JSON.stringify(q.toRequest())).toBe(
        '{"filter":{"$and":[{"collectionIds":"c1"},{"id":{"$hasSome":["a","b"]}}]},"paging":{"offset":20,"limit":10},"sort":[{"fieldName":"price","order":"ASC"}]}',
      );
    });

    it.each([
      ['eq', (q: Q) => q.eq('name', 'shoe'), { name: 'shoe' }],
      ['eq undefined as null', (q: Q) => q.eq('name', undefined), { name: null }],
      ['ne', (q: Q) => q.ne('name', 'shoe'), { name: { $ne: 'shoe' } }],
      ['gt', (q: Q) => q.gt('price', 10), { price: { $gt: 10 } }],
      ['ge', (q: Q) => q.ge('price', 10), { price: { $gte: 10 } }],
      ['lt', (q: Q) => q.lt('price', 10), { price: { $lt: 10 } }],
      ['le', (q: Q) => q.le('price', 10), { price: { $lte: 10 } }],
      ['in', (q: Q) => q.in('id', ['a', 'b']), { id: { $in: ['a', 'b'] } }],
      ['hasSome (array)', (q: Q) => q.hasSome('tags', ['a', 'b']), { tags: { $hasSome: ['a', 'b'] } }],
      ['hasSome (arguments)', (q: Q) => q.hasSome('tags', 'a', 'b'), { tags: { $hasSome: ['a', 'b'] } }],
      ['hasSome (one argument)', (q: Q) => q.hasSome('tags', 'a'), { tags: { $hasSome: ['a'] } }],
      ['hasAll (array)', (q: Q) => q.hasAll('tags', ['a', 'b']), { tags: { $hasAll: ['a', 'b'] } }],
      ['hasAll (arguments)', (q: Q) => q.hasAll('tags', 'a', 'b'), { tags: { $hasAll: ['a', 'b'] } }],
      ['startsWith', (q: Q) => q.startsWith('name', 'sh'), { name: { $startsWith: 'sh' } }],
      ['endsWith', (q: Q) => q.endsWith('name', 'oe'), { name: { $endsWith: 'oe' } }],
      ['contains', (q: Q) => q.contains('name', 'ho'), { name: { $contains: 'ho' } }],
      ['isEmpty', (q: Q) => q.isEmpty('ribbon'), { ribbon: null }],
      ['isNotEmpty', (q: Q) => q.isNotEmpty('ribbon'), { ribbon: { $ne: null } }],
      ['exists', (q: Q) => q.exists('ribbon'), { ribbon: { $exists: true } }],
      ['exists false', (q: Q) => q.exists('ribbon', false), { ribbon: { $exists: false } }],
      ['between', (q: Q) => q.between('price', 1, 5), { $and: [{ price: { $gte: 1 } }, { price: { $lt: 5 } }] }],
      ['a date as ISO string', (q: Q) => q.ge('createdDate', new Date(Date.UTC(2025, 4, 5, 10))), { createdDate: { $gte: '2025-05-05T10:00:00.000Z' } }],
    ])('should send %s as the platform does', (_, build, expected) => {
      expect(filterOf(build(offset().query))).toEqual(expected);
    });

    it('should sort ascending and descending in call order', () => {
      const q = offset().query.ascending('price', 'name').descending('createdDate');
      expect(q.toRequest().sort).toEqual([
        { fieldName: 'price', order: 'ASC' },
        { fieldName: 'name', order: 'ASC' },
        { fieldName: 'createdDate', order: 'DESC' },
      ]);
    });

    it('should keep the limit when skipping and the offset when limiting', () => {
      expect(offset().query.skip(30).toRequest().paging).toEqual({ offset: 30, limit: 50 });
      expect(offset().query.skip(30).limit(5).toRequest().paging).toEqual({ offset: 30, limit: 5 });
    });

    it('should send only cursorPaging once a cursor is set', () => {
      const q = cursor().query.eq('a', 1).ascending('a').limit(5);
      expect(JSON.stringify(q.toRequest())).toBe(
        '{"filter":{"a":1},"cursorPaging":{"limit":5},"sort":[{"fieldName":"a","order":"ASC"}]}',
      );
      expect(JSON.stringify(q.skipTo('abc').toRequest())).toBe('{"cursorPaging":{"cursor":"abc","limit":5}}');
      expect(q.skipTo('abc').limit(7).toRequest()).toEqual({ cursorPaging: { cursor: 'abc', limit: 7 } });
    });
  });

  describe('combination', () => {
    it('should keep a lone condition bare', () => {
      expect(filterOf(offset().query.eq('a', 1))).toEqual({ a: 1 });
    });

    it('should flatten successive conditions into one $and', () => {
      expect(filterOf(offset().query.eq('a', 1).eq('b', 2).gt('c', 3))).toEqual({
        $and: [{ a: 1 }, { b: 2 }, { c: { $gt: 3 } }],
      });
    });

    it('should flatten and(query)', () => {
      const { query } = offset();
      expect(filterOf(query.eq('a', 1).and(query.eq('b', 2).eq('c', 3)))).toEqual({ $and: [{ a: 1 }, { b: 2 }, { c: 3 }] });
    });

    it('should combine or(query) with the current filter and flatten $or', () => {
      const { query } = offset();
      const q = query.eq('a', 1).or(query.eq('b', 2)).or(query.eq('c', 3));
      expect(filterOf(q)).toEqual({ $or: [{ a: 1 }, { b: 2 }, { c: 3 }] });
      expect(filterOf(q.eq('d', 4))).toEqual({ $and: [{ $or: [{ a: 1 }, { b: 2 }, { c: 3 }] }, { d: 4 }] });
    });

    it('should not flatten an $and inside an $or', () => {
      const { query } = offset();
      expect(filterOf(query.eq('a', 1).eq('b', 2).or(query.eq('c', 3)))).toEqual({
        $or: [{ $and: [{ a: 1 }, { b: 2 }] }, { c: 3 }],
      });
    });

    it('should keep the current filter in not(query) (fixes the platform SDK quirk)', () => {
      const { query } = offset();
      expect(filterOf(query.eq('a', 1).not(query.eq('b', 2)))).toEqual({ $and: [{ a: 1 }, { $not: { b: 2 } }] });
      expect(filterOf(query.not(query.eq('b', 2)))).toEqual({ $not: { b: 2 } });
    });

    it('should add nothing for an operand with no condition', () => {
      const { query } = offset();
      const a = query.eq('a', 1);
      expect(filterOf(a.and(query))).toEqual({ a: 1 });
      expect(filterOf(a.or(query))).toEqual({ a: 1 });
      expect(filterOf(a.not(query))).toEqual({ a: 1 });
      expect(filterOf(query.or(a))).toEqual({ a: 1 });
    });

    it('should reject an operand that is not a query builder', () => {
      const { query } = offset();
      expect(() => query.and({ eq: () => 0 } as never)).toThrow(ValidationError);
    });
  });

  describe('immutability', () => {
    it('should leave the original builder unchanged', () => {
      const { query } = offset();
      const a = query.eq('a', 1);
      a.eq('b', 2).ascending('x').limit(3).skip(6);
      expect(a.toRequest()).toEqual({ filter: { a: 1 }, paging: { offset: 0, limit: 50 } });
      expect(query.toRequest()).toEqual({ filter: {}, paging: { offset: 0, limit: 50 } });
    });

    it('should hand out requests whose mutation does not reach the builder', () => {
      const q = offset().query.in('id', ['a']).ascending('x');
      const request = q.toRequest();
      (request.filter.id as { $in: string[] }).$in.push('b');
      request.sort!.push({ fieldName: 'y', order: 'DESC' });
      expect(q.toRequest()).toEqual({ filter: { id: { $in: ['a'] } }, paging: { offset: 0, limit: 50 }, sort: [{ fieldName: 'x', order: 'ASC' }] });
    });
  });

  describe('validation', () => {
    it.each([0, -1, NaN, 1.5, 101, Infinity])('should reject limit(%s) before any fetch', (n) => {
      const { query, calls } = offset();
      expect(() => query.limit(n)).toThrow(ValidationError);
      expect(calls).toHaveLength(0);
    });

    it('should accept limits 1 and 100 and honour maxLimit', () => {
      expect(offset().query.limit(1).toRequest().paging.limit).toBe(1);
      expect(offset().query.limit(100).toRequest().paging.limit).toBe(100);
      const q = createQueryBuilder<Item>({ paging: 'offset', maxLimit: 1000, fetchPage: async () => ({ items: [] }) });
      expect(q.limit(1000).toRequest().paging.limit).toBe(1000);
    });

    it.each([-1, NaN, 0.5, Infinity])('should reject skip(%s) before any fetch', (n) => {
      const { query, calls } = offset();
      expect(() => query.skip(n)).toThrow(ValidationError);
      expect(calls).toHaveLength(0);
    });

    it.each([
      ['gt NaN', (q: Q) => q.gt('price', NaN)],
      ['lt Infinity', (q: Q) => q.lt('price', Infinity)],
      ['eq -Infinity', (q: Q) => q.eq('price', -Infinity)],
      ['between NaN', (q: Q) => q.between('price', 0, NaN)],
      ['in with NaN', (q: Q) => q.in('price', [1, NaN])],
      ['hasSome with Infinity', (q: Q) => q.hasSome('price', 1, Infinity)],
      ['an invalid date', (q: Q) => q.ge('createdDate', new Date('nope'))],
      ['an empty field name', (q: Q) => q.eq('', 1)],
      ['an empty sort field', (q: Q) => q.ascending('')],
    ])('should reject %s synchronously', (_, build) => {
      const { query, calls } = offset();
      let error: unknown;
      try {
        build(query);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ValidationError);
      expect(isStorefrontError(error) && error.code).toBe('ERR_VALIDATION');
      expect(calls).toHaveLength(0);
    });

    describe('operator injection', () => {
      const injected = { $ne: null };
      it.each([
        ['eq', (q: Q, v: any) => q.eq('slug', v)],
        ['ne', (q: Q, v: any) => q.ne('slug', v)],
        ['gt', (q: Q, v: any) => q.gt('slug', v)],
        ['ge', (q: Q, v: any) => q.ge('slug', v)],
        ['lt', (q: Q, v: any) => q.lt('slug', v)],
        ['le', (q: Q, v: any) => q.le('slug', v)],
        ['between', (q: Q, v: any) => q.between('slug', 1, v)],
        ['in', (q: Q, v: any) => q.in('slug', [v])],
        ['hasSome', (q: Q, v: any) => q.hasSome('slug', [v])],
        ['hasSome', (q: Q, v: any) => q.hasSome('slug', 'a', v)],
        ['hasAll', (q: Q, v: any) => q.hasAll('slug', [v])],
        ['startsWith', (q: Q, v: any) => q.startsWith('slug', v)],
        ['endsWith', (q: Q, v: any) => q.endsWith('slug', v)],
        ['contains', (q: Q, v: any) => q.contains('slug', v)],
        ['exists', (q: Q, v: any) => q.exists('slug', v)],
      ])('should refuse an object as the value of %s, naming the field and the method', (method, build) => {
        for (const value of [injected, { $startsWith: '' }, JSON.parse('{"__proto__":{"$ne":null}}'), Object.create(null), [injected]]) {
          const { query, calls } = offset();
          let error: any;
          try {
            build(query, value);
          } catch (e) {
            error = e;
          }
          expect(error, `${method} ${JSON.stringify(value)}`).toBeInstanceOf(ValidationError);
          expect(error.field).toBe('slug');
          expect(error.message).toContain(`${method}("slug")`);
          expect(calls).toHaveLength(0);
        }
      });

      it.each([
        ['eq with a function', (q: Q) => q.eq('slug', (() => 1) as any)],
        ['eq with a symbol', (q: Q) => q.eq('slug', Symbol('x') as any)],
        ['eq with a bigint', (q: Q) => q.eq('slug', 1n as any)],
        ['eq with a boxed string', (q: Q) => q.eq('slug', new String('x') as any)],
        ['eq with an array', (q: Q) => q.eq('slug', ['a'] as any)],
        ['gt with null', (q: Q) => q.gt('price', null as any)],
        ['gt with a boolean', (q: Q) => q.gt('price', true as any)],
        ['startsWith with a number', (q: Q) => q.startsWith('name', 1 as any)],
        ['startsWith with null', (q: Q) => q.startsWith('name', null as any)],
        ['exists with a string', (q: Q) => q.exists('name', 'yes' as any)],
        ['in with a bare value', (q: Q) => q.in('id', 'a' as any)],
        ['in with a nested list', (q: Q) => q.in('id', [['a']] as any)],
        ['hasAll with a nested list', (q: Q) => q.hasAll('id', [['a']] as any)],
        ['a field name that is an operator', (q: Q) => q.eq('$where' as string, 'x')],
        ['a sort field that is an operator', (q: Q) => q.ascending('$natural')],
      ])('should refuse %s', (_, build) => {
        const { query } = offset();
        expect(() => build(query)).toThrow(ValidationError);
      });

      it('should keep accepting every value type the operators allow', () => {
        const day = new Date(Date.UTC(2026, 0, 1));
        const q = offset()
          .query.eq('a', 's').eq('b', 1).eq('c', false).eq('d', null).eq('e', day).ne('f', null)
          .gt('g', 'x').le('h', day).in('i', ['a', 1, true, null, day]).hasSome('j', 'a', 2).hasAll('k', [false])
          .startsWith('l', '').exists('m', false);
        expect(JSON.stringify(q.toRequest().filter)).toBe(
          '{"$and":[{"a":"s"},{"b":1},{"c":false},{"d":null},{"e":"2026-01-01T00:00:00.000Z"},{"f":{"$ne":null}},' +
            '{"g":{"$gt":"x"}},{"h":{"$lte":"2026-01-01T00:00:00.000Z"}},{"i":{"$in":["a",1,true,null,"2026-01-01T00:00:00.000Z"]}},' +
            '{"j":{"$hasSome":["a",2]}},{"k":{"$hasAll":[false]}},{"l":{"$startsWith":""}},{"m":{"$exists":false}}]}',
        );
      });
    });

    it('should name the offending field', () => {
      expect(() => offset().query.gt('price', NaN)).toThrow(expect.objectContaining({ field: 'price' }));
      expect(() => offset().query.limit(0)).toThrow(expect.objectContaining({ field: 'limit' }));
    });

    it('should reject skip on cursor paging, skipTo on offset paging and an empty cursor', () => {
      expect(() => (cursor().query as unknown as Q).skip(1)).toThrow(ValidationError);
      expect(() => (offset().query as unknown as C).skipTo('x')).toThrow(ValidationError);
      expect(() => cursor().query.skipTo('')).toThrow(ValidationError);
    });
  });

  describe('find', () => {
    it('should pass the request and the signal to fetchPage', async () => {
      const seen: unknown[] = [];
      const signal = new AbortController().signal;
      const q = createQueryBuilder<Item>({
        paging: 'offset',
        fetchPage: async (request, options) => {
          seen.push(request, options.signal);
          return { items: [{ id: 'a' }] };
        },
      });
      const result = await q.eq('a', 1).find({ signal });
      expect(seen).toEqual([{ filter: { a: 1 }, paging: { offset: 0, limit: 50 } }, signal]);
      expect(result.items).toEqual([{ id: 'a' }]);
    });

    it('should reject with AbortError without fetching when the signal already fired', async () => {
      const { query, calls } = offset();
      const controller = new AbortController();
      controller.abort(new Error('stop'));
      await expect(query.find({ signal: controller.signal })).rejects.toThrow(AbortError);
      expect(calls).toHaveLength(0);
    });

    it('should let a fetchPage error through', async () => {
      const boom = new Error('boom');
      const q = createQueryBuilder<Item>({ paging: 'cursor', fetchPage: () => Promise.reject(boom) });
      await expect(q.find()).rejects.toBe(boom);
    });
  });
});

type Q = ReturnType<typeof offset>['query'];
type C = ReturnType<typeof cursor>['query'];
