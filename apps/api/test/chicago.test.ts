import { describe, expect, it } from 'vitest';
import { chicagoInstant, chicagoToday } from '../src/shared/chicago.js';

/** America/Chicago's clock around its 2026 changes: Mar 8 (2:00 CST → 3:00 CDT) and Nov 1 (2:00 CDT → 1:00 CST). */
describe('Chicago time', () => {
  const at = (...parts: number[]) => chicagoInstant(...(parts as [number, number, number]))?.toISOString();

  it('converts winter and summer wall-clock times with their own offsets', () => {
    expect(at(2026, 1, 15, 19, 0)).toBe('2026-01-16T01:00:00.000Z');
    expect(at(2026, 7, 4, 19, 30)).toBe('2026-07-05T00:30:00.000Z');
    expect(at(2026, 12, 31, 23, 59, 59)).toBe('2027-01-01T05:59:59.000Z');
  });

  it('spring forward: the hour before is standard time, a skipped time moves forward, the hour after is daylight', () => {
    expect(at(2026, 3, 8, 1, 59)).toBe('2026-03-08T07:59:00.000Z');
    expect(at(2026, 3, 8, 2, 30)).toBe('2026-03-08T08:30:00.000Z');
    expect(at(2026, 3, 8, 3, 0)).toBe('2026-03-08T08:00:00.000Z');
    expect(at(2026, 3, 8, 0, 0)).toBe('2026-03-08T06:00:00.000Z');
  });

  it('fall back: the hour shown twice is its first (daylight) instant; the day after is standard time', () => {
    expect(at(2026, 11, 1, 0, 30)).toBe('2026-11-01T05:30:00.000Z');
    expect(at(2026, 11, 1, 1, 30)).toBe('2026-11-01T06:30:00.000Z');
    expect(at(2026, 11, 1, 2, 0)).toBe('2026-11-01T08:00:00.000Z');
    expect(at(2026, 11, 2, 0, 0)).toBe('2026-11-02T06:00:00.000Z');
  });

  it('refuses days and times that are not on the calendar', () => {
    expect(chicagoInstant(2027, 2, 29)).toBeNull();
    expect(chicagoInstant(2026, 4, 31)).toBeNull();
    expect(chicagoInstant(2026, 13, 1)).toBeNull();
    expect(chicagoInstant(2026, 1, 1, 24, 0)).toBeNull();
    expect(chicagoInstant(2026, 1, 1, 12, 60)).toBeNull();
    expect(chicagoInstant(2028, 2, 29)?.toISOString()).toBe('2028-02-29T06:00:00.000Z');
  });

  it('gives the Chicago calendar day of an instant, not UTC’s', () => {
    expect(chicagoToday(new Date('2026-11-27T05:59:00Z'))).toBe('2026-11-26');
    expect(chicagoToday(new Date('2026-11-27T06:00:00Z'))).toBe('2026-11-27');
    expect(chicagoToday(new Date('2026-07-01T04:59:00Z'))).toBe('2026-06-30');
  });
});
