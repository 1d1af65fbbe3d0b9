// Reading the whole catalogue for the checks through the dataProvider's paged lists (the contract
// has no health endpoint): every page of artists, songs, albums and campaigns, a few requests at
// a time, then the smart-link platforms of each artist who has a link page (the contract only
// reads them one artist at a time). Progress is told by kind, and an AbortSignal stops it all.
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { Artist } from '@/api/types';
import { now } from '@/lib/clock';
import type { ArtistSmartLinks, CatalogueData, HealthKind } from '../model/types';
import { abortable, createPool, throwIfAborted } from './requestPool';

/** The kinds read as paged lists, in the order their first pages are asked for. */
export const LIST_KINDS = ['artists', 'songs', 'albums', 'campaigns'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** The part of the app's dataProvider the read uses. */
export interface CatalogueReader {
  getList(resource: string, params: GetListParams): Promise<GetListResult>;
  getSmartLinkPlatforms(artistId: number): Promise<{ data: ArtistSmartLinks['platforms'] }>;
}

/** "Checking 1,200 of 30,000 songs". */
export interface ReadProgress {
  kind: HealthKind;
  done: number;
  total: number;
}

/** Where the records go as they are read (a worker, or arrays in the page). */
export interface CatalogueSink {
  add(kind: HealthKind, rows: readonly unknown[]): void;
}

export interface ReadOptions {
  onProgress?: (progress: ReadProgress[]) => void;
  signal?: AbortSignal;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Wait before the one retry of a request that failed on the server's side or the network's. */
  retryDelayMs?: number;
}

export interface ReadSummary {
  today: string;
  checked: Record<HealthKind, number>;
}

/**
 * A page as large as the contract allows (limit ≤ 1000 on every paged list): fewer requests,
 * and a page of 1,000 artists (~2 MB) is still parsed in a few milliseconds.
 */
const PAGE_SIZE = 1000;
const CONCURRENCY = 3;
const RETRY_DELAY_MS = 1000;

/**
 * Oldest first: a record created during the read lands after the pages already read instead of
 * pushing every later page's rows down by one (newest first would read one row twice and, at a
 * deletion, miss one). Ids read twice are dropped anyway.
 */
const SORT: Record<ListKind, string> = {
  artists: 'createdAt',
  songs: 'created_at',
  albums: 'created_at',
  campaigns: 'id',
};

/** Today on the app's clock, as the contract's dates are written (UTC). */
export const todayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const hasLinkPage = (artist: Artist): boolean =>
  typeof artist.linkSlug === 'string' && artist.linkSlug.trim() !== '';

/**
 * Reads the catalogue into `openSink(totals)`'s sink, opened once the first page of every list has
 * told its total (the caller may choose where to check by the size).
 */
export async function readCatalogueInto(
  reader: CatalogueReader,
  openSink: (totals: Record<ListKind, number>) => CatalogueSink,
  options: ReadOptions = {},
): Promise<ReadSummary> {
  const { signal } = options;
  const pool = createPool(options.concurrency ?? CONCURRENCY, signal);
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const progress = new Map<HealthKind, ReadProgress>();
  const seen = new Map<HealthKind, Set<number>>(
    [...LIST_KINDS, 'smartLinks' as const].map((kind) => [kind, new Set<number>()]),
  );
  const linkPages: { id: number; name: string }[] = [];
  const tell = () => options.onProgress?.([...progress.values()].map((p) => ({ ...p })));

  let sink: CatalogueSink | null = null;
  const buffered: { kind: ListKind; rows: RaRecord[] }[] = [];

  /** A page's new rows: to the sink (or kept until it opens), counted, artists' links noted. */
  const take = (kind: ListKind, rows: RaRecord[]) => {
    const ids = seen.get(kind) as Set<number>;
    const fresh = rows.filter((row) => {
      const id = Number(row.id);
      if (ids.has(id)) return false;
      ids.add(id);
      return true;
    });
    if (kind === 'artists') {
      for (const artist of fresh as Artist[]) {
        if (hasLinkPage(artist)) linkPages.push({ id: artist.id, name: artist.stageName });
      }
    }
    if (sink) sink.add(kind, fresh);
    else buffered.push({ kind, rows: fresh });
    const entry = progress.get(kind);
    if (entry) entry.done = ids.size;
    tell();
  };

  const page = (kind: ListKind, number: number) =>
    pool.run(() =>
      withRetry(
        () =>
          reader.getList(kind, {
            pagination: { page: number, perPage: PAGE_SIZE },
            sort: { field: SORT[kind], order: 'ASC' },
            filter: {},
            signal,
          }),
        signal,
        retryDelayMs,
      ),
    );

  const totals = {} as Record<ListKind, number>;
  await Promise.all(
    LIST_KINDS.map(async (kind) => {
      const first = await page(kind, 1);
      const total = first.total ?? first.data.length;
      totals[kind] = total;
      progress.set(kind, { kind, done: 0, total });
      take(kind, first.data);
    }),
  );
  // Every list's size is known: the order of the progress is the lists', whatever answered first.
  const ordered = new Map(LIST_KINDS.map((kind) => [kind, progress.get(kind) as ReadProgress]));
  progress.clear();
  for (const [kind, entry] of ordered) progress.set(kind, entry);
  sink = openSink(totals);
  for (const { kind, rows } of buffered.splice(0)) sink.add(kind, rows);

  await Promise.all(
    LIST_KINDS.flatMap((kind) =>
      Array.from({ length: Math.ceil(totals[kind] / PAGE_SIZE) - 1 }, (_, i) =>
        page(kind, i + 2).then((result) => take(kind, result.data)),
      ),
    ),
  );

  // Last, as it may be thousands of small requests: only artists with a link page have any.
  const links: HealthKind = 'smartLinks';
  progress.set(links, { kind: links, done: 0, total: linkPages.length });
  tell();
  const linksRead = seen.get(links) as Set<number>;
  await Promise.all(
    linkPages.map((artist) =>
      pool
        .run(() => withRetry(() => reader.getSmartLinkPlatforms(artist.id), signal, retryDelayMs))
        .then(({ data }) => {
          const found: ArtistSmartLinks = {
            artistId: artist.id,
            artistName: artist.name,
            platforms: data,
          };
          (sink as CatalogueSink).add(links, [found]);
          linksRead.add(artist.id);
          (progress.get(links) as ReadProgress).done = linksRead.size;
          tell();
        }),
    ),
  );
  throwIfAborted(signal);

  return {
    today: todayOf(now()),
    checked: {
      artists: seen.get('artists')?.size ?? 0,
      songs: seen.get('songs')?.size ?? 0,
      albums: seen.get('albums')?.size ?? 0,
      campaigns: seen.get('campaigns')?.size ?? 0,
      smartLinks: linksRead.size,
    },
  };
}

/** The whole catalogue in the page's memory (the demo label, tests). */
export async function readCatalogue(
  reader: CatalogueReader,
  options: ReadOptions = {},
): Promise<CatalogueData> {
  const data: Omit<CatalogueData, 'today'> = {
    artists: [],
    songs: [],
    albums: [],
    campaigns: [],
    smartLinks: [],
  };
  const summary = await readCatalogueInto(reader, () => collectInto(data), options);
  return { ...data, today: summary.today };
}

/** A sink that appends to arrays (the records are the API's, as read). */
export function collectInto(data: Omit<CatalogueData, 'today'>): CatalogueSink {
  return {
    add(kind, rows) {
      const target = data[kind] as unknown[];
      for (const row of rows) target.push(row);
    },
  };
}

/** A request refused for good: a 4xx (a 401 has signed the user out; retrying changes nothing). */
const isFinal = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** One more try after a server's or the network's failure: one blip must not end a long read. */
async function withRetry<T>(
  request: () => Promise<T>,
  signal: AbortSignal | undefined,
  delayMs: number,
): Promise<T> {
  try {
    return await abortable(request(), signal);
  } catch (error) {
    if (signal?.aborted || isFinal(error)) throw error;
    await abortable(new Promise((resolve) => setTimeout(resolve, delayMs)), signal);
    return abortable(request(), signal);
  }
}
