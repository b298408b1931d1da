import { describe, expect, it } from 'vitest';
import { compensationProblems, formatCompensation } from './compensation.js';

describe('a compensation is read by its type', () => {
  it('shows as people say it', () => {
    expect(formatCompensation('fixed', 15000)).toBe('$150.00 fixed');
    expect(formatCompensation('percent', '12.50')).toBe('12.5%');
    expect(formatCompensation('percent', '10.00')).toBe('10%');
    expect(formatCompensation('hourly', 4000)).toBe('$40.00/h');
    expect(formatCompensation(null, null)).toBeNull();
  });

  it('takes cents for fixed and hourly, a percent up to 100 with 2 decimals for percent', () => {
    expect(compensationProblems(null, null)).toEqual({});
    expect(compensationProblems('fixed', 0)).toEqual({});
    expect(compensationProblems('hourly', 10_000_000)).toEqual({});
    expect(compensationProblems('percent', '100')).toEqual({});
    expect(compensationProblems('percent', 7.25)).toEqual({});
    for (const rate of [1.5, -1, 10_000_001, '4000'])
      expect(compensationProblems('fixed', rate), String(rate)).toHaveProperty('compensationRate');
    for (const rate of ['100.01', '12.345', '-1', 'ten', '1e2'])
      expect(compensationProblems('percent', rate), rate).toHaveProperty('compensationRate');
  });

  it('needs both or neither', () => {
    expect(compensationProblems('hourly', null)).toEqual({ compensationRate: 'Enter the rate' });
    expect(compensationProblems('percent', ' ')).toEqual({ compensationRate: 'Enter the rate' });
    expect(compensationProblems(undefined, 100)).toEqual({ compensationType: 'Choose how this person is paid' });
  });
});
