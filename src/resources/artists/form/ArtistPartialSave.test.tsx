// An artist save is two calls: the record, then the profile image. When the image fails, the
// user is told which part was saved, and the next Save sends only what is left.
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import ArtistCreate from './ArtistCreate';
import ArtistEdit from './ArtistEdit';
import { fill, imageFile, openTab, profileImageInput, stubObjectUrls } from './artistForm.testkit';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});
afterEach(() => vi.restoreAllMocks());

const Path = () => <output data-testid="path">{useLocation().pathname}</output>;
const path = () => screen.getByTestId('path').textContent ?? '';

function renderAt(route: string, locale: 'en' | 'fr' = 'en') {
  const user = userEvent.setup({ applyAccept: false, delay: null });
  renderWithAdmin(
    <>
      <Routes>
        <Route path="/artists/create" element={<ArtistCreate />} />
        <Route path="/artists/:id/edit" element={<ArtistEdit />} />
        <Route path="/artists/:id" element={<p>Artist detail</p>} />
      </Routes>
      <Path />
    </>,
    { resource: 'artists', route, locale },
  );
  return user;
}

/** Every artist and profile image call that reaches the API, as "METHOD path". */
function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (/\/(artists|media\/upload)/.test(pathname) && request.method !== 'GET') {
      calls.push(`${request.method} ${pathname.replace(/^.*\/api\/v1/, '')}`);
    }
  });
  return calls;
}
afterEach(() => server.events.removeAllListeners());

/** The profile image upload answers 500 `times` times, then as the demo API does. */
function failImageUpload(times: number) {
  let left = times;
  server.use(
    http.post(api('/media/upload/artist/:id/profile'), () => {
      if (left <= 0) return undefined;
      left -= 1;
      return HttpResponse.json({ success: false, message: 'Storage unavailable' }, { status: 500 });
    }),
  );
}

async function createWithImage(user: UserEvent, stageName: string) {
  await fill(user, await screen.findByLabelText(/Stage name/), stageName);
  await openTab(user, /Contact Details/);
  await fill(user, screen.getByLabelText(/Email/), 'partial.save@example.com');
  await fill(user, screen.getByLabelText('Phone'), '+1 514 555 0100');
  await openTab(user, /Profile Image/);
  await user.upload(profileImageInput(), imageFile('face.png', 'image/png'));
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('artist create, then its profile image', () => {
  it('says the artist was created but not the image; the next Save uploads only the image', async () => {
    const calls = recordCalls();
    failImageUpload(1);
    const user = renderAt('/artists/create');
    await createWithImage(user, 'Half Saved');

    expect(
      await screen.findByText(
        'Artist created, but the profile image was not uploaded: Storage unavailable. The image is still chosen: press Save to upload it.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(path()).toMatch(/^\/artists\/\d+\/edit$/));
    const id = Number(path().split('/')[2]);
    expect(db().artists.filter((a) => a.stageName === 'Half Saved')).toHaveLength(1);
    expect(calls).toEqual(['POST /artists', `POST /media/upload/artist/${id}/profile`]);

    // The edit page has the saved artist and the image still chosen: Save is ready.
    await openTab(user, /Profile Image/);
    expect(await screen.findByRole('img', { name: 'Chosen image' })).toBeVisible();
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(path()).toBe(`/artists/${id}`));
    // Nothing created or saved twice: only the image was sent.
    expect(calls).toEqual([
      'POST /artists',
      `POST /media/upload/artist/${id}/profile`,
      `POST /media/upload/artist/${id}/profile`,
    ]);
    expect(db().artists.find((a) => a.id === id)!.profileImageId).not.toBeNull();
  });

  it('an edit that also fails on its image says the changes were saved, and keeps the image for the next Save', async () => {
    const artist = db().artists[0]!;
    const calls = recordCalls();
    failImageUpload(2);
    const user = renderAt(`/artists/${artist.id}/edit`);
    await fill(user, await screen.findByLabelText(/Stage name/), 'Renamed Once');
    await openTab(user, /Profile Image/);
    await user.upload(profileImageInput(), imageFile('face.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(
        'Changes saved, but the profile image was not uploaded: Storage unavailable. The image is still chosen: press Save to upload it.',
      ),
    ).toBeVisible();
    expect(db().artists.find((a) => a.id === artist.id)!.stageName).toBe('Renamed Once');

    // Failing again: only the image was sent, and it says so.
    await openTab(user, /Profile Image/);
    await screen.findByRole('img', { name: 'Chosen image' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The profile image was not uploaded: Storage unavailable. The image is still chosen: press Save to try again.',
      ),
    ).toBeVisible();
    expect(calls).toEqual([
      `PUT /artists/${artist.id}`,
      `POST /media/upload/artist/${artist.id}/profile`,
      `POST /media/upload/artist/${artist.id}/profile`,
    ]);
    expect(path()).toBe(`/artists/${artist.id}/edit`);
  });

  it('says it in French', async () => {
    server.use(
      http.post(api('/media/upload/artist/:id/profile'), () =>
        HttpResponse.json({ success: false }, { status: 500 }),
      ),
    );
    const user = renderAt('/artists/create', 'fr');
    await fill(user, await screen.findByLabelText(/Nom de scène/), 'Moitié');
    await openTab(user, /Coordonnées/);
    await fill(user, screen.getByLabelText(/Courriel|E-mail/), 'moitie@example.com');
    await fill(user, screen.getByLabelText('Téléphone'), '+1 514 555 0100');
    await openTab(user, /Photo de profil/);
    await user.upload(
      screen.getByLabelText<HTMLInputElement>('Photo de profil', { selector: 'input' }),
      imageFile('face.png', 'image/png'),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        "Artiste créé, mais la photo de profil n'a pas été envoyée : l'envoi a échoué. L'image est toujours choisie : cliquez sur Enregistrer pour l'envoyer.",
      ),
    ).toBeVisible();
  });
});
