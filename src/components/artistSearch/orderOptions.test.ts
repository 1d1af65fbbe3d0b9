import { describe, expect, it } from 'vitest';
import type { Artist } from '../../api/types';
import { orderOptions } from './ArtistSearchField';

const artist = (id: number, stageName: string) => ({ id, stageName }) as Artist;
const A = artist(1, 'Aurore');
const B = artist(2, 'Bleu');
const C = artist(3, 'Cyan');
const D = artist(4, 'Dune');
const names = (list: Artist[]) => list.map((a) => a.stageName);

describe('orderOptions', () => {
  it('puts the recently used first, in their order, then the first page without them', () => {
    expect(names(orderOptions([A, B, C], [C, A], null, ''))).toEqual(['Cyan', 'Aurore', 'Bleu']);
  });

  it('keeps a recently used artist the first page does not hold', () => {
    expect(names(orderOptions([A, B], [D], null, ''))).toEqual(['Dune', 'Aurore', 'Bleu']);
  });

  it('while searching, shows only the matches, the recently used among them first', () => {
    expect(names(orderOptions([A, B, C], [C, D], null, 'a'))).toEqual(['Cyan', 'Aurore', 'Bleu']);
  });

  it('keeps the chosen artist among the options, with its group', () => {
    expect(names(orderOptions([A], [], D, 'a'))).toEqual(['Dune', 'Aurore']);
    expect(names(orderOptions([A, B], [C], D, 'b'))).toEqual(['Dune', 'Aurore', 'Bleu']);
    expect(names(orderOptions([A], [C, D], D, 'a'))).toEqual(['Dune', 'Aurore']);
  });
});
