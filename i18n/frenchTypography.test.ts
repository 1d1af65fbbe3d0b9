// French puts a narrow no-break space (or a no-break space) before : ; ! ? so that the sign never
// starts a line; a plain space, or none, is a typo a user sees ("Artiste:"). Addresses
// ("https://"), times ("10:00", "min:s") and placeholders are not prose and are left out.
import { describe, expect, it } from 'vitest';
import { fr } from './fr';

interface Tree {
  [key: string]: unknown;
}

function* texts(tree: Tree, path = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') yield [at, value];
    else if (typeof value === 'object' && value !== null) yield* texts(value as Tree, at);
  }
}

const prose = (text: string) =>
  text
    .replace(/%\{[^}]*\}/g, 'X')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S*/gi, 'X')
    .replace(/\d{1,2}:\d{2}/g, 'X')
    // A time's pattern, as in "(min:s)".
    .replace(/\bmin:s\b/g, 'X');

/** Each : ; ! ? not preceded by U+202F or U+00A0, with the text around it. */
const misplaced = (text: string) =>
  [...prose(text).matchAll(/(^|[^\u202f\u00a0])([:;!?])/g)].map((m) =>
    prose(text).slice(Math.max(0, m.index - 12), m.index + 3),
  );

describe('French typography', () => {
  it('a narrow no-break space before every : ; ! ? of the French texts', () => {
    const wrong = [...texts(fr as unknown as Tree)].flatMap(([key, text]) =>
      misplaced(text).map((around) => `${key}: «${around}»`),
    );
    expect(wrong).toEqual([]);
  });

  it('finds a plain space and a missing one', () => {
    expect(misplaced('Artiste : x')).toHaveLength(1);
    expect(misplaced('Artiste: x')).toHaveLength(1);
    expect(misplaced('Artiste\u202f: x ; https://a.fr 10:30 (min:s)')).toHaveLength(1);
  });
});
