import { addImportResult, emptyImportResult, splitCsv, type CsvPart, type ImportResult } from '@phlox/contract';

/** Sends the parts one after the other and adds up what the server answered, reporting progress. */
export async function importInParts(
  text: string,
  rowsPerPart: number,
  send: (part: CsvPart) => Promise<ImportResult>,
  onProgress: (done: number) => void,
  keepTogether?: string,
): Promise<ImportResult> {
  const parts = splitCsv(text, rowsPerPart, keepTogether);
  const total = emptyImportResult();
  onProgress(0);
  for (const [i, part] of parts.entries()) {
    const r = await send(part);
    addImportResult(total, r);
    onProgress((i + 1) / parts.length);
  }
  return total;
}
