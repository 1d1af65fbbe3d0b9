// The catalogue import as a journey drives it: a file through the screen, the run's figures as
// the page shows them, and what the API holds, read inside the page (the demo API's service
// worker answers there) or, for a real API, from the journey itself.
import { expect, type Page } from '@playwright/test';

export type ImportKind = 'artists' | 'songs' | 'albums';

/** A CSV cell, quoted. */
export const cell = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** An artists file: stage name, e-mail and phone for each name. */
export function artistsCsv(names: readonly string[], separator = ','): string {
  const lines = [['Stage name', 'Email', 'Phone'].join(separator)];
  names.forEach((name, index) => {
    const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
    lines.push([cell(name), email, `+1 514 555 ${String(1000 + index).slice(-4)}`].join(separator));
  });
  return lines.join('\r\n');
}

/** A songs file: title and artist for each title. */
export function songsCsv(titles: readonly string[], artist: string, separator = ','): string {
  return [
    ['Title', 'Artist'].join(separator),
    ...titles.map((title) => [cell(title), cell(artist)].join(separator)),
  ].join('\r\n');
}

/**
 * From the list of `kind`: the file chosen, its columns as guessed, the dry run, then Import.
 * `beforeImport` runs just before Import is clicked (the page is loaded: faults injected then
 * stay until a reload).
 */
export async function importFile(
  page: Page,
  kind: ImportKind,
  csv: string,
  rows: number,
  beforeImport?: () => Promise<void>,
) {
  await page.goto(`/${kind}`);
  await page.getByRole('link', { name: `Import ${kind} from a CSV file` }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: `${kind}-journey.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: 'Next: match the columns' }).click();
  await page.getByRole('button', { name: 'Check the rows (dry run)' }).click();
  const importButton = page.getByRole('button', { name: `Import ${rows} rows` });
  await expect(importButton).toBeVisible();
  await beforeImport?.();
  await importButton.click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
}

/** "n of m rows sent" as the progress bar tells it: n. */
export async function rowsSent(page: Page): Promise<number> {
  const text = await page
    .getByRole('progressbar', { name: 'Import progress' })
    .getAttribute('aria-valuetext');
  return Number(/^(\d+)/.exec(text ?? '')?.[1] ?? 0);
}

/** A count of the run's report ("Created", "Not imported"...), as a number. */
export async function reportCount(page: Page, name: string): Promise<number> {
  const text = await page
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('+ dd')
    .textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** The records of `kind` whose stage name or title starts with `prefix`, by name, as the API in the page serves them. */
export async function namesOnServer(
  page: Page,
  kind: ImportKind,
  prefix: string,
  apiBase = '/api/v1',
): Promise<string[]> {
  return page.evaluate(
    async ({ kind, prefix, apiBase }) => {
      const token = localStorage.getItem('label-admin.accessToken');
      const url = `${apiBase}/${kind}?search=${encodeURIComponent(prefix)}&limit=1000`;
      const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { data: unknown };
      const list = (
        Array.isArray(body.data)
          ? body.data
          : Object.values(body.data as Record<string, unknown>).find(Array.isArray)
      ) as { stageName?: string; title?: string }[];
      return list
        .map((record) => record.stageName ?? record.title ?? '')
        .filter((name) => name.startsWith(prefix))
        .sort();
    },
    { kind, prefix, apiBase },
  );
}

/** Leaving while rows are being sent asks the browser's own question: the journey says leave. */
export function acceptLeaving(page: Page): void {
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept();
  });
}
