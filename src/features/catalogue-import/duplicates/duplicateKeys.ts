// What makes two records "the same" for the import: artists by e-mail or by stage name, songs
// by title within their artist, albums by UPC. Case and surrounding or repeated spaces are
// ignored; accents are not (Rosé and Rose are two artists).
import type { ImportKind } from '../mapping/importFields';

export type DuplicateField = 'email' | 'stageName' | 'title' | 'upc';

const sameText = (text: string | null | undefined): string =>
  (text ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('und');

export interface Comparable {
  email?: string | null;
  stageName?: string | null;
  artistId?: number | null;
  title?: string | null;
  upc?: string | null;
}

/** The keys a record of `kind` is compared by, field first; a blank value gives no key. */
export function duplicateKeys(kind: ImportKind, record: Comparable): [DuplicateField, string][] {
  const keys: [DuplicateField, string][] = [];
  const add = (field: DuplicateField, key: string) => {
    if (key) keys.push([field, key]);
  };
  if (kind === 'artists') {
    add('email', sameText(record.email));
    add('stageName', sameText(record.stageName));
  } else if (kind === 'songs') {
    const title = sameText(record.title);
    if (title && record.artistId) add('title', `${record.artistId}|${title}`);
  } else {
    add('upc', (record.upc ?? '').trim());
  }
  return keys;
}
