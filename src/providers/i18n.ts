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

// Numbers reach messages as numbers from many places (counts, totals, limits, react-admin's own
// ValidationError): they are written in the interface language ("3 600", "3,600") as they are
// put in, after polyglot has chosen the plural form by the number itself. Only these quantities:
// an id, a row's line, a position, a step, a page, a week or a year is a name, and keeps its
// digits ("id 12345", "row 1024"), as does a %{value} copied from a file. A key that holds
// counts is added here.
const QUANTITIES = new Set([
  'smart_count',
  'count',
  'total',
  'done',
  'sent',
  'failed',
  'read',
  'shown',
  'rows',
  'columns',
  'min',
  'max',
  'limit',
  'n',
  'seconds',
  'size',
  'weeks',
]);
// Made when first needed: a number formatter is costly to create, and the sign-in page needs none.
let numbers: { locale: string; format: Intl.NumberFormat } | null = null;

function formatQuantity(value: number): string {
  // Called only while a message is written, once the provider below exists.
  const locale = polyglot.getLocale();
  if (numbers?.locale !== locale) numbers = { locale, format: new Intl.NumberFormat(locale) };
  return numbers.format.format(value);
}

type Replacer = (expression: string, argument: string) => unknown;

/** polyglot's interpolation (its `replace` option), each quantity written for the language. */
function interpolate(this: string, pattern: RegExp, replacer: Replacer): string {
  return this.replace(pattern, (expression: string, argument: string) => {
    const value = replacer(expression, argument);
    return QUANTITIES.has(argument) && typeof value === 'number' && Number.isFinite(value)
      ? formatQuantity(value)
      : String(value);
  });
}

const polyglot = polyglotI18nProvider(messagesOf, 'en', [...LOCALES], {
  allowMissing: true,
  replace: interpolate,
});

export const i18nProvider: I18nProvider = polyglot;
