import { describe, expect, it } from 'vitest';
import type { Artist, Genre } from '@/api/types';
import { planChanges } from '@/lib/bulkEdit/engine';
import { NO_ARTIST_CHOICE, type ArtistBulkChoice } from './artistBulkChoice';
import { artistBulkEdit, editGenreIds } from './artistBulkEdit';

const genre = (id: number, en: string, fr: string): Genre => ({
  id,
  slug: en.toLowerCase(),
  translations: [
    { language: 'en', name: en },
    { language: 'fr', name: fr },
  ],
});
const POP = genre(3, 'Indie Pop', 'Pop indé');
const JAZZ = genre(5, 'Jazz', 'Jazz');
const FOLK = genre(8, 'Folk', 'Folk');

const artist = (genres: Genre[]) =>
  ({
    id: 1,
    stageName: 'Lune',
    status: 'active',
    publicStatus: 'new_artist',
    isVerified: false,
    genres,
  }) as unknown as Artist;

const withGenres = (add: Genre[], remove: Genre[]): ArtistBulkChoice => ({
  ...NO_ARTIST_CHOICE,
  genres: { on: true, add, remove },
});

describe('genre ids to add and remove', () => {
  it('keeps the artist’s other genres in their order, appends new ones once', () => {
    expect(editGenreIds([8, 3], [5, 3], [8])).toEqual([3, 5]);
    expect(editGenreIds([], [5], [])).toEqual([5]);
    expect(editGenreIds([5], [], [5, 9])).toEqual([]);
  });
});

describe('the artists’ bulk edit choice', () => {
  it('asks for a field to be ticked, for a genre when genres are ticked, not both ways', () => {
    expect(artistBulkEdit.describe(NO_ARTIST_CHOICE, 'en')).toEqual({
      error: { key: 'app.bulk_edit.nothing_chosen' },
    });
    expect(artistBulkEdit.describe(withGenres([], []), 'en')).toEqual({
      error: { key: 'app.bulk_edit.artists.genres_empty' },
    });
    expect(artistBulkEdit.describe(withGenres([POP], [POP]), 'fr')).toEqual({
      error: { key: 'app.bulk_edit.artists.genres_both', args: { genres: 'Pop indé' } },
    });
  });

  it('describes the ticked fields, names in the interface language', () => {
    const choice: ArtistBulkChoice = {
      ...withGenres([POP, JAZZ], [FOLK]),
      status: { on: true, value: 'suspended' },
      verified: { on: true, value: false },
    };
    expect(artistBulkEdit.describe(choice, 'fr')).toEqual({
      lines: [
        {
          key: 'app.bulk_edit.artists.set_status',
          args: { value: { key: 'app.artists.status.suspended' } },
        },
        { key: 'app.bulk_edit.artists.set_unverified' },
        { key: 'app.bulk_edit.artists.add_genres', args: { genres: 'Pop indé, Jazz' } },
        { key: 'app.bulk_edit.artists.remove_genres', args: { genres: 'Folk' } },
      ],
    });
  });

  it('edits only the ticked fields, the genres as the payload’s genreIds', () => {
    const edit = artistBulkEdit.edit({
      ...withGenres([POP], [FOLK]),
      publicStatus: { on: true, value: 'established_artist' },
    });
    expect(edit(artist([FOLK, JAZZ]))).toEqual({
      publicStatus: 'established_artist',
      genreIds: [5, 3],
    });
  });

  it('sees an artist that already has the asked genres as unchanged', () => {
    const plan = planChanges(
      [artist([JAZZ, POP]), { ...artist([JAZZ]), id: 2 }],
      artistBulkEdit.edit(withGenres([POP], [FOLK])),
      { valuesOf: artistBulkEdit.valuesOf },
    );
    expect(plan.unchanged).toEqual([1]);
    expect(plan.changes.map((c) => [c.id, c.before, c.after])).toEqual([
      [2, { genreIds: [5] }, { genreIds: [5, 3] }],
    ]);
  });
});
