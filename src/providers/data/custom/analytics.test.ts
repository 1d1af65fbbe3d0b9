import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { api, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import { createDataProvider } from '..';

beforeEach(signInForTest);

const FROM = '2025-12-01';
const PAGE = 1000;

/** The day `n` days before 2027-05-31, as YYYY-MM-DD. */
const daysBefore = (n: number) =>
  new Date(Date.UTC(2027, 4, 31) - n * 86_400_000).toISOString().slice(0, 10);

/**
 * A server of `total` albums sorted by release date, newest first: album i released i days
 * before 2027-05-31 (`undatedFirst` of them first, without a date). Records the pages asked.
 */
function albumsServer(
  total: number,
  options: { undatedFirst?: number; ignorePage?: boolean } = {},
) {
  const pages: number[] = [];
  const undated = options.undatedFirst ?? 0;
  const album = (i: number) => ({
    id: i + 1,
    release_date: i < undated ? null : daysBefore(i - undated),
  });
  server.use(
    http.get(api('/albums'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const page = options.ignorePage ? 1 : Number(params.get('page'));
      const limit = Number(params.get('limit'));
      pages.push(Number(params.get('page')));
      const first = (page - 1) * limit;
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - first)) }, (_, k) =>
        album(first + k),
      );
      return ok(rows, { extra: { total } });
    }),
  );
  return pages;
}

describe('getAlbumReleases', () => {
  it('stops at the first page that reaches an album released before the window', async () => {
    // 2027-05-31 back to 2025-12-01 is 546 days: the window ends inside page 1 of 1000.
    const pages = albumsServer(5 * PAGE);
    const { data } = await createDataProvider().getAlbumReleases(FROM);

    expect(pages).toEqual([1]);
    expect(data).toMatchObject({ complete: true, unordered: false, requests: 1 });
    expect(data.dates).toHaveLength(547);
    expect(data.dates.every((date) => date >= FROM)).toBe(true);
  });

  it('skips albums without a release date, even when the server sorts them first', async () => {
    const pages = albumsServer(3 * PAGE, { undatedFirst: 1500 });
    const { data } = await createDataProvider().getAlbumReleases(FROM);

    expect(pages).toEqual([1, 2, 3]);
    expect(data).toMatchObject({ complete: true, unordered: false });
    expect(data.dates).toHaveLength(547);
  });

  it('reads ten pages at most, and then says the count is partial', async () => {
    // Every album within the window's last day: no page ever reaches its start.
    const pages = albumsServer(20 * PAGE, { undatedFirst: 20 * PAGE });
    const { data } = await createDataProvider().getAlbumReleases(FROM);

    expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(data).toMatchObject({ complete: false, read: 10 * PAGE, total: 20 * PAGE });
  });

  it('stops, partial, when a server ignores the page and answers the first one again', async () => {
    const pages = albumsServer(3 * PAGE, { undatedFirst: 1200, ignorePage: true });
    const { data } = await createDataProvider().getAlbumReleases(FROM);

    expect(pages).toEqual([1, 2]);
    expect(data).toMatchObject({ complete: false, read: PAGE });
  });
});
