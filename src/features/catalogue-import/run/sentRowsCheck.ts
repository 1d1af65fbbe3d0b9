// Rows sent before a reload (or a lost connection) whose answer never arrived may have been
// created. Before sending them again they are looked for on the server with the dry run's own
// reads (serverCheckPlan) and exact matching (findServerDuplicates): artists by e-mail or stage
// name, songs by title within their artist, albums by UPC, or by title within their artist when
// the row has no UPC.
import type { DataProvider, RaRecord } from 'react-admin';
import { runLimited } from '../../../lib/bulkEdit/engine';
import { findServerDuplicates, type ExistingRecord } from '../duplicates/findServerDuplicates';
import { serverCheckPlan, type PlannedList } from '../duplicates/serverCheckPlan';
import type { Comparable } from '../duplicates/duplicateKeys';
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

const PAGE = 1000;
/** A search that matches more than this is not paged further: the exact match is on what came. */
const MAX_PAGES = 5;

async function readAll(dataProvider: DataProvider, request: PlannedList): Promise<RaRecord[]> {
  const records: RaRecord[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data, total } = await dataProvider.getList(request.resource, {
      pagination: { page, perPage: PAGE },
      sort: { field: 'id', order: 'ASC' },
      filter: request.filter,
    });
    records.push(...data);
    if (data.length < PAGE || (typeof total === 'number' && records.length >= total)) break;
  }
  return records;
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
  ).map((request, index) => ({ ...request, id: index }));
  const outcomes = await runLimited(requests, (request) => readAll(dataProvider, request), 3);
  const records: ExistingRecord[] = [];
  for (const outcome of outcomes) {
    if (!outcome.ok) throw outcome.error;
    records.push(...outcome.value.map((record) => comparableRecord(kind, record)));
  }
  return matchSentRows(kind, rows, records);
}
