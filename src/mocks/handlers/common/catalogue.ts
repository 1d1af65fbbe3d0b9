// Shared by songs and albums.
import type { CatalogueStatus } from '../../../api/types';
import type { Database } from '../../db/schema';
import type { Fields } from './fields';

export const CATALOGUE_STATUSES: readonly CatalogueStatus[] = ['draft', 'published', 'archived'];
export const CATALOGUE_SORT_FIELDS = ['created_at', 'title', 'release_date'] as const;

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
