// One group's records as CSV, headers and file name in the interface language; the writer makes
// every cell safe to open in a spreadsheet (a name starting with "=" stays text).
import type { TranslateFunction } from 'react-admin';
import { downloadCsv } from '@/lib/csv/downloadCsv';
import { writeCsv } from '@/lib/csv/writeCsv';
import { foldText } from '@/lib/foldText';
import type { Finding } from '@/components/catalogueHealth/model/types';

const T = 'app.catalogue_health.table';

export function healthCsv(
  findings: readonly Finding[],
  translate: TranslateFunction,
  locale: string,
): string {
  return writeCsv(
    [translate(`${T}.name`), translate(`${T}.artist`), translate(`${T}.value`)],
    findings.map((finding) => [finding.name, finding.artistName ?? null, finding.value ?? null]),
    { language: locale },
  );
}

/** "catalogue-health-published-without-an-isrc", "sante-du-catalogue-publiee-sans-isrc". */
export function healthFileName(title: string, translate: TranslateFunction): string {
  const words = title
    .split(/\s+/)
    .map(foldText)
    .filter((word) => word !== '');
  return [translate('app.catalogue_health.file_name'), ...words].join('-');
}

export function downloadHealthCsv(
  title: string,
  findings: readonly Finding[],
  translate: TranslateFunction,
  locale: string,
): void {
  downloadCsv(healthCsv(findings, translate, locale), healthFileName(title, translate));
}
