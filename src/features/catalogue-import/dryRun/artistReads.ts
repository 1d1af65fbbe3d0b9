// The artists a dry run (or a run's check of rows whose answer was lost) looks for, read the
// cheaper of two ways: one look-up per distinct value (serverCheckPlan, artistReferencePlan), or
// the whole artists list in pages of 1000 when the label has fewer pages than the file has
// values. A 20,000-row file against the demo label (66 artists) thus costs two requests, not
// 40,000; a few rows against a label of 50,000 artists, one search per value and one request to
// learn the size.
// The matching is made here either way, on the records read (findServerDuplicates, artistLookup).
import type { RaRecord } from 'react-admin';
import { readsWhole, wholeListPlan, worthSizing } from '../duplicates/serverCheckPlan';
import {
  artistCount,
  readAll,
  readWholeList,
  type CatalogueReader,
  type PlannedRead,
  type ReadOptions,
} from './catalogueReads';

/** Readings of the whole list before the look-ups are trusted instead. */
const WHOLE_READS = 2;

export interface ArtistReadOptions extends ReadOptions {
  /** Hears the reads added to the plan, before they are sent (the progress's total). */
  onPlanned: (reads: number) => void;
}

/** The artists `lookUps` would find, and possibly more: the caller matches them. */
export async function readArtists(
  dataProvider: CatalogueReader,
  lookUps: readonly PlannedRead[],
  options: ArtistReadOptions,
): Promise<RaRecord[]> {
  const { signal, onRead, onPlanned } = options;
  const lookUp = () => {
    onPlanned(lookUps.length);
    return readAll(dataProvider, lookUps, options);
  };
  if (!worthSizing(lookUps.length)) return lookUp();
  onPlanned(1);
  const total = await artistCount(dataProvider, signal);
  onRead();
  if (total === undefined || !readsWhole(lookUps.length, total)) return lookUp();

  // Read twice at most: pages that moved under a first reading (an artist deleted meanwhile)
  // hold still the second time; a server whose order changes between requests leaves the
  // look-ups to decide.
  for (let attempt = 0; attempt < WHOLE_READS; attempt += 1) {
    const pages = wholeListPlan(total);
    onPlanned(pages.length);
    const whole = await readWholeList(dataProvider, pages, {
      signal,
      onRead,
      onMore: () => onPlanned(1),
    });
    if (whole.complete) return whole.records;
  }
  return lookUp();
}
