export function csvBlob(text: string): Blob {
  // The BOM makes Excel read the file as UTF-8 (names with accents).
  return new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
}
