// A spreadsheet opening a CSV splits it on its own language's list separator: `;` in French and
// Spanish (where `,` is the decimal mark), `,` in English. Given the other one, it shows every
// line as a single column, and reads 1234.5 as text or a date.

/** English spreadsheets separate values with `,`, French and Spanish ones with `;`. */
export type CsvDelimiter = ',' | ';';

export interface SpreadsheetFormat {
  delimiter: CsvDelimiter;
  /** How a decimal number is written: `1234.5` or `1234,5`. */
  decimal: string;
}

const decimalMarkOf = (language: string): string =>
  new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')
    ?.value ?? '.';

/**
 * The separator and decimal mark of `language`'s spreadsheets; with `separator` (a file's own,
 * written back), that separator, and a decimal point wherever the language's mark would clash.
 */
export function spreadsheetFormat(language: string, separator?: CsvDelimiter): SpreadsheetFormat {
  const decimal = decimalMarkOf(language);
  const delimiter = separator ?? (decimal === ',' ? ';' : ',');
  return { delimiter, decimal: decimal === delimiter ? '.' : decimal };
}
