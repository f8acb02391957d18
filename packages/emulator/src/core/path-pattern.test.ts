import { describe, expect, it } from 'vitest';
import { compilePathPattern } from './path-pattern';

describe('compilePathPattern', () => {
  it('globs: * within a segment, ** across, ? one character, literal otherwise', () => {
    const one = compilePathPattern('/ecom/v1/carts/*');
    expect(one('/ecom/v1/carts/current')).toBe(true);
    expect(one('/ecom/v1/carts/current/add-to-cart')).toBe(false);
    const any = compilePathPattern('/ecom/**');
    expect(any('/ecom/v1/carts/current/add-to-cart')).toBe(true);
    expect(any('/ecommerce')).toBe(false);
    expect(compilePathPattern('/v?/x')('/v2/x')).toBe(true);
    expect(compilePathPattern('/v?/x')('/v22/x')).toBe(false);
    const exact = compilePathPattern('/stores-reader/v1/products/query-platformized');
    expect(exact('/stores-reader/v1/products/query-platformized')).toBe(true);
    expect(exact('/stores-reader/v1/products/query-platformized/x')).toBe(false);
    // Regex metacharacters in globs are literal.
    expect(compilePathPattern('/a.b(c)')('/a.b(c)')).toBe(true);
    expect(compilePathPattern('/a.b')('/axb')).toBe(false);
  });

  it('regex sources start with ^; RegExp objects are used as is', () => {
    expect(compilePathPattern('^/stores(-reader)?/')('/stores-reader/v1/products/1')).toBe(true);
    expect(compilePathPattern('^/stores(-reader)?/')('/v2/collections')).toBe(false);
    expect(compilePathPattern(/carts/)('/ecom/v1/carts/current')).toBe(true);
    expect(() => compilePathPattern('^(')).toThrow(TypeError);
  });
});
