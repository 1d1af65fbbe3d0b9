import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { LINKS_HOST } from '@/config/env';
import { stubObjectUrls } from '@/resources/albums/album.testkit';
import {
  artistNameOf,
  failing,
  renderMarketing,
  setSlug,
  withoutCampaigns,
} from './marketing.testkit';

beforeEach(signInForTest);
stubObjectUrls();

describe("The album's Marketing tab: the artist's smart link", () => {
  it("shows the artist's smart link: address, QR code, copy and the manager", async () => {
    const album = withoutCampaigns();
    setSlug(album.artist_id, 'lune-riviere');
    const user = renderMarketing(album.id);
    const artist = artistNameOf(album.artist_id);

    const section = await screen.findByRole('region', { name: `Smart link of ${artist}` });
    const address = `${LINKS_HOST}/lune-riviere`;
    expect(await within(section).findByRole('link', { name: new RegExp(address) })).toHaveAttribute(
      'href',
      address,
    );
    expect(within(section).getByRole('img', { name: `QR code for ${address}` })).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'Open in the Smart Links manager' }),
    ).toHaveAttribute('href', `/smart-links?artistId=${album.artist_id}`);

    await user.click(within(section).getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Address copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(address);
  });

  it('says when the artist has no smart link yet, and links to the manager to set one up', async () => {
    const album = withoutCampaigns();
    setSlug(album.artist_id, null);
    renderMarketing(album.id);
    const artist = artistNameOf(album.artist_id);

    const section = await screen.findByRole('region', { name: `Smart link of ${artist}` });
    expect(await within(section).findByText(`${artist} has no smart link yet.`)).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Set up a smart link' })).toHaveAttribute(
      'href',
      `/smart-links?artistId=${album.artist_id}`,
    );
    expect(within(section).queryByRole('img')).toBeNull();
  });

  it('offers Retry when the smart link could not be read', async () => {
    const album = withoutCampaigns();
    setSlug(album.artist_id, 'jayo');
    failing('/links/admin/:artistId/settings', 'Links are down');
    const user = renderMarketing(album.id);
    const section = await screen.findByRole('region', {
      name: `Smart link of ${artistNameOf(album.artist_id)}`,
    });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Links are down');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(section).findByRole('link', { name: new RegExp(`${LINKS_HOST}/jayo`) }),
    ).toBeVisible();
  });
});
