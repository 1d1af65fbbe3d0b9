// Dates and times follow the interface language: date-fns with the matching locale.
import { format, isValid, parseISO, type Locale } from 'date-fns';
import { enUS, es, fr } from 'date-fns/locale';
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

const DATE_LOCALES: Record<string, Locale> = { en: enUS, fr, es };

export const dateLocaleOf = (locale: string): Locale => DATE_LOCALES[locale] ?? enUS;

/** The date-fns locale of the current interface language. */
export function useDateLocale(): Locale {
  const [locale] = useLocaleState();
  return dateLocaleOf(locale);
}

export function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/**
 * Formats a date in the current language; `pattern` is a date-fns pattern (default: the
 * locale's medium date, e.g. "Nov 21, 2026" / "21 nov. 2026"). Invalid or empty gives "".
 */
export function useFormatDate(): (
  value: string | number | Date | null | undefined,
  pattern?: string,
) => string {
  const locale = useDateLocale();
  return useCallback(
    (value, pattern = 'PP') => {
      const date = toDate(value);
      return date ? format(date, pattern, { locale }) : '';
    },
    [locale],
  );
}
