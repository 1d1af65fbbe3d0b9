import { downloadCSV } from 'react-admin';
import { safeFileName } from './safeFileName';
import { UTF8_BOM } from './utf8Bom';

/**
 * Offers `csv` (from writeCsv) as `<fileName>.csv`, the name made safe for any system, with the
 * byte order mark spreadsheets need.
 */
export const downloadCsv = (csv: string, fileName: string): void =>
  downloadCSV(UTF8_BOM + csv, safeFileName(fileName));
