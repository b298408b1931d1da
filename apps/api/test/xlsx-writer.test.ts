import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { streamXlsx, type XlsxCell, type XlsxColumn } from '../src/shared/xlsx.js';
import { isQuotedText } from './xlsx-read.js';

/** The one .xlsx writer (shared/xlsx.ts), read back with ExcelJS. */
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
async function workbookOf(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb;
}
async function* batches(rows: XlsxCell[][], size = 2) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
const noError = (err: unknown) => {
  throw err;
};

const COLUMNS: XlsxColumn[] = [
  { header: 'Id', kind: 'int' },
  { header: 'Amount', kind: 'money' },
  { header: 'Share', kind: 'percent' },
  { header: 'Day', kind: 'day' },
  { header: 'At (Chicago)', kind: 'date' },
  { header: 'Name', kind: 'text', width: 30 },
];

describe('xlsx writer', () => {
  it('writes several sheets with number, currency, percent and date formats, a frozen header and an autofilter', async () => {
    const bytes = await bytesOf(
      await streamXlsx(
        [
          {
            name: 'Sales',
            columns: COLUMNS,
            rows: batches([
              [1, 12345, 0.125, '2026-09-14', '2026-09-14 18:30:00', 'Zoë Ñúñez'],
              [2, -250, null, null, null, '+1 (555) 010'],
            ]),
          },
          { name: 'Empty', columns: [{ header: 'Nothing', kind: 'text' }], rows: [] },
        ],
        noError,
      ),
    );
    const wb = await workbookOf(bytes);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Sales', 'Empty']);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Id', 'Amount', 'Share', 'Day', 'At (Chicago)', 'Name']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe(123.45);
    expect(row.getCell(2).numFmt).toContain('$');
    expect(row.getCell(3).value).toBe(0.125);
    expect(row.getCell(3).numFmt).toBe('0.00%');
    expect((row.getCell(4).value as Date).toISOString()).toBe('2026-09-14T00:00:00.000Z');
    expect(row.getCell(4).numFmt).toBe('yyyy-mm-dd');
    expect((row.getCell(5).value as Date).toISOString()).toBe('2026-09-14T18:30:00.000Z');
    expect(row.getCell(6).value).toBe('Zoë Ñúñez');
    expect(sheet.getColumn(6).width).toBe(30);
    expect(sheet.getRow(3).getCell(2).value).toBe(-2.5);
    // A text that looks like a formula is kept as typed, quote-prefixed.
    expect(sheet.getRow(3).getCell(6).value).toBe('+1 (555) 010');
    expect(await isQuotedText(bytes, 1, 'F3')).toBe(true);
    expect(await isQuotedText(bytes, 1, 'F2')).toBe(false);
    expect(sheet.autoFilter).toBe('A1:F3');
    expect(wb.worksheets[1].rowCount).toBe(1);
  });

  it('goes on in a new sheet, header repeated, past the row limit (here 4 rows a sheet)', async () => {
    const rows = Array.from({ length: 8 }, (_, i): XlsxCell[] => [i + 1, 100, null, null, null, `row ${i + 1}`]);
    const bytes = await bytesOf(
      await streamXlsx([{ name: 'Orders', columns: COLUMNS, rows: batches(rows, 3) }], noError, 4),
    );
    const wb = await workbookOf(bytes);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Orders', 'Orders (2)', 'Orders (3)']);
    const ids = wb.worksheets.flatMap((s) => {
      expect(s.getRow(1).getCell(1).value).toBe('Id');
      return Array.from({ length: s.rowCount - 1 }, (_, i) => s.getRow(i + 2).getCell(1).value);
    });
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(wb.worksheets.map((s) => s.rowCount)).toEqual([4, 4, 3]);
  });

  it('fails before the first byte when the first rows cannot be read, and destroys the stream on a later failure', async () => {
    // eslint-disable-next-line require-yield -- a source that fails on its first read
    async function* failsAtOnce(): AsyncGenerator<XlsxCell[][]> {
      throw new Error('bad filter');
    }
    await expect(streamXlsx([{ name: 'X', columns: COLUMNS, rows: failsAtOnce() }], noError)).rejects.toThrow(
      'bad filter',
    );
    async function* failsLater(): AsyncGenerator<XlsxCell[][]> {
      yield [[1, 1, null, null, null, 'a']];
      throw new Error('connection lost');
    }
    const errors: unknown[] = [];
    const stream = await streamXlsx([{ name: 'X', columns: COLUMNS, rows: failsLater() }], (e) => errors.push(e));
    await expect(bytesOf(stream)).rejects.toThrow('connection lost');
    expect(errors).toHaveLength(1);
  });
});
