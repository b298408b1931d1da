import { describe, expect, it } from 'vitest';
import { splitCsv, toCsv } from './csv-parts.js';

describe('splitCsv', () => {
  it('cuts at row boundaries, repeats the header and keeps file line numbers (quoted cells may span lines)', () => {
    const text = 'a,b\n1,x\n2,"multi\nline"\n3,y\n4,z\n5,w\n';
    const parts = splitCsv(text, 2);
    expect(parts.map((p) => p.firstLine)).toEqual([2, 5, 7]);
    expect(parts.map((p) => p.rows)).toEqual([2, 2, 1]);
    expect(parts[0].text).toBe('a,b\n1,x\n2,"multi\nline"\n');
    expect(parts[1].text).toBe('a,b\n3,y\n4,z\n');
    expect(parts[2].text).toBe('a,b\n5,w\n');
  });

  it('makes no part of blank lines after the last row', () => {
    const parts = splitCsv('a,b\n1,x\n2,y\n,\n\n,\n', 2);
    expect(parts.map((p) => [p.firstLine, p.rows])).toEqual([[2, 2]]);
  });

  it('keeps a small file whole, with CRLF line ends', () => {
    const parts = splitCsv('a,b\r\n1,x\r\n2,y', 5000);
    expect(parts).toEqual([{ text: 'a,b\n1,x\r\n2,y', firstLine: 2, rows: 2 }]);
  });
});

describe('toCsv', () => {
  it('quotes cells that need it and neutralises formula cells', () => {
    const text = toCsv(['name', 'note'], [{ name: '=HYPERLINK("x")', note: 'a, "b"' }, { name: '-5' }]);
    expect(text.split('\r\n')).toEqual(['name,note', `"'=HYPERLINK(""x"")","a, ""b"""`, `"'-5",`]);
  });
});
