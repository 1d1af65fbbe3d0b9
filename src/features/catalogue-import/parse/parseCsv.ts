// The CSV parsing itself, free of any worker so that tests (jsdom has no Worker) and the worker
// run the very same code. Papa Parse reads quoted fields, line breaks inside quotes and guesses
// the delimiter; spreadsheets in French and Spanish save with `;`, English ones with `,`.
import Papa from 'papaparse';
import { restoreFormulaCell } from '@/lib/csv/formulaCells';
import { UTF8_BOM } from '@/lib/csv/utf8Bom';

export type CsvProblemCode = 'missing_quotes' | 'invalid_quotes' | 'too_many_fields' | 'unreadable';

export interface CsvProblem {
  code: CsvProblemCode;
  /** 1-based record number in the file, the header row being 1; null for the file as a whole. */
  line: number | null;
}

export interface ParsedCsv {
  headers: string[];
  /** Data rows, each as long as `headers` (a row cut short by the spreadsheet is padded). */
  rows: string[][];
  delimiter: ',' | ';';
  problems: CsvProblem[];
}

const PAPA_CODES: Partial<Record<string, CsvProblemCode>> = {
  MissingQuotes: 'missing_quotes',
  InvalidQuotes: 'invalid_quotes',
};

export function parseCsvText(text: string): ParsedCsv {
  const content = text.startsWith(UTF8_BOM) ? text.slice(UTF8_BOM.length) : text;
  const result = Papa.parse<string[]>(content, {
    header: false,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';'],
  });
  const problems: CsvProblem[] = [];
  for (const error of result.errors) {
    // A one-column file has no delimiter to find; Papa then uses `,`, which is right.
    if (error.code === 'UndetectableDelimiter') continue;
    problems.push({
      code: PAPA_CODES[error.code] ?? 'unreadable',
      line: error.row === undefined ? null : error.row + 1,
    });
  }
  // A file the admin wrote has a `'` before each cell a spreadsheet would run as a formula
  // (lib/csv/formulaCells.ts): taken off here, every cell reads as it was before the export.
  const [headerRow = [], ...dataRows] = result.data.map((row) => row.map(restoreFormulaCell));
  const headers = headerRow.map((header) => header.trim());
  const rows = dataRows.map((row, index) => {
    if (row.length > headers.length && row.slice(headers.length).some((cell) => cell.trim())) {
      problems.push({ code: 'too_many_fields', line: index + 2 });
    }
    return headers.map((_header, column) => row[column] ?? '');
  });
  return {
    headers,
    rows,
    delimiter: result.meta.delimiter === ';' ? ';' : ',',
    problems,
  };
}

/** A chosen file read as UTF-8 (with or without its byte order mark) and parsed. */
export async function readCsvFile(file: Blob): Promise<ParsedCsv> {
  return parseCsvText(await file.text());
}
