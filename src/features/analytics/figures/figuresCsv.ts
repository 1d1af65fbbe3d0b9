// A card's numbers as CSV: headers in the interface language, figures unformatted but for the
// language's decimal mark (a spreadsheet reads 1234,5 in French, not "1 234,50 $"), lines
// CRLF-separated (RFC 4180).
import { writeCsv } from '@/lib/csv/writeCsv';
import type { FigureTable } from './figureTable';

export function figuresCsv(table: FigureTable, language: string): string {
  return writeCsv(
    [table.labelHeader, ...table.columns.map((column) => column.header)],
    table.rows.map((row) => [
      row.label,
      ...table.columns.map((_column, index) => row.values[index] ?? 0),
    ]),
    { language },
  );
}
