import { describe, expect, it } from 'vitest';
import { ValidationError, isStorefrontError } from '../errors';
import { createQueryBuilder } from './index';
import { cursor, offset, type C, type Item, type Q } from '../../test/query-builders';

describe('createQueryBuilder', () => {
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
});
