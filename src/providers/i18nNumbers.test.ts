// Numbers given to a message as numbers read as the interface language writes them ("3 600" in
// French), a plural still chosen by the number; an id or a row number keeps its digits.
import { afterAll, describe, expect, it } from 'vitest';
import { i18nProvider } from './i18n';

/** The narrow no-break space French writes between thousands (as Intl gives it). */
const N = '\u202f';

afterAll(() => i18nProvider.changeLocale('en'));

describe('numbers in French messages', () => {
  it('groups the thousands of a count, and still chooses the plural by it', async () => {
    await i18nProvider.changeLocale('fr');
    const sent = (smart_count: number, total: number) =>
      i18nProvider.translate('app.catalogue_import_run.progress.text', {
        smart_count,
        sent: smart_count,
        total,
      });
    expect(sent(1, 1)).toBe('1 sur 1 ligne envoyée');
    expect(sent(2, 3600)).toBe(`2 sur 3${N}600 lignes envoyées`);
    expect(sent(10000, 10000)).toBe(`10${N}000 sur 10${N}000 lignes envoyées`);
    expect(i18nProvider.translate('app.campaigns.posts.count', { smart_count: 3600 })).toBe(
      `3${N}600 publications`,
    );
  });

  it('keeps the digits of an id as they are', async () => {
    await i18nProvider.changeLocale('fr');
    expect(
      i18nProvider.translate('app.catalogue_import.server_duplicates.email', { id: 12345 }),
    ).toBe('Un artiste avec cet e-mail existe déjà (id 12345).');
  });
});
