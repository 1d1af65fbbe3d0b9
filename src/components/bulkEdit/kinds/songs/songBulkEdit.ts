// The songs' choices in the shared bulk edit: mood, explicit, genre tags to add or remove. The
// catalogue status is not offered: SongUpdate (PUT /songs/{id}) has no status field.
import { lazy } from 'react';
import type { Song } from '@/api/types';
import type { BulkEditConfig, Message } from '../../types';
import { SONG_TEXT_LIMITS } from '@/lib/songLimits';
import { NO_SONG_CHOICE, type SongBulkChoice } from './songBulkChoice';

const T = 'app.bulk_edit.songs';

/** genre_tags is one comma-separated string in the contract. */
export const splitTags = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

const fold = (tag: string) => tag.toLocaleLowerCase();

/** The song's tags with `add` appended (unless present) and `remove` taken out, any case. */
export function editTags(current: string | null, add: string[], remove: string[]): string | null {
  const removed = new Set(remove.map(fold));
  const tags = splitTags(current).filter((tag) => !removed.has(fold(tag)));
  for (const tag of add) {
    if (!removed.has(fold(tag)) && !tags.some((t) => fold(t) === fold(tag))) tags.push(tag);
  }
  return tags.length ? tags.join(', ') : null;
}

function describe(choice: SongBulkChoice): { lines: Message[] } | { error: Message } {
  const { mood, explicit, tags } = choice;
  if (!mood.on && !explicit.on && !tags.on)
    return { error: { key: 'app.bulk_edit.nothing_chosen' } };
  const lines: Message[] = [];
  if (mood.on) {
    if (mood.value.length > SONG_TEXT_LIMITS.mood) {
      return { error: { key: `${T}.too_long`, args: { max: SONG_TEXT_LIMITS.mood } } };
    }
    const value = mood.value.trim();
    lines.push(value ? { key: `${T}.set_mood`, args: { value } } : { key: `${T}.clear_mood` });
  }
  if (explicit.on)
    lines.push({ key: explicit.value ? `${T}.set_explicit` : `${T}.set_not_explicit` });
  if (tags.on) {
    const add = splitTags(tags.add);
    const remove = splitTags(tags.remove);
    if (!add.length && !remove.length) return { error: { key: `${T}.tags_empty` } };
    if (add.length) lines.push({ key: `${T}.add_tags`, args: { tags: add.join(', ') } });
    if (remove.length) lines.push({ key: `${T}.remove_tags`, args: { tags: remove.join(', ') } });
  }
  return { lines };
}

const edit =
  ({ mood, explicit, tags }: SongBulkChoice) =>
  (song: Song) => {
    const values: Record<string, unknown> = {};
    // The same tidying the server does (trimmed, empty as null), so an unchanged song is seen.
    if (mood.on) values.mood = mood.value.trim() || null;
    if (explicit.on) values.is_explicit = explicit.value;
    if (tags.on) {
      values.genre_tags = editTags(song.genre_tags, splitTags(tags.add), splitTags(tags.remove));
    }
    return values;
  };

export const songBulkEdit: BulkEditConfig<Song, SongBulkChoice> = {
  resource: 'songs',
  initial: NO_SONG_CHOICE,
  // Loaded when the dialog first opens: the list's first rows do not wait for it.
  Fields: lazy(() =>
    import('./SongBulkFields').then((module) => ({ default: module.SongBulkFields })),
  ),
  describe,
  edit,
  labelOf: (song) => song.title,
  summaryOn: `${T}.summary_on`,
};
