import { describe, expect, it } from 'vitest';
import { sameText, typedText } from './sameText';

/**
 * Two texts a person reads alike, the second with what a spreadsheet may slip in: the first six
 * differ in what a reader cannot see, the last two in case and spaces around.
 */
const ALIKE: [string, string, string][] = [
  ['a decomposed accent', 'Cielo Marín', 'Cielo Mari\u0301n'],
  ['a double space', 'Basalt Kings', 'Basalt  Kings'],
  ['a trailing zero-width space', 'Nova Quill', 'Nova Quill\u200b'],
  ['a non-breaking space', 'Basalt Kings', 'Basalt\u00a0Kings'],
  ['a word joiner, a soft hyphen and a BOM', 'Nova Quill', '\ufeffNo\u00adva\u2060 Quill'],
  ['a zero-width joiner inside an e-mail', 'nova@example.com', 'no\u200dva@example.com'],
  ['other case', 'Nova Quill', 'NOVA quill'],
  ['spaces around, a tab inside', 'Basalt Kings', '  Basalt\tKings '],
];

describe('sameText: the same text as a person sees it', () => {
  it.each(ALIKE)('is the same with %s', (_case, plain, slipped) => {
    expect(sameText(slipped)).toBe(sameText(plain));
  });

  it('keeps accents: Rosé and Rose stay two artists, whichever way the accent is encoded', () => {
    expect(sameText('Rosé')).not.toBe(sameText('Rose'));
    expect(sameText('Rose\u0301')).not.toBe(sameText('Rose'));
    expect(sameText('Cielo Marín')).not.toBe(sameText('Cielo Marin'));
  });

  it('keeps words apart: a space is not the same as no space', () => {
    expect(sameText('Basalt Kings')).not.toBe(sameText('BasaltKings'));
    expect(sameText('Nova Quill\u200b')).not.toBe(sameText('Nova Quil'));
  });

  it('gives nothing for a blank or missing text, invisible characters included', () => {
    expect(sameText(' \u200b\u00a0 ')).toBe('');
    expect(sameText(null)).toBe('');
    expect(sameText(undefined)).toBe('');
  });
});

describe('typedText: what the import always took for the same text', () => {
  it('sets case and surrounding spaces aside only', () => {
    expect(typedText(' LUNA@example.com ')).toBe(typedText('luna@example.com'));
    for (const [, plain, slipped] of ALIKE.slice(0, 6)) {
      // Unseen differences: a near-duplicate, not the plain repeat the import knew.
      expect(typedText(slipped)).not.toBe(typedText(plain));
    }
  });
});
