// Long jobs and saves made of several calls (issue 20, items 6 and 7): a post generation is known
// after a reload and in another tab and is never sent twice; leaving while a file uploads asks
// first; a save that went half-way says so, and the next Save sends only what is left.
import { type Locator, type Page, type Request } from '@playwright/test';
import { encodePng } from '../../src/mocks/files/png';
import { injectApiFault } from './demoApiFaults';
import { expect, test } from './fixtures';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

const GENERATE = /\/api\/v1\/post-generation\/campaign\/generate$/;

/** Every request of the page matching `method` and `url`, as they leave it. */
function watchRequests(page: Page, method: string, url: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) seen.push(request);
  });
  return seen;
}

/** A keyboard press on a button that refuses (aria-disabled), as a user would try it. */
async function press(button: Locator) {
  await button.focus();
  await button.press('Enter');
}

const profileImage = {
  name: 'portrait.png',
  mimeType: 'image/png',
  buffer: Buffer.from(encodePng(64, 64, 7, 'portrait')),
};

/** The artist form's least: stage name, email, phone, and a profile image. */
async function fillNewArtist(page: Page, stageName: string) {
  await page.goto('/artists/create');
  await page.getByRole('textbox', { name: /^Stage name/ }).fill(stageName);
  await page.getByRole('tab', { name: 'Contact Details' }).click();
  await page.getByRole('textbox', { name: /^Email/ }).fill('long.jobs@example.com');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+1 514 555 0100');
  await page.getByRole('tab', { name: 'Profile Image' }).click();
  await page.locator('input[type="file"]').setInputFiles(profileImage);
  await expect(page.getByRole('img', { name: /chosen image/i })).toBeVisible();
}

test('a running generation survives a reload and shows in a second tab; it is sent once', async ({
  page,
  context,
}) => {
  test.slow();
  const generations = watchRequests(page, 'POST', GENERATE);
  await page.goto('/promo-campaigns');
  // An active campaign has posts to rewrite.
  const card = page.getByRole('article').filter({ hasText: 'Active' }).first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const generate = card.getByRole('button', { name: `Generate posts for ${name}` });

  // Regenerate All from its posts, with a slow server: the answer would come long after the
  // reload. (A rewrite is seen ending only when every caption has changed.)
  await card.getByRole('link', { name: `View posts of ${name}` }).click();
  const postsView = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'Regenerate All' }) });
  const regenerate = postsView.getByRole('button', { name: 'Regenerate All' });
  await expect(regenerate).toBeEnabled({ timeout: 20_000 });
  await injectApiFault(page, {
    method: 'POST',
    path: '^/post-generation/campaign/generate$',
    delayMs: 10 * 60_000,
  });
  await regenerate.click();
  await page
    .getByRole('dialog', { name: 'Regenerate all posts?' })
    .getByRole('button', { name: 'Regenerate All' })
    .click();
  // At least three seconds counted (the clock shows each second for one second only: a busy
  // machine can let that one go by between two looks).
  await expect(postsView.getByText(/Elapsed time 0:(0[3-9]|[1-5]\d)/)).toBeVisible();

  await page.reload();
  // The run goes on from its start: the posts view refuses another one.
  await expect(postsView.getByText(/Elapsed time 0:0[3-9]|Elapsed time 0:[1-5]\d/)).toBeVisible({
    timeout: 20_000,
  });
  const drafts = postsView.getByRole('button', { name: 'Generate Drafts' });
  await expect(drafts).toHaveAttribute('aria-disabled', 'true');
  await press(drafts);

  // So does the campaign's card, saying why.
  await page.goto('/promo-campaigns');
  await expect(card.getByRole('status')).toHaveText('Generating posts...');
  await expect(card.getByText(/Elapsed time \d+:\d\d/)).toBeVisible();
  await expect(generate).toHaveAttribute('aria-disabled', 'true');
  await press(generate);
  await expect(page.getByRole('tooltip')).toHaveText(
    'A generation of these posts is already running',
  );

  // Another tab of the browser knows it too, and sends nothing either.
  const second = await context.newPage();
  const fromSecond = watchRequests(second, 'POST', GENERATE);
  await second.goto('/promo-campaigns');
  const secondCard = second.getByRole('article', { name });
  // A whole new page boots first (the app, the demo API, the campaigns).
  await expect(secondCard.getByRole('status')).toHaveText('Generating posts...', {
    timeout: 30_000,
  });
  await expect(secondCard.getByText(/Elapsed time \d+:\d\d/)).toBeVisible();
  await press(secondCard.getByRole('button', { name: `Generate posts for ${name}` }));
  // The press was heard, and refused: the one request is the first page's, before the reload.
  await expect(second.getByRole('tooltip')).toHaveText(
    'A generation of these posts is already running',
  );
  expect(generations).toHaveLength(1);
  expect(fromSecond).toHaveLength(0);
});

test('a slowed generation goes on through a reload: the card shows it running, then its posts written', async ({
  page,
}) => {
  test.slow();
  const generations = watchRequests(page, 'POST', GENERATE);
  await page.goto('/promo-campaigns');
  // The early campaign: active, nothing published or scheduled yet, posts still without content.
  const card = page
    .getByRole('article')
    .filter({ hasText: 'Active' })
    .filter({ hasText: /Published\s*0\s*Scheduled\s*0/ })
    .first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  const generate = card.getByRole('button', { name: `Generate posts for ${name}` });
  const postsView = page.getByRole('dialog').filter({ has: page.getByRole('table') });
  const draftButtons = postsView.getByRole('button', { name: /^Generate content: post \d+$/ });

  // The demo server's job itself takes 20 seconds (not only its answer): a reload does not stop
  // it, as it would not stop a real server.
  await injectApiFault(page, {
    method: 'POST',
    path: '^/post-generation/campaign/generate$',
    jobMs: 20_000,
  });
  await generate.click();
  // At least two seconds counted, as above.
  await expect(card.getByText(/Elapsed time 0:(0[2-9]|[1-5]\d)/)).toBeVisible();

  await page.reload();
  await expect(card.getByRole('status')).toHaveText('Generating posts...', { timeout: 20_000 });
  await expect(card.getByText(/Elapsed time 0:\d\d/)).toBeVisible();
  await press(generate);
  await expect(page.getByRole('tooltip')).toHaveText(
    'A generation of these posts is already running',
  );

  // It ends when the job does (well within its ten minutes), told on the card with what it wrote.
  await expect(card.getByRole('status')).toHaveText(/^Generated \d+ posts?$/, { timeout: 45_000 });
  await expect(generate).not.toHaveAttribute('aria-disabled');
  await card.getByRole('link', { name: `View posts of ${name}` }).click();
  await expect(postsView.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
  await expect(draftButtons).toHaveCount(0);
  expect(generations).toHaveLength(1);
});

test('a partial save says what was saved; the next Save sends only the image', async ({ page }) => {
  const artistWrites = watchRequests(page, 'POST', /\/api\/v1\/artists$/);
  const artistUpdates = watchRequests(page, 'PUT', /\/api\/v1\/artists\/\d+$/);
  const uploads = watchRequests(page, 'POST', /\/api\/v1\/media\/upload\/artist\/\d+\/profile$/);
  await fillNewArtist(page, 'Moitié Faite');
  await injectApiFault(page, {
    method: 'POST',
    path: '^/media/upload/artist/\\d+/profile$',
    status: 500,
    message: 'Storage unavailable',
    times: 1,
  });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(
      'Artist created, but the profile image was not uploaded: Storage unavailable. The image is still chosen: press Save to upload it.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/artists\/\d+\/edit$/);
  expect(artistWrites).toHaveLength(1);
  expect(uploads).toHaveLength(1);

  await page.getByRole('tab', { name: 'Profile Image' }).click();
  await expect(page.getByRole('img', { name: /chosen image/i })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Artist updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/artists\/\d+$/);
  await expect(page.getByRole('img', { name: 'Moitié Faite' })).toBeVisible();
  // Created once, never updated: only the image was sent again.
  expect(artistWrites).toHaveLength(1);
  expect(artistUpdates).toHaveLength(0);
  expect(uploads).toHaveLength(2);
});

test('leaving while a file uploads asks first, in the app and on reload', async ({ page }) => {
  await fillNewArtist(page, 'Envoi Lent');
  await injectApiFault(page, {
    method: 'POST',
    path: '^/media/upload/artist/\\d+/profile$',
    delayMs: 60_000,
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // A route change: the app asks, and Stay keeps the page.
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  const question = page.getByRole('dialog', { name: 'Files are still uploading' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/artists\/create$/);

  // A reload: the browser asks.
  const asked = page.waitForEvent('dialog');
  void page.reload().catch(() => undefined);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page).toHaveURL(/\/artists\/create$/);
});
