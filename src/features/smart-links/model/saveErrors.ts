// Where a refused save's field errors belong in the form. The batch numbers its entries as sent
// (`platforms[3].profile_url`): blank rows are not sent, so an index is mapped back to its list
// and row.
import { HttpError } from 'react-admin';
import { isRecord } from '@/api/errors';
import type { PlatformEntry, SmartLinkFormValues } from './formValues';

const isFilled = (entry: PlatformEntry) => !!entry.platform_name || !!entry.profile_url.trim();

/**
 * `platforms[i]` of the batch → `streaming.j` or `social.k` of the form. The batch sent is
 * `sent`: the form's entries, or the server's list with the user's changes merged in (issue
 * 37), where an entry is found in the form by its platform; a colleague's entry, not in the
 * form, maps to '' (no row).
 */
export function batchRowPaths(
  values: SmartLinkFormValues,
  sent: SmartLinkFormValues = values,
): string[] {
  const paths: string[] = [];
  for (const list of ['streaming', 'social'] as const) {
    const rows = values[list].flatMap((entry, row) => (isFilled(entry) ? [{ entry, row }] : []));
    const taken = new Set<number>();
    for (const entry of sent[list].filter(isFilled)) {
      const match = rows.find(
        ({ entry: shown, row }) => !taken.has(row) && shown.platform_name === entry.platform_name,
      );
      if (match) taken.add(match.row);
      paths.push(match ? `${list}.${match.row}` : '');
    }
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
