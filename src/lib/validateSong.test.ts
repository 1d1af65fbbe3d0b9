import { describe, expect, it } from 'vitest';
import { SONG_DURATION, SONG_TEXT_LIMITS, type SongTextField } from './songLimits';
import { SONG_VALIDATION, validateSong } from './validateSong';

const valid = { title: 'Minuit moins cinq' };
const text = (length: number) => 'a'.repeat(length);

describe('song limits', () => {
  it('are the spec’s (section 5)', () => {
    expect(SONG_TEXT_LIMITS).toEqual({
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
    });
    expect(SONG_DURATION).toEqual({ min: 1, max: 3600 });
  });
});

describe('validateSong', () => {
  it('accepts a title alone: every other field is optional', () => {
    expect(validateSong(valid)).toEqual({});
    expect(
      validateSong({ ...valid, lyrics: null, duration_seconds: null, description: '' }),
    ).toEqual({});
  });

  it.each([undefined, null, '', '   '])('says "Song title is required" for %j', (title) => {
    expect(validateSong({ title }).title).toBe(SONG_VALIDATION.titleRequired);
  });

  it.each(Object.entries(SONG_TEXT_LIMITS) as Array<[SongTextField, number]>)(
    'accepts %s up to %i characters and refuses one more',
    (field, max) => {
      expect(validateSong({ ...valid, [field]: text(max) })[field]).toBeUndefined();
      expect(validateSong({ ...valid, [field]: text(max + 1) })[field]).toEqual({
        message: SONG_VALIDATION.tooLong,
        args: { max },
      });
    },
  );

  it.each([1, 187, 3600, '240'])('accepts a duration of %j seconds', (duration_seconds) => {
    expect(validateSong({ ...valid, duration_seconds })).toEqual({});
  });

  it.each([0, -5, 3601, 'abc'])('refuses a duration of %j seconds', (duration_seconds) => {
    expect(validateSong({ ...valid, duration_seconds }).duration_seconds).toEqual({
      message: SONG_VALIDATION.durationRange,
      args: { min: 1, max: 3600 },
    });
  });

  it('refuses a duration that is not whole seconds', () => {
    expect(validateSong({ ...valid, duration_seconds: 90.5 }).duration_seconds).toBe(
      SONG_VALIDATION.durationWhole,
    );
  });
});
