import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { restoreFormulaCell } from './formulaCells';
import { writeCsv } from './writeCsv';

/** The data line of a one-column file holding `cell`. */
const written = (cell: string | number | boolean | null) =>
  writeCsv(['Name'], [[cell]], { language: 'en' }).split('\r\n')[1];

describe("Papa Parse's own escapeFormulae", () => {
  // Why the writer gives Papa a RegExp of its own: the default one lets this cell through.
  it('leaves a formula followed by a line break as it is', () => {
    const csv = Papa.unparse([['=HYPERLINK("http://evil.invalid","x")\nx']], {
      escapeFormulae: true,
    });
    expect(csv).toBe('"=HYPERLINK(""http://evil.invalid"",""x"")\nx"');
  });
});

describe('writeCsv', () => {
  it('writes a header line and the rows, CRLF between lines, none at the end', () => {
    expect(
      writeCsv(
        ['Title', 'Plays', 'Explicit', 'Note'],
        [
          ['Midnight Drive', 214, false, null],
          ['Hello, "world"', 0, true, ' padded '],
        ],
        { language: 'en' },
      ),
    ).toBe(
      'Title,Plays,Explicit,Note\r\n' +
        'Midnight Drive,214,false,\r\n' +
        '"Hello, ""world""",0,true," padded "',
    );
  });

  it('separates with the delimiter it is given, quoting a cell that holds it', () => {
    expect(writeCsv(['Nom', 'Ville'], [['Luna', 'Québec; QC']], { language: 'fr' })).toBe(
      'Nom;Ville\r\nLuna;"Québec; QC"',
    );
  });

  it('writes only the header line when there are no rows', () => {
    expect(writeCsv(['Title', 'Artist'], [], { language: 'en' })).toBe('Title,Artist');
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1+1', `"'+1+1"`],
    ['-1-1', `"'-1-1"`],
    ['@A1', `"'@A1"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['=HYPERLINK("http://evil.invalid","x")\nx', `"'=HYPERLINK(""http://evil.invalid"",""x"")\nx"`],
    ["'=1+1", `"''=1+1"`],
    ["''@A1", `"'''@A1"`],
    ["'-3", `"''-3"`],
    ['+1 514 555 0142', `"'+1 514 555 0142"`],
  ])('puts a quote mark before %j, which a spreadsheet would run', (cell, line) => {
    expect(written(cell)).toBe(line);
  });

  it('neutralises the OWASP examples', () => {
    expect(
      writeCsv(
        ['Stage name'],
        [
          ['=HYPERLINK("http://evil.invalid","x")'],
          ['@SUM(1+1)'],
          ["+cmd|' /C calc'!A0"],
          ['-1+1'],
        ],
        { language: 'en' },
      ),
    ).toBe(
      'Stage name\r\n' +
        `"'=HYPERLINK(""http://evil.invalid"",""x"")"\r\n` +
        `"'@SUM(1+1)"\r\n` +
        `"'+cmd|' /C calc'!A0"\r\n` +
        `"'-1+1"`,
    );
  });

  it.each([
    ['-3', '-3'],
    ['+12', '+12'],
    ['-1.5', '-1.5'],
    ['-1,5', '"-1,5"'],
    ['a=b', 'a=b'],
    ['x-1', 'x-1'],
    ['nova.reyes@example.com', 'nova.reyes@example.com'],
    ["'quoted'", "'quoted'"],
    ['', ''],
  ])('writes the harmless %j as it is', (cell, line) => {
    expect(written(cell)).toBe(line);
  });

  it('writes numbers, booleans and null as they are', () => {
    expect(writeCsv(['A', 'B', 'C', 'D'], [[-3, 1.5, true, null]], { language: 'en' })).toBe(
      'A,B,C,D\r\n-3,1.5,true,',
    );
  });

  it('writes a decimal number with the decimal comma of a French or Spanish file', () => {
    expect(writeCsv(['A', 'B'], [[-1.5, 214]], { language: 'es' })).toBe('A;B\r\n-1,5;214');
  });

  it("keeps a file's own separator, and a decimal point where a comma would split the cell", () => {
    expect(writeCsv(['A', 'B'], [[1.5, 2]], { language: 'fr', separator: ',' })).toBe(
      'A,B\r\n1.5,2',
    );
    expect(writeCsv(['A', 'B'], [[1.5, 2]], { language: 'en', separator: ';' })).toBe(
      'A;B\r\n1.5;2',
    );
  });

  it('neutralises a header that starts like a formula', () => {
    expect(writeCsv(['=Title', 'Artist'], [], { language: 'fr' })).toBe(`"'=Title";Artist`);
  });
});

describe('restoreFormulaCell', () => {
  it.each([
    ["'=1+1", '=1+1'],
    ["''=1+1", "'=1+1"],
    ["'+1 514 555 0142", '+1 514 555 0142'],
    ["'-1+1", '-1+1'],
    ["'@SUM(1+1)", '@SUM(1+1)'],
    ["'\tx", '\tx'],
    ["'\rx", '\rx'],
  ])('takes one quote mark off %j', (cell, original) => {
    expect(restoreFormulaCell(cell)).toBe(original);
  });

  it.each(["'quoted'", "'", "'3", "don't", '-3', '=1+1', ''])('leaves %j as it is', (cell) => {
    expect(restoreFormulaCell(cell)).toBe(cell);
  });
});
