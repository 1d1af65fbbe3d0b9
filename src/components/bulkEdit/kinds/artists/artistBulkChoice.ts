// What the artists' bulk edit asks: which fields to set, and to what.
import type { ArtistStatus, Genre, PublicStatus } from '@/api/types';

export interface ArtistBulkChoice {
  status: { on: boolean; value: ArtistStatus };
  publicStatus: { on: boolean; value: PublicStatus };
  verified: { on: boolean; value: boolean };
  genres: { on: boolean; add: Genre[]; remove: Genre[] };
}

export const NO_ARTIST_CHOICE: ArtistBulkChoice = {
  status: { on: false, value: 'active' },
  publicStatus: { on: false, value: 'new_artist' },
  verified: { on: false, value: true },
  genres: { on: false, add: [], remove: [] },
};
