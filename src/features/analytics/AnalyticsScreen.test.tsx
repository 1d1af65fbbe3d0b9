import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '../../mocks/db/database';
import type { CampaignRow } from '../../mocks/db/schema';
import { card, count, renderAnalytics, rowLink, tableOf, tally } from './analytics.testkit';

/** The files turned into object URLs: the CSV downloads. */
let blobs: Blob[] = [];

beforeEach(async () => {
  await signInForTest();
  blobs = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    },
    revokeObjectURL: () => undefined,
  });
});
afterEach(() => vi.restoreAllMocks());

const filtered = (path: string, filter: object) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** "Dec 2025" ... for the months from `first` (0 = January 2026, the test clock's year). */
function months(first: number, howMany: number): { key: string; label: string }[] {
  return Array.from({ length: howMany }, (_, i) => {
    const date = new Date(2026, first + i, 1);
    const key = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
    const label = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric' }).format(date);
    return { key, label };
  });
}

describe('Analytics: the roster', () => {
  it('counts artists by status, each status a link to the filtered artists list', async () => {
    const statuses = ['active', 'inactive', 'suspended'];
    const expected = tally(db().artists, (a) => a.status, statuses);
    expect(expected.every((n) => n > 0)).toBe(true);
    const { user } = renderAnalytics();

    expect(await tableOf(user, 'Artists by status')).toEqual([
      ['Active', count(expected[0] ?? 0)],
      ['Inactive', count(expected[1] ?? 0)],
      ['Suspended', count(expected[2] ?? 0)],
    ]);
    const link = await rowLink(await card('Artists by status'), 'Suspended');
    expect(link).toHaveAttribute('href', filtered('/artists', { status: 'suspended' }));
    await user.click(link);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      filtered('/artists', { status: 'suspended' }),
    );
  });

  it('counts artists by genre, in each of their genres', async () => {
    const { genres, artists } = db();
    const expected = genres
      .map((genre) => [
        genre.translations.find((t) => t.language === 'en')?.name ?? genre.slug,
        count(artists.filter((a) => a.genreIds.includes(genre.id)).length),
      ])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));
    const { user } = renderAnalytics();

    const rows = await tableOf(user, 'Artists by genre');
    expect([...rows].sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual(expected);
    const [first] = genres;
    const name = first?.translations.find((t) => t.language === 'en')?.name ?? '';
    expect(await rowLink(await card('Artists by genre'), name)).toHaveAttribute(
      'href',
      filtered('/artists', { genre: first?.id }),
    );
  });
});

describe('Analytics: the catalogue', () => {
  it.each([
    ['songs', 'Songs by status'],
    ['albums', 'Albums by status'],
  ] as const)(
    'counts %s by catalogue status, with links to the filtered list',
    async (name, title) => {
      const rows: ReadonlyArray<{ status: string }> = db()[name];
      const expected = tally(rows, (r) => r.status, ['draft', 'published', 'archived']);
      const { user } = renderAnalytics();

      expect(await tableOf(user, title)).toEqual([
        ['Draft', count(expected[0] ?? 0)],
        ['Published', count(expected[1] ?? 0)],
        ['Archived', count(expected[2] ?? 0)],
      ]);
      expect(await rowLink(await card(title), 'Archived')).toHaveAttribute(
        'href',
        filtered(`/${name}`, { status: 'archived' }),
      );
    },
  );

  it('counts albums released each month, the last twelve and the next six', async () => {
    // The test clock is 15 Nov 2026: December 2025 to May 2027.
    const window = months(-1, 18);
    const dated = db().albums.flatMap((album) => (album.release_date ? [album.release_date] : []));
    const expected = window.map(({ key, label }) => [
      label,
      count(dated.filter((date) => date.startsWith(key)).length),
    ]);
    expect(expected.some(([, n]) => n !== '0')).toBe(true);
    const { user } = renderAnalytics();

    expect(await tableOf(user, 'Releases per month')).toEqual(expected);
    const region = await card('Releases per month');
    expect(within(region).queryByText(/Partial/)).not.toBeInTheDocument();
    expect(await rowLink(region, window[11]?.label ?? '')).toHaveAttribute(
      'href',
      '/albums?sort=release_date&order=DESC',
    );
  });
});

describe('Analytics: the campaign pipeline', () => {
  it('counts campaigns by status, each a link to the campaigns screen filtered by it', async () => {
    const statuses = ['draft', 'scheduled', 'active', 'completed', 'paused', 'cancelled'];
    const expected = tally(db().campaigns, (c) => c.status, statuses);
    const { user } = renderAnalytics();

    const rows = await tableOf(user, 'Campaigns by status');
    expect(rows.map(([, n]) => n)).toEqual(expected.map((n) => count(n)));
    expect(rows.map(([name]) => name)).toEqual([
      'Draft',
      'Scheduled',
      'Active',
      'Completed',
      'Paused',
      'Cancelled',
    ]);
    expect(await rowLink(await card('Campaigns by status'), 'Paused')).toHaveAttribute(
      'href',
      filtered('/promo-campaigns', { status: 'paused' }),
    );
  });

  it("sums the campaigns' posts by status, and links to each campaign's posts to review", async () => {
    const { campaigns, posts } = db();
    const ids = new Set(campaigns.map((c) => c.id));
    const mine = posts.filter((post) => ids.has(post.campaign_id));
    const of = (...statuses: string[]) =>
      count(mine.filter((post) => statuses.includes(post.status)).length);
    const { user } = renderAnalytics();

    expect(await tableOf(user, 'Campaign posts by status')).toEqual([
      ['Published', of('published')],
      ['Scheduled', of('scheduled')],
      ['Needs review', of('needs_review')],
      ['Rejected by the artist', of('rejected_by_artist')],
      ['Modified by the artist, awaiting your review', of('pending_admin_review')],
      ['Approved by the artist', of('artist_approved')],
      ['Other (generated, or approved by the label)', of('generated', 'approved')],
    ]);

    const [reviewed] = campaigns
      .map((c) => ({
        campaign: c,
        waiting: mine.filter((p) => p.campaign_id === c.id && p.status === 'needs_review').length,
      }))
      .filter(({ waiting }) => waiting > 0)
      .sort((a, b) => b.waiting - a.waiting);
    expect(reviewed).toBeDefined();
    const list = within(await card('Campaign posts by status')).getByRole('list', {
      name: 'Posts waiting for your review',
    });
    const link = within(list).getByRole('link', {
      name: `${count(reviewed?.waiting ?? 0)} to review`,
    });
    expect(link).toHaveAttribute(
      'href',
      `/promo-campaigns?campaignId=${reviewed?.campaign.id}&status=needs_review`,
    );
  });

  it('splits the budgets over the phases as the wizard does, per currency', async () => {
    const [shape] = db().campaigns;
    const campaign = (patch: Partial<CampaignRow>): CampaignRow => ({
      ...(shape as CampaignRow),
      ...patch,
    });
    // The settings' distribution is the default 50 / 25 / 25; a launch already past is 0 / 30 / 70.
    db().settings = null;
    db().campaigns = [
      campaign({
        id: 901,
        total_budget: 1000,
        currency: 'CAD',
        launch_date: '2026-12-20',
        status: 'scheduled',
      }),
      campaign({
        id: 902,
        total_budget: 2000,
        currency: 'CAD',
        launch_date: '2026-10-01',
        status: 'active',
      }),
      campaign({
        id: 903,
        total_budget: 500,
        currency: 'EUR',
        launch_date: '2027-01-05',
        status: 'draft',
      }),
      campaign({
        id: 904,
        total_budget: 9000,
        currency: 'CAD',
        launch_date: '2026-12-01',
        status: 'cancelled',
      }),
    ];
    const { user } = renderAnalytics();

    expect(await tableOf(user, 'Budget by phase')).toEqual([
      ['Pre-launch', 'CA$500', '€250'],
      ['Launch', 'CA$850', '€125'],
      ['Post-launch', 'CA$1,650', '€125'],
    ]);
    const table = within(await card('Budget by phase')).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Phase', 'CAD', 'EUR']);
  });

  it('lists the launches of the next eight weeks, soonest first, as links to their posts', async () => {
    const expected = db()
      .campaigns.filter(
        (c) =>
          c.status !== 'cancelled' &&
          c.launch_date >= '2026-11-15' &&
          c.launch_date <= '2027-01-10',
      )
      .sort((a, b) => a.launch_date.localeCompare(b.launch_date));
    expect(expected.length).toBeGreaterThan(0);
    const { user } = renderAnalytics();
    // A dated list: the card opens on its table.
    const launches = await card('Launches in the next 8 weeks');
    expect(
      await within(launches).findByRole('table', { name: 'Launches in the next 8 weeks' }),
    ).toBeVisible();
    expect(within(launches).getByRole('button', { name: 'Table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const rows = await tableOf(user, 'Launches in the next 8 weeks');
    expect(rows.map(([name]) => name)).toEqual(
      expected.map((c) => expect.stringContaining(c.name) as unknown as string),
    );
    const region = await card('Launches in the next 8 weeks');
    const links = within(within(region).getByRole('table')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expected.map((c) => `/promo-campaigns?campaignId=${c.id}`),
    );
  });
});

describe('Analytics: song requests', () => {
  it('counts requests by status, each a link to the requests list filtered by it', async () => {
    const expected = tally(db().songRequests, (r) => r.status, ['pending', 'approved', 'rejected']);
    const { user } = renderAnalytics();

    expect(await tableOf(user, 'Song requests by status')).toEqual([
      ['Pending', count(expected[0] ?? 0)],
      ['Approved', count(expected[1] ?? 0)],
      ['Rejected', count(expected[2] ?? 0)],
    ]);
    expect(await rowLink(await card('Song requests by status'), 'Rejected')).toHaveAttribute(
      'href',
      filtered('/song-requests', { status: 'rejected' }),
    );
  });

  it('counts requests by month of request over the last twelve months', async () => {
    const window = months(-1, 12);
    const expected = window.map(({ key, label }) => {
      const n = db().songRequests.filter((r) => {
        const at = new Date(r.requested_at);
        const month = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}`;
        return month === key;
      }).length;
      return [label, count(n)];
    });
    const { user } = renderAnalytics();

    expect(await tableOf(user, 'Song requests by month')).toEqual(expected);
  });
});

describe('Analytics: drill-down from the charts', () => {
  // The drawing is hidden from assistive technologies (the table is its alternative), so its
  // slices are found by the chart library's class names. (A bar's click is resolved from the
  // pointer's position, which jsdom does not lay out: bars are left to the browser.)
  const loaded = async (title: string) => {
    const region = await card(title);
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    return region;
  };

  it('a click on a slice opens the artists list filtered by its status', async () => {
    renderAnalytics();
    const slices = (await loaded('Artists by status')).querySelectorAll('.MuiPieChart-arc');
    expect(slices).toHaveLength(3);

    fireEvent.click(slices[2] as Element);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      filtered('/artists', { status: 'suspended' }),
    );
  });
});

describe('Analytics: export and languages', () => {
  it("exports a card's numbers as CSV with headers in the interface language", async () => {
    const expected = tally(db().artists, (a) => a.status, ['active', 'inactive', 'suspended']);
    // The download itself: jsdom cannot follow the link; its file name is kept.
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { user } = renderAnalytics('fr');

    const region = await card('Artistes par statut');
    await user.click(
      await within(region).findByRole('button', { name: 'Exporter en CSV (Artistes par statut)' }),
    );
    await waitFor(() => expect(blobs).toHaveLength(1));
    // Named in the interface language, as the screen and the card are.
    expect(saved).toEqual(['statistiques-artistes-par-statut.csv']);
    const text = (await (blobs[0] as Blob).text()).replace(/^\ufeff/, '');
    expect(text.split('\r\n')).toEqual([
      'Statut;Artistes',
      `Actif;${expected[0]}`,
      `Inactif;${expected[1]}`,
      `Suspendu;${expected[2]}`,
    ]);
  });

  it('writes months and numbers for the interface language', async () => {
    const { user } = renderAnalytics('es');

    const rows = await tableOf(user, 'Lanzamientos por mes', 'Tabla');
    const november = new Intl.DateTimeFormat('es', { month: 'short', year: 'numeric' }).format(
      new Date(2026, 10, 1),
    );
    expect(rows.map(([month]) => month)).toContain(november);
    expect(screen.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeInTheDocument();
  });
});
