// Genres and singing languages stay objects in the form (as in the record); the selects work
// on ids. format and parse convert between the two.
import type { Identifier } from 'react-admin';
import { isRecord } from '@/api/errors';

/** The ids of a list of objects (or of ids). */
export function idsOf(value: unknown): Identifier[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item: unknown) => (isRecord(item) ? item.id : item))
    .filter((id): id is Identifier => typeof id === 'number' || typeof id === 'string');
}

/** The chosen objects, in the order chosen. */
export function choicesByIds<T extends { id: Identifier }>(
  choices: readonly T[],
  ids: unknown,
): T[] {
  return idsOf(ids).flatMap((id) => choices.filter((choice) => String(choice.id) === String(id)));
}
