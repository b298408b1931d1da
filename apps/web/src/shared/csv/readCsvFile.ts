import Papa from 'papaparse';
import { CSV_ERRORS_COLUMN, CSV_IMPORT_MAX_BYTES } from '@phlox/contract';

export interface CsvPreview {
  fileName: string;
  /** The whole text, sent to the server, which parses and validates it again. */
  text: string;
  headers: string[];
  /** The first rows, for the preview table. */
  firstRows: Array<Record<string, string>>;
  rowCount: number;
  missing: string[];
  unknown: string[];
}

const PREVIEW_ROWS = 5;
const MB = 1024 * 1024;

/** Thrown for a file that cannot be imported at all; its message is shown as is. */
export class CsvFileError extends Error {}

/** Checks a dropped file (a CSV, not empty, at most 5 MB) and parses it for a preview of its columns and rows. */
export async function readCsvFile(
  file: File,
  columns: { known: readonly string[]; required: readonly string[] },
  /** Imports that send big files in parts (see csvParts.ts) take more than the one-request limit. */
  maxBytes: number = CSV_IMPORT_MAX_BYTES,
): Promise<CsvPreview> {
  return previewCsvText(await readCsvText(file, maxBytes), file.name, columns);
}

/** The text of a dropped file, once it is known to be a CSV, not empty and within `maxBytes`. */
export async function readCsvText(file: File, maxBytes: number = CSV_IMPORT_MAX_BYTES): Promise<string> {
  const looksCsv = /\.csv$/i.test(file.name) || ['text/csv', 'application/vnd.ms-excel'].includes(file.type);
  if (!looksCsv)
    throw new CsvFileError(`“${file.name}” is not a CSV file. Save the spreadsheet as CSV and drop it again.`);
  if (file.size === 0) throw new CsvFileError(`“${file.name}” is empty.`);
  if (file.size > maxBytes)
    throw new CsvFileError(
      `“${file.name}” is ${(file.size / MB).toFixed(1)} MB; the limit is ${maxBytes / MB} MB. Split it into smaller files.`,
    );
  const text = await file.text();
  if (text.includes('\u0000')) throw new CsvFileError(`“${file.name}” is not a CSV file (it holds binary data).`);
  return text;
}

/** The preview of a CSV text: the file's own, or the one the column matching rewrote into the template. */
export function previewCsvText(
  text: string,
  fileName: string,
  columns: { known: readonly string[]; required: readonly string[] },
): CsvPreview {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const headers = parsed.meta.fields ?? [];
  if (!parsed.data.length) throw new CsvFileError(`“${fileName}” has no rows below its header.`);
  return {
    fileName,
    text,
    headers,
    firstRows: parsed.data.slice(0, PREVIEW_ROWS),
    rowCount: parsed.data.length,
    missing: columns.required.filter((c) => !headers.includes(c)),
    unknown: headers.filter((h) => h !== CSV_ERRORS_COLUMN && !columns.known.includes(h)),
  };
}
