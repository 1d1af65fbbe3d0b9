import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { findRestoreOffer, waitForDraft } from '@tests/helpers/drafts';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import CampaignsScreen from '@/resources/campaigns/screen/CampaignsScreen';
import { escapeRegExp, stubObjectUrls } from '@/resources/albums/album.testkit';
import {
  LocationProbe,
  albumsWithCampaigns,
  artistNameOf,
  campaignsSection,
  currentUrl,
  failing,
  renderMarketing,
  withoutCampaigns,
} from './marketing.testkit';

beforeEach(signInForTest);
stubObjectUrls();

describe("The album's Marketing tab: its campaigns", () => {
  it("lists the album's campaigns as the campaigns screen's cards, and not another album's", async () => {
    const { album, ours } = albumsWithCampaigns();
    renderMarketing(album.id);

    const list = await screen.findByRole('list', { name: `Campaigns of ${album.title}` });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.querySelector('h3')?.textContent).sort()).toEqual(
      ours.map((c) => c.name).sort(),
    );
    expect(within(list).queryByRole('article', { name: 'The other album’s campaign' })).toBeNull();

    const card = within(list).getByRole('article', { name: 'Album launch – spring' });
    expect(card).toHaveTextContent('Draft');
    expect(within(card).getByText('Budget').nextElementSibling).toHaveTextContent('CA$2,500');
    expect(within(card).getByText('Posts')).toBeVisible();
    expect(
      within(card).getByRole('link', { name: 'View posts of Album launch – spring' }),
    ).toHaveAttribute('href', `/promo-campaigns?campaignId=${ours.at(-1)!.id}`);
    expect(
      within(card).getByRole('button', { name: 'Delete campaign Album launch – spring' }),
    ).toBeVisible();
  });

  it('writes the budget in the interface language', async () => {
    const { album } = albumsWithCampaigns();
    renderMarketing(album.id, 'fr');
    const card = await screen.findByRole('article', { name: 'Album launch – spring' });
    expect(within(card).getByText('Budget').nextElementSibling?.textContent).toMatch(
      /^2\s500\s\$CA$/,
    );
    expect(screen.getByRole('region', { name: 'Campagnes de cet album' })).toBeVisible();
  });

  it('opens the wizard with the artist and the album already chosen', async () => {
    const { album } = albumsWithCampaigns();
    const user = renderMarketing(album.id);
    await screen.findByRole('list', { name: `Campaigns of ${album.title}` });

    await user.click(
      within(campaignsSection()).getByRole('link', { name: 'New campaign for this album' }),
    );

    expect(
      await screen.findByText(`Selected artist: ${artistNameOf(album.artist_id)}`),
    ).toBeVisible();
    const wizard = screen.getByRole('dialog', { name: 'New Campaign' });
    expect(within(wizard).getByText(`Selected album: ${album.title}`)).toBeVisible();
    await waitFor(() =>
      expect(
        within(wizard).getByRole('radio', { name: new RegExp(`^${escapeRegExp(album.title)}`) }),
      ).toBeChecked(),
    );
    expect(within(wizard).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(currentUrl()).toBe(
      `/promo-campaigns?wizard=new&artistId=${album.artist_id}&albumId=${album.id}`,
    );

    // Closed untouched, it asks nothing and leaves the URL, so a reload does not reopen it.
    await user.click(within(wizard).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Campaign' })).toBeNull());
    expect(currentUrl()).toBe('/promo-campaigns');
    // Nothing had the focus before the wizard (the link that opened it left with its page):
    // the campaigns screen's heading takes it, not the page body.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('opens the wizard so chosen again from its address (a reload)', async () => {
    const { album, other } = albumsWithCampaigns();
    const user = userEvent.setup();
    renderWithAdmin(
      <>
        <CampaignsScreen />
        <LocationProbe />
      </>,
      {
        resource: 'campaigns',
        route: `/promo-campaigns?wizard=new&artistId=${other.artist_id}&albumId=${other.id}`,
        locale: 'en',
      },
    );
    // The album is read first (a dialog says so), then the wizard shows it chosen.
    expect(await screen.findByText(`Selected album: ${other.title}`)).toBeVisible();
    const wizard = screen.getByRole('dialog', { name: 'New Campaign' });

    // The choice stays the user's to change.
    await user.click(
      await within(wizard).findByRole('radio', {
        name: new RegExp(`^${escapeRegExp(album.title)}`),
      }),
    );
    expect(within(wizard).getByText(`Selected album: ${album.title}`)).toBeVisible();
  });

  it('keeps a changed choice as a draft: the wizard reopened from its address offers it back', async () => {
    const { album, other } = albumsWithCampaigns();
    const route = `/promo-campaigns?wizard=new&artistId=${album.artist_id}&albumId=${album.id}`;
    const renderAt = () => {
      const user = userEvent.setup();
      const view = renderWithAdmin(<CampaignsScreen />, {
        resource: 'campaigns',
        route,
        locale: 'en',
      });
      return { user, view };
    };
    const first = renderAt();
    expect(await screen.findByText(`Selected album: ${album.title}`)).toBeVisible();
    await first.user.click(
      await screen.findByRole('radio', { name: new RegExp(`^${escapeRegExp(other.title)}`) }),
    );
    await waitForDraft('campaign-wizard', undefined, {
      values: { album: { id: other.id, title: other.title } },
    });

    // A reload: the same address, a new page.
    first.view.unmount();
    const second = renderAt();
    expect(await screen.findByText(`Selected album: ${album.title}`)).toBeVisible();
    await findRestoreOffer();
    await second.user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(`Selected album: ${other.title}`)).toBeVisible();
  });

  it('deletes a campaign from its card, after asking', async () => {
    const { album, ours } = albumsWithCampaigns();
    const user = renderMarketing(album.id);
    const list = await screen.findByRole('list', { name: `Campaigns of ${album.title}` });
    await user.click(
      within(list).getByRole('button', { name: 'Delete campaign Album launch – spring' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Campaign "Album launch – spring" deleted')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Album launch – spring' })).toBeNull(),
    );
    expect(screen.queryAllByRole('article')).toHaveLength(ours.length - 1);
  });

  it('says when the album has no campaign yet, and still offers to start one', async () => {
    const album = withoutCampaigns();
    renderMarketing(album.id);
    expect(await screen.findByText('No campaign for this album yet')).toBeVisible();
    const links = within(campaignsSection()).getAllByRole('link', {
      name: 'New campaign for this album',
    });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute(
      'href',
      `/promo-campaigns?wizard=new&artistId=${album.artist_id}&albumId=${album.id}`,
    );
  });

  it('says why the campaigns could not be read, and Retry reads them again', async () => {
    const { album, ours } = albumsWithCampaigns();
    failing('/campaigns', 'The campaigns are resting');
    const user = renderMarketing(album.id);

    const section = await screen.findByRole('region', { name: 'Campaigns for this album' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The campaigns are resting');
    expect(within(campaignsSection()).queryByText('No campaign for this album yet')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: `Campaigns of ${album.title}` });
    expect(within(list).getAllByRole('article')).toHaveLength(ours.length);
  });
});
