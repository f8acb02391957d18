import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { filterOf, offset } from '../../test/query-builders';

describe('createQueryBuilder', () => {
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
});
