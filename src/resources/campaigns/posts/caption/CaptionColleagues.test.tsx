// The caption editor when a colleague changes the post meanwhile (issue 37): the same caption
// changed by both is put to the user, Cancel keeping the text; their change to what the editor
// does not edit is never sent back; their approval meanwhile is not silently undone; a post
// deleted meanwhile is said so, the text kept.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import type { PostRow } from '@/mocks/db/schema';
import { server } from '@/mocks/node';
import { EditCaptionDialog } from './EditCaptionDialog';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

const CLASH = 'Someone else changed the same fields';

const facebookPost = () =>
  db().posts.find((p) => p.platform === 'facebook' && p.caption && p.status === 'generated')!;
const onServer = (post: PostRow) => db().posts.find((p) => p.id === post.id)!;

/** The bodies of the post updates sent. */
function recordUpdates() {
  const sent: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') {
      void request
        .clone()
        .json()
        .then((body) => sent.push(body));
    }
  });
  return sent;
}

async function openAndType(post: PostRow, text: string) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithAdmin(
    <EditCaptionDialog post={post} campaignId={post.campaign_id} open onClose={onClose} />,
    { locale: 'en', stackedToasts: true },
  );
  const editor = screen.getByRole('dialog', { name: 'Edit Post Caption' });
  const textarea = within(editor).getByRole('textbox');
  await user.clear(textarea);
  await user.type(textarea, text);
  const save = () => user.click(within(editor).getByRole('button', { name: 'Save Changes' }));
  return { user, onClose, textarea, save };
}

describe('Edit Post Caption, with a colleague at work', () => {
  it('asks when both changed the caption; Cancel writes nothing and keeps the text', async () => {
    const post = facebookPost();
    const sent = recordUpdates();
    const { user, onClose, textarea, save } = await openAndType(post, 'My caption');
    // The colleague's own caption save, meanwhile.
    Object.assign(onServer(post), { caption: 'Their caption', status: 'needs_review' });
    await save();

    const dialog = await screen.findByRole('dialog', { name: CLASH });
    const choice = within(dialog).getByRole('radiogroup', { name: 'Caption (Facebook)' });
    expect(choice).toHaveTextContent('Their caption');
    expect(choice).toHaveTextContent('My caption');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('Nothing was saved. Your changes are still in the form.'),
    ).toBeVisible();
    expect(textarea).toHaveValue('My caption');
    expect(onClose).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
    expect(onServer(post).caption).toBe('Their caption');
  });

  it('keeps the user’s caption on their choice, sending the caption alone, theirs untouched', async () => {
    const post = facebookPost();
    const sent = recordUpdates();
    const { user, onClose, save } = await openAndType(post, 'My caption');
    // Their save also changed the artist's to-do list, which the editor does not edit.
    const theirList = [
      { type: 'other' as const, task: 'Their task', specs: 'Text', enabled: false },
    ];
    Object.assign(onServer(post), {
      caption: 'Their caption',
      status: 'needs_review',
      ai_artist_materials_needed: theirList,
    });
    await save();

    const dialog = await screen.findByRole('dialog', { name: CLASH });
    await user.click(within(dialog).getByRole('radio', { name: 'Keep yours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Post updated successfully')).toBeVisible();
    expect(onClose).toHaveBeenCalled();
    // Their save put the post in review already: only the caption differs.
    expect(sent).toEqual([{ caption: 'My caption' }]);
    expect(onServer(post)).toMatchObject({
      caption: 'My caption',
      status: 'needs_review',
      ai_artist_materials_needed: theirList,
    });
  });

  it('does not undo a colleague’s approval unasked', async () => {
    const post = facebookPost();
    const sent = recordUpdates();
    const { user, save } = await openAndType(post, 'My caption');
    onServer(post).status = 'approved';
    await save();

    const dialog = await screen.findByRole('dialog', { name: CLASH });
    const choice = within(dialog).getByRole('radiogroup', { name: 'Status' });
    expect(choice).toHaveTextContent('Approved');
    expect(choice).toHaveTextContent('Needs Review');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Nothing was saved. Your changes are still in the form.');
    expect(sent).toEqual([]);
    expect(onServer(post).status).toBe('approved');
  });

  it('says when the post was deleted meanwhile, and keeps the text', async () => {
    const post = facebookPost();
    const sent = recordUpdates();
    const { onClose, textarea, save } = await openAndType(post, 'My caption');
    db().posts = db().posts.filter((p) => p.id !== post.id);
    await save();

    expect(
      await screen.findByText('This record no longer exists: it was deleted by someone else.'),
    ).toBeVisible();
    expect(textarea).toHaveValue('My caption');
    expect(onClose).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
