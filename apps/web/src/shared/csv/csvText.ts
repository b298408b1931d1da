import Papa from 'papaparse';

/**
 * CSV text for a download built in the page (an import template, the failed rows of an import). Cells that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) get a leading quote, as the server's exports do.
 */
export function toCsv(columns: readonly string[], rows: Array<Record<string, string | undefined>>): string {
  return Papa.unparse(
    { fields: [...columns], data: rows.map((row) => columns.map((c) => row[c] ?? '')) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

export function csvBlob(text: string): Blob {
  // The BOM makes Excel read the file as UTF-8 (names with accents).
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}
