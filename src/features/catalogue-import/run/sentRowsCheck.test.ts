import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { testArtists, testCatalogue } from '../dryRun/catalogue.testkit';
import { comparableRecord, findSentRows, matchSentRows } from './sentRowsCheck';

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

  it('finds an artist the server kept as a person sees it: the accent composed, spaces tidied', async () => {
    const catalogue = testCatalogue(
      testArtists(35, [
        { stageName: 'Cielo Marín', email: 'cielo@example.com' },
        { stageName: 'Basalt Kings', email: 'basalt@example.com' },
      ]),
    );
    const found = await findSentRows(catalogue.provider as DataProvider, 'artists', [
      { position: 7, body: { stageName: 'Cielo Mari\u0301n', email: 'CIELO@example.com\u200b' } },
      { position: 8, body: { stageName: 'Basalt  Kings', email: 'kings@example.com' } },
      { position: 9, body: { stageName: 'Nova Quill', email: 'nova@example.com' } },
    ]);
    expect([...found]).toEqual([
      [7, 36],
      [8, 37],
    ]);
  });

  it('reads a small label whole rather than searching for each lost row', async () => {
    const catalogue = testCatalogue(testArtists(35));
    const rows = Array.from({ length: 12 }, (_unused, index) => ({
      position: index,
      body: { stageName: `Artist ${index + 30}`, email: `someone${index}@example.com` },
    }));
    const found = await findSentRows(catalogue.provider as DataProvider, 'artists', rows);
    expect(catalogue.requests).toEqual(['page 1 of 1', 'page 1 of 1000']);
    // Artists 30 to 35 exist: rows 0 to 5.
    expect([...found.keys()]).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('searches a large label for the few rows whose answer was lost', async () => {
    const catalogue = testCatalogue(testArtists(5_000));
    const found = await findSentRows(catalogue.provider as DataProvider, 'artists', [
      { position: 0, body: { stageName: 'Artist 4999', email: 'new@example.com' } },
      { position: 1, body: { stageName: 'Someone New', email: 'someone@example.com' } },
    ]);
    expect(catalogue.requests).toEqual([
      'page 1 of 1',
      'search new@example.com',
      'search artist 4999',
      'search someone@example.com',
      'search someone new',
    ]);
    expect([...found]).toEqual([[0, 4999]]);
  });
});
