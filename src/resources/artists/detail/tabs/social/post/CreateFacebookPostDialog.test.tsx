import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickerText, typeInPicker } from '@tests/helpers/pickers';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { withJsdomUploads } from '@tests/helpers/uploadXhr';
import { db } from '@/mocks/db/database';
import type { MediaRow } from '@/mocks/db/schema';
import { api, fail, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import {
  named,
  stubObjectUrls,
  withJsdomBlobs,
} from '@/components/media/artistLibrary/media.testkit';
import { CreateFacebookPostButton } from './CreateFacebookPostButton';

beforeEach(signInForTest);
beforeEach(stubObjectUrls);
afterEach(() => server.events.removeAllListeners());

/** A seeded artist connected to Facebook, with at least two photos and a video in the library. */
function connectedArtistWithMedia() {
  const database = db();
  const ofType = (artistId: number, type: MediaRow['file_type']) =>
    database.mediaFiles.filter((m) => m.artist_id === artistId && m.file_type === type);
  const account = database.socialAccounts.find(
    (s) =>
      s.platform === 'facebook' &&
      s.is_connected &&
      ofType(s.artist_id, 'photo').length >= 2 &&
      ofType(s.artist_id, 'video').length >= 1,
  );
  if (!account) throw new Error('The seed has no connected artist with photos and videos');
  return {
    artistId: account.artist_id,
    photos: ofType(account.artist_id, 'photo'),
    video: ofType(account.artist_id, 'video')[0]!,
  };
}

/** Records the multipart bodies of create-post and lets the demo API answer them. */
function captureCreatePosts() {
  const bodies: FormData[] = [];
  server.use(
    http.post(api('/social-media/:artistId/facebook/create-post'), async ({ request }) => {
      bodies.push(await request.clone().formData());
      return undefined;
    }),
  );
  return bodies;
}

async function openDialog(artistId: number, locale: 'en' | 'fr' = 'en') {
  const user = userEvent.setup();
  const onCreated = vi.fn();
  renderWithAdmin(<CreateFacebookPostButton artistId={artistId} onCreated={onCreated} />, {
    locale,
    dataProvider: withJsdomUploads(withJsdomBlobs()),
  });
  const title = locale === 'en' ? 'Create Facebook Post' : 'Créer une publication Facebook';
  await user.click(await screen.findByRole('button', { name: title }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { user, onCreated, dialog };
}

/** An empty library: the rules of the text fields need no thumbnails loading meanwhile. */
const emptyLibrary = () => server.use(http.get(api('/media/files/artist/:artistId'), () => ok([])));

/** Types the text at once: per-key typing costs seconds on this machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Types 10:30 AM on that day of November 2026 into the "Schedule for" picker, as a user does. */
const schedule = (user: UserEvent, dialog: HTMLElement, day: string) =>
  typeInPicker(user, dialog, 'Schedule for', {
    Month: '11',
    Day: day,
    Year: '2026',
    Hours: '10',
    Minutes: '30',
    Meridiem: 'a',
  });

const tile = (dialog: HTMLElement, name: string) =>
  within(dialog).findByRole('button', { name: named(name) });

describe('CreateFacebookPostDialog', () => {
  it('requires a message and sends nothing without one', async () => {
    const { artistId } = connectedArtistWithMedia();
    emptyLibrary();
    const bodies = captureCreatePosts();
    const { user, dialog } = await openDialog(artistId);

    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await within(dialog).findByText('Message is required')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('refuses a link that is not an http or https URL, and a time in the past', async () => {
    const { artistId } = connectedArtistWithMedia();
    emptyLibrary();
    const bodies = captureCreatePosts();
    const { user, dialog } = await openDialog(artistId);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Message/ }), 'Out now');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Link' }), 'ftp://example.com/a');
    // TEST_NOW is 2026-11-15: the 14th has passed.
    await schedule(user, dialog, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(
      await within(dialog).findByText('Link must be a valid URL (http or https)'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('The scheduled time must be in the future'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('lets photos or one video be chosen, never both', async () => {
    const { artistId, photos, video } = connectedArtistWithMedia();
    const { user, dialog } = await openDialog(artistId);
    const photo = await tile(dialog, photos[0]!.original_filename);
    const movie = await tile(dialog, video.original_filename);

    await user.click(photo);
    expect(photo).toHaveAttribute('aria-pressed', 'true');
    await user.click(movie);
    expect(movie).toHaveAttribute('aria-pressed', 'true');
    expect(photo).toHaveAttribute('aria-pressed', 'false');
    await user.click(photo);
    expect(photo).toHaveAttribute('aria-pressed', 'true');
    expect(movie).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the library has no photos or videos', async () => {
    const { artistId } = connectedArtistWithMedia();
    emptyLibrary();
    const { dialog } = await openDialog(artistId);

    expect(
      await within(dialog).findByText('No photos or videos available. Upload some media first.'),
    ).toBeInTheDocument();
  });

  it('sends the contract body, shows the server message and reports the new post', async () => {
    const { artistId, photos } = connectedArtistWithMedia();
    const [first, second] = [photos[0]!, photos[1]!];
    const bodies = captureCreatePosts();
    const { user, dialog, onCreated } = await openDialog(artistId);

    await fill(user, within(dialog).getByRole('textbox', { name: /^Message/ }), '  Out Friday  ');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Link' }),
      'https://lnk.example/x',
    );
    await schedule(user, dialog, '20');
    await user.click(await tile(dialog, first.original_filename));
    await user.click(await tile(dialog, second.original_filename));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Post scheduled on Facebook')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(bodies).toHaveLength(1);
    const body = bodies[0]!;
    expect(body.get('message')).toBe('Out Friday');
    expect(body.get('link')).toBe('https://lnk.example/x');
    const when = body.get('scheduled_publish_time') as string;
    expect(when).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // The form's time is the user's local time.
    expect(Date.parse(when)).toBe(new Date(2026, 10, 20, 10, 30).getTime());
    // Under jsdom the parts lose their file names on the way (undici's FormData), not their bytes.
    const parts = body.getAll('photos') as Blob[];
    expect(parts).toHaveLength(2);
    expect(parts.every((part) => part.type.startsWith('image/') && part.size > 0)).toBe(true);
    expect(body.has('video')).toBe(false);
  });

  it('keeps the form and shows the server message when the post is refused', async () => {
    const { artistId } = connectedArtistWithMedia();
    emptyLibrary();
    server.use(
      http.post(api('/social-media/:artistId/facebook/create-post'), () =>
        fail(400, 'Facebook refused the post'),
      ),
    );
    const { user, dialog, onCreated } = await openDialog(artistId);
    const message = within(dialog).getByRole('textbox', { name: /^Message/ });

    await fill(user, message, 'Out now');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Facebook refused the post')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Facebook Post' })).toBeInTheDocument();
    expect(message).toHaveValue('Out now');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('schedules on a French picker, sends the same instant, and keeps it when refused', async () => {
    const { artistId } = connectedArtistWithMedia();
    emptyLibrary();
    server.use(
      http.post(api('/social-media/:artistId/facebook/create-post'), () =>
        fail(400, 'Facebook a refusé la publication'),
      ),
    );
    const bodies = captureCreatePosts();
    const { user, dialog } = await openDialog(artistId, 'fr');

    await fill(user, within(dialog).getByRole('textbox', { name: /^Message/ }), 'Bientôt');
    const when = await typeInPicker(user, dialog, 'Programmer pour', {
      Jour: '20',
      Mois: '11',
      Année: '2026',
      Heures: '18',
      Minutes: '45',
    });
    // Day first and a 24-hour clock, whatever the browser's language.
    expect(pickerText(when)).toBe('20/11/2026 18:45');
    expect(
      within(dialog).getByRole('button', {
        name: 'Choisir la date, la date sélectionnée est 20 nov. 2026',
      }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publier' }));

    expect(await screen.findByText('Facebook a refusé la publication')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const sent = bodies[0]!.get('scheduled_publish_time') as string;
    expect(sent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Date.parse(sent)).toBe(new Date(2026, 10, 20, 18, 45).getTime());
    expect(pickerText(when)).toBe('20/11/2026 18:45');
  });
});
