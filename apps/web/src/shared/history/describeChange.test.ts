import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@phlox/contract';
import { describeChange } from './describeChange';

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  menu: 'levels',
  itemId: 5,
  action: 'update',
  field: null,
  oldValue: null,
  newValue: null,
  user: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('describeChange', () => {
  it('names the field and both values of an update', () => {
    expect(describeChange(entry({ field: 'code', oldValue: 'V', newValue: 'VAR' }), 'level')).toBe(
      'changed Code from “V” to “VAR”',
    );
    expect(describeChange(entry({ field: 'updated_field', oldValue: '', newValue: 'x' }), 'level')).toBe(
      'changed Updated field from empty to “x”',
    );
  });

  it('describes creation and deletion of the item', () => {
    expect(describeChange(entry({ action: 'create' }), 'level')).toBe('created this level');
    expect(describeChange(entry({ action: 'delete' }), 'level')).toBe('deleted this level');
  });
});

describe('describeChange with a value formatter', () => {
  it('shows both values of a formatted field the way the screen does, and leaves empty values alone', () => {
    const dollars = (field: string, value: string) =>
      field === 'price' ? `$${(Number(value) / 100).toFixed(2)}` : value;
    expect(describeChange(entry({ field: 'price', oldValue: '1999', newValue: '2499' }), 'product', dollars)).toBe(
      'changed Price from “$19.99” to “$24.99”',
    );
    expect(describeChange(entry({ field: 'name', oldValue: null, newValue: '1999' }), 'product', dollars)).toBe(
      'changed Name from empty to “1999”',
    );
  });
});

describe('describeChange with instants', () => {
  it('shows a stored timestamp in Chicago time, whatever the field, never as raw ISO', () => {
    const text = describeChange(
      entry({ field: 'passwordChangedAt', oldValue: null, newValue: '2026-11-28T05:41:55.202Z' }),
      'user',
    );
    expect(text).not.toContain('2026-11-28T05:41:55.202Z');
    // 05:41 UTC is 11:41 PM the evening before in Chicago (CST, UTC−6).
    expect(text).toMatch(/^changed Password changed at from empty to “.*11:41 PM”$/);
    expect(text).toMatch(/27/);
  });
});
