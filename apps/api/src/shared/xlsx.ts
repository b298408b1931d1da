import { PassThrough } from 'node:stream';
import { startedFirst } from './started-first.js';
import { once } from 'node:events';
import type ExcelJS from 'exceljs';
import { neutraliseCell } from './csv.js';

/**
 * A streamed .xlsx download of one or more sheets (ExcelJS's streaming WorkbookWriter): each row is committed as
 * it is written and the next batch is read only once the response has taken the previous one, so memory stays
 * flat. Money columns take integer cents and show as currency; date columns take Chicago wall-clock text
 * ("2026-09-14 18:30:00"); every text cell is neutralised against formula injection (shared/csv.ts).
 */

export type XlsxKind = 'money' | 'date' | 'day' | 'text' | 'int' | 'percent';
export interface XlsxColumn {
  header: string;
  kind: XlsxKind;
  width?: number;
}
export type XlsxCell = string | number | null;
export interface XlsxSheet {
  name: string;
  columns: XlsxColumn[];
  /** batches of rows, read lazily */
  rows: AsyncIterable<XlsxCell[][]> | Iterable<XlsxCell[][]>;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORMATS: Partial<Record<XlsxKind, string>> = {
  money: '"$"#,##0.00;[Red]-"$"#,##0.00',
  date: 'yyyy-mm-dd hh:mm',
  day: 'yyyy-mm-dd',
  percent: '0.00%',
};

/** "2026-09-14 18:30:00" (Chicago wall time) as the Date Excel shows as that time (Excel has no zones). */
const wallClock = (text: string) => new Date(`${text.replace(' ', 'T')}${text.length <= 10 ? 'T00:00:00' : ''}Z`);

function cellValue(v: XlsxCell, kind: XlsxKind): ExcelJS.CellValue {
  if (v === null) return null;
  if (kind === 'money') return Number(v) / 100;
  if ((kind === 'date' || kind === 'day') && typeof v === 'string') return wallClock(v);
  return typeof v === 'string' ? neutraliseCell(v) : v;
}

export async function streamXlsx(input: XlsxSheet[], onError: (err: unknown) => void): Promise<PassThrough> {
  // Each sheet's first rows are read before the first byte (see started-first.ts).
  const sheets: XlsxSheet[] = [];
  for (const s of input)
    sheets.push({ ...s, rows: Symbol.asyncIterator in s.rows ? await startedFirst(s.rows) : s.rows });
  const out = new PassThrough();
  // Loaded on the first export, not at start: ExcelJS alone is ~0.3 s of the server's cold start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  void (async () => {
    for (const s of sheets) {
      const sheet = workbook.addWorksheet(s.name, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = s.columns.map((c, i) => ({
        key: String(i),
        width: c.width ?? (c.kind === 'text' ? 24 : 14),
        style: FORMATS[c.kind] ? { numFmt: FORMATS[c.kind] } : {},
      }));
      const header = sheet.getRow(1);
      header.values = s.columns.map((c) => neutraliseCell(c.header));
      header.font = { bold: true };
      header.commit();
      for await (const batch of s.rows) {
        for (const row of batch) sheet.addRow(row.map((v, i) => cellValue(v, s.columns[i].kind))).commit();
        if (out.destroyed) return; // the client went away
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
      }
      sheet.commit();
    }
    await workbook.commit();
  })().catch((err: unknown) => {
    onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
