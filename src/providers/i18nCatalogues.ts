// Every language's catalogue. French and Spanish come in their own chunk, fetched when a user
// picks one (or had picked it before): the sign-in page carries English only.
import frenchMessages from 'ra-language-french';
import spanishMessages from 'ra-language-spanish';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { es } from '../../i18n/es';
import { fr } from '../../i18n/fr';
import { raSpanishCompletion } from '../../i18n/raSpanish';
import type { Locale } from './i18n';
import { english } from './i18nEnglish';

const layered = (...catalogues: object[]) =>
  mergeTranslations(english, ...catalogues) as TranslationMessages;

// ra-language-spanish predates react-admin 5 and lacks many keys; our es.ts completes it.
export const catalogues: Record<Locale, TranslationMessages> = {
  en: english,
  fr: layered(frenchMessages, fr),
  es: layered(spanishMessages, raSpanishCompletion, es),
};
