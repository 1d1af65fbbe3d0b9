// File sizes read as KB below a megabyte and MB above, in the interface language's number
// format ("3.6 MB", "3,6 Mo").
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

const KB = 1024;
const MB = 1024 * 1024;

export function fileSizeParts(bytes: number, locale: string): { unit: 'kb' | 'mb'; size: string } {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const [unit, value] = safe >= MB ? (['mb', safe / MB] as const) : (['kb', safe / KB] as const);
  const size = new Intl.NumberFormat(locale, {
    maximumFractionDigits: value >= 100 ? 0 : 1,
  }).format(value);
  return { unit, size };
}

/** Formats a byte count as "3.6 MB" or "512 KB" in the current language. */
export function useFormatFileSize(): (bytes: number) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (bytes) => {
      const { unit, size } = fileSizeParts(bytes, locale);
      return translate(`app.media.size.${unit}`, { size });
    },
    [locale, translate],
  );
}
