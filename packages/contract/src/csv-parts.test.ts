import { describe, expect, it } from 'vitest';
import { addImportResult, counted, describeImport, emptyImportResult, splitCsv, toCsv } from './csv-parts.js';

describe('splitCsv', () => {
  it('cuts at row boundaries, repeats the header and keeps file line numbers (quoted cells may span lines)', () => {
    const text = 'a,b\n1,x\n2,"multi\nline"\n3,y\n4,z\n5,w\n';
    const parts = splitCsv(text, 2);
    expect(parts.map((p) => p.firstLine)).toEqual([2, 5, 7]);
    expect(parts.map((p) => p.rows)).toEqual([2, 2, 1]);
    expect(parts[0].text).toBe('a,b\n1,x\n2,"multi\nline"\n');
    expect(parts[1].text).toBe('a,b\n3,y\n4,z\n');
    expect(parts[2].text).toBe('a,b\n5,w\n');
  });

  it('makes no part of blank lines after the last row', () => {
    const parts = splitCsv('a,b\n1,x\n2,y\n,\n\n,\n', 2);
    expect(parts.map((p) => [p.firstLine, p.rows])).toEqual([[2, 2]]);
  });

  it('keeps the rows of one order in one part when asked, so an order’s identical items are counted together', () => {
    const text = 'id,item\nA,x\nB,x\nB,x\nB,y\nC,x\n\nD,x\n';
    const parts = splitCsv(text, 2, 'ID');
    expect(parts.map((p) => [p.firstLine, p.rows, p.text])).toEqual([
      [2, 4, 'id,item\nA,x\nB,x\nB,x\nB,y\n'],
      [6, 2, 'id,item\nC,x\n\nD,x\n'],
    ]);
    // Without a key column, or one the file lacks, parts are cut by size alone.
    expect(splitCsv(text, 2).map((p) => p.rows)).toEqual([2, 2, 2]);
    expect(splitCsv(text, 2, 'order').map((p) => p.rows)).toEqual([2, 2, 2]);
    // An order never holds a part open beyond twice its size.
    expect(splitCsv('id\n' + 'B\n'.repeat(7), 2, 'id').map((p) => p.rows)).toEqual([4, 3]);
  });

  it('keeps a small file whole, with CRLF line ends', () => {
    const parts = splitCsv('a,b\r\n1,x\r\n2,y', 5000);
    expect(parts).toEqual([{ text: 'a,b\n1,x\r\n2,y', firstLine: 2, rows: 2 }]);
  });
});

describe('toCsv', () => {
  it('quotes cells that need it and neutralises formula cells', () => {
    const text = toCsv(['name', 'note'], [{ name: '=HYPERLINK("x")', note: 'a, "b"' }, { name: '-5' }]);
    expect(text.split('\r\n')).toEqual(['name,note', `"'=HYPERLINK(""x"")","a, ""b"""`, `"'-5",`]);
  });
});

describe('describeImport', () => {
  const summary = { total: 13, created: 0, updated: 0, skipped: 7, failed: 6 };
  it('says nothing was imported when every row was skipped or failed', () => {
    expect(describeImport(summary, false)).toBe(
      'Nothing was imported from 13 rows: 7 skipped (already there), 6 failed.',
    );
  });

  it('counts sales kept unmatched apart from those created, and says what a check would do', () => {
    const some = { total: 13, created: 2, unmatched: 3, updated: 0, skipped: 2, failed: 6 };
    expect(describeImport(some, false)).toBe(
      'Imported 5 of 13 rows: 2 created, 3 kept unmatched, 2 skipped (already there), 6 failed.',
    );
    expect(describeImport(some, true)).toBe(
      'Checked 13 rows: 2 to create, 3 to keep unmatched, 2 to skip (already there), 6 failing. Nothing was saved yet.',
    );
  });

  it('says row and rows as the count needs', () => {
    expect(describeImport({ total: 1, created: 1, updated: 0, skipped: 0, failed: 0 }, true)).toBe(
      'Checked 1 row: 1 to create. Nothing was saved yet.',
    );
    expect(describeImport({ total: 1, created: 0, updated: 1, skipped: 0, failed: 0 }, false)).toBe(
      'Imported 1 of 1 row: 1 updated.',
    );
  });
});

describe('addImportResult', () => {
  it('adds the sales kept unmatched when a part has them', () => {
    const total = emptyImportResult();
    addImportResult(total, {
      dryRun: false,
      summary: { total: 2, created: 1, unmatched: 1, updated: 0, skipped: 0, failed: 0 },
      rows: [],
    });
    addImportResult(total, {
      dryRun: false,
      summary: { total: 1, created: 1, updated: 0, skipped: 0, failed: 0 },
      rows: [],
    });
    expect(total.summary).toEqual({ total: 3, created: 2, unmatched: 1, updated: 0, skipped: 0, failed: 0 });
  });
});

describe('counted', () => {
  it('says one row, two rows, and its own plural when the noun needs one', () => {
    expect([counted(1, 'row'), counted(0, 'row'), counted(1_204, 'column'), counted(2, 'try', 'tries')]).toEqual([
      '1 row',
      '0 rows',
      '1,204 columns',
      '2 tries',
    ]);
  });
});
