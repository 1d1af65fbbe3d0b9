import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { CURRENCY } from './budgetRules';

/** An amount in the campaign currency (CAD), written for the interface language. */
export function useFormatMoney(): (amount: number) => string {
  const [locale] = useLocaleState();
  return useCallback(
    (amount) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY }).format(amount),
    [locale],
  );
}
