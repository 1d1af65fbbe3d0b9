import { describe, expect, it } from 'vitest';
import type { Artist } from '@/api/types';
import { changesBeyondImage } from './artistChanges';

const record = {
  id: 5,
  stageName: 'Lune',
  genres: [{ id: 1, name: 'Pop' }],
  singingLanguages: [],
} as unknown as Artist;

describe('changes beyond the profile image', () => {
  it('none when the values are the record’s, with the image and the defaults around them', () => {
    const values = {
      ...record,
      otherLanguageSpecification: null,
      gender: 'prefer-not-to-say',
      profileImage: { title: 'face.png' },
    };
    expect(changesBeyondImage(values, record)).toBe(false);
  });

  it('a field the user changed, nested ones included', () => {
    expect(changesBeyondImage({ ...record, stageName: 'Lune R.' }, record)).toBe(true);
    expect(changesBeyondImage({ ...record, genres: [] }, record)).toBe(true);
    expect(changesBeyondImage({ ...record, gender: 'female' }, record)).toBe(true);
  });
});
