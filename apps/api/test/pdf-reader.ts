/** Reading back the PDFs the API produces: their text (with pdf.js, as a viewer does), images and fonts. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfTextItem {
  page: number;
  str: string;
  /** Left edge and width in points, from the page's left; baseline from the page's bottom. */
  x: number;
  width: number;
  y: number;
}

/** Every text run of every page, in drawing order, with where it sits. */
export async function pdfTextItems(bytes: Uint8Array): Promise<{ pages: number; items: PdfTextItem[] }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const items: PdfTextItem[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items)
      if ('str' in item && item.str)
        items.push({ page: n, str: item.str, x: item.transform[4], width: item.width, y: item.transform[5] });
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, items };
}

/** The text of the whole document as printed lines (runs on one baseline joined), one per line of the result. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return pdfLines((await pdfTextItems(bytes)).items).join('\n');
}

export function pdfLines(items: PdfTextItem[]): string[] {
  const lines: string[] = [];
  let last: PdfTextItem | undefined;
  for (const i of items) {
    if (last && last.page === i.page && Math.abs(last.y - i.y) < 0.5) lines[lines.length - 1] += i.str;
    else lines.push(i.str);
    last = i;
  }
  return lines;
}

/**
 * The image XObjects, read from the file's object dictionaries (pdfkit writes them uncompressed): DCTDecode is a
 * JPEG embedded as it is; FlateDecode would be raw pixels (a PNG's).
 */
export function pdfImages(bytes: Uint8Array): Array<{ filter: string; width: number; height: number; bytes: number }> {
  const text = Buffer.from(bytes).toString('latin1');
  return [...text.matchAll(/<<((?:(?!>>)[\s\S])*?\/Subtype \/Image(?:(?!>>)[\s\S])*)>>/g)].map((m) => ({
    filter: /\/Filter \/(\w+)/.exec(m[1])?.[1] ?? 'none',
    width: Number(/\/Width (\d+)/.exec(m[1])?.[1]),
    height: Number(/\/Height (\d+)/.exec(m[1])?.[1]),
    bytes: Number(/\/Length (\d+)/.exec(m[1])?.[1]),
  }));
}

/** The fonts the file uses by name (an embedded subset reads "ABCDEF+DejaVuSans"), and whether glyphs are embedded. */
export function pdfFonts(bytes: Uint8Array): { names: string[]; embedded: number } {
  const text = Buffer.from(bytes).toString('latin1');
  return {
    names: [...new Set([...text.matchAll(/\/BaseFont \/([\w+-]+)/g)].map((m) => m[1]))],
    embedded: [...text.matchAll(/\/FontFile2 \d+ 0 R/g)].length,
  };
}
