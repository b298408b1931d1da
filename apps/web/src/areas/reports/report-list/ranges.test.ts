import { describe, expect, it } from 'vitest';
import { presetRange, readRange } from './ranges';

const read = (search: string) => readRange(new URLSearchParams(search));

describe('the report range in the URL', () => {
  it('reads a range as given, with no notice', () => {
    expect(read('from=2026-09-01&to=2026-09-30&interval=week')).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
      interval: 'week',
    });
  });

  it('swaps a reversed range and says so, instead of quietly showing this month', () => {
    const range = read('from=2026-09-30&to=2026-09-01');
    expect(range).toMatchObject({ from: '2026-09-01', to: '2026-09-30', interval: 'day' });
    expect(range.notice).toBe(
      'The end date was before the start date, so the two were swapped: 2026-09-01 to 2026-09-30.',
    );
  });

  it('replaces malformed dates with this month and says so; no dates at all is simply this month', () => {
    const month = presetRange('month');
    const bad = read('from=2026-02-30&to=2026-03-05');
    expect(bad).toMatchObject(month);
    expect(bad.notice).toMatch(/2026-02-30 to 2026-03-05.*not valid dates/);
    expect(read('')).toEqual({ ...month, interval: 'day' });
  });
});
