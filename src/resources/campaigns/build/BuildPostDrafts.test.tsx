import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  findRestoreOffer,
  queryRestoreOffer,
  storedDraft,
  waitForDraft,
} from '@tests/helpers/drafts';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import type { PostRow } from '@/mocks/db/schema';
import { BuildPostDialog } from './BuildPostDialog';

beforeEach(signInForTest);

/** An approved post whose approved materials include one with a file, and that material. */
function buildablePost() {
  const database = db();
  const post = database.posts.find(
    (p) =>
      p.status === 'approved' &&
      p.all_materials_approved &&
      database.materials.some((m) => m.post_id === p.id && m.status === 'approved' && m.media_file),
  );
  const material = database.materials.find(
    (m) => m.post_id === post?.id && m.status === 'approved' && m.media_file,
  );
  if (!post || !material?.media_file) throw new Error('No buildable post in the seed');
  return { post, material, file: material.media_file };
}

async function open(post: PostRow, locale: 'en' | 'fr' | 'es' = 'en') {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithAdmin(
    <BuildPostDialog campaignId={post.campaign_id} post={post} open onClose={onClose} />,
    { locale },
  );
  // Another language is loaded first.
  const dialog = await screen.findByRole('dialog');
  const caption = within(dialog).getByRole('textbox');
  return { user, dialog, caption, onClose };
}

/** Types a caption and waits for its draft; the dialog is then gone (a reload). */
async function typeCaption(post: PostRow, text: string) {
  const { user, caption } = await open(post);
  await user.clear(caption);
  await user.type(caption, text);
  await waitForDraft('build-post', post.id, { caption: text });
  cleanup();
}

describe('Build Post drafts', () => {
  it('offers the typed caption back; Restore fills it in, the build removes the draft', async () => {
    const { post, file } = buildablePost();
    await typeCaption(post, 'Out now everywhere');

    const { user, dialog, caption, onClose } = await open(post);
    expect(await findRestoreOffer()).toBeVisible();
    expect(caption).toHaveValue(post.caption);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(caption).toHaveValue('Out now everywhere');
    expect(caption).toHaveFocus();
    expect(queryRestoreOffer()).toBeNull();

    const name = file.original_filename ?? '';
    await user.click(await within(dialog).findByRole('radio', { name }));
    await user.click(within(dialog).getByRole('button', { name: 'Build Post' }));
    expect(await screen.findByText('Post built and scheduled successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(db().posts.find((p) => p.id === post.id)?.caption).toBe('Out now everywhere');
    expect(storedDraft('build-post', post.id)).toBeUndefined();
  });

  it('Discard in the offer removes the draft; the post’s own caption stays', async () => {
    const { post } = buildablePost();
    await typeCaption(post, 'Never mind');

    const { user, dialog, caption } = await open(post);
    await findRestoreOffer();
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(queryRestoreOffer()).toBeNull();
    expect(storedDraft('build-post', post.id)).toBeUndefined();
    expect(caption).toHaveValue(post.caption);
  });

  it('offers the draft in French and in Spanish', async () => {
    const { post } = buildablePost();
    await typeCaption(post, 'Ya disponible');
    for (const [locale, offer, restore] of [
      ['fr', /^Restaurer vos modifications non enregistrées de /, 'Restaurer'],
      ['es', /^¿Desea restaurar sus cambios sin guardar de las /, 'Restaurar'],
    ] as const) {
      const { dialog } = await open(post, locale);
      expect(await within(dialog).findByText(offer)).toBeVisible();
      expect(within(dialog).getByRole('button', { name: restore })).toBeVisible();
      cleanup();
    }
  });
});
