// Every language's catalogue, layered at build time (i18n/catalogues.ts). French and Spanish come
// in their own chunk, fetched when a user picks one (or had picked it before): the sign-in page
// carries English only.
import type { TranslationMessages } from 'react-admin';
import spanish from 'virtual:catalogue/es';
import french from 'virtual:catalogue/fr';
import type { Locale } from './i18n';
import { english } from './i18nEnglish';

export const catalogues: Record<Locale, TranslationMessages> = {
  en: english,
  fr: french,
  es: spanish,
};
