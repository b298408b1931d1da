// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BROWSE_AND_BUY_CSV_COLUMNS,
  BROWSE_AND_BUY_CSV_REQUIRED,
  OUTSIDE_EXPORT_HEADERS,
  OUTSIDE_SOURCES,
} from '@phlox/contract';
import type { CsvImportDescriptor } from './csvImport';
import { useColumnMatchStore } from './columnMatchStore';
import { useColumnMatching } from './useColumnMatching';

const descriptor: CsvImportDescriptor = {
  plural: 'sales',
  path: '/api/browse-and-buy',
  columns: { known: BROWSE_AND_BUY_CSV_COLUMNS, required: BROWSE_AND_BUY_CSV_REQUIRED },
  template: { rows: [], fileName: 'template.csv' },
  invalidate: () => undefined,
  mapping: {
    sourceColumn: 'source',
    sources: OUTSIDE_SOURCES.map((value) => ({ value, label: value, headers: OUTSIDE_EXPORT_HEADERS[value] })),
  },
};
const FILE = [
  'Order ID,Order Date,Customer First Name,Customer Last Name,Package,Subtotal',
  'PD-1,2026-09-15,Sam,Ortiz,Digital Download,12.50',
].join('\n');

const matcherOf = (d: CsvImportDescriptor) => renderHook(() => useColumnMatching(d)).result.current;

describe('useColumnMatching', () => {
  beforeEach(() => {
    localStorage.clear();
    useColumnMatchStore.setState({ remembered: {} });
  });

  it('is absent for an import without `mapping`', () => {
    expect(matcherOf({ ...descriptor, mapping: undefined })).toBeNull();
  });

  it('asks for the source, then for the required columns still unmatched', () => {
    const matcher = matcherOf(descriptor)!;
    const start = matcher.start('Order ID,Customer First Name\nPD-1,Sam');
    expect(matcher.ours).not.toContain('source');
    expect(matcher.problem(start)).toBe('Choose where the file was exported from.');
    expect(matcher.problem(matcher.choose(start, 'photoday'))).toBe(
      'Match the required columns: order_date, last_name, amount.',
    );
  });

  it('remembers the confirmed matches per import and source, and guesses with them next time', () => {
    const first = matcherOf(descriptor)!;
    const guessed = first.choose(first.start(FILE), 'photoday');
    expect(guessed.matches.product).toBeUndefined();
    const text = first.confirm({ ...guessed, matches: { ...guessed.matches, product: 4 } });
    expect(text).toBe(
      'source,source_order_id,order_date,first_name,last_name,product,amount\n' +
        'photoday,PD-1,2026-09-15,Sam,Ortiz,Digital Download,12.50',
    );
    const saved = JSON.parse(localStorage.getItem('phlox-csv-column-matches')!) as {
      state: { remembered: Record<string, Record<string, string>> };
    };
    expect(saved.state.remembered['sales/photoday']).toMatchObject({ product: 'Package', amount: 'Subtotal' });

    const next = matcherOf(descriptor)!;
    expect(next.choose(next.start(FILE), 'photoday').matches.product).toBe(4);
    // Another source has its own memory (none yet): changing the source guesses again.
    expect(next.choose(next.start(FILE), 'zenfolio_bb').matches.product).toBeUndefined();
  });
});
