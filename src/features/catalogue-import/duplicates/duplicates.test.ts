import { describe, expect, it } from 'vitest';
import { findDuplicatesInFile } from './findDuplicatesInFile';
import { findServerDuplicates } from './findServerDuplicates';
import { artistReferencePlan, inBatches, serverCheckPlan } from './serverCheckPlan';

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
        message: 'app.catalogue_import.duplicates.email_in_file',
        args: { line: 2 },
      },
      {
        line: 4,
        firstLine: 2,
        field: 'stageName',
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
        message: 'app.catalogue_import.duplicates.upc_in_file',
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
      { line: 2, existingId: 41, field: 'stageName' },
      { line: 4, existingId: 42, field: 'email' },
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
    ).toEqual([{ line: 2, existingId: 87, field: 'title' }]);
  });
});
