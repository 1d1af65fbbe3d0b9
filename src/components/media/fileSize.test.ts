import { describe, expect, it } from 'vitest';
import { fileSizeParts } from './fileSize';

describe('fileSizeParts', () => {
  it('uses KB below a megabyte and MB from one up', () => {
    expect(fileSizeParts(512, 'en')).toEqual({ unit: 'kb', size: '0.5' });
    expect(fileSizeParts(204_800, 'en')).toEqual({ unit: 'kb', size: '200' });
    expect(fileSizeParts(3_811_220, 'en')).toEqual({ unit: 'mb', size: '3.6' });
    expect(fileSizeParts(48_213_904, 'en')).toEqual({ unit: 'mb', size: '46' });
    expect(fileSizeParts(157_286_400, 'en')).toEqual({ unit: 'mb', size: '150' });
  });

  it("follows the language's number format", () => {
    expect(fileSizeParts(3_811_220, 'fr')).toEqual({ unit: 'mb', size: '3,6' });
    expect(fileSizeParts(1_258_291, 'es')).toEqual({ unit: 'mb', size: '1,2' });
  });

  it('treats a missing or negative size as zero', () => {
    expect(fileSizeParts(Number.NaN, 'en')).toEqual({ unit: 'kb', size: '0' });
    expect(fileSizeParts(-5, 'en')).toEqual({ unit: 'kb', size: '0' });
  });
});
