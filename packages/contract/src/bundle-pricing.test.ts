import { describe, expect, it } from 'vitest';
import { academicYearStart, bundleProductPrices, bundleTitle, bundleTotals } from './bundle-pricing.js';

describe('bundleTitle', () => {
  it('builds "{Team} - {Level} - {Sport} {Year} ({n} events)"', () => {
    expect(bundleTitle({ team: 'Lakeview Eagles', level: 'Varsity', sport: 'Football', year: 2026, events: 8 })).toBe(
      'Lakeview Eagles - Varsity - Football 2026 (8 events)',
    );
  });
  it('leaves out parts not chosen yet and says "1 event"', () => {
    expect(bundleTitle({ team: 'Lakeview Eagles', sport: 'Football', events: 1 })).toBe(
      'Lakeview Eagles - Football (1 event)',
    );
    expect(bundleTitle({ events: 0 })).toBe('(0 events)');
  });
});

describe('bundle prices', () => {
  it('sums the product price over active events, then applies multiplier and discount half-even', () => {
    expect(bundleProductPrices(1250, 1, '1', '33')).toEqual({ defaultPrice: 1250, totalPrice: 838 });
    expect(bundleProductPrices(1150, 1, '1', '33')).toEqual({ defaultPrice: 1150, totalPrice: 770 });
    expect(bundleProductPrices(1999, 0, '1', '20')).toEqual({ defaultPrice: 0, totalPrice: 0 });
    expect(
      bundleTotals([
        { defaultPrice: 1250, totalPrice: 838 },
        { defaultPrice: 1150, totalPrice: 770 },
      ]),
    ).toEqual({ price: 2400, totalPrice: 1608 });
  });
  it('reads the first year of an academic year', () => {
    expect(academicYearStart('2026-2027')).toBe(2026);
    expect(academicYearStart('')).toBeNull();
  });
});
