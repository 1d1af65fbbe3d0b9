// Where a refused save's field errors belong in the form. The batch numbers its entries as sent
// (`platforms[3].profile_url`): blank rows are not sent, so an index is mapped back to its list
// and row.
import { HttpError } from 'react-admin';
import { isRecord } from '../../../api/errors';
import type { SmartLinkFormValues } from './formValues';

/** `platforms[i]` of the batch → `streaming.j` or `social.k` of the form. */
export function batchRowPaths(values: SmartLinkFormValues): string[] {
  const paths: string[] = [];
  for (const list of ['streaming', 'social'] as const) {
    values[list].forEach((entry, row) => {
      if (entry.platform_name || entry.profile_url.trim()) paths.push(`${list}.${row}`);
    });
  }
  return paths;
}

/** The server's field errors keyed by form path; the batch's own names are translated. */
export function formFieldErrors(error: unknown, rowPaths: string[] = []): Record<string, string> {
  if (!(error instanceof HttpError) || !isRecord(error.body) || !isRecord(error.body.errors)) {
    return {};
  }
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.body.errors)) {
    if (typeof message !== 'string') continue;
    const batch = /^platforms\[(\d+)\]\.?(.*)$/.exec(field);
    const row = batch ? rowPaths[Number(batch[1])] : undefined;
    errors[row ? `${row}.${batch?.[2] || 'profile_url'}` : field] = message;
  }
  return errors;
}
