import { describe, expect, it } from 'vitest';
import { parseCsvText, readCsvFile } from './parseCsv';

describe('parseCsvText', () => {
  it('reads a comma-separated file with quoted commas and line breaks', () => {
    const parsed = parseCsvText(
      'Title,Artist,Lyrics\r\n"Hello, world",Sol y Sombra,"line one\nline two"\r\nSecond,12,\r\n',
    );
    expect(parsed.delimiter).toBe(',');
    expect(parsed.headers).toEqual(['Title', 'Artist', 'Lyrics']);
    expect(parsed.rows).toEqual([
      ['Hello, world', 'Sol y Sombra', 'line one\nline two'],
      ['Second', '12', ''],
    ]);
    expect(parsed.problems).toEqual([]);
  });

  it('detects the semicolon that French and Spanish spreadsheets save with', () => {
    const parsed = parseCsvText('Nom de scène;Courriel;Ville\nLuna;luna@example.com;Québec, QC\n');
    expect(parsed.delimiter).toBe(';');
    expect(parsed.headers).toEqual(['Nom de scène', 'Courriel', 'Ville']);
    expect(parsed.rows).toEqual([['Luna', 'luna@example.com', 'Québec, QC']]);
  });

  it('drops the byte order mark so the first header reads as typed', () => {
    const parsed = parseCsvText('\uFEFFStage name,Email\nLuna,luna@example.com\n');
    expect(parsed.headers).toEqual(['Stage name', 'Email']);
  });

  it('pads rows the spreadsheet cut short and skips blank lines', () => {
    const parsed = parseCsvText('A;B;C\n1;2\n\n;;\n4;5;6\n');
    expect(parsed.rows).toEqual([
      ['1', '2', ''],
      ['4', '5', '6'],
    ]);
  });

  it('reports a row with more values than columns, by its row number', () => {
    const parsed = parseCsvText('A,B\n1,2\n3,4,5\n');
    expect(parsed.problems).toEqual([{ code: 'too_many_fields', line: 3 }]);
  });

  it('reports a quote left open', () => {
    const parsed = parseCsvText('A,B\n"open,2\n');
    expect(parsed.problems.map((problem) => problem.code)).toContain('missing_quotes');
  });

  it('takes off the quote mark the admin put before a cell starting like a formula', () => {
    const parsed = parseCsvText(
      `"'=Title";Artist;Phone\r\n"'=HYPERLINK(""http://evil.invalid"",""x"")";"''@x";"'+1 514 555 0142"\r\n` +
        `"'-1+1";'quoted';-3\r\n"'\tTabbed";don't;'7\r\n`,
    );
    expect(parsed.headers).toEqual(['=Title', 'Artist', 'Phone']);
    expect(parsed.rows).toEqual([
      ['=HYPERLINK("http://evil.invalid","x")', "'@x", '+1 514 555 0142'],
      ['-1+1', "'quoted'", '-3'],
      ['\tTabbed', "don't", "'7"],
    ]);
  });

  it('reads a one-column file without complaining about its delimiter', () => {
    const parsed = parseCsvText('Title\nOne\nTwo\n');
    expect(parsed.rows).toEqual([['One'], ['Two']]);
    expect(parsed.problems).toEqual([]);
  });
});

describe('readCsvFile', () => {
  it('reads a UTF-8 file that starts with a BOM, accents intact', async () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('Nombre artístico;Correo\nÑandú;n@example.com\n'),
    ]);
    const parsed = await readCsvFile(new Blob([bytes], { type: 'text/csv' }));
    expect(parsed.headers).toEqual(['Nombre artístico', 'Correo']);
    expect(parsed.rows).toEqual([['Ñandú', 'n@example.com']]);
    expect(parsed.delimiter).toBe(';');
  });
});
