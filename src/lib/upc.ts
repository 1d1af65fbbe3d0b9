// UPC / EAN codes of albums. The API only checks "digits, at most 20", but a 12-digit UPC-A or a
// 13-digit EAN-13 with a wrong last digit is a typo that distributors reject, so the form catches
// it. Both are GTINs: the check digit makes the weighted digit sum a multiple of 10, with weights
// 3, 1, 3, ... counted from the digit next to the check digit.

export const UPC_MAX_LENGTH = 20;

/** Lengths whose last digit is a GTIN check digit: UPC-A (12) and EAN-13 (13). */
export const CHECKED_LENGTHS: readonly number[] = [12, 13];

export type UpcProblem = 'digits' | 'length' | 'check_digit';

const DIGITS = /^\d+$/;

/** The check digit that completes `payload` (the code without its last digit). */
export function gtinCheckDigit(payload: string): number {
  if (!DIGITS.test(payload)) throw new Error('A GTIN payload holds digits only');
  let sum = 0;
  for (let i = payload.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += Number(payload[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether the last digit of `code` (digits only, at least two) is its GTIN check digit. */
export function hasValidCheckDigit(code: string): boolean {
  if (code.length < 2 || !DIGITS.test(code)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** What is wrong with a UPC as typed, or null when it is fine (an empty UPC is fine). */
export function upcProblem(value: string | null | undefined): UpcProblem | null {
  const code = (value ?? '').trim();
  if (!code) return null;
  if (!DIGITS.test(code)) return 'digits';
  if (code.length > UPC_MAX_LENGTH) return 'length';
  if (CHECKED_LENGTHS.includes(code.length) && !hasValidCheckDigit(code)) return 'check_digit';
  return null;
}

export const isValidUpc = (value: string | null | undefined): boolean => upcProblem(value) === null;

/** The message a form or an import shows for a UPC as typed (i18n key and arguments), if any. */
export function upcError(
  value: string | null | undefined,
): { message: string; args?: { max: number } } | undefined {
  switch (upcProblem(value)) {
    case 'digits':
      return { message: 'app.albums.validation.upc_digits' };
    case 'length':
      return { message: 'app.albums.validation.too_long', args: { max: UPC_MAX_LENGTH } };
    case 'check_digit':
      return { message: 'app.albums.validation.upc_check_digit' };
    default:
      return undefined;
  }
}
