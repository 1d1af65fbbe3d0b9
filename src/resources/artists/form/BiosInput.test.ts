import { describe, expect, it } from 'vitest';
import type { ArtistBio } from '@/api/types';
import { withBio } from './BiosInput';

const bios: ArtistBio[] = [
  { language: 'en', platform: 'general', bio: 'Hello' },
  { language: 'fr', platform: 'instagram', bio: 'Salut' },
];

describe('withBio', () => {
  it('replaces a bio in place', () => {
    expect(withBio(bios, 'en', 'general', 'Hi')).toEqual([
      { language: 'en', platform: 'general', bio: 'Hi' },
      bios[1],
    ]);
  });

  it('adds a new language and platform at the end', () => {
    expect(withBio(bios, 'es', 'tiktok', 'Hola')).toEqual([
      ...bios,
      { language: 'es', platform: 'tiktok', bio: 'Hola' },
    ]);
  });

  it('removes a bio emptied, so retyping the original leaves the list as it was', () => {
    const emptied = withBio(bios, 'fr', 'instagram', '');
    expect(emptied).toEqual([bios[0]]);
    expect(withBio(withBio(bios, 'en', 'general', 'x'), 'en', 'general', 'Hello')).toEqual(bios);
  });
});
