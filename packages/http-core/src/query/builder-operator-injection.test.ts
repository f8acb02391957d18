import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { offset, type Q } from '../../test/query-builders';

describe('createQueryBuilder', () => {
  describe('validation', () => {
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
          .query.eq('a', 's')
          .eq('b', 1)
          .eq('c', false)
          .eq('d', null)
          .eq('e', day)
          .ne('f', null)
          .gt('g', 'x')
          .le('h', day)
          .in('i', ['a', 1, true, null, day])
          .hasSome('j', 'a', 2)
          .hasAll('k', [false])
          .startsWith('l', '')
          .exists('m', false);
        expect(JSON.stringify(q.toRequest().filter)).toBe(
          '{"$and":[{"a":"s"},{"b":1},{"c":false},{"d":null},{"e":"2026-01-01T00:00:00.000Z"},{"f":{"$ne":null}},' +
            '{"g":{"$gt":"x"}},{"h":{"$lte":"2026-01-01T00:00:00.000Z"}},{"i":{"$in":["a",1,true,null,"2026-01-01T00:00:00.000Z"]}},' +
            '{"j":{"$hasSome":["a",2]}},{"k":{"$hasAll":[false]}},{"l":{"$startsWith":""}},{"m":{"$exists":false}}]}',
        );
      });
    });
  });
});
