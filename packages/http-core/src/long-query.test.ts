import { describe, expect, it } from 'vitest';
import { base64url, longQuery } from './long-query';

const decode = (s: string) => new TextDecoder().decode(Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

describe('longQuery', () => {
  it('should send complex payloads as .r only, flat payloads flat', () => {
    expect(longQuery({ ids: ['a'] })).toBe('ids=a');
    const nested = longQuery({ query: { paging: { limit: 50 } } }) as string;
    expect(nested).toMatch(/^\.r=[A-Za-z0-9_-]+$/);
    expect(JSON.parse(decode(nested.slice(3)))).toEqual({ query: { paging: { limit: 50 } } });
    const objects = longQuery({ sort: [{ fieldName: 'price' }] }) as string;
    expect(JSON.parse(decode(objects.slice(3)))).toEqual({ sort: [{ fieldName: 'price' }] });
  });

  it('should turn non-finite numbers inside .r into strings', () => {
    const r = (longQuery({ q: { gt: Infinity } }) as string).slice(3);
    expect(decode(r)).toBe('{"q":{"gt":"Infinity"}}');
  });

  it('should give a JSON body instead of a query string above 4000 characters', () => {
    expect(longQuery({ q: 'x'.repeat(3998) })).toBe(`q=${'x'.repeat(3998)}`);
    expect(longQuery({ q: 'x'.repeat(3999) })).toEqual({ body: JSON.stringify({ q: 'x'.repeat(3999) }) });
  });

  it('should reject a payload that cannot be JSON as a ValidationError on the query', () => {
    expect(() => longQuery({ q: { n: 1n } })).toThrow(expect.objectContaining({ name: 'ValidationError', field: 'query' }));
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
