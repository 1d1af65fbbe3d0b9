// The one CSV writer of the admin: every file it offers for download goes through here, so that
// none hands a spreadsheet a formula to run (see formulaCells.ts).
import Papa from 'papaparse';
import { FORMULA_CELL } from './formulaCells';

/** A value as the writer takes it: numbers and booleans are written as they are, null as empty. */
export type CsvCell = string | number | boolean | null;

/** English spreadsheets separate values with `,`, French and Spanish ones with `;`. */
export type CsvDelimiter = ',' | ';';

/**
 * The CSV text of a header line and `rows` (each as long as `headers`: none is padded or cut),
 * lines separated by CRLF (RFC 4180), without a final line break or byte order mark. Cells
 * holding the delimiter, a quote, a line break or edge spaces are quoted; a text cell starting
 * like a formula gets a leading `'` (and is quoted too).
 */
export function writeCsv(
  headers: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  delimiter: CsvDelimiter,
): string {
  // Rows of arrays, the header first: given as `{ fields, data }` with no data, Papa would end
  // the file with a line break and an empty record.
  return Papa.unparse<CsvCell[]>([[...headers], ...rows.map((row) => [...row])], {
    delimiter,
    newline: '\r\n',
    escapeFormulae: FORMULA_CELL,
  });
}
