// For tests: a label's artists behind a dataProvider that counts its requests, searching and
// paging the way GET /artists does (search: case-insensitive match on stage name and e-mail).
import type { GetListParams, GetManyParams } from 'react-admin';
import type { CatalogueReader } from './catalogueReads';

export interface TestArtist {
  id: number;
  stageName: string;
  email: string;
}

/** `count` artists: "Artist 1" <artist1@example.com>, …, followed by `extra` ones. */
export function testArtists(
  count: number,
  extra: readonly Omit<TestArtist, 'id'>[] = [],
): TestArtist[] {
  const artists: TestArtist[] = Array.from({ length: count }, (_unused, index) => ({
    id: index + 1,
    stageName: `Artist ${index + 1}`,
    email: `artist${index + 1}@example.com`,
  }));
  extra.forEach((artist, index) => artists.push({ ...artist, id: count + index + 1 }));
  return artists;
}

export interface TestCatalogue {
  provider: CatalogueReader;
  /** Every getList and getMany, in order: "search <text>", "page <n> of <perPage>", "many". */
  requests: string[];
  artists: TestArtist[];
}

/**
 * The artists as a server keeping the contract serves them. `beforeAnswer` runs before each
 * list is answered (e.g. to create an artist meanwhile); `pageOf` replaces how a page is cut.
 */
export function testCatalogue(
  artists: TestArtist[],
  options: {
    beforeAnswer?: (request: string) => void;
    pageOf?: (rows: TestArtist[], page: number, perPage: number) => TestArtist[];
  } = {},
): TestCatalogue {
  const requests: string[] = [];
  const cut =
    options.pageOf ??
    ((rows: TestArtist[], page: number, perPage: number) =>
      rows.slice((page - 1) * perPage, page * perPage));
  const provider = {
    getList: async (resource: string, params: GetListParams) => {
      if (resource !== 'artists') throw new Error(`No ${resource} in this catalogue`);
      await Promise.resolve();
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
      const search = typeof params.filter?.search === 'string' ? params.filter.search : '';
      const request = search ? `search ${search}` : `page ${page} of ${perPage}`;
      requests.push(request);
      options.beforeAnswer?.(request);
      const found = artists.filter(
        (artist) =>
          !search ||
          [artist.stageName, artist.email].some((text) =>
            text.toLowerCase().includes(search.toLowerCase()),
          ),
      );
      return { data: cut(found, page, perPage), total: found.length };
    },
    getMany: async (_resource: string, params: GetManyParams) => {
      requests.push('many');
      return { data: artists.filter((artist) => params.ids.includes(artist.id)) };
    },
  };
  return { provider: provider as unknown as CatalogueReader, requests, artists };
}
