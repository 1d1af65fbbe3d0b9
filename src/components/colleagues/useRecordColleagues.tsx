// useColleagueSave for a react-admin record (<Edit> and its form): the record is read with the
// dataProvider's getOne (no cache), shown to the form in the form's shape, and "Load theirs"
// stores it where react-admin's screens read it, so the form and the heading follow.
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type Identifier, type RaRecord } from 'react-admin';
import type { FieldShapes, Plain } from '../../lib/merge';
import type { FieldText } from './fieldText';
import { pickFields, useColleagueSave, type MergeOutcome } from './useColleagueSave';
import { useKeptTheirsToast } from './useKeptTheirsToast';
import { useSurfacedDataProvider } from '../../providers/data/useSurfacedDataProvider';

export interface RecordColleaguesOptions<R extends RaRecord> extends FieldText {
  resource: string;
  id: Identifier | undefined;
  /** The record as the form holds it (react-admin's form: the record over its default values). */
  toForm?: (record: R) => Plain;
  shapes?: FieldShapes;
}

/** What react-admin's update mutation hands its `mutationFn`. */
export interface UpdateParams<R extends RaRecord> {
  resource?: string;
  id?: Identifier;
  data?: Partial<R>;
  previousData?: R;
  meta?: unknown;
}

export interface MergedUpdate<R extends RaRecord> {
  /** The merge's outcome, once the write is done. */
  outcome: MergeOutcome<Plain>;
  /** The record as saved: the server's answer, or the record read again when nothing was left to send. */
  record: R;
}

export function useRecordColleagues<R extends RaRecord>({
  resource,
  id,
  toForm = (record) => record,
  shapes,
  labelOf,
  formatValue,
}: RecordColleaguesOptions<R>) {
  const dataProvider = useSurfacedDataProvider();
  const queryClient = useQueryClient();
  const lastRead = useRef<R | null>(null);
  const colleagues = useColleagueSave<Plain>({
    read: async () => {
      const { data } = await dataProvider.getOne<R>(resource, { id: id ?? '' });
      lastRead.current = data;
      return toForm(data);
    },
    shapes,
    labelOf,
    formatValue,
    presenceKey: id === undefined ? undefined : `${resource}/${String(id)}`,
    onLoadTheirs: () => {
      if (lastRead.current) {
        queryClient.setQueryData(
          [resource, 'getOne', { id: String(id), meta: undefined }],
          lastRead.current,
        );
      }
    },
  });

  /**
   * Merges what the save sends (`data`, every field of the form) with the record as it is now,
   * and writes only the fields that differ from it, with `write`.
   */
  const mergedUpdate = async (
    data: Plain,
    write: (body: Plain) => Promise<R>,
  ): Promise<MergedUpdate<R>> => {
    const outcome = await colleagues.merge(data);
    const theirs = lastRead.current;
    const record =
      outcome.toSend.length === 0 && theirs
        ? theirs
        : await write(pickFields(outcome.merged, outcome.toSend));
    return { outcome, record };
  };

  const keptTheirsToast = useKeptTheirsToast();
  /**
   * A `mutationFn` for react-admin's update: the merged save through the dataProvider, then
   * "A colleague’s change was kept" where it kept some.
   */
  const update = async ({
    resource: target = resource,
    id: recordId = id,
    data = {},
    previousData,
    meta,
  }: UpdateParams<R>): Promise<R> => {
    const { record, outcome } = await mergedUpdate(
      data as Plain,
      async (body) =>
        (
          await dataProvider.update<R>(target, {
            id: recordId ?? '',
            data: body,
            previousData,
            meta,
          })
        ).data,
    );
    keptTheirsToast(outcome.keptTheirs);
    return record;
  };

  return { guard: colleagues.guard, mergedUpdate, update };
}
