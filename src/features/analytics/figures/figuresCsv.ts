// A card's numbers as CSV: headers in the interface language, figures unformatted (a
// spreadsheet reads 1234.5, not "1 234,50 $"), lines CRLF-separated (RFC 4180).
import jsonExport from 'jsonexport/dist';
import type { FigureTable } from './figureTable';

export function figuresCsv(table: FigureTable): Promise<string> {
  const keys = ['label', ...table.columns.map((column) => column.id)];
  const rows = table.rows.map((row) =>
    Object.fromEntries([
      ['label', row.label],
      ...table.columns.map((column, index) => [column.id, row.values[index] ?? 0]),
    ]),
  );
  return jsonExport(rows, {
    headers: keys,
    rename: [table.labelHeader, ...table.columns.map((column) => column.header)],
    endOfLine: '\r\n',
  });
}
