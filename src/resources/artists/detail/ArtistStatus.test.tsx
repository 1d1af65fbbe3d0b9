import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Artist } from '@/api/types';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { createDataProvider } from '@/providers/data';
import { allArtists, findHeading, recordRequests, renderDetail } from './artistDetail.testkit';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

const statusCard = () => screen.getByRole('region', { name: 'Status' });
const select = (name: RegExp) => within(statusCard()).getByRole('combobox', { name });

async function artistWhere(predicate: (artist: Artist) => boolean): Promise<Artist> {
  const artist = (await allArtists()).find(predicate);
  if (!artist) throw new Error('No seeded artist fits the test');
  return artist;
}

const savedArtist = async (id: number) =>
  (await createDataProvider().getOne<Artist>('artists', { id })).data;

/** The bodies of the PUTs sent to the artist. */
const putBodies = (recorder: ReturnType<typeof recordRequests>, id: number) =>
  recorder.requests
    .filter((r) => r.method === 'PUT' && r.path === `/artists/${id}`)
    .map((r) => r.body);

describe('ArtistDetail: status controls', () => {
  it('changes the status with a partial update and says so', async () => {
    const artist = await artistWhere((a) => a.status === 'active');
    const recorder = recordRequests();
    const { user } = renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    expect(select(/^Status/)).toHaveTextContent('Active');
    await user.click(select(/^Status/));
    await user.click(await screen.findByRole('option', { name: 'Suspended' }));

    expect(await screen.findByText('Artist status updated to Suspended')).toBeVisible();
    expect(select(/^Status/)).toHaveTextContent('Suspended');
    expect(putBodies(recorder, artist.id)).toEqual([{ status: 'suspended' }]);
    expect((await savedArtist(artist.id)).status).toBe('suspended');
  });

  it('keeps the status and says why when the update fails', async () => {
    const artist = await artistWhere((a) => a.status === 'active');
    server.use(http.put(api('/artists/:id'), () => fail(500, 'Status service down')));
    const { user } = renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    await user.click(select(/^Status/));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));

    expect(await screen.findByText('Status service down')).toBeVisible();
    expect(select(/^Status/)).toHaveTextContent('Active');
  });

  it('says "Failed to update artist status" when the server gives no reason', async () => {
    const artist = await artistWhere((a) => a.status === 'active');
    server.use(http.put(api('/artists/:id'), () => new Response(null, { status: 500 })));
    const { user } = renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    await user.click(select(/^Status/));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    expect(await screen.findByText('Failed to update artist status')).toBeVisible();
  });

  it('changes the public status', async () => {
    const artist = await artistWhere((a) => a.publicStatus !== 'established_artist');
    const recorder = recordRequests();
    const { user } = renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    await user.click(select(/^Public status/));
    await user.click(await screen.findByRole('option', { name: 'Established artist' }));

    expect(await screen.findByText('Public status updated')).toBeVisible();
    expect(select(/^Public status/)).toHaveTextContent('Established artist');
    expect(putBodies(recorder, artist.id)).toEqual([{ publicStatus: 'established_artist' }]);
  });

  it('says "Failed to update public status" when that update fails', async () => {
    const artist = await artistWhere((a) => a.publicStatus !== 'new_artist');
    server.use(http.put(api('/artists/:id'), () => new Response(null, { status: 500 })));
    const { user } = renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    await user.click(select(/^Public status/));
    await user.click(await screen.findByRole('option', { name: 'New artist' }));
    expect(await screen.findByText('Failed to update public status')).toBeVisible();
  });

  it('toggles verification between Unverified and Verified', async () => {
    const artist = await artistWhere((a) => !a.isVerified);
    const recorder = recordRequests();
    const { user } = renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    const toggle = within(statusCard()).getByRole('switch', { name: 'Unverified' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    expect(await screen.findByText('Artist marked as verified')).toBeVisible();
    await waitFor(() =>
      expect(within(statusCard()).getByRole('switch', { name: 'Verified' })).toBeChecked(),
    );
    expect(putBodies(recorder, artist.id)).toEqual([{ isVerified: true }]);
    expect((await savedArtist(artist.id)).isVerified).toBe(true);
  });

  it('says "Failed to update verification status" when the toggle fails', async () => {
    const artist = await artistWhere((a) => a.isVerified);
    server.use(http.put(api('/artists/:id'), () => new Response(null, { status: 500 })));
    const { user } = renderDetail(`/artists/${artist.id}`);
    await findHeading(artist);

    await user.click(within(statusCard()).getByRole('switch', { name: 'Verified' }));
    expect(await screen.findByText('Failed to update verification status')).toBeVisible();
    expect(within(statusCard()).getByRole('switch', { name: 'Verified' })).toBeChecked();
  });
});
