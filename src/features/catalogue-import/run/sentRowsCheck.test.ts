import { describe, expect, it } from 'vitest';
import { comparableRecord, matchSentRows } from './sentRowsCheck';

describe('looking for rows sent before a reload', () => {
  it('finds songs by title within their artist, in the records as the list returns them', () => {
    const records = [
      { id: 90, artist_id: 3, title: 'Minuit' },
      { id: 91, artist_id: 4, title: 'Aube' },
    ].map((record) => comparableRecord('songs', record));
    const found = matchSentRows(
      'songs',
      [
        { position: 0, body: { artistId: 3, title: 'minuit ' } },
        { position: 1, body: { artistId: 3, title: 'Aube' } },
      ],
      records,
    );
    expect([...found]).toEqual([[0, 90]]);
  });

  it('finds albums by UPC, or by title within their artist when the row has no UPC', () => {
    const records = [
      { id: 70, artist_id: 3, title: 'First', upc: '062345678900' },
      { id: 71, artist_id: 3, title: 'Second', upc: null },
    ].map((record) => comparableRecord('albums', record));
    const found = matchSentRows(
      'albums',
      [
        { position: 0, body: { artistId: 9, title: 'Other', upc: '062345678900' } },
        { position: 1, body: { artistId: 3, title: 'Second', upc: null } },
        { position: 2, body: { artistId: 3, title: 'First', upc: '012345678905' } },
      ],
      records,
    );
    expect([...found]).toEqual([
      [0, 70],
      [1, 71],
    ]);
  });

  it('finds artists by e-mail', () => {
    const records = [{ id: 5, stageName: 'Luna', email: 'luna@example.com' }].map((record) =>
      comparableRecord('artists', record),
    );
    const found = matchSentRows(
      'artists',
      [
        { position: 3, body: { stageName: 'Luna B', email: 'LUNA@example.com' } },
        { position: 4, body: { stageName: 'Sol', email: 'sol@example.com' } },
      ],
      records,
    );
    expect([...found]).toEqual([[3, 5]]);
  });
});
