// The fields a list may be sorted by (the sortBy query parameter of GET /artists, /songs and
// /albums). The app asks for another field's order only by sorting the rows itself, and the demo
// API refuses any other field, as the real API does; both read these lists.
import { contractList } from './contractList';
import type { operations } from './schema';
import type { CatalogueSortField } from './types';

/** GET /artists's sortBy, which the contract writes inline rather than as a named schema. */
export type ArtistSortField = NonNullable<
  NonNullable<operations['listArtists']['parameters']['query']>['sortBy']
>;

export const ARTIST_SORT_FIELDS = contractList<ArtistSortField>()([
  'createdAt',
  'stageName',
  'realName',
  'email',
  'status',
]);

export const CATALOGUE_SORT_FIELDS = contractList<CatalogueSortField>()([
  'created_at',
  'title',
  'release_date',
]);
