import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('i18n catalogues', () => {
  it.each([
    ['fr', fr],
    ['es', es],
  ])('%s has exactly the keys of en', (_name, catalogue) => {
    expect(keysOf(catalogue).sort()).toEqual(keysOf(en).sort());
  });

  it.each([
    ['fr', fr],
    ['es', es],
  ])('%s keeps every %%{placeholder} of en', (_name, catalogue) => {
    const placeholders = (tree: object) =>
      Object.fromEntries(
        keysOf(tree).map((key) => {
          const text = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
          return [
            key,
            String(text)
              .match(/%\{\w+\}/g)
              ?.sort() ?? [],
          ];
        }),
      );
    expect(placeholders(catalogue)).toEqual(placeholders(en));
  });
});
