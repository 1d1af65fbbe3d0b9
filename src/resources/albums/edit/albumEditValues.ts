import type { Album } from '@/api/types';
import { formValuesOf } from '@/components/colleagues';

/**
 * What the edit form holds besides the album's own fields: its track order as song ids (the
 * track picker's value and, sent, the contract's songIds), read from the album's tracks.
 */
export const albumEditDefaults = (album?: Partial<Album>) => ({
  song_ids: (album?.songs ?? []).map((track) => track.song_id),
});

/** The album as the edit form holds it: a record read again compares with the form's base. */
export const albumFormValues = formValuesOf<Album>(albumEditDefaults);
