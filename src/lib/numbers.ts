// Numbers as the interface language writes them ("0.7", "0,7"; "10,000", "10 000"; "42%",
// "42 %"), wherever one is shown as text rather than typed into a number field.
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

/**
 * A share (0.42 for 42 percent) as the interface language writes a percentage, with at most
 * `decimals` decimals: "42%", "42 %" (a no-break space in French and Spanish, as Intl writes
 * them). Never a number and "%" put together by hand: the sign's place and spacing are the
 * language's.
 */
export function useFormatPercent(decimals = 0): (share: number) => string {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: decimals,
    });
    return (share: number) => format.format(share);
  }, [locale, decimals]);
}
