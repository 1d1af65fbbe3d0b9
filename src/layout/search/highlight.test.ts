import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks the first occurrence, whatever the case', () => {
    expect(highlightParts('Clair de Lune, lune', 'LUNE')).toEqual([
      { text: 'Clair de ', match: false },
      { text: 'Lune', match: true },
      { text: ', lune', match: false },
    ]);
  });

  it('matches across accents and keeps the original letters', () => {
    expect(highlightParts('Lune Rivière', 'riviere')).toEqual([
      { text: 'Lune ', match: false },
      { text: 'Rivière', match: true },
    ]);
    expect(highlightParts('Noël', 'ë')).toEqual([
      { text: 'No', match: false },
      { text: 'ë', match: true },
      { text: 'l', match: false },
    ]);
  });

  it('leaves a name without the text whole', () => {
    expect(highlightParts('Soleil', 'lune')).toEqual([{ text: 'Soleil', match: false }]);
    expect(highlightParts('Soleil', '  ')).toEqual([{ text: 'Soleil', match: false }]);
  });
});
