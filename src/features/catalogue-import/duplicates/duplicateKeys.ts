// What makes two records "the same" for the import: artists by e-mail or by stage name, songs
// by title within their artist, albums by UPC. Texts are compared as a person sees them
// (sameText: case, spacing, invisible characters and the encoding of accents aside); accents
// themselves count (Rosé and Rose are two artists).
import type { ImportKind } from '../mapping/importFields';
import { sameText, typedText } from './sameText';

export type DuplicateField = 'email' | 'stageName' | 'title' | 'upc';

export interface Comparable {
  email?: string | null;
  stageName?: string | null;
  artistId?: number | null;
  title?: string | null;
  upc?: string | null;
}

export interface DuplicateKey {
  field: DuplicateField;
  /** Equal keys of one field: the same record. */
  key: string;
  /**
   * The text as typed (case and surrounding spaces aside): two equal keys whose typed texts
   * differ are a near-duplicate.
   */
  typed: string;
  /** The text as the record holds it, to show the user. */
  text: string;
}

/** The keys a record of `kind` is compared by, field first; a blank value gives no key. */
export function duplicateKeys(kind: ImportKind, record: Comparable): DuplicateKey[] {
  const keys: DuplicateKey[] = [];
  const add = (field: DuplicateField, text: string | null | undefined, scope = '') => {
    const key = sameText(text);
    if (key) keys.push({ field, key: scope + key, typed: typedText(text), text: text ?? '' });
  };
  if (kind === 'artists') {
    add('email', record.email);
    add('stageName', record.stageName);
  } else if (kind === 'songs') {
    if (record.artistId) add('title', record.title, `${record.artistId}|`);
  } else {
    // A UPC is digits: nothing to see differently, only spaces around it to drop.
    const upc = (record.upc ?? '').trim();
    if (upc) keys.push({ field: 'upc', key: upc, typed: upc, text: upc });
  }
  return keys;
}

/** Whether two records sharing `a.key` differ only in what a reader cannot see. */
export const isNear = (a: DuplicateKey, b: DuplicateKey): boolean => a.typed !== b.typed;
