import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, readCsv } from '../../src/server/crops/csvRecords';

const cells = (text: string) => readCsv(text).map((r) => r.cells);

describe('readCsv (RFC 4180, csv-parse)', () => {
  it('reads plain records with LF, CRLF or CR line ends, with or without a final line end', () => {
    expect(cells('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(cells('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cells('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(cells('name,note\r\n"Obour, Cairo","He said ""fresh""\r\nand ripe"\r\n')).toEqual([
      ['name', 'note'],
      ['Obour, Cairo', 'He said "fresh"\r\nand ripe'],
    ]);
    expect(cells('"",x,""\n')).toEqual([['', 'x', '']]);
    expect(cells('a,"b",\n')).toEqual([['a', 'b', '']]);
  });

  it('drops a UTF-8 byte-order mark and reads Arabic text as it is', () => {
    expect(cells('\ufeffcrop,market\nطماطم,سوق العبور\n')).toEqual([
      ['crop', 'market'],
      ['طماطم', 'سوق العبور'],
    ]);
  });

  it('numbers records as a spreadsheet numbers its rows: blank lines count, a multi-line field is one row', () => {
    const records = readCsv('h1,h2\n"multi\nline",x\n\n,,\nlast,row\n');
    expect(records.map((r) => r.row)).toEqual([1, 2, 5]);
    expect(records[2]!.cells).toEqual(['last', 'row']);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(cells('12" pipe,x\n')).toEqual([['12" pipe', 'x']]);
  });

  it('refuses an unclosed quote, naming the row (blank lines counted)', () => {
    expect(() => readCsv('a,b\n1,"open\n')).toThrow(CsvSyntaxError);
    expect(() => readCsv('a,b\n1,"open\n')).toThrow(/^Row 2: a quoted field is not closed/);
    expect(() => readCsv('a,b\n\nx,y\n1,"open\n')).toThrow(/^Row 4: a quoted field is not closed/);
  });

  it('keeps text after a closing quote as text, as spreadsheet programs read it', () => {
    expect(cells('a,b\n"q"z,1\n')).toEqual([
      ['a', 'b'],
      ['"q"z', '1'],
    ]);
  });

  it('reads nothing from an empty text', () => {
    expect(readCsv('')).toEqual([]);
    expect(readCsv('\n\n')).toEqual([]);
  });
});
