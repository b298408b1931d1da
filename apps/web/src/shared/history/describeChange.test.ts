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
