// Shared by songs and albums.
import type { Database } from '../../db/schema';
import type { Fields } from './fields';

/** The body's artistId: required on create, otherwise only checked when sent. */
export function readArtistId(f: Fields, database: Database, creating: boolean): number | undefined {
  if (!creating && !f.has('artistId')) return undefined;
  const artistId = f.id('artistId', 'Artist');
  if (artistId === null || (artistId === undefined && !f.has('artistId'))) {
    f.error('artistId', 'Artist is required');
    return undefined;
  }
  if (artistId !== undefined && !database.artists.some((a) => a.id === artistId)) {
    f.error('artistId', 'Artist not found');
    return undefined;
  }
  return artistId;
}
