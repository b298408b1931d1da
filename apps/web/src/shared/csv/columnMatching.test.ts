import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { BROWSE_AND_BUY_CSV_COLUMNS, OUTSIDE_EXPORT_HEADERS } from '@phlox/contract';
import { failedRowsInFileLayout, guessMatches, parseCsvTable, rememberMatches, rewriteCsv } from './columnMatching';

const ours = BROWSE_AND_BUY_CSV_COLUMNS.filter((c) => c !== 'source');
const PHOTODAY_HEADER = [
  'Order ID',
  'Order Date',
  'Job Name',
  'Job Date',
  'Customer First Name',
  'Customer Last Name',
  'Customer Email',
  'Customer Phone',
  'Product Name',
  'Subtotal',
  'Studio',
];

describe('guessMatches', () => {
  it('matches a platform’s export headers to our columns, ignoring case, spaces and punctuation', () => {
    const header = PHOTODAY_HEADER.map((h, i) => (i === 6 ? ' customer_E-MAIL ' : h));
    expect(guessMatches(header, ours, OUTSIDE_EXPORT_HEADERS.photoday)).toEqual({
      source_order_id: 0,
      order_date: 1,
      event_title: 2,
      event_date: 3,
      first_name: 4,
      last_name: 5,
      email: 6,
      phone: 7,
      product: 8,
      amount: 9,
    });
  });

  it('also takes our own column names, after the platform’s headers', () => {
    const header = ['Order Number', 'event_id', 'Order_Date', 'First Name', 'last name', 'Total', 'Amount'];
    expect(guessMatches(header, ours, OUTSIDE_EXPORT_HEADERS.zenfolio_bb)).toEqual({
      source_order_id: 0,
      event_id: 1,
      order_date: 2,
      first_name: 3,
      last_name: 4,
      amount: 5,
    });
  });

  it('lets a remembered match win over the guess when its header is in the file', () => {
    const header = [...PHOTODAY_HEADER, 'Package', 'Total Paid'];
    const remembered = { product: 'package', amount: 'Total Paid', phone: 'Parent Phone' };
    const matches = guessMatches(header, ours, OUTSIDE_EXPORT_HEADERS.photoday, remembered);
    expect(matches).toMatchObject({ product: 11, amount: 12, phone: 7 });
  });

  it('uses a file header for one of our columns only', () => {
    // A remembered match takes "Customer Email" for email; phone cannot have it too.
    const header = ['Customer Email', 'Order ID'];
    const aliases = { email: ['Contact'], phone: ['Customer Email'], source_order_id: ['Order ID'] };
    expect(guessMatches(header, ours, aliases, { email: 'Customer Email' })).toEqual({ email: 0, source_order_id: 1 });
    // Two of ours naming the same header: the first in our column order gets it.
    expect(guessMatches(['Name'], ours, { first_name: ['Name'], last_name: ['Name'] })).toEqual({ first_name: 0 });
  });
});

describe('rememberMatches', () => {
  it('keeps the header names (trimmed) of the matched columns only', () => {
    expect(rememberMatches([' Order ID ', 'Subtotal'], { source_order_id: 0, amount: 1, phone: undefined })).toEqual({
      source_order_id: 'Order ID',
      amount: 'Subtotal',
    });
  });
});

describe('rewriteCsv', () => {
  const lineBreaks = (text: string) => (text.match(/\r\n|\r|\n/g) ?? []).length;

  it('writes our template’s columns in their order, fills the source and keeps the rows in order', () => {
    const text = [
      'Subtotal,Customer Last Name,Order ID,Customer First Name,Studio,Order Date',
      '12.50,Ortiz,PD-1,Sam,North,2026-09-15',
      '9.00,Lee,PD-2,Jordan,South,2026-09-16',
      '1.00,Kim,PD-3,Ari,North,2026-09-17',
    ].join('\n');
    const table = parseCsvTable(text);
    const matches = guessMatches(table.header, ours, OUTSIDE_EXPORT_HEADERS.photoday);
    const rewritten = rewriteCsv(table, matches, BROWSE_AND_BUY_CSV_COLUMNS, { column: 'source', value: 'photoday' });
    expect(rewritten.split('\n')).toEqual([
      'source,source_order_id,order_date,first_name,last_name,amount',
      'photoday,PD-1,2026-09-15,Sam,Ortiz,12.50',
      'photoday,PD-2,2026-09-16,Jordan,Lee,9.00',
      'photoday,PD-3,2026-09-17,Ari,Kim,1.00',
    ]);
  });

  it('keeps every row on the lines it had, so the server’s line numbers are the file’s', () => {
    // A note spanning three lines in a column that is not imported, a blank line, then a row after them.
    const text = 'Order ID,Notes,Subtotal\r\nPD-1,"call\r\nafter\r\n5",3\r\n\r\nPD-2,,4\r\n';
    const table = parseCsvTable(text);
    const rewritten = rewriteCsv(table, { source_order_id: 0, amount: 2 }, BROWSE_AND_BUY_CSV_COLUMNS, {
      column: 'source',
      value: 'photoday',
    });
    expect(lineBreaks(rewritten)).toBe(lineBreaks(text));
    const rows = Papa.parse<string[]>(rewritten, { delimiter: ',' }).data;
    expect(rows.map((row) => row.map((cell) => cell.trim()))).toEqual([
      ['source', 'source_order_id', 'amount'],
      ['photoday', 'PD-1', '3'],
      ['', '', ''],
      ['photoday', 'PD-2', '4'],
      ['', '', ''],
    ]);
    // PD-2 starts on line 6 of the file, and of the rewritten text.
    expect(rewritten.split(/\r\n|\r|\n/).findIndex((line) => line.includes('PD-2')) + 1).toBe(6);
  });

  it('keeps the lines of a file whose header and rows end lines differently', () => {
    // The header ends in \n, the rows in \r\n (one platform's export): each row is one line of the file.
    const text = 'Order ID,Subtotal\nPD-1,3\r\nPD-2,4\r\nPD-3,5\r\nPD-4,6\r\n';
    const rewritten = rewriteCsv(parseCsvTable(text), { source_order_id: 0, amount: 1 }, BROWSE_AND_BUY_CSV_COLUMNS, {
      column: 'source',
      value: 'photoday',
    });
    const lines = rewritten.split(/\r\n|\r|\n/);
    expect([1, 2, 3, 4].map((n) => lines.findIndex((line) => line.includes(`PD-${n}`)) + 1)).toEqual([2, 3, 4, 5]);
  });
});

describe('failedRowsInFileLayout', () => {
  it('gives the failed rows as the platform exported them, found by their line, with their errors', () => {
    const text = 'Order ID,Notes,Subtotal\r\nPD-1,"two\r\nlines",3\r\n\r\nPD-2,,x\r\nPD-3,,=1\r\n';
    const csv = failedRowsInFileLayout(parseCsvTable(text), [
      { line: 5, outcome: 'failed', label: 'PD-2', id: null, messages: ['amount must be a dollar amount'] },
      { line: 6, outcome: 'failed', label: 'PD-3', id: null, messages: ['a', 'b'] },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Order ID,Notes,Subtotal,errors',
      'PD-2,,x,amount must be a dollar amount',
      `PD-3,,"'=1",a; b`,
    ]);
  });
});
