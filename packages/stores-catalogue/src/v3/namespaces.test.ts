import { describe, expect, it } from 'vitest';
import * as v3 from '../v3';

describe('V3 namespaces', () => {
  it('productsV3 and readOnlyVariantsV3 hold every exported call, each once, under its own name', () => {
    const calls = Object.entries(v3).filter(([, value]) => typeof value === 'function');
    const bound = { ...v3.productsV3, ...v3.readOnlyVariantsV3 };

    expect(Object.keys(bound).sort()).toEqual(calls.map(([name]) => name).sort());
    for (const [name, fn] of calls) expect(bound[name as keyof typeof bound], name).toBe(fn);
    expect(Object.keys(v3.readOnlyVariantsV3)).toEqual(['queryVariants', 'searchVariants']);
  });
});
