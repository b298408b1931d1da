import { describe, expect, it } from 'vitest';
import { centsToDollars, couponDiscount, dollarsToCents, formatUsd } from './money.js';

describe('dollars typed by a person become integer cents without float error', () => {
  it('parses plain, decimal, $ and thousands-separated amounts', () => {
    expect(dollarsToCents('19.99')).toBe(1999);
    // 0.29 * 100 is 28.999999999999996 in floating point; parsing the string avoids it.
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('7')).toBe(700);
    expect(dollarsToCents('7.5')).toBe(750);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents('$1,234.56')).toBe(123456);
    expect(dollarsToCents(' 12. ')).toBe(1200);
    expect(dollarsToCents('-3.10')).toBe(-310);
  });

  it('refuses what is not an amount with at most two decimals', () => {
    for (const bad of ['', ' ', '.', 'abc', '1.234', '1,23', '12,34.5', '1e3', '$-1', '--1'])
      expect(dollarsToCents(bad), bad).toBeNull();
  });

  it('shows cents as the text of a dollars input, and as money in messages', () => {
    expect(centsToDollars(1999)).toBe('19.99');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(-310)).toBe('-3.10');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(0)).toBe('$0.00');
  });
});

describe('coupon discounts', () => {
  it('caps a flat coupon at the order total and rounds a percentage half to even, capped by max amount', () => {
    expect(couponDiscount({ couponType: 'flat', amount: 500 }, 300)).toBe(300);
    expect(couponDiscount({ couponType: 'percentage', amount: 15, maxAmount: 1000 }, 1010)).toBe(152);
    expect(couponDiscount({ couponType: 'percentage', amount: 15, maxAmount: 1000 }, 1030)).toBe(154);
    expect(couponDiscount({ couponType: 'percentage', amount: 50, maxAmount: 700 }, 10000)).toBe(700);
  });
});
