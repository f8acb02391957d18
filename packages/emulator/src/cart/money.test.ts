import { describe, expect, test } from 'vitest';
import { allocate, formatAmount, percentOf, price, toCents } from './money';

describe('money', () => {
  test('decimal strings to cents and back', () => {
    expect(toCents('10')).toBe(1000);
    expect(toCents('10.5')).toBe(1050);
    expect(toCents('9.99')).toBe(999);
    expect(toCents('0.005')).toBe(1);
    expect(toCents('0.004')).toBe(0);
    expect(toCents('-1.25')).toBe(-125);
    expect(toCents('abc')).toBe(0);
    expect(formatAmount(1050)).toBe('10.50');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(-125)).toBe('-1.25');
  });

  test('wire prices carry formatted amounts', () => {
    expect(price(123456, 'USD')).toEqual({
      amount: '1234.56',
      convertedAmount: '1234.56',
      formattedAmount: '$1,234.56',
      formattedConvertedAmount: '$1,234.56',
    });
  });

  test('percentages round half up', () => {
    expect(percentOf(999, 10)).toBe(100);
    expect(percentOf(4400, 10)).toBe(440);
  });

  test('allocation is proportional and adds up exactly', () => {
    expect(allocate(500, [4400, 1000])).toEqual([407, 93]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(100, [0, 0])).toEqual([0, 0]);
    const parts = allocate(1001, [3, 7, 11, 13]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1001);
  });
});
