// Tag smart-links: an artist's link-in-bio page (platform entries, slug and theme, releases
// offered for pre-save).
import { http } from 'msw';
import type { LinkSettings, Release } from '../../api/types';
import { db, nextId } from '../db/database';
import type { Database, SmartLinkPlatformRow } from '../db/schema';
import { api, fail, intParam, jsonBody, notFound, ok } from '../http';
import { isoDateTime } from '../promotion/dates';
import { DEFAULT_SMART_LINK_THEME } from '../../api/smartLinkTheme';
import { invalid, isInteger, route } from '../promotion/route';
import { readLinkSettings, readPlatforms } from './smartLinks/input';
import * as clock from '../../lib/clock';

const findArtist = (database: Database, id: string | readonly string[] | undefined) => {
  const artistId = intParam(id);
  return database.artists.find((a) => a.id === artistId);
};

/** Streaming before social, then sort_order. */
function platformsOf(database: Database, artistId: number) {
  const typeRank = (row: SmartLinkPlatformRow) => (row.platform_type === 'streaming' ? 0 : 1);
  return database.smartLinkPlatforms
    .filter((p) => p.artist_id === artistId)
    .sort((a, b) => typeRank(a) - typeRank(b) || a.sort_order - b.sort_order || a.id - b.id)
    .map(({ artist_id: _artistId, ...platform }) => platform);
}

function settingsOf(database: Database, artistId: number): LinkSettings {
  const row = database.linkSettings.find((s) => s.artist_id === artistId);
  const artist = database.artists.find((a) => a.id === artistId);
  return {
    link_slug: row?.link_slug ?? artist?.linkSlug ?? null,
    theme: { ...(row?.theme ?? DEFAULT_SMART_LINK_THEME) },
  };
}

/**
 * The artist's albums (typed by album_type) and published songs (type single). Album and song
 * ids are separate sequences: a song whose id equals one of the listed album ids is left out,
 * so a release id always names one release.
 */
function releasesOf(database: Database, artistId: number): Release[] {
  const albums = database.albums.filter((a) => a.artist_id === artistId);
  const albumIds = new Set(albums.map((a) => a.id));
  const coverOf = (songId: number) =>
    albums.find((a) => a.song_ids.includes(songId))?.cover_image_id ?? null;
  const releases: Release[] = albums.map((a) => ({
    id: a.id,
    title: a.title,
    type: a.album_type,
    release_date: a.release_date,
    cover_image_id: a.cover_image_id,
    isrc: null,
  }));
  for (const song of database.songs) {
    if (song.artist_id !== artistId || song.status !== 'published' || albumIds.has(song.id))
      continue;
    releases.push({
      id: song.id,
      title: song.title,
      type: 'single',
      release_date: song.release_date,
      cover_image_id: coverOf(song.id),
      isrc: song.isrc,
    });
  }
  return releases.sort((a, b) => (b.release_date ?? '').localeCompare(a.release_date ?? ''));
}

export const smartLinkHandlers = [
  http.get(
    api('/links/admin/:artistId/platforms'),
    route(({ params }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      return artist ? ok(platformsOf(database, artist.id)) : notFound('Artist');
    }),
  ),

  http.post(
    api('/links/admin/:artistId/platforms/batch'),
    route(async ({ params, request }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      if (!artist) return notFound('Artist');
      const { platforms, errors } = readPlatforms(await jsonBody(request));
      if (errors.length) return invalid(errors);
      let id = nextId('smartLinkPlatforms');
      database.smartLinkPlatforms = [
        ...database.smartLinkPlatforms.filter((p) => p.artist_id !== artist.id),
        ...platforms.map((p) => ({ ...p, id: id++, artist_id: artist.id })),
      ];
      return ok(platformsOf(database, artist.id), { message: 'Platforms saved' });
    }),
  ),

  http.get(
    api('/links/admin/:artistId/settings'),
    route(({ params }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      return artist ? ok(settingsOf(database, artist.id)) : notFound('Artist');
    }),
  ),

  // The slug is unique across artists (409 otherwise) and becomes the artist's linkSlug.
  http.put(
    api('/links/admin/:artistId/settings'),
    route(async ({ params, request }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      if (!artist) return notFound('Artist');
      const stored = database.linkSettings.find((s) => s.artist_id === artist.id);
      const { slug, theme, errors } = readLinkSettings(
        database,
        artist.id,
        await jsonBody(request),
        stored?.theme ?? null,
      );
      if (errors.length) return invalid(errors);
      const taken =
        database.artists.some((a) => a.id !== artist.id && a.linkSlug === slug) ||
        database.linkSettings.some((s) => s.artist_id !== artist.id && s.link_slug === slug);
      if (taken) {
        return fail(409, 'Link slug is already taken', [
          { field: 'link_slug', message: 'Link slug is already taken' },
        ]);
      }
      if (stored) Object.assign(stored, { link_slug: slug, theme });
      else database.linkSettings.push({ artist_id: artist.id, link_slug: slug, theme });
      artist.linkSlug = slug;
      return ok(settingsOf(database, artist.id), { message: 'Smart link saved successfully' });
    }),
  ),

  http.get(
    api('/links/admin/:artistId/releases'),
    route(({ params }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      return artist ? ok(releasesOf(database, artist.id)) : notFound('Artist');
    }),
  ),

  http.post(
    api('/links/admin/:artistId/presave-releases'),
    route(async ({ params, request }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      if (!artist) return notFound('Artist');
      const body = await jsonBody(request);
      const ids = body.release_ids;
      if (!Array.isArray(ids) || ids.length === 0 || !ids.every(isInteger)) {
        return invalid([{ field: 'release_ids', message: 'Select at least one release' }]);
      }
      const known = new Set(releasesOf(database, artist.id).map((r) => r.id));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length) {
        return invalid([
          { field: 'release_ids', message: `Not releases of this artist: ${unknown.join(', ')}` },
        ]);
      }
      const releaseIds = [...new Set(ids)];
      const now = isoDateTime(clock.now());
      for (const releaseId of releaseIds) {
        if (
          !database.presaves.some((p) => p.artist_id === artist.id && p.release_id === releaseId)
        ) {
          database.presaves.push({ artist_id: artist.id, release_id: releaseId, created_at: now });
        }
      }
      return ok({ release_ids: releaseIds }, { message: 'Pre-save links generated' });
    }),
  ),
];
