import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import type { ArtistRow } from '@/mocks/db/schema';
import { api, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import ArtistEdit from './ArtistEdit';
import {
  currentPath,
  fill,
  imageFile,
  openTab,
  profileImageInput,
  renderFormAt,
  stubObjectUrls,
  toggleOptions,
} from './artistForm.testkit';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});

const languageId = (code: string) => db().singingLanguages.find((l) => l.code === code)?.id ?? 0;
const genreId = (slug: string) => db().genres.find((g) => g.slug === slug)?.id ?? 0;

/** A known artist: the seed's first one, with values the tests can name. */
function knownArtist(changes: Partial<ArtistRow> = {}): ArtistRow {
  const row = db().artists[0];
  Object.assign(row, {
    stageName: 'Lune Rivière',
    realName: 'Camille Tremblay',
    email: 'lune.riviere@example.com',
    phone: null,
    cellphone: '+1 514 555 0199',
    genreIds: [genreId('indie-pop'), genreId('chanson')],
    singingLanguageIds: [languageId('fr'), languageId('other')],
    otherLanguageSpecification: 'Wolof',
    bios: [
      { language: 'en', platform: 'general', bio: 'Dreamy synths from Montréal.' },
      { language: 'fr', platform: 'instagram', bio: 'Synthés rêveurs' },
      { language: 'es', platform: 'tiktok', bio: 'Sintetizadores' },
    ],
    profileImageId: null,
    ...changes,
  });
  return row;
}

function renderEdit(row: ArtistRow) {
  const user = userEvent.setup({ delay: null });
  const { toasts } = renderFormAt('/artists/:id/edit', `/artists/${row.id}/edit`, <ArtistEdit />);
  return { user, toasts };
}

/** Every PUT /artists/:id body sent; the demo API still answers. */
function capturePuts(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(api('/artists/:id'), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

const save = async (user: UserEvent) => {
  const button = screen.getByRole('button', { name: 'Save' });
  // Save turns on once the form has taken the change in (a chosen image is read first).
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
};

describe('ArtistEdit', () => {
  it("starts from the artist's values, bios and other language included", async () => {
    const row = knownArtist();
    const { user } = renderEdit(row);

    expect(await screen.findByLabelText(/Stage name/)).toHaveValue('Lune Rivière');
    expect(screen.getByLabelText('Real name')).toHaveValue('Camille Tremblay');
    await openTab(user, /Contact Details/);
    expect(screen.getByLabelText(/Email/)).toHaveValue('lune.riviere@example.com');
    expect(screen.getByLabelText('Cellphone')).toHaveValue('+1 514 555 0199');

    await openTab(user, /Genres & Status/);
    expect(await screen.findByRole('combobox', { name: /Genres/ })).toHaveTextContent(
      'Indie PopChanson',
    );

    await openTab(user, /Singing Languages/);
    expect(await screen.findByRole('combobox', { name: /Singing languages/ })).toHaveTextContent(
      'FrenchOther',
    );
    expect(screen.getByLabelText('Other language')).toHaveValue('Wolof');

    await openTab(user, /Multilingual Bios/);
    expect(screen.getByLabelText('General bio')).toHaveValue('Dreamy synths from Montréal.');
    await user.click(screen.getByRole('tab', { name: 'French' }));
    expect(screen.getByLabelText('Instagram bio')).toHaveValue('Synthés rêveurs');
    expect(screen.getByLabelText('General bio')).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'Spanish' }));
    expect(screen.getByLabelText('TikTok bio')).toHaveValue('Sintetizadores');

    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `/artists/${row.id}`,
    );
  });

  it('saves only what was changed and returns to the detail', async () => {
    const row = knownArtist();
    const { user, toasts } = renderEdit(row);
    const puts = capturePuts();
    await fill(user, await screen.findByLabelText('Real name'), ' Camille T. ');
    await openTab(user, /Multilingual Bios/);
    await user.click(screen.getByRole('tab', { name: 'Spanish' }));
    await user.clear(screen.getByLabelText('TikTok bio'));
    await fill(user, screen.getByLabelText('Facebook bio'), 'Synthés y ríos');
    await save(user);

    await waitFor(() => expect(currentPath()).toBe(`/artists/${row.id}`));
    expect(toasts).toEqual([
      { message: 'app.artists.form.notifications.updated', type: 'success' },
    ]);
    expect(screen.getByText('Artist updated successfully')).toBeVisible();
    expect(puts).toHaveLength(1);
    // A colleague's change to any other field is not undone by this save (issue 37).
    expect(Object.keys(puts[0] as object).sort()).toEqual(['bios', 'realName']);
    expect(puts[0]).toMatchObject({ realName: 'Camille T.' });
    expect(db().artists[0]).toMatchObject({
      stageName: 'Lune Rivière',
      genreIds: [genreId('indie-pop'), genreId('chanson')],
      realName: 'Camille T.',
      otherLanguageSpecification: 'Wolof',
      bios: [
        { language: 'en', platform: 'general', bio: 'Dreamy synths from Montréal.' },
        { language: 'fr', platform: 'instagram', bio: 'Synthés rêveurs' },
        { language: 'es', platform: 'facebook', bio: 'Synthés y ríos' },
      ],
    });
  });

  it('clears the other language when "Other" is no longer sung', async () => {
    const row = knownArtist();
    const { user } = renderEdit(row);
    await openTab(user, /Singing Languages/);
    await screen.findByLabelText('Other language');
    await toggleOptions(user, /Singing languages/, ['Other']);
    expect(screen.queryByLabelText('Other language')).not.toBeInTheDocument();
    await save(user);

    await waitFor(() => expect(currentPath()).toBe(`/artists/${row.id}`));
    expect(db().artists[0]).toMatchObject({
      singingLanguageIds: [languageId('fr')],
      otherLanguageSpecification: null,
    });
  });

  it('keeps Save busy while a new image uploads, then says the artist was updated', async () => {
    const row = knownArtist();
    const { user, toasts } = renderEdit(row);
    let finishUpload = () => {};
    const uploadDone = new Promise<void>((resolve) => (finishUpload = resolve));
    server.use(
      http.post(api('/media/upload/artist/:id/profile'), async () => {
        await uploadDone;
        return ok({ profileImageId: 9001, profileImageUrl: api(`/media/serve/profile/${row.id}`) });
      }),
    );
    await openTab(user, /Profile Image/);
    await user.upload(profileImageInput(), imageFile('face.gif', 'image/gif'));
    await save(user);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(currentPath()).toBe(`/artists/${row.id}/edit`);
    finishUpload();
    await waitFor(() => expect(currentPath()).toBe(`/artists/${row.id}`));
    expect(toasts).toEqual([
      { message: 'app.artists.form.notifications.updated', type: 'success' },
    ]);
  });

  it('shows the current profile image, fetched with the token', async () => {
    const photo = db().mediaFiles.find((m) => m.file_type === 'photo');
    const row = knownArtist({ profileImageId: photo?.id ?? null });
    const served: string[] = [];
    server.use(
      http.get(api('/media/serve/profile/:artistId'), ({ params }) => {
        served.push(String(params.artistId));
      }),
    );
    const { user } = renderEdit(row);
    await openTab(user, /Profile Image/);

    // jsdom cannot show the bytes (its Blob is not fetch's), so the caption and the call stand in.
    expect(await screen.findByText('Current profile image')).toBeVisible();
    await waitFor(() => expect(served).toEqual([String(row.id)]));
  });

  it('shows no current image when the artist has none', async () => {
    const { user } = renderEdit(knownArtist());
    await openTab(user, /Profile Image/);
    expect(await screen.findByRole('button', { name: 'Choose an image' })).toBeVisible();
    expect(screen.queryByText('Current profile image')).not.toBeInTheDocument();
  });
});
