// The contract's Artist from a row: ids expanded to genres and singing languages, and the
// authenticated URL of the profile image.
import type { Artist } from '@/api/types';
import { API_BASE_URL } from '@/config/env';
import type { ArtistRow, Database } from '../../db/schema';

export const profileImageUrl = (artistId: number): string =>
  `${API_BASE_URL}/media/serve/profile/${artistId}`;

export function toArtist(row: ArtistRow, database: Database): Artist {
  const { genreIds, singingLanguageIds, otherLanguageSpecification, ...fields } = row;
  return {
    ...fields,
    genres: genreIds.flatMap((id) => database.genres.filter((g) => g.id === id)),
    singingLanguages: singingLanguageIds.flatMap((id) =>
      database.singingLanguages
        .filter((l) => l.id === id)
        .map((l) => ({ ...l, otherSpecification: l.isOther ? otherLanguageSpecification : null })),
    ),
    bios: row.bios.map((bio) => ({ ...bio })),
    profileImageUrl: row.profileImageId === null ? null : profileImageUrl(row.id),
  };
}
