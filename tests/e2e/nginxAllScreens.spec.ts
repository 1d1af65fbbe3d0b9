// Issue 21, item 1: every screen and tab of the admin once, under the production policy (the
// nginx run), so that any refusal the browser reports fails here (tests/e2e/fixtures.ts fails a
// test on any Content-Security-Policy message of its page). The smart link's public page is
// opened in the same page for that reason; the demo API's service worker reports its own
// refusals on its console, which this file listens to as well. No axe here: the other journeys
// check accessibility.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openDashboard } from './helpers';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** The refusals reported by the demo API's service worker (its own console, not the page's). */
function workerViolations(page: Page): string[] {
  const found: string[] = [];
  page.context().on('serviceworker', (worker) =>
    worker.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) found.push(message.text());
    }),
  );
  return found;
}

async function openTab(page: Page, tablist: string, name: string) {
  await page.getByRole('tablist', { name: tablist }).getByRole('tab', { name }).click();
  await expect(
    page.getByRole('tablist', { name: tablist }).getByRole('tab', { name, selected: true }),
  ).toBeVisible();
}

/** Goes down the folders of a media section until files show, then opens the first one. */
async function openFirstFile(page: Page, files: Locator, folders: Locator) {
  for (let depth = 0; depth < 3; depth += 1) {
    await expect(files.or(folders).first()).toBeVisible();
    if (await files.count()) break;
    await folders.first().click();
  }
  await files.first().click();
}

test.describe('every screen under the policy', { tag: '@nginx' }, () => {
  test('the dashboard, the artists, an artist with every tab and its media dialogs', async ({
    page,
  }) => {
    test.slow();
    const fromWorker = workerViolations(page);
    await openDashboard(page);
    await expect(heading(page, 'Dashboard')).toBeVisible();

    await page.getByRole('menuitem', { name: 'Artists' }).click();
    await expect(heading(page, 'Artists')).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

    await page.goto('/artists/1');
    await expect(heading(page, 'Lune Rivière')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Lune Rivière' }).first()).toBeVisible();

    // Content: songs and albums, and the song dialog's media library picker
    await openTab(page, 'Artist sections', 'Content');
    await expect(page.getByRole('table', { name: 'Songs' })).toBeVisible();
    await page.getByRole('tab', { name: 'Albums' }).click();
    await expect(page.getByRole('table', { name: 'Albums' })).toBeVisible();
    await page.getByRole('tab', { name: 'Songs' }).click();
    await page.getByRole('button', { name: 'Add song' }).click();
    const addSong = page.getByRole('dialog', { name: 'Add song' });
    await addSong.getByRole('button', { name: 'Browse library' }).click();
    const browser = page.getByRole('dialog', { name: 'Media library' });
    await expect(browser).toBeVisible();
    await browser.getByRole('button', { name: 'Cancel' }).click();
    await addSong.getByRole('button', { name: 'Cancel' }).click();
    await expect(addSong).toBeHidden();

    // Media: the rename dialog, a photo, a video and a recording opened, the upload dialog
    await openTab(page, 'Artist sections', 'Media');
    const files = page.getByRole('list', { name: 'Files' }).getByRole('button');
    const folders = page
      .getByRole('list', { name: 'Folders' })
      .getByRole('button', { name: /, [1-9]\d* files?$/ });
    await page.getByRole('tab', { name: 'Photos', exact: true }).click();
    await folders.first().click();
    await page
      .getByRole('button', { name: /^Actions for folder / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Rename folder' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename folder' });
    await rename.getByRole('button', { name: 'Cancel' }).click();
    await expect(rename).toBeHidden();
    for (const section of ['Photos', 'Videos', 'Audio']) {
      await page.getByRole('tab', { name: section, exact: true }).click();
      await openFirstFile(page, files, folders);
      const detail = page.getByRole('dialog');
      // A link once the file's bytes are in (the preview reads the same ones).
      await expect(detail.getByRole('link', { name: 'Download' })).toBeVisible();
      await expect(detail.getByText('Failed to load the file')).toHaveCount(0);
      await detail.getByRole('button', { name: 'Close' }).last().click();
      await expect(detail).toBeHidden();
    }
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const upload = page.getByRole('dialog', { name: 'Upload media' });
    await expect(upload.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await upload.getByRole('button', { name: 'Cancel' }).click();
    await expect(upload).toBeHidden();

    // Social: connections, then Facebook with its chart and a photo in the media viewer
    await openTab(page, 'Artist sections', 'Social');
    await page.getByRole('tab', { name: 'Facebook' }).click();
    const figures = page.getByLabel('Facebook insights', { exact: true });
    await expect(figures).toContainText('Followers', { timeout: 30_000 });
    const chart = page.getByRole('figure', { name: 'Engagement per recent post' });
    await expect(chart.locator('svg').first()).toBeVisible();
    const viewer = page.getByRole('dialog', { name: 'Post media' });
    for (const [opener, shown] of [
      [/^Open photo 1 of \d+$/, 'img'],
      [/^Play video 1 of \d+$/, 'video'],
    ] as const) {
      await page.getByRole('button', { name: opener }).first().click();
      await expect(viewer.locator(shown).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
    }

    await openTab(page, 'Artist sections', 'Finance');
    await openTab(page, 'Artist sections', 'Voice Card');
    await expect(page.getByRole('slider', { name: 'Funny' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Instagram' }).click();
    await page.getByRole('button', { name: 'Generate preview' }).click();
    await expect(page.getByRole('article', { name: 'Instagram preview' })).toBeVisible({
      timeout: 30_000,
    });
    await openTab(page, 'Artist sections', 'Overview');

    expect(fromWorker, 'violations reported by the service worker').toEqual([]);
  });

  test('songs and albums, each with every tab; notifications; settings; song requests', async ({
    page,
  }) => {
    test.slow();
    const fromWorker = workerViolations(page);
    await openDashboard(page);

    await page.getByRole('menuitem', { name: 'Songs' }).click();
    await expect(heading(page, /songs/i)).toBeVisible();
    await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/song\/\d+/);
    for (const tab of ['Lyrics', 'Albums', 'Analytics', 'Overview']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }

    await page.getByRole('menuitem', { name: 'Albums' }).click();
    await expect(heading(page, /albums/i)).toBeVisible();
    await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/album\/\d+/);
    for (const tab of ['Tracks', 'Marketing', 'Analytics', 'Overview']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('link', { name: 'View all notifications' }).click();
    await expect(heading(page, 'Notifications')).toBeVisible();

    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Pre-launch (%)' })).toBeVisible({
      timeout: 30_000,
    });
    for (const tab of ['AI Configuration', 'Post Templates', 'System', 'Campaign Budget']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }

    await page.getByRole('menuitem', { name: 'Song Requests' }).click();
    const details = page.getByRole('button', { name: /^View details of / });
    await expect(details.first()).toBeVisible({ timeout: 30_000 });
    const title = ((await details.first().getAttribute('aria-label')) ?? '').replace(
      'View details of ',
      '',
    );
    await details.first().click();
    const request = page.getByRole('dialog', { name: title });
    await expect(request).toBeVisible();
    await request.getByRole('button', { name: 'Close' }).first().click();
    await expect(request).toBeHidden();

    expect(fromWorker, 'violations reported by the service worker').toEqual([]);
  });

  test('campaigns: posts table, drawer, calendar, materials and build post', async ({ page }) => {
    test.slow();
    const fromWorker = workerViolations(page);
    await openDashboard(page);
    await page.getByRole('menuitem', { name: 'Promo Campaigns' }).click();
    await expect(heading(page, 'Promo Campaigns')).toBeVisible();
    await page.getByRole('button', { name: 'New Campaign' }).click();
    const wizard = page.getByRole('dialog', { name: /New Campaign/ });
    await expect(wizard.getByRole('progressbar', { name: /Step 1 of 4/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(wizard).toBeHidden();

    // The posts table and a post's drawer
    await page.goto('/promo-campaigns?campaignId=2');
    const posts = page.getByRole('dialog', { name: /Paper Letters/ });
    await expect(posts.getByRole('table')).toBeVisible({ timeout: 30_000 });
    const link = posts.getByRole('link', { name: /^Open post \d+$/ }).first();
    const label = (await link.getAttribute('aria-label')) ?? '';
    await link.click();
    const drawer = page.getByRole('dialog', { name: label.replace('Open post', 'Post') });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close post details' }).click();
    await expect(drawer).toBeHidden();

    // The calendar, moved a month back and forth, and shown by week
    await posts.getByRole('button', { name: 'Calendar' }).click();
    const calendar = page.getByRole('region', { name: /^Calendar of the posts of / });
    await expect(calendar.locator('[data-post-id]').first()).toBeVisible({ timeout: 30_000 });
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await calendar.getByRole('button', { name: /^week$/i }).click();
    await expect(calendar.locator('.fc-timeGridWeek-view')).toBeVisible();
    await posts.getByRole('button', { name: 'Table' }).click();
    await expect(posts.getByRole('table')).toBeVisible();

    // An approved post's materials, then a post built from them
    await page.goto('/promo-campaigns?campaignId=1&status=approved');
    const approved = page.getByRole('dialog', { name: /Territoires/ });
    await approved.getByRole('button', { name: 'View artist uploads: post 1059' }).click();
    const materials = page.getByRole('dialog', { name: 'Materials of post 1059' });
    await expect(materials.getByRole('button', { name: /^Approve / }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(materials).toBeHidden();
    await approved.getByRole('button', { name: 'Build post: post 1055' }).click();
    const build = page.getByRole('dialog', { name: 'Build Post' });
    await build.getByRole('radio', { name: 'Approved material' }).check();
    await build
      .getByRole('radiogroup', { name: 'Approved materials' })
      .getByRole('radio')
      .first()
      .check();
    await expect(build.getByRole('textbox', { name: /Caption for Instagram/ })).not.toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(build).toBeHidden();

    expect(fromWorker, 'violations reported by the service worker').toEqual([]);
  });

  test('smart links with their preview, QR code and public page; the global search', async ({
    page,
  }) => {
    test.slow();
    const fromWorker = workerViolations(page);
    await openDashboard(page);
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', {
      name: 'Search artists, songs, albums and campaigns',
    });
    await search.fill('Lune');
    await expect(
      page.getByRole('listbox', { name: 'Search results' }).getByRole('group', { name: 'Artists' }),
    ).toContainText('Lune Rivière');
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();

    await page.getByRole('menuitem', { name: 'Smart Links' }).click();
    await page.getByRole('combobox', { name: 'Artist' }).fill('Lune');
    await page.getByRole('option', { name: /Lune Rivière/ }).click();
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('lune-riviere');
    const preview = page.frameLocator('iframe[title="Live preview of the smart link page"]');
    await expect(preview.getByRole('heading', { name: 'Lune Rivière' })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code for .*\/lune-riviere$/ })).toBeVisible();

    await page.goto('/smart-links/page/lune-riviere');
    const publicPage = page.frameLocator('iframe[title="Smart link page of Lune Rivière"]');
    await expect(publicPage.getByRole('heading', { name: 'Lune Rivière' })).toBeVisible();

    for (const path of ['/social-media', '/media', '/analytics']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }

    expect(fromWorker, 'violations reported by the service worker').toEqual([]);
  });
});
