import Papa from 'papaparse';
import type { ImportResult, ImportSummary } from './csv-import.js';

export interface CsvPart {
  /** The header line, then this part's rows, exactly as they are in the file. */
  text: string;
  /** The file line of the part's first row (the header is line 1). */
  firstLine: number;
  /** How many rows it holds (blank lines not counted). */
  rows: number;
}

const lineBreaks = (s: string) => (s.match(/\r\n|\r|\n/g) ?? []).length;

/**
 * The text with every line break as `\n`. A file whose header ends in `\n` and rows in `\r\n` (or the reverse)
 * makes the CSV parser guess one of them and leave the other's `\r` in each row's last cell, which then counts as
 * a second line: parse after this, so every row's line is the file's. Each break stays one break.
 */
export const unifyLineBreaks = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * Cuts a big CSV into parts of `rowsPerPart` rows, each with the header, at row boundaries (a quoted cell
 * may span lines), keeping each part's first line number so the server reports lines of the whole file.
 * With `keepTogether` (a column), consecutive rows with the same value there stay in one part, up to twice the
 * part's size: an order's lines (outside sales) are imported together, so its identical items are told apart.
 */
export function splitCsv(text: string, rowsPerPart: number, keepTogether?: string): CsvPart[] {
  const cuts: Array<{ at: number; rows: number }> = [];
  let inPart = 0;
  let headerEnd = -1;
  let keyColumn = -1;
  let lastKey: string | undefined;
  let lastEnd = 0;
  let full = false;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    step: (result) => {
      if (headerEnd < 0) {
        headerEnd = result.meta.cursor;
        const wanted = keepTogether?.toLowerCase();
        keyColumn = wanted ? result.data.findIndex((h) => h.trim().toLowerCase() === wanted) : -1;
        return;
      }
      if (!result.data.some((cell) => cell.trim() !== '')) return;
      const key = keyColumn >= 0 ? result.data[keyColumn]?.trim() || undefined : undefined;
      const sameGroup = key !== undefined && key === lastKey && inPart < rowsPerPart * 2;
      if (full && !sameGroup) {
        cuts.push({ at: lastEnd, rows: inPart });
        inPart = 0;
        full = false;
      }
      inPart++;
      lastKey = key;
      lastEnd = result.meta.cursor;
      if (inPart >= rowsPerPart) full = true;
    },
  });
  const header = text.slice(0, headerEnd).replace(/[\r\n]+$/, '');
  const bounds = [headerEnd, ...cuts.map((c) => c.at), text.length];
  const rowsOf = [...cuts.map((c) => c.rows), inPart];
  const parts: CsvPart[] = [];
  let firstLine = 1 + lineBreaks(text.slice(0, headerEnd)) + (/[\r\n]$/.test(text.slice(0, headerEnd)) ? 0 : 1);
  for (let i = 0; i < bounds.length - 1; i++) {
    const body = text.slice(bounds[i], bounds[i + 1]).replace(/^(\r\n|\r|\n)/, '');
    // Blank lines after the last row (",,," included) make no part: the server would refuse a part without rows.
    if (rowsOf[i] > 0) parts.push({ text: `${header}\n${body}`, firstLine, rows: rowsOf[i] });
    firstLine += lineBreaks(text.slice(bounds[i], bounds[i + 1]));
  }
  return parts;
}

/** Adds one part's answer to the running total (the web's parts, the server's import job). */
export function addImportResult(total: ImportResult, part: ImportResult): void {
  total.dryRun = part.dryRun;
  for (const [key, n] of Object.entries(part.summary) as Array<[keyof ImportSummary, number | undefined]>)
    if (n !== undefined) total.summary[key] = (total.summary[key] ?? 0) + n;
  total.rows.push(...part.rows);
}

const count = (n: number) => n.toLocaleString('en-US');
/** "1 row", "2 rows", "1,204 rows": a count with its noun as the number needs it. */
export const counted = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/**
 * What an import did (or, checked, would do), in one sentence: the banner of the import dialog and the
 * notification of a background import. Only what happened is named; "Imported" counts rows written.
 */
export function describeImport(s: ImportSummary, dryRun: boolean): string {
  const rows = counted(s.total, 'row');
  const parts = [
    s.created ? `${count(s.created)} ${dryRun ? 'to create' : 'created'}` : '',
    s.unmatched ? `${count(s.unmatched)} ${dryRun ? 'to keep' : 'kept'} unmatched` : '',
    s.updated ? `${count(s.updated)} ${dryRun ? 'to update' : 'updated'}` : '',
    s.skipped ? `${count(s.skipped)} ${dryRun ? 'to skip' : 'skipped'} (already there)` : '',
    s.failed ? `${count(s.failed)} ${dryRun ? 'failing' : 'failed'}` : '',
  ].filter(Boolean);
  const what = parts.length ? `: ${parts.join(', ')}.` : '.';
  if (dryRun) return `Checked ${rows}${what} Nothing was saved yet.`;
  const written = s.created + s.updated + (s.unmatched ?? 0);
  return written ? `Imported ${count(written)} of ${rows}${what}` : `Nothing was imported from ${rows}${what}`;
}

export const emptyImportResult = (dryRun = false): ImportResult => ({
  dryRun,
  summary: { total: 0, created: 0, updated: 0, skipped: 0, failed: 0 },
  rows: [],
});

/**
 * CSV text for a file built from rows (an import template, the failed rows of an import). Cells that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR first) get a leading quote, as the server's exports do.
 */
export function toCsv(columns: readonly string[], rows: Array<Record<string, string | undefined>>): string {
  return Papa.unparse(
    { fields: [...columns], data: rows.map((row) => columns.map((c) => row[c] ?? '')) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}
