import type { AlbumType, CatalogueStatus } from '../../api/types';

/**
 * The create form's values: the album record's own (snake_case) names, so the server's field
 * errors, which the dataProvider renames to them, land under the matching inputs.
 */
export interface AlbumFormValues {
  artist_id: number;
  title: string;
  description: string;
  album_type: AlbumType;
  upc: string;
  release_date: string | null;
  status: CatalogueStatus;
  /** Track order: the first id is track 1. */
  song_ids: number[];
  cover_image_id: number | null;
}

/** The contract's defaults: a draft single. */
export const albumFormDefaults = (artistId: number): AlbumFormValues => ({
  artist_id: artistId,
  title: '',
  description: '',
  album_type: 'single',
  upc: '',
  release_date: null,
  status: 'draft',
  song_ids: [],
  cover_image_id: null,
});
