// Counts read right with 0, 1 and 2 in every language, through the app's own provider: polyglot
// picks the form by the language's rule (French: 0 and 1 singular; English and Spanish: 1 only).
import { afterAll, describe, expect, it } from 'vitest';
import { i18nProvider } from './i18n';

const N = '\u202f';

/** key → the text with 0, 1 and 2 (the count given both as smart_count and as %{count}). */
type Cases = Record<string, [string, string, string]>;

const CASES: Record<'en' | 'fr' | 'es', Cases> = {
  en: {
    'app.bulk_edit.outcome.ok': ['0 changed', '1 changed', '2 changed'],
    'app.bulk_edit.outcome.put_back': ['0 put back', '1 put back', '2 put back'],
    'app.bulk_edit.outcome.changed_since': [
      '0 changed since (left as they are)',
      '1 changed since (left as it is)',
      '2 changed since (left as they are)',
    ],
    'app.social_media.progress.done_sent': ['0 sent', '1 sent', '2 sent'],
  },
  fr: {
    'app.bulk_edit.outcome.ok': ['0 modifié', '1 modifié', '2 modifiés'],
    'app.bulk_edit.outcome.failed': ['0 en échec', '1 en échec', '2 en échec'],
    'app.bulk_edit.outcome.put_back': ['0 rétabli', '1 rétabli', '2 rétablis'],
    'app.bulk_edit.outcome.changed_since': [
      '0 modifié depuis (laissé tel quel)',
      '1 modifié depuis (laissé tel quel)',
      '2 modifiés depuis (laissés tels quels)',
    ],
    'app.social_media.progress.done_sent': ['0 envoyée', '1 envoyée', '2 envoyées'],
    'app.social_media.progress.done_failed': ['0 non envoyée', '1 non envoyée', '2 non envoyées'],
  },
  es: {
    'app.bulk_edit.outcome.ok': ['0 modificados', '1 modificado', '2 modificados'],
    'app.bulk_edit.outcome.failed': ['0 con error', '1 con error', '2 con error'],
    'app.bulk_edit.outcome.put_back': ['0 restablecidos', '1 restablecido', '2 restablecidos'],
    'app.bulk_edit.outcome.changed_since': [
      '0 modificados después (se dejan como están)',
      '1 modificado después (se deja como está)',
      '2 modificados después (se dejan como están)',
    ],
    'app.social_media.progress.done_sent': ['0 enviadas', '1 enviada', '2 enviadas'],
    'app.social_media.progress.done_failed': ['0 sin enviar', '1 sin enviar', '2 sin enviar'],
  },
};

afterAll(() => i18nProvider.changeLocale('en'));

describe.each(['en', 'fr', 'es'] as const)('plural forms in %s', (locale) => {
  it.each(Object.entries(CASES[locale]))('%s with 0, 1 and 2', async (key, expected) => {
    await i18nProvider.changeLocale(locale);
    const read = [0, 1, 2].map((n) =>
      i18nProvider.translate(key, { smart_count: n, count: String(n) }),
    );
    expect(read).toEqual(expected);
  });
});

describe('a count that runs through a whole sentence', () => {
  it('the upload that failed for some files: the verb agrees with the files that failed', async () => {
    const some = (failed: number) =>
      i18nProvider.translate('app.media.upload.some_failed', {
        smart_count: failed,
        failed: String(failed),
        total: '3',
      });
    await i18nProvider.changeLocale('fr');
    expect(some(1)).toMatch(new RegExp(`^1 fichier sur 3 n'a pas pu être téléversé${N};`));
    expect(some(2)).toMatch(new RegExp(`^2 fichiers sur 3 n'ont pas pu être téléversés${N};`));
    await i18nProvider.changeLocale('es');
    expect(some(1)).toMatch(/^No se pudo subir 1 archivo de 3;/);
    expect(some(2)).toMatch(/^No se pudieron subir 2 archivos de 3;/);
  });

  it('rows sent by an import: the noun agrees with the total', async () => {
    const sent = (done: number, total: number) =>
      i18nProvider.translate('app.catalogue_import_run.progress.text', {
        smart_count: total,
        sent: String(done),
        total: String(total),
      });
    await i18nProvider.changeLocale('fr');
    expect([sent(0, 0), sent(1, 1), sent(1, 2)]).toEqual([
      '0 sur 0 ligne envoyée',
      '1 sur 1 ligne envoyée',
      '1 sur 2 lignes envoyées',
    ]);
    await i18nProvider.changeLocale('es');
    expect([sent(0, 0), sent(1, 1), sent(1, 2)]).toEqual([
      '0 de 0 filas enviadas',
      '1 de 1 fila enviada',
      '1 de 2 filas enviadas',
    ]);
  });

  it('the invitations sent: each count in its own form', async () => {
    await i18nProvider.changeLocale('fr');
    const done = i18nProvider.translate('app.social_media.progress.done', {
      sent: i18nProvider.translate('app.social_media.progress.done_sent', {
        smart_count: 1,
        count: '1',
      }),
      failed: i18nProvider.translate('app.social_media.progress.done_failed', {
        smart_count: 2,
        count: '2',
      }),
      total: '3',
    });
    expect(done).toBe(`Invitations${N}: 1 envoyée, 2 non envoyées, sur 3.`);
  });
});

describe('limits in messages, written in the interface language', () => {
  it('a duration limit in French and English', async () => {
    const range = () =>
      i18nProvider.translate('app.songs.form.validation.duration_range', { min: 1, max: 3600 });
    await i18nProvider.changeLocale('fr');
    expect(range()).toBe(`La durée doit être comprise entre 1 et 3${N}600 secondes`);
    await i18nProvider.changeLocale('en');
    expect(range()).toBe('Duration must be between 1 and 3,600 seconds');
  });
});
