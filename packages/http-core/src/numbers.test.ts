import { describe, expect, it } from 'vitest';
import { reviveNumbers } from './index';

describe('reviveNumbers', () => {
  it('with a tree, converts only the listed paths, through arrays', () => {
    const answer = { items: [{ price: 'NaN', name: 'NaN' }, { price: '-Infinity' }], total: 'Infinity' };
    expect(reviveNumbers(answer, { items: { price: 1 } })).toEqual({ items: [{ price: NaN, name: 'NaN' }, { price: -Infinity }], total: 'Infinity' });
  });

  it('with a set of names, converts those fields at any depth, and never walks into one', () => {
    const answer = {
      quantity: 'Infinity',
      lines: [{ quantity: 'NaN', name: 'NaN', image: { width: '-Infinity', url: 'Infinity' } }, null, 'NaN'],
      options: { quantity: 'NaN' },
      count: 'Infinity',
    };
    const got = reviveNumbers(answer, new Set(['quantity', 'width', 'options']));
    expect(got).toBe(answer);
    expect(got).toEqual({
      quantity: Infinity,
      lines: [{ quantity: NaN, name: 'NaN', image: { width: -Infinity, url: 'Infinity' } }, null, 'NaN'],
      options: { quantity: 'NaN' },
      count: 'Infinity',
    });
  });
});
