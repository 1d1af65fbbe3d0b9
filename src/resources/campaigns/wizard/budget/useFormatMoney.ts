import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { DEFAULT_CURRENCY } from '@/lib/money';

/** An amount in the campaign currency (CAD), written for the interface language. */
export function useFormatMoney(): (amount: number) => string {
  const [locale] = useLocaleState();
  return useCallback(
    (amount) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: DEFAULT_CURRENCY }).format(
        amount,
      ),
    [locale],
  );
}
