import { describe, expect, it } from 'vitest';
import { httpUrl, isForeignHost, SOCIAL_PLATFORMS, STREAMING_PLATFORMS } from './platformCatalog';

describe('the platform catalogue', () => {
  it('offers the spec’s nine streaming and nine social platforms', () => {
    expect(STREAMING_PLATFORMS.map((p) => p.name)).toEqual([
      'Spotify',
      'Apple Music',
      'Deezer',
      'YouTube Music',
      'Amazon Music',
      'Tidal',
      'SoundCloud',
      'Bandcamp',
      'Audiomack',
    ]);
    expect(SOCIAL_PLATFORMS.map((p) => p.name)).toEqual([
      'Instagram',
      'TikTok',
      'Facebook',
      'Twitter/X',
      'YouTube',
      'Threads',
      'Snapchat',
      'LinkedIn',
      'Website',
    ]);
  });

  it('takes only http and https addresses as links', () => {
    expect(httpUrl('https://open.spotify.com/artist/1')?.hostname).toBe('open.spotify.com');
    expect(httpUrl('http://example.com')).not.toBeNull();
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl('data:text/html,hi')).toBeNull();
    expect(httpUrl('ftp://example.com')).toBeNull();
    expect(httpUrl('open.spotify.com/artist/1')).toBeNull();
    expect(httpUrl('')).toBeNull();
  });

  it('flags an address on another platform’s host, not subdomains or a website', () => {
    expect(isForeignHost('Spotify', 'https://www.deezer.com/artist/1')).toBe(true);
    expect(isForeignHost('Spotify', 'https://open.spotify.com/artist/1')).toBe(false);
    expect(isForeignHost('Twitter/X', 'https://twitter.com/lune')).toBe(false);
    expect(isForeignHost('Instagram', 'https://notinstagram.com/lune')).toBe(true);
    expect(isForeignHost('Website', 'https://lune-riviere.fr')).toBe(false);
    // Not a link at all: the URL check says so, not this warning.
    expect(isForeignHost('Spotify', 'javascript:alert(1)')).toBe(false);
  });
});

describe('the demo seed’s smart links', () => {
  // Two are wrong on purpose, for the catalogue health check (src/mocks/seed/healthProblems.ts).
  it('raise the wrong-host warning only on the two deliberately mistyped entries', async () => {
    const { seededDatabase } = await import('@tests/helpers/seededDatabase');
    const rows = seededDatabase.smartLinkPlatforms;
    expect(rows.length).toBeGreaterThan(10);
    const foreign = rows.filter((p) => isForeignHost(p.platform_name, p.profile_url));
    expect(foreign.map((p) => [p.artist_id, p.platform_name])).toEqual([
      [10, 'Spotify'],
      [12, 'YouTube Music'],
    ]);
  });
});
