// Every rule the screen lists has its title and its reason in the three languages of the app,
// under app.catalogue_health.rules.<rule id> (the id's dots being the keys' levels).
import { describe, expect, it } from 'vitest';
import { en } from '@i18n/en';
import { es } from '@i18n/es';
import { fr } from '@i18n/fr';
import { HEALTH_RULES } from '.';

const CATALOGUES = { en, fr, es };

function text(catalogue: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalogue,
    );
}

const cases = HEALTH_RULES.flatMap((rule) =>
  (['en', 'fr', 'es'] as const).flatMap((language) =>
    (['title', 'why'] as const).map((part) => ({ id: rule.id, language, part })),
  ),
);

describe('catalogue health rule texts', () => {
  it.each(cases)('$id has a $part in $language', ({ id, language, part }) => {
    const value = text(CATALOGUES[language], `app.catalogue_health.rules.${id}.${part}`);
    expect(typeof value).toBe('string');
    expect(String(value).trim()).not.toBe('');
  });

  it('gives each rule its own title in each language', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      const titles = HEALTH_RULES.map((rule) =>
        text(catalogue, `app.catalogue_health.rules.${rule.id}.title`),
      );
      expect(new Set(titles).size).toBe(HEALTH_RULES.length);
    }
  });

  it('writes French with a space before : ? and !', () => {
    for (const rule of HEALTH_RULES) {
      for (const part of ['title', 'why']) {
        const value = String(text(fr, `app.catalogue_health.rules.${rule.id}.${part}`));
        expect(value, `${rule.id}.${part}`).not.toMatch(/\S[:?!]/);
      }
    }
  });
});
