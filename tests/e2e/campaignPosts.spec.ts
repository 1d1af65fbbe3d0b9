import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './helpers';

// Each journey starts signed in (its context holds a stored session); signing in itself is
// tested in session.spec.ts, deepLinks.spec.ts and keyboard.spec.ts.
test.use({ signedIn: true });

// The demo seed: "Paper Letters – single push" (campaign 2) has generated posts with a caption;
// in "Territoires – EP launch" (campaign 1) the approved post 1059 has materials the artist
// submitted.
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Messages' }).getByText(text);

test('a campaign’s posts from a link: edit a caption, approve it, send the rest to the artist', async ({
  page,
}) => {
  test.slow();
  await page.goto('/promo-campaigns?campaignId=2');
  const view = page.getByRole('dialog', { name: /Paper Letters/ });
  await expect(view.getByRole('table')).toBeVisible({ timeout: 30_000 });

  // Edit a generated caption: the post goes to needs review
  const edit = view.getByRole('button', { name: /^Edit: post \d+$/ }).first();
  const postId = /(\d+)$/.exec((await edit.getAttribute('aria-label')) ?? '')?.[1];
  expect(postId).toBeTruthy();
  await edit.click();
  const editor = page.getByRole('dialog', { name: 'Edit Post Caption' });
  const caption = editor.getByRole('textbox');
  await caption.fill('Paper Letters is out now. Stream it tonight! #PaperLetters');
  await expect(editor).toContainText('58 / 2,200 characters');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();
  const row = view
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Open post ${postId}` }) });
  await expect(row).toContainText('Needs Review');

  // Approve it from its row
  await row.getByRole('button', { name: `Approve: post ${postId}` }).click();
  await expect(toast(page, 'Post approved successfully')).toBeVisible();
  await expect(row).toContainText('Approved');

  // Selected, it can be found under its status tab: the bulk actions bar leaves the tabs in reach
  await row.getByRole('checkbox', { name: 'Select this row' }).check();
  const approvedTab = view.getByRole('tab', { name: /^Approved \(\d+\)$/ });
  await approvedTab.click();
  await expect(approvedTab).toHaveAttribute('aria-selected', 'true');
  await expect(row.getByRole('checkbox', { name: 'Select this row' })).toBeChecked();
  await expect(view.getByText('1 item selected')).toBeVisible();

  // Send the other generated posts to the artist
  const send = view.getByRole('button', { name: /^Send to Artist \(\d+\)$/ });
  const count = Number(/\((\d+)\)/.exec((await send.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  await send.click();
  // Asked first, naming how many go
  const posts = `${count} post${count === 1 ? '' : 's'}`;
  await page
    .getByRole('dialog', { name: `Send ${posts} to the artist?` })
    .getByRole('button', { name: 'Send to Artist' })
    .click();
  await expect(toast(page, `Sent ${posts} to artist`)).toBeVisible();
  await expect(view.getByRole('button', { name: 'Send to Artist (0)' })).toBeVisible();
});

test('the artist’s submitted material of an approved post is approved', async ({ page }) => {
  test.slow();
  await page.goto('/promo-campaigns?campaignId=1&status=approved');
  const view = page.getByRole('dialog', { name: /Territoires/ });
  await view.getByRole('button', { name: 'View artist uploads: post 1059' }).click();
  const review = page.getByRole('dialog', { name: 'Materials of post 1059' });
  const approve = review.getByRole('button', { name: /^Approve / }).first();
  await expect(approve).toBeVisible();
  const before = await review.getByRole('button', { name: /^Approve / }).count();
  await approve.click();
  await expect(toast(page, 'Material approved')).toBeVisible();
  await expect(review.getByRole('button', { name: /^Approve / })).toHaveCount(before - 1);
  await expectNoSeriousA11yViolations(page);
});

test('an approved post is built from its approved material with a caption', async ({ page }) => {
  test.slow();
  await page.goto('/promo-campaigns?campaignId=1&status=approved');
  const view = page.getByRole('dialog', { name: /Territoires/ });
  await view.getByRole('button', { name: 'Build post: post 1055' }).click();
  const build = page.getByRole('dialog', { name: 'Build Post' });
  await build.getByRole('radio', { name: 'Approved material' }).check();
  await build
    .getByRole('radiogroup', { name: 'Approved materials' })
    .getByRole('radio')
    .first()
    .check();
  await expect(build.getByRole('textbox', { name: /Caption for Instagram/ })).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);
  await build.getByRole('button', { name: 'Build Post' }).click();
  await expect(toast(page, 'Post built and scheduled successfully')).toBeVisible();
  await expect(build).toBeHidden();
});

test('a post is rescheduled by dragging it to another day of the calendar', async ({ page }) => {
  test.slow();
  await page.goto('/promo-campaigns?campaignId=2&postId=1093&view=calendar');
  const drawer = page.getByRole('dialog', { name: 'Post 1093' });
  await drawer.getByRole('button', { name: 'Close post details' }).click();
  const event = page.locator('[data-post-id="1093"]');
  await expect(event).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  const day = page.locator('td[data-date]', { has: event });
  const from = (await day.getAttribute('data-date')) ?? '';
  // Two days later, or two days earlier when that falls outside the month shown.
  const shifted = (days: number) => {
    const date = new Date(`${from}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  const later = page.locator(`td[data-date="${shifted(2)}"]`);
  const to = (await later.count()) ? shifted(2) : shifted(-2);
  const target = page.locator(`td[data-date="${to}"]`);
  // The day may be in the next week's row, below the fold of the posts dialog: the mouse only
  // reaches what is on screen.
  await target.scrollIntoViewIfNeeded();
  await expect(event).toBeInViewport();

  const start = await event.boundingBox();
  const end = await target.boundingBox();
  if (!start || !end) throw new Error('The post or the day is not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();

  await expect(toast(page, 'Post rescheduled')).toBeVisible();
  await expect(page.locator(`td[data-date="${to}"] [data-post-id="1093"]`)).toBeVisible();
});

test('the post drawer opens over the posts, and its caption editor over the drawer', async ({
  page,
}) => {
  test.slow();
  await page.goto('/promo-campaigns?campaignId=2&status=needs_review');
  const view = page.getByRole('dialog', { name: /Paper Letters/ });
  const link = view.getByRole('link', { name: /^Open post \d+$/ }).first();
  const label = (await link.getAttribute('aria-label')) ?? '';
  await link.click();
  const drawer = page.getByRole('dialog', { name: label.replace('Open post', 'Post') });
  await drawer.getByRole('button', { name: 'Edit Caption' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Post Caption' });
  // Clickable: nothing lies over it.
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  await drawer.getByRole('button', { name: 'Close post details' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/campaignId=2/);
  await expect(page).not.toHaveURL(/postId=/);
});
