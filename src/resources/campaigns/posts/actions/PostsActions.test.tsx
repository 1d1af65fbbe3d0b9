import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { PostStatus } from '@/api/types';
import { db } from '@/mocks/db/database';
import { server } from '@/mocks/node';
import { resetGenerations } from '../../generation/generationStore';
import { GenerationNotices } from '../../generation/GenerationNotices';
import CampaignPostsDialog from '../CampaignPostsDialog';

beforeEach(async () => {
  await signInForTest();
  resetGenerations();
});

const TABS: [PostStatus, string][] = [
  ['needs_review', 'Needs Review'],
  ['rejected_by_artist', 'Rejected'],
  ['pending_admin_review', 'Modified'],
  ['artist_approved', 'Artist Approved'],
  ['approved', 'Approved'],
  ['scheduled', 'Scheduled'],
  ['published', 'Published'],
];

const postsOf = (campaignId: number) => db().posts.filter((p) => p.campaign_id === campaignId);
const campaignWithPosts = (test: (posts: ReturnType<typeof postsOf>) => boolean) =>
  db().campaigns.find((c) => postsOf(c.id).length > 0 && test(postsOf(c.id)))!;

const renderAt = async (query: string) => {
  // As in the app's layout: GenerationNotices reports a finished generation and reloads.
  renderWithAdmin(
    <>
      <CampaignPostsDialog />
      <GenerationNotices />
    </>,
    { route: `/promo-campaigns?${query}`, locale: 'en' },
  );
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('table');
  return dialog;
};
const rows = () =>
  Array.from(document.querySelectorAll<HTMLTableRowElement>('[role=dialog] tbody tr'));
const rowOf = (postId: number) =>
  rows().find((row) => within(row).queryByRole('link', { name: `Open post ${postId}` }))!;
const buttonsIn = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('posts view: tabs', () => {
  it('counts each status and disables the empty ones', async () => {
    const campaign = campaignWithPosts((posts) =>
      TABS.some(([status]) => !posts.some((p) => p.status === status)),
    );
    const posts = postsOf(campaign.id);
    const dialog = await renderAt(`campaignId=${campaign.id}&status=approved`);
    const tabs = within(
      within(dialog).getByRole('tablist', { name: 'Post statuses' }),
    ).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      `All Posts (${posts.length})`,
      ...TABS.map(
        ([status, name]) => `${name} (${posts.filter((p) => p.status === status).length})`,
      ),
    ]);
    TABS.forEach(([status], index) => {
      const empty = !posts.some((p) => p.status === status);
      expect(tabs[index + 1]).toHaveProperty('disabled', empty);
    });
    // Every tab is laid out (wrapping when short of room): none hides behind a scroll arrow.
    expect(dialog.querySelector('.MuiTabScrollButton-root')).toBeNull();
  });
});

describe('posts view: row actions', () => {
  it('offers generate content without a caption, edit and approve before approval', async () => {
    const campaign = campaignWithPosts(
      (posts) =>
        posts.some((p) => p.caption === null) &&
        posts.some((p) => p.caption && p.status === 'generated'),
    );
    const posts = postsOf(campaign.id).filter((p) => p.status === 'generated');
    await renderAt(`campaignId=${campaign.id}&status=generated`);
    for (const post of posts) {
      expect(buttonsIn(rowOf(post.id))).toEqual(
        post.caption === null ? ['Generate content'] : ['Edit', 'Approve'],
      );
    }
    const draft = posts.find((p) => p.caption === null)!;
    expect(
      within(rowOf(draft.id)).getByRole('button', { name: `Generate content: post ${draft.id}` }),
    ).toBeEnabled();
  });

  it('offers the artist’s uploads and the build on approved posts, by their flags', async () => {
    const campaign = campaignWithPosts(
      (posts) =>
        posts.some((p) => p.status === 'approved' && p.has_uploads) &&
        posts.some((p) => p.status === 'approved' && !p.has_uploads),
    );
    const approved = postsOf(campaign.id).filter((p) => p.status === 'approved');
    await renderAt(`campaignId=${campaign.id}&status=approved`);
    for (const post of approved) {
      expect(buttonsIn(rowOf(post.id))).toEqual([
        ...(post.has_uploads ? ['View artist uploads'] : []),
        ...(post.all_materials_approved ? ['Build post'] : []),
      ]);
    }
  });

  it('generates the content of one post from its row', async () => {
    const user = userEvent.setup();
    const campaign = campaignWithPosts(
      (posts) => posts.filter((p) => p.caption === null && p.status === 'generated').length >= 2,
    );
    const [draft, other] = postsOf(campaign.id).filter(
      (p) => p.caption === null && p.status === 'generated',
    );
    await renderAt(`campaignId=${campaign.id}&status=generated`);
    await user.click(
      within(rowOf(draft.id)).getByRole('button', { name: `Generate content: post ${draft.id}` }),
    );
    await waitFor(() => expect(buttonsIn(rowOf(draft.id))).toEqual(['Edit', 'Approve']));
    expect(db().posts.find((p) => p.id === draft.id)!.caption).toBeTruthy();
    expect(db().posts.find((p) => p.id === other.id)!.caption).toBeNull();
  });

  it('approves a post from its row', async () => {
    const user = userEvent.setup();
    const post = db().posts.find((p) => p.status === 'needs_review' && p.caption)!;
    const dialog = await renderAt(`campaignId=${post.campaign_id}&status=needs_review`);
    await user.click(
      within(rowOf(post.id)).getByRole('button', { name: `Approve: post ${post.id}` }),
    );
    expect(await screen.findByText('Post approved successfully')).toBeInTheDocument();
    expect(db().posts.find((p) => p.id === post.id)!.status).toBe('approved');
    await waitFor(() => expect(rowOf(post.id)).toBeUndefined());
    expect(dialog).toBeInTheDocument();
  });

  it('edits a caption from its row: the post goes back to needs review', async () => {
    const user = userEvent.setup();
    const post = db().posts.find((p) => p.status === 'rejected_by_artist' && p.caption)!;
    await renderAt(`campaignId=${post.campaign_id}&status=rejected_by_artist`);
    await user.click(within(rowOf(post.id)).getByRole('button', { name: `Edit: post ${post.id}` }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Post Caption' });
    const textarea = within(editor).getByRole('textbox');
    await user.clear(textarea);
    await user.type(textarea, 'Better words');
    await user.click(within(editor).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Post updated successfully')).toBeInTheDocument();
    expect(db().posts.find((p) => p.id === post.id)).toMatchObject({
      caption: 'Better words',
      status: 'needs_review',
    });
  });
});

describe('posts view: actions', () => {
  it('sends every generated post to the artist, those without a caption too', async () => {
    const user = userEvent.setup();
    const campaign = campaignWithPosts(
      (posts) =>
        posts.some((p) => p.status === 'generated' && p.caption) &&
        posts.some((p) => p.status === 'generated' && p.caption === null),
    );
    const generated = postsOf(campaign.id).filter((p) => p.status === 'generated');
    const sent: { post_ids: number[] }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/post-generation/send-to-artist'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    const dialog = await renderAt(`campaignId=${campaign.id}&status=approved`);
    await user.click(
      within(dialog).getByRole('button', { name: `Send to Artist (${generated.length})` }),
    );
    const question = await screen.findByRole('dialog', {
      name: `Send ${generated.length} posts to the artist?`,
    });
    expect(question).toHaveAccessibleDescription(
      `The ${generated.length} generated posts go to the artist for review, all at once.`,
    );
    expect(sent).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Send to Artist' }));
    expect(
      await screen.findByText(`Sent ${generated.length} posts to artist`, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect([...sent[0].post_ids].sort()).toEqual(generated.map((p) => p.id).sort());
    expect(generated.map((p) => db().posts.find((r) => r.id === p.id)!.status)).toEqual(
      generated.map(() => 'needs_review'),
    );
    expect(
      await within(dialog).findByRole('button', { name: 'Send to Artist (0)' }),
    ).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('asks before sending to the artist: Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const campaign = campaignWithPosts(
      (posts) => posts.filter((p) => p.status === 'generated').length >= 2,
    );
    const generated = postsOf(campaign.id).filter((p) => p.status === 'generated');
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/post-generation/send-to-artist')) sent.push(request.url);
    });
    const dialog = await renderAt(`campaignId=${campaign.id}&status=approved`);
    await user.click(
      within(dialog).getByRole('button', { name: `Send to Artist (${generated.length})` }),
    );
    const question = await screen.findByRole('dialog', {
      name: `Send ${generated.length} posts to the artist?`,
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(postsOf(campaign.id).filter((p) => p.status === 'generated')).toHaveLength(
      generated.length,
    );
    server.events.removeAllListeners();
  });

  it('says when there is no generated post to send', async () => {
    const user = userEvent.setup();
    const campaign = campaignWithPosts((posts) => !posts.some((p) => p.status === 'generated'));
    const before = postsOf(campaign.id).map((p) => p.status);
    const dialog = await renderAt(`campaignId=${campaign.id}&status=published`);
    await user.click(within(dialog).getByRole('button', { name: 'Send to Artist (0)' }));
    expect(await screen.findByText('No generated posts to send')).toBeInTheDocument();
    expect(postsOf(campaign.id).map((p) => p.status)).toEqual(before);
  });

  it('asks before Regenerate All overwrites the captions', async () => {
    const user = userEvent.setup();
    const campaign = campaignWithPosts((posts) => posts.some((p) => p.status === 'approved'));
    const captions = postsOf(campaign.id).map((p) => p.caption);
    const dialog = await renderAt(`campaignId=${campaign.id}&status=approved`);
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate All' }));
    const confirm = await screen.findByRole('dialog', { name: 'Regenerate all posts?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Regenerate all posts?' })).toBeNull(),
    );
    expect(postsOf(campaign.id).map((p) => p.caption)).toEqual(captions);
    expect(within(dialog).getByRole('button', { name: 'Generate Drafts' })).toBeEnabled();
  });
  it('Generate Drafts writes only the posts without a caption', async () => {
    const user = userEvent.setup();
    const campaign = campaignWithPosts(
      (posts) => posts.some((p) => p.caption === null) && posts.some((p) => p.caption),
    );
    const drafts = postsOf(campaign.id).filter((p) => p.caption === null);
    const written = new Map(
      postsOf(campaign.id)
        .filter((p) => p.caption)
        .map((p) => [p.id, p.caption]),
    );
    const dialog = await renderAt(`campaignId=${campaign.id}&status=approved`);
    await user.click(within(dialog).getByRole('button', { name: 'Generate Drafts' }));
    const question = await screen.findByRole('dialog', {
      name:
        drafts.length === 1
          ? 'Generate a draft for 1 post?'
          : `Generate drafts for ${drafts.length} posts?`,
    });
    await user.click(within(question).getByRole('button', { name: 'Generate Drafts' }));
    // The view's status line (and the toast) tell the outcome.
    expect(
      await within(dialog).findByText(`Generated ${drafts.length} posts`, { exact: false }),
    ).toBeInTheDocument();
    drafts.forEach((draft) =>
      expect(db().posts.find((p) => p.id === draft.id)!.caption).toBeTruthy(),
    );
    written.forEach((caption, id) =>
      expect(db().posts.find((p) => p.id === id)!.caption).toBe(caption),
    );
  });

  it('asks before Generate Drafts, naming how many posts it writes: Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const campaign = campaignWithPosts(
      (posts) =>
        posts.filter((p) => p.caption === null && !['scheduled', 'published'].includes(p.status))
          .length >= 2,
    );
    const drafts = postsOf(campaign.id).filter(
      (p) => p.caption === null && !['scheduled', 'published'].includes(p.status),
    );
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/post-generation/campaign/generate')) sent.push(request.url);
    });
    const dialog = await renderAt(`campaignId=${campaign.id}&status=approved`);
    await user.click(within(dialog).getByRole('button', { name: 'Generate Drafts' }));
    const question = await screen.findByRole('dialog', {
      name: `Generate drafts for ${drafts.length} posts?`,
    });
    expect(question).toHaveTextContent(
      `Captions are written for the ${drafts.length} posts that have none`,
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    drafts.forEach((draft) =>
      expect(db().posts.find((p) => p.id === draft.id)!.caption).toBeNull(),
    );
    server.events.removeAllListeners();
  });

  it('Generate Drafts with every caption written asks nothing and says so', async () => {
    const user = userEvent.setup();
    const campaign = campaignWithPosts((posts) =>
      posts.every((p) => p.caption !== null || ['scheduled', 'published'].includes(p.status)),
    );
    const dialog = await renderAt(`campaignId=${campaign.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Generate Drafts' }));
    expect(
      await within(dialog).findByText('No posts needed generating', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^Generate drafts? for/ })).toBeNull();
  });

  it('Regenerate All, once confirmed, asks the server to rewrite every post', async () => {
    const user = userEvent.setup();
    const campaign = campaignWithPosts((posts) => posts.some((p) => p.status === 'approved'));
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/post-generation/campaign/generate'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    const dialog = await renderAt(`campaignId=${campaign.id}&status=approved`);
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate All' }));
    const confirm = await screen.findByRole('dialog', { name: 'Regenerate all posts?' });
    await user.click(within(confirm).getByRole('button', { name: 'Regenerate All' }));
    await waitFor(() => expect(sent).toEqual([{ regenerate: true, campaign_id: campaign.id }]));
    server.events.removeAllListeners();
  });
});

describe('posts view: bulk actions', () => {
  it('approves the selected posts at once', async () => {
    const user = userEvent.setup();
    const campaign = campaignWithPosts(
      (posts) => posts.filter((p) => p.status === 'needs_review' && p.caption).length >= 2,
    );
    const [first, second] = postsOf(campaign.id).filter(
      (p) => p.status === 'needs_review' && p.caption,
    );
    const dialog = await renderAt(`campaignId=${campaign.id}&status=needs_review`);
    for (const post of [first, second])
      await user.click(within(rowOf(post.id)).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('2 posts approved')).toBeInTheDocument();
    expect([first, second].map((p) => db().posts.find((r) => r.id === p.id)!.status)).toEqual([
      'approved',
      'approved',
    ]);
  });

  it('asks before sending the selected posts, naming how many are sent', async () => {
    const user = userEvent.setup();
    const campaign = campaignWithPosts(
      (posts) => posts.filter((p) => p.status === 'generated').length >= 3,
    );
    const [first, second, third] = postsOf(campaign.id).filter((p) => p.status === 'generated');
    const sent: { post_ids: number[] }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/post-generation/send-to-artist'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    const dialog = await renderAt(`campaignId=${campaign.id}`);
    for (const post of [first, second])
      await user.click(within(rowOf(post.id)).getByRole('checkbox'));
    const bulkSend = () =>
      within(dialog)
        .getAllByRole('button', { name: 'Send to Artist' })
        .find((button) => !/\(/.test(button.textContent ?? ''))!;

    await user.click(bulkSend());
    let question = await screen.findByRole('dialog', { name: 'Send 2 posts to the artist?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(bulkSend());
    question = await screen.findByRole('dialog', { name: 'Send 2 posts to the artist?' });
    await user.click(within(question).getByRole('button', { name: 'Send to Artist' }));
    expect(await screen.findByText('Sent 2 posts to artist')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect([...sent[0].post_ids].sort()).toEqual([first.id, second.id].sort());
    expect(db().posts.find((p) => p.id === third.id)!.status).toBe('generated');
    server.events.removeAllListeners();
  });
});
