// Rows sent before a reload (or a lost connection) whose answer never arrived may have been
// created. Before sending them again they are looked for on the server with the dry run's own
// reads (serverCheckPlan, read the cheaper way for artists: readArtists) and matching
// (findServerDuplicates, texts as a person sees them): artists by e-mail or stage name, songs by
// title within their artist, albums by UPC, or by title within their artist when the row has no
// UPC. A near match counts as found: the server may have kept the text as sent or tidied it.
import type { DataProvider, RaRecord } from 'react-admin';
import { findServerDuplicates, type ExistingRecord } from '../duplicates/findServerDuplicates';
import { serverCheckPlan } from '../duplicates/serverCheckPlan';
import type { Comparable } from '../duplicates/duplicateKeys';
import { readArtists } from '../dryRun/artistReads';
import { readAll } from '../dryRun/catalogueReads';
import type { ImportKind } from '../mapping/importFields';

/** A row to look for: its position in the run and its create body. */
export interface SentRow {
  position: number;
  body: Comparable;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const id = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** A record as the list returns it (songs and albums in snake_case), reduced to what is compared. */
export function comparableRecord(kind: ImportKind, record: RaRecord): ExistingRecord {
  if (kind === 'artists') {
    return { id: Number(record.id), email: text(record.email), stageName: text(record.stageName) };
  }
  return {
    id: Number(record.id),
    artistId: id(record.artist_id ?? record.artistId),
    title: text(record.title),
    upc: text(record.upc),
  };
}

/** The sent rows found among `records`, by position, with the existing record's id. */
export function matchSentRows(
  kind: ImportKind,
  rows: readonly SentRow[],
  records: readonly ExistingRecord[],
): Map<number, number> {
  const asLines = rows.map((row) => ({ line: row.position, body: row.body }));
  const found = new Map<number, number>();
  for (const match of findServerDuplicates(kind, asLines, records)) {
    found.set(match.line, match.existingId);
  }
  if (kind === 'albums') {
    // An album without a UPC is known by its title within its artist (the songs' rule).
    const withoutUpc = asLines.filter((row) => !(row.body.upc ?? '').trim());
    for (const match of findServerDuplicates('songs', withoutUpc, records)) {
      if (!found.has(match.line)) found.set(match.line, match.existingId);
    }
  }
  return found;
}

/** Looks the rows up on the server; a failed read throws (the run then waits, nothing is sent). */
export async function findSentRows(
  dataProvider: DataProvider,
  kind: ImportKind,
  rows: readonly SentRow[],
): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const requests = serverCheckPlan(
    kind,
    rows.map((row) => row.body),
  );
  // The check is not cancelled: the run waits for its answer before it sends anything more.
  const reading = {
    signal: new AbortController().signal,
    onRead: () => undefined,
    onPlanned: () => undefined,
  };
  const found: RaRecord[] =
    kind === 'artists'
      ? await readArtists(dataProvider, requests, reading)
      : await readAll(dataProvider, requests, reading);
  const records = found.map((record) => comparableRecord(kind, record));
  return matchSentRows(kind, rows, records);
}
