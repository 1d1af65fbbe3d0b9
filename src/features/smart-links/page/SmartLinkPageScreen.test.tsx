import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Artist } from '@/api/types';
import { db } from '@/mocks/db/database';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import type { LabelDataProvider } from '@/providers/data';
import { frameDocument, sandboxTokens } from '../preview/preview.testkit';
import SmartLinkPageScreen from './SmartLinkPageScreen';
import { findArtistBySlug } from './useSmartLinkPage';

beforeEach(signInForTest);

const ORIGINAL_TITLE = 'Label Admin';
beforeEach(() => {
  document.title = ORIGINAL_TITLE;
});

function renderPage(slug: string) {
  const user = userEvent.setup();
  const rendered = renderWithAdmin(
    <Routes>
      <Route path="/smart-links/page/:slug" element={<SmartLinkPageScreen />} />
      <Route path="/smart-links" element={<h1>Smart Links Manager</h1>} />
    </Routes>,
    { route: `/smart-links/page/${encodeURIComponent(slug)}` },
  );
  return { user, ...rendered };
}

/** Artist 1 (Lune Rivière) of the seed, with a saved page. */
function seededArtist() {
  const database = db();
  const artist = database.artists.find((a) => a.id === 1);
  if (!artist?.linkSlug) throw new Error('The seed gives artist 1 a link slug');
  const rows = database.smartLinkPlatforms.filter((p) => p.artist_id === 1);
  const labels = (type: 'streaming' | 'social', visible: boolean) =>
    rows
      .filter((p) => p.platform_type === type && p.is_visible === visible)
      .sort((a, b) => a.sort_order - b.sort_order)
      // Social chips name their network before the handle.
      .map((p) =>
        type === 'social' && p.display_name
          ? `${p.platform_name} · ${p.display_name}`
          : p.display_name || p.platform_name,
      );
  return {
    slug: artist.linkSlug,
    name: artist.stageName,
    shown: [...labels('streaming', true), ...labels('social', true)],
    hidden: [...labels('streaming', false), ...labels('social', false)],
  };
}

const FRAME_OF = (name: string) => `Smart link page of ${name}`;

describe('SmartLinkPageScreen', () => {
  it("shows the artist's page, full screen and sandboxed, with the artist's name as title", async () => {
    const artist = seededArtist();
    expect(artist).toMatchObject({ slug: 'lune-riviere', name: 'Lune Rivière' });
    renderPage(artist.slug);

    expect(screen.getByRole('progressbar', { name: 'Loading the smart link page…' })).toBeVisible();
    const frame = await screen.findByTitle(FRAME_OF(artist.name));
    expect(sandboxTokens(frame)).not.toContain('allow-scripts');
    expect(sandboxTokens(frame)).not.toContain('allow-same-origin');

    const page = frameDocument(frame);
    expect(page.querySelector('h1')?.textContent).toBe('Lune Rivière');
    const entries = [...page.querySelectorAll('nav li > *')].map((e) => e.textContent);
    expect(entries).toEqual(artist.shown);
    expect(entries.length).toBeGreaterThan(3);
    for (const hidden of artist.hidden) expect(entries).not.toContain(hidden);
    expect(page.querySelector('a')?.getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(document.title).toBe('Lune Rivière'));
  });

  it('says when no artist has the slug, with a way back to the manager', async () => {
    const { user } = renderPage('nobody-here');
    expect(
      await screen.findByRole('heading', { name: 'No smart link page at this address' }),
    ).toBeVisible();
    expect(screen.getByText('No artist uses the link slug “nobody-here”.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to the Smart Links Manager' }));
    expect(await screen.findByRole('heading', { name: 'Smart Links Manager' })).toBeVisible();
    expect(document.title).toBe(ORIGINAL_TITLE);
  });

  it("shows the server's message with Retry when the page cannot be read", async () => {
    server.use(
      http.get(api('/links/admin/:artistId/settings'), () => fail(500, 'Links are resting')),
    );
    const { user } = renderPage('lune-riviere');
    expect(await screen.findByRole('alert')).toHaveTextContent('Links are resting');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle(FRAME_OF('Lune Rivière'))).toBeInTheDocument();
  });
});

describe('findArtistBySlug', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const artist = (id: number, linkSlug: string | null) => ({ id, linkSlug }) as Artist;

  function pagedProvider(all: Artist[]) {
    const getList = vi.fn(
      async (_resource: string, params: { pagination?: { page: number; perPage: number } }) => {
        const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
        return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
      },
    );
    return { provider: { getList } as unknown as LabelDataProvider, getList };
  }

  it('reads the artists 100 at a time until it finds the slug', async () => {
    const all = Array.from({ length: 250 }, (_, i) => artist(i + 1, `artist-${i + 1}`));
    const { provider, getList } = pagedProvider(all);
    expect(await findArtistBySlug(provider, 'artist-142')).toMatchObject({ id: 142 });
    expect(getList.mock.calls.map(([, params]) => params.pagination)).toEqual([
      { page: 1, perPage: 100 },
      { page: 2, perPage: 100 },
    ]);
  });

  it('stops after the last page when no artist has it', async () => {
    const all = Array.from({ length: 201 }, (_, i) => artist(i + 1, null));
    const { provider, getList } = pagedProvider(all);
    expect(await findArtistBySlug(provider, 'missing')).toBeNull();
    expect(getList).toHaveBeenCalledTimes(3);
  });
});
