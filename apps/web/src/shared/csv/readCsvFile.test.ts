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
});
