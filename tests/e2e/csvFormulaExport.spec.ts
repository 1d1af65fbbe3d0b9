// CSV files a spreadsheet opens safely (issue 39): an artist named with a formula, exported from
// the list, comes out behind a `'` (text in any spreadsheet), and so does the import template's
// example phone number; no cell of either file starts like a formula.
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { asColleague } from './colleague';
import { expect, test } from './fixtures';

test.use({ signedIn: true });

const FORMULA = '=HYPERLINK("http://evil.invalid","x")';

/** The downloaded file's text, without the byte order mark it must start with. */
async function csvText(download: Download): Promise<string> {
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\ufeff'), 'the byte order mark spreadsheets read UTF-8 by').toBe(true);
  return text.slice(1);
}

/**
 * The cells a spreadsheet would take as the start of a formula: a `=`, `+`, `-`, `@`, tab or
 * carriage return first, unless the whole cell is a plain number.
 */
function formulaCells(csv: string): string[] {
  const { data, errors } = Papa.parse<string[]>(csv, { skipEmptyLines: true });
  expect(errors).toEqual([]);
  return data
    .flat()
    .filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(?:[.,]\d+)?$/.test(cell));
}

async function download(page: Page, buttonName: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  return file;
}

test('an artist named with a formula is exported as text, and so is the template', async ({
  page,
}) => {
  await page.goto('/artists');
  // The demo API answers once the app has started it.
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const created = await asColleague(page, 'POST', '/artists', {
    stageName: FORMULA,
    email: 'formula.export@example.com',
    phone: '+1 514 555 0142',
  });
  expect(created.status).toBe(201);

  await page.getByRole('textbox', { name: 'Search' }).fill('evil.invalid');
  await expect(page.getByRole('link', { name: FORMULA })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

  const artists = await download(page, 'Export');
  expect(artists.suggestedFilename()).toBe('artists.csv');
  const lines = (await csvText(artists)).split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    /^"'=HYPERLINK\(""http:\/\/evil\.invalid"",""x""\)",,formula\.export@example\.com,"'\+1 514 555 0142",/,
  );
  expect(formulaCells(lines.join('\r\n'))).toEqual([]);

  await page.goto('/import/artists');
  await expect(page.getByRole('heading', { level: 1, name: 'Import artists' })).toBeVisible();
  const template = await download(page, 'Download the template');
  expect(template.suggestedFilename()).toBe('artists-import-template.csv');
  const text = await csvText(template);
  expect(text.split('\r\n')[1]).toContain(`,"'+1 514 555 0142",`);
  expect(formulaCells(text)).toEqual([]);
});
