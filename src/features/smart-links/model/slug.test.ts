import { describe, expect, it } from 'vitest';
import { normalizeSlug } from './slug';

describe('the slug rule', () => {
  it('lowercases and turns each space into a hyphen as the user types', () => {
    expect(normalizeSlug('Lune Rivière')).toBe('lune-rivière');
    expect(normalizeSlug('THE  Band ')).toBe('the--band-');
    expect(normalizeSlug('already-fine')).toBe('already-fine');
  });
});
