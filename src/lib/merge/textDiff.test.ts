import { describe, expect, it } from 'vitest';
import { isLongText, textDiff } from './textDiff';

describe('textDiff', () => {
  it('shows the words only one version has, in reading order', () => {
    expect(textDiff('The quick brown fox', 'The slow brown fox jumps')).toEqual([
      { kind: 'same', text: 'The ' },
      { kind: 'theirs', text: 'quick' },
      { kind: 'yours', text: 'slow' },
      { kind: 'same', text: ' brown fox' },
      { kind: 'yours', text: ' jumps' },
    ]);
  });

  it('keeps line breaks of lyrics', () => {
    expect(textDiff('la la\nlo', 'la la\nli')).toEqual([
      { kind: 'same', text: 'la la\n' },
      { kind: 'theirs', text: 'lo' },
      { kind: 'yours', text: 'li' },
    ]);
  });

  it('gives up on texts too long to compare quickly', () => {
    const long = 'word '.repeat(3000);
    expect(textDiff(long, `${long}more`)).toBeNull();
  });

  it('calls long a text over 80 characters or of several lines', () => {
    expect(isLongText('short')).toBe(false);
    expect(isLongText('a\nb')).toBe(true);
    expect(isLongText('x'.repeat(81))).toBe(true);
    expect(isLongText(42)).toBe(false);
  });
});
