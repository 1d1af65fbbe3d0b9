import { expect, test } from './fixtures';

// Each journey starts signed in (its context holds a stored session).
test.use({ signedIn: true });

/**
 * A cold start draws the artist list's rows first; its filter inputs, row checkboxes and row
 * buttons come a frame later (issue 41), in places kept for them. Whatever the width and the
 * language, nothing in the page's content moves when they arrive (nor when the genres come).
 */
const CASES = [
  { locale: 'en', width: 1280, search: 'Search', edit: 'Edit', select: 'Select this row' },
  {
    locale: 'fr',
    width: 700,
    search: 'Rechercher',
    edit: 'Modifier',
    select: 'Sélectionner cette ligne',
  },
  { locale: 'es', width: 375, search: 'Buscar', edit: 'Editar', select: 'Seleccionar esta fila' },
] as const;

interface Shift {
  value: number;
  moved: string[];
}

for (const { locale, width, search, edit, select } of CASES) {
  test(`a cold start on the artists moves nothing in the page as its parts arrive (${locale}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((language) => {
      // react-admin's store keeps the interface language as JSON.
      localStorage.setItem('RaStore.locale', JSON.stringify(language));
    }, locale);
    await page.goto('/artists');

    const firstRow = page.getByRole('row').nth(1);
    await expect(page.getByRole('textbox', { name: search })).toBeVisible();
    await expect(firstRow.getByRole('checkbox', { name: select })).toBeVisible();
    await expect(firstRow.getByRole('link', { name: edit })).toBeVisible();
    // The genres, loaded by their filter: its select can be opened.
    await expect(page.locator('.ra-input-genre [role="combobox"]')).toBeVisible();
    // Two frames more: any shift of the last arrival is laid out and recorded.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );

    const shifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      // Every shift since the page began (the browser keeps them for a late observer).
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as unknown as Array<{
        value: number;
        sources: Array<{ node?: Node | null }>;
      }>;
      observer.disconnect();
      return entries.map((entry): Shift => ({
        value: entry.value,
        moved: entry.sources
          .map((source) => source.node)
          .filter((node): node is Element => node instanceof Element)
          .filter((node) => node.closest('#main-content') !== null)
          .map((node) => `${node.nodeName}.${node.className}`),
      }));
    });
    expect(shifts.filter((shift) => shift.moved.length > 0)).toEqual([]);
  });
}

/**
 * The screens fit a tablet's and a phone's screen in their longest language: a list toolbar's
 * buttons wrap, a table wider than the screen scrolls inside its card, a row of toggle buttons
 * or tabs within itself, a header's actions and a settings group's fields go under each other.
 */
const SCREENS = [
  '/artists',
  '/songs',
  '/albums',
  '/song-requests',
  '/social-media',
  '/smart-links',
  '/settings',
  '/notifications',
];

test("every screen with a toolbar, tabs or a table is no wider than a tablet's or a phone's screen, in Spanish", async ({
  page,
}) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('es')));
  for (const width of [700, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Its data and the parts that follow the first paint are in.
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
