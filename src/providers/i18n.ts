// English is the default and the fallback for any missing key; the choice is kept by
// react-admin's store in localStorage, so it survives a reload. Catalogues are fetched when
// needed: the first download holds only the sign-in page's English (i18nSignIn.ts); the whole
// English catalogue comes with the signed-in app (layout/AppTexts.tsx asks for it), French and
// Spanish when chosen (react-admin waits for them before the first render in that language).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { signInEnglish } from './i18nSignIn';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'es', name: 'Español' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

const isLocale = (locale: string): locale is Locale => LOCALES.some((l) => l.locale === locale);

/** Starts fetching every English text (once); the signed-in app cannot show without them. */
export const loadAppTexts = () => import('./i18nEnglish').then(({ english }) => english);

/** The locale whose whole catalogue the provider holds; none until one has been loaded. */
let completeLocale: Locale | null = null;

export const hasAppTexts = (locale: string): boolean => completeLocale === locale;

async function catalogueOf(locale: Locale): Promise<TranslationMessages> {
  const messages =
    locale === 'en' ? await loadAppTexts() : (await import('./i18nCatalogues')).catalogues[locale];
  completeLocale = locale;
  return messages;
}

// polyglot reads the initial locale's messages at once, and only that read must be synchronous:
// the sign-in page's texts. Every later read (a language chosen, the app's texts) is a fetch.
let firstRead = true;
const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  if (firstRead) {
    firstRead = false;
    return signInEnglish;
  }
  return catalogueOf(isLocale(locale) ? locale : 'en');
};

const polyglot = polyglotI18nProvider(messagesOf, 'en', [...LOCALES], {
  allowMissing: true,
});

// Limits reach messages as raw numbers from many places (validation rules, react-admin's own
// ValidationError): written here in the interface language ("3 600", "3,600"). Only quantities:
// an id or a row number keeps its digits as they are.
const QUANTITIES = new Set(['min', 'max', 'limit']);
// Made when first needed: a number formatter is costly to create, and the sign-in page needs none.
let numbers: { locale: string; format: Intl.NumberFormat } | null = null;

function withQuantities(options: Record<string, unknown> | undefined) {
  if (!options || !Object.keys(options).some((key) => QUANTITIES.has(key))) return options;
  const locale = polyglot.getLocale();
  if (numbers?.locale !== locale) numbers = { locale, format: new Intl.NumberFormat(locale) };
  const { format } = numbers;
  return Object.fromEntries(
    Object.entries(options).map(([key, value]) => [
      key,
      QUANTITIES.has(key) && typeof value === 'number' ? format.format(value) : value,
    ]),
  );
}

export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => polyglot.translate(key, withQuantities(options)),
};
