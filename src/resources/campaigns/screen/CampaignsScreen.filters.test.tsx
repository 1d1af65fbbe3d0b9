import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import {
  artistNameOf,
  campaignsByLaunch,
  currentPath,
  expectCards,
  filterInUrl,
  renderScreen,
} from './campaigns.testkit';

beforeEach(signInForTest);

/** Case and accents aside, as a person searching expects. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

describe('CampaignsScreen: filters', () => {
  it('filters by status, kept in the URL', async () => {
    const rows = campaignsByLaunch();
    const user = renderScreen();
    await expectCards(rows);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'All statuses' })).toBeVisible();
    await user.click(screen.getByRole('option', { name: 'Active' }));
    await expectCards(rows.filter((row) => row.status === 'active'));
    expect(filterInUrl()).toEqual({ status: 'active' });
  });

  it('searches the campaigns, kept in the URL', async () => {
    const rows = campaignsByLaunch();
    const word = rows[1]!.name.split(' ')[0]!;
    const user = renderScreen();
    await expectCards(rows);
    await user.click(screen.getByRole('textbox', { name: 'Search campaigns' }));
    await user.paste(word);
    await expectCards(
      rows.filter(
        (row) =>
          fold(row.name).includes(fold(word)) || fold(artistNameOf(row)).includes(fold(word)),
      ),
    );
    expect(filterInUrl()).toEqual({ q: word });
  });

  it('filters by artist, chosen in the autocomplete', async () => {
    const rows = campaignsByLaunch();
    const target = rows[2]!;
    const user = renderScreen();
    await expectCards(rows);
    await user.click(screen.getByRole('combobox', { name: 'Artist' }));
    await user.paste(artistNameOf(target));
    await user.click(await screen.findByRole('option', { name: artistNameOf(target) }));
    await expectCards(rows.filter((row) => row.artist_id === target.artist_id));
    expect(filterInUrl()).toEqual({ artist_id: target.artist_id });
  });

  it('opens with the filters of the URL', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: 'completed' }));
    renderScreen({ route: `/promo-campaigns?filter=${filter}` });
    await expectCards(campaignsByLaunch().filter((row) => row.status === 'completed'));
  });

  it('says when no campaign matches, and clears the filters', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'zzz-no-such-campaign' }));
    const user = renderScreen({ route: `/promo-campaigns?filter=${filter}` });
    expect(await screen.findByText('No campaign matches these filters')).toBeVisible();
    expect(screen.queryByText('No Campaigns Yet')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expectCards(campaignsByLaunch());
    expect(filterInUrl()).toEqual({});
  });
});

describe('CampaignsScreen: pages', () => {
  it('pages the grid by 12, the page kept in the URL', async () => {
    const [model] = db().campaigns;
    for (let n = 1; n <= 10; n += 1) {
      db().campaigns.push({ ...model!, id: 100 + n, name: `Extra campaign ${n}` });
    }
    const rows = campaignsByLaunch();
    expect(rows).toHaveLength(15);
    const user = renderScreen();
    await expectCards(rows.slice(0, 12));
    const pages = screen.getByRole('navigation', { name: 'Campaign pages' });
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    await expectCards(rows.slice(12));
    expect(new URLSearchParams(currentPath().split('?')[1]).get('page')).toBe('2');
  });
});
