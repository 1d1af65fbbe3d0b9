import { describe, expect, it } from 'vitest';
import { normalizeSlug, publicLinkUrl } from './slug';

describe('the slug rule', () => {
  it('lowercases and turns each space into a hyphen as the user types', () => {
    expect(normalizeSlug('Lune Rivière')).toBe('lune-rivière');
    expect(normalizeSlug('THE  Band ')).toBe('the--band-');
    expect(normalizeSlug('already-fine')).toBe('already-fine');
  });

  it('makes the public address on the links host, whatever its trailing slash', () => {
    expect(publicLinkUrl('https://links.example.com', 'lune-riviere')).toBe(
      'https://links.example.com/lune-riviere',
    );
    expect(publicLinkUrl('https://links.example.com/', ' jayo ')).toBe(
      'https://links.example.com/jayo',
    );
  });
});
