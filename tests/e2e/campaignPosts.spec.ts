import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './helpers';

// The demo seed: "Paper Letters – single push" (campaign 2) has generated posts with a caption;
// in "Territoires – EP launch" (campaign 1) the approved post 1059 has materials the artist
// submitted.
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Messages' }).getByText(text);

test('a campaign’s posts from a link: edit a caption, approve it, send the rest to the artist', async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  await page.goto('/promo-campaigns?campaignId=2');
  const view = page.getByRole('dialog', { name: /Paper Letters/ });
  await expect(view.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);

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

  // Send the other generated posts to the artist
  const send = view.getByRole('button', { name: /^Send to Artist \(\d+\)$/ });
  const count = Number(/\((\d+)\)/.exec((await send.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  await send.click();
  await expect(toast(page, `Sent ${count} post${count === 1 ? '' : 's'} to artist`)).toBeVisible();
  await expect(view.getByRole('button', { name: 'Send to Artist (0)' })).toBeVisible();
});

test('the artist’s submitted material of an approved post is approved', async ({ page }) => {
  test.slow();
  await signIn(page);
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
