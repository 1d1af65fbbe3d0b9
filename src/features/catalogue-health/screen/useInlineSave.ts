// Saves one field of one record, as the edit forms save: the record is read again just before
// the write (so previousData is what the server holds now) and only that field goes out.
import { useCallback } from 'react';
import { HttpError, type RaRecord } from 'react-admin';
import { isRecord } from '@/api/errors';
import { serverMessageOr } from '@/lib/errorMessage';
import { useSurfacedDataProvider } from '@/providers/data/useSurfacedDataProvider';
import type { HealthKind } from '@/components/catalogueHealth/model/types';
import { inlineFixValue, type FixMessage, type InlineField } from './inlineFix';

export type InlineSaveOutcome = { ok: true; record: RaRecord } | { ok: false; error: FixMessage };

const FAILED = 'app.catalogue_health.inline.failed';

/** The server's words for the failure: its message for this field first, then its message. */
function failureOf(error: unknown, field: InlineField): FixMessage {
  if (error instanceof HttpError && isRecord(error.body) && isRecord(error.body.errors)) {
    const own = error.body.errors[field];
    if (typeof own === 'string' && own.trim()) return { message: own, args: { _: own } };
  }
  const message = serverMessageOr(error, FAILED);
  return { message, args: { _: message } };
}

const same = (kept: unknown, sent: string | number) =>
  typeof sent === 'number' ? Number(kept) === sent : String(kept ?? '').trim() === sent;

export function useInlineSave(kind: HealthKind, field: InlineField) {
  const dataProvider = useSurfacedDataProvider();
  return useCallback(
    async (id: number, typed: string): Promise<InlineSaveOutcome> => {
      const value = inlineFixValue(field, typed);
      try {
        const { data: current } = await dataProvider.getOne<RaRecord>(kind, { id });
        const { data: saved } = await dataProvider.update<RaRecord>(kind, {
          id,
          data: { [field]: value },
          previousData: current,
        });
        // A server that answers without the value (a field its update does not take) saved
        // nothing the user asked for: said, rather than a success that changes nothing.
        if (!isRecord(saved) || !same(saved[field], value)) {
          return { ok: false, error: { message: 'app.catalogue_health.inline.not_kept' } };
        }
        return { ok: true, record: saved };
      } catch (error) {
        return { ok: false, error: failureOf(error, field) };
      }
    },
    [dataProvider, kind, field],
  );
}
