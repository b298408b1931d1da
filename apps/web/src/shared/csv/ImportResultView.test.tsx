// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportResult } from '@phlox/contract';
import { ImportResultView } from './ImportResultView';

afterEach(cleanup);

const show = (result: ImportResult) =>
  render(<ImportResultView result={result} headers={['source_order_id']} fileStem="sales" />);

describe('ImportResultView', () => {
  it('says nothing was imported when every row was already there or failed', () => {
    show({
      dryRun: false,
      summary: { total: 13, created: 0, unmatched: 0, updated: 0, skipped: 7, failed: 6 },
      rows: [],
    });
    expect(screen.getByText('Nothing was imported from 13 rows: 7 skipped (already there), 6 failed.')).toBeTruthy();
    expect(screen.queryByText(/Imported 7/)).toBeNull();
  });

  it('shows sales kept unmatched apart from those created', () => {
    show({
      dryRun: false,
      summary: { total: 3, created: 1, unmatched: 2, updated: 0, skipped: 0, failed: 0 },
      rows: [],
    });
    expect(screen.getByText('Imported 3 of 3 rows: 1 created, 2 kept unmatched.')).toBeTruthy();
    const summary = screen.getByRole('group', { name: 'Import summary' });
    expect(summary.textContent).toContain('Created1');
    expect(summary.textContent).toContain('Kept unmatched2');
  });

  it('says row for one row when checking', () => {
    show({ dryRun: true, summary: { total: 1, created: 1, updated: 0, skipped: 0, failed: 0 }, rows: [] });
    expect(screen.getByText('Checked 1 row: 1 to create. Nothing was saved yet.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Import summary' }).textContent).not.toContain('unmatched');
  });

  it('counts the rows left out of the list of emptied values as one row or more', () => {
    const clearing = Array.from({ length: 6 }, (_, i) => ({
      line: i + 2,
      outcome: 'updated' as const,
      label: `Org ${i}`,
      id: i + 1,
      messages: [],
      clears: ['phone'],
    }));
    show({ dryRun: true, summary: { total: 6, created: 0, updated: 6, skipped: 0, failed: 0 }, rows: clearing });
    expect(screen.getByText(/and 1 more row, listed below$/)).toBeTruthy();
  });
});
