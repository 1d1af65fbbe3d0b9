// The artists' choices in the shared bulk edit: status, public status, verified, and genres to
// add or remove. PUT /artists/{id} leaves absent fields unchanged, and takes the genres as
// genreIds (the whole list), so each artist's own list is sent with the asked ones added and
// removed: its other genres are kept.
import { lazy } from 'react';
import type { Artist, Genre } from '@/api/types';
import type { BulkEditConfig, Message } from '../../types';
import { genreName } from '@/lib/genreName';
import { NO_ARTIST_CHOICE, type ArtistBulkChoice } from './artistBulkChoice';

const T = 'app.bulk_edit.artists';

/** The artist's genre ids with `add` appended (unless there) and `remove` taken out. */
export function editGenreIds(current: readonly number[], add: number[], remove: number[]) {
  const removed = new Set(remove);
  const ids = current.filter((id) => !removed.has(id));
  for (const id of add) if (!removed.has(id) && !ids.includes(id)) ids.push(id);
  return ids;
}

/** An artist as the save payload names it: genres as their ids, in the artist's order. */
const valuesOf = (artist: Artist) => ({
  ...artist,
  genreIds: (artist.genres ?? []).map((genre) => genre.id),
});

const names = (genres: readonly Genre[], locale: string) =>
  genres.map((genre) => genreName(genre, locale)).join(', ');

function describe(
  choice: ArtistBulkChoice,
  locale: string,
): { lines: Message[] } | { error: Message } {
  const { status, publicStatus, verified, genres } = choice;
  if (!status.on && !publicStatus.on && !verified.on && !genres.on) {
    return { error: { key: 'app.bulk_edit.nothing_chosen' } };
  }
  const lines: Message[] = [];
  if (status.on) {
    lines.push({
      key: `${T}.set_status`,
      args: { value: { key: `app.artists.status.${status.value}` } },
    });
  }
  if (publicStatus.on) {
    lines.push({
      key: `${T}.set_public_status`,
      args: { value: { key: `app.artists.public_status.${publicStatus.value}` } },
    });
  }
  if (verified.on)
    lines.push({ key: verified.value ? `${T}.set_verified` : `${T}.set_unverified` });
  if (genres.on) {
    if (!genres.add.length && !genres.remove.length) {
      return { error: { key: `${T}.genres_empty` } };
    }
    const both = genres.add.filter((g) => genres.remove.some((r) => r.id === g.id));
    if (both.length) {
      return { error: { key: `${T}.genres_both`, args: { genres: names(both, locale) } } };
    }
    if (genres.add.length) {
      lines.push({ key: `${T}.add_genres`, args: { genres: names(genres.add, locale) } });
    }
    if (genres.remove.length) {
      lines.push({ key: `${T}.remove_genres`, args: { genres: names(genres.remove, locale) } });
    }
  }
  return { lines };
}

const edit =
  ({ status, publicStatus, verified, genres }: ArtistBulkChoice) =>
  (artist: Artist) => {
    const values: Record<string, unknown> = {};
    if (status.on) values.status = status.value;
    if (publicStatus.on) values.publicStatus = publicStatus.value;
    if (verified.on) values.isVerified = verified.value;
    if (genres.on) {
      values.genreIds = editGenreIds(
        valuesOf(artist).genreIds,
        genres.add.map((g) => g.id),
        genres.remove.map((g) => g.id),
      );
    }
    return values;
  };

export const artistBulkEdit: BulkEditConfig<Artist, ArtistBulkChoice> = {
  resource: 'artists',
  initial: NO_ARTIST_CHOICE,
  // Loaded when the dialog first opens: the list's first rows do not wait for it.
  Fields: lazy(() =>
    import('./ArtistBulkFields').then((module) => ({ default: module.ArtistBulkFields })),
  ),
  describe,
  edit,
  valuesOf,
  labelOf: (artist) => artist.stageName,
  summaryOn: `${T}.summary_on`,
};
