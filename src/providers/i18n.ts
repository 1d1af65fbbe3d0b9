// English is the default and the fallback for any missing key; the choice is kept by
// react-admin's store in localStorage, so it survives a reload. Another language's catalogue is
// fetched when it is chosen: react-admin waits for it before the first render in that language.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { english } from './i18nEnglish';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'es', name: 'Español' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

const isLocale = (locale: string): locale is Locale => LOCALES.some((l) => l.locale === locale);

const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  !isLocale(locale) || locale === 'en'
    ? english
    : import('./i18nCatalogues').then(({ catalogues }) => catalogues[locale]);

export const i18nProvider = polyglotI18nProvider(messagesOf, 'en', [...LOCALES], {
  allowMissing: true,
});
