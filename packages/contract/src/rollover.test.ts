import { describe, expect, it } from 'vitest';
import { rolloverDifference } from './rollover.js';

describe('what a rollover leaves to settle', () => {
  it('is nothing for the same price, even after a goodwill partial refund', () => {
    expect(rolloverDifference({ price: 2500, refunded: 0 }, 2500)).toBe(0);
    // $7.00 refunded as goodwill: the customer owes nothing back when the game is rolled over.
    expect(rolloverDifference({ price: 2500, refunded: 700 }, 2500)).toBe(0);
  });

  it('owes only the price increase of a dearer product', () => {
    expect(rolloverDifference({ price: 2500, refunded: 0 }, 3000)).toBe(500);
    expect(rolloverDifference({ price: 2500, refunded: 700 }, 3000)).toBe(500);
  });

  it('refunds by hand what the customer holds above a cheaper price, counting refunds already given', () => {
    expect(rolloverDifference({ price: 2500, refunded: 0 }, 2000)).toBe(-500);
    expect(rolloverDifference({ price: 2500, refunded: 200 }, 2000)).toBe(-300);
    expect(rolloverDifference({ price: 2500, refunded: 700 }, 2000)).toBe(0);
    expect(rolloverDifference({ price: 2500, refunded: 2500 }, 0)).toBe(0);
  });
});
