import { describe, expect, it } from 'vitest';
import { encodeQuery } from './request';

describe('encodeQuery', () => {
  it('should flatten nested objects and repeat array keys', () => {
    expect(encodeQuery({ a: { b: 1, c: { d: 'x y' } }, k: [1, 2, null], e: null, f: undefined, t: false })).toBe('a.b=1&a.c.d=x+y&k=1&k=2&t=false');
  });

  it('should write dates as ISO strings and non-finite numbers as their names', () => {
    expect(encodeQuery({ at: new Date('2025-05-05T10:00:00Z'), n: Number.NaN, i: -Infinity })).toBe('at=2025-05-05T10%3A00%3A00.000Z&n=NaN&i=-Infinity');
  });

  it('should percent-encode keys and values', () => {
    expect(encodeQuery({ 'a&b': 'c=d/é' })).toBe('a%26b=c%3Dd%2F%C3%A9');
  });

  it('should reject an array of objects', () => {
    expect(() => encodeQuery({ items: [{ a: 1 }] })).toThrow(expect.objectContaining({ name: 'ValidationError', field: 'items' }));
  });
});
