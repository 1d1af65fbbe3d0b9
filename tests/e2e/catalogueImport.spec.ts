// Import a 20-row song file: the dry run finds 16 rows to create, 1 duplicate of a seeded song
// and 3 refused rows; the import runs; the refused rows come back as CSV with their reasons.
// (The run panel is the run's own: a progress bar, a heading once done, and a download button.)
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectFocusNotOnBody, expectNoSeriousA11yViolations } from './helpers';

test.use({ signedIn: true });

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** 16 new songs, the seeded song again, and 3 rows the checks refuse. */
function songFile(artistId: string, seededTitle: string): string {
  const rows = ['Artist,Title,Duration (seconds),Explicit'];
  for (let n = 1; n <= 16; n += 1) rows.push(`${artistId},Imported song ${n},${180 + n},no`);
  rows.push(`${artistId},${quoted(seededTitle)},200,no`);
  rows.push('Nobody Known At All,Ghost song,200,no');
  rows.push(`${artistId},,200,no`);
  rows.push(`${artistId},Maybe song,200,maybe`);
  return rows.join('\n');
}

test('import a 20-row song file: dry run, import, download the refused rows', async ({ page }) => {
  await page.goto('/songs');
  // The first listed song: its title and its artist's id (from the artist link).
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const seededTitle = (await firstRow.getByRole('link').first().textContent()) ?? '';
  const artistHref = (await firstRow.getByRole('link').nth(1).getAttribute('href')) ?? '';
  const artistId = /\/artists\/(\d+)/.exec(artistHref)?.[1] ?? '';
  expect(seededTitle).not.toBe('');
  expect(artistId).not.toBe('');

  await page.getByRole('link', { name: 'Import songs from a CSV file' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import songs' })).toBeVisible();
  // The file through the browser's own chooser: the button is busy while the file is read.
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a CSV file' }).click();
  const chooser = await choosing;
  await chooser.setFiles({
    name: 'twenty-songs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(songFile(artistId, seededTitle), 'utf8'),
  });
  await expect(page.getByText('twenty-songs.csv: 20 rows, 4 columns.')).toBeVisible();
  await expectFocusNotOnBody(page, 'choosing the file');
  await page.getByRole('button', { name: 'Next: match the columns' }).click();

  const mapping = page.getByRole('table', {
    name: 'The columns of twenty-songs.csv and the field each one fills',
  });
  await expect(mapping.getByRole('combobox', { name: 'Field for the column "Title"' })).toHaveValue(
    'title',
  );
  await expectFocusNotOnBody(page, 'Next: match the columns');
  await expectNoSeriousA11yViolations(page);
  // The keyboard alone from here.
  await page.getByRole('button', { name: 'Check the rows (dry run)' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Dry run report' })).toBeVisible();
  await expectFocusNotOnBody(page, 'the dry run');
  const figures = page.getByLabel('What the import would do');
  await expect(figures.getByRole('definition')).toHaveText(['16', '1', '3']);
  const report = page.getByRole('table', {
    name: 'Rows of twenty-songs.csv and what the import would do with each',
  });
  await page.getByRole('button', { name: 'Refused' }).click();
  await expect(report.getByRole('row')).toHaveCount(4);
  await expect(report).toContainText(
    'Artist: No artist has the stage name or the id "Nobody Known At All".',
  );
  await expect(report).toContainText('Explicit: "maybe" is neither yes nor no.');
  await page.getByRole('button', { name: 'Duplicates' }).click();
  await expect(report.getByRole('row').nth(1)).toContainText(
    'This artist already has a song with this title',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Import 16 rows' }).click();
  // The run panel: a progress bar while the rows are sent, then its summary.
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await expectFocusNotOnBody(page, 'the start of the import');
  const download = page.getByRole('button', { name: 'Download refused and failed rows' });
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expectFocusNotOnBody(page, 'the end of the import');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\ufeff/, '');
  const lines = csv.split(/\r?\n/).filter(Boolean);
  // The file's own header, then a reason column; the three refused rows (the duplicate was
  // skipped, not refused).
  expect(lines[0]).toMatch(/^Artist,Title,Duration \(seconds\),Explicit,/);
  expect(lines).toHaveLength(1 + 3);
  expect(csv).toContain('Nobody Known At All');
  expect(csv).toContain('is neither yes nor no.');
});

test("near-duplicates of the label's artists: the dry run marks each, with a link", async ({
  page,
}) => {
  // Three of the demo label's artists, as a spreadsheet may hand them back: a decomposed
  // accent, a double space, a trailing zero-width space. Each with an e-mail of its own.
  const near = [
    { seeded: 'Mateo Ríos', typed: 'Mateo Ri\u0301os' },
    { seeded: 'Northbound Static', typed: 'Northbound  Static' },
    { seeded: 'Sadie Kwan', typed: 'Sadie Kwan\u200b' },
  ];
  const rows = ['Stage name,Email,Phone'];
  near.forEach(({ typed }, index) =>
    rows.push(`${quoted(typed)},near.${index}@example.com,+1 514 555 010${index}`),
  );
  rows.push('Brand New Voice,brand.new.voice@example.com,+1 514 555 0109');

  await page.goto('/import/artists');
  await expect(page.getByRole('heading', { level: 1, name: 'Import artists' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'near-artists.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.join('\n'), 'utf8'),
  });
  await page.getByRole('button', { name: 'Next: match the columns' }).click();
  await page.getByRole('button', { name: 'Check the rows (dry run)' }).click();

  await expect(page.getByRole('heading', { name: 'Dry run report' })).toBeVisible();
  await expect(page.getByLabel('What the import would do').getByRole('definition')).toHaveText([
    '1',
    '3',
    '0',
  ]);
  const report = page.getByRole('table', {
    name: 'Rows of near-artists.csv and what the import would do with each',
  });
  for (const [index, { seeded }] of near.entries()) {
    const row = report.getByRole('row').nth(index + 1);
    await expect(row).toContainText(
      `Nearly the same stage name as an existing artist, "${seeded}"`,
    );
    await expect(row).toContainText('they differ only in spacing, invisible characters');
    await expect(row.getByRole('link', { name: /^Open the existing record/ })).toHaveAttribute(
      'href',
      /\/artists\/\d+$/,
    );
  }
  await expect(report.getByRole('row').nth(4)).toContainText('To create');
  await expect(page.getByRole('button', { name: 'Import 1 row' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // The link opens the artist the row nearly repeats, once the user agrees to leave the import.
  await report.getByRole('row').nth(1).getByRole('link').click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: near[0]?.seeded })).toBeVisible();
});
