import { describe, expect, it } from 'vitest';
import { qrFileStem, svgDataUrl } from './qrExport';

describe('qrFileStem', () => {
  it.each([
    ['https://links.example/lune-riviere', 'lune-riviere'],
    ['http://localhost:5173/smart-links/page/jayo/', 'jayo'],
    ['https://links.example/%C3%A9t%C3%A9%20live', 'été-live'],
    ['https://links.example/a%2F..%2Fb', 'a-b'],
    ['https://links.example/', 'smart-link'],
    ['not an address', 'smart-link'],
  ])('names the files of %s after %s', (address, stem) => {
    expect(qrFileStem(address)).toBe(stem);
  });
});

describe('svgDataUrl', () => {
  it('encodes the whole document', () => {
    expect(svgDataUrl('<svg a="#1"/>')).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%22%231%22%2F%3E',
    );
  });
});
