import { describe, expect, it } from 'vitest';
import { PLATFORM_RULES } from '../../api/platformRules';
import { FEED_CUTS, feedCut } from './feedCut';

describe('where the feed cuts a caption', () => {
  it('holds one cut point per platform, well under the caption limits of spec 9', () => {
    expect(FEED_CUTS).toEqual({
      instagram: { characters: 125, lines: 2 },
      facebook: { characters: 477, lines: 5 },
      tiktok: { characters: 150, lines: 2 },
      youtube: { characters: 100, lines: 3 },
    });
    expect(FEED_CUTS.instagram.characters).toBeLessThan(
      PLATFORM_RULES.instagram.caption.characters,
    );
  });

  it('leaves a caption up to the cut point whole', () => {
    const exactly = 'a'.repeat(125);
    expect(feedCut(exactly, 'instagram')).toEqual({ text: exactly, cut: false });
    expect(feedCut('', 'tiktok')).toEqual({ text: '', cut: false });
    expect(feedCut('One line\nTwo lines', 'instagram')).toEqual({
      text: 'One line\nTwo lines',
      cut: false,
    });
  });

  it('cuts after the platform’s number of characters, between words', () => {
    // 20 words of 5 letters and a space: the 101st character is inside the 17th word.
    const words = Array.from({ length: 20 }, (_, i) => `w${String(i).padStart(4, '0')}`);
    const caption = words.join(' ');
    expect(feedCut(caption, 'youtube')).toEqual({ text: words.slice(0, 16).join(' '), cut: true });
    expect(feedCut(caption, 'facebook')).toEqual({ text: caption, cut: false });
  });

  it('cuts one long word where the count ends', () => {
    expect(feedCut('x'.repeat(130), 'instagram')).toEqual({ text: 'x'.repeat(125), cut: true });
  });

  it('cuts after the platform’s number of lines, keeping the line breaks', () => {
    const caption = 'Tonight.\nOut now\n#NeonRivers';
    expect(feedCut(caption, 'instagram')).toEqual({ text: 'Tonight.\nOut now', cut: true });
    expect(feedCut(caption, 'youtube')).toEqual({ text: caption, cut: false });
    // Nothing but blank lines after the cut: nothing more to read.
    expect(feedCut('Tonight.\nOut now\n\n', 'instagram')).toEqual({
      text: 'Tonight.\nOut now\n\n',
      cut: false,
    });
  });

  it('counts an emoji as one character and never splits it', () => {
    const family = '👨‍👩‍👧';
    const caption = family.repeat(126);
    expect(feedCut(caption, 'instagram')).toEqual({ text: family.repeat(125), cut: true });
  });

  it('reads only up to the cut in a caption at Facebook’s limit', () => {
    const caption = `${'word '.repeat(12641)}x`;
    expect(caption).toHaveLength(63206);
    const { text, cut } = feedCut(caption, 'facebook');
    expect(cut).toBe(true);
    expect(text).toBe('word '.repeat(95).trimEnd());
  });
});
