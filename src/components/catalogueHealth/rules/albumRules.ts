// Rules about albums: a release's barcode (missing, malformed, shared), its cover and tracks,
// and a status that contradicts its release date.
import { upcProblem } from '@/lib/upc';
import type { HealthRule } from '../model/types';
import { albumFinding, blank, sharingKey, shown } from './helpers';

/** Published albums whose UPC is blank (null, empty or only spaces). */
export const albumPublishedWithoutUpc: HealthRule = {
  id: 'albums.published_without_upc',
  kind: 'albums',
  fix: { type: 'inline', field: 'upc' },
  check: ({ albums }) =>
    albums
      .filter((album) => album.status === 'published' && blank(album.upc))
      .map((album) => albumFinding(album)),
};

/**
 * Albums of any status whose UPC the album form refuses (`upcProblem`: once trimmed, not only
 * digits, longer than 20, or a 12- or 13-digit code with a wrong check digit). A blank UPC is
 * not malformed. Value: the UPC as stored.
 */
export const albumUpcMalformed: HealthRule = {
  id: 'albums.upc_malformed',
  kind: 'albums',
  fix: { type: 'inline', field: 'upc' },
  check: ({ albums }) =>
    albums
      .filter((album) => upcProblem(album.upc) !== null)
      .map((album) => albumFinding(album, album.upc)),
};

/**
 * Every album of each set of two or more albums (any status) with the same UPC once trimmed
 * (blank UPCs excepted). Value: the UPC as stored on that album.
 */
export const albumUpcDuplicate: HealthRule = {
  id: 'albums.upc_duplicate',
  kind: 'albums',
  fix: { type: 'inline', field: 'upc' },
  check: ({ albums }) =>
    sharingKey(albums, (album) => shown(album.upc)?.trim() ?? null).map((album) =>
      albumFinding(album, album.upc),
    ),
};

/** Albums of any status with no cover (`cover_image_id` null). */
export const albumWithoutCover: HealthRule = {
  id: 'albums.without_cover',
  kind: 'albums',
  fix: { type: 'record' },
  check: ({ albums }) =>
    albums.filter((album) => album.cover_image_id == null).map((album) => albumFinding(album)),
};

/** Albums of any status with no track (an empty `songs` list). */
export const albumWithoutTracks: HealthRule = {
  id: 'albums.without_tracks',
  kind: 'albums',
  fix: { type: 'record' },
  check: ({ albums }) =>
    albums.filter((album) => album.songs.length === 0).map((album) => albumFinding(album)),
};

/**
 * Draft albums whose release date is before today (today itself is not past): released on
 * paper, never published. Value: the release date. The albums' bulk edit sets the status.
 */
export const albumDraftPastRelease: HealthRule = {
  id: 'albums.draft_past_release',
  kind: 'albums',
  fix: { type: 'bulk', resource: 'albums' },
  check: ({ albums, today }) =>
    albums
      .filter((album) => album.status === 'draft' && !blank(album.release_date))
      .filter((album) => (album.release_date ?? '') < today)
      .map((album) => albumFinding(album, album.release_date)),
};

/**
 * Published albums whose release date is after today (today itself is not future): announced,
 * yet marked published. Value: the release date. The albums' bulk edit sets the status.
 */
export const albumPublishedFutureRelease: HealthRule = {
  id: 'albums.published_future_release',
  kind: 'albums',
  fix: { type: 'bulk', resource: 'albums' },
  check: ({ albums, today }) =>
    albums
      .filter((album) => album.status === 'published' && !blank(album.release_date))
      .filter((album) => (album.release_date ?? '') > today)
      .map((album) => albumFinding(album, album.release_date)),
};
