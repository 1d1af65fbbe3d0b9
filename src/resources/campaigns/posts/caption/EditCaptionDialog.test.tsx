import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import type { PostRow } from '@/mocks/db/schema';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { EditCaptionDialog } from './EditCaptionDialog';

beforeEach(async () => {
  await signInForTest();
});

const postOn = (platform: PostRow['platform']) =>
  db().posts.find((p) => p.platform === platform && p.caption && p.status === 'generated')!;

const open = (post: PostRow, route?: string) => {
  const onClose = vi.fn();
  const { unmount } = renderWithAdmin(
    <EditCaptionDialog post={post} campaignId={post.campaign_id} open onClose={onClose} />,
    {
      locale: 'en',
      route,
    },
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit Post Caption' });
  return { onClose, dialog, textarea: within(dialog).getByRole('textbox'), unmount };
};

describe('Edit Post Caption', () => {
  it('counts characters and hashtags live against Instagram’s limits', async () => {
    const user = userEvent.setup();
    const { dialog, textarea } = open(postOn('instagram'));
    expect(textarea).toHaveAttribute('rows', '6');
    await user.clear(textarea);
    await user.type(textarea, 'Ce soir 🌃 #live #montreal');
    // The emoji counts as one character (its UTF-16 length is 2).
    expect(dialog).toHaveTextContent('25 / 2,200 characters');
    expect(dialog).toHaveTextContent('2 / 30 hashtags');

    await user.clear(textarea);
    await user.click(textarea);
    await user.paste(Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' '));
    expect(dialog).toHaveTextContent('31 / 30 hashtags');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('At most 30 hashtags on Instagram');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('blocks a caption over the platform’s limit and says so', async () => {
    const user = userEvent.setup();
    const { dialog, textarea } = open(postOn('tiktok'));
    await user.clear(textarea);
    await user.click(textarea);
    await user.paste('a'.repeat(2201));
    expect(dialog).toHaveTextContent('2,201 / 2,200 characters');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Caption exceeds maximum length of 2,200 characters for TikTok',
    );
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.queryByText('hashtags', { exact: false })).not.toBeInTheDocument();
  });

  it('saves the caption for review, says so and closes', async () => {
    const user = userEvent.setup();
    const post = postOn('facebook');
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    const { dialog, textarea, onClose } = open(post);
    expect(textarea).toHaveValue(post.caption);
    expect(dialog).toHaveTextContent('/ 63,206 characters');
    await user.clear(textarea);
    await user.type(textarea, 'New words');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Post updated successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(sent).toEqual([{ caption: 'New words', status: 'needs_review' }]);
    const saved = db().posts.find((p) => p.id === post.id)!;
    expect([saved.caption, saved.status]).toEqual(['New words', 'needs_review']);
    server.events.removeAllListeners();
  });

  it('keeps the text when the save fails, with the server’s message', async () => {
    const user = userEvent.setup();
    server.use(http.put(api('/post-generation/posts/:id'), () => fail(500, 'Caption store down')));
    const post = postOn('youtube');
    const { dialog, textarea, onClose } = open(post);
    expect(dialog).toHaveTextContent('/ 5,000 characters');
    await user.clear(textarea);
    await user.type(textarea, 'Kept text');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Caption store down')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled(),
    );
    expect(textarea).toHaveValue('Kept text');
    expect(onClose).not.toHaveBeenCalled();
    expect(db().posts.find((p) => p.id === post.id)!.caption).toBe(post.caption);
  });

  it('previews the post as Instagram shows it, following the typing', async () => {
    const user = userEvent.setup();
    const post = postOn('instagram');
    const campaign = db().campaigns.find((c) => c.id === post.campaign_id)!;
    const artist = db().artists.find((a) => a.id === campaign.artist_id)!;
    const { dialog, textarea } = open(post, `/campaigns?campaignId=${post.campaign_id}`);
    const preview = within(dialog).getByRole('article', { name: 'Instagram preview' });
    expect(await within(preview).findByText(artist.stageName)).toBeVisible();
    await user.clear(textarea);
    await user.type(textarea, 'Ce soir\n#live');
    await waitFor(() => expect(preview.textContent).toContain('Ce soir\n#live'));
    expect(within(preview).getByText('#live')).toBeVisible();
    await user.type(textarea, '\nà Montréal');
    // The feed shows two lines, then “more”.
    await waitFor(() => expect(preview.textContent).toContain('Ce soir\n#live… more'));
    expect(within(preview).getByRole('button', { name: 'more' })).toBeVisible();
  });

  it('Cancel closes without saving', async () => {
    const user = userEvent.setup();
    const post = postOn('instagram');
    const { dialog, onClose } = open(post);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(db().posts.find((p) => p.id === post.id)!.status).toBe('generated');
  });

  it('closes at once on Escape when the caption was not changed', async () => {
    const user = userEvent.setup();
    const { onClose } = open(postOn('instagram'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('asks before Escape throws an edited caption away: Keep editing keeps it, Discard closes', async () => {
    const user = userEvent.setup();
    const post = postOn('facebook');
    const { onClose, textarea } = open(post);
    await user.type(textarea, ' Tonight!');
    await user.keyboard('{Escape}');

    let question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(textarea).toHaveValue(`${post.caption} Tonight!`);
    expect(textarea).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(db().posts.find((p) => p.id === post.id)!.caption).toBe(post.caption);
  });

  it('keeps the typed caption as a draft, offered when the editor opens again', async () => {
    const user = userEvent.setup();
    const post = postOn('instagram');
    const first = open(post);
    await user.clear(first.textarea);
    await user.type(first.textarea, 'Typed before the reload');
    // The page goes away (a reload, a lost session) with the editor still open.
    first.unmount();

    const again = open(post);
    expect(again.textarea).toHaveValue(post.caption);
    const offer = await screen.findByText(/^Restore your unsaved changes from/);
    await user.click(within(again.dialog).getByRole('button', { name: 'Restore' }));
    expect(again.textarea).toHaveValue('Typed before the reload');
    expect(offer).not.toBeInTheDocument();

    // Discarding it for good: the next opening offers nothing.
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    again.unmount();
    open(post);
    expect(screen.queryByText(/^Restore your unsaved changes/)).toBeNull();
  });
});
