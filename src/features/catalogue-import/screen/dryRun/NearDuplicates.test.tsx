import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Artist } from '@/api/types';
import { allArtists } from '@tests/helpers/seedCatalogue';
import { signInForTest } from '@tests/helpers/signedIn';
import { chooseCsv, countRequests, parseInThePage, renderImport } from '../import.testkit';

let stopCounting = () => undefined as void;

beforeEach(async () => {
  parseInThePage();
  await signInForTest();
});
afterEach(() => stopCounting());

const WHY = 'they differ only in spacing, invisible characters or how accents are encoded.';

/** Three seeded artists: one with an accent, one of two words, one more. */
async function seededArtists(): Promise<{ accented: Artist; twoWords: Artist; other: Artist }> {
  const artists = await allArtists();
  const accented = artists.find((artist) => /^[\p{L} ]*[íéè][\p{L} ]*$/u.test(artist.stageName));
  const twoWords = artists.find(
    (artist) => artist !== accented && /^[A-Za-z]+ [A-Za-z]+$/.test(artist.stageName),
  );
  const other = artists.find(
    (artist) =>
      artist !== accented && artist !== twoWords && /^[A-Za-z]+ [A-Za-z]+$/.test(artist.stageName),
  );
  if (!accented || !twoWords || !other) throw new Error('The seed has no such artists');
  return { accented, twoWords, other };
}

/** The stage name with its accent decomposed: a letter followed by a combining mark. */
const decomposed = (text: string) => text.normalize('NFD');

async function toReport(user: ReturnType<typeof userEvent.setup>, lines: string[]) {
  await chooseCsv(user, 'Choose a CSV file', lines.join('\n'), 'artists.csv');
  await user.click(await screen.findByRole('button', { name: 'Next: match the columns' }));
  await user.click(await screen.findByRole('button', { name: 'Check the rows (dry run)' }));
  expect(await screen.findByRole('heading', { name: 'Dry run report' })).toBeVisible();
  return screen.getByRole('table');
}

const rowOf = (table: HTMLElement, line: number) =>
  within(table)
    .getAllByRole('row')
    .find(
      (row) => within(row).queryAllByRole('cell')[0]?.textContent === String(line),
    ) as HTMLElement;

describe('Import: near-duplicates in the dry run report', () => {
  it('reports artists that differ from existing ones only in what a reader cannot see, with a link to each', async () => {
    const { accented, twoWords, other } = await seededArtists();
    const user = userEvent.setup();
    renderImport('artists');
    const requests = countRequests();
    stopCounting = requests.stop;
    const table = await toReport(user, [
      'Stage name,Email,Phone,Status',
      `${decomposed(accented.stageName)},near.one@example.com,+1 514 555 0101,active`,
      `${twoWords.stageName.replace(' ', '  ')},near.two@example.com,+1 514 555 0102,active`,
      `${other.stageName}\u200b,near.three@example.com,+1 514 555 0103,active`,
      'Fresh Face,fresh@example.com,+1 514 555 0104,active',
      'Fresh\u00a0Face,fresh.again@example.com,+1 514 555 0105,active',
    ]);

    const expectNear = (line: number, artist: Artist) => {
      const row = rowOf(table, line);
      expect(row).toHaveTextContent('Skipped: duplicate');
      expect(row).toHaveTextContent(
        `Stage name: Nearly the same stage name as an existing artist, "${artist.stageName}" (id ${artist.id}): ${WHY}`,
      );
      expect(
        within(row).getByRole('link', { name: `Open the existing record (#${artist.id})` }),
      ).toHaveAttribute('href', `/artists/${artist.id}`);
    };
    expectNear(2, accented);
    expectNear(3, twoWords);
    expectNear(4, other);
    expect(rowOf(table, 5)).toHaveTextContent('To create');
    expect(rowOf(table, 6)).toHaveTextContent(
      `Stage name: Nearly the same stage name as row 5: ${WHY}`,
    );
    expect(within(rowOf(table, 6)).queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeEnabled();
    // The genres and languages; then, for ten stage names and e-mails against a small label,
    // its size and the whole list at once.
    expect(requests.counts.reads).toBe(2 + 2);
    expect(requests.counts.writes).toBe(0);
  });

  it('finds a near-duplicate by searching the server with the text as a person sees it', async () => {
    const { twoWords } = await seededArtists();
    const user = userEvent.setup();
    renderImport('artists');
    const requests = countRequests();
    stopCounting = requests.stop;
    // One row: a search for its e-mail and one for its stage name, no more.
    const table = await toReport(user, [
      'Stage name,Email,Phone',
      `${twoWords.stageName.replace(' ', '\u00a0 ')}\u200b,someone.new@example.com,+1 514 555 0106`,
    ]);
    expect(rowOf(table, 2)).toHaveTextContent(
      `Nearly the same stage name as an existing artist, "${twoWords.stageName}" (id ${twoWords.id})`,
    );
    expect(screen.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
    expect(requests.counts.reads).toBe(2 + 2);
  });

  it('keeps a plain duplicate plain: the same stage name in other case is no near-duplicate', async () => {
    const { twoWords } = await seededArtists();
    const user = userEvent.setup();
    renderImport('artists');
    const table = await toReport(user, [
      'Stage name,Email,Phone',
      `${twoWords.stageName.toUpperCase()},someone.else@example.com,+1 514 555 0107`,
    ]);
    expect(rowOf(table, 2)).toHaveTextContent(
      `Stage name: An artist with this stage name already exists (id ${twoWords.id}).`,
    );
    expect(
      within(rowOf(table, 2)).getByRole('link', {
        name: `Open the existing record (#${twoWords.id})`,
      }),
    ).toHaveAttribute('href', `/artists/${twoWords.id}`);
  });
});
