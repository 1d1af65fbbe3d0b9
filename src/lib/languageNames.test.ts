import { describe, expect, it } from 'vitest';
import { languageName } from './languageNames';

describe('languageName', () => {
  it.each([
    ['fr', 'es', 'Spanish', 'Espagnol'],
    ['fr', 'en', 'English', 'Anglais'],
    ['fr', 'ht', 'Haitian Creole', 'Créole haïtien'],
    ['es', 'fr', 'French', 'Francés'],
    ['es', 'ar', 'Arabic', 'Árabe'],
    ['en', 'pt', 'Portuguese', 'Portuguese'],
  ])('in %s, %s (%s) is %s', (locale, code, serverName, expected) => {
    expect(languageName(code, locale, serverName)).toBe(expected);
  });

  it.each([
    ['a code Intl does not know', 'zz'],
    ['no code at all', ''],
    ['a code that is not a language tag', 'x'],
  ])("keeps the server's name for %s", (_, code) => {
    expect(languageName(code, 'fr', 'Wolof')).toBe('Wolof');
  });
});
