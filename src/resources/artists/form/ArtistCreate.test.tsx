import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import { api, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import ArtistCreate from './ArtistCreate';
import {
  currentPath,
  fill,
  formTab,
  imageFile,
  openTab,
  profileImageInput,
  renderFormAt,
  renderFormInDataRouter,
  stubObjectUrls,
  toggleOptions,
} from './artistForm.testkit';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});
afterEach(() => vi.restoreAllMocks());

const PHONE_RULE = 'At least one phone number (phone or cellphone) must be provided';
const MB = 1024 * 1024;

function renderCreate() {
  // applyAccept off: a user can still drop any file on the zone; the form must refuse it itself.
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const { toasts } = renderFormAt('/artists/create', '/artists/create', <ArtistCreate />);
  return { user, toasts };
}

/** Every POST /artists body sent; the demo API still answers. */
function capturePosts(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(api('/artists'), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

/** The least a valid artist needs: stage name, email and a phone. */
async function fillRequired(user: UserEvent, stageName = 'Nova Lights') {
  await openTab(user, /Basic Info/);
  await fill(user, await screen.findByLabelText(/Stage name/), stageName);
  await openTab(user, /Contact Details/);
  await fill(user, screen.getByLabelText(/Email/), 'nova.lights@example.com');
  await fill(user, screen.getByLabelText('Phone'), '+1 514 555 0100');
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save' }));

describe('ArtistCreate: validation', () => {
  it('requires a stage name (blank counts) and marks its tab', async () => {
    const { user } = renderCreate();
    const posts = capturePosts();
    await fillRequired(user, '   ');
    await save(user);

    expect(formTab(/Basic Info/)).toHaveAccessibleName('Basic Info Contains errors');
    await openTab(user, /Basic Info/);
    expect(screen.getByLabelText(/Stage name/)).toHaveAccessibleDescription(
      'Stage name is required',
    );
    expect(posts).toHaveLength(0);
  });

  it('requires a well-formed email', async () => {
    const { user } = renderCreate();
    await fill(user, await screen.findByLabelText(/Stage name/), 'Nova');
    await openTab(user, /Contact Details/);
    await fill(user, screen.getByLabelText('Phone'), '555 0100');
    const email = screen.getByLabelText(/Email/);
    await fill(user, email, 'nova@example');
    await save(user);

    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(formTab(/Contact Details/)).toHaveAccessibleName('Contact Details Contains errors');

    await user.clear(email);
    // Validated again on change, asynchronously (react-hook-form): shown in a later render.
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is required'));
  });

  it('asks for a phone or a cellphone, under phone, until one is given', async () => {
    const { user, toasts } = renderCreate();
    await fill(user, await screen.findByLabelText(/Stage name/), 'Nova');
    await openTab(user, /Contact Details/);
    await fill(user, screen.getByLabelText(/Email/), 'nova.phone@example.com');
    await save(user);

    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(PHONE_RULE);
    await fill(user, screen.getByLabelText('Cellphone'), '+1 438 555 0142');
    await waitFor(() => expect(screen.queryByText(PHONE_RULE)).not.toBeInTheDocument());

    await save(user);
    await waitFor(() => expect(currentPath()).toMatch(/^\/artists\/\d+$/));
    expect(toasts).toContainEqual({
      message: 'app.artists.form.notifications.created',
      type: 'success',
    });
  });

  it('refuses a file that is not an image, with a toast and under the picker', async () => {
    const { user } = renderCreate();
    await openTab(user, /Profile Image/);
    await user.upload(
      profileImageInput(),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );

    const message = 'Please select a valid image file';
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Choose an image' })).toHaveAccessibleDescription(
        message,
      ),
    );
    // Under the picker and in a toast, which can come a render later on a busy machine.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.queryByRole('img', { name: 'Chosen image' })).not.toBeInTheDocument();
  });

  it('refuses an image over 20MB, with a toast and under the picker', async () => {
    const { user, toasts } = renderCreate();
    await openTab(user, /Profile Image/);
    await user.upload(profileImageInput(), imageFile('huge.png', 'image/png', 21 * MB));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Choose an image' })).toHaveAccessibleDescription(
        'Image file size must be less than 20MB',
      ),
    );
    await waitFor(() =>
      expect(toasts).toContainEqual({
        message: 'app.artists.form.validation.image_too_large',
        type: 'error',
      }),
    );
  });

  it('previews a chosen image and lets it be removed', async () => {
    const { user } = renderCreate();
    await openTab(user, /Profile Image/);
    await user.upload(profileImageInput(), imageFile('face.png', 'image/png'));

    expect(await screen.findByRole('img', { name: 'Chosen image' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove the chosen image' }));
    expect(screen.queryByRole('img', { name: 'Chosen image' })).not.toBeInTheDocument();
  });
});

describe('ArtistCreate: saving', () => {
  // Every input of every tab: slow under jsdom.
  it('sends the contract payload built from the filled form', { timeout: 60_000 }, async () => {
    const { user, toasts } = renderCreate();
    const posts = capturePosts();
    await fillRequired(user, '  Nova Lights  ');
    await openTab(user, /Basic Info/);
    await fill(user, screen.getByLabelText('First name'), ' Ana ');
    await fill(user, screen.getByLabelText('Real name'), '   ');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1994-03-21' } });
    await toggleOptions(user, /Gender/, ['Female']);

    await openTab(user, /Contact Details/);
    await fill(user, screen.getByLabelText('City'), ' Montréal ');

    await openTab(user, /Genres & Status/);
    await toggleOptions(user, /Genres/, ['Rock', 'Jazz']);
    await toggleOptions(user, /Status/, ['Inactive']);
    await toggleOptions(user, /Public status/, ['Emerging artist']);
    await user.click(screen.getByRole('switch', { name: 'Verified' }));

    await openTab(user, /Singing Languages/);
    expect(screen.queryByLabelText('Other language')).not.toBeInTheDocument();
    await toggleOptions(user, /Singing languages/, ['French', 'Other']);
    await fill(user, screen.getByLabelText('Other language'), ' Wolof ');

    await openTab(user, /Multilingual Bios/);
    await fill(user, screen.getByLabelText('General bio'), ' Synths and rivers. ');
    await user.click(screen.getByRole('tab', { name: 'French' }));
    await fill(user, screen.getByLabelText('Instagram bio'), 'Chansons de nuit');
    await fill(user, screen.getByLabelText('TikTok bio'), '   ');

    await save(user);
    await waitFor(() => expect(currentPath()).toMatch(/^\/artists\/\d+$/));

    const genre = (slug: string) => db().genres.find((g) => g.slug === slug)?.id;
    const language = (code: string) => db().singingLanguages.find((l) => l.code === code)?.id;
    expect(posts).toEqual([
      {
        stageName: 'Nova Lights',
        realName: null,
        firstName: 'Ana',
        lastName: null,
        gender: 'female',
        email: 'nova.lights@example.com',
        dateOfBirth: '1994-03-21',
        phone: '+1 514 555 0100',
        cellphone: null,
        address: null,
        city: 'Montréal',
        state: null,
        country: null,
        postalCode: null,
        status: 'inactive',
        isVerified: true,
        publicStatus: 'emerging_artist',
        genreIds: [genre('rock'), genre('jazz')],
        singingLanguageIds: [language('fr'), language('other')],
        otherLanguageSpecification: 'Wolof',
        bios: [
          { language: 'en', platform: 'general', bio: 'Synths and rivers.' },
          { language: 'fr', platform: 'instagram', bio: 'Chansons de nuit' },
        ],
      },
    ]);
    const id = Number(currentPath().split('/').pop());
    expect(db().artists.find((a) => a.id === id)?.stageName).toBe('Nova Lights');
    expect(toasts).toEqual([
      { message: 'app.artists.form.notifications.created', type: 'success' },
    ]);
    expect(screen.getByText('Artist created successfully')).toBeVisible();
  });

  it('sends no other-language text once "Other" is unchosen', async () => {
    const { user } = renderCreate();
    const posts = capturePosts();
    await fillRequired(user);
    await openTab(user, /Singing Languages/);
    await toggleOptions(user, /Singing languages/, ['Other']);
    await fill(user, screen.getByLabelText('Other language'), 'Wolof');
    await toggleOptions(user, /Singing languages/, ['Other', 'Spanish']);
    expect(screen.queryByLabelText('Other language')).not.toBeInTheDocument();

    await save(user);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      singingLanguageIds: [db().singingLanguages.find((l) => l.code === 'es')?.id],
      otherLanguageSpecification: null,
    });
  });

  it('uploads the chosen image after the save, then says the artist was created', async () => {
    const { user, toasts } = renderCreate();
    const uploads: Array<{ artistId: string; hasImage: boolean }> = [];
    server.use(
      http.post(api('/media/upload/artist/:id/profile'), async ({ params, request }) => {
        // jsdom's File loses its name, type and bytes on the way through fetch: only the
        // field's presence can be checked here.
        const form = await request.formData();
        uploads.push({ artistId: String(params.id), hasImage: form.has('image') });
        return ok({ profileImageId: 9001, profileImageUrl: `${api('/media/serve/profile')}/x` });
      }),
    );
    await fillRequired(user);
    await openTab(user, /Profile Image/);
    await user.upload(profileImageInput(), imageFile('face.png', 'image/png'));
    await save(user);

    await waitFor(() => expect(currentPath()).toMatch(/^\/artists\/\d+$/));
    const id = currentPath().split('/').pop();
    expect(uploads).toEqual([{ artistId: id, hasImage: true }]);
    expect(toasts).toEqual([
      { message: 'app.artists.form.notifications.created', type: 'success' },
    ]);
  });

  // A failed image upload after the save: ArtistPartialSave.test.tsx.

  it("shows the server's field errors under their fields and keeps every value", async () => {
    const { user, toasts } = renderCreate();
    const taken = db().artists[0].email;
    await fill(user, await screen.findByLabelText(/Stage name/), 'Nova Twin');
    await openTab(user, /Contact Details/);
    await fill(user, screen.getByLabelText(/Email/), taken);
    await fill(user, screen.getByLabelText('Cellphone'), '+1 438 555 0142');
    await save(user);

    const message = 'Email is already used by another artist';
    await waitFor(() =>
      expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(message),
    );
    expect(toasts).toEqual([{ message, type: 'error' }]);
    expect(screen.getByLabelText(/Email/)).toHaveValue(taken);
    expect(screen.getByLabelText('Cellphone')).toHaveValue('+1 438 555 0142');
    await openTab(user, /Basic Info/);
    expect(screen.getByLabelText(/Stage name/)).toHaveValue('Nova Twin');
    expect(currentPath()).toBe('/artists/create');
  });

  it('says "Failed to save artist" when the server gives no message', async () => {
    const { user } = renderCreate();
    server.use(http.post(api('/artists'), () => HttpResponse.json({}, { status: 500 })));
    await fillRequired(user);
    await save(user);

    expect(await screen.findByText('Failed to save artist')).toBeVisible();
    expect(currentPath()).toBe('/artists/create');
  });
});

describe('ArtistCreate: leaving', () => {
  it('Cancel goes back to the list', async () => {
    const { user } = renderCreate();
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(currentPath()).toBe('/artists');
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderFormInDataRouter('/artists/create', '/artists/create', <ArtistCreate />);
    await fill(user, await screen.findByLabelText(/Stage name/), 'Nova');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0][0]).toMatch(/changes weren't saved/);
    expect(currentPath()).toBe('/artists/create');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath()).toBe('/artists'));
  });
});
