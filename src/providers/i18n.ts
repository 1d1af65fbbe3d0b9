// English is the default and the fallback for any missing key; the choice is kept by
// react-admin's store in localStorage, so it survives a reload.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import spanishMessages from 'ra-language-spanish';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { raSpanishCompletion } from '../../i18n/raSpanish';
import { fr } from '../../i18n/fr';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'es', name: 'Español' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

const english = mergeTranslations(englishMessages, en) as TranslationMessages;
const layered = (...catalogues: object[]) =>
  mergeTranslations(english, ...catalogues) as TranslationMessages;

// English lies under every language, so a key a catalogue lacks falls back to English.
// ra-language-spanish predates react-admin 5 and lacks many keys; our es.ts completes it.
export const catalogues: Record<Locale, TranslationMessages> = {
  en: english,
  fr: layered(frenchMessages, fr),
  es: layered(spanishMessages, raSpanishCompletion, es),
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogues[(locale as Locale) in catalogues ? (locale as Locale) : 'en'],
  'en',
  [...LOCALES],
  { allowMissing: true },
);
