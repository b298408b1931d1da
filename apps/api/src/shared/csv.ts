import Papa from 'papaparse';
import { CSV_ERRORS_COLUMN, CSV_IMPORT_MAX_BYTES, unifyLineBreaks } from '@phlox/contract';
import { badRequest } from './errors.js';

/**
 * A spreadsheet opens a cell starting with =, +, -, @, tab or carriage return as a formula; a leading
 * single quote makes it plain text (CSV injection).
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV cell: neutralised, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseCell(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: Array<string | number | boolean | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export interface CsvRow {
  /** The line the row starts on; the header is line 1. */
  line: number;
  cells: Record<string, string>;
  /** Why the row could not be read (a broken quote, too many cells). */
  problem?: string;
}

export interface ParsedCsv {
  headers: string[];
  rows: CsvRow[];
}

const lineBreaks = (s: string) => (s.match(/\r\n|\r|\n/g) ?? []).length;

/**
 * Parses an uploaded CSV authoritatively: checks size, that it is text, and its header row against the
 * columns it may have; gives each data row its line number in the file (a quoted cell may span lines).
 * Blank rows are skipped but still counted.
 */
export function parseCsvUpload(
  text: string,
  columns: { known: readonly string[]; required: readonly string[] },
  /** The file line of the first data row when `text` is a part of a bigger file (its header repeated). */
  firstLine?: number,
): ParsedCsv {
  if (Buffer.byteLength(text, 'utf8') > CSV_IMPORT_MAX_BYTES)
    throw badRequest(
      `The file is larger than ${CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it and import each part.`,
    );
  if (!text.trim()) throw badRequest('The file is empty.');
  // Binary files (a spreadsheet saved as .xlsx, an image) hold NUL bytes or undecodable characters.
  if (text.includes('\u0000') || (text.match(/\uFFFD/g) ?? []).length > 8)
    throw badRequest('This file is not a CSV. Save the spreadsheet as “CSV UTF-8” and try again.');

  // A few: characters the client lost decoding the file in another encoding than it was saved in (Windows-1252
  // read as UTF-8). Stored, "Peña" would stay "Pe\uFFFDa" for good: refused, naming the first such line.
  const lost = text.indexOf('\uFFFD');
  if (lost >= 0)
    throw badRequest(
      `Line ${1 + lineBreaks(text.slice(0, lost))} has characters that could not be read: the file was not decoded as the encoding it was saved in. Save it as “CSV UTF-8” and import it again.`,
    );

  const parsed = Papa.parse<string[]>(unifyLineBreaks(text), { delimiter: ',', newline: '\n', skipEmptyLines: false });
  const [headerRow, ...dataRows] = parsed.data;
  const headers = (headerRow ?? []).map((h) => h.trim().toLowerCase());
  checkHeaders(headers, columns);

  const brokenRows = new Map<number, string>();
  for (const e of parsed.errors) {
    if (e.type !== 'Delimiter' && e.row !== undefined && !brokenRows.has(e.row)) brokenRows.set(e.row, e.message);
  }
  const rows: CsvRow[] = [];
  let line = firstLine ?? 2 + lineBreaks((headerRow ?? []).join(''));
  dataRows.forEach((cellsOfRow, i) => {
    const start = line;
    line += 1 + lineBreaks(cellsOfRow.join(''));
    if (cellsOfRow.every((c) => !c.trim())) return;
    const cells: Record<string, string> = {};
    headers.forEach((h, col) => (cells[h] = (cellsOfRow[col] ?? '').trim()));
    const broken = brokenRows.get(i + 1);
    const problem = broken
      ? `This row is not valid CSV: ${broken}`
      : cellsOfRow.length > headers.length && cellsOfRow.slice(headers.length).some((c) => c.trim())
        ? `This row has ${cellsOfRow.length} cells but the header has ${headers.length} columns`
        : undefined;
    rows.push({ line: start, cells, problem });
  });
  if (!rows.length) throw badRequest('The file has a header row but no data rows.');
  return { headers, rows };
}

function checkHeaders(headers: string[], columns: { known: readonly string[]; required: readonly string[] }) {
  const allowed = new Set([...columns.known, CSV_ERRORS_COLUMN]);
  const unknown = headers.filter((h) => !allowed.has(h));
  const missing = columns.required.filter((c) => !headers.includes(c));
  const repeated = headers.filter((h, i) => h && headers.indexOf(h) !== i);
  const problems = [
    missing.length ? `missing ${missing.join(', ')}` : '',
    unknown.length ? `unknown ${unknown.map((u) => (u ? `“${u}”` : '(blank)')).join(', ')}` : '',
    repeated.length ? `repeated ${[...new Set(repeated)].join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length)
    throw badRequest(
      `The header row does not match the template (${problems.join('; ')}). Download the template to see the columns.`,
    );
}
