import { describe, expect, it } from 'vitest';
import { cursor, filterOf, offset, type Q } from '../../test/query-builders';

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
      expect(JSON.stringify(q.toRequest())).toBe('{"filter":{"a":1},"cursorPaging":{"limit":5},"sort":[{"fieldName":"a","order":"ASC"}]}');
      expect(JSON.stringify(q.skipTo('abc').toRequest())).toBe('{"cursorPaging":{"cursor":"abc","limit":5}}');
      expect(q.skipTo('abc').limit(7).toRequest()).toEqual({ cursorPaging: { cursor: 'abc', limit: 7 } });
    });
  });
});
