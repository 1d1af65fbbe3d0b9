// Issue 23: a post approved from its row and a song request rejected, with the keyboard alone;
// after each step the focus is where the next step starts, never dropped to the page.
import { expect, test } from './fixtures';
import { describeFocus, tabTo } from './keyboardMoves';
import type { Locator, Page } from '@playwright/test';

test.use({ signedIn: true });

const expectFocused = async (page: Page, target: Locator) => {
  await expect(target, `the focus is on ${await describeFocus(page)}`).toBeFocused();
};

test('keyboard only: a post approved from its row, then a song request rejected; the focus follows', async ({
  page,
}) => {
  test.slow();
  // The posts the artist approved, waiting for the label's approval.
  await page.goto('/promo-campaigns?campaignId=1&status=artist_approved');
  const posts = page.getByRole('dialog', { name: /Territoires/ });
  const links = posts.getByRole('link', { name: /^Open post \d+$/ });
  await expect(links.nth(1)).toBeVisible();
  const [first, second] = (await links.evaluateAll((all) =>
    all.slice(0, 2).map((link) => link.getAttribute('aria-label')?.replace('Open post ', '')),
  )) as string[];

  await tabTo(page, posts.getByRole('button', { name: `Approve: post ${first}` }));
  await page.keyboard.press('Enter');
  await expect(posts.getByRole('link', { name: `Open post ${first}` })).toBeHidden();
  // The row that took its place has the focus: the next Tab goes on from there.
  await expectFocused(page, posts.getByRole('link', { name: `Open post ${second}` }));
  await page.keyboard.press('Escape');
  await expect(posts).toBeHidden();

  // A song request rejected with its reason, from its details.
  await page.goto('/song-requests');
  const details = page.getByRole('button', { name: /^View details of / });
  await expect(details.nth(1)).toBeVisible();
  const [rejected, next] = (await details.evaluateAll((all) =>
    all
      .slice(0, 2)
      .map((button) => button.getAttribute('aria-label')?.replace('View details of ', '')),
  )) as string[];

  await tabTo(page, details.first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: rejected });
  await tabTo(page, dialog.getByRole('button', { name: 'Reject' }));
  await page.keyboard.press('Enter');
  const reject = page.getByRole('dialog', { name: `Reject “${rejected}”` });
  const reason = reject.getByRole('textbox', { name: 'Rejection Reason *' });
  await expectFocused(page, reason);
  await page.keyboard.type('Not this season');
  await tabTo(page, reject.getByRole('button', { name: 'Reject' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `View details of ${rejected}` })).toBeHidden();
  // The next request's details button has the focus.
  await expectFocused(page, page.getByRole('button', { name: `View details of ${next}` }));
});
