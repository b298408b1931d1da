import Papa from 'papaparse';
import { CSV_ERRORS_COLUMN, unifyLineBreaks, type ImportRowResult } from '@phlox/contract';

/** A file as read for matching: its header as written, and every row after it, blank ones too. */
export interface CsvTable {
  /** Untrimmed: a header cell's line breaks count in the line numbers. */
  header: string[];
  rows: string[][];
}

/** Our column → the index of the file column that fills it; a column not listed is not in the file. */
export type ColumnMatches = Partial<Record<string, number>>;

/** Our column → the file header it was matched to, as the user confirmed it (remembered per source). */
export type RememberedMatches = Partial<Record<string, string>>;

// The same parse as the server's (apps/api/src/shared/csv.ts), so rows and their lines are counted alike.
export function parseCsvTable(text: string): CsvTable {
  const [header = [], ...rows] = Papa.parse<string[]>(unifyLineBreaks(text), {
    delimiter: ',',
    newline: '\n',
    skipEmptyLines: false,
  }).data;
  return { header, rows };
}

/** "Customer E-mail" and "customer_email" are the same header. */
const normalise = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Guesses which file column fills each of ours: what the user confirmed before for this source, then the
 * source's own export headers, then our column names. Each file column fills one of ours at most.
 */
export function guessMatches(
  header: readonly string[],
  columns: readonly string[],
  aliases: Partial<Record<string, readonly string[]>>,
  remembered: RememberedMatches = {},
): ColumnMatches {
  const keys = header.map(normalise);
  const matches: ColumnMatches = {};
  const used = new Set<number>();
  const take = (column: string, names: readonly string[]) => {
    for (const name of names) {
      if (matches[column] !== undefined) return;
      const i = keys.findIndex((key, j) => key !== '' && key === normalise(name) && !used.has(j));
      if (i >= 0) {
        matches[column] = i;
        used.add(i);
      }
    }
  };
  for (const c of columns) take(c, remembered[c] ? [remembered[c]] : []);
  for (const c of columns) take(c, aliases[c] ?? []);
  for (const c of columns) take(c, [c]);
  return matches;
}

/** The matches by header name, to remember: next month's export has the same headers, maybe not in this order. */
export function rememberMatches(header: readonly string[], matches: ColumnMatches): RememberedMatches {
  return Object.fromEntries(
    Object.entries(matches).flatMap(([column, i]) => (i === undefined ? [] : [[column, header[i].trim()]])),
  );
}

const lineBreaks = (cells: readonly string[]) => (cells.join('').match(/\n/g) ?? []).length;

/**
 * The file in our template's columns (those matched, plus `fill` on every row that is not blank), rows in
 * the file's order. Each row keeps the number of lines it had, so the lines the server reports are the
 * file's: a dropped column's line breaks are added to the row's last cell, which the server trims.
 */
export function rewriteCsv(
  table: CsvTable,
  matches: ColumnMatches,
  known: readonly string[],
  fill: { column: string; value: string },
): string {
  const columns = known.filter((c) => c === fill.column || matches[c] !== undefined);
  const sameLines = (cells: string[], original: readonly string[]) => {
    const missing = lineBreaks(original) - lineBreaks(cells);
    if (missing > 0) cells[cells.length - 1] += '\n'.repeat(missing);
    return cells;
  };
  const rows = table.rows.map((row) => {
    const blank = row.every((cell) => !cell.trim());
    const cells = columns.map((c) => (c === fill.column ? (blank ? '' : fill.value) : (row[matches[c]!] ?? '')));
    return sameLines(cells, row);
  });
  // One kind of line break, as in the table (see unifyLineBreaks): a row's own and a dropped cell's count alike.
  return Papa.unparse({ fields: sameLines([...columns], table.header), data: rows }, { newline: '\n' });
}

/**
 * The failed rows of an import of a matched file as the file had them (its own header and columns, not our
 * template's), with their errors, so they can be fixed where they came from and dropped again. Rows are found by
 * the line they start on, which the rewrite keeps.
 */
export function failedRowsInFileLayout(table: CsvTable, failed: readonly ImportRowResult[]): string {
  const rowAt = new Map<number, string[]>();
  let line = 2 + lineBreaks(table.header);
  for (const row of table.rows) {
    rowAt.set(line, row);
    line += 1 + lineBreaks(row);
  }
  // A column already called "errors" (a failed-rows file fixed and dropped again) gives way to the new errors.
  const kept = table.header.flatMap((h, i) => (h.trim().toLowerCase() === CSV_ERRORS_COLUMN ? [] : [i]));
  return Papa.unparse(
    {
      fields: [...kept.map((i) => table.header[i].trim()), CSV_ERRORS_COLUMN],
      data: failed.map((r) => [...kept.map((i) => rowAt.get(r.line)?.[i] ?? ''), r.messages.join('; ')]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}
