import { describe, expect, it } from 'vitest';
import { publicLinkUrl } from './publicLinkUrl';

describe('the public address of a smart link', () => {
  it('is on the links host, whatever its trailing slash', () => {
    expect(publicLinkUrl('https://links.example.com', 'lune-riviere')).toBe(
      'https://links.example.com/lune-riviere',
    );
    expect(publicLinkUrl('https://links.example.com/', ' jayo ')).toBe(
      'https://links.example.com/jayo',
    );
  });
});
