import { describe, expect, it } from 'vitest';
import { threeWayMerge } from '@/lib/merge';
import { platformShapes, RepeatedPlatforms } from './platformShapes';

const entry = (platform_name: string, profile_url: string) => ({
  platform_name,
  profile_url,
  display_name: '',
  is_visible: true,
});

const spotify = entry('Spotify', 'https://open.spotify.com/artist/1');
const deezer = entry('Deezer', 'https://www.deezer.com/artist/1');

describe('the platform lists’ merge shapes', () => {
  it('merge a list entry by entry, by platform', () => {
    const repeated = new RepeatedPlatforms();
    const base = { streaming: [spotify, deezer] };
    const yours = { streaming: [spotify, { ...deezer, profile_url: 'https://deezer.com/mine' }] };
    repeated.reset(base, yours);
    const theirs = { streaming: [{ ...spotify, display_name: 'Theirs' }, deezer] };
    repeated.note(theirs);
    const { merged, clashes } = threeWayMerge(base, theirs, yours, platformShapes(repeated));
    expect(clashes).toEqual([]);
    expect(merged.streaming).toEqual([
      { ...spotify, display_name: 'Theirs' },
      { ...deezer, profile_url: 'https://deezer.com/mine' },
    ]);
  });

  it('ask rather than drop an entry when a platform appears twice', () => {
    const repeated = new RepeatedPlatforms();
    const base = { streaming: [spotify, deezer] };
    const yours = { streaming: [spotify, { ...deezer, profile_url: 'https://deezer.com/mine' }] };
    repeated.reset(base, yours);
    // A colleague added a second Spotify profile: the platform no longer names one entry.
    const second = entry('Spotify', 'https://open.spotify.com/artist/2');
    const theirs = { streaming: [spotify, deezer, second] };
    repeated.note(theirs);
    const { clashes } = threeWayMerge(base, theirs, yours, platformShapes(repeated));
    expect(clashes.map((clash) => clash.path)).toEqual([['streaming']]);
    expect(clashes[0]?.theirs).toEqual([spotify, deezer, second]);
  });
});
