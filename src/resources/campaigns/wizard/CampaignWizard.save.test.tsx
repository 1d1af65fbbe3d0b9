import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import { api, validationFailed } from '@/mocks/http';
import { server } from '@/mocks/node';
import {
  artistsWithAlbums,
  budgetField,
  button,
  chooseArtistAndAlbum,
  dialog,
  fillDetails,
  goNext,
  nameField,
  progress,
  renderWizard,
  seededCampaign,
  stopWatchingRequests,
  typeInto,
  watchRequests,
} from './wizard.testkit';

beforeEach(signInForTest);
afterEach(stopWatchingRequests);

/** The JSON bodies sent to `method path`, read on the way to the demo API. */
function bodiesSent(method: 'POST' | 'PUT', path: RegExp): unknown[] {
  const bodies: unknown[] = [];
  watchRequests(({ request }) => {
    if (request.method !== method || !path.test(new URL(request.url).pathname)) return;
    void request
      .clone()
      .json()
      .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

const summaryValue = (label: string) => {
  const term = within(dialog()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('CampaignWizard: saving', () => {
  it('creates the campaign with POST /campaigns and exactly the wizard fields', async () => {
    const [{ artist, albums }] = artistsWithAlbums() as [ReturnType<typeof artistsWithAlbums>[0]];
    const album = albums[0] as (typeof albums)[0];
    const posted = bodiesSent('POST', /\/campaigns$/);
    const { user, onSaved } = renderWizard();

    await chooseArtistAndAlbum(user, artist.stageName, album.title);
    await goNext(user, 'Step 2 of 4');
    await fillDetails(user, '  Winter push ', '2026-12-01');
    await typeInto(
      user,
      within(dialog()).getByRole('textbox', { name: 'Description' }),
      'Seven weeks of posts',
    );
    await goNext(user, 'Step 3 of 4');
    await typeInto(user, budgetField(), '1500');
    await goNext(user, 'Step 4 of 4');

    await user.click(within(dialog()).getByRole('checkbox', { name: 'French (Canada)' }));
    const production = within(dialog()).getByRole('radiogroup', {
      name: 'Production description language',
    });
    await user.click(within(production).getByRole('radio', { name: 'French' }));
    const materials = within(dialog()).getByRole('radiogroup', {
      name: 'Artist materials language',
    });
    expect(within(materials).getByRole('radio', { name: 'French (Canada)' })).toBeChecked();
    await user.click(within(materials).getByRole('radio', { name: 'English' }));
    const video = within(dialog()).getByRole('radiogroup', { name: 'Video type' });
    expect(within(video).getByRole('radio', { name: 'Music video' })).toBeChecked();
    await user.click(within(video).getByRole('radio', { name: 'Lyrics video' }));
    await user.click(within(dialog()).getByRole('switch', { name: 'Include live posts' }));

    expect(summaryValue('Artist')).toBe(artist.stageName);
    expect(summaryValue('Album')).toBe(album.title);
    expect(summaryValue('Campaign name')).toBe('Winter push');
    expect(summaryValue('Launch date')).toBe('Dec 1, 2026');
    expect(summaryValue('Budget')).toBe('CA$1,500.00');
    expect(summaryValue('Content languages')).toBe('English, French (Canada)');
    expect(summaryValue('Video type')).toBe('Lyrics video');
    expect(summaryValue('Live posts')).toBe('Yes');
    expect(summaryValue('Platforms')).toBe('Facebook, Instagram, TikTok, YouTube');

    await user.click(button('Create Campaign'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([
      {
        name: 'Winter push',
        description: 'Seven weeks of posts',
        artist_id: artist.id,
        album_id: album.id,
        launch_date: '2026-12-01',
        total_budget: 1500,
        languages: ['en', 'fr-ca'],
        production_description_language: 'fr',
        artist_materials_language: 'en',
        has_music_video: false,
        has_lyrics_video: true,
        include_live_posts: true,
        target_platforms: ['facebook', 'instagram', 'tiktok', 'youtube'],
      },
    ]);
    const created = db().campaigns.find((c) => c.name === 'Winter push');
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ id: created?.id, name: 'Winter push', album_title: album.title }),
      'create',
    );
    expect(await screen.findByText('Campaign created successfully')).toBeVisible();
  });

  it('saves an edit with PUT /campaigns/{id} carrying only the changed fields', async () => {
    const campaign = seededCampaign();
    expect(campaign.include_live_posts).toBe(true);
    const put = bodiesSent('PUT', new RegExp(`/campaigns/${campaign.id}$`));
    const { user, onSaved } = renderWizard({ campaign });

    expect(screen.getByRole('heading', { name: `Edit Campaign: ${campaign.name}` })).toBeVisible();
    await goNext(user, 'Step 2 of 4');
    await goNext(user, 'Step 3 of 4');
    await goNext(user, 'Step 4 of 4');
    expect(button('Save Changes')).toBeDisabled();
    expect(within(dialog()).getByText('Nothing has changed yet.')).toBeVisible();

    await user.click(button('Previous'));
    await waitFor(() => expect(progress()).toMatch('Step 3 of 4'));
    await typeInto(user, budgetField(), '3000');
    await goNext(user, 'Step 4 of 4');
    await user.click(within(dialog()).getByRole('switch', { name: 'Include live posts' }));
    await user.click(button('Save Changes'));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(put).toEqual([{ total_budget: 3000, include_live_posts: false }]);
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ id: campaign.id, total_budget: 3000, include_live_posts: false }),
      'edit',
    );
    expect(await screen.findByText('Campaign updated successfully')).toBeVisible();
  });

  it("takes the server's field errors back to the steps holding the fields", async () => {
    server.use(
      http.put(api('/campaigns/:id'), () =>
        validationFailed([
          { field: 'name', message: 'A campaign with this name already exists' },
          { field: 'total_budget', message: 'Budget must be at least 5000 CAD' },
        ]),
      ),
    );
    const campaign = seededCampaign();
    const { user, onSaved } = renderWizard({ campaign });
    await goNext(user, 'Step 2 of 4');
    await goNext(user, 'Step 3 of 4');
    await typeInto(user, budgetField(), '3000');
    await goNext(user, 'Step 4 of 4');
    await user.click(button('Save Changes'));

    expect(await screen.findByText('Validation failed')).toBeVisible();
    await waitFor(() => expect(progress()).toBe('Step 2 of 4: Campaign Details'));
    expect(nameField()).toHaveAccessibleDescription('A campaign with this name already exists');
    expect(nameField()).toHaveValue(campaign.name);
    expect(onSaved).not.toHaveBeenCalled();

    await goNext(user, 'Step 3 of 4');
    expect(budgetField()).toHaveAccessibleDescription('Budget must be at least 5000 CAD');
    expect(budgetField()).toHaveValue(3000);
    await typeInto(user, budgetField(), '5000');
    expect(budgetField()).not.toHaveAccessibleDescription('Budget must be at least 5000 CAD');
  });
});
