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
  const text = decodeCsv(new Uint8Array(await file.arrayBuffer()));
  if (text.includes('\u0000')) throw new CsvFileError(`“${file.name}” is not a CSV file (it holds binary data).`);
  return text;
}

/**
 * A CSV's text in the encoding it was saved in. Excel's "CSV UTF-8" starts with a BOM; its plain "CSV" on Windows
 * is Windows-1252, whose accented letters are not valid UTF-8 ("Peña" would read "Pe\uFFFDa"). So: a UTF-16 BOM
 * says UTF-16; bytes that are valid UTF-8 (a BOM or not, which is dropped) are UTF-8; anything else is Windows-1252.
 */
function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return windows1252(bytes);
  }
}

/** Windows-1252's 0x80–0x9F (undefined ones kept as their C1 code): where it differs from Latin-1. */
const CP1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

// By hand: Node's TextDecoder('windows-1252') decodes Latin-1 (0x92 stays a control character, not ’).
function windows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 8192) {
    const codes = Array.from(bytes.subarray(i, i + 8192), (b) =>
      b >= 0x80 && b < 0xa0 ? CP1252_80_9F.charCodeAt(b - 0x80) : b,
    );
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
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
