import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { startupErrorMessages } from './startupError';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

// The app's catalogues, and the startup error page's texts, which are kept apart (they are
// shown before, and without, the app).
const CATALOGUES: [string, object, object][] = [
  ['fr', fr, en],
  ['es', es, en],
  ['startup error fr', startupErrorMessages.fr, startupErrorMessages.en],
  ['startup error es', startupErrorMessages.es, startupErrorMessages.en],
];

describe('i18n catalogues', () => {
  it.each(CATALOGUES)('%s has exactly the keys of en', (_name, catalogue, english) => {
    expect(keysOf(catalogue).sort()).toEqual(keysOf(english).sort());
  });

  it.each(CATALOGUES)('%s keeps every %%{placeholder} of en', (_name, catalogue, english) => {
    const placeholders = (tree: object) =>
      Object.fromEntries(
        keysOf(tree).map((key) => {
          const text = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
          return [
            key,
            // Which placeholders, not how often: plural forms repeat them.
            [...new Set(String(text).match(/%\{\w+\}/g))].sort(),
          ];
        }),
      );
    expect(placeholders(catalogue)).toEqual(placeholders(english));
  });
});
