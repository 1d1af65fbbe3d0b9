// Every language's catalogue, layered at build time (i18n/catalogues.ts). French and Spanish come
// in their own chunk, fetched when a user picks one (or had picked it before): the sign-in page
// carries English only.
import type { TranslationMessages } from 'react-admin';
import spanish from 'virtual:catalogue/es';
import french from 'virtual:catalogue/fr';
import { english } from './i18nEnglish';

// Keyed by the interface languages (i18n.ts's Locale), which i18n.ts checks where it reads them.
export const catalogues = {
  en: english,
  fr: french,
  es: spanish,
} satisfies Record<string, TranslationMessages>;
