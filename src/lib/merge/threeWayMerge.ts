// The three-way merge behind every save (issue 37): the record as the form loaded it (base),
// as the server has it now (theirs) and as the user left it (yours). What only one side changed
// is taken from that side; what both changed to different values is a clash, put to the user.
import { isPlainObject, sameValue, type Plain } from './sameValue';

/**
 * How a field merges.
 * - `value`: as a whole (texts, numbers, an ordered list such as an album's tracks).
 * - `set`: a list whose order does not matter (genre ids): additions and removals of both
 *   sides are kept, never a clash.
 * - `group`: an object merged field by field (a settings group), `fields` naming the shape of
 *   some of them; the others are inferred.
 * - `keyed`: a list of objects each identified by `key` (a smart link's platform entries), or
 *   by several fields together (an artist's bios: language and platform), merged entry by entry;
 *   an entry's path part is its key, the fields' values joined by `|`.
 * Left out, a field's shape is inferred: an object is a group, anything else a value.
 */
export type MergeShape =
  | { kind: 'value' }
  | { kind: 'set' }
  | { kind: 'group'; fields?: Readonly<Record<string, MergeShape>> }
  | { kind: 'keyed'; key: string | readonly string[]; item?: MergeShape };

export type FieldShapes = Readonly<Record<string, MergeShape>>;

export type Side = 'theirs' | 'yours';

export interface Clash {
  /** Field names from the record down (an entry of a keyed list is named by its key). */
  path: string[];
  base: unknown;
  theirs: unknown;
  yours: unknown;
}

/** Who wins a clash; without one, a clash is reported and left as yours. */
export type Resolve = (clash: Clash) => Side;

export interface MergeResult<V extends Plain> {
  /** Theirs, with every change of yours that does not clash (clashes as resolved, else yours). */
  merged: V;
  clashes: Clash[];
  /** Fields (top level) whose merged value differs from theirs: what a save has to send. */
  toSend: string[];
  /** Fields (top level) a colleague changed since the base. */
  theirChanges: string[];
}

export const clashKey = (path: readonly string[]) => path.join('.');

interface Step {
  value: unknown;
  clashes: Clash[];
}

const GROUP: MergeShape = { kind: 'group' };
const VALUE: MergeShape = { kind: 'value' };

const inferred = (sample: unknown): MergeShape => (isPlainObject(sample) ? GROUP : VALUE);

function mergeSet(base: unknown, theirs: unknown, yours: unknown): unknown[] {
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  const has = (items: unknown[], item: unknown) => items.some((x) => sameValue(x, item));
  const [b, t, y] = [list(base), list(theirs), list(yours)];
  const removedByYou = b.filter((item) => !has(y, item));
  const result = t.filter((item) => !has(removedByYou, item));
  for (const item of y) if (!has(b, item) && !has(result, item)) result.push(item);
  return result;
}

function mergeGroup(
  base: unknown,
  theirs: Plain,
  yours: Plain,
  fields: Readonly<Record<string, MergeShape>>,
  path: string[],
  resolve?: Resolve,
): Step {
  const b = isPlainObject(base) ? base : {};
  const merged: Plain = { ...theirs };
  const clashes: Clash[] = [];
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(yours)])) {
    const step = mergeValue(
      b[key],
      theirs[key],
      yours[key],
      fields[key] ?? inferred(yours[key] ?? theirs[key]),
      [...path, key],
      resolve,
    );
    if (step.value === undefined) delete merged[key];
    else merged[key] = step.value;
    clashes.push(...step.clashes);
  }
  return { value: merged, clashes };
}

function mergeKeyed(
  base: unknown,
  theirs: unknown[],
  yours: unknown[],
  shape: { key: string | readonly string[]; item?: MergeShape },
  path: string[],
  resolve?: Resolve,
): Step {
  const fields = typeof shape.key === 'string' ? [shape.key] : shape.key;
  const keyOf = (entry: unknown) =>
    isPlainObject(entry) ? fields.map((field) => String(entry[field])).join('|') : '';
  const byKey = (list: unknown) =>
    new Map((Array.isArray(list) ? list : []).map((entry) => [keyOf(entry), entry] as const));
  const [b, t, y] = [byKey(base), byKey(theirs), byKey(yours)];
  const clashes: Clash[] = [];
  const kept = new Map<string, unknown>();
  for (const key of new Set([...t.keys(), ...y.keys(), ...b.keys()])) {
    const step = mergeValue(
      b.get(key),
      t.get(key),
      y.get(key),
      shape.item ?? GROUP,
      [...path, key],
      resolve,
    );
    clashes.push(...step.clashes);
    if (step.value !== undefined) kept.set(key, step.value);
  }
  // Order: yours if you reordered, else theirs; entries only one side has come where it put them.
  const order = (list: unknown[]) => list.map(keyOf);
  const youReordered = !sameValue(
    order(yours).filter((k) => b.has(k)),
    order(Array.isArray(base) ? base : []).filter((k) => y.has(k)),
  );
  const first = youReordered ? order(yours) : order(theirs);
  const rest = youReordered ? order(theirs) : order(yours);
  const keys = [...new Set([...first, ...rest])].filter((k) => kept.has(k));
  return { value: keys.map((k) => kept.get(k)), clashes };
}

function mergeValue(
  base: unknown,
  theirs: unknown,
  yours: unknown,
  shape: MergeShape,
  path: string[],
  resolve?: Resolve,
): Step {
  if (sameValue(yours, base)) return { value: theirs, clashes: [] };
  if (sameValue(theirs, base) || sameValue(theirs, yours)) return { value: yours, clashes: [] };
  if (shape.kind === 'set') return { value: mergeSet(base, theirs, yours), clashes: [] };
  if (shape.kind === 'group' && isPlainObject(theirs) && isPlainObject(yours)) {
    return mergeGroup(base, theirs, yours, shape.fields ?? {}, path, resolve);
  }
  if (shape.kind === 'keyed' && Array.isArray(theirs) && Array.isArray(yours)) {
    return mergeKeyed(base, theirs, yours, shape, path, resolve);
  }
  const clash: Clash = { path, base, theirs, yours };
  if (resolve) return { value: resolve(clash) === 'theirs' ? theirs : yours, clashes: [] };
  return { value: yours, clashes: [clash] };
}

/**
 * Merges the fields the form holds (the keys of `yours`) into `theirs`. Fields `yours` does not
 * hold are theirs, untouched.
 */
export function threeWayMerge<V extends Plain>(
  base: Plain,
  theirs: V,
  yours: Plain,
  shapes: FieldShapes = {},
  resolve?: Resolve,
): MergeResult<V> {
  const merged: Plain = { ...theirs };
  const clashes: Clash[] = [];
  const toSend: string[] = [];
  const theirChanges: string[] = [];
  for (const key of Object.keys(yours)) {
    const step = mergeValue(
      base[key],
      theirs[key],
      yours[key],
      shapes[key] ?? inferred(yours[key] ?? theirs[key]),
      [key],
      resolve,
    );
    merged[key] = step.value;
    clashes.push(...step.clashes);
    if (!sameValue(step.value, theirs[key])) toSend.push(key);
    if (!sameValue(theirs[key], base[key])) theirChanges.push(key);
  }
  return { merged: merged as V, clashes, toSend, theirChanges };
}

/** A resolver from the user's choice per clash (by clashKey); unchosen clashes stay yours. */
export const choicesResolver =
  (choices: Readonly<Record<string, Side>>): Resolve =>
  (clash) =>
    choices[clashKey(clash.path)] ?? 'yours';
