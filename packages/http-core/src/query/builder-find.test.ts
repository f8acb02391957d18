import { describe, expect, it } from 'vitest';
import { AbortError } from '../errors';
import { createQueryBuilder } from './index';
import { offset, type Item } from '../../test/query-builders';

describe('createQueryBuilder', () => {
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
