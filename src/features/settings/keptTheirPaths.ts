// The settings a save kept as a colleague left them, setting by setting. The merge names what it
// kept by top-level field, and here a field is a whole group (AI configuration): "a colleague's
// change was kept" is only useful naming the setting itself (Max tokens).
import { isPlainObject, sameValue } from '../../lib/merge';

/**
 * Paths of the values the user's differ from and the merged ones (what the save leaves stored)
 * keep as the server has them. No base is needed: a value the colleague left alone that the
 * user's differ from is the user's change, and the merged value is the user's.
 */
export function keptTheirPaths(
  theirs: unknown,
  yours: unknown,
  merged: unknown,
  path: readonly string[] = [],
): string[][] {
  if (isPlainObject(theirs) && isPlainObject(yours) && isPlainObject(merged)) {
    return [...new Set([...Object.keys(theirs), ...Object.keys(yours)])].flatMap((key) =>
      keptTheirPaths(theirs[key], yours[key], merged[key], [...path, key]),
    );
  }
  return !sameValue(yours, theirs) && sameValue(merged, theirs) ? [[...path]] : [];
}
