// What the albums' bulk edit asks: which fields to set, and to what.
import type { CatalogueStatus } from '@/api/types';

export interface AlbumBulkChoice {
  /** `label` is the server's name of the type (GET /albums/types), for a type we do not know. */
  type: { on: boolean; value: string; label?: string };
  status: { on: boolean; value: CatalogueStatus };
}

export const NO_ALBUM_CHOICE: AlbumBulkChoice = {
  type: { on: false, value: 'single' },
  status: { on: false, value: 'published' },
};
