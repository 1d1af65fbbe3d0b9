import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Artist } from '@/api/types';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { createDataProvider } from '@/providers/data';
import {
  allArtists,
  currentUrl,
  findCatalogue,
  findHeading,
  renderDetail,
} from './artistDetail.testkit';

beforeEach(signInForTest);

const region = (name: string) => screen.getByRole('region', { name });
// A failed load is retried once (src/providers/queryClient.ts; at once in tests) before it shows.
const AFTER_RETRY = { timeout: 5_000 };

/** The value shown for `label` in a description list of `container`. */
function valueOf(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

async function richArtist(): Promise<Artist> {
  const artist = (await allArtists()).find(
    (a) =>
      a.realName &&
      a.realName !== a.stageName &&
      a.genres.length > 0 &&
      a.city &&
      a.bios.some((bio) => bio.language === 'en'),
  );
  if (!artist) throw new Error('No seeded artist with a real name, genres, city and bio');
  return artist;
}

describe('ArtistDetail: header and overview', () => {
  it('says it is loading, then shows the header with the artist', async () => {
    const artist = await richArtist();
    renderDetail(`/artists/${artist.id}`);

    expect(screen.getByText('Loading artist details...')).toBeInTheDocument();
    await findHeading(artist);
    expect(screen.getByText(artist.realName ?? '?')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/artists/${artist.id}/edit`,
    );
    expect(screen.getByRole('button', { name: 'Back to artists' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the summary, contact details and bios of the artist', async () => {
    const artist = await richArtist();
    renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    const summary = region('Summary');
    for (const genre of artist.genres) {
      const name = genre.translations.find((t) => t.language === 'en')?.name ?? genre.slug;
      expect(within(summary).getByText(name)).toBeVisible();
    }
    expect(valueOf(summary, 'Member since')).not.toBe('');
    const englishBio = artist.bios.find((bio) => bio.language === 'en');
    expect(within(summary).getByText(englishBio?.bio ?? '?')).toBeVisible();

    const contact = region('Contact');
    expect(within(contact).getByRole('link', { name: artist.email })).toHaveAttribute(
      'href',
      `mailto:${artist.email}`,
    );
    expect(valueOf(contact, 'City')).toBe(artist.city);
    if (!artist.phone) expect(within(contact).queryByText('Phone')).not.toBeInTheDocument();
  });

  it('shows the bios in the interface language', async () => {
    const artist = (await allArtists()).find((a) => a.bios.some((bio) => bio.language === 'fr'));
    if (!artist) throw new Error('No seeded artist with a French bio');
    renderDetail(`/artists/${artist.id}`, 'fr');
    await findHeading(artist);

    const frenchBio = artist.bios.find((bio) => bio.language === 'fr');
    expect(within(region('Résumé')).getByText(frenchBio?.bio ?? '?')).toBeVisible();
  });

  it('counts songs, albums, photos and videos in the quick stats', async () => {
    const { artist, songs, albums } = await findCatalogue(
      (c) => c.songs.length > 0 && c.albums.length > 0,
    );
    const { data: media } = await createDataProvider().getArtistMedia(artist.id);
    renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    const stats = region('Quick stats');
    await waitFor(() => expect(stats).toHaveAttribute('aria-busy', 'false'));
    expect(valueOf(stats, 'Songs')).toBe(String(songs.length));
    expect(valueOf(stats, 'Albums')).toBe(String(albums.length));
    expect(valueOf(stats, 'Photos')).toBe(String(media.photos.length));
    expect(valueOf(stats, 'Videos')).toBe(String(media.videos.length));
  });

  it('opens a quick action in a dialog that closes again', async () => {
    const [artist] = await allArtists();
    if (!artist) throw new Error('No seeded artist');
    const { user } = renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    await user.click(screen.getByRole('button', { name: 'Upload photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload photos' });
    expect(dialog).toHaveTextContent(artist.stageName);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('serves the same screen at /artist/{id}', async () => {
    const [, artist] = await allArtists();
    if (!artist) throw new Error('No seeded artist');
    renderDetail(`/artist/${artist.id}`);
    await findHeading(artist);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('ArtistDetail: back to the list', () => {
  it('opens the list when the detail was not reached from it', async () => {
    const [artist] = await allArtists();
    if (!artist) throw new Error('No seeded artist');
    const { user } = renderDetail(`/artists/${artist.id}?tab=finance`);
    await findHeading(artist);

    await user.click(screen.getByRole('button', { name: 'Back to artists' }));
    expect(await screen.findByText('artist list')).toBeInTheDocument();
    expect(currentUrl()).toBe('/artists');
  });

  it('goes back in history to the list it came from, filters and all', async () => {
    const [artist] = await allArtists();
    if (!artist) throw new Error('No seeded artist');
    const from = '/artists?filter=%7B%22status%22%3A%22active%22%7D';
    const list = (
      <Link to={`/artists/${artist.id}`} state={{ from }}>
        {artist.stageName}
      </Link>
    );
    const { user } = renderDetail(from, 'en', list);

    await user.click(screen.getByRole('link', { name: artist.stageName }));
    await findHeading(artist);
    await user.click(screen.getByRole('tab', { name: 'Content' }));
    await user.click(screen.getByRole('button', { name: 'Back to artists' }));

    await waitFor(() => expect(currentUrl()).toBe(from));
  });
});

describe('ArtistDetail: tabs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the tab named in ?tab= and lists the songs on the content tab', async () => {
    const { artist, songs } = await findCatalogue((c) => c.songs.length > 2);
    renderDetail(`/artists/${artist.id}?tab=content`);
    await findHeading(artist);

    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Songs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(songs.length);
    for (const song of songs) {
      expect(within(table).getByRole('link', { name: song.title })).toHaveAttribute(
        'href',
        `/song/${song.id}`,
      );
    }
  });

  it('falls back to the overview for an unknown tab', async () => {
    const [artist] = await allArtists();
    if (!artist) throw new Error('No seeded artist');
    renderDetail(`/artists/${artist.id}?tab=nonsense`);
    await findHeading(artist);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
  });

  it('loads a tab only when it is opened, and not again when it is reopened', async () => {
    const { artist } = await findCatalogue((c) => c.songs.length > 0);
    const { user, dataProvider } = renderDetail(`/artists/${artist.id}?tab=finance`);
    // Spies see a load as it starts, within the render or click that starts it: asserting
    // that none started needs no guess at when its request would reach the fake API.
    const getList = vi.spyOn(dataProvider, 'getList');
    const getArtistMedia = vi.spyOn(dataProvider, 'getArtistMedia');
    const songLoads = () => getList.mock.calls.filter(([resource]) => resource === 'songs').length;
    const albumLoads = () =>
      getList.mock.calls.filter(([resource]) => resource === 'albums').length;
    await findHeading(artist);
    expect(screen.getByRole('tabpanel', { name: 'Finance' })).toHaveTextContent('$0.00');
    expect(songLoads()).toBe(0);
    expect(albumLoads()).toBe(0);
    expect(getArtistMedia).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'Content' }));
    expect(currentUrl()).toBe(`/artists/${artist.id}?tab=content`);
    await screen.findByRole('table', { name: 'Songs' });
    expect(songLoads()).toBe(1);
    expect(getArtistMedia).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(currentUrl()).toBe(`/artists/${artist.id}?tab=overview`);
    expect(getArtistMedia).toHaveBeenCalledTimes(1);
    const loadsSoFar = songLoads();

    await user.click(screen.getByRole('tab', { name: 'Content' }));
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(songLoads()).toBe(loadsSoFar);
    expect(getArtistMedia).toHaveBeenCalledTimes(1);
  });

  it('shows the media library on the media tab, then the social and voice card tabs when opened', async () => {
    const [artist] = await allArtists();
    if (!artist) throw new Error('No seeded artist');
    const { user } = renderDetail(`/artists/${artist.id}?tab=media`);
    await findHeading(artist);
    const media = screen.getByRole('tabpanel', { name: 'Media' });
    expect(within(media).getByRole('tab', { name: 'Photos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await within(media).findByRole('button', { name: /Album covers/ })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Social' }));
    const social = screen.getByRole('tabpanel', { name: 'Social' });
    expect(
      await within(social).findByRole('tab', { name: 'Connections', selected: true }),
    ).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Voice Card' }));
    const voiceCard = screen.getByRole('tabpanel', { name: 'Voice Card' });
    expect(await within(voiceCard).findByRole('textbox', { name: 'Lexicon' })).toBeVisible();
  });
});

describe('ArtistDetail: load failures', () => {
  it('says "Artist not found." for an artist that does not exist', async () => {
    const ids = (await allArtists()).map((a) => a.id);
    renderDetail(`/artists/${Math.max(...ids) + 1000}`);

    expect(await screen.findByText('Artist not found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to artists' })).toHaveAttribute(
      'href',
      '/artists',
    );
  });

  it('toasts the server message and goes to the list when the load fails', async () => {
    server.use(http.get(api('/artists/:id'), () => fail(500, 'Database unavailable')));
    renderDetail('/artists/1');

    expect(await screen.findByText('artist list', {}, AFTER_RETRY)).toBeInTheDocument();
    expect(await screen.findByText('Database unavailable')).toBeVisible();
    expect(currentUrl()).toBe('/artists');
  });

  it('toasts "Failed to load artist details" when the server says nothing', async () => {
    server.use(http.get(api('/artists/:id'), () => new HttpResponse(null, { status: 500 })));
    renderDetail('/artists/1');

    expect(await screen.findByText('artist list', {}, AFTER_RETRY)).toBeInTheDocument();
    expect(await screen.findByText('Failed to load artist details')).toBeVisible();
  });

  it('says why the quick stats are missing when the media fail to load', async () => {
    const [artist] = await allArtists();
    if (!artist) throw new Error('No seeded artist');
    server.use(http.get(api('/media/artist/:id/media'), () => fail(500, 'Storage offline')));
    renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    expect(await screen.findByText('Storage offline', {}, AFTER_RETRY)).toBeVisible();
    expect(valueOf(region('Quick stats'), 'Photos')).toBe('—');
  });
});
