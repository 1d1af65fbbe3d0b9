// The four kinds of record the global search finds, in the order their groups show: which
// resource answers, in which order, and how a found record reads and where it leads.
import type { Identifier, RaRecord, SortPayload, TranslateFunction } from 'react-admin';
import type { Album, Artist, Campaign, Song } from '../../api/types';
import { albumPath } from '../../resources/albums/paths';
import { artistPath } from '../../resources/artists/paths';
import { campaignPostsPath } from '../../resources/campaigns/paths';
import { songPath } from '../../resources/songs/paths';

export type SearchKindName = 'artists' | 'songs' | 'albums' | 'campaigns';

export interface SearchResult {
  /** Unique across kinds: also the option's element id suffix. */
  key: string;
  kind: SearchKindName;
  id: Identifier;
  name: string;
  /** The artist (songs, albums, campaigns) and the status, as one line. */
  detail: string;
  path: string;
}

export interface SearchKind {
  name: SearchKindName;
  resource: string;
  sort: SortPayload;
  toResult: (record: RaRecord, translate: TranslateFunction) => SearchResult;
}

/** Spec: 5 results per kind. */
export const RESULTS_PER_KIND = 5;

const statusText = (translate: TranslateFunction, prefix: string, status: string | undefined) =>
  status ? translate(`${prefix}.${status}`, { _: status }) : '';

const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** Every kind is read from the resource of its own name and sorted by the name it shows. */
const searchKind = <T extends RaRecord & { status?: string }>(spec: {
  name: SearchKindName;
  sortField: string;
  statusPrefix: string;
  nameOf: (record: T) => string;
  /** Kinds that belong to an artist name it first on the detail line. */
  artistOf?: (record: T) => string;
  pathOf: (record: T) => string;
}): SearchKind => ({
  name: spec.name,
  resource: spec.name,
  sort: { field: spec.sortField, order: 'ASC' },
  toResult: (record, translate) => {
    const found = record as T;
    return {
      key: `${spec.name}-${found.id}`,
      kind: spec.name,
      id: found.id,
      name: spec.nameOf(found),
      detail: line(spec.artistOf?.(found), statusText(translate, spec.statusPrefix, found.status)),
      path: spec.pathOf(found),
    };
  },
});

export const SEARCH_KINDS: readonly SearchKind[] = [
  searchKind<Artist>({
    name: 'artists',
    sortField: 'stageName',
    statusPrefix: 'app.artists.status',
    nameOf: (artist) => artist.stageName,
    pathOf: (artist) => artistPath(artist.id),
  }),
  searchKind<Song>({
    name: 'songs',
    sortField: 'title',
    statusPrefix: 'app.catalogue.status',
    nameOf: (song) => song.title,
    artistOf: (song) => song.artist_name,
    pathOf: (song) => songPath(song.id),
  }),
  searchKind<Album>({
    name: 'albums',
    sortField: 'title',
    statusPrefix: 'app.catalogue.status',
    nameOf: (album) => album.title,
    artistOf: (album) => album.artist_name,
    pathOf: (album) => albumPath(album.id),
  }),
  searchKind<Campaign>({
    name: 'campaigns',
    sortField: 'name',
    statusPrefix: 'app.campaigns.screen.status',
    nameOf: (campaign) => campaign.name,
    artistOf: (campaign) => campaign.artist_name,
    // A campaign has no page of its own: the Promo Campaigns screen opens its posts.
    pathOf: (campaign) => campaignPostsPath({ campaignId: campaign.id }),
  }),
];
