import Papa from 'papaparse';
import type { ImportResult } from '@phlox/contract';

export interface CsvPart {
  /** The header line, then this part's rows, exactly as they are in the file. */
  text: string;
  /** The file line of the part's first row (the header is line 1). */
  firstLine: number;
}

const lineBreaks = (s: string) => (s.match(/\r\n|\r|\n/g) ?? []).length;

/**
 * Cuts a big CSV into parts of `rowsPerPart` rows, each with the header, at row boundaries (a quoted cell
 * may span lines), keeping each part's first line number so the server reports lines of the whole file.
 */
export function splitCsv(text: string, rowsPerPart: number): CsvPart[] {
  const cuts: number[] = [];
  let rows = 0;
  let headerEnd = -1;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    step: (result) => {
      if (headerEnd < 0) headerEnd = result.meta.cursor;
      else if (++rows % rowsPerPart === 0) cuts.push(result.meta.cursor);
    },
  });
  const header = text.slice(0, headerEnd).replace(/[\r\n]+$/, '');
  const bounds = [headerEnd, ...cuts.filter((c) => c < text.length), text.length];
  const parts: CsvPart[] = [];
  let firstLine = 1 + lineBreaks(text.slice(0, headerEnd)) + (/[\r\n]$/.test(text.slice(0, headerEnd)) ? 0 : 1);
  for (let i = 0; i < bounds.length - 1; i++) {
    const body = text.slice(bounds[i], bounds[i + 1]).replace(/^(\r\n|\r|\n)/, '');
    if (!body.trim()) continue;
    parts.push({ text: `${header}\n${body}`, firstLine });
    firstLine += lineBreaks(text.slice(bounds[i], bounds[i + 1]));
  }
  return parts;
}

/** Sends the parts one after the other and adds up what the server answered, reporting progress. */
export async function importInParts(
  text: string,
  rowsPerPart: number,
  send: (part: CsvPart) => Promise<ImportResult>,
  onProgress: (done: number) => void,
): Promise<ImportResult> {
  const parts = splitCsv(text, rowsPerPart);
  const total: ImportResult = {
    dryRun: false,
    summary: { total: 0, created: 0, updated: 0, skipped: 0, failed: 0 },
    rows: [],
  };
  onProgress(0);
  for (const [i, part] of parts.entries()) {
    const r = await send(part);
    total.dryRun = r.dryRun;
    for (const key of Object.keys(total.summary) as Array<keyof ImportResult['summary']>)
      total.summary[key] += r.summary[key];
    total.rows.push(...r.rows);
    onProgress((i + 1) / parts.length);
  }
  return total;
}
