import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { suggestedTitles } from './mediaDayTitles';

describe('suggestedTitles', () => {
  it('builds the usual titles from the district, the teams and the date', () => {
    expect(
      suggestedTitles({ district: 'Plano ISD', teams: ['Plano Wildcats'], start: dayjs('2026-09-12T10:00:00') }),
    ).toEqual([
      'Plano ISD Media Day 2026-27',
      'Plano ISD Fall Media Day',
      'Plano Wildcats Media Day — Fall 2026',
      'Fall Media Day 2026',
    ]);
  });

  it('names a spring day in the school year that began the August before, and several teams together', () => {
    expect(suggestedTitles({ teams: ['A', 'B', 'C'], start: dayjs('2027-03-02T10:00:00') })).toEqual([
      'A & B and more Team Photos',
      'Spring Media Day 2027',
    ]);
    expect(suggestedTitles({ district: 'Allen ISD', teams: [], start: dayjs('2027-03-02') })[0]).toBe(
      'Allen ISD Media Day 2026-27',
    );
  });

  it('offers nothing before anything is chosen', () => {
    expect(suggestedTitles({ teams: [] })).toEqual([]);
  });
});
