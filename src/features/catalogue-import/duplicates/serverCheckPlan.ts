// The reads a dry run needs to find, on the server, records the file would create again, and
// the artists its songs and albums name. Nothing here calls the network: the plan is a list of
// getList requests (resource and filter) a runner sends a few at a time. Its size grows with
// the distinct values in the file, never with the catalogue: the whole catalogue is never read.
//  - artists: one GET /artists?search= per distinct e-mail and per distinct stage name (search
//    matches stageName, realName and email; the exact match is made on the answers);
//  - songs: one GET /songs?artist_id= per distinct artist (artist_id is in the core contract;
//    search is an extension a server may ignore, so titles are compared on the answers);
//  - albums: one GET /albums?artist_id= per distinct artist (the contract has no UPC filter);
//  - artist references by name: one GET /artists?search= per distinct name; ids, one getMany.
import type { ImportKind } from '../mapping/importFields';

export interface PlannedList {
  resource: 'artists' | 'songs' | 'albums';
  filter: { search: string } | { artist_id: number };
}

export interface PlannedMany {
  resource: 'artists';
  ids: number[];
}

const ID = /^\d+$/;

const distinct = <T>(values: Iterable<T>): T[] => [...new Set(values)];

const clean = (text: string | null | undefined): string => (text ?? '').trim();

/** Requests that find, for songs and albums, the artists the file names. */
export function artistReferencePlan(references: Iterable<string>): {
  lists: PlannedList[];
  many: PlannedMany | null;
} {
  const texts = distinct([...references].map(clean).filter(Boolean));
  const ids = distinct(texts.filter((text) => ID.test(text)).map(Number));
  const names = distinct(
    texts.filter((text) => !ID.test(text)).map((text) => text.toLocaleLowerCase('und')),
  );
  // A digits-only text may also be a stage name ("1990"): it is looked up both ways.
  const byName = [...names, ...texts.filter((text) => ID.test(text))];
  return {
    lists: distinct(byName).map((search) => ({ resource: 'artists', filter: { search } })),
    many: ids.length ? { resource: 'artists', ids } : null,
  };
}

/** Requests that find existing records the valid rows of `kind` would duplicate. */
export function serverCheckPlan(
  kind: ImportKind,
  bodies: readonly {
    email?: string | null;
    stageName?: string | null;
    artistId?: number | null;
  }[],
): PlannedList[] {
  if (kind === 'artists') {
    const searches = distinct(
      bodies
        .flatMap((body) => [clean(body.email), clean(body.stageName)])
        .filter(Boolean)
        .map((text) => text.toLocaleLowerCase('und')),
    );
    return searches.map((search) => ({ resource: 'artists', filter: { search } }));
  }
  const artistIds = distinct(
    bodies
      .map((body) => body.artistId)
      .filter((id): id is number => typeof id === 'number' && id > 0),
  );
  return artistIds.map((artistId) => ({ resource: kind, filter: { artist_id: artistId } }));
}

/** `items` in groups of at most `size`: the requests sent together, one group at a time. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += Math.max(1, size)) {
    batches.push(items.slice(start, start + Math.max(1, size)));
  }
  return batches;
}
