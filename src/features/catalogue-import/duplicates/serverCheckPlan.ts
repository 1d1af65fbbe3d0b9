// The reads a dry run needs to find, on the server, records the file would create again, and
// the artists its songs and albums name. Nothing here calls the network: the plan is a list of
// getList requests (resource and filter) a runner sends a few at a time. Texts are searched as a
// person sees them (sameText), so that the server returns the records the comparison needs.
//  - artists: one GET /artists?search= per distinct e-mail and per distinct stage name (search
//    matches stageName, realName and email; the exact match is made on the answers), or, when
//    the label's artists fit in fewer pages than that, the whole list (wholeListPlan): a
//    20,000-row file against a label of a few thousand artists reads a few pages, not 40,000
//    searches. Which one is decided once the list's size is known (readsWhole);
//  - songs: one GET /songs?artist_id= per distinct artist (artist_id is in the core contract;
//    search is an extension a server may ignore, so titles are compared on the answers);
//  - albums: one GET /albums?artist_id= per distinct artist (the contract has no UPC filter);
//  - artist references by name: one GET /artists?search= per distinct name; ids, one getMany
//    (or the whole list, as for artists).
import type { ImportKind } from '../mapping/importFields';
import { sameText } from './sameText';

export interface PlannedList {
  resource: 'artists' | 'songs' | 'albums';
  filter: { search: string } | { artist_id: number };
}

export interface PlannedMany {
  resource: 'artists';
  ids: number[];
}

/** One page of the whole artists list, oldest first. */
export interface PlannedPage {
  resource: 'artists';
  page: number;
  perPage: number;
}

/** Rows per page when the whole artists list is read: the largest page the contract allows. */
export const WHOLE_LIST_PAGE_SIZE = 1000;

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
    texts
      .filter((text) => !ID.test(text))
      .map(sameText)
      .filter(Boolean),
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
      bodies.flatMap((body) => [sameText(body.email), sameText(body.stageName)]).filter(Boolean),
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

/** The pages that hold the whole artists list of `total` artists (one, even when it is empty). */
export function wholeListPlan(total: number): PlannedPage[] {
  const pages = Math.max(1, Math.ceil(total / WHOLE_LIST_PAGE_SIZE));
  return Array.from({ length: pages }, (_unused, index) => ({
    resource: 'artists',
    page: index + 1,
    perPage: WHOLE_LIST_PAGE_SIZE,
  }));
}

/**
 * Whether learning the artists list's size can pay: it costs one request, and reading the whole
 * list at least one more, so it is asked only when the look-ups would cost more than two.
 */
export const worthSizing = (lookUps: number): boolean => lookUps > 2;

/** Whether the whole list of `total` artists takes fewer requests than `lookUps` look-ups. */
export const readsWhole = (lookUps: number, total: number): boolean =>
  wholeListPlan(total).length < lookUps;

/** `items` in groups of at most `size`: the requests sent together, one group at a time. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += Math.max(1, size)) {
    batches.push(items.slice(start, start + Math.max(1, size)));
  }
  return batches;
}
