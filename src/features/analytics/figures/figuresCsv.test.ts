import { describe, expect, it } from 'vitest';
import type { FigureTable } from './figureTable';
import { figuresCsv } from './figuresCsv';

const count = (value: number) => String(value);

const TABLE: FigureTable = {
  labelHeader: 'Artist',
  columns: [
    { id: 'plays', header: 'Plays', format: count },
    { id: 'change', header: 'Change', format: count },
  ],
  rows: [
    { id: '1', label: 'Lune Rivière', values: [1234.5, -3] },
    { id: '2', label: '=HYPERLINK("http://evil.invalid","x")', values: [12] },
  ],
};

describe('figuresCsv', () => {
  it('writes the headers, the labels and the figures unformatted, a missing one as 0', () => {
    expect(figuresCsv(TABLE, 'en')).toBe(
      'Artist,Plays,Change\r\n' +
        'Lune Rivière,1234.5,-3\r\n' +
        `"'=HYPERLINK(""http://evil.invalid"",""x"")",12,0`,
    );
  });
});
