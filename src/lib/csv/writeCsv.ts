// The one CSV writer of the admin: every file it offers for download goes through here, so that
// none hands a spreadsheet a formula to run (see formulaCells.ts), and each opens in columns in
// the spreadsheet of the interface language (see spreadsheetFormat.ts).
import Papa from 'papaparse';
import { FORMULA_CELL } from './formulaCells';
import { spreadsheetFormat, type CsvDelimiter } from './spreadsheetFormat';

export type { CsvDelimiter } from './spreadsheetFormat';

/** A value as the writer takes it: numbers and booleans are written as they are, null as empty. */
export type CsvCell = string | number | boolean | null;

export interface CsvOptions {
  /** The interface language: its spreadsheets' separator and decimal mark. */
  language: string;
  /** The separator of the file this one writes back (rows to fix), kept so it re-imports alike. */
  separator?: CsvDelimiter;
}

/**
 * The CSV text of a header line and `rows` (each as long as `headers`: none is padded or cut),
 * lines separated by CRLF (RFC 4180), without a final line break or byte order mark. Cells
 * holding the separator, a quote, a line break or edge spaces are quoted; a text cell starting
 * like a formula gets a leading `'` (and is quoted too). Numbers take the language's decimal mark.
 */
export function writeCsv(
  headers: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  options: CsvOptions,
): string {
  const { delimiter, decimal } = spreadsheetFormat(options.language, options.separator);
  const cell = (value: CsvCell): CsvCell =>
    typeof value === 'number' && decimal !== '.' ? String(value).replace('.', decimal) : value;
  // Rows of arrays, the header first: given as `{ fields, data }` with no data, Papa would end
  // the file with a line break and an empty record.
  return Papa.unparse<CsvCell[]>([[...headers], ...rows.map((row) => row.map(cell))], {
    delimiter,
    newline: '\r\n',
    escapeFormulae: FORMULA_CELL,
  });
}
