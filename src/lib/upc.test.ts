import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, hasValidCheckDigit, isValidUpc, upcProblem } from './upc';

// Real published codes: a UPC-A from a cereal box, EAN-13s from book barcodes (ISBN-13) and a
// Belgian product.
const VALID_UPC_A = ['036000291452', '012345678905', '062345678900', '000000000000'];
const VALID_EAN_13 = ['4006381333931', '9780306406157', '5449000000996', '0012345678905'];

describe('gtinCheckDigit', () => {
  it.each([
    ['03600029145', 2],
    ['01234567890', 5],
    ['400638133393', 1],
    ['978030640615', 7],
    ['00000000000', 0],
  ])('completes %s with %i', (payload, digit) => {
    expect(gtinCheckDigit(payload)).toBe(digit);
  });

  it('weighs from the right, so a leading zero does not change the digit (UPC-A in EAN-13)', () => {
    expect(gtinCheckDigit('01234567890')).toBe(gtinCheckDigit('001234567890'));
  });

  it('refuses anything but digits', () => {
    expect(() => gtinCheckDigit('12a')).toThrow();
    expect(() => gtinCheckDigit('')).toThrow();
  });
});

describe('hasValidCheckDigit', () => {
  it.each([...VALID_UPC_A, ...VALID_EAN_13])('accepts %s', (code) => {
    expect(hasValidCheckDigit(code)).toBe(true);
  });

  it.each([
    '036000291453', // last digit off by one
    '036000291450',
    '063000291452', // two digits swapped: the weights catch it
    '4006381333932',
    '9780306406158',
    '9870306406157',
    // The contract's example UPC: its last digit should be 0.
    '062345678901',
  ])('rejects %s', (code) => {
    expect(hasValidCheckDigit(code)).toBe(false);
  });

  it('rejects codes too short to carry a check digit, and non-digits', () => {
    expect(hasValidCheckDigit('')).toBe(false);
    expect(hasValidCheckDigit('7')).toBe(false);
    expect(hasValidCheckDigit('03600029145X')).toBe(false);
  });
});

describe('upcProblem / isValidUpc', () => {
  it('leaves an empty UPC alone: it is optional', () => {
    expect(upcProblem('')).toBeNull();
    expect(upcProblem('   ')).toBeNull();
    expect(upcProblem(null)).toBeNull();
    expect(upcProblem(undefined)).toBeNull();
  });

  it.each([...VALID_UPC_A, ...VALID_EAN_13])('accepts the valid code %s', (code) => {
    expect(upcProblem(code)).toBeNull();
    expect(isValidUpc(code)).toBe(true);
  });

  it('ignores the spaces around a pasted code', () => {
    expect(upcProblem(' 036000291452 ')).toBeNull();
  });

  it.each(['03600029145A', '0360-0029-1452', '036 000 291 452', '+36000291452', '1.5', 'abc'])(
    'says %s must be digits only',
    (code) => {
      expect(upcProblem(code)).toBe('digits');
      expect(isValidUpc(code)).toBe(false);
    },
  );

  it.each(['036000291453', '4006381333932'])('says the check digit of %s is wrong', (code) => {
    expect(upcProblem(code)).toBe('check_digit');
    expect(isValidUpc(code)).toBe(false);
  });

  it('checks only the 12- and 13-digit formats: other lengths up to 20 pass as they are', () => {
    for (const code of ['1', '12345', '1234567', '12345678901', '12345678901234', '9'.repeat(20)]) {
      expect(upcProblem(code)).toBeNull();
    }
  });

  it('refuses more than 20 digits', () => {
    expect(upcProblem('9'.repeat(21))).toBe('length');
    expect(isValidUpc('0'.repeat(21))).toBe(false);
  });
});
