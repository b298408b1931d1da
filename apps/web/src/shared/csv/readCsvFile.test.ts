import { describe, expect, it } from 'vitest';
import { CSV_IMPORT_MAX_BYTES } from '@phlox/contract';
import { CsvFileError, readCsvFile } from './readCsvFile';

const columns = { known: ['name', 'type', 'zip'], required: ['name', 'type'] };
const csvFile = (text: string, name = 'orgs.csv', type = 'text/csv') => new File([text], name, { type });

describe('readCsvFile', () => {
  it('previews the first rows and flags missing and unknown columns', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => `Org ${i},School,7507${i}`).join('\n');
    const preview = await readCsvFile(csvFile(`Name,Colour,zip,errors\n${rows}\n\n`), columns);
    expect(preview.headers).toEqual(['name', 'colour', 'zip', 'errors']);
    expect(preview.rowCount).toBe(7);
    expect(preview.firstRows).toHaveLength(5);
    expect(preview.firstRows[0]).toMatchObject({ name: 'Org 0', zip: '75070' });
    expect(preview.missing).toEqual(['type']);
    expect(preview.unknown).toEqual(['colour']);
  });

  it('refuses a file that is not a CSV, an empty one, one without rows and one over 5 MB', async () => {
    await expect(readCsvFile(csvFile('x', 'logo.png', 'image/png'), columns)).rejects.toThrow(
      '“logo.png” is not a CSV file. Save the spreadsheet as CSV and drop it again.',
    );
    await expect(readCsvFile(csvFile(''), columns)).rejects.toThrow('“orgs.csv” is empty.');
    await expect(readCsvFile(csvFile('name,type\n'), columns)).rejects.toThrow(CsvFileError);
    const big = csvFile(`name,type\n${'x'.repeat(CSV_IMPORT_MAX_BYTES)}`);
    await expect(readCsvFile(big, columns)).rejects.toThrow(/the limit is 5 MB/);
  });

  it('reads a file in the encoding it was saved in: UTF-8 with or without BOM, else Windows-1252', async () => {
    const name = (bytes: number[]) =>
      readCsvFile(new File([new Uint8Array(bytes)], 'orgs.csv', { type: 'text/csv' }), columns).then(
        (p) => p.firstRows[0].name,
      );
    const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
    const header = ascii('name,type\n');
    // Excel's default "CSV" on Windows: ñ is the single byte 0xF1.
    expect(await name([...header, ...ascii('Escuela Pe'), 0xf1, ...ascii('a,School\n')])).toBe('Escuela Peña');
    // Windows-1252's curly quote (0x92) and euro sign (0x80) are not Latin-1's control characters.
    expect(await name([...header, ...ascii('O'), 0x92, ...ascii('Neil '), 0x80, ...ascii(',School\n')])).toBe(
      'O\u2019Neil \u20ac',
    );
    const utf8 = [...new TextEncoder().encode('name,type\nEscuela Peña,School\n')];
    expect(await name(utf8)).toBe('Escuela Peña');
    const withBom = await readCsvFile(new File([new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])], 'orgs.csv'), columns);
    expect(withBom.headers).toEqual(['name', 'type']);
    expect(withBom.text.startsWith('name,type')).toBe(true);
  });
});
