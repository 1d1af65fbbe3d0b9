// Read-only views of the core seed (artists, albums, media) for the promotion seed. Everything
// here copes with empty tables: no artists means no promotion data, not an error.
import type { ContentLanguage, MediaFileType } from '@/api/types';
import type { AlbumRow, ArtistRow, Database, MediaRow } from '../../db/schema';

export function artistsWithAlbums(database: Database): ArtistRow[] {
  const withAlbums = new Set(database.albums.map((a) => a.artist_id));
  return database.artists.filter((a) => withAlbums.has(a.id)).sort((a, b) => a.id - b.id);
}

export const albumsOf = (database: Database, artistId: number): AlbumRow[] =>
  database.albums.filter((a) => a.artist_id === artistId).sort((a, b) => a.id - b.id);

export function mediaOf(database: Database, artistId: number, type?: MediaFileType): MediaRow[] {
  return database.mediaFiles.filter(
    (m) => m.artist_id === artistId && (type === undefined || m.file_type === type),
  );
}

/**
 * The content language that suits the artist: French singers write in Québec French unless they
 * live in France, Spanish singers in Spanish, everyone else in English.
 */
export function artistLanguage(database: Database, artist: ArtistRow): ContentLanguage {
  const codes = artist.singingLanguageIds
    .map((id) => database.singingLanguages.find((l) => l.id === id)?.code ?? '')
    .map((code) => code.toLowerCase());
  if (codes[0]?.startsWith('fr')) return artist.country === 'France' ? 'fr-fr' : 'fr-ca';
  if (codes[0]?.startsWith('es')) return 'es';
  return 'en';
}

/** "Lune Rivière" → "lune-riviere". */
export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
