import JSZip from 'jszip';

/**
 * Whether a cell of an exported workbook is stored as quote-prefixed text (what keeps "=HYPERLINK(…)" a text a
 * spreadsheet never evaluates, even once edited). ExcelJS, which the tests read workbooks with, does not read the
 * quotePrefix attribute, so this looks at the sheet's and the styles' XML.
 */
export async function isQuotedText(xlsx: Buffer, sheet: number, ref: string): Promise<boolean> {
  const zip = await JSZip.loadAsync(xlsx);
  const sheetXml = await zip.file(`xl/worksheets/sheet${sheet}.xml`)!.async('string');
  const cell = new RegExp(`<c r="${ref}" t="inlineStr" s="(\\d+)">`).exec(sheetXml);
  if (!cell) return false;
  const styles = await zip.file('xl/styles.xml')!.async('string');
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1].match(/<xf [^>]*\/>/g)!;
  return /quotePrefix="1"/.test(xfs[Number(cell[1])]);
}
