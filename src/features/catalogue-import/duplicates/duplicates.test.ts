import { describe, expect, it } from 'vitest';
import { findDuplicatesInFile } from './findDuplicatesInFile';
import { findServerDuplicates } from './findServerDuplicates';
import {
  artistReferencePlan,
  inBatches,
  readsWhole,
  serverCheckPlan,
  wholeListPlan,
  worthSizing,
} from './serverCheckPlan';

describe('findDuplicatesInFile', () => {
  it('finds artists repeated by e-mail or by stage name, case and spaces aside', () => {
    const rows = [
      { line: 2, body: { stageName: 'Luna', email: 'luna@example.com' } },
      { line: 3, body: { stageName: 'Sol', email: 'LUNA@example.com ' } },
      { line: 4, body: { stageName: '  luna ', email: 'other@example.com' } },
      { line: 5, body: { stageName: 'Lunà', email: 'lunà@example.com' } },
    ];
    expect(findDuplicatesInFile('artists', rows)).toEqual([
      {
        line: 3,
        firstLine: 2,
        field: 'email',
        near: false,
        message: 'app.catalogue_import.duplicates.email_in_file',
        args: { line: 2 },
      },
      {
        line: 4,
        firstLine: 2,
        field: 'stageName',
        near: false,
        message: 'app.catalogue_import.duplicates.stage_name_in_file',
        args: { line: 2 },
      },
    ]);
  });

  it('finds songs repeated by title within their artist only', () => {
    const rows = [
      { line: 2, body: { artistId: 12, title: 'Minuit' } },
      { line: 3, body: { artistId: 14, title: 'Minuit' } },
      { line: 4, body: { artistId: 12, title: 'minuit  ' } },
      { line: 5, body: { artistId: 12, title: 'Minuit moins cinq' } },
    ];
    expect(findDuplicatesInFile('songs', rows)).toEqual([
      {
        line: 4,
        firstLine: 2,
        field: 'title',
        near: false,
        message: 'app.catalogue_import.duplicates.title_in_file',
        args: { line: 2 },
      },
    ]);
  });

  it('finds albums repeated by UPC, and leaves albums without one alone', () => {
    const rows = [
      { line: 2, body: { artistId: 12, title: 'A', upc: '062345678900' } },
      { line: 3, body: { artistId: 12, title: 'B', upc: null } },
      { line: 4, body: { artistId: 14, title: 'C', upc: '062345678900' } },
      { line: 5, body: { artistId: 12, title: 'D', upc: '' } },
    ];
    expect(findDuplicatesInFile('albums', rows)).toEqual([
      {
        line: 4,
        firstLine: 2,
        field: 'upc',
        near: false,
        message: 'app.catalogue_import.duplicates.upc_in_file',
        args: { line: 2 },
      },
    ]);
  });

  it('says a row is nearly the same when it differs only in what a reader cannot see', () => {
    const rows = [
      { line: 2, body: { stageName: 'Cielo Marín', email: 'cielo@example.com' } },
      { line: 3, body: { stageName: 'Cielo Mari\u0301n', email: 'other@example.com' } },
      { line: 4, body: { stageName: 'Basalt Kings', email: 'basalt@example.com' } },
      { line: 5, body: { stageName: 'Basalt  Kings', email: 'basalt@example.com' } },
      { line: 6, body: { stageName: 'Nova Quill', email: 'nova@example.com' } },
      { line: 7, body: { stageName: 'Nova Quill\u200b', email: 'quill@example.com' } },
    ];
    expect(
      findDuplicatesInFile('artists', rows).map(({ line, firstLine, field, near, message }) => ({
        line,
        firstLine,
        field,
        near,
        message,
      })),
    ).toEqual([
      {
        line: 3,
        firstLine: 2,
        field: 'stageName',
        near: true,
        message: 'app.catalogue_import.duplicates.near.stage_name_in_file',
      },
      // The same e-mail as typed says more than a stage name nearly the same.
      {
        line: 5,
        firstLine: 4,
        field: 'email',
        near: false,
        message: 'app.catalogue_import.duplicates.email_in_file',
      },
      {
        line: 7,
        firstLine: 6,
        field: 'stageName',
        near: true,
        message: 'app.catalogue_import.duplicates.near.stage_name_in_file',
      },
    ]);
  });

  it('finds song titles nearly the same within their artist', () => {
    const rows = [
      { line: 2, body: { artistId: 12, title: 'Nuit\u00a0blanche' } },
      { line: 3, body: { artistId: 12, title: 'nuit blanche' } },
    ];
    expect(findDuplicatesInFile('songs', rows)).toEqual([
      {
        line: 3,
        firstLine: 2,
        field: 'title',
        near: true,
        message: 'app.catalogue_import.duplicates.near.title_in_file',
        args: { line: 2 },
      },
    ]);
  });

  it('compares a row only with rows that will be created, not with skipped ones', () => {
    const rows = [
      { line: 2, body: { stageName: 'Luna', email: 'a@example.com' } },
      { line: 3, body: { stageName: 'Luna', email: 'b@example.com' } },
      { line: 4, body: { stageName: 'Sol', email: 'b@example.com' } },
    ];
    expect(findDuplicatesInFile('artists', rows).map((d) => [d.line, d.firstLine])).toEqual([
      [3, 2],
    ]);
  });
});

describe('serverCheckPlan', () => {
  it('searches artists with the text as a person sees it, once per distinct text', () => {
    const plan = serverCheckPlan('artists', [
      { stageName: 'Cielo Mari\u0301n', email: 'cielo@example.com' },
      { stageName: 'Basalt  Kings', email: ' basalt@example.com\u200b' },
      { stageName: 'Nova Quill\u200b', email: 'NOVA@example.com' },
      { stageName: 'Basalt Kings', email: 'basalt@example.com' },
    ]);
    expect(plan).toEqual([
      { resource: 'artists', filter: { search: 'cielo@example.com' } },
      { resource: 'artists', filter: { search: 'cielo marín' } },
      { resource: 'artists', filter: { search: 'basalt@example.com' } },
      { resource: 'artists', filter: { search: 'basalt kings' } },
      { resource: 'artists', filter: { search: 'nova@example.com' } },
      { resource: 'artists', filter: { search: 'nova quill' } },
    ]);
  });

  it('searches artists once per distinct e-mail and stage name', () => {
    const plan = serverCheckPlan('artists', [
      { stageName: 'Luna', email: 'luna@example.com' },
      { stageName: 'LUNA', email: 'Luna@Example.com' },
      { stageName: 'Sol', email: 'sol@example.com' },
    ]);
    expect(plan).toEqual([
      { resource: 'artists', filter: { search: 'luna@example.com' } },
      { resource: 'artists', filter: { search: 'luna' } },
      { resource: 'artists', filter: { search: 'sol@example.com' } },
      { resource: 'artists', filter: { search: 'sol' } },
    ]);
  });

  it('lists songs and albums once per distinct artist, whatever the number of rows', () => {
    const songs = Array.from({ length: 5000 }, (_unused, index) => ({
      artistId: (index % 3) + 1,
      title: `Song ${index}`,
    }));
    expect(serverCheckPlan('songs', songs)).toEqual([
      { resource: 'songs', filter: { artist_id: 1 } },
      { resource: 'songs', filter: { artist_id: 2 } },
      { resource: 'songs', filter: { artist_id: 3 } },
    ]);
    expect(serverCheckPlan('albums', [{ artistId: 7 }, { artistId: 7 }])).toEqual([
      { resource: 'albums', filter: { artist_id: 7 } },
    ]);
  });

  it('looks artist references up once per distinct name, and ids in one request', () => {
    expect(artistReferencePlan(['Luna', 'luna ', '12', '14', '12', ''])).toEqual({
      lists: [
        { resource: 'artists', filter: { search: 'luna' } },
        { resource: 'artists', filter: { search: '12' } },
        { resource: 'artists', filter: { search: '14' } },
      ],
      many: { resource: 'artists', ids: [12, 14] },
    });
    expect(artistReferencePlan(['Luna']).many).toBeNull();
    expect(artistReferencePlan(['Basalt  Kings', 'basalt kings\u200b', '\u200b']).lists).toEqual([
      { resource: 'artists', filter: { search: 'basalt kings' } },
    ]);
  });

  it('reads the whole artists list only when its pages are fewer than the look-ups', () => {
    // A label of a few dozen artists: one page.
    expect(wholeListPlan(66)).toEqual([{ resource: 'artists', page: 1, perPage: 1000 }]);
    expect(readsWhole(40_000, 66)).toBe(true);
    expect(readsWhole(1, 66)).toBe(false);
    // A label of 50,000 artists: 50 pages, worth it for 51 look-ups, not for 50.
    expect(wholeListPlan(50_000)).toHaveLength(50);
    expect(readsWhole(51, 50_000)).toBe(true);
    expect(readsWhole(50, 50_000)).toBe(false);
    // Learning the size costs a request: not worth it for one or two look-ups.
    expect(worthSizing(2)).toBe(false);
    expect(worthSizing(3)).toBe(true);
  });

  it('sends the requests a few at a time', () => {
    expect(inBatches([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(inBatches([], 4)).toEqual([]);
  });
});

describe('findServerDuplicates', () => {
  it('matches rows exactly against what the searches returned', () => {
    const rows = [
      { line: 2, body: { stageName: 'Luna', email: 'luna@example.com' } },
      { line: 3, body: { stageName: 'Lunatic', email: 'new@example.com' } },
      { line: 4, body: { stageName: 'Sol', email: 'SOL@example.com' } },
    ];
    const existing = [
      { id: 40, stageName: 'Lunatics', email: 'x@example.com' },
      { id: 41, stageName: 'luna', email: 'y@example.com' },
      { id: 42, stageName: 'Solène', email: 'sol@example.com' },
    ];
    expect(findServerDuplicates('artists', rows, existing)).toEqual([
      { line: 2, existingId: 41, field: 'stageName', near: false, existing: 'luna' },
      { line: 4, existingId: 42, field: 'email', near: false, existing: 'sol@example.com' },
    ]);
  });

  it('finds near-duplicates of existing artists, and prefers a record typed the same', () => {
    const rows = [
      { line: 2, body: { stageName: 'Cielo Mari\u0301n', email: 'new1@example.com' } },
      { line: 3, body: { stageName: 'Basalt  Kings', email: 'new2@example.com' } },
      { line: 4, body: { stageName: 'Nova Quill\u200b', email: 'new3@example.com' } },
      { line: 5, body: { stageName: 'Rose', email: 'new4@example.com' } },
    ];
    const existing = [
      { id: 50, stageName: 'Cielo Marín', email: 'cielo@example.com' },
      { id: 51, stageName: 'Basalt Kings', email: 'basalt@example.com' },
      { id: 52, stageName: 'Nova Quill', email: 'nova@example.com' },
      { id: 54, stageName: 'Rosé', email: 'rose@example.com' },
    ];
    expect(findServerDuplicates('artists', rows, existing)).toEqual([
      { line: 2, existingId: 50, field: 'stageName', near: true, existing: 'Cielo Marín' },
      { line: 3, existingId: 51, field: 'stageName', near: true, existing: 'Basalt Kings' },
      { line: 4, existingId: 52, field: 'stageName', near: true, existing: 'Nova Quill' },
    ]);
  });

  it('names the existing record typed like the row when several are nearly the same', () => {
    const row = { line: 2, body: { stageName: 'Nova Quill\u200b', email: 'new@example.com' } };
    const existing = [
      { id: 52, stageName: 'Nova Quill', email: 'nova@example.com' },
      { id: 53, stageName: 'Nova Quill\u200b', email: 'nova.b@example.com' },
    ];
    expect(findServerDuplicates('artists', [row], existing)).toEqual([
      { line: 2, existingId: 53, field: 'stageName', near: false, existing: 'Nova Quill\u200b' },
    ]);
  });

  it('matches songs by title within the artist', () => {
    expect(
      findServerDuplicates(
        'songs',
        [
          { line: 2, body: { artistId: 12, title: 'Minuit' } },
          { line: 3, body: { artistId: 14, title: 'Minuit' } },
        ],
        [{ id: 87, artistId: 12, title: 'MINUIT' }],
      ),
    ).toEqual([{ line: 2, existingId: 87, field: 'title', near: false, existing: 'MINUIT' }]);
  });
});
