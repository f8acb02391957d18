// @vitest-environment node
// The package's entry points: the hooks entry is a client module for React Server Components; the
// `query-options` subpath is React-free so Server Components can import and call it.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

afterEach(() => {
  vi.doUnmock('react');
  vi.resetModules();
});

describe('entry points', () => {
  it('@storefront-kit/react/query-options loads without React and has every *QueryOptions helper', async () => {
    vi.resetModules();
    vi.doMock('react', () => {
      throw new Error('query-options must not import react');
    });
    const mod = await import('@storefront-kit/react/query-options');
    expect(Object.keys(mod).sort()).toEqual(['categoriesQueryOptions', 'categoryQueryOptions', 'productQueryOptions', 'productsQueryOptions']);
  });

  it('the main entry still re-exports the same helpers', async () => {
    const main = await import('./index');
    const sub = await import('./queryOptions');
    expect(main.productQueryOptions).toBe(sub.productQueryOptions);
    expect(main.productsQueryOptions).toBe(sub.productsQueryOptions);
  });

  it('package.json maps ./query-options for every condition (and a folder fallback for old resolvers)', () => {
    expect(pkg.exports['./query-options']).toEqual({
      '@storefront-kit/source': './src/queryOptions.ts',
      import: { types: './dist/query-options.d.ts', default: './dist/query-options.js' },
      require: { types: './dist/query-options.d.cts', default: './dist/query-options.cjs' },
    });
    expect(pkg.files).toContain('query-options/package.json');
    const fallback = JSON.parse(readFileSync(new URL('../query-options/package.json', import.meta.url), 'utf8'));
    expect(fallback).toMatchObject({ main: '../dist/query-options.cjs', module: '../dist/query-options.js', types: '../dist/query-options.d.cts' });
  });

  it("the build puts 'use client' first in the hooks entry only (tsup banner per entry)", async () => {
    const configs = (await import('../tsup.config')).default as unknown as { entry: Record<string, string>; banner?: { js?: string } }[];
    const byEntry = Object.fromEntries(configs.map((c) => [Object.keys(c.entry).join(), c]));
    expect(byEntry.index?.entry).toEqual({ index: 'src/index.ts' });
    expect(byEntry.index?.banner?.js).toBe("'use client';");
    expect((byEntry.index as { treeshake?: boolean }).treeshake).toBe(false); // rollup's tree-shaking drops the banner
    expect(byEntry['query-options']?.entry).toEqual({ 'query-options': 'src/queryOptions.ts' });
    expect(byEntry['query-options']?.banner).toBeUndefined();
  });
});
