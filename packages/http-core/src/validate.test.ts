import { describe, expect, it } from 'vitest';
import { isValidationError, type ValidationError } from './errors';
import { invalid, MAX_ID_LENGTH, requireId, requireInteger, requireList, requireObject, requireText } from './validate';

const failure = (run: () => unknown): ValidationError => {
  try {
    run();
  } catch (e) {
    if (isValidationError(e)) return e;
    throw e;
  }
  throw new Error('expected a ValidationError');
};

describe('validation helpers', () => {
  it('name the field in the error and its message', () => {
    const e = failure(() => invalid('lineItems[0].quantity', 'must be above 0'));
    expect(e).toMatchObject({ field: 'lineItems[0].quantity', message: 'lineItems[0].quantity must be above 0', code: 'ERR_VALIDATION' });
  });

  it('accept ids up to the limit and refuse blank, long, non-string and control-character ids', () => {
    expect(requireId('p'.repeat(MAX_ID_LENGTH), 'id')).toHaveLength(MAX_ID_LENGTH);
    for (const bad of ['', '   ', 'p'.repeat(MAX_ID_LENGTH + 1), 'a\u0000b', 'a\nb', 42, null, undefined, {}]) {
      expect(failure(() => requireId(bad, 'productId')).field).toBe('productId');
    }
  });

  it('accept plain objects only', () => {
    expect(requireObject({ a: 1 }, 'options')).toEqual({ a: 1 });
    for (const bad of [null, [], 'x', 1, undefined]) expect(failure(() => requireObject(bad, 'options')).message).toBe('options must be an object');
  });

  it('check lists: non-empty, at most max entries, each entry named by its index', () => {
    expect(requireList(['a'], 'ids', 2, requireId)).toEqual(['a']);
    expect(failure(() => requireList([], 'ids')).message).toBe('ids must be a non-empty list');
    expect(failure(() => requireList(['a', 'b', 'c'], 'ids', 2)).message).toBe('ids must hold at most 2 entries');
    expect(failure(() => requireList(['a', ''], 'ids', 5, requireId)).field).toBe('ids[1]');
  });

  it('check integers within bounds, printing the bad value', () => {
    expect(requireInteger(3, 'limit', 1, 100)).toBe(3);
    for (const bad of [0, 101, 1.5, NaN, Infinity, '3']) expect(failure(() => requireInteger(bad, 'limit', 1, 100)).field).toBe('limit');
    expect(failure(() => requireInteger('3', 'limit', 1, 100)).message).toBe('limit must be an integer from 1 to 100 (got "3")');
  });

  it('refuse control characters anywhere in nested text, allowing tabs and line breaks, and cycles', () => {
    expect(() => requireText({ note: 'a\tb\r\nc', lines: [{ name: 'ok' }] }, 'cartInfo')).not.toThrow();
    expect(failure(() => requireText({ lines: [{ name: 'a\u0007' }] }, 'cartInfo')).field).toBe('cartInfo.lines.0.name');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(failure(() => requireText(cycle, 'cartInfo')).message).toMatch(/nested too deeply$/);
  });
});
