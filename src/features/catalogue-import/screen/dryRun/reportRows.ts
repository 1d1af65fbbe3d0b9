// The report's rows as the user reads them: line, the row's main value, fate and reasons.
import { albumPath } from '@/resources/albums/paths';
import { artistPath } from '@/resources/artists/paths';
import { songPath } from '@/resources/songs/paths';
import type { ImportKind } from '../../mapping/importFields';
import type { ImportPlan, ImportReason, PlannedRow } from '../../run/importPlan';

export type Fate = PlannedRow['fate'];
export const FATES: readonly Fate[] = ['create', 'duplicate', 'refused'];

/** The field that names a row for the user: the stage name of an artist, a song's or album's title. */
export const MAIN_FIELD: Record<ImportKind, string> = {
  artists: 'stageName',
  songs: 'title',
  albums: 'title',
};

export const reasonsOf = (row: PlannedRow): readonly ImportReason[] =>
  row.fate === 'create' ? [] : row.reasons;

export function countFates(plan: ImportPlan): Record<Fate, number> {
  const counts: Record<Fate, number> = { create: 0, duplicate: 0, refused: 0 };
  for (const row of plan.rows) counts[row.fate] += 1;
  return counts;
}

/** Where the record a duplicate row repeats is shown: the user checks it before deciding. */
export const EXISTING_PATH: Record<ImportKind, (id: number) => string> = {
  artists: (id) => artistPath(id),
  songs: (id) => songPath(id),
  albums: (id) => albumPath(id),
};
