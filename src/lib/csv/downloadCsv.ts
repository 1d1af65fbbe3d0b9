import { downloadCSV } from 'react-admin';
import { UTF8_BOM } from './utf8Bom';

/** Offers `csv` (from writeCsv) as `<fileName>.csv`, with the byte order mark spreadsheets need. */
export const downloadCsv = (csv: string, fileName: string): void =>
  downloadCSV(UTF8_BOM + csv, fileName);
