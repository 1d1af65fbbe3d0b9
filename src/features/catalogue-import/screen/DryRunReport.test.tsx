import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allArtists, findCatalogue } from '@tests/helpers/seedCatalogue';
import { signInForTest } from '@tests/helpers/signedIn';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { chooseCsv, countRequests, parseInThePage, renderImport } from './import.testkit';

let stopCounting = () => undefined as void;

beforeEach(async () => {
  parseInThePage();
  await signInForTest();
});
afterEach(() => stopCounting());

/** A seeded artist with songs, whose stage name no other artist shares. */
async function artistWithSongs() {
  const artists = await allArtists();
  const unique = (name: string) =>
    artists.filter((a) => a.stageName.toLowerCase() === name.toLowerCase()).length === 1;
  const { artist, songs } = await findCatalogue(
    (c) => c.songs.length > 0 && unique(c.artist.stageName),
  );
  return { artist, existing: songs[0]?.title ?? '' };
}

/** 7 rows: 2 to create, an in-file and a server duplicate, 3 refused. */
function songsFile(stageName: string, existingTitle: string) {
  const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
  return [
    'Artist,Title,Duration (seconds),Explicit,Favourite colour',
    `${quoted(stageName)},Paper Lanterns,200,no,blue`,
    `${quoted(stageName)},Harbour Lights,185,yes,green`,
    `Nobody Known,Ghost Song,180,no,red`,
    `${quoted(stageName)},,180,no,`,
    `${quoted(stageName)},Paper Lanterns,210,no,`,
    `${quoted(stageName)},${quoted(existingTitle)},200,no,`,
    `${quoted(stageName)},Tide Tables,200,maybe,`,
  ].join('\n');
}

async function toReport(user: ReturnType<typeof userEvent.setup>, text: string) {
  await chooseCsv(user, 'Choose a CSV file', text, 'songs.csv');
  await user.click(await screen.findByRole('button', { name: 'Next: match the columns' }));
  await user.click(await screen.findByRole('button', { name: 'Check the rows (dry run)' }));
}

const rowOf = (table: HTMLElement, line: number) =>
  within(table)
    .getAllByRole('row')
    .find(
      (row) => within(row).queryAllByRole('cell')[0]?.textContent === String(line),
    ) as HTMLElement;

describe('Import: the dry run report', () => {
  it('counts the rows to create, the duplicates and the refused ones, with each reason, and writes nothing', async () => {
    const { artist, existing } = await artistWithSongs();
    const user = userEvent.setup();
    renderImport('songs');
    const requests = countRequests();
    stopCounting = requests.stop;
    await toReport(user, songsFile(artist.stageName, existing));

    expect(await screen.findByRole('heading', { name: 'Dry run report' })).toBeVisible();
    const figures = within(screen.getByLabelText('What the import would do'));
    expect(figures.getByText('To create').nextSibling).toHaveTextContent('2');
    expect(figures.getByText('Duplicates skipped').nextSibling).toHaveTextContent('2');
    expect(figures.getByText('Refused').nextSibling).toHaveTextContent('3');

    const reportTable = () =>
      screen.getByRole('table', {
        name: 'Rows of songs.csv and what the import would do with each',
      });
    const table = reportTable();
    expect(rowOf(table, 2)).toHaveTextContent('Paper Lanterns');
    expect(rowOf(table, 2)).toHaveTextContent('To create');
    expect(rowOf(table, 4)).toHaveTextContent(
      'Artist: No artist has the stage name or the id "Nobody Known".',
    );
    expect(rowOf(table, 5)).toHaveTextContent('Title: Song title is required');
    expect(rowOf(table, 6)).toHaveTextContent(
      'Skipped: duplicateTitle: Same title for the same artist as row 2.',
    );
    expect(rowOf(table, 7)).toHaveTextContent(
      /Skipped: duplicateTitle: This artist already has a song with this title \(id \d+\)\./,
    );
    expect(rowOf(table, 8)).toHaveTextContent('Explicit: "maybe" is neither yes nor no.');

    await user.click(screen.getByRole('button', { name: 'Refused' }));
    expect(within(reportTable()).getAllByRole('row')).toHaveLength(1 + 3);
    expect(rowOf(reportTable(), 8)).toHaveTextContent('Refused');
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeEnabled();

    // Two artists named: a search for each; one of them exists: one list of its songs.
    expect(requests.counts.writes).toBe(0);
    expect(requests.counts.reads).toBe(3);
  });

  it('says when a read fails, in the server words, and Retry finishes the dry run', async () => {
    const { artist, existing } = await artistWithSongs();
    let failing = true;
    server.use(
      http.get(api('/songs'), () => (failing ? fail(503, 'The catalogue is resting') : undefined)),
    );
    const user = userEvent.setup();
    renderImport('songs');
    await toReport(user, songsFile(artist.stageName, existing));

    const alert = await screen.findByText('The dry run could not finish: The catalogue is resting');
    expect(alert).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dry run report' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeEnabled();
  });

  it('can be cancelled while it reads, keeping the file and its columns', async () => {
    const { artist, existing } = await artistWithSongs();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(api('/songs'), async () => {
        await held;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderImport('songs');
    await toReport(user, songsFile(artist.stageName, existing));

    // Two artists named (two searches), then the songs of the one that exists (held).
    expect(await screen.findByText(/^Checking against the catalogue: 2 of 3$/)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Dry run progress' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('The dry run was cancelled. Nothing was written.'),
    ).toBeVisible();
    release();

    await user.click(screen.getByRole('button', { name: 'Back to the columns' }));
    expect(
      await screen.findByRole('combobox', { name: 'Field for the column "Favourite colour"' }),
    ).toHaveDisplayValue('Ignore this column');
    await user.click(screen.getByRole('button', { name: 'Check the rows (dry run)' }));
    expect(await screen.findByRole('heading', { name: 'Dry run report' })).toBeVisible();
  });

  it('finds an artist the catalogue has by e-mail, case aside, and one the file repeats by stage name', async () => {
    const [seeded] = await allArtists();
    if (!seeded) throw new Error('The seed has no artist');
    const user = userEvent.setup();
    renderImport('artists');
    await toReport(
      user,
      [
        'Stage name,Email,Phone,Status',
        `Fresh Face,${seeded.email.toUpperCase()},+1 514 555 0100,active`,
        'Nova Reyes,nova.reyes@example.com,+1 514 555 0142,Actif',
        'nova reyes,other.nova@example.com,+1 514 555 0143,active',
        'Quiet One,quiet@example.com,,dormant',
      ].join('\n'),
    );
    expect(await screen.findByRole('heading', { name: 'Dry run report' })).toBeVisible();
    const table = screen.getByRole('table');
    expect(rowOf(table, 2)).toHaveTextContent(
      `Email: An artist with this e-mail already exists (id ${seeded.id}).`,
    );
    expect(rowOf(table, 3)).toHaveTextContent('To create');
    expect(rowOf(table, 4)).toHaveTextContent('Stage name: Same stage name as row 3.');
    expect(rowOf(table, 5)).toHaveTextContent('Refused');
    expect(rowOf(table, 5)).toHaveTextContent(
      'Status: "dormant" is not one of the accepted values.',
    );
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeEnabled();
  });

  it('pages a long report, 25 rows at a time', async () => {
    const rows = Array.from({ length: 30 }, (_unused, index) => `Nobody ${index},Song ${index}`);
    const user = userEvent.setup();
    renderImport('songs');
    await toReport(user, ['Artist,Title', ...rows].join('\n'));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 25);
    expect(screen.getByText('1–25 of 30')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1 + 5);
    expect(rowOf(screen.getByRole('table'), 31)).toHaveTextContent('Nobody 29');
  });

  it('disables Import when no row would be created', async () => {
    const user = userEvent.setup();
    renderImport('songs');
    await toReport(user, 'Artist,Title\nNobody Known,Ghost Song\n');
    expect(await screen.findByRole('heading', { name: 'Dry run report' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  });
});
