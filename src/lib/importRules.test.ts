import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';
import { foldText } from './foldText';
import { isIsoDate } from './isoDate';
import { normalizeIsrc } from './isrc';

describe('foldText', () => {
  it('ignores case, accents, spaces, underscores and punctuation', () => {
    expect(foldText('Nom de scène')).toBe('nomdescene');
    expect(foldText('NOM_DE_SCENE')).toBe('nomdescene');
    expect(foldText("Nom d'artiste")).toBe('nomdartiste');
    expect(foldText('Teléfono móvil')).toBe('telefonomovil');
    expect(foldText('UPC/EAN')).toBe('upcean');
  });
});

describe('isValidEmail', () => {
  it('takes an address with a domain and refuses one without', () => {
    expect(isValidEmail(' luna@example.com ')).toBe(true);
    expect(isValidEmail('luna@example')).toBe(false);
    expect(isValidEmail('luna example.com')).toBe(false);
  });
});

describe('isIsoDate', () => {
  it('takes YYYY-MM-DD dates that exist', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('18/10/2024')).toBe(false);
    expect(isIsoDate('2024-10-18T00:00:00Z')).toBe(false);
  });
});

describe('normalizeIsrc', () => {
  it('gives the compact ISRC, or null for anything else', () => {
    expect(normalizeIsrc('CA-LR1-24-00012')).toBe('CALR12400012');
    expect(normalizeIsrc('us rc1 76 07839')).toBe('USRC17607839');
    expect(normalizeIsrc('C1-LR1-24-00012')).toBeNull();
    expect(normalizeIsrc('CA-LR1-24-000123')).toBeNull();
    expect(normalizeIsrc('CA-LR1-2A-00012')).toBeNull();
  });
});
