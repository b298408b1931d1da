import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime } from './date';
import { formatCents } from './money';

describe('dates are shown in America/Chicago', () => {
  it('uses CST in winter and CDT in summer', () => {
    expect(formatDateTime('2026-01-15T18:30:00Z')).toBe('Jan 15, 2026 12:30 PM');
    expect(formatDateTime('2026-07-04T17:00:00Z')).toBe('Jul 4, 2026 12:00 PM');
  });

  it('puts an instant after midnight UTC on the Chicago day', () => {
    expect(formatDate('2026-03-01T03:00:00Z')).toBe('Feb 28, 2026');
  });

  it('shows a dash for a missing date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatCalendarDate(null)).toBe('—');
  });

  it('shows a calendar date as its own day, whatever the zone', () => {
    expect(formatCalendarDate('2026-08-01')).toBe('Aug 1, 2026');
  });
});

describe('money is integer cents, shown in dollars', () => {
  it('formats with thousands separators and two decimals', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(undefined)).toBe('—');
  });
});
