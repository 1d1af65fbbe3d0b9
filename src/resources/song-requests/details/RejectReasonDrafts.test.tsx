import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  findRestoreOffer,
  queryRestoreOffer,
  storedDraft,
  waitForDraft,
} from '@tests/helpers/drafts';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import type { SongRequestRow } from '@/mocks/db/schema';
import { stubObjectUrls } from '../../songs/songs.testkit';
import { SongRequestList } from '../SongRequestList';

beforeEach(signInForTest);
stubObjectUrls();

/** The newest pending request: the first card of the list. */
const newestPending = (): SongRequestRow => {
  const [request] = db()
    .songRequests.filter((r) => r.status === 'pending')
    .sort((a, b) => b.requested_at.localeCompare(a.requested_at) || b.id - a.id);
  if (!request) throw new Error('No pending request in the seed');
  return request;
};

/** The list, the newest pending request opened and its Reject pressed. */
async function openReject() {
  const user = userEvent.setup();
  renderWithAdmin(<SongRequestList />, {
    resource: 'song-requests',
    route: '/song-requests',
    locale: 'en',
  });
  const request = newestPending();
  await user.click(await screen.findByRole('button', { name: `View details of ${request.title}` }));
  const details = await screen.findByRole('dialog', { name: request.title });
  await user.click(within(details).getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: `Reject “${request.title}”` });
  const reason = within(dialog).getByRole('textbox', { name: 'Rejection Reason *' });
  return { user, request, dialog, reason };
}

/** Types a reason and waits for its draft; the screen is then gone (a reload). */
async function typeReason(text: string) {
  const { user, request, reason } = await openReject();
  await user.type(reason, text);
  await waitForDraft('reject-reason', request.id, { reason: text });
  cleanup();
  return request;
}

describe('Reject reason drafts', () => {
  it('offers the reason back after a reload; the rejection sent removes the draft', async () => {
    const typed = await typeReason('Too close to another song');

    const { user, request, dialog, reason } = await openReject();
    expect(request.id).toBe(typed.id);
    expect(await findRestoreOffer()).toBeVisible();
    expect(reason).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(reason).toHaveValue('Too close to another song');
    expect(queryRestoreOffer()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Song request rejected')).toBeVisible();
    expect(db().songRequests.find((r) => r.id === request.id)?.admin_notes).toBe(
      'Too close to another song',
    );
    expect(storedDraft('reject-reason', request.id)).toBeUndefined();
  });

  it('Discard, asked on Escape, throws the reason and its draft away', async () => {
    const { user, request, reason } = await openReject();
    await user.type(reason, 'Not this one');
    await waitForDraft('reject-reason', request.id, { reason: 'Not this one' });

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(storedDraft('reject-reason', request.id)).toBeUndefined();
    expect(db().songRequests.find((r) => r.id === request.id)?.status).toBe('pending');
  });
});
