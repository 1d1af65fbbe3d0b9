// Several people at once on the promotion screens (issue 37): a colleague works through the API
// while the user has the posts or a smart link open. A post they moved meanwhile is not
// approved over their change: the app says what it is now and does nothing. Their new platform
// entry survives the user's edit of another entry.
import type { Page } from '@playwright/test';
import { asColleague } from './colleague';
import { expect, test } from './fixtures';

test.use({ signedIn: true });

const loaded = expect.configure({ timeout: 30_000 });

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Messages' }).getByText(text);

interface PostFields {
  id: number;
  status: string;
}

interface PlatformFields {
  platform_name: string;
  profile_url: string;
  display_name: string | null;
  platform_type: 'streaming' | 'social';
  sort_order: number;
  is_visible: boolean;
}

async function postOnServer(page: Page, campaignId: number, postId: number) {
  const { body } = await asColleague<{ posts: PostFields[] }>(
    page,
    'GET',
    `/post-generation/campaign/${campaignId}/posts`,
  );
  return body.data?.posts.find((post) => post.id === postId);
}

test('a post a colleague moved meanwhile is not approved: the app says what it is now', async ({
  page,
}) => {
  // The demo seed: "Paper Letters – single push" (campaign 2) has generated posts with a caption.
  await page.goto('/promo-campaigns?campaignId=2&status=generated');
  const view = page.getByRole('dialog', { name: /Paper Letters/ });
  const approve = view.getByRole('button', { name: /^Approve: post \d+$/ }).first();
  await loaded(approve).toBeVisible();
  const postId = Number(/(\d+)$/.exec((await approve.getAttribute('aria-label')) ?? '')?.[1]);
  expect(postId).toBeGreaterThan(0);

  // A colleague edits its caption meanwhile: the post goes back to review.
  const answer = await asColleague(page, 'PUT', `/post-generation/posts/${postId}`, {
    caption: 'Rewritten by a colleague',
    status: 'needs_review',
  });
  expect(answer.status).toBe(200);

  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/post-generation/posts/')) {
      writes.push(request.url());
    }
  });
  await approve.click();
  await expect(toast(page, 'This post is now Needs Review. Nothing was changed.')).toBeVisible();
  // The view shows the post as it is: no longer among the generated ones.
  await expect(view.getByRole('link', { name: `Open post ${postId}` })).toBeHidden();
  await view.getByRole('tab', { name: /^Needs Review \(\d+\)$/ }).click();
  await expect(view.getByRole('link', { name: `Open post ${postId}` })).toBeVisible();

  expect(writes).toEqual([]);
  expect(await postOnServer(page, 2, postId)).toMatchObject({ status: 'needs_review' });
});

test('a colleague’s new platform entry survives the user’s edit of another entry', async ({
  page,
}) => {
  await page.goto('/smart-links?artistId=1');
  const streaming = page.getByRole('region', { name: 'Streaming Platforms' });
  const urls = streaming.getByRole('textbox', { name: 'Profile URL' });
  await loaded(urls.first()).not.toHaveValue('');

  // The colleague adds Audiomack to the artist's list (the batch replaces the whole list).
  const { body } = await asColleague<PlatformFields[]>(page, 'GET', '/links/admin/1/platforms');
  const entries = body.data ?? [];
  expect(entries.some((entry) => entry.platform_name === 'Audiomack')).toBe(false);
  const streamingCount = entries.filter((entry) => entry.platform_type === 'streaming').length;
  const batch = await asColleague(page, 'POST', '/links/admin/1/platforms/batch', {
    platforms: [
      ...entries.map(
        ({ platform_name, profile_url, display_name, platform_type, sort_order, is_visible }) => ({
          platform_name,
          profile_url,
          display_name,
          platform_type,
          sort_order,
          is_visible,
        }),
      ),
      {
        platform_name: 'Audiomack',
        profile_url: 'https://audiomack.com/their-entry',
        display_name: null,
        platform_type: 'streaming',
        sort_order: streamingCount + 1,
        is_visible: true,
      },
    ],
  });
  expect(batch.status).toBe(200);

  const first = entries.find((entry) => entry.platform_type === 'streaming');
  await urls.first().fill('https://example.com/my-edit');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Smart link saved successfully!')).toBeVisible();
  await expect(streaming.getByRole('button', { name: 'Remove Audiomack' })).toBeVisible();

  const after = await asColleague<PlatformFields[]>(page, 'GET', '/links/admin/1/platforms');
  const saved = (after.body.data ?? []).filter((entry) => entry.platform_type === 'streaming');
  expect(saved.map((entry) => [entry.platform_name, entry.profile_url])).toEqual([
    [first?.platform_name, 'https://example.com/my-edit'],
    ...entries
      .filter((entry) => entry.platform_type === 'streaming')
      .slice(1)
      .map((entry) => [entry.platform_name, entry.profile_url]),
    ['Audiomack', 'https://audiomack.com/their-entry'],
  ]);
});
