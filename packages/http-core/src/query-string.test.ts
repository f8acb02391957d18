import { describe, expect, it } from 'vitest';
import { base64url, encodeQuery } from './query-string';

const decode = (s: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

describe('encodeQuery', () => {
  it('should flatten nested objects and repeat array keys', () => {
    expect(encodeQuery({ a: { b: 1, c: { d: 'x y' } }, k: [1, 2, null], e: null, f: undefined, t: false })).toBe(
      'a.b=1&a.c.d=x+y&k=1&k=2&t=false',
    );
  });

  it('should write dates as ISO strings and non-finite numbers as their names', () => {
    expect(encodeQuery({ at: new Date('2025-05-05T10:00:00Z'), n: Number.NaN, i: -Infinity })).toBe(
      'at=2025-05-05T10%3A00%3A00.000Z&n=NaN&i=-Infinity',
    );
  });

  it('should percent-encode keys and values', () => {
    expect(encodeQuery({ 'a&b': 'c=d/é' })).toBe('a%26b=c%3Dd%2F%C3%A9');
  });

  it('should send complex payloads of query endpoints as .r only', () => {
    expect(encodeQuery({ ids: ['a'] }, true)).toBe('ids=a');
    const nested = encodeQuery({ query: { paging: { limit: 50 } } }, true);
    expect(nested).toMatch(/^\.r=[A-Za-z0-9_-]+$/);
    expect(JSON.parse(decode(nested.slice(3)))).toEqual({ query: { paging: { limit: 50 } } });
    const objects = encodeQuery({ sort: [{ fieldName: 'price' }] }, true);
    expect(JSON.parse(decode(objects.slice(3)))).toEqual({ sort: [{ fieldName: 'price' }] });
  });

  it('should turn non-finite numbers inside .r into strings', () => {
    const r = encodeQuery({ q: { gt: Infinity } }, true).slice(3);
    expect(decode(r)).toBe('{"q":{"gt":"Infinity"}}');
  });
});

describe('base64url', () => {
  it.each(['', 'f', 'fo', 'foo', 'ü', '日本語', '🎉', '\u0000?>~'])('should round-trip %j without padding', (text) => {
    const out = base64url(text);
    expect(out).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(decode(out)).toBe(text);
  });

  it('should use the URL-safe alphabet', () => {
    expect(base64url('\u00fb\u00ff')).toBe('w7vDvw'); // standard base64 "w7vDvw==" has no +/ here
    expect(base64url('??>')).toBe('Pz8-');
    expect(base64url('???')).toBe('Pz8_');
  });
});
