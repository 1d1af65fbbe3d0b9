import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import type { CampaignRow } from '@/mocks/db/schema';
import {
  albumTitleOf,
  artistNameOf,
  campaignsByLaunch,
  cardNames,
  cardOf,
  currentPath,
  expectCards,
  factOf,
  filterInUrl,
  postsOf,
  renderScreen,
} from './campaigns.testkit';

beforeEach(signInForTest);

const STATUS_NAMES: Record<CampaignRow['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  active: 'Active',
  completed: 'Completed',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

describe('CampaignsScreen: the card grid', () => {
  it('shows every campaign as a card, latest launch first, with its facts and counts', async () => {
    const rows = campaignsByLaunch();
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo Campaigns' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New Campaign' })).toBeVisible();
    await expectCards(rows);

    const busiest = [...rows].sort((a, b) => postsOf(b.id).length - postsOf(a.id).length)[0]!;
    const card = cardOf(busiest.name);
    expect(within(card).getByRole('heading', { level: 2, name: busiest.name })).toBeVisible();
    expect(within(card).getByText(STATUS_NAMES[busiest.status])).toBeVisible();
    expect(factOf(card, 'Artist')).toBe(artistNameOf(busiest));
    expect(factOf(card, 'Album')).toBe(albumTitleOf(busiest));
    expect(['Posts', 'Published', 'Scheduled'].map((label) => factOf(card, label))).toEqual([
      String(postsOf(busiest.id).length),
      String(postsOf(busiest.id, 'published').length),
      String(postsOf(busiest.id, 'scheduled').length),
    ]);
    const platforms = within(card).getByRole('list', { name: 'Platforms' });
    expect(
      within(platforms)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(
      busiest.target_platforms.map(
        (p) =>
          ({ facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube' })[
            p
          ],
      ),
    );
    // Each action names the campaign it acts on.
    expect(
      within(card).getByRole('link', { name: `View posts of ${busiest.name}` }),
    ).toHaveAttribute('href', `/promo-campaigns?campaignId=${busiest.id}`);
    expect(
      within(card).getByRole('button', { name: `Generate posts for ${busiest.name}` }),
    ).toBeVisible();
    expect(
      within(card).getByRole('button', { name: `Edit campaign ${busiest.name}` }),
    ).toBeVisible();
    expect(
      within(card).getByRole('button', { name: `Delete campaign ${busiest.name}` }),
    ).toBeVisible();
  });

  it.each([
    {
      locale: 'en' as const,
      date: 'Nov 27, 2026',
      countdown: 'Launches in 12 days',
      money: '€1,234.50',
      cad: 'CA$2,500',
      languages: ['English', 'French (Canada)', 'Spanish'],
    },
    {
      locale: 'fr' as const,
      date: '27 nov. 2026',
      countdown: 'Lancement dans 12 jours',
      money: '1\u202f234,50\u00a0€',
      cad: '2\u202f500\u00a0$CA',
      languages: ['Anglais', 'Français (Canada)', 'Espagnol'],
    },
  ])(
    'writes the launch date, budget and languages in the interface language ($locale)',
    async ({ locale, date, countdown, money, cad, languages }) => {
      // TEST_NOW is 2026-11-15: the 27th is 12 days ahead.
      const [first, second] = campaignsByLaunch() as [CampaignRow, CampaignRow];
      Object.assign(first, {
        launch_date: '2026-11-27',
        total_budget: 1234.5,
        currency: 'EUR',
        languages: ['en', 'fr-ca', 'es'],
      });
      // No currency from the server: Canadian dollars, the spec's currency.
      Object.assign(second, { total_budget: 2500, currency: '' });
      renderScreen({ locale });
      await waitFor(() => expect(cardNames()).toContain(first.name));

      const card = cardOf(first.name);
      const launch = within(card).getByText(date);
      expect(launch.tagName).toBe('TIME');
      expect(launch).toHaveAttribute('dateTime', '2026-11-27');
      expect(within(card).getByText(countdown)).toBeVisible();
      expect(factOf(card, 'Budget')).toBe(money);
      expect(factOf(cardOf(second.name), 'Budget')).toBe(cad);
      const languageList = within(card).getByRole('list', {
        name: locale === 'en' ? 'Languages' : 'Langues',
      });
      expect(
        within(languageList)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(languages);
    },
  );

  it('counts down to the launch from the clock: today, and days since', async () => {
    const [launchedRow, todayRow] = campaignsByLaunch() as [CampaignRow, CampaignRow];
    launchedRow.launch_date = '2026-11-12';
    todayRow.launch_date = '2026-11-15';
    renderScreen();
    await waitFor(() => expect(cardNames()).toContain(launchedRow.name));
    expect(within(cardOf(launchedRow.name)).getByText('Launched 3 days ago')).toBeVisible();
    expect(within(cardOf(todayRow.name)).getByText('Launches today')).toBeVisible();
  });

  it("lists a campaign's posts by status beside its bar, in words", async () => {
    const row = campaignsByLaunch().find((c) => postsOf(c.id, 'needs_review').length > 0)!;
    renderScreen();
    await waitFor(() => expect(cardNames()).toContain(row.name));
    const legend = within(cardOf(row.name)).getByRole('list', { name: 'Posts by status' });
    const items = within(legend)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toContain(`Needs review: ${postsOf(row.id, 'needs_review').length}`);
    const counted = ['published', 'scheduled', 'needs_review', 'rejected_by_artist'];
    const other = postsOf(row.id).filter(
      (p) => ![...counted, 'pending_admin_review', 'artist_approved'].includes(p.status),
    ).length;
    if (other) expect(items).toContain(`Other: ${other}`);
  });
});

describe('CampaignsScreen: the posts view links', () => {
  it('keeps ?campaignId= when opened from a link (the posts view reads it)', async () => {
    const target = campaignsByLaunch()[1]!;
    renderScreen({ route: `/promo-campaigns?campaignId=${target.id}&postId=7` });
    // The link opens the posts dialog over the grid, sooner or later than the cards show.
    await expectCards(campaignsByLaunch(), { behindDialog: true });
    // Give the list's URL sync its chance to rewrite the query.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(currentPath()).toBe(`/promo-campaigns?campaignId=${target.id}&postId=7`);
  });

  it("opens a campaign's posts keeping the grid's filters in the URL", async () => {
    const active = campaignsByLaunch().filter((row) => row.status === 'active');
    const filter = JSON.stringify({ status: 'active' });
    const user = renderScreen({
      route: `/promo-campaigns?filter=${encodeURIComponent(filter)}`,
    });
    await expectCards(active);
    const target = active[0]!;
    await user.click(screen.getByRole('link', { name: `View posts of ${target.name}` }));
    await waitFor(() => expect(currentPath()).toContain(`campaignId=${target.id}`));
    expect(filterInUrl()).toEqual({ status: 'active' });
    expect(await screen.findByRole('dialog', { name: new RegExp(target.name) })).toBeVisible();
    await expectCards(active, { behindDialog: true });
  });
});
