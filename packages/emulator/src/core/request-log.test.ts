import { describe, expect, it } from 'vitest';
import { maskBody, queryObject } from './request-log';

describe('request log masking keeps untrusted keys as fields', () => {
  it('a __proto__ key of a JSON body is logged as a field, not as the copy’s prototype', () => {
    const logged = maskBody(JSON.parse('{"__proto__":{"password":"p","x":1},"a":1}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(logged)).toBe(Object.prototype);
    expect(Object.keys(logged)).toEqual(['__proto__', 'a']);
    expect(JSON.stringify(logged)).toBe('{"__proto__":{"password":"[masked, 1 chars]","x":1},"a":1}');
  });

  it('query keys named like inherited members are logged as given', () => {
    expect(JSON.stringify(queryObject(new URLSearchParams('constructor=a&constructor=b&__proto__=c')))).toBe(
      '{"constructor":["a","b"],"__proto__":"c"}',
    );
  });
});
