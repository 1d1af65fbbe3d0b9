// The album payload (AlbumCreate / AlbumUpdate, camelCase) checked and turned into row changes.
import { ALBUM_TYPES } from '@/api/albumTypes';
import { CATALOGUE_STATUSES } from '@/api/catalogueStatuses';
import type { FieldError } from '@/api/types';
import type { AlbumRow, Database } from '../../db/schema';
import { readArtistId } from '../common/catalogue';
import { Fields } from '../common/fields';

type AlbumPatch = Partial<Omit<AlbumRow, 'id' | 'created_at'>>;

export function readAlbumInput(
  body: Record<string, unknown>,
  database: Database,
  existing?: AlbumRow,
): { patch: AlbumPatch; errors: FieldError[] } {
  const f = new Fields(body);
  const creating = !existing;
  const patch: AlbumPatch = {};

  const artistId = readArtistId(f, database, creating);
  if (artistId !== undefined) patch.artist_id = artistId;
  if (creating || f.has('title')) {
    patch.title = f.requiredText('title', 'Album title', 255, 'Album title is required');
  }
  const description = f.text('description', 'Description', 1000);
  if (description !== undefined) patch.description = description;
  const upc = f.text('upc', 'UPC', 20);
  if (upc && !/^\d+$/.test(upc)) f.error('upc', 'UPC must contain digits only');
  else if (upc !== undefined) patch.upc = upc;
  const releaseDate = f.date('releaseDate', 'Release date');
  if (releaseDate !== undefined) patch.release_date = releaseDate;
  patch.album_type =
    f.oneOf('albumType', 'Album type', ALBUM_TYPES) ?? (creating ? 'single' : undefined);
  patch.status =
    f.oneOf('status', 'Status', CATALOGUE_STATUSES) ?? (creating ? 'draft' : undefined);
  const songIds = f.idList('songIds', 'Songs');
  if (songIds !== undefined) patch.song_ids = songIds;
  else if (creating) patch.song_ids = [];
  const coverImageId = f.id('coverImageId', 'Cover image');
  if (coverImageId !== undefined) patch.cover_image_id = coverImageId;

  // Tracks and cover must belong to the album's (possibly new) artist.
  const ownerId = patch.artist_id ?? existing?.artist_id;
  if (ownerId !== undefined && !f.errors.some((e) => e.field === 'artistId')) {
    const tracks = patch.song_ids ?? existing?.song_ids ?? [];
    const foreign = tracks.filter(
      (id) => !database.songs.some((s) => s.id === id && s.artist_id === ownerId),
    );
    const elsewhere = tracks.filter((id) =>
      database.albums.some((a) => a.id !== existing?.id && a.song_ids.includes(id)),
    );
    if (foreign.length) {
      f.error('songIds', `Songs must be songs of the album’s artist (not: ${foreign.join(', ')})`);
    } else if (elsewhere.length) {
      f.error('songIds', `Songs already in another album: ${elsewhere.join(', ')}`);
    }
    const coverId =
      patch.cover_image_id !== undefined ? patch.cover_image_id : existing?.cover_image_id;
    if (coverId !== undefined && coverId !== null) {
      const cover = database.mediaFiles.find((m) => m.id === coverId);
      if (!cover || cover.file_type !== 'photo' || cover.artist_id !== ownerId) {
        f.error('coverImageId', 'Cover image must be a photo of the album’s artist');
      }
    }
  }

  for (const key of Object.keys(patch) as Array<keyof AlbumPatch>) {
    if (patch[key] === undefined) delete patch[key];
  }
  return { patch, errors: f.errors };
}
