// A draft restored over a record that may have changed since it was written (issue 37): only the
// fields the user had changed come back, each over the value it was typed on (its base), so that
// the next save merges them as every save does, asking where a colleague changed the same field.
// The other fields stay as the record is now.
import { sameValue } from '../merge/sameValue';

export interface RestoredOver<V> {
  /** What the form shows: the record as it is now, with the user's changes. */
  values: V;
  /** What the save merges from: the draft's base for the user's changes, the record elsewhere. */
  base: V;
}

/** The draft's `values`, typed over `draftBase`, restored over `now`. */
export function restoreOver<V extends object>(values: V, draftBase: V, now: V): RestoredOver<V> {
  const restored: Record<string, unknown> = { ...(now as Record<string, unknown>) };
  const base: Record<string, unknown> = { ...(now as Record<string, unknown>) };
  const typed = values as Record<string, unknown>;
  const typedOver = draftBase as Record<string, unknown>;
  for (const field of Object.keys(typed)) {
    if (sameValue(typed[field], typedOver[field])) continue;
    restored[field] = typed[field];
    base[field] = typedOver[field];
  }
  return { values: restored as V, base: base as V };
}
