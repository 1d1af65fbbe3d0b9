// Spec 5 and 9: the song limits, written once. The form validates against them and its
// character counters show them, so a limit cannot drift between the two.

/** Longest text each song field accepts (characters), keyed by the record's field names. */
export const SONG_TEXT_LIMITS = {
  title: 255,
  lyrics: 10000,
  description: 1000,
  instruments: 500,
  tempo: 100,
  mood: 255,
  genre_tags: 500,
  theme: 255,
  production_style: 255,
  vocal_style: 255,
} as const;

export type SongTextField = keyof typeof SONG_TEXT_LIMITS;

/** A song lasts 1 second to an hour. */
export const SONG_DURATION = { min: 1, max: 3600 } as const;
