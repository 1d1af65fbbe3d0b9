import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  findRestoreOffer,
  queryRestoreOffer,
  storedDraft,
  waitForDraft,
} from '@tests/helpers/drafts';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import { i18nProvider } from '@/providers/i18n';
import ArtistCreate from './ArtistCreate';
import {
  currentPath,
  fill,
  imageFile,
  openTab,
  profileImageInput,
  renderFormAt,
  stubObjectUrls,
} from './artistForm.testkit';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});

function renderCreate() {
  const user = userEvent.setup({ delay: null });
  renderFormAt('/artists/create', '/artists/create', <ArtistCreate />);
  return user;
}

/** Types a new artist's stage name and contact, and waits for the draft to hold them. */
async function typeNewArtist() {
  const user = renderCreate();
  await fill(user, await screen.findByLabelText(/Stage name/), 'Nova Draft');
  await openTab(user, /Contact Details/);
  await fill(user, screen.getByLabelText(/Email/), 'nova.draft@example.com');
  await fill(user, screen.getByLabelText('Phone'), '+1 514 555 0100');
  await waitForDraft('artist-create', undefined, {
    stageName: 'Nova Draft',
    email: 'nova.draft@example.com',
    phone: '+1 514 555 0100',
  });
  return user;
}

describe('ArtistCreate drafts', () => {
  it('offers what was typed back after a reload; Restore fills the form, Save removes the draft', async () => {
    await typeNewArtist();

    cleanup();
    const user = renderCreate();
    expect(await findRestoreOffer()).toBeVisible();
    expect(await screen.findByLabelText(/Stage name/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText(/Stage name/)).toHaveValue('Nova Draft');
    expect(queryRestoreOffer()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/artists\/\d+$/));
    expect(db().artists.find((a) => a.stageName === 'Nova Draft')).toMatchObject({
      email: 'nova.draft@example.com',
      phone: '+1 514 555 0100',
    });
    expect(storedDraft('artist-create')).toBeUndefined();
  });

  it('Discard removes the draft for good', async () => {
    await typeNewArtist();

    cleanup();
    const user = renderCreate();
    await findRestoreOffer();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(queryRestoreOffer()).toBeNull();
    expect(storedDraft('artist-create')).toBeUndefined();

    cleanup();
    renderCreate();
    await screen.findByLabelText(/Stage name/);
    expect(queryRestoreOffer()).toBeNull();
  });

  it('keeps the chosen image out of the draft', async () => {
    const user = renderCreate();
    await openTab(user, /Profile Image/);
    await user.upload(profileImageInput(), imageFile('face.png', 'image/png'));
    await openTab(user, /Basic Info/);
    // Typed last: the draft written after it is the one with the image chosen.
    await fill(user, await screen.findByLabelText(/Stage name/), 'Nova Picture');
    await waitForDraft('artist-create', undefined, { stageName: 'Nova Picture' });
    expect(storedDraft('artist-create')).not.toHaveProperty('profileImage');
  });

  it('offers the draft in Spanish', async () => {
    await typeNewArtist();
    cleanup();
    await act(() => i18nProvider.changeLocale('es'));
    renderCreate();
    expect(
      await screen.findByText(/^¿Desea restaurar sus cambios sin guardar de las /),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Restaurar' })).toBeVisible();
  });
});
