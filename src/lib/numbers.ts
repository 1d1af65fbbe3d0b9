// Numbers as the interface language writes them ("0.7", "0,7"; "10,000", "10 000"), wherever one
// is shown as text rather than typed into a number field.
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** `value` in the current interface language, with as many decimals as it has (up to 3). */
export function useFormatNumber(): (value: number) => string {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale);
    return (value: number) => format.format(value);
  }, [locale]);
}
