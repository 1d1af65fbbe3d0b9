// A campaign's budget in its own currency, written the way the interface language writes money
// ("CA$2,500", "2 500 $CA"). Budgets move in steps of 50: whole amounts show no cents.

/**
 * The label's currency (Canadian dollars): every campaign budget the contract takes, what the
 * label pays its artists, and a budget's when the server names none. The one place it is written.
 */
export const DEFAULT_CURRENCY = 'CAD';

export function formatMoney(amount: number, currency: string | null | undefined, locale: string) {
  const whole = Number.isInteger(amount)
    ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
    : {};
  const code = currency?.trim() || DEFAULT_CURRENCY;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...whole }).format(
      amount,
    );
  } catch {
    // Not an ISO 4217 code (RangeError): the amount, then whatever the server called it.
    return `${new Intl.NumberFormat(locale, whole).format(amount)} ${code}`;
  }
}
