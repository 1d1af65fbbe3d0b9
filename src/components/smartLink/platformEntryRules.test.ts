import { describe, expect, it } from 'vitest';
import { platformError, profileUrlError } from './platformEntryRules';

const KEYS = 'app.smart_links.platforms.validation';

describe('profileUrlError', () => {
  it('needs an address once a platform is chosen, and none on a blank row', () => {
    expect(profileUrlError('', 'Spotify')).toBe(`${KEYS}.url_required`);
    expect(profileUrlError('   ', 'Spotify')).toBe(`${KEYS}.url_required`);
    expect(profileUrlError('', '')).toBeUndefined();
    expect(profileUrlError(null, '')).toBeUndefined();
  });

  it('accepts http and https addresses only', () => {
    expect(profileUrlError('https://open.spotify.com/artist/1', 'Spotify')).toBeUndefined();
    expect(profileUrlError(' http://example.com ', 'Website')).toBeUndefined();
    for (const url of [
      'javascript:alert(1)',
      'ftp://example.com',
      'open.spotify.com',
      'https://',
    ]) {
      expect(profileUrlError(url, 'Spotify')).toBe(`${KEYS}.url_http`);
    }
  });

  it('checks the address even before a platform is chosen', () => {
    expect(profileUrlError('data:text/html,hi', '')).toBe(`${KEYS}.url_http`);
  });
});

describe('platformError', () => {
  it('asks for a platform only when the row has an address', () => {
    expect(platformError('', 'https://x.com/lune')).toBe(`${KEYS}.platform_required`);
    expect(platformError('', '')).toBeUndefined();
    expect(platformError('Twitter/X', 'https://x.com/lune')).toBeUndefined();
  });
});
