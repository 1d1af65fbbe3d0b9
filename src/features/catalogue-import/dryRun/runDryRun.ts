// The dry run: every row checked with the forms' rules, then against the rest of the file and
// the catalogue, giving the ImportPlan the run takes. It reads (vocabularies, the artists the
// rows name, the records the rows could repeat) and never writes. The number of reads grows with
// the distinct artists, e-mails and names in the file (serverCheckPlan), not with its rows; the
// artists are read whole instead when that takes fewer requests (readArtists).
import type { RaRecord } from 'react-admin';
import type { AlbumTypeOption, Genre, SingingLanguage } from '@/api/types';
import type { LabelDataProvider } from '@/providers/data';
import { findDuplicatesInFile } from '../duplicates/findDuplicatesInFile';
import { findServerDuplicates, type ExistingRecord } from '../duplicates/findServerDuplicates';
import { artistReferencePlan, serverCheckPlan } from '../duplicates/serverCheckPlan';
import { rowValues, type ColumnMapping } from '../mapping/guessMapping';
import type { FieldsOf, ImportKind } from '../mapping/importFields';
import type { ParsedCsv } from '../parse/parseCsv';
import type { ImportPlan, ImportReason, PlannedRow } from '../run/importPlan';
import { artistLookup, type FindArtist } from '../validate/artistLookup';
import type { RowError } from '../validate/rowErrors';
import { rowValidator, type CreateBodies } from '../validate/validateRow';
import { readArtists } from './artistReads';
import { DryRunCancelled, readAll, type PlannedRead } from './catalogueReads';

export interface DryRunInput<K extends ImportKind> {
  kind: K;
  fileName: string;
  parsed: ParsedCsv;
  mapping: ColumnMapping<K>;
}

export interface DryRunProgress {
  /**
   * `lists`: the vocabularies; `rows`: the rows checked with the forms' rules (done and total
   * count rows); `catalogue`: the artists named and the possible duplicates (they count reads).
   */
  phase: 'lists' | 'rows' | 'catalogue';
  done: number;
  /** Reads known so far: the duplicate checks are added once the rows are validated. */
  total: number;
}

export interface DryRunOptions {
  signal: AbortSignal;
  onProgress: (progress: DryRunProgress) => void;
}

const SERVER_DUPLICATE = 'app.catalogue_import.server_duplicates';
const NEAR_SERVER_DUPLICATE = 'app.catalogue_import.server_duplicates.near';

interface Vocabularies {
  genres: Genre[];
  singingLanguages: SingingLanguage[];
  albumTypes: AlbumTypeOption[];
}

async function loadVocabularies(
  dataProvider: LabelDataProvider,
  kind: ImportKind,
): Promise<Vocabularies> {
  // Each kind reads only the lists its rows can name.
  const [genres, singingLanguages, albumTypes] = await Promise.all([
    kind === 'artists' ? dataProvider.getGenres().then((r) => r.data) : [],
    kind === 'artists' ? dataProvider.getSingingLanguages().then((r) => r.data) : [],
    kind === 'albums' ? dataProvider.getAlbumTypes().then((r) => r.data) : [],
  ]);
  return { genres, singingLanguages, albumTypes };
}

/** What an existing record is compared by, from the record as the dataProvider gives it. */
function comparable(kind: ImportKind, record: RaRecord): ExistingRecord {
  const id = Number(record.id);
  if (kind === 'artists') {
    return { id, email: record.email as string, stageName: record.stageName as string };
  }
  if (kind === 'songs') {
    return { id, artistId: record.artist_id as number, title: record.title as string };
  }
  return { id, upc: (record.upc as string | null) ?? null };
}

/** Rows checked between two breaths of the page: a 5,000-row file never holds it long. */
export const ROWS_PER_SLICE = 500;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Lets the page paint and hear Cancel before the next step. */
async function breathe(signal: AbortSignal): Promise<void> {
  await nextTask();
  if (signal.aborted) throw new DryRunCancelled();
}

async function checkRows<R>(
  rows: readonly string[][],
  check: (cells: string[]) => R,
  { signal, onChecked }: { signal: AbortSignal; onChecked: (done: number) => void },
): Promise<{ line: number; cells: string[]; result: R }[]> {
  const checked: { line: number; cells: string[]; result: R }[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    // The page paints the progress and hears Cancel between slices.
    await nextTask();
    if (signal.aborted) throw new DryRunCancelled();
    rows.slice(start, start + ROWS_PER_SLICE).forEach((cells, offset) => {
      const index = start + offset;
      checked.push({ line: index + 2, cells, result: check(cells) });
    });
    onChecked(Math.min(rows.length, start + ROWS_PER_SLICE));
  }
  return checked;
}

export async function runDryRun<K extends ImportKind>(
  dataProvider: LabelDataProvider,
  input: DryRunInput<K>,
  { signal, onProgress }: DryRunOptions,
): Promise<ImportPlan<K>> {
  const { kind, parsed, mapping } = input;
  onProgress({ phase: 'lists', done: 0, total: 0 });
  const vocabularies = await loadVocabularies(dataProvider, kind);

  // The artists songs and albums name, by stage name or id.
  let reads: PlannedRead[] = [];
  const artistColumn = (mapping as (string | null)[]).indexOf('artist');
  if (kind !== 'artists' && artistColumn >= 0) {
    const plan = artistReferencePlan(parsed.rows.map((row) => row[artistColumn] ?? ''));
    reads = plan.many ? [...plan.lists, plan.many] : plan.lists;
  }
  let done = 0;
  let total = 0;
  const reading = {
    signal,
    onRead: () => {
      done += 1;
      onProgress({ phase: 'catalogue', done, total });
    },
    onPlanned: (count: number) => {
      total += count;
      onProgress({ phase: 'catalogue', done, total });
    },
  };
  onProgress({ phase: 'catalogue', done, total });
  const artists = await readArtists(dataProvider, reads, reading);
  // An artist two reads returned (by name and by id) is one artist, not an ambiguous name.
  const findArtist: FindArtist = artistLookup(
    [...new Map(artists.map((artist) => [Number(artist.id), artist])).values()].map((artist) => ({
      id: Number(artist.id),
      stageName: String(artist.stageName ?? ''),
    })),
  );

  const validate = rowValidator({ ...vocabularies, findArtist })[kind] as (
    values: Partial<Record<FieldsOf[K], string>>,
  ) => { ok: true; body: CreateBodies[K] } | { ok: false; errors: RowError[] };
  const checked = await checkRows(parsed.rows, (cells) => validate(rowValues(mapping, cells)), {
    signal,
    onChecked: (rowsDone) =>
      onProgress({ phase: 'rows', done: rowsDone, total: parsed.rows.length }),
  });
  const valid = checked.flatMap(({ line, result }) =>
    result.ok ? [{ line, body: result.body }] : [],
  );

  // Each comparison of a 20,000-row file takes a while: the page breathes between them.
  await breathe(signal);
  const inFile = new Map(findDuplicatesInFile(kind, valid).map((d) => [d.line, d]));
  const unique = valid.filter(({ line }) => !inFile.has(line));
  await breathe(signal);
  const checks = serverCheckPlan(
    kind,
    unique.map(({ body }) => body),
  );
  // Artists may be read whole; songs and albums are one list per artist, whatever the label's size.
  let found: RaRecord[];
  if (kind === 'artists') found = await readArtists(dataProvider, checks, reading);
  else {
    reading.onPlanned(checks.length);
    found = await readAll(dataProvider, checks, reading);
  }
  const existing = found.map((record) => comparable(kind, record));
  await breathe(signal);
  const onServer = new Map(findServerDuplicates(kind, unique, existing).map((d) => [d.line, d]));
  await breathe(signal);

  const rows = checked.map(({ line, cells, result }): PlannedRow<K> => {
    if (!result.ok) return { line, cells, fate: 'refused', reasons: result.errors };
    const repeated = inFile.get(line);
    if (repeated) {
      const reason: ImportReason = {
        message: repeated.message,
        args: repeated.args,
        field: repeated.field,
      };
      return { line, cells, fate: 'duplicate', reasons: [reason] };
    }
    const existingMatch = onServer.get(line);
    if (existingMatch) {
      const { field, existingId, near, existing: text } = existingMatch;
      const reason: ImportReason = near
        ? {
            message: `${NEAR_SERVER_DUPLICATE}.${field}`,
            args: { id: existingId, existing: text },
            field,
          }
        : { message: `${SERVER_DUPLICATE}.${field}`, args: { id: existingId }, field };
      return { line, cells, fate: 'duplicate', reasons: [reason], existingId };
    }
    return { line, cells, fate: 'create', body: result.body };
  });
  return {
    kind,
    fileName: input.fileName,
    separator: parsed.delimiter,
    headers: parsed.headers,
    columns: [...mapping],
    rows,
  };
}
