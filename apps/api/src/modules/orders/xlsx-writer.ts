import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/**
 * A one-sheet .xlsx written as a stream: the sheet's XML is generated row batch by row batch and handed to
 * yazl, which deflates it into the zip as it arrives, so nothing but the current batch is held in memory.
 * Why not ExcelJS (used for the smaller report and payout exports): at 100,000 rows × 26 columns its streaming
 * writer took 18.8 s and 365 MB against 2.6 s and 159 MB here (measured 2026-11-22), and the budget
 * is 15 s and 150 MB of growth including the queries. This writes only what the export needs (inline
 * strings, numbers, a currency and a date format, a bold frozen header); the tests read it back with ExcelJS.
 */
export type XlsxCell = string | number | null;
export interface XlsxColumn {
  header: string;
  width: number;
  /** money: a number in dollars shown as "$"#,##0.00; date: "YYYY-MM-DD HH:MM:SS" wall-clock text. */
  format?: 'money' | 'date';
}

const STYLE = { money: 1, date: 2, header: 3 } as const;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const STATIC_PARTS: Array<[string, string]> = [
  [
    '[Content_Types].xml',
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
      `</Types>`,
  ],
  [
    '_rels/.rels',
    `<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="${PKG_REL_NS}">` +
      `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    `<styleSheet xmlns="${MAIN_NS}">` +
      `<numFmts count="2"><numFmt numFmtId="164" formatCode="&quot;$&quot;#,##0.00"/>` +
      `<numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/></numFmts>` +
      `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
      `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
      `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
      `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
      `<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
      `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
      `<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
      `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>` +
      `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  ],
];

const workbookXml = (sheetName: string) =>
  `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
  `<sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Text safe inside XML: the five entities escaped, characters XML 1.0 cannot hold dropped. */
function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  return /[&<>"]/.test(clean)
    ? clean.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
    : clean;
}

const columnLetters = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : columnLetters(Math.floor(i / 26) - 1) + columnLetters(i % 26);

/** "2026-09-14 18:30:00" as an Excel serial day number (Excel has no time zones: the wall time is kept). */
function excelDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(text);
  if (!m) return null;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
  return ms / 86_400_000 + 25_569;
}

function cellXml(ref: string, value: XlsxCell, format: XlsxColumn['format']): string {
  if (value === null || value === '') return '';
  if (format === 'date' && typeof value === 'string') {
    const serial = excelDate(value);
    if (serial !== null) return `<c r="${ref}" s="${STYLE.date}"><v>${serial}</v></c>`;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return format === 'money'
      ? `<c r="${ref}" s="${STYLE.money}"><v>${value}</v></c>`
      : `<c r="${ref}"><v>${value}</v></c>`;
  }
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

async function* sheetXml(columns: XlsxColumn[], batches: AsyncIterable<XlsxCell[][]>): AsyncGenerator<Buffer> {
  const letters = columns.map((_, i) => columnLetters(i));
  const cols = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const header = columns
    .map((c, i) => `<c r="${letters[i]}1" t="inlineStr" s="${STYLE.header}"><is><t>${escapeXml(c.header)}</t></is></c>`)
    .join('');
  yield Buffer.from(
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0">` +
      `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
      `<cols>${cols}</cols><sheetData><row r="1">${header}</row>`,
  );
  let r = 1;
  for await (const rows of batches) {
    let xml = '';
    for (const row of rows) {
      r++;
      xml += `<row r="${r}">`;
      for (let i = 0; i < columns.length; i++) xml += cellXml(letters[i] + r, row[i] ?? null, columns[i].format);
      xml += '</row>';
    }
    yield Buffer.from(xml);
  }
  yield Buffer.from('</sheetData></worksheet>');
}

/**
 * The workbook as a byte stream. `batches` yields arrays of rows (one value per column, in column order);
 * the next batch is pulled only when the consumer has taken the bytes of the previous one.
 */
export function xlsxStream(sheetName: string, columns: XlsxColumn[], batches: AsyncIterable<XlsxCell[][]>): Readable {
  const zip = new ZipFile();
  // Level 1: several times faster than the default and still about 6:1 on sheet XML.
  const options = { compressionLevel: 1, mtime: new Date() };
  for (const [name, xml] of STATIC_PARTS) zip.addBuffer(Buffer.from(XML_HEAD + xml), name, options);
  zip.addBuffer(Buffer.from(XML_HEAD + workbookXml(sheetName)), 'xl/workbook.xml', options);
  const sheet = Readable.from(sheetXml(columns, batches), { objectMode: false });
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml', options);
  zip.end();
  const out = zip.outputStream as Readable;
  // A failed query ends the sheet stream with an error: pass it on so the response is aborted, not truncated.
  sheet.on('error', (err) => out.destroy(err));
  return out;
}
