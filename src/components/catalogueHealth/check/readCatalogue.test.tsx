// Reading the catalogue for the checks on the demo API (msw/node): every page of every list, a
// few requests at a time, the platforms of artists with a link page only, progress by kind, a
// stop, and a failure that ends the read. (.tsx: the session and the fake API need the DOM.)
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { createApiClient } from '@/api/client';
import { db } from '@/mocks/db/database';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { addLargeLabel } from '@/mocks/seed/largeLabel';
import { now } from '@/lib/clock';
import { createDataProvider } from '@/providers/data';
import { readCatalogue, todayOf, type CatalogueReader, type ReadProgress } from './readCatalogue';
import { isAbortError } from './requestPool';

/** The dataProvider, with the calls it is asked counted and how many are in flight at once. */
function watchedReader() {
  const provider = createDataProvider(createApiClient());
  const calls: string[] = [];
  let inFlight = 0;
  const seen = { most: 0 };
  const watched = <T,>(name: string, call: () => Promise<T>): Promise<T> => {
    calls.push(name);
    inFlight += 1;
    seen.most = Math.max(seen.most, inFlight);
    return call().finally(() => {
      inFlight -= 1;
    });
  };
  const reader: CatalogueReader = {
    getList: (resource, params) =>
      watched(`${resource} ${params.pagination?.page ?? ''}`, () =>
        provider.getList(resource, params),
      ),
    getSmartLinkPlatforms: (artistId) =>
      watched(`platforms ${artistId}`, () => provider.getSmartLinkPlatforms(artistId)),
  };
  return { reader, calls, seen };
}

/** More than a page (1,000) of artists and songs: the label grows by 1,100 artists, no links. */
function growLabel() {
  const database = db();
  const before = database.artists.length;
  addLargeLabel(database, now(), { artists: 1100, songsPerArtist: 1, albumsPerArtist: 0 });
  for (const artist of database.artists.slice(before)) artist.linkSlug = null;
}

const lastOf = (progress: ReadProgress[][], kind: string) =>
  progress.at(-1)?.find((entry) => entry.kind === kind);

beforeEach(async () => {
  await signInForTest();
});

describe('readCatalogue', () => {
  it('reads every record of every list, page after page, and the links of artists who have a page', async () => {
    growLabel();
    const { reader, calls } = watchedReader();
    const data = await readCatalogue(reader);
    const database = db();

    expect(data.artists.map((a) => a.id).sort((a, b) => a - b)).toEqual(
      database.artists.map((a) => a.id).sort((a, b) => a - b),
    );
    expect(data.songs).toHaveLength(database.songs.length);
    expect(new Set(data.songs.map((s) => s.id)).size).toBe(database.songs.length);
    expect(data.albums).toHaveLength(database.albums.length);
    expect(data.campaigns).toHaveLength(database.campaigns.length);
    expect(calls.filter((call) => call.startsWith('artists '))).toEqual(['artists 1', 'artists 2']);
    expect(calls.filter((call) => call.startsWith('songs '))).toEqual(['songs 1', 'songs 2']);

    const withPage = database.artists.filter((a) => a.linkSlug);
    expect(data.smartLinks.map((links) => links.artistId).sort((a, b) => a - b)).toEqual(
      withPage.map((a) => a.id).sort((a, b) => a - b),
    );
    expect(calls.filter((call) => call.startsWith('platforms'))).toHaveLength(withPage.length);
    const first = withPage[0];
    expect(data.smartLinks.find((links) => links.artistId === first.id)).toMatchObject({
      artistName: first.stageName,
      platforms: database.smartLinkPlatforms
        .filter((p) => p.artist_id === first.id)
        .map((p) => expect.objectContaining({ id: p.id })),
    });
    expect(data.today).toBe(todayOf(now()));
  });

  it('keeps at most three requests in flight', async () => {
    growLabel();
    const { reader, seen } = watchedReader();
    await readCatalogue(reader);
    expect(seen.most).toBeLessThanOrEqual(3);
    expect(seen.most).toBeGreaterThan(1);
  });

  it('tells its progress by kind, each kind up to its total', async () => {
    growLabel();
    const { reader } = watchedReader();
    const progress: ReadProgress[][] = [];
    await readCatalogue(reader, { onProgress: (p) => progress.push(p) });
    const database = db();

    expect(progress.at(-1)?.map((entry) => entry.kind)).toEqual([
      'artists',
      'songs',
      'albums',
      'campaigns',
      'smartLinks',
    ]);
    expect(lastOf(progress, 'songs')).toEqual({
      kind: 'songs',
      done: database.songs.length,
      total: database.songs.length,
    });
    const links = database.artists.filter((a) => a.linkSlug).length;
    expect(lastOf(progress, 'smartLinks')).toEqual({
      kind: 'smartLinks',
      done: links,
      total: links,
    });
    // "Checking 1,000 of 1,379 songs" was told on the way.
    expect(
      progress.some((p) =>
        p.some((e) => e.kind === 'songs' && e.done > 0 && e.done < database.songs.length),
      ),
    ).toBe(true);
  });

  it('stops when cancelled, starting no more requests', async () => {
    growLabel();
    const { reader, calls } = watchedReader();
    const controller = new AbortController();
    let callsAtCancel = 0;
    const reading = readCatalogue(reader, {
      signal: controller.signal,
      onProgress: () => {
        if (controller.signal.aborted) return;
        callsAtCancel = calls.length;
        controller.abort();
      },
    });
    const error: unknown = await reading.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    // Let what was in flight come back: nothing new has left meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.length).toBe(callsAtCancel);
    expect(calls.some((call) => call.startsWith('platforms'))).toBe(false);
  });

  it('fails when a list keeps failing on the server, after one more try', async () => {
    let songRequests = 0;
    server.use(
      http.get(api('/songs'), () => {
        songRequests += 1;
        return fail(503, 'Down for maintenance');
      }),
    );
    const { reader } = watchedReader();
    const error: unknown = await readCatalogue(reader, { retryDelayMs: 0 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 503 });
    expect(songRequests).toBe(2);
  });

  it('goes on when a request fails once', async () => {
    let failed = false;
    server.use(
      http.get(api('/albums'), () => {
        if (failed) return undefined;
        failed = true;
        return fail(502, 'Bad gateway');
      }),
    );
    const { reader } = watchedReader();
    const data = await readCatalogue(reader, { retryDelayMs: 0 });
    expect(data.albums).toHaveLength(db().albums.length);
  });
});
