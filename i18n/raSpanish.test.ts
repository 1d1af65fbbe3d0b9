import englishMessages from 'ra-language-english';
import spanishMessages from 'ra-language-spanish';
import { describe, expect, it } from 'vitest';
import { mergeTranslations } from 'react-admin';
import { catalogues } from '../src/providers/i18nCatalogues';
import { raSpanishCompletion } from './raSpanish';

type Tree = { [key: string]: unknown };

/** Every leaf of a catalogue as [dotted key, text]. */
function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    value !== null && typeof value === 'object'
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

/** The %{placeholders} of each plural form ("a |||| b"), in order of appearance. */
const placeholdersOf = (text: string): string[][] =>
  text.split('||||').map((form) => form.match(/%\{\w+\}/g) ?? []);

const english = new Map(leaves({ ra: englishMessages.ra }));
// English is left out on purpose: what is checked is what Spanish provides by itself.
const spanish = new Map(leaves(mergeTranslations(spanishMessages, raSpanishCompletion) as Tree));

/**
 * Texts that are rightly the same in English and Spanish: words both languages share and the
 * product's name. Texts made only of placeholders and punctuation have nothing to translate.
 */
const SAME_IN_BOTH = new Set([
  'No',
  'Inspector',
  'EP',
  'LP',
  'Tempo',
  'Label Admin',
  'General',
  'TikTok',
  'Instagram',
  'Facebook',
  'YouTube',
  'Audio',
  // Keyboard shortcuts, as printed on the keys.
  'Ctrl K',
  '⌘K',
]);
const nothingToTranslate = (text: string) => !/\p{L}/u.test(text.replace(/%\{\w+\}/g, ''));

describe("react-admin's Spanish messages", () => {
  it('cover every key of ra-language-english', () => {
    const missing = [...english.keys()].filter((key) => !spanish.has(key));
    expect(missing).toEqual([]);
  });

  it('complete ra-language-spanish with keys react-admin has, not typos', () => {
    const unknown = leaves(raSpanishCompletion)
      .map(([key]) => key)
      .filter((key) => !english.has(key));
    expect(unknown).toEqual([]);
  });

  it('keep the placeholders and plural forms of each English text', () => {
    const mismatches = [...english].flatMap(([key, text]) => {
      const expected = placeholdersOf(text);
      const actual = placeholdersOf(spanish.get(key) ?? '');
      return JSON.stringify(actual) === JSON.stringify(expected)
        ? []
        : [{ key, english: text, spanish: spanish.get(key) }];
    });
    expect(mismatches).toEqual([]);
  });

  it('leave no English text in the final Spanish catalogue', () => {
    const final = new Map(leaves(catalogues.es));
    const untranslated = leaves(catalogues.en).filter(
      ([key, text]) =>
        final.get(key) === text && !SAME_IN_BOTH.has(text) && !nothingToTranslate(text),
    );
    expect(untranslated).toEqual([]);
  });

  it('use every allow-listed text, so the list stays short and true', () => {
    const final = new Map(leaves(catalogues.es));
    const shared = new Set(
      leaves(catalogues.en)
        .filter(([key, text]) => final.get(key) === text)
        .map(([, text]) => text),
    );
    expect([...SAME_IN_BOTH].filter((text) => !shared.has(text))).toEqual([]);
  });
});
