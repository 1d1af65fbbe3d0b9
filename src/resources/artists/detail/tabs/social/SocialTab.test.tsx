import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import { recordRequests } from '../../artistDetail.testkit';
import { connectedArtist, renderSocialTab, unconnectedArtist } from './social.testkit';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

const publicStatus = () => screen.findByRole('combobox', { name: 'Public status' });

describe('SocialTab: public status', () => {
  it('saves the chosen public status through the artist update', async () => {
    const artist = await unconnectedArtist();
    const next = artist.publicStatus === 'established_artist' ? 'new_artist' : 'established_artist';
    const label = next === 'new_artist' ? 'New artist' : 'Established artist';
    const { user } = renderSocialTab(artist);

    await user.click(await publicStatus());
    await user.click(await screen.findByRole('option', { name: label }));

    expect(await screen.findByText('Public status updated')).toBeVisible();
    expect(db().artists.find((a) => a.id === artist.id)?.publicStatus).toBe(next);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Public status' })).toHaveTextContent(label),
    );
  });

  it('says the update failed and keeps the saved value', async () => {
    const artist = await unconnectedArtist();
    server.use(http.put(api('/artists/:id'), () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderSocialTab(artist);
    const select = await publicStatus();
    const saved = select.textContent ?? '';
    const other = artist.publicStatus === 'new_artist' ? 'Emerging artist' : 'New artist';

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: other }));

    expect(await screen.findByText('Failed to update public status')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Public status' })).toHaveTextContent(saved);
    expect(db().artists.find((a) => a.id === artist.id)?.publicStatus).toBe(artist.publicStatus);
  });
});

describe('SocialTab: connection tabs', () => {
  it('lists every platform in the Connections table, read only when the tab opens', async () => {
    const artist = await connectedArtist();
    const row = db().socialAccounts.find(
      (a) => a.artist_id === artist.id && a.platform === 'facebook',
    );
    const recorder = recordRequests();
    renderSocialTab(artist);

    const table = await screen.findByRole('table', { name: 'Connection state of each platform' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Facebook',
      'Instagram',
      'TikTok',
      'YouTube',
    ]);
    const facebook = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(facebook.slice(0, 2)).toEqual(['Connected', row?.display_name]);
    expect(facebook[2]).not.toBe('Never');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Not connected', '—', 'Never']);
    expect(recorder.count('GET', `/social-media/${artist.id}/facebook/insights`)).toBe(0);
  });

  it('says the accounts could not be loaded, with a retry', async () => {
    const artist = await unconnectedArtist();
    server.use(
      http.get(api('/social-media/:artistId'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderSocialTab(artist);

    expect(
      await screen.findByText('Error loading social media accounts', {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('opens the inner tab named in the URL and says the other platforms are not available yet', async () => {
    const artist = await unconnectedArtist();
    const { user } = renderSocialTab(artist, '&social=tiktok');

    expect(await screen.findByRole('tab', { name: 'TikTok', selected: true })).toBeVisible();
    expect(screen.getByText('TikTok connection is not available yet.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'YouTube' }));
    expect(screen.getByText('YouTube connection is not available yet.')).toBeVisible();
  });
});
